package dev.clauselens.start;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.api.Executions;
import dev.clauselens.core.stage.ParseRequest;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.ExecutionAlreadyExistsException;
import software.amazon.awssdk.services.sfn.model.ExecutionDoesNotExistException;

/**
 * Starts the analysis state machine. The execution's input is the Parse request plus the Map
 * states' {@code maxConcurrency}; its name is the analysis id, so a second start is refused by Step
 * Functions and counts as success.
 */
public final class StepFunctionsExecutions implements Executions {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final SfnClient sfn;
    private final String stateMachineArn;
    private final int maxConcurrency;

    public StepFunctionsExecutions(SfnClient sfn, String stateMachineArn, int maxConcurrency) {
        this.sfn = sfn;
        this.stateMachineArn = stateMachineArn;
        this.maxConcurrency = maxConcurrency;
    }

    @Override
    public boolean start(String name, ParseRequest request) {
        try {
            sfn.startExecution(start -> start.stateMachineArn(stateMachineArn).name(name).input(input(request, maxConcurrency)));
            return true;
        } catch (ExecutionAlreadyExistsException e) {
            return false;
        }
    }

    /** StopExecution on the execution's ARN (the state machine's, with {@code :execution:} and the name). */
    @Override
    public void stop(String name, String tenantId, String analysisId) {
        String execution = stateMachineArn.replaceFirst(":stateMachine:", ":execution:") + ":" + name;
        try {
            sfn.stopExecution(stop -> stop.executionArn(execution).cause("The analysis was deleted."));
        } catch (ExecutionDoesNotExistException e) {
            // never started, or started under another name: nothing runs
        }
    }

    /** The execution input the state machine reads. */
    public static String input(ParseRequest request, int maxConcurrency) {
        ObjectNode input = JSON.valueToTree(request);
        input.put("maxConcurrency", maxConcurrency);
        try {
            return JSON.writeValueAsString(input);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the execution input", e);
        }
    }
}
