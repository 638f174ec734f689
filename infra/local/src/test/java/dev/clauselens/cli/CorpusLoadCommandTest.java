package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CorpusLoadCommandTest {
    @TempDir
    Path home;

    private final ObjectMapper json = new ObjectMapper();
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @AfterEach
    void forgetHome() {
        System.clearProperty("clauselens.home");
    }

    @Test
    void loadsTheBuiltInClausesOnceAndKeepsThemInTheHomeFolder() throws Exception {
        System.setProperty("clauselens.home", home.toString());
        assertEquals(0, run("corpus", "load", "--json"));
        JsonNode first = json.readTree(out.toString());
        assertTrue(first.get("added").asInt() > 150, out.toString());
        assertTrue(Files.exists(home.resolve("corpus.bin")));

        out.getBuffer().setLength(0);
        assertEquals(0, run("corpus", "load", "--json"));
        JsonNode second = json.readTree(out.toString());
        assertEquals(0, second.get("added").asInt());
        assertEquals(first.get("added").asInt(), second.get("already_present").asInt());
        assertTrue(err.toString().contains("embedding 100%"), err.toString());
    }

    @Test
    void refusesTheContractNliTestSplitWithExitTwo() throws Exception {
        System.setProperty("clauselens.home", home.toString());
        Path test = Files.writeString(home.resolve("test.json"), "{\"documents\": []}");
        assertEquals(2, run("corpus", "load", "--json", "--contractnli", test.toString()));
        JsonNode error = json.readTree(out.toString()).get("error");
        assertEquals("INVALID_INPUT", error.get("code").asText());
        assertTrue(error.get("message").asText().contains("test split"));
    }

    private int run(String... args) {
        var commandLine = ClauseLens.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine.execute(args);
    }
}
