package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidConfigurationException;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Perspective;
import dev.clauselens.core.taxonomy.RiskLevel;
import dev.clauselens.core.terms.TriageChecklist.Check;
import dev.clauselens.core.terms.TriageChecklist.Point;
import dev.clauselens.core.terms.TriageChecklist.Status;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OverallScoreTest {

    @Test
    void anAgreementIsAsRiskyAsItsRiskiestClause() {
        assertEquals(0, overall(List.of()).score());
        assertEquals(100, overall(List.of(finding(RiskLevel.AGGRESSIVE), finding(RiskLevel.AGGRESSIVE))).score());
        assertEquals(50, overall(List.of(finding(RiskLevel.CAUTIOUS), finding(RiskLevel.CAUTIOUS))).score());
        List<RiskFinding> oneAggressive = List.of(finding(RiskLevel.AGGRESSIVE), finding(RiskLevel.STANDARD),
            finding(RiskLevel.STANDARD), finding(RiskLevel.STANDARD), finding(RiskLevel.STANDARD));
        // the seed design's average, (3 + 0) / (3 * 5) = 20, would call this standard
        assertEquals(RiskLevel.AGGRESSIVE, overall(oneAggressive).level());
        assertEquals(60, overall(oneAggressive).score());
        assertEquals("The riskiest terms are rated aggressive (Notices).", overall(oneAggressive).reason());
        List<RiskFinding> oneCautious = List.of(finding(RiskLevel.CAUTIOUS), finding(RiskLevel.STANDARD), finding(RiskLevel.UNKNOWN));
        assertEquals(RiskLevel.CAUTIOUS, overall(oneCautious).level());
        assertEquals(30, overall(oneCautious).score());
        List<RiskFinding> standard = List.of(finding(RiskLevel.STANDARD), finding(RiskLevel.UNKNOWN));
        assertEquals(RiskLevel.STANDARD, overall(standard).level());
        assertEquals(8, overall(standard).score());
        assertEquals("No clause is rated above standard and no checklist point is red for the recipient.", overall(standard).reason());
        assertEquals("No clause is rated above standard and no checklist point is red for either side.",
            RiskScorer.overall(standard, List.of(), Perspective.MUTUAL).reason(), "a mutual review speaks of both sides");
    }

    @Test
    void aRedChecklistPointAgainstTheReviewedSideMakesTheAgreementCautious() {
        var noExclusions = new Check(Point.EXCLUSIONS, "several-missing", Status.RED, "no exclusion for information already public", null);
        var residuals = new Check(Point.RESIDUALS, "present", Status.RED, "a residuals clause", null);
        List<RiskFinding> standard = List.of(finding(RiskLevel.STANDARD));

        var recipient = RiskScorer.overall(standard, List.of(noExclusions), Perspective.RECIPIENT);
        assertEquals(RiskLevel.CAUTIOUS, recipient.level());
        assertEquals(30, recipient.score());
        assertEquals("The checklist marks Standard exclusions red (no exclusion for information already public).", recipient.reason());
        assertEquals(RiskLevel.CAUTIOUS, RiskScorer.overall(standard, List.of(noExclusions), Perspective.MUTUAL).level());
        // no exclusions are the discloser's gain; a residuals clause is its loss
        assertEquals(RiskLevel.STANDARD, RiskScorer.overall(standard, List.of(noExclusions), Perspective.DISCLOSER).level());
        assertEquals(RiskLevel.CAUTIOUS, RiskScorer.overall(standard, List.of(residuals), Perspective.DISCLOSER).level());

        var aggressive = RiskScorer.overall(List.of(finding(RiskLevel.AGGRESSIVE)), List.of(noExclusions), Perspective.RECIPIENT);
        assertEquals(RiskLevel.AGGRESSIVE, aggressive.level());
        assertTrue(aggressive.reason().startsWith("The riskiest terms are rated aggressive (Notices); and the checklist marks "
            + "Standard exclusions red"), aggressive.reason());
    }

    private static RiskScorer.Overall overall(List<RiskFinding> findings) {
        return RiskScorer.overall(findings, List.of(), Perspective.RECIPIENT);
    }

    @Test
    void describesPeriodsInPlainWords() {
        assertEquals("a 5-year period", RiskScorer.describe(60));
        assertEquals("a 18-month period", RiskScorer.describe(18));
        assertEquals("an unlimited period", RiskScorer.describe(Double.POSITIVE_INFINITY));
    }

    @Test
    void readsTheAgentsThresholdsFromTheEnvironment() {
        assertEquals(AgentSettings.DEFAULTS, AgentSettings.fromEnvironment(Map.of()));
        var settings = AgentSettings.fromEnvironment(Map.of("CLAUSELENS_CLASSIFIER_MIN_CONFIDENCE", "0.65",
            "CLAUSELENS_HYPOTHESIS_THRESHOLD", "0.85"));
        assertEquals(0.65, settings.classifierMinConfidence());
        assertEquals(0.85, settings.hypothesisThreshold());
        assertEquals(0.5, settings.riskMinConfidence());
        var notANumber = assertThrows(InvalidConfigurationException.class,
            () -> AgentSettings.fromEnvironment(Map.of("CLAUSELENS_RISK_MIN_CONFIDENCE", "high")));
        assertEquals(ErrorCode.INVALID_CONFIGURATION, notANumber.code());
        assertThrows(InvalidConfigurationException.class,
            () -> AgentSettings.fromEnvironment(Map.of("CLAUSELENS_HYPOTHESIS_THRESHOLD", "80")));
    }

    private static RiskFinding finding(RiskLevel level) {
        return new RiskFinding("c", ClauseCategory.NOTICES, level, 1, "", List.of(), List.of(), List.of(), DecisionLayer.LOCAL);
    }
}
