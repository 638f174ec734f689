package dev.clauselens.core.assistant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.clauselens.core.model.ToolRegistry;
import dev.clauselens.core.model.ToolRegistry.ToolOutcome;
import java.util.ArrayList;
import java.util.List;

/**
 * One specialist's use of its tools in one turn: only its own subset, every call recorded for the trace
 * (long texts shortened), every proposal kept for the user to confirm.
 */
final class ToolSession {
    private static final int TRACE_TEXT = 400;

    private final ToolRegistry tools;
    private final List<AgentTrace.ToolCall> calls = new ArrayList<>();
    private final List<ToolOutcome.Proposal> proposals = new ArrayList<>();

    ToolSession(ToolRegistry tools) {
        this.tools = tools;
    }

    ToolRegistry tools() {
        return tools;
    }

    synchronized ToolOutcome call(String name, JsonNode arguments) {
        ToolOutcome outcome = tools.call(name, arguments);
        String status = switch (outcome) {
            case ToolOutcome.Result r -> "ok";
            case ToolOutcome.Failed f -> "failed";
            case ToolOutcome.Proposal p -> "proposed";
        };
        if (outcome instanceof ToolOutcome.Proposal proposal) {
            proposals.add(proposal);
        }
        calls.add(new AgentTrace.ToolCall(name, arguments, shorten(outcome.output().deepCopy()),
            outcome.output().path("_meta").path("executionMillis").asLong(), status));
        return outcome;
    }

    synchronized List<AgentTrace.ToolCall> calls() {
        return List.copyOf(calls);
    }

    synchronized List<ToolOutcome.Proposal> proposals() {
        return List.copyOf(proposals);
    }

    private static JsonNode shorten(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.properties().forEach(field -> {
                JsonNode value = field.getValue();
                if (value.isTextual() && value.asText().length() > TRACE_TEXT) {
                    field.setValue(TextNode.valueOf(value.asText().substring(0, TRACE_TEXT) + " …"));
                } else {
                    shorten(value);
                }
            });
        } else if (node.isArray()) {
            node.forEach(ToolSession::shorten);
        }
        return node;
    }
}
