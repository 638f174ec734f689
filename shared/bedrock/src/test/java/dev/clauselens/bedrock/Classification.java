package dev.clauselens.bedrock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.model.AnswerSchema;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Set;

/** A small structured answer for the tests: a chunk's category, with ids that must exist. */
record Classification(String chunkId, String category, double confidence) {
    static final String TOOL = "record_classification";
    static final JsonNode SCHEMA = json("""
        {"type": "object", "additionalProperties": false, "required": ["chunkId", "category", "confidence"],
         "properties": {
           "chunkId": {"type": "string"},
           "category": {"enum": ["term-and-survival", "governing-law", "remedies"]},
           "confidence": {"type": "number", "minimum": 0, "maximum": 1}}}""");

    static AnswerSchema<Classification> schema(Set<String> chunkIds) {
        return new AnswerSchema<>(TOOL, "Record the category of the clause.", SCHEMA, Classification.class,
            answer -> chunkIds.contains(answer.chunkId()) ? List.of()
                : List.of("chunkId '" + answer.chunkId() + "' is not one of the clauses given: " + chunkIds));
    }

    static JsonNode json(String text) {
        try {
            return new ObjectMapper().readTree(text);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
