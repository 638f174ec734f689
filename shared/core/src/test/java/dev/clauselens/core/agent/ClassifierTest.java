package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClassifierTest {
    private static ClauseDecision decision(ClauseCategory category, double confidence, String reason) {
        return new ClauseDecision("c0007", category, List.of(), confidence, reason, DecisionLayer.LOCAL);
    }

    @Test
    void aChapterHeadingGivesWayToAMoreConfidentReadingAndStaysSecondary() {
        var heading = decision(ClauseCategory.CONFIDENTIALITY_OBLIGATION, 0.75,
            "Classified as Confidentiality Obligations by the heading \"PERMITTED USE AND NON-DISCLOSURE\"");
        var learned = decision(ClauseCategory.NO_WARRANTY, 0.9, "Reads as No Warranty (90% likely by the trained classifier)");
        ClauseDecision combined = Classifier.combine(heading, learned);
        assertEquals(ClauseCategory.NO_WARRANTY, combined.category());
        assertEquals(List.of(ClauseCategory.CONFIDENTIALITY_OBLIGATION), combined.secondary());
        assertEquals(0.9, combined.confidence());
        assertTrue(combined.reason().contains("the section heading suggests"), combined.reason());
    }

    @Test
    void aHeadingHoldsAgainstALessConfidentReading() {
        var heading = decision(ClauseCategory.CONFIDENTIALITY_OBLIGATION, 0.75, "Classified as Confidentiality Obligations by the heading");
        var learned = decision(ClauseCategory.NO_WARRANTY, 0.6, "Reads as No Warranty");
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, Classifier.combine(heading, learned).category());
    }

    @Test
    void theClauseOwnWordsHoldAgainstAConfidentReadingWhichBecomesSecondary() {
        var words = decision(ClauseCategory.RESIDUALS, 0.85, "Classified as Residuals by \"unaided memory\"");
        var learned = decision(ClauseCategory.NO_LICENSE, 0.9, "Reads as No Licence");
        ClauseDecision combined = Classifier.combine(words, learned);
        assertEquals(ClauseCategory.RESIDUALS, combined.category());
        assertEquals(List.of(ClauseCategory.NO_LICENSE), combined.secondary());
    }
}
