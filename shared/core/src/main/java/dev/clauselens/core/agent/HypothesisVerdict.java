package dev.clauselens.core.agent;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.clauselens.core.analysis.Citation;
import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import java.util.List;

/** The verdict on one ContractNLI hypothesis, with the chunks and quotes that support it. */
public record HypothesisVerdict(Hypothesis hypothesis, NliLabel verdict, double confidence, List<String> chunkIds,
                                List<Citation> evidence, DecisionLayer decidedBy) {
    public HypothesisVerdict {
        chunkIds = List.copyOf(chunkIds);
        evidence = List.copyOf(evidence);
    }

    /** The hypothesis as a person reads it, for the JSON of the results. */
    @JsonProperty("name")
    public String name() {
        return hypothesis.shortName();
    }
}
