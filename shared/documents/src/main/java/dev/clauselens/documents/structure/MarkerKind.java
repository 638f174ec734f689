package dev.clauselens.documents.structure;

/** The numbering styles legal documents use at the start of a clause. */
enum MarkerKind {
    /** {@code ARTICLE IV}, {@code Article 2}. */
    ARTICLE,
    /** {@code 1.}, {@code 1.2}, {@code 1.2.3}, {@code Section 4.1}; ranked by depth. */
    DECIMAL,
    /** {@code (1)}, {@code 1)}. */
    NUMBER_PAREN,
    /** {@code (a)}, {@code a)}, {@code a.}. */
    LOWER_ALPHA,
    /** {@code (A)}. */
    UPPER_ALPHA_PAREN,
    /** {@code A.}. */
    UPPER_ALPHA_DOT,
    /** {@code (i)}, {@code (iv)}, {@code i.}. */
    LOWER_ROMAN,
    /** {@code I.}, {@code IV.}. */
    UPPER_ROMAN
}
