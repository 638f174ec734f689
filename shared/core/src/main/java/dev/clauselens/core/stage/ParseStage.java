package dev.clauselens.core.stage;

import dev.clauselens.core.document.DocumentFlag;
import dev.clauselens.core.document.DocumentParser;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.ParsedDocument;

/**
 * The Parse step: reads the upload, parses it and keeps the result. Idempotent: a retried or
 * redriven execution finds the earlier output and returns it without parsing again.
 */
public final class ParseStage {
    private final DocumentStore store;
    private final DocumentParser parser;
    private final long maxBytes;

    public ParseStage(DocumentStore store, DocumentParser parser, long maxBytes) {
        this.store = store;
        this.parser = parser;
        this.maxBytes = maxBytes;
    }

    public ParseResult run(ParseRequest request) {
        var earlier = store.findParsed(request);
        if (earlier.isPresent()) {
            return earlier.get().asReused();
        }
        byte[] bytes = store.read(request.bucket(), request.key(), maxBytes);
        String name = request.key().substring(request.key().lastIndexOf('/') + 1);
        ParsedDocument document = parser.parse(new DocumentSource(name, bytes));
        var summary = new ParseResult(request.tenantId(), request.analysisId(), request.documentId(),
            request.parsedKey(), document.pageCount(), document.paragraphs().size(), document.chunks().size(),
            document.flags().stream().map(DocumentFlag::type).distinct().toList(), false);
        store.saveParsed(request, document, summary);
        return summary;
    }
}
