package dev.clauselens.functions.markfailed;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.agent.AnalysisStages.Progress;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.stage.Step;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.lambda.StepFunction;
import java.util.Map;

/**
 * The Mark failed state, reached from every state's Catch with the error in {@code failure}
 * ({@code {Error, Cause}}; for a Lambda error the Cause is the function's error JSON). The analysis
 * keeps the stage it was in, a stable error code and a reason a person can read. A failure the
 * failing step already recorded with its typed code stands.
 *
 * <p>It is also the target of the EventBridge rule on executions that end without reaching a Catch:
 * timed out as a whole (the state machine's {@code TimeoutSeconds}) or aborted by an operator. Their
 * analysis would otherwise stay RUNNING for ever; it is marked failed (TIMEOUT or CANCELLED), so a
 * user can start it again.
 */
public final class MarkFailedFunction extends StepFunction {
    private static final String ERRORS = "dev.clauselens.core.error.";
    private static final String ABORTED = "States.Aborted";
    private static final String STATUS_CHANGE = "Step Functions Execution Status Change";
    private static final Map<String, ErrorCode> CODES = Map.of(
        ERRORS + "ModelThrottledException", ErrorCode.MODEL_THROTTLED,
        ERRORS + "ModelUnavailableException", ErrorCode.MODEL_UNAVAILABLE,
        ERRORS + "ModelRejectedException", ErrorCode.MODEL_REJECTED,
        ERRORS + "InvalidModelAnswerException", ErrorCode.MODEL_INVALID_ANSWER,
        ERRORS + "BudgetExhaustedException", ErrorCode.BUDGET_EXHAUSTED,
        ERRORS + "InvalidInputException", ErrorCode.INVALID_INPUT,
        ERRORS + "InvalidConfigurationException", ErrorCode.INVALID_CONFIGURATION,
        "States.Timeout", ErrorCode.TIMEOUT,
        "Sandbox.Timedout", ErrorCode.TIMEOUT,
        ABORTED, ErrorCode.CANCELLED);


    /** Used by the Lambda runtime: one runtime per container. */
    public MarkFailedFunction() {
        this(FunctionRuntime.fromEnvironment(FunctionRuntime.ModelAccess.NONE));
    }

    public MarkFailedFunction(FunctionRuntime runtime) {
        super(null, runtime);
    }

    /** An execution status change from EventBridge becomes the state input Mark failed gets from a Catch. */
    @Override
    protected JsonNode stateInput(JsonNode event) {
        if (!STATUS_CHANGE.equals(event.path("detail-type").asText())) {
            return event;
        }
        JsonNode detail = event.path("detail");
        ObjectNode input = object(detail.path("input").asText("{}"));
        boolean timedOut = detail.path("status").asText().equals("TIMED_OUT");
        input.putObject("failure")
            .put("Error", timedOut ? "States.Timeout" : ABORTED)
            .put("Cause", timedOut ? "The analysis ran longer than the state machine allows; starting it again resumes "
                + "where it stopped." : "An operator stopped the analysis's execution; starting it again resumes where "
                + "it stopped.");
        return input;
    }

    /** The JSON object {@code text} holds; an empty one when it is plain text or another JSON value. */
    private static ObjectNode object(String text) {
        try {
            return JSON.readTree(text) instanceof ObjectNode node ? node : JSON.createObjectNode();
        } catch (JsonProcessingException e) {
            return JSON.createObjectNode();
        }
    }

    @Override
    protected Step run(Step step, JsonNode input, Progress progress) {
        String error = input.path("failure").path("Error").asText("States.Runtime");
        ErrorCode code = CODES.getOrDefault(error, ErrorCode.INTERNAL);
        return runtime.stages().markFailed(step, null, code, reason(error, input.path("failure").path("Cause").asText(""), code));
    }

    /** The typed failure's own message; for anything else, a sentence that names the error without internals. */
    static String reason(String error, String cause, ErrorCode code) {
        ObjectNode lambdaError = object(cause);
        String message = lambdaError.hasNonNull("errorMessage") ? lambdaError.get("errorMessage").asText() : cause;
        if (code != ErrorCode.INTERNAL && !message.isBlank()) {
            return message;
        }
        return "The analysis stopped on an unexpected error (" + error + "). Operators find the details in the "
            + "state machine's execution history; starting the analysis again may succeed.";
    }
}
