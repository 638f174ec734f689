package dev.clauselens.core.agent;

import dev.clauselens.core.corpus.ReferenceCorpus;
import dev.clauselens.core.corpus.ReferenceMatch;
import dev.clauselens.core.corpus.SearchFilter;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Chooses the Gap Analyst's threshold and fallback per hypothesis from labelled training documents,
 * for the documents its drafting rules ({@link HypothesisRules}) leave undecided, since only those
 * reach the similarity search; each document's own reference clauses are left out when it is scored.
 * The fallback is the label most of those documents carry, entailment or not mentioned (a
 * contradiction is never claimed without evidence); the threshold is the similarity above which
 * trusting the evidence beats the fallback on them (ties go to the higher threshold), kept only when it beats
 * the fallback by more than chance ({@link #significant}). Where evidence never helps, the threshold is above
 * any similarity and the fallback always answers.
 */
public final class HypothesisCalibration {
    private static final int CANDIDATES = 12;
    private static final double NEVER = 1.01;
    private static final double SIGNIFICANCE = 0.05;

    /** A training document: its reference-document id, its chunks, and its gold verdicts. */
    public record Sample(String documentId, List<ChunkVector> chunks, Map<Hypothesis, NliLabel> gold) {
    }

    /** The chosen settings, with the training accuracy each reached. */
    public record Calibrated(Map<Hypothesis, Double> thresholds, Map<Hypothesis, NliLabel> fallbacks,
                             Map<Hypothesis, Double> trainingAccuracy, Map<Hypothesis, Integer> documents) {
    }

    /** One training document: the best similarity its chunks reach, the verdict the nearest references vote, its gold verdict. */
    record Observation(double bestSimilarity, NliLabel voted, NliLabel gold) {
    }

    private HypothesisCalibration() {
    }

    public static Calibrated calibrate(List<Sample> samples, ReferenceCorpus corpus) {
        Map<Hypothesis, Double> thresholds = new EnumMap<>(Hypothesis.class);
        Map<Hypothesis, NliLabel> fallbacks = new EnumMap<>(Hypothesis.class);
        Map<Hypothesis, Double> accuracy = new EnumMap<>(Hypothesis.class);
        Map<Hypothesis, Integer> documents = new EnumMap<>(Hypothesis.class);
        List<Set<Hypothesis>> ruled = samples.stream().map(sample -> HypothesisRules.decideAll(sample.chunks().stream()
            .map(ChunkVector::chunk).filter(c -> c.kind() == ChunkKind.CLAUSE).toList()).keySet()).toList();
        for (Hypothesis hypothesis : Hypothesis.values()) {
            List<Observation> observations = new ArrayList<>();
            Map<NliLabel, Integer> goldCounts = new EnumMap<>(NliLabel.class);
            for (int i = 0; i < samples.size(); i++) {
                Sample sample = samples.get(i);
                if (ruled.get(i).contains(hypothesis)) {
                    continue;
                }
                NliLabel gold = sample.gold().getOrDefault(hypothesis, NliLabel.NOT_MENTIONED);
                goldCounts.merge(gold, 1, Integer::sum);
                observations.add(observe(sample, hypothesis, corpus, gold));
            }
            // Contradiction needs evidence: without any, the verdict is entailment or not mentioned.
            goldCounts.remove(NliLabel.CONTRADICTION);
            NliLabel fallback = goldCounts.entrySet().stream().max(Map.Entry.comparingByValue())
                .map(Map.Entry::getKey).orElse(NliLabel.NOT_MENTIONED);
            double bestThreshold = NEVER;
            double fallbackAccuracy = accuracy(observations, NEVER, fallback);
            double bestAccuracy = fallbackAccuracy;
            for (double threshold = 0.96; threshold >= 0.699; threshold -= 0.01) {
                double candidate = accuracy(observations, threshold, fallback);
                if (candidate > bestAccuracy) {
                    bestAccuracy = candidate;
                    bestThreshold = Math.round(threshold * 100) / 100.0;
                }
            }
            if (bestThreshold != NEVER && !significant(observations, bestThreshold, fallback)) {
                bestThreshold = NEVER;
                bestAccuracy = fallbackAccuracy;
            }
            thresholds.put(hypothesis, bestThreshold);
            fallbacks.put(hypothesis, fallback);
            accuracy.put(hypothesis, Votes.round(bestAccuracy));
            documents.put(hypothesis, observations.size());
        }
        return new Calibrated(thresholds, fallbacks, accuracy, documents);
    }

    private static Observation observe(Sample sample, Hypothesis hypothesis, ReferenceCorpus corpus, NliLabel gold) {
        List<ReferenceMatch> best = List.of();
        for (ChunkVector chunk : sample.chunks()) {
            List<ReferenceMatch> matches = corpus.search(chunk.embedding(), CANDIDATES, SearchFilter.hypotheses(hypothesis), -1)
                .stream()
                .filter(m -> !m.clause().documentId().equals(sample.documentId()))
                .limit(GapAnalyst.NEIGHBOURS)
                .toList();
            if (!matches.isEmpty() && (best.isEmpty() || matches.getFirst().similarity() > best.getFirst().similarity())) {
                best = matches;
            }
        }
        if (best.isEmpty()) {
            return new Observation(-1, NliLabel.NOT_MENTIONED, gold);
        }
        return new Observation(best.getFirst().similarity(), Votes.tally(best, c -> c.nliLabel()).getFirst().label(), gold);
    }

    /**
     * Whether trusting the evidence from this threshold beats the fallback by more than chance on the training documents:
     * of the documents where the two answers differ, the evidence must be right on enough that a coin would do as well
     * at most one time in twenty (a one-sided sign test). A threshold that wins one or two documents of a handful more
     * often learns those documents than the hypothesis.
     */
    static boolean significant(List<Observation> observations, double threshold, NliLabel fallback) {
        int wins = 0;
        int losses = 0;
        for (Observation o : observations) {
            NliLabel answer = o.bestSimilarity() >= threshold ? o.voted() : fallback;
            if (answer != fallback) {
                wins += answer == o.gold() ? 1 : 0;
                losses += fallback == o.gold() ? 1 : 0;
            }
        }
        return signTest(wins, losses) <= SIGNIFICANCE;
    }

    /** The chance of at least {@code wins} heads in {@code wins + losses} tosses of a fair coin. */
    static double signTest(int wins, int losses) {
        int n = wins + losses;
        double p = 0;
        for (int k = wins; k <= n; k++) {
            p += Math.exp(logChoose(n, k) - n * Math.log(2));
        }
        return p;
    }

    private static double logChoose(int n, int k) {
        double log = 0;
        for (int i = 1; i <= k; i++) {
            log += Math.log(n - k + i) - Math.log(i);
        }
        return log;
    }

    private static double accuracy(List<Observation> observations, double threshold, NliLabel fallback) {
        long right = observations.stream()
            .filter(o -> (o.bestSimilarity() >= threshold ? o.voted() : fallback) == o.gold())
            .count();
        return observations.isEmpty() ? 0 : right / (double) observations.size();
    }
}
