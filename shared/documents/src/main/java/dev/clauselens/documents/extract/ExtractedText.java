package dev.clauselens.documents.extract;

import dev.clauselens.core.document.DocumentFlag;
import dev.clauselens.core.document.SourceType;
import java.util.List;

/**
 * The raw text of a document and its paragraphs, before sections and chunks are found.
 *
 * @param title the title the file itself declares (metadata), or {@code null}
 */
public record ExtractedText(
    SourceType sourceType,
    String rawText,
    List<SourceParagraph> paragraphs,
    String title,
    int pageCount,
    List<DocumentFlag> flags) {

    public ExtractedText {
        paragraphs = List.copyOf(paragraphs);
        flags = List.copyOf(flags);
    }
}
