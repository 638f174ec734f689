package dev.clauselens.core.document;

/** What a chunk holds: clause text to analyse, or material kept for completeness. */
public enum ChunkKind {
    /** A clause or part of one: the text the agents analyse. */
    CLAUSE,
    /** Signature lines, names, titles and dates at the end of the agreement. */
    SIGNATURE_BLOCK,
    /** Blanks to fill in (cover-page fields, {@code ____} lines, bracketed placeholders). */
    FORM_FIELD
}
