package dev.clauselens.core.error;

/**
 * The document cannot be analysed as given: wrong type, encrypted, too large, damaged, a zip bomb,
 * no text, or parsing ran out of time. Retrying the same bytes gives the same answer.
 */
public final class DocumentRejectedException extends ClauseLensException {

    public DocumentRejectedException(ErrorCode code, String message) {
        super(code, message, null);
    }

    public DocumentRejectedException(ErrorCode code, String message, Throwable cause) {
        super(code, message, cause);
    }
}
