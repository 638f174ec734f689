package dev.clauselens.core.assistant;

import com.fasterxml.jackson.databind.JsonNode;
import dev.clauselens.core.analysis.TenantId;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What happened in one assistant turn, for operators and for the user who asks why: how the question was
 * routed, which agents ran and why, each one's tool calls, tokens, status and error, and the totals.
 */
public record AgentTrace(String tenantId, String traceId, String conversationId, String turnId, Routing routing,
                         List<AgentRun> agents, int inputTokens, int outputTokens, long millis, Instant createdAt) {
    public AgentTrace {
        TenantId.require(tenantId);
        Objects.requireNonNull(traceId, "traceId");
        Objects.requireNonNull(conversationId, "conversationId");
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(routing, "routing");
        agents = List.copyOf(agents);
        Objects.requireNonNull(createdAt, "createdAt");
    }

    /**
     * One agent's part.
     *
     * @param layer  {@code local} (built from the analysis, no tokens) or {@code model} (the tool-use loop)
     * @param status {@code ok}, {@code timeout} or {@code failed}
     * @param error  why it did not finish; {@code null} when it did
     */
    public record AgentRun(String agent, String why, String layer, String status, String error, int inputTokens,
                           int outputTokens, long millis, List<ToolCall> toolCalls) {
        public AgentRun {
            toolCalls = List.copyOf(toolCalls);
        }
    }

    /** One tool call: what went in, what came out (document text shortened), how long it took, whether it failed. */
    public record ToolCall(String tool, JsonNode input, JsonNode output, long millis, String status) {
    }
}
