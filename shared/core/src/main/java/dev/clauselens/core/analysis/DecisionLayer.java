package dev.clauselens.core.analysis;

/** Which layer of an agent made a decision. */
public enum DecisionLayer {
    /** The local layer: reference-clause votes, rules and statistics; costs no tokens. */
    LOCAL,
    /** A language model, for items the local layer was unsure of. */
    MODEL
}
