package dev.clauselens.core.document;

/** The kind of input a document was parsed from, decided from its bytes. */
public enum SourceType {
    PDF, DOCX, TEXT, MARKDOWN, WORD_ADDIN;

    /** What a file's name suggests, for a document registered before it is read; parsing decides from the bytes. */
    public static SourceType guess(String fileName) {
        String name = fileName.toLowerCase(java.util.Locale.ROOT);
        if (name.endsWith(".pdf")) {
            return PDF;
        }
        if (name.endsWith(".docx")) {
            return DOCX;
        }
        if (name.endsWith(".json")) {
            return WORD_ADDIN;
        }
        return name.endsWith(".md") || name.endsWith(".markdown") ? MARKDOWN : TEXT;
    }
}
