package dev.clauselens.core.agent;

import dev.clauselens.core.corpus.CorpusStatistics;
import dev.clauselens.core.corpus.ReferenceCorpus;
import dev.clauselens.core.corpus.ReferenceSearch;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import java.util.Map;

/** The three deciding agents' local layers, wired to one reference corpus and one search cache. */
public record Agents(Classifier classifier, RiskScorer riskScorer, GapAnalyst gapAnalyst) {

    public static Agents on(ReferenceCorpus corpus, AgentSettings settings) {
        return on(corpus, settings, Map.of(), Map.of());
    }

    /** With per-hypothesis thresholds and fallback verdicts calibrated on training data (see {@link GapAnalyst}). */
    public static Agents on(ReferenceCorpus corpus, AgentSettings settings, Map<Hypothesis, Double> thresholds,
                            Map<Hypothesis, NliLabel> fallbacks) {
        return on(corpus, settings, thresholds, fallbacks, ClauseModel.builtIn().orElse(null));
    }

    /** With another learned layer than the built-in one ({@code null}: none), to measure a model before it is packed. */
    public static Agents on(ReferenceCorpus corpus, AgentSettings settings, Map<Hypothesis, Double> thresholds,
                            Map<Hypothesis, NliLabel> fallbacks, ClauseModel model) {
        var search = new ReferenceSearch(corpus);
        return new Agents(new Classifier(search, settings, model), new RiskScorer(search, new CorpusStatistics(corpus), settings),
            new GapAnalyst(search, corpus, thresholds, fallbacks, settings));
    }
}
