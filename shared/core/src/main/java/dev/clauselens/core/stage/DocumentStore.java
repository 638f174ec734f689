package dev.clauselens.core.stage;

import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.InvalidInputException;
import java.util.Optional;

/** Where uploads are read and parsed documents kept (S3 in production). */
public interface DocumentStore {

    /**
     * Reads an upload.
     *
     * @throws InvalidInputException      when there is no such object
     * @throws DocumentRejectedException  with {@code TOO_LARGE} when it is over {@code maxBytes}
     */
    byte[] read(String bucket, String key, long maxBytes);

    /** The summary saved with an earlier parse of the same request, if there is one. */
    Optional<ParseResult> findParsed(ParseRequest request);

    /** Saves the parsed document and its summary under {@link ParseRequest#parsedKey()}. */
    void saveParsed(ParseRequest request, ParsedDocument document, ParseResult summary);
}
