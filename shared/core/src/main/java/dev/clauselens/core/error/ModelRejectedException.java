package dev.clauselens.core.error;

/** The model service refused the call (validation, access denied, model error, content filtered): retrying will not help. */
public final class ModelRejectedException extends ClauseLensException {
    public ModelRejectedException(String message, Throwable cause) {
        super(ErrorCode.MODEL_REJECTED, message, cause);
    }
}
