package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The Word Add-in's manifest passes {@code office-addin-manifest validate} (the schema ships with it:
 * no network), and its anchor logic passes its own unit tests ({@code node --test}). The task pane
 * itself is tested in a browser by {@link LocalServerTest}.
 */
class WordAddinTest {
    private static final Path ADDIN = Path.of("../word-addin").toAbsolutePath().normalize();
    private static final Path VALIDATOR = ADDIN.resolve("node_modules/.bin/office-addin-manifest");

    @Test
    void theManifestIsValid() throws Exception {
        assertEquals(0, validate(ADDIN.resolve("manifest.json")));
    }

    @Test
    void theValidatorRefusesABrokenManifest() throws Exception {
        var manifest = (ObjectNode) new ObjectMapper().readTree(ADDIN.resolve("manifest.json").toFile());
        manifest.withObject("/description").put("short", "x".repeat(120));
        Path broken = Files.writeString(ADDIN.resolve("target-broken-manifest.json"), manifest.toString());
        try {
            assertNotEquals(0, validate(broken));
        } finally {
            Files.delete(broken);
        }
    }

    @Test
    void theAnchorLogicPassesItsUnitTests() throws Exception {
        assertEquals(0, run("node", "--test", "test/anchors.test.mjs"));
    }

    private static int validate(Path manifest) throws Exception {
        assumeTrue(Files.isExecutable(VALIDATOR), "skipped: infra/word-addin/node_modules is missing (infra/scripts/test runs npm ci)");
        return run(VALIDATOR.toString(), "validate", manifest.toString());
    }

    private static int run(String... command) throws Exception {
        Process process = new ProcessBuilder(command).directory(ADDIN.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor(2, TimeUnit.MINUTES);
        System.out.println(output);
        return process.exitValue();
    }
}
