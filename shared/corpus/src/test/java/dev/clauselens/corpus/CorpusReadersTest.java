package dev.clauselens.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.clauselens.core.corpus.CorpusStatistics;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.embedded.InMemoryReferenceCorpus;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CorpusReadersTest {
    private static final String CUAD = """
        {"version": "aok_v1.0", "data": [{"title": "ACME_2019_NDA", "paragraphs": [{"context": "...",
          "qas": [
            {"id": "ACME_2019_NDA__Governing Law", "question": "...", "answers": [
               {"text": "This Agreement is governed by the laws of Texas.", "answer_start": 10},
               {"text": "Texas", "answer_start": 50}]},
            {"id": "ACME_2019_NDA__Cap On Liability", "question": "...", "answers": []}]}]}]}""";

    private static final String CONTRACT_NLI = """
        {"documents": [{"id": 7, "file_name": "nda-7.pdf", "text": "Intro. The obligations survive for two years. End.",
          "spans": [[0, 6], [7, 45], [46, 50]],
          "annotation_sets": [{"annotations": {
            "nda-19": {"choice": "Entailment", "spans": [1]},
            "nda-2": {"choice": "NotMentioned", "spans": []}}}]}],
         "labels": {}}""";

    @Test
    void readsCuadAnswersAsCategorisedClauses(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("train.json"), CUAD);
        List<CorpusBatch> batches = CuadReader.read(file);
        assertEquals(1, batches.size());
        assertEquals("cuad", batches.getFirst().document().source());
        List<ReferenceClause> clauses = batches.getFirst().clauses();
        assertEquals(1, clauses.size(), "answers under four words are skipped");
        assertEquals(ClauseCategory.GOVERNING_LAW, clauses.getFirst().category());
    }

    @Test
    void refusesCuadTestContracts(@TempDir Path dir) throws IOException {
        Path kitTitles = Path.of(System.getProperty("clauselens.shared.dir", "../../../shared"),
            "datasets/cuad/split/test_titles.txt");
        assumeTrue(Files.exists(kitTitles), "skipped: ../shared is not here");
        String testTitle = Files.readAllLines(kitTitles).getFirst().replace("\uFEFF", "").strip();
        Path file = Files.writeString(dir.resolve("mixed.json"), CUAD.replace("ACME_2019_NDA", testTitle));
        var e = assertThrows(InvalidInputException.class, () -> CuadReader.read(file));
        assertTrue(e.getMessage().contains("test split"), e.getMessage());
    }

    @Test
    void readsContractNliEvidenceSpansWithTheirVerdicts(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("train-first50.json"), CONTRACT_NLI);
        List<CorpusBatch> batches = ContractNliReader.read(file);
        assertEquals("contractnli-train", batches.getFirst().document().source());
        ReferenceClause clause = batches.getFirst().clauses().getFirst();
        assertEquals("The obligations survive for two years.", clause.text());
        assertEquals(Hypothesis.NDA_19, clause.hypothesis());
        assertEquals(NliLabel.ENTAILMENT, clause.nliLabel());
        assertEquals(1, batches.getFirst().clauses().size(), "NotMentioned has no evidence");
    }

    @Test
    void refusesTheContractNliTestSplitAndUnnamedFiles(@TempDir Path dir) throws IOException {
        Path test = Files.writeString(dir.resolve("test.json"), CONTRACT_NLI);
        assertTrue(assertThrows(InvalidInputException.class, () -> ContractNliReader.read(test)).getMessage()
            .contains("test split"));
        Path unknown = Files.writeString(dir.resolve("nlidata.json"), CONTRACT_NLI);
        assertThrows(InvalidInputException.class, () -> ContractNliReader.read(unknown));
    }

    @Test
    void aSecondLoadAddsNothing(@TempDir Path dir) throws IOException {
        var corpus = new InMemoryReferenceCorpus();
        var loader = new CorpusLoader(corpus, new BgeSmallEmbeddingModel());
        List<CorpusBatch> input = new ArrayList<>(List.of(BuiltInCorpus.read()));
        input.addAll(ContractNliReader.read(Files.writeString(dir.resolve("dev.json"), CONTRACT_NLI)));
        var first = loader.load(input, (done, total) -> { });
        assertEquals(first.clauses() - first.duplicates(), first.added());
        assertTrue(first.added() > 150);
        var second = loader.load(input, (done, total) -> { });
        assertEquals(0, second.added());
        assertEquals(first.added(), second.present());
        assertEquals(first.added(), corpus.clauseCount());

        var survival = new CorpusStatistics(corpus).of(ClauseCategory.TERM_AND_SURVIVAL);
        assertTrue(survival.withDuration() >= 4, survival::toString);
        assertTrue(survival.shareShorterThan(60) > 0 && survival.shareShorterThan(60) < 1,
            "five years sits inside the built-in range of survival periods");
    }
}
