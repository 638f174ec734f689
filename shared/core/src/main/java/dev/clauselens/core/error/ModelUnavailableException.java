package dev.clauselens.core.error;

/** The model service timed out, failed with a 5xx or had the model not ready, after the client's retries. */
public final class ModelUnavailableException extends RetriableModelException {
    public ModelUnavailableException(String message, Throwable cause) {
        super(ErrorCode.MODEL_UNAVAILABLE, message, cause);
    }
}
