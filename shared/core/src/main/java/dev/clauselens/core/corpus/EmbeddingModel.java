package dev.clauselens.core.corpus;

import java.util.List;

/** Turns text into vectors. Implementations must be safe to call from several threads. */
public interface EmbeddingModel {

    /** A stable name of the model and its variant, recorded with every vector. */
    String id();

    int dimensions();

    Embedding embed(String text);

    /** Embeds several texts at once, which is faster than one by one; the order is kept. */
    List<Embedding> embedAll(List<String> texts);
}
