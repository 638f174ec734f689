package dev.clauselens.core.analysis;

import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import java.util.List;
import java.util.Objects;

/** The verdict on one ContractNLI hypothesis, keyed by {@code (analysisId, hypothesis)}. */
public record HypothesisCoverageRecord(String tenantId, String analysisId, Hypothesis hypothesis, NliLabel verdict,
                                       double confidence, List<String> chunkIds, List<Citation> evidence,
                                       DecisionLayer decidedBy) {
    public HypothesisCoverageRecord {
        TenantId.require(tenantId);
        Objects.requireNonNull(analysisId, "analysisId");
        Objects.requireNonNull(hypothesis, "hypothesis");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(decidedBy, "decidedBy");
        chunkIds = List.copyOf(chunkIds);
        evidence = List.copyOf(evidence);
    }
}
