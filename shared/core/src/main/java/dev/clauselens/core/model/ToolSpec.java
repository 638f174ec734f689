package dev.clauselens.core.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Objects;

/** A tool the model may call: how agents get structured answers, with the answer's JSON schema. */
public record ToolSpec(String name, String description, JsonNode inputSchema) {
    public ToolSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(inputSchema, "inputSchema");
        if (!name.matches("[a-zA-Z0-9_-]{1,64}")) {
            throw new IllegalArgumentException("tool names are 1-64 letters, digits, '_' or '-': " + name);
        }
    }
}
