package dev.clauselens.core.model;

/** Model tiers, cheapest first, as in the seed design. */
public enum ModelTier {
    FAST, BALANCED, BEST, PREMIUM
}
