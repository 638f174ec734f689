package dev.clauselens.core.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.error.ErrorCode;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** An HTTP answer of the API: a status and a body serialised as JSON ({@code null} for none). */
public record ApiResponse(int status, Object body) {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The error shape of every route: {@code {"error": {"code": ..., "message": ...}}}. */
    public static ApiResponse error(int status, ErrorCode code, String message) {
        return new ApiResponse(status, Map.of("error", Map.of("code", code.name(), "message", message)));
    }

    /** The body as JSON, empty when there is none. */
    public byte[] json() {
        if (body == null) {
            return new byte[0];
        }
        try {
            return JSON.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the response as JSON", e);
        }
    }

    public String jsonText() {
        return new String(json(), StandardCharsets.UTF_8);
    }
}
