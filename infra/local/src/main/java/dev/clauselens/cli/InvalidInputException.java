package dev.clauselens.cli;

import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.ErrorCode;

/** The command was given something it cannot use, such as a file that does not exist. */
final class InvalidInputException extends ClauseLensException {
    InvalidInputException(String message) {
        super(ErrorCode.INVALID_INPUT, message, null);
    }
}
