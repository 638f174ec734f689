package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.documents.StandardDocumentParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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

    @Test
    void anAnchorFindsTheFirstChunkHoldingItWhateverItsSpacingAndMarkdown() {
        var chunks = new StandardDocumentParser().parse(new DocumentSource("nda.md", ("1. **Confidential Information** means any\n"
            + "information disclosed by a party.\n\n2. The Recipient shall   keep the Confidential Information secret.\n")
            .getBytes(StandardCharsets.UTF_8))).chunks();
        assertEquals(chunks.stream().filter(c -> c.content().contains("keep")).findFirst().orElseThrow(),
            GoldDocuments.anchored(chunks, "shall keep\nthe Confidential"));
        assertTrue(GoldDocuments.anchored(chunks, "Confidential Information means any information").content().startsWith("1."));
        assertNull(GoldDocuments.anchored(chunks, "residuals"));
        var hyphened = new StandardDocumentParser().parse(new DocumentSource("form.txt",
            "By signing you enter a Non\u2010Disclosure agreement with Quillmark.\n".getBytes(StandardCharsets.UTF_8))).chunks();
        assertTrue(GoldDocuments.anchored(hyphened, "enter a Non\u2010Disclosure agreement") != null,
            "an anchor quoted with a Unicode hyphen finds the text the reader reads with a plain one");
    }

    @Test
    void trainingLearnsFromGoldFilesButNeverFromTheDocumentsEvalContractNliOrEvalCuadScores() throws Exception {
        Files.createDirectories(kit.resolve("ndas/real"));
        Files.writeString(kit.resolve("ndas/real/nda.txt"), "1. Governing Law. This Agreement is governed by the laws of Ohio.\n\n"
            + "2. Return. The Recipient shall return all Confidential Information on request.\n");
        Files.createDirectories(kit.resolve("contractnli"));
        Files.writeString(kit.resolve("contractnli/dev.json"),
            "{\"documents\": [{\"id\": 3, \"text\": \"1. This Agreement is governed by the laws of Texas.\"}]}");
        Path gold = Files.createDirectories(kit.resolve("gold"));
        Files.writeString(gold.resolve("a.json"), """
            {"document": "real/nda.txt", "clauses": [
              {"anchor": "governed by the laws of Ohio", "categories": ["governing-law"]},
              {"anchor": "shall return all", "categories": ["return-or-destruction", "confidentiality-obligation"]},
              {"anchor": "not in the document", "categories": ["notices"]}]}""");
        Files.writeString(gold.resolve("b.json"), """
            {"document": "contractnli/dev.json#3", "clauses": [{"anchor": "laws of Texas", "categories": ["governing-law"]}]}""");

        var labelled = TrainCommand.goldClauses(kit, gold);
        assertEquals(List.of(ClauseCategory.GOVERNING_LAW, ClauseCategory.RETURN_OR_DESTRUCTION),
            labelled.stream().map(TrainCommand.Labelled::category).toList(), "the first category a reader gave; dev left out");
        assertTrue(labelled.getFirst().text().contains("laws of Ohio") && labelled.getFirst().group().equals("gold:a.json"),
            labelled.toString());
        var missing = assertThrows(InvalidInputException.class, () -> TrainCommand.goldClauses(kit, kit.resolve("nowhere")));
        assertTrue(missing.getMessage().contains("--gold"), missing.getMessage());
    }
}
