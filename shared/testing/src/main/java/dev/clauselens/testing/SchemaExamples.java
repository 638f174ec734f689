package dev.clauselens.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The smallest value that satisfies a JSON schema (the subset agents use): what a dutiful model would
 * send. Array items differ: the i-th item takes the i-th value of each enum, so "one answer per id"
 * schemas are met.
 */
public final class SchemaExamples {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private SchemaExamples() {
    }

    public static JsonNode example(JsonNode schema) {
        return example(schema, 0);
    }

    private static JsonNode example(JsonNode schema, int index) {
        if (schema == null || schema.isMissingNode()) {
            return F.objectNode();
        }
        if (schema.has("const")) {
            return schema.get("const");
        }
        if (schema.has("enum")) {
            return schema.get("enum").get(index % schema.get("enum").size());
        }
        String type = schema.path("type").isArray() ? schema.path("type").get(0).asText() : schema.path("type").asText("object");
        return switch (type) {
            case "object" -> {
                ObjectNode object = F.objectNode();
                schema.path("properties").properties().forEach(e -> object.set(e.getKey(), example(e.getValue(), index)));
                yield object;
            }
            case "array" -> {
                var array = F.arrayNode();
                for (int i = 0; i < schema.path("minItems").asInt(0); i++) {
                    array.add(example(schema.path("items"), i));
                }
                yield array;
            }
            case "integer" -> F.numberNode(schema.path("minimum").asInt(0));
            case "number" -> F.numberNode(schema.path("minimum").asDouble(0));
            case "boolean" -> F.booleanNode(false);
            case "null" -> F.nullNode();
            default -> F.textNode("x".repeat(Math.max(1, schema.path("minLength").asInt(1))));
        };
    }
}
