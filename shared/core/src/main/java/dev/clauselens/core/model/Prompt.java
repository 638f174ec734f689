package dev.clauselens.core.model;

import java.util.List;

/**
 * What an agent asks: static instructions (system blocks, ending in a cache point so the service can
 * cache them) and the user turn (fenced document text, possibly with its own cache point after a
 * shared document prefix).
 */
public record Prompt(List<ContentBlock> system, List<ContentBlock> user, int maxTokens, double temperature) {
    public Prompt {
        system = List.copyOf(system);
        user = List.copyOf(user);
    }
}
