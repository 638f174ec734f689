package dev.clauselens.core.document;

import java.util.List;
import java.util.Objects;

/**
 * One clause, or a sentence-aligned part of a long one. {@code content} equals
 * {@code rawText.substring(startPosition, endPosition)} exactly, and the paragraph fields locate
 * the same span inside the document's paragraphs, so a Word Add-in can pin it to the text.
 *
 * @param id                 stable within the document ({@code c0001}, ...)
 * @param index              position among the document's chunks, from 0
 * @param content            the clause text
 * @param sectionPath        enclosing headings and numbers, outermost first
 * @param tokenEstimate      approximate model tokens of {@code content}
 * @param startPosition      offset of the first character in the raw text
 * @param endPosition        offset just past the last character
 * @param paragraphIndex     the paragraph the chunk starts in
 * @param paragraphOffset    offset of the chunk's start inside that paragraph
 * @param endParagraphIndex  the paragraph the chunk ends in
 * @param endParagraphOffset offset just past the chunk's end inside that paragraph
 * @param kind               clause text, signature block, form field or table of contents
 */
public record Chunk(
    String id,
    int index,
    String content,
    List<String> sectionPath,
    int tokenEstimate,
    int startPosition,
    int endPosition,
    int paragraphIndex,
    int paragraphOffset,
    int endParagraphIndex,
    int endParagraphOffset,
    ChunkKind kind) {

    public Chunk {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(kind, "kind");
        sectionPath = List.copyOf(sectionPath);
        if (endPosition - startPosition != content.length()) {
            throw new IllegalArgumentException("chunk " + id + ": positions do not match the content length");
        }
        if (paragraphOffset < 0 || endParagraphIndex < paragraphIndex) {
            throw new IllegalArgumentException("chunk " + id + ": bad paragraph anchor");
        }
    }
}
