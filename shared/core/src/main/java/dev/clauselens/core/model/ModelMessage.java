package dev.clauselens.core.model;

import java.util.List;
import java.util.Objects;

/** One turn of a conversation. */
public record ModelMessage(Role role, List<ContentBlock> content) {
    public enum Role {
        USER, ASSISTANT
    }

    public ModelMessage {
        Objects.requireNonNull(role, "role");
        content = List.copyOf(content);
        if (content.isEmpty()) {
            throw new IllegalArgumentException("a message needs content");
        }
    }

    public static ModelMessage user(ContentBlock... content) {
        return new ModelMessage(Role.USER, List.of(content));
    }
}
