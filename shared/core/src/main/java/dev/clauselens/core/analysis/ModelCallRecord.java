package dev.clauselens.core.analysis;

import java.time.Instant;
import java.util.Objects;

/**
 * One call to a language model, keyed by {@code callId}.
 *
 * @param outcome {@code ok}, or the typed failure's code
 */
public record ModelCallRecord(String tenantId, String analysisId, String callId, String agent, String model,
                              int inputTokens, int outputTokens, int cacheReadTokens, int cacheWriteTokens,
                              double costUsd, long latencyMs, String outcome, Instant at) {
    public ModelCallRecord {
        TenantId.require(tenantId);
        Objects.requireNonNull(analysisId, "analysisId");
        Objects.requireNonNull(callId, "callId");
        Objects.requireNonNull(agent, "agent");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(at, "at");
    }
}
