package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.embedded.SqliteAnalysisStore;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class AnalyzeCommandTest {
    @RegisterExtension
    final CommandRun cli = new CommandRun();

    @Test
    void reviewsTheSampleNdaAndWritesTheFullResult() throws Exception {
        Path json = cli.home().resolve("review.json");
        Path html = cli.home().resolve("review.html");
        assertEquals(0, cli.run("analyze", "samples/mutual-nda.txt", "--json", json.toString(), "--html", html.toString()));
        String summary = cli.out.toString();
        assertTrue(summary.startsWith("MUTUAL NON-DISCLOSURE AGREEMENT"), summary);
        assertTrue(summary.contains("Overall risk:") && summary.contains("Missing protections")
            && summary.contains("nda-19") && summary.contains("not legal advice"), summary);
        for (String stage : new String[] {"parse", "classify", "score risk", "analyse gaps", "finalize"}) {
            assertTrue(cli.err.toString().contains(stage), "progress for " + stage + ": " + cli.err);
        }

        JsonNode result = new ObjectMapper().readTree(Files.readString(json));
        assertEquals(17, result.path("gaps").path("hypotheses").size());
        assertTrue(result.path("gaps").path("present").toString().contains("\"REMEDIES\""),
            "the sample's injunctive relief sits under another heading; remedies are present, not missing");
        result.path("gaps").path("missing").forEach(gap -> assertFalse(gap.path("category").asText().equals("REMEDIES")));
        JsonNode law = result.path("keyTerms").path("governingLaw");
        assertEquals("England and Wales", law.path("value").asText(), result.path("keyTerms").toString());
        assertEquals(law.path("quote").asText(), Files.readString(Path.of("samples/mutual-nda.txt"))
            .substring(law.path("start").asInt(), law.path("end").asInt()), "the key term's quote is verbatim");
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
        try (var store = SqliteAnalysisStore.open(cli.home().resolve(Stores.ANALYSES_FILE))) {
            assertEquals(1, store.recentAnalyses(AnalyzeCommand.TENANT, 10).size(), "the analysis is kept in the embedded store");
        }
        String page = Files.readString(html);
        assertTrue(page.startsWith("<!DOCTYPE html>") && page.contains("<mark") && page.contains("not legal advice"));
        assertTrue(page.contains("<h2>Key terms</h2>") && page.contains(">the courts of London</td>"),
            "the report shows the key terms, not only the document's text");
        assertTrue(page.contains("<h2>NDA checklist</h2>") && page.contains("<span class=\"status status-red\">RED</span>"),
            "and the checklist, with the residuals clause red (the class alone is always in the page's style)");
        assertFalse(page.contains("<script") || page.contains("src=\"http"), "one self-contained page");
        assertTrue(cli.out.toString().contains("Report: file:"), cli.out.toString());
    }

    @Test
    void aCoverPageIsReviewedWithAWarningThatItsStandardTermsAreElsewhere() throws Exception {
        Path cover = Files.writeString(cli.home().resolve("cover.md"), """
            # Mutual NDA Cover Page

            By executing this Cover Page, the parties enter into the Acme Mutual NDA (Version 1.0) (available at https://example.com/nda/).

            ### Purpose
            [Evaluating a joint research project.]

            ### MNDA Term
            - [x]     Expires [2 year(s)] from Effective Date.

            - [ ]     Continues until terminated in accordance with the terms of the MNDA, and the obligations survive it indefinitely.
            """);
        Path html = cli.home().resolve("cover.html");
        Path json = cli.home().resolve("cover.json");
        assertEquals(0, cli.run("analyze", cover.toString(), "--html", html.toString(), "--json", json.toString()));
        String warning = "It incorporates the Acme Mutual NDA (Version 1.0), whose text is not in the document.";
        JsonNode result = new ObjectMapper().readTree(json.toFile());
        assertTrue(result.path("keyTerms").path("incorporationWarning").asText().startsWith(warning),
            "the API result carries the same warning for the add-in: " + result.path("keyTerms"));
        int options = 0;
        for (JsonNode clause : result.path("clauses")) {
            if (clause.path("text").asText().startsWith("- [ ]")) {
                options++;
                assertTrue(clause.path("risk").isNull() || clause.path("risk").isMissingNode(), "an option not chosen is not rated: " + clause);
            }
        }
        assertEquals(1, options, "the unticked option is a clause of the result");
        assertTrue(cli.out.toString().contains("Warning: " + warning), cli.out.toString());
        assertTrue(cli.out.toString().contains("left to the incorporated terms"), "the checklist says why a point is open");
        assertTrue(Files.readString(html).contains("<td colspan=\"2\" class=\"warning\">" + warning), "the report warns too");
        String summary = result.path("playbook").path("summary").asText();
        assertTrue(summary.endsWith("left to the incorporated terms") && summary.contains("0 need escalation"), summary);
        assertTrue(cli.out.toString().contains("Playbook default-mutual: " + summary), "the CLI shows the same counts");
        assertTrue(Files.readString(html).contains(summary), "and the report");
    }

    @Test
    void aFileThatCannotBeReadExitsTwoWithoutAStackTrace() throws Exception {
        Path bad = Files.write(cli.home().resolve("nda.docx"), new byte[] {'P', 'K', 3, 4, 1, 2, 3});
        assertEquals(2, cli.run("analyze", bad.toString()));
        assertTrue(cli.err.toString().contains("error:"), cli.err.toString());
        assertFalse(cli.err.toString().contains("\tat "), "no stack trace");
    }
}
