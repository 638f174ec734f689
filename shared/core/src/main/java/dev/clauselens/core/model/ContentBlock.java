package dev.clauselens.core.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Objects;

/** A block of a system prompt or a message, as in Bedrock's Converse API. */
public sealed interface ContentBlock {

    /** Plain text. */
    record Text(String text) implements ContentBlock {
        public Text {
            Objects.requireNonNull(text, "text");
        }
    }

    /** Marks the end of a prefix the service may cache (static instructions, a shared document). */
    record CachePoint() implements ContentBlock {
    }

    /** The model asks for a tool with this input; structured answers arrive this way. */
    record ToolUse(String toolUseId, String name, JsonNode input) implements ContentBlock {
        public ToolUse {
            Objects.requireNonNull(toolUseId, "toolUseId");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(input, "input");
        }
    }

    /** The answer to a tool use; {@code error} tells the model its input was not acceptable. */
    record ToolResult(String toolUseId, String text, boolean error) implements ContentBlock {
        public ToolResult {
            Objects.requireNonNull(toolUseId, "toolUseId");
            Objects.requireNonNull(text, "text");
        }
    }

    static ContentBlock text(String text) {
        return new Text(text);
    }

    static ContentBlock cachePoint() {
        return new CachePoint();
    }
}
