package dev.clauselens.documents.extract;

/**
 * A paragraph as the source format delivers it, located in the extracted raw text.
 *
 * @param headingLevel 1-9 where the source marks the paragraph as a heading (a heading style,
 *                     Markdown {@code #}, the add-in's {@code isHeading}); 0 otherwise
 */
public record SourceParagraph(int start, int end, String style, int headingLevel, int page) {
}
