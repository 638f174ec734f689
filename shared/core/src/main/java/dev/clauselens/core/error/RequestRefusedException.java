package dev.clauselens.core.error;

/**
 * A request the API refuses for what it names, not for its shape: something that does not exist for the
 * tenant ({@link ErrorCode#NOT_FOUND}), is not finished ({@link ErrorCode#NOT_READY}) or is in the wrong state
 * ({@link ErrorCode#CONFLICT}). Never raised by a stage: the state machine does not see it.
 */
public final class RequestRefusedException extends ClauseLensException {

    public RequestRefusedException(ErrorCode code, String message) {
        super(code, message, null);
    }
}
