package dev.clauselens.functions.api;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import dev.clauselens.core.api.AnalysisApi;
import dev.clauselens.core.api.ApiResponse;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.lambda.StartConfig;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;

/**
 * The HTTP API behind API Gateway (HTTP API, payload format 2.0). The tenant is the JWT
 * authorizer's claim named by {@code CLAUSELENS_TENANT_CLAIM} (default {@code tenant_id}); a body
 * field never sets it. The routes are {@link AnalysisApi}'s.
 */
public final class ApiFunction implements RequestHandler<APIGatewayV2HTTPEvent, APIGatewayV2HTTPResponse> {
    private final AnalysisApi api;
    private final String tenantClaim;

    /** Used by the Lambda runtime: clients built once per container. */
    public ApiFunction() {
        this(System.getenv(), StartConfig.fromEnvironment(System.getenv()));
    }

    private ApiFunction(Map<String, String> env, StartConfig config) {
        this(FunctionRuntime.fromEnvironment().analysisApi(config, AnalysisApi.Limits.fromEnvironment(env), true),
            env.getOrDefault("CLAUSELENS_TENANT_CLAIM", "tenant_id"));
    }

    public ApiFunction(AnalysisApi api, String tenantClaim) {
        this.api = api;
        this.tenantClaim = tenantClaim;
    }

    @Override
    public APIGatewayV2HTTPResponse handleRequest(APIGatewayV2HTTPEvent event, Context context) {
        byte[] body = event.getBody() == null ? new byte[0] : event.getIsBase64Encoded()
            ? Base64.getMimeDecoder().decode(event.getBody()) : event.getBody().getBytes(StandardCharsets.UTF_8);
        ApiResponse response = api.handle(event.getRequestContext().getHttp().getMethod(), event.getRawPath(),
            tenant(event), body);
        return APIGatewayV2HTTPResponse.builder()
            .withStatusCode(response.status())
            .withHeaders(Map.of("Content-Type", response.contentType(), "Cache-Control", "no-store"))
            .withBody(response.text())
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
