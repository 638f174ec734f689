package dev.clauselens.core.corpus;

/** Vectors from different models (or sizes) met in one index or one comparison. */
public final class EmbeddingMismatchException extends IllegalStateException {
    public EmbeddingMismatchException(String expected, String actual) {
        super("embeddings from different models cannot be mixed: the index holds " + expected + ", got " + actual);
    }
}
