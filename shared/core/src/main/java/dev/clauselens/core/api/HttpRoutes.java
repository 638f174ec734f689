package dev.clauselens.core.api;

/** Routes of the HTTP API, the same behind API Gateway and {@code clauselens serve}. */
public interface HttpRoutes {

    /** Answers one request; {@code tenantId} is the signed-in caller's, {@code null} when there is none. */
    ApiResponse handle(String method, String path, String tenantId, byte[] body);
}
