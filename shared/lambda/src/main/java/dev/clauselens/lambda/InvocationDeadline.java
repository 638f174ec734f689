package dev.clauselens.lambda;

import dev.clauselens.core.error.BudgetExhaustedException;
import dev.clauselens.core.model.LanguageModel;
import dev.clauselens.core.model.ModelRequest;
import dev.clauselens.core.model.ModelResponse;
import java.time.Duration;

/**
 * The model of an agent function, held to the invocation's time: a call that could outlast what is left
 * of it (the longest a call may take, plus a margin for the step's own writes) is not started, and the
 * step finishes on its local layer as it does with a spent budget. Each call fits in the function's
 * timeout; this keeps the calls of one step (up to four per batch) from adding up past it.
 */
final class InvocationDeadline implements LanguageModel {
    /** Kept free at the end of an invocation for the step's writes after its last model call. */
    static final Duration WRITE_MARGIN = Duration.ofSeconds(20);

    private final LanguageModel model;
    private final Duration longestCall;
    private volatile long endsAtNanos;

    /** @param longestCall the most one call may take, retries included (the Bedrock call timeout) */
    InvocationDeadline(LanguageModel model, Duration longestCall) {
        this.model = model;
        this.longestCall = longestCall;
    }

    /** An invocation starts with {@code remaining} before the function times out. */
    void start(Duration remaining) {
        endsAtNanos = System.nanoTime() + remaining.toNanos();
    }

    @Override
    public ModelResponse converse(ModelRequest request) {
        long left = endsAtNanos - System.nanoTime();
        if (endsAtNanos != 0 && left < longestCall.plus(WRITE_MARGIN).toNanos()) {
            throw new BudgetExhaustedException("The function has %d s left, less than a model call may take; the rest of "
                .formatted(Math.max(0, left / 1_000_000_000)) + "this step is decided locally.");
        }
        return model.converse(request);
    }
}
