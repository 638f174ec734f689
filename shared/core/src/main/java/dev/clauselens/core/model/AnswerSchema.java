package dev.clauselens.core.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The shape of an agent's answer: a tool the model is forced to call, its JSON schema (enums,
 * ranges, required fields; {@code additionalProperties: false} for strictness), checks the schema
 * cannot express (such as "every chunk id exists in the input"), and the record it becomes.
 */
public final class AnswerSchema<T> {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ToolSpec tool;
    private final JsonSchema compiled;
    private final Class<T> type;
    private final Function<T, List<String>> checks;

    public AnswerSchema(String toolName, String description, JsonNode schema, Class<T> type, Function<T, List<String>> checks) {
        this.tool = new ToolSpec(toolName, description, schema);
        this.compiled = JsonSchemas.compile(schema);
        this.type = type;
        this.checks = checks;
    }

    public ToolSpec tool() {
        return tool;
    }

    /** The answer as a record, or the problems with it, phrased so the model can fix them. */
    Validated<T> validate(JsonNode input) {
        List<String> problems = new ArrayList<>(JsonSchemas.violations(compiled, input));
        if (!problems.isEmpty()) {
            return new Validated<>(null, problems);
        }
        T value;
        try {
            value = JSON.treeToValue(input, type);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return new Validated<>(null, List.of("the answer does not fit the expected structure: " + originalMessage(e)));
        }
        List<String> semantic = checks.apply(value);
        return semantic.isEmpty() ? new Validated<>(value, List.of()) : new Validated<>(null, semantic);
    }

    record Validated<T>(T value, List<String> problems) {
    }

    private static String originalMessage(Exception e) {
        return e instanceof JsonProcessingException json ? json.getOriginalMessage() : e.getMessage();
    }
}
