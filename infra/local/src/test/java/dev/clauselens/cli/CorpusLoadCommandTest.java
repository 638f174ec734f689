package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CorpusLoadCommandTest {
    @TempDir
    Path home;

    private final ObjectMapper json = new ObjectMapper();
    private final CommandRun cli = new CommandRun();

    @AfterEach
    void forgetHome() {
        System.clearProperty("clauselens.home");
    }

    @Test
    void loadsTheBuiltInClausesOnceAndKeepsThemInTheHomeFolder() throws Exception {
        System.setProperty("clauselens.home", home.toString());
        assertEquals(0, cli.run("corpus", "load", "--json"));
        JsonNode first = json.readTree(cli.out.toString());
        assertTrue(first.get("added").asInt() > 150, cli.out.toString());
        assertTrue(Files.exists(home.resolve("corpus.bin")));

        cli.out.getBuffer().setLength(0);
        assertEquals(0, cli.run("corpus", "load", "--json"));
        JsonNode second = json.readTree(cli.out.toString());
        assertEquals(0, second.get("added").asInt());
        assertEquals(first.get("added").asInt(), second.get("already_present").asInt());
        assertTrue(cli.err.toString().contains("embedding 100%"), cli.err.toString());
    }

    @Test
    void refusesTheContractNliTestSplitWithExitTwo() throws Exception {
        System.setProperty("clauselens.home", home.toString());
        Path test = Files.writeString(home.resolve("test.json"), "{\"documents\": []}");
        assertEquals(2, cli.run("corpus", "load", "--json", "--contractnli", test.toString()));
        JsonNode error = json.readTree(cli.out.toString()).get("error");
        assertEquals("INVALID_INPUT", error.get("code").asText());
        assertTrue(error.get("message").asText().contains("test split"));
    }
}
