package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code eval terms} on a small CUAD-layout file written here: five contracts, the fifth held out. */
class EvalTermsCommandTest {
    private final ObjectMapper json = new ObjectMapper();
    private final CommandRun cli = new CommandRun();

    @Test
    void scoresTheLawReadAgainstTheAnswersAndNeverListsTheHeldOutMisses(@TempDir Path dir) throws IOException {
        ObjectNode file = json.createObjectNode();
        ArrayNode data = file.putArray("data");
        contract(data, "right", "1. Term. Two years.\n\n2. Law. This Agreement is governed by the laws of the State of Oregon.",
            "This Agreement is governed by the laws of the State of Oregon.");
        contract(data, "wrong place", "1. Law. This Agreement is governed by the laws of the State of Idaho.\n\n2. Courts. The laws of"
            + " Montana apply to any dispute.", "The laws of Montana apply to any dispute.");
        contract(data, "not named", "1. Law. This Agreement is governed by the laws of [***].",
            "This Agreement is governed by the laws of [***].");
        contract(data, "no answer", "1. Law. This Agreement is governed by English law.", null);
        contract(data, "held out", "1. Law. This Agreement shall be subject to the rules of the club.",
            "This Agreement shall be subject to the rules of the club.");
        Path cuad = Files.writeString(dir.resolve("cuad.json"), json.writeValueAsString(file));

        assertEquals(0, cli.run("eval", "terms", "--data", cuad.toString(), "--misses", "--json"));
        JsonNode report = json.readTree(cli.out.toString()).get("governing_law");
        JsonNode development = report.get("development");
        assertEquals(3, development.get("contracts_with_answer").asInt());
        assertEquals(1, development.get("right").asInt());
        assertEquals(1, development.get("wrong").asInt());
        assertEquals(1, development.get("not_named").asInt());
        assertEquals(1, development.get("named_without_answer").asInt(), "English law named where CUAD has no answer");
        assertEquals(1, report.at("/held_out/not_named").asInt());
        assertEquals(3, report.get("development_misses").size());
        assertFalse(report.get("development_misses").toString().contains("held out"), "the held-out fifth's misses are never listed");
        assertTrue(report.get("development_misses").toString().contains("State of Idaho"));
    }

    private static void contract(ArrayNode data, String title, String context, String answer) {
        ObjectNode document = data.addObject().put("title", title);
        ObjectNode paragraph = document.putArray("paragraphs").addObject().put("context", context);
        ObjectNode qa = paragraph.putArray("qas").addObject().put("id", title + "__Governing Law");
        ArrayNode answers = qa.putArray("answers");
        if (answer != null) {
            answers.addObject().put("text", answer).put("answer_start", context.indexOf(answer));
        }
    }
}
