package dev.clauselens.core.stage;

import dev.clauselens.core.document.FlagType;
import java.util.List;

/**
 * The Parse step's output: where the parsed document is and how big it is, never its text.
 *
 * @param reused whether an earlier run's output was found and returned instead of parsing again
 */
public record ParseResult(
    String tenantId,
    String analysisId,
    String documentId,
    String parsedKey,
    int pageCount,
    int paragraphCount,
    int chunkCount,
    List<FlagType> flags,
    boolean reused) {

    public ParseResult {
        flags = List.copyOf(flags);
    }

    public ParseResult asReused() {
        return new ParseResult(tenantId, analysisId, documentId, parsedKey, pageCount, paragraphCount, chunkCount,
            flags, true);
    }
}
