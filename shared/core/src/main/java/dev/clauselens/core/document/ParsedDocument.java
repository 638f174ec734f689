package dev.clauselens.core.document;

import java.util.List;
import java.util.Objects;

/**
 * The Parser stage's output: the document's text, its paragraphs and its clause chunks, all located
 * by character offsets into {@code rawText}.
 *
 * @param title      the document's title as written in it, or its file name
 * @param sourceType what the bytes were
 * @param rawText    the text every offset points into
 * @param pageCount  pages for PDF input, otherwise 0
 * @param paragraphs paragraphs in reading order
 * @param chunks     clause chunks in reading order
 * @param flags      warnings for the reviewer
 */
public record ParsedDocument(
    String title,
    SourceType sourceType,
    String rawText,
    int pageCount,
    List<Paragraph> paragraphs,
    List<Chunk> chunks,
    List<DocumentFlag> flags) {

    public ParsedDocument {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(sourceType, "sourceType");
        Objects.requireNonNull(rawText, "rawText");
        paragraphs = List.copyOf(paragraphs);
        chunks = List.copyOf(chunks);
        flags = List.copyOf(flags);
    }
}
