package dev.clauselens.core.corpus;

import java.util.Arrays;
import java.util.Objects;

/**
 * A vector and the model that produced it. Vectors of different models are not comparable, so
 * every store records the model and refuses to mix them.
 */
public record Embedding(String model, float[] vector) {
    public Embedding {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(vector, "vector");
        if (vector.length == 0) {
            throw new IllegalArgumentException("an embedding needs at least one dimension");
        }
    }

    public int dimensions() {
        return vector.length;
    }

    /** Cosine similarity with another vector of the same model and size. */
    public double cosine(Embedding other) {
        if (!model.equals(other.model) || vector.length != other.vector.length) {
            throw new EmbeddingMismatchException(model + "/" + vector.length, other.model + "/" + other.vector.length);
        }
        double dot = 0;
        double normA = 0;
        double normB = 0;
        for (int i = 0; i < vector.length; i++) {
            dot += vector[i] * other.vector[i];
            normA += vector[i] * vector[i];
            normB += other.vector[i] * other.vector[i];
        }
        return normA == 0 || normB == 0 ? 0 : dot / Math.sqrt(normA * normB);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Embedding other && model.equals(other.model) && Arrays.equals(vector, other.vector);
    }

    @Override
    public int hashCode() {
        return 31 * model.hashCode() + Arrays.hashCode(vector);
    }

    @Override
    public String toString() {
        return "Embedding[" + model + ", " + vector.length + " dimensions]";
    }
}
