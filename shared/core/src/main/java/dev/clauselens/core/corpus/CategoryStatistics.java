package dev.clauselens.core.corpus;

import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.Arrays;
import java.util.List;

/**
 * What the reference corpus says about one category: how many clauses it holds, and the periods
 * they state (the longest one per clause), for comparisons such as "a 5-year survival period is
 * longer than 80 % of the 40 reference clauses that state one".
 *
 * @param clauses         reference clauses of the category
 * @param durationsMonths the longest period of each clause that states one, sorted; unlimited is infinity
 */
public record CategoryStatistics(ClauseCategory category, int clauses, double[] durationsMonths) {

    public CategoryStatistics {
        durationsMonths = durationsMonths.clone();
        Arrays.sort(durationsMonths);
    }

    static CategoryStatistics of(ClauseCategory category, List<ReferenceClause> clauses) {
        double[] durations = clauses.stream()
            .map(c -> DurationExtractor.longestMonths(c.text()))
            .filter(d -> d.isPresent())
            .mapToDouble(d -> d.getAsDouble())
            .toArray();
        return new CategoryStatistics(category, clauses.size(), durations);
    }

    /** How many clauses state a period. */
    public int withDuration() {
        return durationsMonths.length;
    }

    /** The share of clauses stating a period that state a strictly shorter one, 0-1. */
    public double shareShorterThan(double months) {
        if (durationsMonths.length == 0) {
            return 0;
        }
        long shorter = Arrays.stream(durationsMonths).filter(d -> d < months).count();
        return (double) shorter / durationsMonths.length;
    }

    /** The median period in months, or NaN when no clause states one. */
    public double medianMonths() {
        int n = durationsMonths.length;
        if (n == 0) {
            return Double.NaN;
        }
        return n % 2 == 1 ? durationsMonths[n / 2] : (durationsMonths[n / 2 - 1] + durationsMonths[n / 2]) / 2;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CategoryStatistics other && category == other.category && clauses == other.clauses
            && Arrays.equals(durationsMonths, other.durationsMonths);
    }

    @Override
    public int hashCode() {
        return 31 * category.hashCode() + Arrays.hashCode(durationsMonths);
    }

    @Override
    public String toString() {
        return "CategoryStatistics[" + category.id() + ", " + clauses + " clauses, " + durationsMonths.length
            + " with a period]";
    }
}
