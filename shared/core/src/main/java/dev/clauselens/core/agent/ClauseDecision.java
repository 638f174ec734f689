package dev.clauselens.core.agent;

import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.List;

/** The Classifier's decision for one chunk. */
public record ClauseDecision(String chunkId, ClauseCategory category, List<ClauseCategory> secondary, double confidence,
                             String reason, DecisionLayer decidedBy) {
    public ClauseDecision {
        secondary = List.copyOf(secondary);
    }
}
