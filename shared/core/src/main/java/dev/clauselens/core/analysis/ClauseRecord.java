package dev.clauselens.core.analysis;

import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.List;
import java.util.Objects;

/**
 * The Classifier's decision for one chunk, keyed by {@code (analysisId, chunkId)}.
 *
 * @param secondary up to two further categories
 */
public record ClauseRecord(String tenantId, String analysisId, String chunkId, ClauseCategory category,
                           List<ClauseCategory> secondary, double confidence, String reason,
                           DecisionLayer decidedBy) {
    public ClauseRecord {
        TenantId.require(tenantId);
        Objects.requireNonNull(analysisId, "analysisId");
        Objects.requireNonNull(chunkId, "chunkId");
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(decidedBy, "decidedBy");
        secondary = List.copyOf(secondary);
        if (secondary.size() > 2 || confidence < 0 || confidence > 1) {
            throw new IllegalArgumentException("at most two secondary categories and a confidence in [0, 1]");
        }
    }
}
