package dev.clauselens.start;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import dev.clauselens.core.api.HttpRoutes;
import dev.clauselens.core.api.ApiResponse;
import dev.clauselens.core.error.ErrorCode;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * The API's routes ({@link HttpRoutes}) behind API Gateway (HTTP API, payload format 2.0), for each function
 * that serves some of them. The tenant is the JWT authorizer's claim named by
 * {@code CLAUSELENS_TENANT_CLAIM} (default {@code custom:tenant_id}, the custom attribute a Cognito user
 * pool puts in its ID tokens); a body field never sets it. A CORS preflight ({@code OPTIONS}, which
 * carries no token) is answered 204 without a tenant; API Gateway adds the CORS headers. A file (the
 * redline) goes base64-encoded, as API Gateway expects binary bodies. Every failure reaches the caller as
 * {@code {error: {code, message}}}: an unexpected one as 500 INTERNAL with an id that finds it in the log.
 */
public class HttpApiHandler implements RequestHandler<APIGatewayV2HTTPEvent, APIGatewayV2HTTPResponse> {
    /** The claim a Cognito user pool's ID token carries a custom {@code tenant_id} attribute in. */
    public static final String DEFAULT_TENANT_CLAIM = "custom:tenant_id";

    private final HttpRoutes api;
    private final String tenantClaim;

    protected HttpApiHandler(HttpRoutes api, String tenantClaim) {
        this.api = api;
        this.tenantClaim = tenantClaim;
    }

    /** The claim named by {@code CLAUSELENS_TENANT_CLAIM}, or the default. */
    protected static String tenantClaim(Map<String, String> environment) {
        return environment.getOrDefault("CLAUSELENS_TENANT_CLAIM", DEFAULT_TENANT_CLAIM);
    }

    @Override
    public APIGatewayV2HTTPResponse handleRequest(APIGatewayV2HTTPEvent event, Context context) {
        String method = event.getRequestContext().getHttp().getMethod();
        if ("OPTIONS".equalsIgnoreCase(method)) {
            return APIGatewayV2HTTPResponse.builder().withStatusCode(204).build();
        }
        ApiResponse response;
        try {
            byte[] body = event.getBody() == null ? new byte[0] : event.getIsBase64Encoded()
                ? Base64.getMimeDecoder().decode(event.getBody()) : event.getBody().getBytes(StandardCharsets.UTF_8);
            response = api.handle(method, event.getRawPath(), tenant(event), body);
        } catch (RuntimeException e) {
            String id = UUID.randomUUID().toString();
            System.err.printf("error %s on %s %s: %s%n", id, method, event.getRawPath(), e);
            e.printStackTrace();
            response = ApiResponse.error(500, ErrorCode.INTERNAL, "The request failed on an unexpected error; "
                + "operators find it in the API's log under " + id + ".");
        }
        Map<String, String> headers = new HashMap<>(response.headers());
        headers.put("Content-Type", response.contentType());
        headers.put("Cache-Control", "no-store");
        return APIGatewayV2HTTPResponse.builder()
            .withStatusCode(response.status())
            .withHeaders(headers)
            .withBody(response.binary() ? Base64.getEncoder().encodeToString(response.bytes()) : response.text())
            .withIsBase64Encoded(response.binary())
            .build();
    }

    private String tenant(APIGatewayV2HTTPEvent event) {
        return Optional.ofNullable(event.getRequestContext().getAuthorizer())
            .map(APIGatewayV2HTTPEvent.RequestContext.Authorizer::getJwt)
            .map(jwt -> jwt.getClaims())
            .map(claims -> claims.get(tenantClaim))
            .orElse(null);
    }
}
