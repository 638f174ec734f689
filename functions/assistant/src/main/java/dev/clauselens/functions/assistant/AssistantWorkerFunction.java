package dev.clauselens.functions.assistant;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import dev.clauselens.core.assistant.ConversationService;
import dev.clauselens.core.assistant.TurnRecord;
import dev.clauselens.lambda.FunctionRuntime;
import java.util.Map;

/**
 * Answers one question the API function kept: {@code {"tenantId", "turnId"}} in, the turn's status out. The
 * answer (or the failure) is written to the turn, where the add-in's poll finds it; a turn already answered
 * (a retried invocation) is left as it is.
 */
public final class AssistantWorkerFunction implements RequestHandler<Map<String, String>, Map<String, String>> {
    private final ConversationService assistant;

    /** Used by the Lambda runtime. */
    public AssistantWorkerFunction() {
        this(AssistantFunctions.service(FunctionRuntime.fromEnvironment(FunctionRuntime.ModelAccess.NONE), System.getenv()));
    }

    public AssistantWorkerFunction(ConversationService assistant) {
        this.assistant = assistant;
    }

    @Override
    public Map<String, String> handleRequest(Map<String, String> event, Context context) {
        TurnRecord turn = assistant.answer(event.get("tenantId"), event.get("turnId"));
        return Map.of("turnId", turn.turnId(), "status", turn.status().name());
    }
}
