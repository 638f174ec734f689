package dev.clauselens.core.agent;

import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.document.Chunk;
import java.util.regex.Pattern;

/** A chunk with the embedding of its section heading and text, as every agent sees it. */
public record ChunkVector(Chunk chunk, Embedding embedding) {
    private static final Pattern TITLED = Pattern.compile("\\p{L}{3,}");

    /**
     * What is embedded: the innermost section title that has words (so {@code 3. Exceptions}, not
     * {@code (a)}) with the clause, since headings carry meaning.
     */
    public static String embeddingText(Chunk chunk) {
        for (int i = chunk.sectionPath().size() - 1; i >= 0; i--) {
            String element = chunk.sectionPath().get(i);
            if (TITLED.matcher(element).find()) {
                return chunk.content().startsWith(element) ? chunk.content() : element + ": " + chunk.content();
            }
        }
        return chunk.content();
    }
}
