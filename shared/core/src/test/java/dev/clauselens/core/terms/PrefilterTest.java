package dev.clauselens.core.terms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The key-term extractor tries its term, confidentiality-period and forum patterns only on chunks that contain a word
 * each of them needs (a speed-up). A new pattern without such a word would silently never match: on every paragraph of
 * the kit's ContractNLI NDAs, no pattern may match where its filter word is missing.
 */
class PrefilterTest {
    @Test
    void noTermPeriodOrForumPatternMatchesWhereItsPrefilterWordIsMissing() throws Exception {
        Path datasets = Path.of(System.getProperty("clauselens.shared.dir", "../../../shared")).resolve("datasets/contractnli");
        assumeTrue(Files.isDirectory(datasets), () -> "skipped: " + datasets + " is not here (the ../shared kit is absent)");
        List<String> paragraphs = new ArrayList<>();
        for (String split : List.of("dev.json", "train-first50.json")) {
            JsonNode root = new ObjectMapper().readTree(datasets.resolve(split).toFile());
            root.get("documents").forEach(document -> paragraphs.addAll(List.of(document.get("text").asText().split("\n"))));
        }
        assumeTrue(paragraphs.size() > 1000, "the kit's ContractNLI splits are shorter than expected");
        assertEquals(Optional.empty(), KeyTermExtractor.hiddenByPrefilter(paragraphs));
    }
}
