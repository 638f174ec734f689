package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidConfigurationException;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OverallScoreTest {

    @Test
    void anAgreementIsAsRiskyAsItsRiskiestClause() {
        assertEquals(0, RiskScorer.overallScore(List.of()));
        assertEquals(100, RiskScorer.overallScore(List.of(finding(RiskLevel.AGGRESSIVE), finding(RiskLevel.AGGRESSIVE))));
        assertEquals(50, RiskScorer.overallScore(List.of(finding(RiskLevel.CAUTIOUS), finding(RiskLevel.CAUTIOUS))));
        List<RiskFinding> oneAggressive = List.of(finding(RiskLevel.AGGRESSIVE), finding(RiskLevel.STANDARD),
            finding(RiskLevel.STANDARD), finding(RiskLevel.STANDARD), finding(RiskLevel.STANDARD));
        // the seed design's average, (3 + 0) / (3 * 5) = 20, would call this standard
        assertEquals(RiskLevel.AGGRESSIVE, RiskScorer.overallLevel(oneAggressive));
        assertEquals(60, RiskScorer.overallScore(oneAggressive));
        List<RiskFinding> oneCautious = List.of(finding(RiskLevel.CAUTIOUS), finding(RiskLevel.STANDARD), finding(RiskLevel.UNKNOWN));
        assertEquals(RiskLevel.CAUTIOUS, RiskScorer.overallLevel(oneCautious));
        assertEquals(30, RiskScorer.overallScore(oneCautious));
        List<RiskFinding> standard = List.of(finding(RiskLevel.STANDARD), finding(RiskLevel.UNKNOWN));
        assertEquals(RiskLevel.STANDARD, RiskScorer.overallLevel(standard));
        assertEquals(8, RiskScorer.overallScore(standard));
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
