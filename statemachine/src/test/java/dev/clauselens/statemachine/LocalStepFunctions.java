package dev.clauselens.statemachine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Executors;

/**
 * The Step Functions {@code StartExecution} call in-process (JSON 1.0 protocol, as the SDK sends it):
 * a new name runs the definition under the local ASL interpreter, to the end, before answering; a
 * name seen before is refused with {@code ExecutionAlreadyExists}, as Step Functions does.
 */
final class LocalStepFunctions implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpServer server;
    private final AslInterpreter interpreter;
    private final Map<String, String> substitutions;
    private final Map<String, AslInterpreter.Execution> executions = new LinkedHashMap<>();
    private int startRequests;

    LocalStepFunctions(AslInterpreter interpreter, Map<String, String> substitutions) {
        this.interpreter = interpreter;
        this.substitutions = Map.copyOf(substitutions);
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", this::handle);
        server.setExecutor(Executors.newSingleThreadExecutor());
        server.start();
    }

    URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    synchronized Map<String, AslInterpreter.Execution> executions() {
        return Map.copyOf(executions);
    }

    synchronized int startRequests() {
        return startRequests;
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String target = exchange.getRequestHeaders().getFirst("X-Amz-Target");
            JsonNode request = JSON.readTree(exchange.getRequestBody());
            if (!"AWSStepFunctions.StartExecution".equals(target)) {
                send(exchange, 400, Map.of("__type", "UnknownOperationException", "message", "not served: " + target));
                return;
            }
            String name = request.path("name").asText();
            synchronized (this) {
                startRequests++;
                if (executions.containsKey(name)) {
                    send(exchange, 400, Map.of("__type", "ExecutionAlreadyExists",
                        "message", "Execution Already Exists: '" + name + "'"));
                    return;
                }
                executions.put(name, interpreter.run(substitutions, JSON.readTree(request.path("input").asText())));
            }
            send(exchange, 200, Map.of("executionArn", request.path("stateMachineArn").asText().replace(":stateMachine:",
                ":execution:") + ":" + name, "startDate", System.currentTimeMillis() / 1000.0));
        }
    }

    private static void send(HttpExchange exchange, int status, Map<String, Object> body) throws IOException {
        byte[] bytes = JSON.writeValueAsBytes(body);
        exchange.getResponseHeaders().add("Content-Type", "application/x-amz-json-1.0");
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
