package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.InvalidInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GoldDocumentsTest {
    @TempDir
    Path kit;

    @Test
    void readsAKitFileOrASplitDocumentByIdAndNamesWhatIsMissing() throws Exception {
        Files.createDirectories(kit.resolve("ndas/real"));
        Files.writeString(kit.resolve("ndas/real/nda.txt"), "MUTUAL NDA");
        Files.createDirectories(kit.resolve("contractnli"));
        Files.writeString(kit.resolve("contractnli/dev.json"),
            "{\"documents\": [{\"id\": 7, \"text\": \"first\"}, {\"id\": 14, \"text\": \"Stockholder NDA\"}]}");
        var documents = new GoldDocuments(kit);

        DocumentSource file = documents.read("a.json", "real/nda.txt");
        assertEquals("nda.txt", file.name());
        assertEquals("MUTUAL NDA", new String(file.bytes(), StandardCharsets.UTF_8));
        DocumentSource split = documents.read("b.json", "contractnli/dev.json#14");
        assertEquals("contractnli-14.txt", split.name(), "read as a plain-text upload");
        assertEquals("Stockholder NDA", new String(split.bytes(), StandardCharsets.UTF_8));

        var noId = assertThrows(InvalidInputException.class, () -> documents.read("c.json", "contractnli/dev.json#99"));
        assertTrue(noId.getMessage().contains("c.json") && noId.getMessage().contains("99"), noId.getMessage());
        var noSplit = assertThrows(InvalidInputException.class, () -> documents.read("d.json", "contractnli/test.json#1"));
        assertTrue(noSplit.getMessage().contains("d.json"), noSplit.getMessage());
        var noFile = assertThrows(InvalidInputException.class, () -> documents.read("e.json", "real/missing.txt"));
        assertTrue(noFile.getMessage().contains("missing.txt"), noFile.getMessage());
    }
}
