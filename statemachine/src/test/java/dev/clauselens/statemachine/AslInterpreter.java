package dev.clauselens.statemachine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The state machine's definition run by {@code aws-local-stepfunctions} (Node), through
 * {@code statemachine/test/run-execution.mjs}; its Task states call {@link LocalLambda}.
 */
final class AslInterpreter {
    static final Path MODULE = Path.of(System.getProperty("user.dir"));
    static final Path DEFINITION = MODULE.resolve("analyze-nda.asl.json");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration LIMIT = Duration.ofMinutes(3);

    /** One finished execution: SUCCEEDED with its output, or FAILED with the error and cause. */
    record Execution(String status, JsonNode output, String error, String cause, List<JsonNode> events) {
        /** Events of this type in this state that carry this error ({@code null}: any or none). */
        long count(String type, String state, String error) {
            return events.stream().filter(e -> e.path("type").asText().equals(type)
                && e.path("state").asText().equals(state)
                && (error == null || e.path("error").asText().equals(error))).count();
        }
    }

    private final URI lambdaEndpoint;

    AslInterpreter(URI lambdaEndpoint) {
        this.lambdaEndpoint = lambdaEndpoint;
    }

    /** Whether Node and the npm packages are installed ({@code infra/scripts/test} installs them). */
    static boolean available() {
        return Files.isDirectory(MODULE.resolve("node_modules/aws-local-stepfunctions"));
    }

    Execution run(Map<String, String> substitutions, JsonNode input) {
        try {
            var builder = new ProcessBuilder("node", MODULE.resolve("test/run-execution.mjs").toString())
                .directory(MODULE.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT);
            // the interpreter's Lambda client calls the in-process Lambda server
            builder.environment().putAll(Map.of("AWS_ENDPOINT_URL_LAMBDA", lambdaEndpoint.toString(),
                "AWS_REGION", "us-east-1", "AWS_ACCESS_KEY_ID", "local", "AWS_SECRET_ACCESS_KEY", "local"));
            Process node = builder.start();
            node.getOutputStream().write(JSON.writeValueAsBytes(Map.of("definition", DEFINITION.toString(),
                "substitutions", substitutions, "input", input)));
            node.getOutputStream().close();
            byte[] out = node.getInputStream().readAllBytes();
            if (!node.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS) || node.exitValue() != 0) {
                throw new IllegalStateException("the ASL interpreter failed: " + new String(out, StandardCharsets.UTF_8));
            }
            JsonNode result = JSON.readTree(out);
            List<JsonNode> events = new ArrayList<>();
            result.path("events").forEach(events::add);
            return new Execution(result.path("status").asText(), result.get("output"), result.path("error").asText(null),
                result.path("cause").asText(null), events);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
