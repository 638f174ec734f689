package dev.clauselens.functions.assistant;

import dev.clauselens.core.api.Answering;
import dev.clauselens.core.api.ConversationApi;
import dev.clauselens.core.config.Settings;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.start.HttpApiHandler;
import java.util.List;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.InvocationType;

/**
 * The assistant's routes behind API Gateway. A question is kept and handed to the worker function named by
 * {@code CLAUSELENS_ASSISTANT_WORKER} with an asynchronous invocation (Lambda queues and retries it), so the
 * request returns 202 at once and the add-in polls the turn: an answer that takes a minute never meets API
 * Gateway's 30-second limit.
 */
public final class AssistantApiFunction extends HttpApiHandler {

    /** Used by the Lambda runtime: clients built once per container. */
    public AssistantApiFunction() {
        this(new ConversationApi(AssistantFunctions.service(FunctionRuntime.fromEnvironment(FunctionRuntime.ModelAccess.NONE),
            System.getenv()), worker(LambdaClient.builder().httpClientBuilder(Apache5HttpClient.builder()).build(),
            workerName())), tenantClaim(System.getenv()));
    }

    public AssistantApiFunction(ConversationApi api, String tenantClaim) {
        super(api, tenantClaim);
    }

    private static String workerName() {
        Settings.require(System.getenv(), List.of("CLAUSELENS_ASSISTANT_WORKER"));
        return System.getenv("CLAUSELENS_ASSISTANT_WORKER");
    }

    /** Answering by an asynchronous invocation of the worker: {@code {"tenantId", "turnId"}}, identifiers only. */
    static Answering worker(LambdaClient lambda, String functionName) {
        return (tenantId, turnId) -> lambda.invoke(request -> request.functionName(functionName)
            .invocationType(InvocationType.EVENT)
            .payload(SdkBytes.fromUtf8String("{\"tenantId\":\"" + tenantId + "\",\"turnId\":\"" + turnId + "\"}")));
    }
}
