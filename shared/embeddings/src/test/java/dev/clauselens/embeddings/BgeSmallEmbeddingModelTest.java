package dev.clauselens.embeddings;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.corpus.Embedding;
import java.util.List;
import org.junit.jupiter.api.Test;

class BgeSmallEmbeddingModelTest {
    private static final BgeSmallEmbeddingModel MODEL = new BgeSmallEmbeddingModel();

    @Test
    void embedsInto384DimensionsAndRecordsTheModel() {
        Embedding embedding = MODEL.embed("The Recipient shall keep the Confidential Information secret.");
        assertEquals(384, embedding.dimensions());
        assertEquals("bge-small-en-v1.5-q", embedding.model());
    }

    @Test
    void placesClausesOfOneKindCloserThanClausesOfAnother() {
        Embedding survival = MODEL.embed("The obligations of confidentiality survive for five years after termination.");
        Embedding survivalToo = MODEL.embed("These confidentiality duties continue for three years after this Agreement ends.");
        Embedding law = MODEL.embed("This Agreement is governed by the laws of the State of New York.");
        assertTrue(survival.cosine(survivalToo) > survival.cosine(law) + 0.1,
            () -> "survival~survival " + survival.cosine(survivalToo) + ", survival~law " + survival.cosine(law));
    }

    @Test
    void aBatchGivesTheSameVectorsAsSingleCalls() {
        List<String> texts = List.of("Either party may terminate on notice.", "No licence is granted.");
        List<Embedding> batch = MODEL.embedAll(texts);
        assertEquals(2, batch.size());
        for (int i = 0; i < texts.size(); i++) {
            assertArrayEquals(MODEL.embed(texts.get(i)).vector(), batch.get(i).vector(), 1e-4f);
        }
        assertEquals(List.of(), MODEL.embedAll(List.of()));
    }
}
