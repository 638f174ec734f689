package dev.clauselens.core.taxonomy;

import java.util.Locale;
import java.util.Optional;

/**
 * Whose side the review takes. Risk depends on it: a residuals clause or a short confidentiality period
 * hurts the party that discloses; a broad definition, a long period or a non-compete hurts the one that
 * receives; in a mutual agreement each party is both.
 */
public enum Perspective {
    DISCLOSER,
    RECIPIENT,
    MUTUAL;

    /** Lower case, as the API and the command line write it. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Perspective> fromId(String id) {
        if (id == null) {
            return Optional.empty();
        }
        for (Perspective perspective : values()) {
            if (perspective.id().equals(id.strip().toLowerCase(Locale.ROOT))) {
                return Optional.of(perspective);
            }
        }
        return Optional.empty();
    }

    /** Whether obligations on the receiving party weigh against the user. */
    public boolean receives() {
        return this != DISCLOSER;
    }

    /** Whether weak protection of disclosed information weighs against the user. */
    public boolean discloses() {
        return this != RECIPIENT;
    }
}
