package dev.clauselens.core.agent;

import dev.clauselens.core.config.Settings;
import java.util.Map;

/**
 * The local layers' thresholds: below them an item is left to the model layer (or undecided with the
 * local engine). Environment: {@code CLAUSELENS_CLASSIFIER_MIN_CONFIDENCE} (0.5, the seed design's),
 * {@code CLAUSELENS_CLASSIFIER_MIN_SIMILARITY} (0.70), {@code CLAUSELENS_RISK_MIN_CONFIDENCE} (0.5),
 * {@code CLAUSELENS_HYPOTHESIS_THRESHOLD} (0.80, where no calibration sets one per hypothesis: the similarity at which
 * a hypothesis's "not mentioned" becomes doubtful).
 */
public record AgentSettings(double classifierMinConfidence, double classifierMinSimilarity, double riskMinConfidence,
                            double hypothesisThreshold) {
    public static final AgentSettings DEFAULTS = new AgentSettings(0.5, 0.7, 0.5, 0.8);

    public AgentSettings {
        for (double value : new double[] {classifierMinConfidence, classifierMinSimilarity, riskMinConfidence,
            hypothesisThreshold}) {
            if (!(value >= 0 && value <= 1)) {
                throw new IllegalArgumentException("agent thresholds lie between 0 and 1, not " + value);
            }
        }
    }

    public static AgentSettings fromEnvironment(Map<String, String> env) {
        return new AgentSettings(
            Settings.fraction(env, "CLAUSELENS_CLASSIFIER_MIN_CONFIDENCE", DEFAULTS.classifierMinConfidence),
            Settings.fraction(env, "CLAUSELENS_CLASSIFIER_MIN_SIMILARITY", DEFAULTS.classifierMinSimilarity),
            Settings.fraction(env, "CLAUSELENS_RISK_MIN_CONFIDENCE", DEFAULTS.riskMinConfidence),
            Settings.fraction(env, "CLAUSELENS_HYPOTHESIS_THRESHOLD", DEFAULTS.hypothesisThreshold));
    }
}
