package dev.clauselens.core.taxonomy;

/** How far a clause departs from market-standard terms, from the reviewing party's point of view. */
public enum RiskLevel {
    STANDARD, CAUTIOUS, AGGRESSIVE, UNKNOWN
}
