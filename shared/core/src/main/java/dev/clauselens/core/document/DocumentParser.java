package dev.clauselens.core.document;

import dev.clauselens.core.error.DocumentRejectedException;

/** The Parser stage: turns a document's bytes into paragraphs and clause chunks. */
public interface DocumentParser {

    /**
     * Parses a document. Never hangs and never lets a library's exception escape.
     *
     * @throws DocumentRejectedException with a stable code when the document cannot be parsed
     */
    ParsedDocument parse(DocumentSource source);
}
