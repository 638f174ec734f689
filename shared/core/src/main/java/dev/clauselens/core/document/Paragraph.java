package dev.clauselens.core.document;

/**
 * One paragraph of the document as a reader sees it, located in {@link ParsedDocument#rawText()}.
 *
 * @param index   position in the document, from 0
 * @param start   offset of the first character in the raw text
 * @param end     offset just past the last character
 * @param style   the source's style name (for example {@code Heading 1}), or {@code null}
 * @param heading whether the paragraph is a heading rather than clause text
 * @param page    the page it starts on, from 1, or 0 where the source has no pages
 */
public record Paragraph(int index, int start, int end, String style, boolean heading, int page) {
    /** The most paragraphs a Word Add-in payload may send: the API refuses more before queuing, the parser too. */
    public static final int MAX_FROM_ADDIN = 100_000;

    public Paragraph {
        if (index < 0 || start < 0 || end < start || page < 0) {
            throw new IllegalArgumentException(
                "bad paragraph: index=%d start=%d end=%d page=%d".formatted(index, start, end, page));
        }
    }
}
