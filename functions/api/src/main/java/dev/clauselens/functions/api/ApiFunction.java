package dev.clauselens.functions.api;

import dev.clauselens.core.api.AnalysisApi;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.start.AwsStarts;
import dev.clauselens.start.HttpApiHandler;

/**
 * The HTTP API behind API Gateway: every route of {@link AnalysisApi} but the redline, which its own
 * function answers (it needs the parser's libraries, which this function does without).
 */
public final class ApiFunction extends HttpApiHandler {

    /** Used by the Lambda runtime: clients built once per container. */
    public ApiFunction() {
        this(AwsStarts.analysisApi(FunctionRuntime.fromEnvironment(FunctionRuntime.ModelAccess.NONE), System.getenv(), true),
            tenantClaim(System.getenv()));
    }

    public ApiFunction(AnalysisApi api, String tenantClaim) {
        super(api, tenantClaim);
    }
}
