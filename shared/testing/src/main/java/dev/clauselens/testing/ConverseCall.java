package dev.clauselens.testing;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A Converse request as the local Bedrock server received it, with what it answered.
 *
 * @param status the HTTP status it answered with
 */
public record ConverseCall(String modelId, JsonNode body, Instant at, int status) {

    /** The tool the request forces, or {@code null}. */
    public String forcedTool() {
        JsonNode name = body.path("toolConfig").path("toolChoice").path("tool").path("name");
        return name.isMissingNode() ? null : name.asText();
    }

    /** The JSON schema of the named tool, or {@code null}. */
    public JsonNode toolSchema(String tool) {
        for (JsonNode spec : body.path("toolConfig").path("tools")) {
            if (spec.path("toolSpec").path("name").asText().equals(tool)) {
                return spec.path("toolSpec").path("inputSchema").path("json");
            }
        }
        return null;
    }

    public String systemText() {
        return texts(body.path("system"));
    }

    /** The text of every user message, in order. */
    public String userText() {
        var text = new StringBuilder();
        for (JsonNode message : body.path("messages")) {
            if (message.path("role").asText().equals("user")) {
                text.append(texts(message.path("content")));
            }
        }
        return text.toString();
    }

    /** Where cache points stand: {@code system[2]}, {@code messages[0].content[1]}. */
    public List<String> cachePoints() {
        List<String> points = new ArrayList<>();
        for (int i = 0; i < body.path("system").size(); i++) {
            if (body.path("system").get(i).has("cachePoint")) {
                points.add("system[" + i + "]");
            }
        }
        for (int m = 0; m < body.path("messages").size(); m++) {
            JsonNode content = body.path("messages").get(m).path("content");
            for (int i = 0; i < content.size(); i++) {
                if (content.get(i).has("cachePoint")) {
                    points.add("messages[" + m + "].content[" + i + "]");
                }
            }
        }
        return points;
    }

    private static String texts(JsonNode blocks) {
        var text = new StringBuilder();
        for (JsonNode block : blocks) {
            if (block.has("text")) {
                text.append(block.get("text").asText()).append('\n');
            }
            if (block.has("toolResult")) {
                for (JsonNode part : block.path("toolResult").path("content")) {
                    text.append(part.path("text").asText()).append('\n');
                }
            }
        }
        return text.toString();
    }
}
