package dev.clauselens.core.error;

/** The model service throttled the call and the client's retries did not get through. */
public final class ModelThrottledException extends RetriableModelException {
    public ModelThrottledException(String message, Throwable cause) {
        super(ErrorCode.MODEL_THROTTLED, message, cause);
    }
}
