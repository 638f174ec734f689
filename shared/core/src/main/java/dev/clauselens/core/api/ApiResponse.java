package dev.clauselens.core.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.error.ErrorCode;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * An HTTP answer of the API: a status, a body ({@code null} for none) and its content type. JSON
 * bodies are objects serialised on the way out; an HTML page is its text; a file is its bytes, sent
 * as an attachment named {@code fileName}.
 */
public record ApiResponse(int status, Object body, String contentType, String fileName) {
    public static final String JSON_TYPE = "application/json";
    public static final String HTML_TYPE = "text/html; charset=utf-8";
    private static final ObjectMapper JSON = new ObjectMapper();

    public ApiResponse(int status, Object body) {
        this(status, body, JSON_TYPE, null);
    }

    /** The error shape of every route: {@code {"error": {"code": ..., "message": ...}}}. */
    public static ApiResponse error(int status, ErrorCode code, String message) {
        return new ApiResponse(status, Map.of("error", Map.of("code", code.name(), "message", message)));
    }

    public static ApiResponse html(String page) {
        return new ApiResponse(200, page, HTML_TYPE, null);
    }

    /** A file to download. */
    public static ApiResponse file(byte[] bytes, String contentType, String fileName) {
        return new ApiResponse(200, bytes, contentType, fileName);
    }

    /** Whether the body is bytes rather than text (API Gateway then carries it base64-encoded). */
    public boolean binary() {
        return body instanceof byte[];
    }

    /** The headers besides the content type: a file's {@code Content-Disposition}. */
    public Map<String, String> headers() {
        return fileName == null ? Map.of() : Map.of("Content-Disposition", "attachment; filename=\"" + fileName + "\"");
    }

    /** The body as sent, empty when there is none. */
    public byte[] bytes() {
        if (body == null) {
            return new byte[0];
        }
        if (body instanceof byte[] file) {
            return file;
        }
        if (body instanceof String text && !contentType.equals(JSON_TYPE)) {
            return text.getBytes(StandardCharsets.UTF_8);
        }
        try {
            return JSON.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the response as JSON", e);
        }
    }

    public String text() {
        return new String(bytes(), StandardCharsets.UTF_8);
    }
}
