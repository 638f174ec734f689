package dev.clauselens.statemachine;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Lambda Invoke API in-process: {@code POST /2015-03-31/functions/{arn}/invocations} runs the
 * named function's real handler. A handler's exception comes back as Lambda reports one: status
 * 200, {@code X-Amz-Function-Error: Unhandled}, and {@code {errorType, errorMessage}} with the
 * exception's class name as the type the state machine matches.
 */
final class LocalLambda implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern INVOKE = Pattern.compile("^/2015-03-31/functions/([^/]+)/invocations$");

    /** A handler's failure reported with an error type of the test's choosing (for example a Lambda service error). */
    static final class Failure extends RuntimeException {
        final String type;

        Failure(String type, String message) {
            super(message);
            this.type = type;
        }
    }

    private final HttpServer server;
    private final Map<String, RequestStreamHandler> functions = new ConcurrentHashMap<>();
    private final List<String> invocations = new CopyOnWriteArrayList<>();

    LocalLambda() {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", this::handle);
        server.setExecutor(Executors.newFixedThreadPool(8));
        server.start();
    }

    URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** Serves {@code handler} as the function whose ARN ends in {@code :function:name}. */
    void register(String name, RequestStreamHandler handler) {
        functions.put(name, handler);
    }

    static String arn(String name) {
        return "arn:aws:lambda:us-east-1:123456789012:function:" + name;
    }

    /** The function names invoked so far, in order. */
    List<String> invocations() {
        return List.copyOf(invocations);
    }

    void clearInvocations() {
        invocations.clear();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            Matcher matcher = INVOKE.matcher(exchange.getRequestURI().getRawPath());
            if (!matcher.matches() || !exchange.getRequestMethod().equals("POST")) {
                send(exchange, 404, Map.of(), "{\"message\":\"no such route\"}".getBytes(StandardCharsets.UTF_8));
                return;
            }
            String arn = URLDecoder.decode(matcher.group(1), StandardCharsets.UTF_8);
            String name = arn.substring(arn.lastIndexOf(':') + 1);
            RequestStreamHandler handler = functions.get(name);
            if (handler == null) {
                send(exchange, 404, Map.of("X-Amzn-ErrorType", "ResourceNotFoundException"),
                    ("{\"Type\":\"User\",\"message\":\"Function not found: " + arn + "\"}").getBytes(StandardCharsets.UTF_8));
                return;
            }
            invocations.add(name);
            byte[] payload = exchange.getRequestBody().readAllBytes();
            var out = new ByteArrayOutputStream();
            try {
                handler.handleRequest(new ByteArrayInputStream(payload), out, null);
                send(exchange, 200, Map.of(), out.toByteArray());
            } catch (Exception e) {
                String type = e instanceof Failure failure ? failure.type : e.getClass().getName();
                byte[] error = JSON.writeValueAsBytes(Map.of("errorType", type,
                    "errorMessage", String.valueOf(e.getMessage()), "stackTrace", List.of()));
                send(exchange, 200, Map.of("X-Amz-Function-Error", "Unhandled"), error);
            }
        }
    }

    private static void send(HttpExchange exchange, int status, Map<String, String> headers, byte[] body) throws IOException {
        headers.forEach((k, v) -> exchange.getResponseHeaders().add(k, v));
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, body.length);
        exchange.getResponseBody().write(body);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
