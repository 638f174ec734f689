package dev.clauselens.start;

import dev.clauselens.core.api.AnalysisApi;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.s3.S3Uploads;
import java.util.Map;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.presigner.S3Presigner;
import software.amazon.awssdk.services.sfn.SfnClient;

/** The API's routes on AWS, for the functions that start analyses: uploads in S3, executions in Step Functions. */
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
        var uploads = new S3Uploads(S3Client.builder().httpClientBuilder(Apache5HttpClient.builder()).build(),
            presigning ? S3Presigner.create() : null, config.bucket(), runtime.clock());
        var executions = new StepFunctionsExecutions(SfnClient.builder().httpClientBuilder(Apache5HttpClient.builder())
            .build(), config.stateMachineArn(), config.maxConcurrency());
        return new AnalysisApi(runtime.store(), uploads, executions, runtime.clock(),
            AnalysisApi.Limits.fromEnvironment(environment), runtime.budget());
    }
}
