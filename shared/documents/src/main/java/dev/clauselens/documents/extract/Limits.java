package dev.clauselens.documents.extract;

import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;

/** The checks every extractor shares, with the messages a person reads. */
final class Limits {
    private Limits() {
    }

    static void checkCharacters(int characters, int maxCharacters) {
        if (characters > maxCharacters) {
            throw new DocumentRejectedException(ErrorCode.TOO_LARGE,
                "The document holds more than %,d characters of text, the most ClauseLens accepts."
                    .formatted(maxCharacters));
        }
    }
}
