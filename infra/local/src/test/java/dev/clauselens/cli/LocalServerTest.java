package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.api.AnalysisApi;
import dev.clauselens.core.stage.Step;
import dev.clauselens.documents.ParserLimits;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code clauselens serve} over real HTTP: the embedded store, the real engine, uploads in a folder
 * through the server's presigned PUT, analyses run by the in-process worker.
 */
class LocalServerTest {
    private static final String TOKEN_A = "token-of-tenant-acme-0123456789";
    private static final String TOKEN_B = "token-of-tenant-globex-0123456789";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SAMPLE = Path.of("samples/mutual-nda.txt");

    @TempDir
    static Path home;

    private static Stores stores;
    private static LocalEngine engine;
    private static LocalServer server;
    /** Where the browser test serves the task pane: an origin the server allows, as a deployment lists the add-in's. */
    private static final int ADDIN_PORT = freePort();
    private static final StringWriter log = new StringWriter();
    private static final HttpClient http = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        System.setProperty("clauselens.home", home.toString());
        stores = Stores.open(Stores.MEMORY, false);
        engine = LocalEngine.open(stores, "local", ParserLimits.DEFAULTS, new PrintWriter(new StringWriter()));
        server = start(home);
    }

    private static LocalServer start(Path uploadRoot) {
        var settings = new LocalServer.Settings("127.0.0.1", 0, Map.of(TOKEN_A, "acme", TOKEN_B, "globex"),
            List.of("https://localhost:3000", "http://127.0.0.1:" + ADDIN_PORT), new AnalysisApi.Limits(256 * 1024, 1024 * 1024));
        return LocalServer.start(settings, stores, engine, uploadRoot, new ServerLog(new PrintWriter(log, true)));
    }

    @AfterAll
    static void stop() {
        server.close();
        stores.close();
        System.clearProperty("clauselens.home");
    }

    @Test
    void uploadsAnalysesAndDeletesADocument() throws Exception {
        byte[] nda = Files.readAllBytes(SAMPLE);
        String key = upload(TOKEN_A, "mutual-nda.txt", "text/plain", nda);
        assertTrue(Files.isRegularFile(home.resolve(key)), "the upload is kept at its key");

        JsonNode started = call(TOKEN_A, "POST", "/analyses", "{\"key\": \"" + key + "\"}", 202);
        String id = started.path("analysisId").asText();
        JsonNode finished = awaitEnd(TOKEN_A, id);
        assertEquals("SUCCEEDED", finished.path("status").asText(), finished.toString());
        List<String> stages = StreamSupport.stream(finished.path("events").spliterator(), false)
            .map(e -> e.path("stage").asText()).distinct().toList();
        assertEquals(List.of("PARSE", "CLASSIFY", "SCORE_RISK", "ANALYSE_GAPS", "FINALIZE"), stages);

        JsonNode results = call(TOKEN_A, "GET", "/analyses/" + id + "/results", null, 200);
        assertEquals(17, results.path("gaps").path("hypotheses").size());
        assertTrue(results.path("clauses").size() > 5, results.toString());
        String raw = new String(nda, StandardCharsets.UTF_8);
        for (JsonNode clause : results.path("clauses")) {
            assertEquals(clause.path("text").asText(), raw.substring(clause.path("startPosition").asInt(),
                clause.path("endPosition").asInt()), "positions point into the upload");
        }
        assertTrue(ids(call(TOKEN_A, "GET", "/analyses", null, 200)).contains(id));

        JsonNode again = call(TOKEN_A, "POST", "/analyses", "{\"key\": \"" + key + "\"}", 202);
        assertEquals(id, again.path("analysisId").asText(), "the same upload is the same analysis");
        // The worker runs analyses in the order started: once a later one has ended, a second run of this one would have too.
        String later = upload(TOKEN_A, "short.txt", "text/plain",
            "Each party shall keep the other party's information secret.".getBytes(StandardCharsets.UTF_8));
        awaitEnd(TOKEN_A, call(TOKEN_A, "POST", "/analyses", "{\"key\": \"" + later + "\"}", 202).path("analysisId").asText());
        assertEquals(1, log.toString().lines().filter(line -> line.equals(id + "  succeeded")).count(),
            "the repeated request did not run the analysis again");

        assertEquals(204, send(TOKEN_A, "DELETE", "/analyses/" + id, null).statusCode());
        assertFalse(Files.exists(home.resolve(key)), "the upload is gone");
        assertFalse(Files.exists(home.resolve(key).getParent()), "and the folder it left empty");
        assertError(send(TOKEN_A, "GET", "/analyses/" + id, null), 404, "NOT_FOUND");
    }

    @Test
    void analysesTheWordAddinsParagraphsWithAnchorsIntoThem() throws Exception {
        List<String> paragraphs = Files.readAllLines(SAMPLE).stream().map(String::strip).filter(p -> !p.isEmpty()).toList();
        ObjectNode content = JSON.createObjectNode().put("rawText", String.join("\r", paragraphs));
        ArrayNode list = content.putArray("paragraphs");
        for (int i = 0; i < paragraphs.size(); i++) {
            list.addObject().put("text", paragraphs.get(i)).put("style", i == 0 ? "Title" : "Normal").put("isHeading", i == 0);
        }
        ObjectNode body = JSON.createObjectNode().put("title", "Mutual NDA from Word").put("tenantId", "globex");
        body.set("content", content);

        String id = call(TOKEN_A, "POST", "/analyses", body.toString(), 202).path("analysisId").asText();
        assertEquals("SUCCEEDED", awaitEnd(TOKEN_A, id).path("status").asText());
        assertError(send(TOKEN_B, "GET", "/analyses/" + id, null), 404, "NOT_FOUND");

        JsonNode results = call(TOKEN_A, "GET", "/analyses/" + id + "/results", null, 200);
        int pinned = 0;
        for (JsonNode clause : results.path("clauses")) {
            JsonNode anchor = clause.path("anchor");
            if (anchor.path("paragraphIndex").asInt() == anchor.path("endParagraphIndex").asInt()) {
                String paragraph = paragraphs.get(anchor.path("paragraphIndex").asInt());
                assertEquals(anchor.path("quote").asText(), paragraph.substring(anchor.path("paragraphOffset").asInt(),
                    anchor.path("endParagraphOffset").asInt()), "the anchor pins the quote inside its paragraph");
                pinned++;
            }
        }
        assertTrue(pinned > 5, "clauses pinned to one paragraph: " + pinned);
    }

    @Test
    void aDocumentThatCannotBeReadEndsFailedWithItsCode() throws Exception {
        String key = upload(TOKEN_B, "broken.pdf", "application/pdf", "%PDF-1.7 not really".getBytes(StandardCharsets.UTF_8));
        String id = call(TOKEN_B, "POST", "/analyses", "{\"key\": \"" + key + "\"}", 202).path("analysisId").asText();
        JsonNode failed = awaitEnd(TOKEN_B, id);
        assertEquals("FAILED", failed.path("status").asText());
        assertEquals("PARSE", failed.path("stage").asText());
        assertEquals("MALFORMED", failed.path("error").path("code").asText(), failed.toString());
        assertError(send(TOKEN_B, "GET", "/analyses/" + id + "/results", null), 409, "NOT_READY");
    }

    @Test
    void everyRouteNeedsAKnownTokenAndTenantsSeeOnlyTheirOwn() throws Exception {
        HttpResponse<String> anonymous = http.send(HttpRequest.newBuilder(server.url().resolve("/analyses")).build(),
            BodyHandlers.ofString());
        assertError(anonymous, 401, "UNAUTHORIZED");
        assertEquals("Bearer", anonymous.headers().firstValue("WWW-Authenticate").orElse(""));
        assertError(send("not-a-token-this-server-knows", "GET", "/analyses", null), 401, "UNAUTHORIZED");

        String key = upload(TOKEN_A, "mutual-nda.txt", "text/plain", Files.readAllBytes(SAMPLE));
        assertError(send(TOKEN_B, "POST", "/analyses", "{\"key\": \"" + key + "\"}"), 404, "NOT_FOUND");
        String id = call(TOKEN_A, "POST", "/analyses", "{\"key\": \"" + key + "\"}", 202).path("analysisId").asText();
        assertFalse(ids(call(TOKEN_B, "GET", "/analyses", null, 200)).contains(id));
        assertError(send(TOKEN_B, "DELETE", "/analyses/" + id, null), 404, "NOT_FOUND");
        assertEquals(200, send(TOKEN_A, "GET", "/analyses/" + id, null).statusCode(), "B's delete left it in place");
        awaitEnd(TOKEN_A, id);
    }

    @Test
    void badRequestsGetTheirCodes() throws Exception {
        assertError(send(TOKEN_A, "POST", "/analyses", "{not json"), 400, "INVALID_INPUT");
        String tooLarge = "{\"content\": {\"paragraphs\": [{\"text\": \"" + "x".repeat(300 * 1024) + "\"}]}}";
        HttpResponse<String> refused = send(TOKEN_A, "POST", "/analyses", tooLarge);
        assertError(refused, 413, "TOO_LARGE");
        assertTrue(refused.body().contains("%,d KB".formatted(tooLarge.length() / 1024)), "its real size: " + refused.body());
        assertError(send(TOKEN_A, "GET", "/analyses%0A127.0.0.1%20GET%20/forged%20200", null), 404, "NOT_FOUND");
        assertFalse(log.toString().contains("\n127.0.0.1 GET /forged"), "a request cannot forge a log line");
        assertError(send(TOKEN_A, "POST", "/uploads", "{\"fileName\": \"a.exe\", \"contentType\": \"application/x-msdownload\", "
            + "\"size\": 10}"), 415, "UNSUPPORTED_TYPE");
        assertError(send(TOKEN_A, "GET", "/nowhere", null), 404, "NOT_FOUND");
    }

    @Test
    void deletingARunningAnalysisStopsItAndLeavesNoRowBehind() throws Exception {
        StringBuilder text = new StringBuilder("MUTUAL NON-DISCLOSURE AGREEMENT\n\n");
        String sample = Files.readString(SAMPLE);
        for (int part = 1; part <= 12; part++) {
            text.append("PART ").append(part).append("\n\n").append(sample).append("\n\n");
        }
        String key = upload(TOKEN_A, "long-nda.txt", "text/plain", text.toString().getBytes(StandardCharsets.UTF_8));
        String id = call(TOKEN_A, "POST", "/analyses", "{\"key\": \"" + key + "\"}", 202).path("analysisId").asText();
        Instant deadline = Instant.now().plusSeconds(60);
        while (!call(TOKEN_A, "GET", "/analyses/" + id, null, 200).path("status").asText().equals("RUNNING")) {
            assertTrue(Instant.now().isBefore(deadline), "never ran");
            Thread.sleep(20);
        }
        String documentId = call(TOKEN_A, "GET", "/analyses/" + id, null, 200).path("documentId").asText();
        assertEquals(204, send(TOKEN_A, "DELETE", "/analyses/" + id, null).statusCode());
        assertTrue(log.toString().contains(id + "  cancelled"), log.toString());

        var store = stores.analyses();
        assertTrue(store.findAnalysis("acme", id).isEmpty());
        assertTrue(store.findDocument("acme", documentId).isEmpty());
        assertTrue(store.chunks("acme", documentId).isEmpty(), "no chunk of the confidential text is left");
        assertTrue(store.clauses("acme", id).isEmpty() && store.assessments("acme", id).isEmpty()
            && store.hypotheses("acme", id).isEmpty() && store.progress("acme", id).isEmpty()
            && store.gapAnalysis("acme", id).isEmpty() && store.modelCalls("acme", id).isEmpty());
        assertEquals(404, send(TOKEN_A, "GET", "/analyses/" + id, null).statusCode());
        String next = upload(TOKEN_A, "nda.txt", "text/plain", sample.getBytes(StandardCharsets.UTF_8));
        String after = call(TOKEN_A, "POST", "/analyses", "{\"key\": \"" + next + "\"}", 202).path("analysisId").asText();
        assertEquals("SUCCEEDED", awaitEnd(TOKEN_A, after).path("status").asText(), "the worker goes on");
    }

    @Test
    void aPresignedUploadTakesOnlyTheSignedKeyTypeAndSize() throws Exception {
        byte[] nda = Files.readAllBytes(SAMPLE);
        JsonNode presigned = call(TOKEN_A, "POST", "/uploads", "{\"fileName\": \"nda.txt\", \"contentType\": \"text/plain\", "
            + "\"size\": " + nda.length + "}", 201);
        String url = presigned.path("url").asText();
        String key = presigned.path("key").asText();

        assertError(put(url.replace(key, key.replace("nda.txt", "other.txt")), "text/plain", nda), 403, "UNAUTHORIZED");
        assertError(put(url.replace("/acme/", "/globex/"), "text/plain", nda), 403, "UNAUTHORIZED");
        assertError(put(url, "text/markdown", nda), 403, "UNAUTHORIZED");
        assertError(put(url, "text/plain", new byte[nda.length - 1]), 403, "UNAUTHORIZED");
        assertFalse(Files.exists(home.resolve(key)), "nothing refused was kept");

        HttpResponse<String> stored = put(url, "text/plain", nda);
        assertEquals(200, stored.statusCode(), stored.body());
        assertTrue(stored.headers().firstValue("ETag").orElse("").matches("\"[0-9a-f]{64}\""));
        assertEquals(nda.length, Files.size(home.resolve(key)));
    }

    @Test
    void answersTheAddinOriginsPreflight() throws Exception {
        HttpResponse<String> preflight = http.send(HttpRequest.newBuilder(server.url().resolve("/analyses"))
            .method("OPTIONS", BodyPublishers.noBody()).header("Origin", "https://localhost:3000")
            .header("Access-Control-Request-Method", "POST").build(), BodyHandlers.ofString());
        assertEquals(204, preflight.statusCode());
        assertEquals("https://localhost:3000", preflight.headers().firstValue("Access-Control-Allow-Origin").orElse(""));
        assertTrue(preflight.headers().firstValue("Access-Control-Allow-Headers").orElse("").contains("Authorization"));

        HttpResponse<String> elsewhere = http.send(HttpRequest.newBuilder(server.url().resolve("/analyses"))
            .method("OPTIONS", BodyPublishers.noBody()).header("Origin", "https://evil.example").build(), BodyHandlers.ofString());
        assertTrue(elsewhere.headers().firstValue("Access-Control-Allow-Origin").isEmpty(), "no other origin is allowed");
    }

    @Test
    void aStartResumesTheAnalysesALastRunLeftUnfinished(@TempDir Path otherRoot) throws Exception {
        byte[] nda = Files.readAllBytes(SAMPLE);
        String key = "uploads/acme/left-over/mutual-nda.txt";
        Files.createDirectories(otherRoot.resolve(key).getParent());
        Files.write(otherRoot.resolve(key), nda);
        Step step = Step.of("acme", "an-left-over", "doc-left-over");
        AnalysisPipeline.register(stores.analyses(), Clock.systemUTC(), step, "mutual-nda.txt", "etag:1", key, null, null);
        assertEquals("QUEUED", call(TOKEN_A, "GET", "/analyses/an-left-over", null, 200).path("status").asText());

        try (LocalServer next = start(otherRoot)) {
            assertEquals("SUCCEEDED", awaitEnd(TOKEN_A, "an-left-over").path("status").asText());
        }
        assertTrue(log.toString().contains("Resuming 1 analyses"), log.toString());
    }

    @Test
    void aTeamsPlaybookPutOverHttpReadsTheAnalysisAndItsRedlineComesBackAsWord() throws Exception {
        String playbook = """
            name: delaware-only
            perspective: mutual
            positions:
              - topic: governing-law
                standard:
                  position: Delaware law.
                  accept: {laws: [Delaware]}
                  language: This Agreement is governed by the laws of the State of Delaware.
                escalation: Any other law.
            """;
        assertEquals(201, send(TOKEN_A, "PUT", "/playbooks/delaware-only", playbook).statusCode());
        String key = upload(TOKEN_A, "mutual-nda.txt", "text/plain", Files.readAllBytes(SAMPLE));
        String id = call(TOKEN_A, "POST", "/analyses", "{\"key\": \"" + key + "\", \"playbook\": \"delaware-only\"}", 202)
            .path("analysisId").asText();
        assertError(send(TOKEN_A, "GET", "/analyses/" + id + "/redline.docx", null), 409, "NOT_READY");
        awaitEnd(TOKEN_A, id);

        JsonNode review = call(TOKEN_A, "GET", "/analyses/" + id + "/results", null, 200).path("playbook");
        assertEquals("delaware-only", review.path("playbook").asText(), review.toString());
        JsonNode law = review.path("findings").get(0);
        assertEquals("ESCALATE", law.path("outcome").asText(), law.toString());
        assertTrue(law.at("/quote/quote").asText().contains("England and Wales"), law.toString());

        HttpResponse<byte[]> redline = http.send(HttpRequest.newBuilder(server.url().resolve("/analyses/" + id
            + "/redline.docx")).header("Authorization", "Bearer " + TOKEN_A).build(), BodyHandlers.ofByteArray());
        assertEquals(200, redline.statusCode());
        assertEquals(AnalysisApi.DOCX_TYPE, redline.headers().firstValue("Content-Type").orElseThrow());
        assertTrue(redline.headers().firstValue("Content-Disposition").orElseThrow().endsWith("-redline.docx\""));
        try (var docx = new XWPFDocument(new java.io.ByteArrayInputStream(redline.body()))) {
            String xml = docx.getDocument().xmlText();
            assertTrue(xml.contains("State of Delaware"), "the playbook's language is inserted as a tracked change");
            assertTrue(xml.contains("w:ins ") && xml.contains("w:del "), "with insertions and deletions");
            assertEquals(1, docx.getDocComments().getComments().size());
        }
        assertError(send(TOKEN_B, "GET", "/analyses/" + id + "/redline.docx", null), 404, "NOT_FOUND");
        assertError(send(TOKEN_B, "POST", "/analyses", "{\"key\": \"" + key + "\", \"playbook\": \"delaware-only\"}"),
            404, "NOT_FOUND");
    }

    @Test
    void comparesTwoAnalysesOrOneWithAPlaybookAsJsonOrASideBySidePage() throws Exception {
        String left = call(TOKEN_A, "POST", "/analyses", "{\"key\": \"" + upload(TOKEN_A, "mutual-nda.txt", "text/plain",
            Files.readAllBytes(SAMPLE)) + "\"}", 202).path("analysisId").asText();
        String right = call(TOKEN_A, "POST", "/analyses", "{\"key\": \"" + upload(TOKEN_A, "amended-nda.txt", "text/plain",
            CompareCommandTest.amended().getBytes(StandardCharsets.UTF_8)) + "\"}", 202).path("analysisId").asText();
        awaitEnd(TOKEN_A, left);
        awaitEnd(TOKEN_A, right);

        JsonNode comparison = call(TOKEN_A, "POST", "/comparisons", "{\"left\": \"" + left + "\", \"right\": \"" + right
            + "\"}", 200);
        JsonNode term = comparison.path("points").get(0);
        assertEquals("term", term.path("topic").asText());
        assertEquals("DISCLOSER", term.path("favours").asText(), term.toString());
        HttpResponse<String> page = send(TOKEN_A, "POST", "/comparisons", "{\"left\": \"" + left + "\", \"right\": \""
            + right + "\", \"format\": \"html\"}");
        assertEquals(200, page.statusCode());
        assertTrue(page.headers().firstValue("Content-Type").orElse("").startsWith("text/html"));
        assertTrue(page.body().contains("<ins>four (4)</ins>"), "the page marks the words that changed");

        JsonNode standard = call(TOKEN_A, "POST", "/comparisons", "{\"left\": \"" + left
            + "\", \"playbook\": \"default-mutual\"}", 200);
        assertEquals("playbook default-mutual", standard.path("right").asText());
        assertError(send(TOKEN_B, "POST", "/comparisons", "{\"left\": \"" + left + "\", \"right\": \"" + right + "\"}"),
            404, "NOT_FOUND");
        assertError(send(TOKEN_A, "POST", "/comparisons", "{\"left\": \"" + left + "\"}"), 400, "INVALID_INPUT");
        assertError(send(TOKEN_A, "POST", "/comparisons", "{\"left\": \"" + left + "\", \"playbook\": \"nope\"}"),
            404, "NOT_FOUND");
    }

    @Test
    void theAssistantAnswersAsynchronouslyWithCitationsAndActsOnlyOnConfirmation() throws Exception {
        String id = call(TOKEN_A, "POST", "/analyses", "{\"key\": \"" + upload(TOKEN_A, "mutual-nda.txt", "text/plain",
            Files.readAllBytes(SAMPLE)) + "\"}", 202).path("analysisId").asText();
        awaitEnd(TOKEN_A, id);
        String conversation = call(TOKEN_A, "POST", "/analyses/" + id + "/conversations", "{\"title\": \"deal call\"}", 201)
            .path("conversationId").asText();
        String base = "/analyses/" + id + "/conversations/" + conversation;

        JsonNode asked = call(TOKEN_A, "POST", base + "/messages", "{\"question\": \"Why is clause 8 rated aggressive?\"}", 202);
        JsonNode answered = awaitAnswer(TOKEN_A, asked.path("links").path("self").asText());
        JsonNode answer = answered.path("answer");
        assertTrue(answer.path("text").asText().contains("twenty-four (24) months"), answer.toString());
        assertEquals("8", answer.path("citations").get(0).path("clause").asText());
        assertTrue(answer.path("citations").get(0).path("anchor").path("quote").asText().length() > 50);
        assertEquals("explain", answer.path("routing").path("intent").asText());
        assertTrue(answer.path("disclaimer").asText().contains("not legal advice"));

        JsonNode draft = awaitAnswer(TOKEN_A, call(TOKEN_A, "POST", base + "/messages",
            "{\"question\": \"Draft a narrower residuals clause\"}", 202).path("links").path("self").asText());
        JsonNode proposal = draft.path("answer").path("proposals").get(0);
        assertTrue(proposal.path("confirmation_required").asBoolean(), draft.toString());
        String confirm = base + "/proposals/" + proposal.path("proposalId").asText() + "/confirm";
        assertError(send(TOKEN_B, "POST", confirm, "{\"decision\": \"confirm\"}"), 404, "NOT_FOUND");
        assertError(send(TOKEN_A, "POST", confirm, "{\"decision\": \"maybe\"}"), 400, "INVALID_INPUT");
        JsonNode done = call(TOKEN_A, "POST", confirm, "{\"decision\": \"confirm\"}", 200);
        assertEquals("CONFIRMED", done.path("status").asText());
        assertTrue(done.path("outcome").path("replacement").asText().length() > 20, done.toString());
        assertError(send(TOKEN_A, "POST", confirm, "{\"decision\": \"confirm\"}"), 409, "CONFLICT");
        HttpResponse<byte[]> redline = http.send(HttpRequest.newBuilder(server.url().resolve("/analyses/" + id
            + "/redline.docx")).header("Authorization", "Bearer " + TOKEN_A).build(), BodyHandlers.ofByteArray());
        try (var docx = new XWPFDocument(new java.io.ByteArrayInputStream(redline.body()))) {
            assertTrue(java.util.Arrays.stream(docx.getComments()).anyMatch(c -> c.getText().startsWith(
                "Redline confirmed in ClauseLens Ask")), "the confirmed redline is in the document's redline");
            assertTrue(docx.getDocument().xmlText().contains("retained in the memory of its personnel"));
        }

        JsonNode traces = call(TOKEN_A, "GET", base + "/traces", null, 200).path("traces");
        assertEquals(2, traces.size());
        assertEquals("rules", traces.get(0).path("routing").path("layer").asText());
        assertTrue(traces.get(1).path("agents").get(0).path("toolCalls").size() >= 1, traces.toString());
        assertEquals(2, call(TOKEN_A, "GET", base, null, 200).path("messages").size());
        assertError(send(TOKEN_B, "GET", base, null), 404, "NOT_FOUND");
        assertError(send(TOKEN_A, "POST", base + "/messages", "{\"question\": \"\"}"), 400, "INVALID_INPUT");
    }

    private static JsonNode awaitAnswer(String token, String path) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(1));
        while (Instant.now().isBefore(deadline)) {
            JsonNode turn = call(token, "GET", path, null, 200);
            if (!turn.path("status").asText().equals("PENDING")) {
                assertEquals("ANSWERED", turn.path("status").asText(), turn.toString());
                return turn;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no answer at " + path + "; log:\n" + log);
    }

    @Test
    void theWordAddinPinsFindingsOntoTheirTextInHeadlessChromium() throws Exception {
        Path screenshot = screenshots().resolve("word-addin-taskpane.png");
        String summary = browserTest("taskpane.browser.mjs", Map.of("CLAUSELENS_API", server.url().toString(),
            "CLAUSELENS_TOKEN", TOKEN_A, "ADDIN_PORT", Integer.toString(ADDIN_PORT)), SAMPLE.toAbsolutePath().toString(),
            screenshot.toString());
        JsonNode figures = JSON.readTree(summary);
        assertEquals(17, figures.path("hypotheses").asInt());
        assertTrue(figures.path("selected").path("characters").asInt() > 255, "the longest clause needs the head-and-tail search");
        assertTrue(figures.path("playbookFix").asText().contains("State of Delaware"), summary);
        assertTrue(Files.size(screenshot) > 10_000, "a screenshot is kept in " + screenshot);
    }

    @Test
    void theWordAddinsAskTabCitesTheTextAndInsertsAConfirmedRedlineInHeadlessChromium() throws Exception {
        Path screenshot = screenshots().resolve("word-addin-ask.png");
        JsonNode figures = JSON.readTree(browserTest("chat.browser.mjs", Map.of("CLAUSELENS_API", server.url().toString(),
            "CLAUSELENS_TOKEN", TOKEN_A, "ADDIN_PORT", Integer.toString(ADDIN_PORT)), SAMPLE.toAbsolutePath().toString(),
            screenshot.toString()));
        assertEquals(3, figures.path("answers").asInt(), figures.toString());
        assertEquals("8", figures.path("citation").path("clause").asText());
        assertTrue(figures.path("redline").path("replaced").asInt() > 100, "the whole residuals clause is replaced: " + figures);
        assertTrue(Files.size(screenshot) > 10_000, "a screenshot is kept in " + screenshot);
    }

    @Test
    void theReportLinksEveryFindingToItsHighlightedTextInHeadlessChromium() throws Exception {
        String key = upload(TOKEN_A, "mutual-nda.txt", "text/plain", Files.readAllBytes(SAMPLE));
        String id = call(TOKEN_A, "POST", "/analyses", "{\"key\": \"" + key + "\"}", 202).path("analysisId").asText();
        assertError(send(TOKEN_A, "GET", "/analyses/" + id + "/report", null), 409, "NOT_READY");
        awaitEnd(TOKEN_A, id);
        HttpResponse<String> report = send(TOKEN_A, "GET", "/analyses/" + id + "/report", null);
        assertEquals(200, report.statusCode());
        assertTrue(report.headers().firstValue("Content-Type").orElse("").startsWith("text/html"));
        assertError(send(TOKEN_B, "GET", "/analyses/" + id + "/report", null), 404, "NOT_FOUND");
        assertTrue(report.body().contains("Reviewed for: <b>mutual</b>. The agreement is mutual"), "the report says whose side it takes");

        Path page = Files.writeString(home.resolve("report.html"), report.body());
        Path screenshot = screenshots().resolve("report.png");
        JsonNode figures = JSON.readTree(browserTest("report.browser.mjs", Map.of(), page.toString(), screenshot.toString()));
        assertTrue(figures.path("evidence").asInt() > 5, figures.toString());
        assertTrue(Files.size(screenshot) > 10_000);
    }

    /** Runs one of the add-in's browser tests with node; its last line is a JSON summary. */
    private static String browserTest(String script, Map<String, String> environment, String... arguments) throws Exception {
        Path addin = Path.of("../word-addin").toAbsolutePath().normalize();
        assumeTrue(Files.isDirectory(addin.resolve("node_modules/playwright-core")),
            "skipped: infra/word-addin/node_modules is missing (infra/scripts/test runs npm ci there)");
        assumeTrue(Files.isExecutable(Path.of(System.getenv().getOrDefault("CHROMIUM", "/usr/bin/chromium"))),
            "skipped: no Chromium (infra/scripts/test installs Debian's chromium)");
        List<String> command = new ArrayList<>(List.of("node", "test/" + script));
        command.addAll(List.of(arguments));
        var builder = new ProcessBuilder(command).directory(addin.toFile()).redirectErrorStream(true);
        builder.environment().putAll(environment);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(4, java.util.concurrent.TimeUnit.MINUTES), "the browser test ended");
        assertEquals(0, process.exitValue(), output + "\nserver log:\n" + log);
        return output.strip().lines().reduce((first, second) -> second).orElse("");
    }

    private static int freePort() {
        try (var socket = new java.net.ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Path screenshots() throws Exception {
        return Files.createDirectories(Path.of("target/screenshots").toAbsolutePath());
    }

    private static String upload(String token, String fileName, String contentType, byte[] bytes) throws Exception {
        JsonNode presigned = call(token, "POST", "/uploads", JSON.createObjectNode().put("fileName", fileName)
            .put("contentType", contentType).put("size", bytes.length).toString(), 201);
        HttpResponse<String> stored = put(presigned.path("url").asText(), contentType, bytes);
        assertEquals(200, stored.statusCode(), stored.body());
        return presigned.path("key").asText();
    }

    private static HttpResponse<String> put(String url, String contentType, byte[] bytes) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).PUT(BodyPublishers.ofByteArray(bytes))
            .header("Content-Type", contentType).build(), BodyHandlers.ofString());
    }

    private static JsonNode awaitEnd(String token, String id) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(1));
        while (Instant.now().isBefore(deadline)) {
            JsonNode status = call(token, "GET", "/analyses/" + id, null, 200);
            if (status.path("status").asText().matches("SUCCEEDED|FAILED")) {
                return status;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("analysis " + id + " did not end; log:\n" + log);
    }

    private static List<String> ids(JsonNode list) {
        List<String> ids = new ArrayList<>();
        list.path("analyses").forEach(a -> ids.add(a.path("analysisId").asText()));
        return ids;
    }

    private static JsonNode call(String token, String method, String path, String body, int expected) throws Exception {
        HttpResponse<String> response = send(token, method, path, body);
        assertEquals(expected, response.statusCode(), response.body());
        return JSON.readTree(response.body());
    }

    private static HttpResponse<String> send(String token, String method, String path, String body) throws Exception {
        return http.send(HttpRequest.newBuilder(server.url().resolve(path)).header("Authorization", "Bearer " + token)
            .header("Content-Type", "application/json")
            .method(method, body == null ? BodyPublishers.noBody() : BodyPublishers.ofString(body)).build(),
            BodyHandlers.ofString());
    }

    private static void assertError(HttpResponse<String> response, int status, String code) throws Exception {
        assertEquals(status, response.statusCode(), response.body());
        assertEquals(code, JSON.readTree(response.body()).path("error").path("code").asText(), response.body());
    }
}
