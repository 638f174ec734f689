package dev.clauselens.core.api;

import dev.clauselens.core.stage.ParseRequest;

/** Starts the analysis state machine: Step Functions in AWS, the in-process pipeline under {@code serve}. */
@FunctionalInterface
public interface Executions {

    /**
     * Starts an execution called {@code name} on {@code input}.
     *
     * @return false when an execution of that name exists already (a repeated request or event): that counts as success
     */
    boolean start(String name, ParseRequest input);

    /**
     * Stops the execution called {@code name} of the tenant's analysis, if it is still running, before
     * the analysis is deleted; one that has ended or never started is left alone.
     */
    default void stop(String name, String tenantId, String analysisId) {
    }
}
