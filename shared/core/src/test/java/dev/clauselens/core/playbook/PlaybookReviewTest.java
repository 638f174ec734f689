package dev.clauselens.core.playbook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.clauselens.core.agent.AnalysisResult.ClauseResult;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlaybookReviewTest {
    @Test
    void aTopicRestsOnClausesPlacedWithConfidenceNotOnGuesses() {
        ClauseResult guess = clause("c0067", ClauseCategory.IP_OWNERSHIP_ASSIGNMENT, 0.047,
            "- Ownership: Feedback remains owned by the providing Party unless otherwise agreed");
        ClauseResult assignment = clause("c0070", ClauseCategory.IP_OWNERSHIP_ASSIGNMENT, 0.95,
            "The Recipient hereby assigns to the Discloser all right, title and interest in any improvement.");
        assertEquals(List.of(), PlaybookReview.clauseOf(List.of(guess), ClauseCategory.IP_OWNERSHIP_ASSIGNMENT).stream().toList(),
            "a guess at 5 % is no assignment to escalate");
        assertEquals("c0070", PlaybookReview.clauseOf(List.of(guess, assignment), ClauseCategory.IP_OWNERSHIP_ASSIGNMENT)
            .orElseThrow().chunkId());
    }

    private static ClauseResult clause(String id, ClauseCategory category, double confidence, String text) {
        return new ClauseResult(id, category, List.of(), confidence, "test", "LOCAL", null, text, text, 0, text.length(), null);
    }
}
