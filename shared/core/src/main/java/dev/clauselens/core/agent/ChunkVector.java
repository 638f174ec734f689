package dev.clauselens.core.agent;

import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.document.Chunk;

/** A chunk with the embedding of its section heading and text, as every agent sees it. */
public record ChunkVector(Chunk chunk, Embedding embedding) {

    /** What is embedded: the innermost section title with the clause, since headings carry meaning. */
    public static String embeddingText(Chunk chunk) {
        return chunk.sectionPath().isEmpty() ? chunk.content()
            : chunk.sectionPath().getLast() + ": " + chunk.content();
    }
}
