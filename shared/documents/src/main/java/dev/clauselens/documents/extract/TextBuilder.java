package dev.clauselens.documents.extract;

import dev.clauselens.core.document.DocumentFlag;
import dev.clauselens.core.document.SourceType;
import java.util.ArrayList;
import java.util.List;

/** Builds a raw text one paragraph at a time, one paragraph a line, recording where each one lies. */
final class TextBuilder {
    private final StringBuilder text = new StringBuilder();
    private final List<SourceParagraph> paragraphs = new ArrayList<>();
    private final String separator;
    private final int maxCharacters;

    TextBuilder(String separator, int maxCharacters) {
        this.separator = separator;
        this.maxCharacters = maxCharacters;
    }

    /**
     * Adds a paragraph with its white space made plain (no-break and other Unicode spaces become
     * spaces, runs of spaces one); blank paragraphs are skipped.
     */
    void add(String paragraph, String style, int headingLevel, int page) {
        String trimmed = HeadingShapes.plainSpaces(paragraph);
        if (trimmed.isEmpty()) {
            return;
        }
        if (!paragraphs.isEmpty()) {
            text.append(separator);
        }
        int start = text.length();
        text.append(trimmed);
        paragraphs.add(new SourceParagraph(start, text.length(), style, headingLevel, page));
        Limits.checkCharacters(text.length(), maxCharacters);
    }

    boolean isEmpty() {
        return paragraphs.isEmpty();
    }

    ExtractedText build(SourceType type, String title, int pageCount, List<DocumentFlag> flags) {
        return new ExtractedText(type, text.toString(), paragraphs, title, pageCount, flags);
    }
}
