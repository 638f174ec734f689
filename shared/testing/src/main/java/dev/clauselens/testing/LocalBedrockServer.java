package dev.clauselens.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.clauselens.core.Sha256;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A local HTTP server that speaks Bedrock's Converse wire format, so the real SDK client runs end
 * to end without AWS. It answers from a script or a function (by default with the smallest value the
 * requested tool schema allows; where tools are offered but none is forced, an answer
 * {@code {"toolUse": {"name", "input"}}} asks for a tool, as in a tool-use loop), counts tokens as characters / 4, reports a cache read for a prefix
 * (up to a cache point) it saw in the last five minutes and a cache write otherwise, injects faults
 * on request, and records every request. {@code POST /model/{id}/invoke} answers Titan embedding
 * requests with deterministic vectors.
 */
public final class LocalBedrockServer implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern PATH = Pattern.compile("^/model/([^/]+)/(converse|invoke)$");
    private static final Duration CACHE_TTL = Duration.ofMinutes(5);

    /** What the model "says": the tool input for a forced tool, or text otherwise. */
    @FunctionalInterface
    public interface Responder {
        JsonNode answer(ConverseCall call);
    }

    private final HttpServer server;
    private final Clock clock;
    private final List<ConverseCall> calls = new ArrayList<>();
    private final Deque<JsonNode> script = new ArrayDeque<>();
    private final Map<String, Instant> cachedPrefixes = new HashMap<>();
    private final Random random = new Random(7);
    private Responder responder = call -> SchemaExamples.example(call.toolSchema(call.forcedTool()));
    private int throttleNext;
    private double throttleRate;
    private int serverErrorNext;
    private int malformedNext;
    private int schemaViolationNext;
    private Duration latency = Duration.ZERO;
    private long toolUses;

    private LocalBedrockServer(HttpServer server, Clock clock) {
        this.server = server;
        this.clock = clock;
    }

    /** Starts on {@code port} of the loopback address (0 picks a free port). */
    public static LocalBedrockServer start(int port) {
        try {
            var server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
            var local = new LocalBedrockServer(server, Clock.systemUTC());
            server.createContext("/", local::handle);
            server.setExecutor(Executors.newFixedThreadPool(8, r -> {
                Thread thread = new Thread(r, "local-bedrock");
                thread.setDaemon(true);
                return thread;
            }));
            server.start();
            return local;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the local Bedrock server on port " + port, e);
        }
    }

    public URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** Answers with a function of the request (for example "as the local engine would"). */
    public synchronized LocalBedrockServer answerWith(Responder responder) {
        this.responder = responder;
        return this;
    }

    /** Answers the next requests with these tool inputs, in order, then falls back to the responder. */
    public synchronized LocalBedrockServer script(JsonNode... answers) {
        script.addAll(List.of(answers));
        return this;
    }

    public synchronized LocalBedrockServer throttleNext(int requests) {
        this.throttleNext = requests;
        return this;
    }

    /** Throttles this share of requests at random (seeded, so runs repeat). */
    public synchronized LocalBedrockServer throttleRate(double rate) {
        this.throttleRate = rate;
        return this;
    }

    public synchronized LocalBedrockServer failNext(int requests) {
        this.serverErrorNext = requests;
        return this;
    }

    public synchronized LocalBedrockServer malformedNext(int requests) {
        this.malformedNext = requests;
        return this;
    }

    /** The next answers break the tool schema (an object the schema does not allow). */
    public synchronized LocalBedrockServer violateSchemaNext(int requests) {
        this.schemaViolationNext = requests;
        return this;
    }

    public synchronized LocalBedrockServer latency(Duration latency) {
        this.latency = latency;
        return this;
    }

    public synchronized List<ConverseCall> calls() {
        return List.copyOf(calls);
    }

    public synchronized void reset() {
        calls.clear();
        script.clear();
        cachedPrefixes.clear();
        throttleNext = 0;
        throttleRate = 0;
        serverErrorNext = 0;
        malformedNext = 0;
        schemaViolationNext = 0;
        latency = Duration.ZERO;
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            Matcher path = PATH.matcher(exchange.getRequestURI().getRawPath());
            if (!"POST".equals(exchange.getRequestMethod()) || !path.matches()) {
                send(exchange, 404, "UnknownOperationException", "{\"message\":\"not a Bedrock runtime operation\"}");
                return;
            }
            String modelId = URLDecoder.decode(path.group(1), StandardCharsets.UTF_8);
            JsonNode body = JSON.readTree(exchange.getRequestBody());
            Duration wait;
            synchronized (this) {
                wait = latency;
            }
            if (!wait.isZero()) {
                sleep(wait);
            }
            if (path.group(2).equals("invoke")) {
                record(modelId, body, 200);
                send(exchange, 200, null, JSON.writeValueAsString(Map.of("embedding", pseudoEmbedding(body),
                    "inputTextTokenCount", body.path("inputText").asText().length() / 4)));
                return;
            }
            converse(exchange, modelId, body);
        }
    }

    private void converse(HttpExchange exchange, String modelId, JsonNode body) throws IOException {
        String fault;
        JsonNode scripted;
        boolean violate;
        synchronized (this) {
            fault = nextFault();
            scripted = fault == null && !script.isEmpty() ? script.poll() : null;
            violate = fault == null && schemaViolationNext > 0 && schemaViolationNext-- > 0;
        }
        switch (fault == null ? "" : fault) {
            case "throttle" -> {
                record(modelId, body, 429);
                send(exchange, 429, "ThrottlingException", "{\"message\":\"Too many requests, please wait before trying again.\"}");
                return;
            }
            case "error" -> {
                record(modelId, body, 500);
                send(exchange, 500, "InternalServerException", "{\"message\":\"The server encountered an internal error.\"}");
                return;
            }
            case "malformed" -> {
                record(modelId, body, 200);
                send(exchange, 200, null, "{\"output\": {\"message\": ");
                return;
            }
            default -> {
            }
        }
        var call = record(modelId, body, 200);
        JsonNode answer = scripted != null ? scripted : violate ? JSON.createObjectNode().put("unexpected", true) : responder.answer(call);
        ObjectNode content = JSON.createObjectNode();
        String stopReason;
        if (call.forcedTool() != null) {
            ObjectNode use = content.putObject("toolUse");
            synchronized (this) {
                use.put("toolUseId", "tooluse_" + (++toolUses));
            }
            use.put("name", call.forcedTool());
            use.set("input", answer);
            stopReason = "tool_use";
        } else if (answer.has("toolUse") && !call.body().path("toolConfig").isMissingNode()) {
            ObjectNode use = content.putObject("toolUse");
            synchronized (this) {
                use.put("toolUseId", "tooluse_" + (++toolUses));
            }
            use.put("name", answer.path("toolUse").path("name").asText());
            use.set("input", answer.path("toolUse").path("input"));
            stopReason = "tool_use";
        } else {
            content.put("text", answer.isTextual() ? answer.asText() : answer.toString());
            stopReason = "end_turn";
        }
        ObjectNode response = JSON.createObjectNode();
        ObjectNode message = response.putObject("output").putObject("message");
        message.put("role", "assistant");
        message.putArray("content").add(content);
        response.put("stopReason", stopReason);
        response.set("usage", usage(modelId, body, content.toString().length() / 4));
        response.putObject("metrics").put("latencyMs", latency.toMillis());
        send(exchange, 200, null, JSON.writeValueAsString(response));
    }

    private String nextFault() {
        if (throttleNext > 0) {
            throttleNext--;
            return "throttle";
        }
        if (throttleRate > 0 && random.nextDouble() < throttleRate) {
            return "throttle";
        }
        if (serverErrorNext > 0) {
            serverErrorNext--;
            return "error";
        }
        if (malformedNext > 0) {
            malformedNext--;
            return "malformed";
        }
        return null;
    }

    /**
     * Input tokens are characters / 4 of everything sent; the longest prefix up to a cache point seen
     * in the last five minutes is a cache read, the rest up to the last cache point a cache write.
     */
    private ObjectNode usage(String modelId, JsonNode body, int outputTokens) {
        List<String> prefixes = new ArrayList<>();
        var text = new StringBuilder();
        for (JsonNode block : body.path("system")) {
            if (block.has("cachePoint")) {
                prefixes.add(text.toString());
            } else {
                text.append(block.toString());
            }
        }
        for (JsonNode message : body.path("messages")) {
            for (JsonNode block : message.path("content")) {
                if (block.has("cachePoint")) {
                    prefixes.add(text.toString());
                } else {
                    text.append(block.toString());
                }
            }
        }
        int total = (text.length() + body.path("toolConfig").toString().length()) / 4;
        int read = 0;
        int written = 0;
        Instant now = clock.instant();
        synchronized (this) {
            cachedPrefixes.values().removeIf(seen -> seen.plus(CACHE_TTL).isBefore(now));
            for (String prefix : prefixes) {
                String key = Sha256.hex(modelId + "\u0000" + prefix);
                int tokens = prefix.length() / 4;
                if (cachedPrefixes.containsKey(key)) {
                    read = Math.max(read, tokens);
                } else {
                    written = Math.max(written, tokens - read);
                }
                cachedPrefixes.put(key, now);
            }
        }
        ObjectNode usage = JSON.createObjectNode();
        int input = Math.max(0, total - read - written);
        usage.put("inputTokens", input);
        usage.put("outputTokens", outputTokens);
        usage.put("totalTokens", input + outputTokens + read + written);
        usage.put("cacheReadInputTokens", read);
        usage.put("cacheWriteInputTokens", written);
        return usage;
    }

    private synchronized ConverseCall record(String modelId, JsonNode body, int status) {
        var call = new ConverseCall(modelId, body, clock.instant(), status);
        calls.add(call);
        return call;
    }

    private static void send(HttpExchange exchange, int status, String errorType, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.getResponseHeaders().set("x-amzn-RequestId", UUID.randomUUID().toString());
        if (errorType != null) {
            exchange.getResponseHeaders().set("x-amzn-ErrorType", errorType);
        }
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    private static List<Double> pseudoEmbedding(JsonNode body) {
        int dimensions = body.path("dimensions").asInt(1024);
        var seeded = new Random(body.path("inputText").asText().hashCode());
        List<Double> vector = new ArrayList<>(dimensions);
        for (int i = 0; i < dimensions; i++) {
            vector.add(seeded.nextGaussian());
        }
        return vector;
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
