package dev.clauselens.core.document;

/** The kind of input a document was parsed from, decided from its bytes. */
public enum SourceType {
    PDF, DOCX, TEXT, MARKDOWN, WORD_ADDIN
}
