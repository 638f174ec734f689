package dev.clauselens.core.document;

/** What a chunk holds: clause text to analyse, or material kept for completeness. */
public enum ChunkKind {
    /** A clause or part of one: the text the agents analyse. */
    CLAUSE,
    /** Signature lines, names, titles and dates at the end of the agreement. */
    SIGNATURE_BLOCK,
    /** Blanks to fill in (cover-page fields, {@code ____} lines, bracketed placeholders). */
    FORM_FIELD,
    /** A table of contents: headings and their pages, which state no terms. */
    CONTENTS,
    /** A form's notes to its user or a generator's header: "TEMPLATE VARIABLES", "Model: ...", which state no terms. */
    NOTE;

    /** Whether the text can state the agreement's terms: a clause or a field filled in, not signatures or contents. */
    public boolean statesTerms() {
        return this == CLAUSE || this == FORM_FIELD;
    }

    /** Whether the text is the agreement's own, signatures included: not its contents page nor a note to the form's user. */
    public boolean ofAgreement() {
        return this != CONTENTS && this != NOTE;
    }
}
