package dev.clauselens.core.analysis;

import dev.clauselens.core.taxonomy.RiskLevel;
import java.util.List;
import java.util.Objects;

/**
 * The Risk Scorer's assessment of one clause, keyed by {@code (analysisId, chunkId)}.
 *
 * @param citations   verified quotes from the clause
 * @param comparisons named reference clauses it was compared with, as sentences
 * @param statistics  figures computed from the corpus, as sentences
 */
public record RiskAssessmentRecord(String tenantId, String analysisId, String chunkId, RiskLevel level,
                                   double confidence, String explanation, List<Citation> citations,
                                   List<String> comparisons, List<String> statistics, DecisionLayer decidedBy) {
    public RiskAssessmentRecord {
        TenantId.require(tenantId);
        Objects.requireNonNull(analysisId, "analysisId");
        Objects.requireNonNull(chunkId, "chunkId");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(explanation, "explanation");
        Objects.requireNonNull(decidedBy, "decidedBy");
        citations = List.copyOf(citations);
        comparisons = List.copyOf(comparisons);
        statistics = List.copyOf(statistics);
    }
}
