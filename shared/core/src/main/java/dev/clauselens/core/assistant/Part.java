package dev.clauselens.core.assistant;

import dev.clauselens.core.model.ToolRegistry.ToolOutcome;
import dev.clauselens.core.model.Usage;
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
}
