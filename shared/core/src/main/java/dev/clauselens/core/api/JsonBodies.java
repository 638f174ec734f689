package dev.clauselens.core.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidInputException;
import java.io.IOException;

/** A request body read as a JSON object, refused with a typed error when it is missing, too large or not one. */
final class JsonBodies {
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonBodies() {
    }

    static JsonNode object(byte[] body, long maxBytes) {
        if (body == null || body.length == 0) {
            throw new InvalidInputException("The request needs a JSON body.");
        }
        if (body.length > maxBytes) {
            throw new DocumentRejectedException(ErrorCode.TOO_LARGE, "The request body is %,d KB; the API accepts up "
                .formatted(body.length / 1024) + "to %,d KB.".formatted(maxBytes / 1024));
        }
        try {
            JsonNode node = JSON.readTree(body);
            if (node == null || !node.isObject()) {
                throw new InvalidInputException("The body must be a JSON object.");
            }
            return node;
        } catch (IOException e) {
            throw new InvalidInputException("The body is not valid JSON: " + (e instanceof JsonProcessingException j
                ? j.getOriginalMessage() : e.getMessage()));
        }
    }
}
