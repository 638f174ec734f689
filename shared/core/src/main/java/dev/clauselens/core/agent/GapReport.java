package dev.clauselens.core.agent;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.List;

/** The Gap Analyst's findings: what the NDA has, lacks and has only weakly, the score, and the hypotheses. */
public record GapReport(int gapScore, List<ClauseCategory> present, List<GapAnalysisRecord.MissingCategory> missing,
                        List<GapAnalysisRecord.WeakClause> weak, List<HypothesisVerdict> hypotheses) {
    public GapReport {
        present = List.copyOf(present);
        missing = List.copyOf(missing);
        weak = List.copyOf(weak);
        hypotheses = List.copyOf(hypotheses);
    }

    /** What the score means, sent with it so that every screen explains it the same way. */
    @JsonProperty("scoreLegend")
    public String scoreLegend() {
        return GapAnalyst.SCORE_LEGEND;
    }
}
