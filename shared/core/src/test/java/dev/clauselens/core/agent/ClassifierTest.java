package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
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
        ClauseDecision combined = Classifier.combine(heading, learned, true);
        assertReads(combined, ClauseCategory.NO_WARRANTY, ClauseCategory.CONFIDENTIALITY_OBLIGATION);
        assertEquals(0.9, combined.confidence());
        assertTrue(combined.reason().contains("the section heading suggests"), combined.reason());
    }

    @Test
    void aHeadingHoldsAgainstALessConfidentReading() {
        var heading = decision(ClauseCategory.CONFIDENTIALITY_OBLIGATION, 0.75, "Classified as Confidentiality Obligations by the heading");
        var learned = decision(ClauseCategory.NO_WARRANTY, 0.6, "Reads as No Warranty");
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, Classifier.combine(heading, learned, true).category());
    }

    @Test
    void theClauseOwnWordsHoldAgainstAConfidentReadingWhichBecomesSecondary() {
        var words = decision(ClauseCategory.RESIDUALS, 0.95, "Classified as Residuals by \"unaided memory\" and \"retained in memory\"");
        var learned = decision(ClauseCategory.NO_LICENSE, 0.9, "Reads as No Licence");
        assertReads(Classifier.combine(words, learned, true), ClauseCategory.RESIDUALS, ClauseCategory.NO_LICENSE);
    }

    @Test
    void oneCueGivesWayToALikelyLearnedReadingButNotToTheReferenceVote() {
        var words = decision(ClauseCategory.PERMITTED_DISCLOSURE, 0.85, "Classified as Permitted Disclosure by \"may disclose\"");
        var reading = decision(ClauseCategory.COMPELLED_DISCLOSURE, 0.82, "Reads as Compelled Disclosure (82% likely by the trained classifier)");
        ClauseDecision combined = Classifier.combine(words, reading, true);
        assertReads(combined, ClauseCategory.COMPELLED_DISCLOSURE, ClauseCategory.PERMITTED_DISCLOSURE);
        assertTrue(combined.reason().contains("one cue alone suggests Permitted Disclosure"), combined.reason());
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, Classifier.combine(words, reading, false).category(),
            "the reference clauses' vote is not the learned layer measured on unseen NDAs");
        var unsure = decision(ClauseCategory.COMPELLED_DISCLOSURE, 0.7, "Reads as Compelled Disclosure");
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, Classifier.combine(words, unsure, true).category());
    }

    @Test
    void aClauseWithoutTheWordsACategoryNeedsIsNotOfItHoweverItReads() {
        List<ClauseModel.Scored> scored = List.of(new ClauseModel.Scored(ClauseCategory.GOVERNING_LAW, 0.6),
            new ClauseModel.Scored(ClauseCategory.GENERAL_PROVISIONS, 0.3), new ClauseModel.Scored(ClauseCategory.NOTICES, 0.1));
        ClauseDecision compliance = Classifier.learned(chunk("Each party shall comply with all applicable laws and regulations."),
            scored, List.of());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, compliance.category());
        assertEquals(0.3, compliance.confidence(), "the next reading's own probability");
        ClauseDecision law = Classifier.learned(chunk("This Agreement shall be governed by the laws of the State of [●]."), scored, List.of());
        assertEquals(ClauseCategory.GOVERNING_LAW, law.category(), "a law left to fill is still chosen here");
        ClauseDecision covenants = Classifier.learned(chunk("It is understood by the parties that the foregoing covenants are reasonable."),
            List.of(new ClauseModel.Scored(ClauseCategory.MINIMUM_COMMITMENT, 0.5), new ClauseModel.Scored(ClauseCategory.GENERAL_PROVISIONS, 0.4)),
            List.of());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, covenants.category(), "no minimum, no purchase: no minimum commitment");
        List<ClauseModel.Scored> covenant = List.of(new ClauseModel.Scored(ClauseCategory.NON_COMPETE, 0.4),
            new ClauseModel.Scored(ClauseCategory.GENERAL_PROVISIONS, 0.35));
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, Classifier.learned(chunk("The organiser cannot promise that every mentor will be "
            + "matched with a team."), covenant, List.of()).category(), "nothing kept from, no restriction: no non-compete");
        assertEquals(ClauseCategory.NON_COMPETE, Classifier.learned(chunk("The Adviser shall not sell any product that rivals the "
            + "Product in the Territory."), covenant, List.of()).category());
    }

    @Test
    void anUncertainReadingOfACommercialTermIsShownAsGeneralTextButAnNdaTopicStays() {
        var reimbursement = decision(ClauseCategory.REVENUE_PROFIT_SHARING, 0.24, "Reads as Revenue/Profit Sharing (24% likely)");
        ClauseDecision shown = Classifier.guess("c0007", reimbursement);
        assertReads(shown, ClauseCategory.GENERAL_PROVISIONS, ClauseCategory.REVENUE_PROFIT_SHARING);
        assertTrue(shown.reason().startsWith("Reads only faintly as Revenue/Profit Sharing (24% likely)"), shown.reason());
        var purpose = decision(ClauseCategory.PURPOSE_LIMITATION, 0.4, "Reads as Purpose Limitation (40% likely)");
        assertEquals(purpose, Classifier.guess("c0007", purpose));
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, Classifier.guess("c0007", null).category());
    }

    private static void assertReads(ClauseDecision decision, ClauseCategory primary, ClauseCategory... secondary) {
        assertEquals(primary, decision.category(), decision.reason());
        assertEquals(List.of(secondary), decision.secondary());
    }

    private static ChunkVector chunk(String text) {
        return new ChunkVector(new Chunk("c0007", 7, text, List.of(), text.length() / 4, 0, text.length(), 0, 0, 0, text.length(),
            ChunkKind.CLAUSE), new Embedding("test", new float[] {1f}));
    }
}
