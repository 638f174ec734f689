package dev.clauselens.core.error;

/** A model call failed for a passing reason; the same call may succeed later. */
public abstract sealed class RetriableModelException extends ClauseLensException
    permits ModelThrottledException, ModelUnavailableException {

    protected RetriableModelException(ErrorCode code, String message, Throwable cause) {
        super(code, message, cause);
    }
}
