package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code clauselens compare}: the sample NDA against an amended copy of it, and against a playbook's standard. */
class CompareCommandTest {
    static final Path SAMPLE = Path.of("samples/mutual-nda.txt");

    @RegisterExtension
    final CommandRun cli = new CommandRun();

    /** The sample with a longer term and survival and without its residuals clause: what a counterparty sends back. */
    static String amended() throws Exception {
        String text = Files.readString(SAMPLE);
        int residuals = text.indexOf("6. Residuals");
        return (text.substring(0, residuals) + text.substring(text.indexOf("7. Term", residuals)))
            .replace("continues for two (2) years", "continues for four (4) years")
            .replace("survive for five (5) years", "survive for seven (7) years");
    }

    @Test
    void anAmendedCopyShowsWhichSideEachChangeFavoursAndTheWordsThatChanged() throws Exception {
        Path right = Files.writeString(cli.home().resolve("amended-nda.txt"), amended());
        Path json = cli.home().resolve("comparison.json");
        Path html = cli.home().resolve("comparison.html");
        assertEquals(0, cli.run("compare", SAMPLE.toString(), right.toString(), "--json", json.toString(), "--html",
            html.toString()), cli.err.toString());
        JsonNode result = new ObjectMapper().readTree(json.toFile());
        assertEquals("amended-nda.txt", result.get("right").asText());
        assertEquals("DISCLOSER", point(result, "term").get("favours").asText());
        assertEquals("four (4) years", point(result, "term").get("right").asText());
        assertEquals("DISCLOSER", point(result, "confidentiality-period").get("favours").asText());
        assertEquals("present", point(result, "residuals").get("left").asText());
        assertEquals("DISCLOSER", point(result, "residuals").get("favours").asText(), "without residuals the discloser gains");
        assertEquals("NEITHER", point(result, "governing-law").get("favours").asText());

        List<String> removed = new ArrayList<>();
        List<String> added = new ArrayList<>();
        for (JsonNode row : result.get("rows")) {
            for (JsonNode segment : row.get("diff")) {
                (segment.get("change").asText().equals("REMOVED") ? removed : segment.get("change").asText().equals("ADDED")
                    ? added : new ArrayList<String>()).add(segment.get("text").asText());
            }
        }
        assertTrue(removed.contains("two (2)") && added.contains("four (4)"), removed + " / " + added);
        assertTrue(removed.contains("five (5)") && added.contains("seven (7)"), removed + " / " + added);
        JsonNode onlyLeft = null;
        for (JsonNode row : result.get("rows")) {
            if (!row.hasNonNull("right")) {
                onlyLeft = row;
            }
        }
        assertTrue(onlyLeft != null && onlyLeft.get("left").asText().contains("unaided memory"), "the residuals clause is only "
            + "on the left");

        String page = Files.readString(html);
        assertTrue(page.contains("<del>two (2)</del>") && page.contains("<ins>four (4)</ins>"), "the page marks the words");
        // both copies keep 5.1's "Nothing in this Agreement grants the Receiving Party any licence": no change on that point
        assertTrue(cli.out.toString().contains("On the right, 3 point(s) favour the disclosing party, 0 the receiving party."),
            cli.out.toString());
    }

    @Test
    void aTermLeftBlankFavoursNeitherSideAgainstATermNotStated() throws Exception {
        String text = Files.readString(SAMPLE);
        Path silent = Files.writeString(cli.home().resolve("silent.txt"), text.replace(" and continues for two (2) years", ""));
        Path blank = Files.writeString(cli.home().resolve("blank.txt"), text.replace("continues for two (2) years",
            "continues for [insert number] years"));
        Path json = cli.home().resolve("blank.json");
        assertEquals(0, cli.run("compare", silent.toString(), blank.toString(), "--json", json.toString()), cli.err.toString());
        JsonNode term = point(new ObjectMapper().readTree(json.toFile()), "term");
        assertEquals(List.of("not-stated", "left-blank", "NEITHER"), List.of(term.get("left").asText(), term.get("right").asText(),
            term.get("favours").asText()), term.toString());
    }

    @Test
    void anNdaAgainstAPlaybooksStandardAndBadArgumentsRefused() throws Exception {
        Path json = cli.home().resolve("standard.json");
        assertEquals(0, cli.run("compare", SAMPLE.toString(), "--playbook", "default-recipient", "--json", json.toString()),
            cli.err.toString());
        JsonNode result = new ObjectMapper().readTree(json.toFile());
        assertEquals("playbook default-recipient", result.get("right").asText());
        assertTrue(result.get("points").size() >= 9);
        assertTrue(result.get("rows").size() > 0, "passages beside the playbook's language");
        assertEquals(2, cli.run("compare", SAMPLE.toString()));
        assertTrue(cli.err.toString().contains("Give a second NDA to compare with, or --playbook"), cli.err.toString());
    }

    private static JsonNode point(JsonNode result, String topic) {
        for (JsonNode point : result.get("points")) {
            if (point.get("topic").asText().equals(topic)) {
                return point;
            }
        }
        throw new AssertionError("no point " + topic);
    }
}
