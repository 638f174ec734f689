package dev.clauselens.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.documents.extract.Extractors;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The document a gold file of {@code eval review} names, read from the kit: a real NDA's file under
 * {@code ndas/} ({@code "contractnli_dev_real_ndas/cnli_dev_id010_search-pdf.txt"}), or the text of one
 * document of a ContractNLI split by its id ({@code "contractnli/dev.json#14"}), read as a plain-text upload.
 */
final class GoldDocuments {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Path datasets;
    private final Map<Path, JsonNode> splits = new HashMap<>();

    GoldDocuments(Path datasets) {
        this.datasets = datasets;
    }

    DocumentSource read(String goldFile, String reference) throws IOException {
        int hash = reference.indexOf('#');
        if (hash < 0) {
            Path file = datasets.resolve("ndas").resolve(reference);
            if (!Files.isRegularFile(file)) {
                throw new InvalidInputException(goldFile + " names the document " + reference + ", which is not under " + file.getParent());
            }
            return new DocumentSource(file.getFileName().toString(), Files.readAllBytes(file));
        }
        Path split = datasets.resolve(reference.substring(0, hash));
        String id = reference.substring(hash + 1);
        if (!Files.isRegularFile(split)) {
            throw new InvalidInputException(goldFile + " names a document of " + split + ", which is not in the kit");
        }
        JsonNode documents = splits.computeIfAbsent(split, GoldDocuments::readJson).path("documents");
        for (JsonNode document : documents) {
            if (document.path("id").asText().equals(id)) {
                return new DocumentSource("contractnli-" + id + ".txt", document.path("text").asText().getBytes(StandardCharsets.UTF_8));
            }
        }
        throw new InvalidInputException(goldFile + " names document " + id + ", which " + split.getFileName() + " does not hold");
    }

    /**
     * Whether a gold file's document is one that {@code eval contractnli} (ContractNLI dev, by id or as the kit's real file)
     * or {@code eval cuad} (a CUAD contract) scores, so that no layer may train on it.
     */
    static boolean scoredByOtherEvals(String reference) {
        return reference.startsWith("contractnli/dev") || reference.startsWith("contractnli_dev") || reference.startsWith("cuad");
    }

    /** The gold files of a folder, in name order. */
    static List<Path> files(Path folder) {
        try (Stream<Path> listing = Files.list(folder)) {
            return listing.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new InvalidInputException("Cannot read the gold files in " + folder + ": " + e.getMessage());
        }
    }

    /** The first chunk whose text holds a gold file's anchor, compared without whitespace or Markdown marks; null if none. */
    static Chunk anchored(List<Chunk> chunks, String anchor) {
        String flat = flat(anchor);
        return chunks.stream().filter(c -> flat(c.content()).contains(flat)).findFirst().orElse(null);
    }

    /** A text as an anchor is compared: no Markdown marks, one space for any run, Unicode hyphens as the reader reads them. */
    static String flat(String text) {
        return Extractors.plainHyphens(text.replaceAll("[*_\\\\]", "")).replaceAll("\\s+", " ").strip();
    }

    /** A gold file or a split, parsed; unreadable JSON is the user's input error. */
    static JsonNode readJson(Path file) {
        try {
            return JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new InvalidInputException("Cannot read " + file + ": " + e.getMessage());
        }
    }
}
