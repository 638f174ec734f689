package dev.clauselens.core.agent;

import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceMatch;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Nearest reference clauses vote for a label, each weighted by a softmax of its similarity:
 * {@code exp((similarity - best) / T)} with a small temperature, so that a match a few hundredths
 * closer counts for much more. The shares add up to one.
 */
final class Votes {
    static final double TEMPERATURE = 0.02;

    private Votes() {
    }

    /** A label and its share of the vote. */
    record Share<K>(K label, double share) {
    }

    /** Labels ranked by their share, highest first; empty without matches. */
    static <K> List<Share<K>> tally(List<ReferenceMatch> matches, Function<ReferenceClause, K> label) {
        if (matches.isEmpty()) {
            return List.of();
        }
        double best = matches.stream().mapToDouble(ReferenceMatch::similarity).max().orElseThrow();
        Map<K, Double> weights = new LinkedHashMap<>();
        double total = 0;
        for (ReferenceMatch match : matches) {
            double weight = Math.exp((match.similarity() - best) / TEMPERATURE);
            weights.merge(label.apply(match.clause()), weight, Double::sum);
            total += weight;
        }
        List<Share<K>> shares = new ArrayList<>();
        for (var entry : weights.entrySet()) {
            shares.add(new Share<>(entry.getKey(), entry.getValue() / total));
        }
        shares.sort((a, b) -> Double.compare(b.share(), a.share()));
        return shares;
    }

    static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }
}
