package dev.clauselens.core.document;

import java.util.Objects;

/**
 * A warning attached to a parsed document.
 *
 * @param type    what kind of warning
 * @param message a sentence for a person
 * @param page    the page concerned, from 1, or 0 when not tied to a page
 * @param excerpt a short sample of the text concerned, or {@code null}
 */
public record DocumentFlag(FlagType type, String message, int page, String excerpt) {
    public DocumentFlag {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(message, "message");
    }
}
