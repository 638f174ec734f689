package dev.clauselens.core.analysis;

import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.List;
import java.util.Objects;

/** The Gap Analyst's findings for an analysis, keyed by {@code analysisId}. */
public record GapAnalysisRecord(String tenantId, String analysisId, int gapScore, List<ClauseCategory> present,
                                List<MissingCategory> missing, List<WeakClause> weak) {
    public GapAnalysisRecord {
        TenantId.require(tenantId);
        Objects.requireNonNull(analysisId, "analysisId");
        present = List.copyOf(present);
        missing = List.copyOf(missing);
        weak = List.copyOf(weak);
        if (gapScore < 0 || gapScore > 100) {
            throw new IllegalArgumentException("the gap score is capped at 100, not " + gapScore);
        }
    }

    /** A protection the document lacks, how much it matters, and language to add. */
    public record MissingCategory(ClauseCategory category, Importance importance, String suggestedLanguage) {
    }

    /** A clause that is present but weak, with what to change. */
    public record WeakClause(String chunkId, ClauseCategory category, String recommendation) {
    }

    public enum Importance {
        CRITICAL, IMPORTANT, OPTIONAL
    }
}
