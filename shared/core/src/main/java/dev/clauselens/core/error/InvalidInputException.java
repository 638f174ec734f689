package dev.clauselens.core.error;

/** The request itself is wrong: a missing file or object, a key outside the tenant's area, a bad field. */
public final class InvalidInputException extends ClauseLensException {

    public InvalidInputException(String message) {
        super(ErrorCode.INVALID_INPUT, message, null);
    }
}
