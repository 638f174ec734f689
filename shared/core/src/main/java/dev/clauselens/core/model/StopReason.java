package dev.clauselens.core.model;

/** Why the model stopped. */
public enum StopReason {
    END_TURN, TOOL_USE, MAX_TOKENS, STOP_SEQUENCE, CONTENT_FILTERED, GUARDRAIL_INTERVENED, OTHER
}
