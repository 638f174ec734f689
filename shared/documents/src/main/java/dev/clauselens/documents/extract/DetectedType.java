package dev.clauselens.documents.extract;

/** What the first bytes of a file say it is. */
enum DetectedType {
    PDF, DOCX, OTHER_ZIP, OLE2, TEXT, WORD_ADDIN_JSON, BINARY
}
