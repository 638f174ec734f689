package dev.clauselens.core.error;

import java.util.Objects;

/**
 * Base of every expected failure: it carries a stable {@link ErrorCode} and a message written for a
 * person. Subclasses exist per kind of failure because Step Functions matches on the class name.
 */
public abstract class ClauseLensException extends RuntimeException {
    private final ErrorCode code;

    protected ClauseLensException(ErrorCode code, String message, Throwable cause) {
        super(Objects.requireNonNull(message, "message"), cause);
        this.code = Objects.requireNonNull(code, "code");
    }

    public ErrorCode code() {
        return code;
    }
}
