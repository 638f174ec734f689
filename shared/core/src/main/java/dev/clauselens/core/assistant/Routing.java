package dev.clauselens.core.assistant;

import java.util.Objects;

/**
 * Where the router sent a question.
 *
 * @param layer      {@code rules} (patterns, no tokens) or {@code model} (the fast tier's classification)
 * @param confidence how sure the deciding layer was, 0 to 1
 * @param reason     what decided it: the matched pattern, the model's answer, or why the model was not asked
 */
public record Routing(Intent intent, String layer, double confidence, String reason) {
    public static final String RULES = "rules";
    public static final String MODEL = "model";

    public Routing {
        Objects.requireNonNull(intent, "intent");
        Objects.requireNonNull(layer, "layer");
        Objects.requireNonNull(reason, "reason");
    }
}
