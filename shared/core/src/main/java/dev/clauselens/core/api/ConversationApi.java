package dev.clauselens.core.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.analysis.StoredJson;
import dev.clauselens.core.analysis.TenantId;
import dev.clauselens.core.assistant.ConversationRecord;
import dev.clauselens.core.assistant.ConversationService;
import dev.clauselens.core.assistant.TurnRecord;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidInputException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The assistant's routes. A question is answered asynchronously: {@code POST .../messages} keeps it and
 * answers 202 with the turn's link at once, {@link Answering} answers it (a worker function on AWS, a background
 * thread in {@code serve}), and the client polls the turn until it is {@code ANSWERED} or {@code FAILED}, so a
 * long answer never meets API Gateway's 30-second limit. A proposed change happens only through
 * {@code .../proposals/{id}/confirm}.
 *
 * <ul>
 *   <li>{@code POST /analyses/{id}/conversations} {@code {title?}} -> 201, a conversation on a succeeded analysis</li>
 *   <li>{@code GET /analyses/{id}/conversations} -> the analysis's conversations</li>
 *   <li>{@code GET /analyses/{id}/conversations/{cid}} -> the conversation with its turns</li>
 *   <li>{@code POST /analyses/{id}/conversations/{cid}/messages} {@code {question}} -> 202, the pending turn</li>
 *   <li>{@code GET /analyses/{id}/conversations/{cid}/messages/{turnId}} -> the turn: PENDING, ANSWERED or FAILED</li>
 *   <li>{@code POST /analyses/{id}/conversations/{cid}/proposals/{pid}/confirm} {@code {decision: confirm|decline}} -> 200;
 *       409 when it was decided already</li>
 *   <li>{@code GET /analyses/{id}/conversations/{cid}/traces} -> the agents' traces</li>
 * </ul>
 */
public final class ConversationApi implements HttpRoutes {
    /** The routes, as API Gateway's route keys; the SAM template declares each (checked by a test). */
    public static final List<String> ROUTES = List.of("POST /analyses/{id}/conversations", "GET /analyses/{id}/conversations",
        "GET /analyses/{id}/conversations/{conversationId}", "POST /analyses/{id}/conversations/{conversationId}/messages",
        "GET /analyses/{id}/conversations/{conversationId}/messages/{turnId}",
        "POST /analyses/{id}/conversations/{conversationId}/proposals/{proposalId}/confirm",
        "GET /analyses/{id}/conversations/{conversationId}/traces");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ID = "([A-Za-z0-9_-]{1,80})";
    private static final Pattern PATH = Pattern.compile("^/analyses/" + ID + "/conversations(?:/" + ID
        + "(/messages(?:/" + ID + ")?|/proposals/" + ID + "/confirm|/traces)?)?/?$");
    private static final int MAX_BODY = 64 * 1024;

    private final ConversationService assistant;
    private final Answering answering;

    public ConversationApi(ConversationService assistant, Answering answering) {
        this.assistant = assistant;
        this.answering = answering;
    }

    /** Whether {@code path} is one of these routes (so that one server can put both APIs behind one door). */
    public static boolean serves(String path) {
        return PATH.matcher(path).matches();
    }

    @Override
    public ApiResponse handle(String method, String path, String tenantId, byte[] body) {
        if (tenantId == null || tenantId.isBlank()) {
            return ApiResponse.error(401, ErrorCode.UNAUTHORIZED, "Sign in first: the request carries no tenant.");
        }
        Matcher route = PATH.matcher(path);
        if (!route.matches()) {
            return AnalysisApi.noRoute(method, path);
        }
        try {
            TenantId.require(tenantId);
            String analysisId = route.group(1);
            String conversationId = route.group(2);
            String tail = route.group(3) == null ? "" : route.group(3).startsWith("/messages/") ? "/messages/{turnId}"
                : route.group(3).startsWith("/proposals/") ? "/proposals/{proposalId}/confirm" : route.group(3);
            String key = method.toUpperCase(Locale.ROOT) + (conversationId == null ? " conversations" : " conversation" + tail);
            return switch (key) {
                case "POST conversations" -> new ApiResponse(201, conversation(assistant.start(tenantId, analysisId,
                    optionalObject(body).path("title").asText(null)), false));
                case "GET conversations" -> new ApiResponse(200, Map.of("conversations", assistant.store()
                    .conversations(tenantId, analysisId).stream().map(c -> conversation(c, false)).toList()));
                case "GET conversation" -> new ApiResponse(200, conversation(assistant.conversation(tenantId, analysisId,
                    conversationId), true));
                case "POST conversation/messages" -> ask(assistant.conversation(tenantId, analysisId, conversationId), body);
                case "GET conversation/messages/{turnId}" -> turn(assistant.conversation(tenantId, analysisId, conversationId),
                    route.group(4));
                case "POST conversation/proposals/{proposalId}/confirm" -> decide(assistant.conversation(tenantId, analysisId,
                    conversationId), route.group(5), body);
                case "GET conversation/traces" -> new ApiResponse(200, Map.of("traces", tree(StoredJson.write(assistant.store()
                    .traces(tenantId, assistant.conversation(tenantId, analysisId, conversationId).conversationId())))));
                default -> AnalysisApi.noRoute(method, path);
            };
        } catch (ClauseLensException e) {
            return ApiResponse.error(AnalysisApi.status(e.code()), e.code(), e.getMessage());
        }
    }

    private ApiResponse ask(ConversationRecord conversation, byte[] body) {
        JsonNode request = object(body);
        if (!request.path("question").isTextual()) {
            throw new InvalidInputException("Send {\"question\": \"...\"}.");
        }
        TurnRecord turn = assistant.ask(conversation, request.path("question").asText());
        answering.answer(turn.tenantId(), turn.turnId());
        return new ApiResponse(202, turnBody(conversation, turn));
    }

    private ApiResponse turn(ConversationRecord conversation, String turnId) {
        return assistant.store().findTurn(conversation.tenantId(), turnId)
            .filter(t -> t.conversationId().equals(conversation.conversationId()))
            .map(t -> new ApiResponse(200, turnBody(conversation, t)))
            .orElseGet(() -> ApiResponse.error(404, ErrorCode.NOT_FOUND, "No message " + turnId + " in this conversation."));
    }

    private ApiResponse decide(ConversationRecord conversation, String proposalId, byte[] body) {
        String decision = object(body).path("decision").asText("");
        if (!decision.equals("confirm") && !decision.equals("decline")) {
            throw new InvalidInputException("Send {\"decision\": \"confirm\"} to carry the proposal out, or \"decline\".");
        }
        var decided = assistant.decide(conversation, proposalId, decision.equals("confirm"));
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("proposalId", proposalId);
        result.put("status", decided.proposal().status());
        result.put("tool", decided.proposal().tool());
        result.put("outcome", decided.outcome());
        return new ApiResponse(200, result);
    }

    private Map<String, Object> conversation(ConversationRecord conversation, boolean withTurns) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("conversationId", conversation.conversationId());
        body.put("analysisId", conversation.analysisId());
        body.put("title", conversation.title());
        body.put("createdAt", conversation.createdAt().toString());
        body.put("links", Map.of("messages", base(conversation) + "/messages"));
        if (withTurns) {
            body.put("messages", assistant.store().turns(conversation.tenantId(), conversation.conversationId()).stream()
                .map(t -> turnBody(conversation, t)).toList());
        }
        return body;
    }

    private static Map<String, Object> turnBody(ConversationRecord conversation, TurnRecord turn) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("turnId", turn.turnId());
        body.put("question", turn.question());
        body.put("status", turn.status());
        body.put("answer", turn.answer());
        body.put("createdAt", turn.createdAt().toString());
        body.put("links", Map.of("self", base(conversation) + "/messages/" + turn.turnId()));
        return body;
    }

    private static String base(ConversationRecord conversation) {
        return "/analyses/" + conversation.analysisId() + "/conversations/" + conversation.conversationId();
    }

    private static JsonNode tree(String json) {
        try {
            return JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored JSON is not readable", e);
        }
    }

    private static JsonNode optionalObject(byte[] body) {
        return body == null || body.length == 0 ? JSON.createObjectNode() : object(body);
    }

    private static JsonNode object(byte[] body) {
        return JsonBodies.object(body, MAX_BODY);
    }
}
