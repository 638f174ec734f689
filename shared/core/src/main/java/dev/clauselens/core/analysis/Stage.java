package dev.clauselens.core.analysis;

/** The steps of an analysis, in the order the state machine runs them. */
public enum Stage {
    PARSE, CLASSIFY, SCORE_RISK, ANALYSE_GAPS, FINALIZE
}
