package dev.clauselens.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.clauselens.core.error.ClauseLensException;
import java.util.LinkedHashMap;
import java.util.Map;

/** JSON output of the command line; instants as ISO-8601 text. */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
        .registerModule(new JavaTimeModule()).disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    private Json() {
    }

    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON for " + value.getClass().getSimpleName(), e);
        }
    }

    /** {@code {"error":{"code":"...","message":"..."}}}, the shape the HTTP API uses too. */
    static String error(ClauseLensException e) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", e.code().name());
        error.put("message", e.getMessage());
        return write(Map.of("error", error));
    }
}
