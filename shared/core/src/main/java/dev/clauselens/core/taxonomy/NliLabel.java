package dev.clauselens.core.taxonomy;

/** A verdict on a hypothesis, as in ContractNLI. */
public enum NliLabel {
    ENTAILMENT, CONTRADICTION, NOT_MENTIONED
}
