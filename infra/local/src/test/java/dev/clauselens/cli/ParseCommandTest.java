package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ParseCommandTest {
    private static final Path SAMPLE = Path.of("samples", "mutual-nda.txt");

    private final ObjectMapper json = new ObjectMapper();
    private final CommandRun cli = new CommandRun();

    @Test
    void printsAReadableOutlineOfTheSampleNda() {
        assertEquals(0, cli.run("parse", SAMPLE.toString()));
        String outline = cli.out.toString();
        assertTrue(outline.startsWith("MUTUAL NON-DISCLOSURE AGREEMENT"), outline);
        assertTrue(outline.contains("7. Term and Termination"), outline);
        assertTrue(outline.contains("    7.2  [1 chunk]"), outline);
        assertTrue(outline.contains("flags: none"), outline);
    }

    @Test
    void printsTheParsedDocumentAsJson() throws IOException {
        assertEquals(0, cli.run("parse", "--json", SAMPLE.toString()));
        JsonNode document = json.readTree(cli.out.toString());
        assertEquals("TEXT", document.get("sourceType").asText());
        String raw = document.get("rawText").asText();
        for (JsonNode chunk : document.get("chunks")) {
            assertEquals(chunk.get("content").asText(),
                raw.substring(chunk.get("startPosition").asInt(), chunk.get("endPosition").asInt()));
        }
        assertTrue(document.get("chunks").size() > 20);
    }

    @Test
    void aBadFileExitsTwoWithATypedJsonErrorAndNoStackTrace(@TempDir Path dir) throws IOException {
        Path bad = Files.write(dir.resolve("nda.pdf"), new byte[] {'%', 'P', 'D', 'F', '-', '1', '.', '7', 0, 1, 2});
        assertEquals(2, cli.run("parse", "--json", bad.toString()));
        JsonNode error = json.readTree(cli.out.toString()).get("error");
        assertEquals("MALFORMED", error.get("code").asText());
        assertFalse(error.get("message").asText().isBlank());
        assertFalse((cli.out.toString() + cli.err).contains("\tat "), "no stack trace");
    }

    @Test
    void anEvaluationGivenAFolderForItsSplitSaysSoAtOnce(@TempDir Path dir) {
        assertEquals(2, cli.run("eval", "contractnli", "--data", dir.toString()));
        assertTrue(cli.err.toString().contains("give a ContractNLI split file, such as " + dir.resolve("dev.json")), cli.err.toString());
        assertFalse(cli.err.toString().contains("reference corpus"), "nothing is built before the input is checked");
    }

    @Test
    void aMissingFileIsInvalidInput() throws IOException {
        assertEquals(2, cli.run("parse", "--json", "no/such/nda.docx"));
        assertEquals("INVALID_INPUT", json.readTree(cli.out.toString()).get("error").get("code").asText());
        cli.out.getBuffer().setLength(0);
        assertEquals(2, cli.run("parse", "no/such/nda.docx"));
        assertTrue(cli.err.toString().contains("No such file"), cli.err.toString());
    }
}
