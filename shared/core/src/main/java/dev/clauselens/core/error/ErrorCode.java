package dev.clauselens.core.error;

/**
 * Stable error codes. They appear in API responses, in the command line's JSON output and in the
 * state machine's failure records, so a code is never renamed once published.
 */
public enum ErrorCode {
    /** The bytes are not a PDF, DOCX, plain text, Markdown or Word Add-in payload. */
    UNSUPPORTED_TYPE,
    /** The document is protected by a password. */
    ENCRYPTED,
    /** The document is larger than the configured byte or character limit. */
    TOO_LARGE,
    /** The PDF has more pages than the configured limit. */
    TOO_MANY_PAGES,
    /** The document holds no extractable text (for example a scanned PDF). */
    NO_TEXT,
    /** The document is damaged beyond what the parser can recover. */
    MALFORMED,
    /** The archive inflates far beyond its size or holds too many entries. */
    ZIP_BOMB,
    /** Parsing took longer than the configured wall-time limit. */
    TIMEOUT,
    /** The request itself is wrong (missing file, bad payload shape). */
    INVALID_INPUT,
    /** The language model service throttled the request (retriable). */
    MODEL_THROTTLED,
    /** The language model service was unavailable: a timeout, a 5xx, a model not ready (retriable). */
    MODEL_UNAVAILABLE,
    /** The language model service refused the request: validation, access, model error, content filter. */
    MODEL_REJECTED,
    /** The model's answer did not follow the required schema, even after one repair. */
    MODEL_INVALID_ANSWER,
    /** The document's token budget is spent; agents finish on their local layer. */
    BUDGET_EXHAUSTED,
    /** A setting (environment variable) is missing or unusable, such as a threshold that is not a number. */
    INVALID_CONFIGURATION,
    /** An unexpected failure (a crash, a function that ran out of time or memory); the reason says where to look. */
    INTERNAL,
    /** The analysis's execution was stopped before it finished (an operator aborted it); it can be started again. */
    CANCELLED,
    /** The request does not fit the analysis's state (HTTP 409), such as retrying one that has not failed. */
    CONFLICT,
    /** The server has as much work in progress as it takes; the request may be sent again shortly (HTTP 503). */
    BUSY,
    /** The analysis or document does not exist for this tenant (HTTP 404). */
    NOT_FOUND,
    /** The analysis has not finished yet (HTTP 409): its results come when its status is SUCCEEDED. */
    NOT_READY,
    /** The request carries no tenant: no valid sign-in (HTTP 401). */
    UNAUTHORIZED
}
