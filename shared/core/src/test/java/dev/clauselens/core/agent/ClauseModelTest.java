package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClauseModelTest {
    private static final List<ClauseCategory> TOPICS = List.of(ClauseCategory.NON_SOLICITATION, ClauseCategory.GOVERNING_LAW,
        ClauseCategory.RETURN_OR_DESTRUCTION);
    private static final List<String> WORDING = List.of("shall not solicit or hire any employee",
        "governed by the laws of the State of New York", "return or destroy all confidential information");

    /** Each topic has its own direction in the vector space and its own words; the noise keeps examples apart. */
    private static List<ClauseModel.Example> examples(int perTopic, long seed) {
        Random random = new Random(seed);
        List<ClauseModel.Example> examples = new ArrayList<>();
        for (int n = 0; n < perTopic; n++) {
            for (int t = 0; t < TOPICS.size(); t++) {
                float[] vector = new float[8];
                for (int i = 0; i < vector.length; i++) {
                    vector[i] = (float) (random.nextGaussian() * 0.3);
                }
                vector[t] += 1;
                examples.add(new ClauseModel.Example(WORDING.get(t) + " clause " + n, new Embedding("test-model", vector),
                    TOPICS.get(t), "document-" + n));
            }
        }
        return examples;
    }

    @Test
    void learnsTopicsAndGivesProbabilitiesThatSumToOne() {
        ClauseModel model = ClauseModel.train(examples(40, 1), 1, 64, Map.of("synthetic", 120));
        for (var example : examples(5, 2)) {
            List<ClauseModel.Scored> ranked = model.rank(example.text(), example.embedding());
            assertEquals(example.category(), ranked.getFirst().category(), example.text());
            assertEquals(1.0, ranked.stream().mapToDouble(ClauseModel.Scored::probability).sum(), 1e-9);
            assertTrue(ranked.get(0).probability() >= ranked.get(1).probability());
        }
        assertEquals(3, model.card().labels().size());
        assertTrue(model.card().calibrationExamples() > 0, "a fifth of the documents is held out for the temperature");
        assertTrue(model.card().temperature() > 0);
    }

    @Test
    void savedModelPredictsTheSameAfterLoading(@TempDir Path folder) {
        ClauseModel model = ClauseModel.train(examples(30, 3), 1, 64, Map.of());
        model.save(folder);
        ClauseModel loaded = ClauseModel.load(folder);
        var probe = examples(1, 4).getFirst();
        var before = model.rank(probe.text(), probe.embedding());
        var after = loaded.rank(probe.text(), probe.embedding());
        for (int i = 0; i < before.size(); i++) {
            assertEquals(before.get(i).category(), after.get(i).category());
            assertEquals(before.get(i).probability(), after.get(i).probability(), 1e-4, "weights are stored to 6 digits");
        }
        assertEquals(model.card(), loaded.card());
    }

    @Test
    void refusesVectorsOfAnotherEmbeddingModel() {
        ClauseModel model = ClauseModel.train(examples(20, 5), 1, 64, Map.of());
        var other = new Embedding("titan", new float[8]);
        assertFalse(model.reads(other));
        assertThrows(IllegalArgumentException.class, () -> model.rank("text", other));
        assertFalse(model.reads(new Embedding("test-model", new float[16])), "same model, another size");
    }

    @Test
    void needsThreeCategories() {
        var two = examples(10, 6).stream().filter(e -> e.category() != ClauseCategory.GOVERNING_LAW).toList();
        assertThrows(IllegalArgumentException.class, () -> ClauseModel.train(two, 1, 64, Map.of()));
    }

    @Test
    void temperatureSoftensOverconfidentScores() {
        // Scores that always put the winner far ahead although it is right only half the time call for T > 1.
        double[][] scores = new double[100][];
        int[] truth = new int[100];
        for (int i = 0; i < 100; i++) {
            scores[i] = new double[] {6, 0, 0};
            truth[i] = i % 2 == 0 ? 0 : 1;
        }
        assertTrue(ClauseModel.fitTemperature(scores, truth) > 2);
    }

    @Test
    void builtInModelReadsTheDefaultEmbeddings() {
        var builtIn = ClauseModel.builtIn().orElseThrow();
        assertEquals("bge-small-en-v1.5-q", builtIn.card().embeddingModel());
        assertEquals(384, builtIn.card().dimensions());
        assertTrue(builtIn.card().labels().contains(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION.id()));
    }
}
