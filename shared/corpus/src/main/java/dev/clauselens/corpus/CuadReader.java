package dev.clauselens.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.Sha256;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceDocument;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.zip.GZIPInputStream;

/**
 * Reads a CUAD file in SQuAD layout ({@code data[].paragraphs[].qas[]}, question ids ending in
 * {@code __<Category>}): every answer of at least {@value #MIN_WORDS} words becomes a reference clause
 * of its category. Refuses the whole file if any contract is in CUAD's test split.
 */
public final class CuadReader {
    static final int MIN_WORDS = 4;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> TEST_TITLE_HASHES = loadTestTitleHashes();

    private CuadReader() {
    }

    public static List<CorpusBatch> read(Path file) {
        JsonNode root = parse(file);
        JsonNode data = root.path("data");
        if (!data.isArray()) {
            throw new InvalidInputException(file + " is not a CUAD file: it has no 'data' list.");
        }
        List<String> testDocuments = new ArrayList<>();
        for (JsonNode document : data) {
            String title = document.path("title").asText("");
            if (TEST_TITLE_HASHES.contains(Sha256.hex(title.strip()))) {
                testDocuments.add(title);
            }
        }
        if (!testDocuments.isEmpty()) {
            throw new InvalidInputException("Refusing " + file + ": " + testDocuments.size() + " of its contracts are in "
                + "CUAD's test split (for example '" + testDocuments.getFirst() + "'). Only training contracts may enter "
                + "the reference corpus, so that evaluations stay honest.");
        }
        List<CorpusBatch> batches = new ArrayList<>();
        for (JsonNode document : data) {
            String title = document.path("title").asText();
            var reference = new ReferenceDocument("cuad:" + title, title, "cuad", "CC BY 4.0 (CUAD, Hendrycks et al. 2021)");
            List<ReferenceClause> clauses = new ArrayList<>();
            for (JsonNode paragraph : document.path("paragraphs")) {
                for (JsonNode qa : paragraph.path("qas")) {
                    String id = qa.path("id").asText();
                    var category = ClauseCategory.fromCuadLabel(id.substring(id.lastIndexOf("__") + 2));
                    if (category.isEmpty()) {
                        continue;
                    }
                    for (JsonNode answer : qa.path("answers")) {
                        String text = answer.path("text").asText().strip();
                        if (text.split("\\s+").length >= MIN_WORDS) {
                            clauses.add(ReferenceClause.of(reference.id(), text, category.get(), null, null, null));
                        }
                    }
                }
            }
            batches.add(new CorpusBatch(reference, clauses));
        }
        return batches;
    }

    private static JsonNode parse(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new InvalidInputException("No such file: " + file);
        }
        try (InputStream raw = new BufferedInputStream(Files.newInputStream(file))) {
            raw.mark(2);
            boolean gzip = raw.read() == 0x1f && raw.read() == 0x8b;
            raw.reset();
            try (InputStream in = gzip ? new GZIPInputStream(raw) : raw) {
                return JSON.readTree(in);
            }
        } catch (IOException e) {
            throw new InvalidInputException("Cannot read " + file + " as CUAD JSON: " + e.getMessage());
        }
    }

    private static Set<String> loadTestTitleHashes() {
        try (InputStream in = CuadReader.class.getResourceAsStream("cuad-test-titles.sha256")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .collect(Collectors.toUnmodifiableSet());
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("the list of CUAD test titles is missing from the jar", e);
        }
    }
}
