package dev.clauselens.functions.redline;

import dev.clauselens.core.api.AnalysisApi;
import dev.clauselens.documents.ParserLimits;
import dev.clauselens.documents.redline.DocumentRedlines;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.start.AwsStarts;
import dev.clauselens.start.HttpApiHandler;

/**
 * {@code GET /analyses/{id}/redline.docx} behind API Gateway: the analysed upload read from S3 again
 * under the parser's limits ({@code CLAUSELENS_PARSER_*}, as the Parser function has them) and returned
 * with the playbook's fixes as tracked changes. A function of its own, so that only it carries the
 * parser's libraries.
 */
public final class RedlineFunction extends HttpApiHandler {

    /** Used by the Lambda runtime: clients built once per container. */
    public RedlineFunction() {
        this(AwsStarts.redlineApi(FunctionRuntime.fromEnvironment(FunctionRuntime.ModelAccess.NONE), System.getenv(),
            new DocumentRedlines(ParserLimits.fromEnvironment(System.getenv()), java.time.Clock.systemUTC())),
            tenantClaim(System.getenv()));
    }

    public RedlineFunction(AnalysisApi api, String tenantClaim) {
        super(api, tenantClaim);
    }
}
