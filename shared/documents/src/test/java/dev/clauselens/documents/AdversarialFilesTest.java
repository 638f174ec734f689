package dev.clauselens.documents;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.error.DocumentRejectedException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every malformed or hostile file in {@code ../shared/adversarial} yields text or a typed error
 * within a time bound, and the outcome matches {@code adversarial-outcomes.tsv} so that any change
 * of behaviour shows. On a mismatch the actual table is written to
 * {@code target/adversarial-outcomes.actual.tsv} for review.
 */
class AdversarialFilesTest {
    private static final Duration PER_FILE_LIMIT = Duration.ofSeconds(10);
    private static final long PER_FILE_BOUND_MS = PER_FILE_LIMIT.toMillis() + 5_000;

    private final ParserLimits limits = new ParserLimits(ParserLimits.DEFAULTS.maxBytes(),
        ParserLimits.DEFAULTS.maxPages(), ParserLimits.DEFAULTS.maxCharacters(), ParserLimits.DEFAULTS.maxInflateRatio(),
        ParserLimits.DEFAULTS.maxInflatedBytes(), ParserLimits.DEFAULTS.maxZipEntries(), PER_FILE_LIMIT,
        ParserLimits.DEFAULTS.maxChunkTokens());
    private final StandardDocumentParser parser = new StandardDocumentParser(limits);

    @Test
    void everyHostileFileYieldsTextOrATypedErrorInTime() throws IOException {
        Path adversarial = SharedData.require("adversarial");
        List<Path> files = new ArrayList<>();
        for (String folder : List.of("pdf/dev", "docx/dev", "tricky-pdf")) {
            files.addAll(SharedData.files(adversarial.resolve(folder)));
        }
        assertTrue(files.size() > 100, "expected the adversarial corpus, found " + files.size() + " files");
        Map<String, String> expected = expectedOutcomes();
        Map<String, String> actual = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (Path file : files) {
            String name = adversarial.relativize(file).toString();
            long start = System.nanoTime();
            String outcome = outcome(file);
            long millis = (System.nanoTime() - start) / 1_000_000;
            actual.put(name, outcome);
            if (millis > PER_FILE_BOUND_MS) {
                problems.add(name + " took " + millis + " ms");
            }
            if (!outcome.equals(expected.get(name))) {
                problems.add(name + ": expected " + expected.get(name) + ", got " + outcome);
            }
        }
        if (!problems.isEmpty()) {
            var table = new StringBuilder("# file under ../shared/adversarial\toutcome (OK or the error code)\n");
            actual.forEach((name, outcome) -> table.append(name).append('\t').append(outcome).append('\n'));
            Path report = Path.of("target", "adversarial-outcomes.actual.tsv");
            Files.createDirectories(report.getParent());
            Files.writeString(report, table);
            fail(problems.size() + " adversarial files changed behaviour (actual table in " + report + "):\n"
                + String.join("\n", problems));
        }
    }

    private String outcome(Path file) throws IOException {
        try {
            ParsedDocument document = parser.parse(new DocumentSource(file.getFileName().toString(),
                Files.readAllBytes(file)));
            ParsedDocumentAssertions.assertWellFormed(document, limits.maxChunkTokens());
            return "OK";
        } catch (DocumentRejectedException e) {
            assertTrue(!e.getMessage().contains("Exception") && !e.getMessage().contains("java."),
                () -> file + ": the message is not written for a person: " + e.getMessage());
            return e.code().name();
        }
    }

    private static Map<String, String> expectedOutcomes() throws IOException {
        Map<String, String> expected = new LinkedHashMap<>();
        try (InputStream in = AdversarialFilesTest.class.getResourceAsStream("/adversarial-outcomes.tsv")) {
            if (in == null) {
                return expected;
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] columns = line.split("\t");
                    expected.put(columns[0], columns[1]);
                }
            }
        }
        return expected;
    }
}
