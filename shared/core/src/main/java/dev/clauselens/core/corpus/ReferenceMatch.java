package dev.clauselens.core.corpus;

/** A reference clause found by a search, with its cosine similarity to the query. */
public record ReferenceMatch(ReferenceClause clause, ReferenceDocument document, double similarity) {
}
