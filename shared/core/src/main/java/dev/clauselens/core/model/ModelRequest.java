package dev.clauselens.core.model;

import java.util.List;
import java.util.Objects;

/**
 * A call to a language model.
 *
 * @param modelId     the provider's model id or inference profile
 * @param system      system prompt blocks (instructions only; document text goes in messages)
 * @param messages    the conversation
 * @param tools       tools offered, possibly none
 * @param forcedTool  the tool the model must call, or {@code null}
 * @param maxTokens   most output tokens
 * @param temperature sampling temperature
 */
public record ModelRequest(String modelId, List<ContentBlock> system, List<ModelMessage> messages, List<ToolSpec> tools,
                           String forcedTool, int maxTokens, double temperature) {
    public ModelRequest {
        Objects.requireNonNull(modelId, "modelId");
        system = List.copyOf(system);
        messages = List.copyOf(messages);
        tools = List.copyOf(tools);
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("a request needs at least one message");
        }
        if (forcedTool != null && tools.stream().noneMatch(t -> t.name().equals(forcedTool))) {
            throw new IllegalArgumentException("the forced tool " + forcedTool + " is not offered");
        }
        if (maxTokens <= 0 || temperature < 0 || temperature > 1) {
            throw new IllegalArgumentException("maxTokens must be positive and temperature within [0, 1]");
        }
    }

    /** Characters of every text the request carries, for estimating its tokens before sending it. */
    public int characters() {
        int characters = 0;
        for (ContentBlock block : system) {
            characters += ModelResponse.characters(block);
        }
        for (ModelMessage message : messages) {
            for (ContentBlock block : message.content()) {
                characters += ModelResponse.characters(block);
            }
        }
        for (ToolSpec tool : tools) {
            characters += tool.description().length() + tool.inputSchema().toString().length();
        }
        return characters;
    }
}
