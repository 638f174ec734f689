package dev.clauselens.core.error;

/** A setting (an environment variable) is missing or cannot be used: nothing was started with it. */
public final class InvalidConfigurationException extends ClauseLensException {

    public InvalidConfigurationException(String message, Throwable cause) {
        super(ErrorCode.INVALID_CONFIGURATION, message, cause);
    }

    public InvalidConfigurationException(String message) {
        this(message, null);
    }
}
