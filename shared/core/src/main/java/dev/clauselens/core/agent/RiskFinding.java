package dev.clauselens.core.agent;

import dev.clauselens.core.analysis.Citation;
import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.util.List;

/**
 * The Risk Scorer's finding for one clause, with its evidence: verified quotes, comparisons with
 * named reference clauses, and statistics computed from the corpus.
 */
public record RiskFinding(String chunkId, ClauseCategory category, RiskLevel level, double confidence, String explanation,
                          List<Citation> citations, List<String> comparisons, List<String> statistics,
                          DecisionLayer decidedBy) {
    public RiskFinding {
        citations = List.copyOf(citations);
        comparisons = List.copyOf(comparisons);
        statistics = List.copyOf(statistics);
    }
}
