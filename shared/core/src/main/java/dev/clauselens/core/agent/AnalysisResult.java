package dev.clauselens.core.agent;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.clauselens.core.document.DocumentFlag;
import dev.clauselens.core.document.SourceType;
import dev.clauselens.core.playbook.Playbook;
import dev.clauselens.core.playbook.PlaybookReview;
import dev.clauselens.core.terms.KeyTerms;
import dev.clauselens.core.terms.ReviewSide;
import dev.clauselens.core.terms.TriageChecklist;
import dev.clauselens.core.model.Usage;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.util.List;
import java.util.Map;

/**
 * A whole review: overall risk, clauses with their category, risk and evidence, gaps, the 17
 * hypotheses, the playbook's findings, token usage, which layer decided what, and the disclaimer. Every quote carries its
 * offsets in the document text and an anchor a Word Add-in can find.
 */
public record AnalysisResult(
    String analysisId,
    String documentId,
    String title,
    SourceType sourceType,
    ReviewSide perspective,
    KeyTerms keyTerms,
    List<TriageChecklist.Check> checklist,
    int overallScore,
    RiskLevel overallLevel,
    String overallReason,
    int gapScore,
    List<ClauseResult> clauses,
    GapReport gaps,
    TokenUsage tokenUsage,
    Map<String, Integer> decisionsByLayer,
    long processingMillis,
    List<DocumentFlag> flags,
    PlaybookReview.Result playbook,
    String disclaimer) {

    public static final String DISCLAIMER = "ClauseLens gives information about a contract, not legal advice. It can be "
        + "wrong; a qualified lawyer should review the agreement before you rely on it.";

    public AnalysisResult {
        clauses = List.copyOf(clauses);
        checklist = List.copyOf(checklist);
        decisionsByLayer = Map.copyOf(decisionsByLayer);
        flags = List.copyOf(flags);
    }

    /** The same result read against another playbook. */
    public AnalysisResult withPlaybook(Playbook other) {
        return new AnalysisResult(analysisId, documentId, title, sourceType, perspective, keyTerms, checklist, overallScore,
            overallLevel, overallReason, gapScore, clauses, gaps, tokenUsage, decisionsByLayer, processingMillis, flags,
            PlaybookReview.apply(other, this), disclaimer);
    }

    /**
     * One classified clause.
     *
     * @param anchor where the clause is in Word: paragraph, offsets inside it, the exact text and context
     */
    public record ClauseResult(String chunkId, ClauseCategory category, List<ClauseCategory> secondary, double confidence,
                               String reason, String classifiedBy, RiskFinding risk, String text, String preview,
                               int startPosition, int endPosition, Anchor anchor) {
        public ClauseResult {
            secondary = List.copyOf(secondary);
        }

        /** The category as a person reads it, for the JSON of the results. */
        @JsonProperty("categoryName")
        public String categoryName() {
            return category.displayName();
        }
    }

    /** Where a quote is, for the Word Add-in: find the paragraph, then the quote inside it, checked by its context. */
    public record Anchor(int paragraphIndex, int paragraphOffset, int endParagraphIndex, int endParagraphOffset,
                         String quote, String prefix, String suffix) {
    }

    /** Tokens spent through the model layer, by agent; zero with the local engine. */
    public record TokenUsage(Map<String, Usage> byAgent, int total, int budget, boolean budgetExhausted) {
        public TokenUsage {
            byAgent = Map.copyOf(byAgent);
        }
    }
}
