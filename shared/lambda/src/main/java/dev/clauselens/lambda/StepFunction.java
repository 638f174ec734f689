package dev.clauselens.lambda;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.agent.AnalysisStages.Progress;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.error.RetriableModelException;
import dev.clauselens.core.stage.Step;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;

/**
 * A state of the state machine as a Lambda function: reads the {@link Step} (identifiers only),
 * runs the step, returns the next {@link Step}. A typed failure leaves as its own exception class,
 * which the state machine names in {@code Retry} and {@code Catch}; one that retrying cannot mend is
 * first recorded on the analysis with its code, so Mark failed keeps the precise reason.
 */
public abstract class StepFunction implements RequestStreamHandler {
    protected static final ObjectMapper JSON = new ObjectMapper()
        .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final Stage stage;
    protected final FunctionRuntime runtime;

    protected StepFunction(Stage stage, FunctionRuntime runtime) {
        this.stage = stage;
        this.runtime = runtime;
    }

    /** Runs the step; {@code input} is the whole state input, for the fields beyond the {@link Step}. */
    protected abstract Step run(Step step, JsonNode input, Progress progress);

    /** The state input carried by {@code event}: the event itself, unless a function is also invoked otherwise. */
    protected JsonNode stateInput(JsonNode event) {
        return event;
    }

    @Override
    public final void handleRequest(InputStream in, OutputStream out, Context context) throws IOException {
        JsonNode input = stateInput(JSON.readTree(in));
        Step step = read(input, Step.class);
        Progress progress = (s, percent, message) -> System.out.printf("%s %s %d%% %s%n", step.analysisId(),
            s.name().toLowerCase(), percent, message);
        if (context != null) {
            runtime.startInvocation(Duration.ofMillis(context.getRemainingTimeInMillis()));
        }
        try {
            JSON.writeValue(out, run(step, input, progress));
        } catch (ClauseLensException e) {
            if (stage != null && !(e instanceof RetriableModelException)) {
                runtime.stages().markFailed(step, stage, e.code(), e.getMessage());
            }
            throw e;
        }
    }

    /** A malformed input fails as {@link InvalidInputException}, the type the state machine names. */
    protected static <T> T read(JsonNode input, Class<T> type) {
        try {
            return JSON.treeToValue(input, type);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            if (e.getCause() instanceof ClauseLensException typed) {
                throw typed;
            }
            throw new InvalidInputException("The step's input is not valid: " + e.getMessage());
        }
    }
}
