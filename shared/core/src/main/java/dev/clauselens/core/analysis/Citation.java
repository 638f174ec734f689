package dev.clauselens.core.analysis;

import java.util.Objects;

/** An exact quote from the document with its offsets in the raw text. */
public record Citation(String quote, int start, int end) {
    public Citation {
        Objects.requireNonNull(quote, "quote");
        if (start < 0 || end - start != quote.length()) {
            throw new IllegalArgumentException("citation offsets do not match the quote's length");
        }
    }
}
