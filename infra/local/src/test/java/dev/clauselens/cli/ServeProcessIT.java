package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code clauselens serve} as a user runs it: the shaded command-line jar in a process of its own,
 * stopped with {@code kill -9} (SIGKILL: no shutdown hook, no flush) and started again on the same home.
 */
class ServeProcessIT {
    private static final Path JAR = Path.of("target/clauselens.jar");
    private static final String TOKEN = "serve-process-test-token-0123456789";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TempDir
    Path home;

    private final List<Process> processes = new ArrayList<>();
    private final Map<Process, Path> logs = new java.util.HashMap<>();

    @AfterEach
    void stopAll() {
        processes.forEach(Process::destroyForcibly);
    }

    @Test
    void killNineLosesNoAcknowledgedAnalysisAndTheNextStartResumesEveryUnfinishedOne() throws Exception {
        int port = freePort();
        Process first = serve(port);
        List<String> done = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            done.add(submit(port, i));
        }
        for (String id : done) {
            assertEquals("SUCCEEDED", awaitEnd(port, id));
        }
        Thread.sleep(1500);
        List<String> queued = new ArrayList<>();
        for (int i = 3; i < 63; i++) {
            queued.add(submit(port, i));
        }
        kill(first);

        Process second = serve(port);
        for (String id : done) {
            assertEquals("SUCCEEDED", status(port, id).path("status").asText(), "acknowledged and finished before the kill");
        }
        for (String id : queued) {
            assertEquals(200, get(port, "/analyses/" + id).statusCode(), "acknowledged (202) before the kill");
        }
        for (String id : queued) {
            assertEquals("SUCCEEDED", awaitEnd(port, id), "resumed after the restart");
        }
        assertTrue(output(second).matches("(?s).*Resuming [1-9][0-9]* analyses.*"), "some were unfinished at the kill: "
            + output(second));
    }

    @Test
    void aSecondServerOnTheSameHomeRefusesToStart() throws Exception {
        int port = freePort();
        serve(port);
        Process second = command(freePort());
        assertTrue(second.waitFor(60, TimeUnit.SECONDS));
        String output = output(second);
        assertEquals(2, second.exitValue(), output);
        assertTrue(output.contains("Another clauselens serve is running"), output);
        assertEquals(200, get(port, "/analyses").statusCode(), "the first keeps serving");
    }

    @Test
    void aHugeParagraphEndsWithinItsDeadlineWhileOtherRequestsKeepAnswering() throws Exception {
        int port = freePort();
        serve(port);
        String paragraph = "a".repeat(999_999) + "b";
        String body = "{\"content\": {\"rawText\": \"" + "a".repeat(1_500_000) + "\", \"paragraphs\": [{\"text\": \""
            + paragraph + "\", \"style\": \"Normal\", \"isHeading\": false}]}}";
        CompletableFuture<HttpResponse<String>> huge = HTTP.sendAsync(request(port, "/analyses").POST(
            BodyPublishers.ofString(body)).build(), BodyHandlers.ofString());
        String id = JSON.readTree(huge.get(60, TimeUnit.SECONDS).body()).path("analysisId").asText();
        long slowest = 0;
        for (int i = 0; i < 20; i++) {
            long start = System.nanoTime();
            assertEquals(200, get(port, "/analyses").statusCode());
            slowest = Math.max(slowest, (System.nanoTime() - start) / 1_000_000);
            Thread.sleep(100);
        }
        assertTrue(slowest < 1000, "a request took " + slowest + " ms while the huge document was read");
        assertEquals("SUCCEEDED", awaitEnd(port, id), "read within the parser's deadline, not failed on TIMEOUT");
    }

    private String submit(int port, int i) throws Exception {
        String text = "MUTUAL NON-DISCLOSURE AGREEMENT " + i;
        String body = """
            {"content": {"paragraphs": [
              {"text": "%s", "style": "Title", "isHeading": true},
              {"text": "1. The Recipient shall keep the Discloser's Confidential Information secret for three years.", "style": "Normal", "isHeading": false},
              {"text": "2. This Agreement is governed by the laws of the State of New York.", "style": "Normal", "isHeading": false}]}}
            """.formatted(text);
        HttpResponse<String> response = HTTP.send(request(port, "/analyses").POST(BodyPublishers.ofString(body)).build(),
            BodyHandlers.ofString());
        assertEquals(202, response.statusCode(), response.body());
        return JSON.readTree(response.body()).path("analysisId").asText();
    }

    private String awaitEnd(int port, String id) throws Exception {
        // patience, not the product's deadline: a 1 MB paragraph is ~650 chunks to embed, about a minute on 2 cores
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(300);
        while (System.nanoTime() < deadline) {
            String status = status(port, id).path("status").asText();
            if (status.matches("SUCCEEDED|FAILED")) {
                return status;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("analysis " + id + " did not end");
    }

    private JsonNode status(int port, String id) throws Exception {
        HttpResponse<String> response = get(port, "/analyses/" + id);
        assertEquals(200, response.statusCode(), response.body());
        return JSON.readTree(response.body());
    }

    private HttpResponse<String> get(int port, String path) throws Exception {
        return HTTP.send(request(port, path).GET().build(), BodyHandlers.ofString());
    }

    private static HttpRequest.Builder request(int port, String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(Duration.ofSeconds(60))
            .header("Authorization", "Bearer " + TOKEN).header("Content-Type", "application/json");
    }

    /** Starts serve and waits until it answers. */
    private Process serve(int port) throws Exception {
        Process process = command(port);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            assertTrue(process.isAlive(), () -> "serve ended: " + output(process));
            try {
                if (get(port, "/analyses").statusCode() == 200) {
                    return process;
                }
            } catch (IOException e) {
                Thread.sleep(200);
            }
        }
        throw new AssertionError("serve did not answer on port " + port);
    }

    /** The process's output goes to a file beside the home: a pipe nobody reads would block its log. */
    private Process command(int port) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path log = home.resolveSibling(home.getFileName() + "-serve-" + processes.size() + ".log");
        var builder = new ProcessBuilder(java, "-jar", JAR.toString(), "serve", "--port", String.valueOf(port))
            .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(Map.of("CLAUSELENS_HOME", home.toString(), "CLAUSELENS_SERVE_TOKEN", TOKEN));
        Process process = builder.start();
        processes.add(process);
        logs.put(process, log);
        return process;
    }

    private static void kill(Process process) throws InterruptedException {
        process.destroyForcibly();
        assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        assertEquals(137, process.exitValue(), "SIGKILL");
    }

    private String output(Process process) {
        try {
            return Files.readString(logs.get(process), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return e.toString();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
