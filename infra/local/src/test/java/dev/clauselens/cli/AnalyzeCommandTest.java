package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalyzeCommandTest {
    @TempDir
    Path home;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("clauselens.home", home.toString());
    }

    @AfterEach
    void forgetHome() {
        System.clearProperty("clauselens.home");
    }

    @Test
    void reviewsTheSampleNdaAndWritesTheFullResult() throws Exception {
        Path json = home.resolve("review.json");
        Path html = home.resolve("review.html");
        assertEquals(0, run("analyze", "samples/mutual-nda.txt", "--json", json.toString(), "--html", html.toString()));
        String summary = out.toString();
        assertTrue(summary.startsWith("MUTUAL NON-DISCLOSURE AGREEMENT"), summary);
        assertTrue(summary.contains("Overall risk:") && summary.contains("Missing protections")
            && summary.contains("nda-19") && summary.contains("not legal advice"), summary);
        for (String stage : new String[] {"parse", "classify", "score risk", "analyse gaps", "finalize"}) {
            assertTrue(err.toString().contains(stage), "progress for " + stage + ": " + err);
        }

        JsonNode result = new ObjectMapper().readTree(Files.readString(json));
        assertEquals(17, result.path("gaps").path("hypotheses").size());
        assertTrue(result.path("clauses").size() > 5);
        String raw = Files.readString(Path.of("samples/mutual-nda.txt"));
        for (JsonNode clause : result.path("clauses")) {
            assertEquals(clause.path("text").asText(), raw.substring(clause.path("startPosition").asInt(),
                clause.path("endPosition").asInt()), "positions point into the document");
            for (JsonNode citation : clause.path("risk").path("citations")) {
                assertEquals(citation.path("quote").asText(), raw.substring(citation.path("start").asInt(),
                    citation.path("end").asInt()), "quotes are verbatim");
            }
        }
        assertTrue(Files.exists(home.resolve("analyses.json")), "the analysis is kept in the embedded store");
        String page = Files.readString(html);
        assertTrue(page.startsWith("<!DOCTYPE html>") && page.contains("<mark") && page.contains("not legal advice"));
        assertFalse(page.contains("<script") || page.contains("src=\"http"), "one self-contained page");
        assertTrue(out.toString().contains("Report: file:"), out.toString());
    }

    @Test
    void aFileThatCannotBeReadExitsTwoWithoutAStackTrace() throws Exception {
        Path bad = Files.write(home.resolve("nda.docx"), new byte[] {'P', 'K', 3, 4, 1, 2, 3});
        assertEquals(2, run("analyze", bad.toString()));
        assertTrue(err.toString().contains("error:"), err.toString());
        assertFalse(err.toString().contains("\tat "), "no stack trace");
    }

    private int run(String... args) {
        var commandLine = ClauseLens.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine.execute(args);
    }
}
