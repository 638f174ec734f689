package dev.clauselens.core.assistant;

import dev.clauselens.core.model.ToolRegistry.ToolOutcome;
import dev.clauselens.core.model.Usage;
import java.util.ArrayList;
import java.util.List;

/**
 * What one specialist contributed to an answer.
 *
 * @param layer      {@code local} or {@code model}
 * @param needsModel what only the model could add, where the local layer answered; {@code null} otherwise
 */
record Part(Specialist specialist, String text, List<AssistantAnswer.Cited> citations, List<ToolOutcome.Proposal> proposals,
            String needsModel, List<AgentTrace.ToolCall> toolCalls, Usage usage, String layer) {
    Part {
        citations = List.copyOf(citations);
        proposals = List.copyOf(proposals);
        toolCalls = List.copyOf(toolCalls);
    }

    /** This local part, given after the model failed with {@code code}: the model's tool calls come first in the trace. */
    Part afterModelFailure(String code, List<AgentTrace.ToolCall> modelCalls) {
        List<AgentTrace.ToolCall> calls = new ArrayList<>(modelCalls);
        calls.addAll(toolCalls);
        return new Part(specialist, text, citations, proposals, needsModel, calls, usage, layer + " (the model failed: " + code + ")");
    }
}
