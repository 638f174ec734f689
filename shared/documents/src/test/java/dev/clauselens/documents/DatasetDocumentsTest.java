package dev.clauselens.documents;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.ParsedDocument;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every NDA in {@code ../shared/datasets/ndas} and every CUAD sample PDF parses with exact offsets,
 * and the headings listed in {@code expected-sections.tsv} are found.
 */
class DatasetDocumentsTest {
    private final StandardDocumentParser parser = new StandardDocumentParser();

    @TestFactory
    Stream<DynamicTest> everyDatasetDocumentParsesWithExactOffsets() throws IOException {
        Path datasets = SharedData.require("datasets");
        Map<String, List<String>> expected = expectedSections();
        List<Path> files = Stream.concat(
                SharedData.files(datasets.resolve("ndas"), ".pdf", ".docx", ".md", ".txt").stream(),
                SharedData.files(datasets.resolve("cuad/sample-pdfs"), ".pdf", ".txt").stream())
            .toList();
        assertTrue(files.size() > 30, "expected the dataset's documents, found " + files.size());
        for (String listed : expected.keySet()) {
            assertTrue(Files.exists(datasets.resolve(listed)), "expected-sections.tsv names a missing file: " + listed);
        }
        return files.stream().map(file -> {
            String name = datasets.relativize(file).toString();
            return dynamicTest(name, () -> {
                ParsedDocument document = parser.parse(new DocumentSource(file.getFileName().toString(),
                    Files.readAllBytes(file)));
                assertFalse(document.chunks().isEmpty(), name + " has no chunks");
                ParsedDocumentAssertions.assertWellFormed(document, ParserLimits.DEFAULTS.maxChunkTokens());
                for (String section : expected.getOrDefault(name, List.of())) {
                    assertTrue(document.chunks().stream().anyMatch(c -> c.sectionPath().contains(section)),
                        () -> name + ": no chunk under \"" + section + "\"; sections found: " + document.chunks()
                            .stream().map(c -> String.join(" > ", c.sectionPath())).distinct().toList());
                }
            });
        });
    }

    private static Map<String, List<String>> expectedSections() throws IOException {
        Map<String, List<String>> expected = new LinkedHashMap<>();
        try (InputStream in = DatasetDocumentsTest.class.getResourceAsStream("/expected-sections.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] columns = line.split("\t");
                expected.put(columns[0], Arrays.stream(columns[1].split(" \\| ")).map(String::strip).toList());
            }
        }
        return expected;
    }
}
