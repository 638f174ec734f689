package dev.clauselens.core.agent;

import dev.clauselens.core.document.Chunk;
import java.util.Arrays;
import java.util.List;

/** The document's text as far as its stored chunks cover it, for steps that run without the upload. */
final class ChunkText {
    private ChunkText() {
    }

    /**
     * Each chunk's content at its own offsets, spaces between them: every chunk span, and so every
     * verified quote, reads exactly as in the raw text.
     */
    static String rebuild(List<Chunk> chunks) {
        int length = chunks.stream().mapToInt(Chunk::endPosition).max().orElse(0);
        char[] text = new char[length];
        Arrays.fill(text, ' ');
        for (Chunk chunk : chunks) {
            String content = chunk.content();
            content.getChars(0, content.length(), text, chunk.startPosition());
        }
        return new String(text);
    }
}
