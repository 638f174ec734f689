package dev.clauselens.start;

import dev.clauselens.core.api.AnalysisApi;
import dev.clauselens.core.api.Executions;
import dev.clauselens.core.api.Redlines;
import dev.clauselens.core.config.Settings;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.s3.S3Uploads;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.presigner.S3Presigner;
import software.amazon.awssdk.services.sfn.SfnClient;

/** The API's routes on AWS: uploads in S3, executions in Step Functions. */
public final class AwsStarts {
    private AwsStarts() {
    }

    /**
     * The routes over clients built once per container, configured by {@link StartConfig} and
     * {@link AnalysisApi.Limits} from {@code environment}.
     *
     * @param presigning whether this function hands out presigned uploads (the HTTP API; not the trigger)
     */
    public static AnalysisApi analysisApi(FunctionRuntime runtime, Map<String, String> environment, boolean presigning) {
        StartConfig config = StartConfig.fromEnvironment(environment);
        var uploads = uploads(presigning ? S3Presigner.create() : null, config.bucket(), runtime);
        var executions = new StepFunctionsExecutions(SfnClient.builder().httpClientBuilder(Apache5HttpClient.builder())
            .build(), config.stateMachineArn(), config.maxConcurrency());
        return new AnalysisApi(runtime.store(), uploads, executions, runtime.clock(),
            AnalysisApi.Limits.fromEnvironment(environment), runtime.budget());
    }

    /**
     * The routes for the redline's function: uploads read from the bucket named by
     * {@code CLAUSELENS_UPLOAD_BUCKET}; it starts no analyses.
     */
    public static AnalysisApi redlineApi(FunctionRuntime runtime, Map<String, String> environment, Redlines redlines) {
        Settings.require(environment, List.of("CLAUSELENS_UPLOAD_BUCKET"));
        var uploads = uploads(null, environment.get("CLAUSELENS_UPLOAD_BUCKET"), runtime);
        Executions none = (name, request) -> {
            throw new IllegalStateException("the redline's function starts no analyses");
        };
        return new AnalysisApi(runtime.store(), uploads, none, runtime.clock(), AnalysisApi.Limits.fromEnvironment(environment),
            runtime.budget()).withRedlines(redlines, runtime.conversations());
    }

    private static S3Uploads uploads(S3Presigner presigner, String bucket, FunctionRuntime runtime) {
        return new S3Uploads(S3Client.builder().httpClientBuilder(Apache5HttpClient.builder()).build(), presigner, bucket,
            runtime.clock());
    }
}
