package dev.clauselens.core.taxonomy;

/** Where a clause category comes from. */
public enum CategoryGroup {
    /** One of the 41 categories of CUAD (Hendrycks et al. 2021). */
    CUAD,
    /** A category specific to non-disclosure agreements. */
    NDA,
    /** Text every contract has and no one rates: preamble and recitals, other definitions, general provisions. */
    GENERAL
}
