package dev.clauselens.core.corpus;

import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Hypothesis;
import java.util.Set;

/**
 * Restricts a search. An empty set places no restriction on that field; non-empty sets must all
 * match (a clause's category in {@code categories} and its hypothesis in {@code hypotheses}, and its
 * document's source in {@code sources}).
 */
public record SearchFilter(Set<ClauseCategory> categories, Set<Hypothesis> hypotheses, Set<String> sources) {
    public static final SearchFilter ANY = new SearchFilter(Set.of(), Set.of(), Set.of());

    public SearchFilter {
        categories = Set.copyOf(categories);
        hypotheses = Set.copyOf(hypotheses);
        sources = Set.copyOf(sources);
    }

    public static SearchFilter categories(ClauseCategory... categories) {
        return new SearchFilter(Set.of(categories), Set.of(), Set.of());
    }

    public static SearchFilter hypotheses(Hypothesis... hypotheses) {
        return new SearchFilter(Set.of(), Set.of(hypotheses), Set.of());
    }

    public boolean matches(ReferenceClause clause, String source) {
        // Immutable sets refuse contains(null): a clause without a category never matches a category filter.
        return (categories.isEmpty() || (clause.category() != null && categories.contains(clause.category())))
            && (hypotheses.isEmpty() || (clause.hypothesis() != null && hypotheses.contains(clause.hypothesis())))
            && (sources.isEmpty() || (source != null && sources.contains(source)));
    }
}
