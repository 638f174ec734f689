package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The figures of eval contractnli against an example worked out by hand (EVALUATION.md's definitions). */
class ContractNliMetricsTest {
    private static final NliLabel E = NliLabel.ENTAILMENT;
    private static final NliLabel C = NliLabel.CONTRADICTION;
    private static final NliLabel N = NliLabel.NOT_MENTIONED;

    @Test
    void macroOverHypothesesLeavesOutAClassAHypothesisNeverHasAndMicroPoolsEverything() {
        Map<Hypothesis, List<NliLabel[]>> pairs = new EnumMap<>(Hypothesis.class);
        // {gold, predicted}
        pairs.put(Hypothesis.NDA_1, List.of(pair(E, E), pair(E, N), pair(C, C), pair(N, N)));
        pairs.put(Hypothesis.NDA_2, List.of(pair(N, N), pair(N, E), pair(C, N), pair(C, C)));
        // evidence: {gold spans cited, spans cited, gold spans} per hypothesis
        var evidence = Map.of(Hypothesis.NDA_1, new int[] {1, 1, 1}, Hypothesis.NDA_2, new int[] {0, 3, 1});
        var report = EvalContractNliCommand.report(pairs, evidence, 4, 2.0);

        assertEquals(8, report.get("pairs").asInt());
        assertEquals(0.625, report.get("accuracy").asDouble(), 1e-3, "(0.75 + 0.5) / 2");
        assertEquals(0.667, report.at("/f1/entailment").asDouble(), 1e-3, "nda-2 has no gold entailment: left out");
        assertEquals(0.833, report.at("/f1/contradiction").asDouble(), 1e-3, "(1.0 + 0.667) / 2");
        assertEquals(0.625, report.at("/micro/accuracy").asDouble(), 1e-3);
        assertEquals(0.5, report.at("/micro/f1/entailment").asDouble(), 1e-3);
        assertEquals(0.8, report.at("/micro/f1/contradiction").asDouble(), 1e-3);
        assertEquals(0.571, report.at("/micro/f1/not_mentioned").asDouble(), 1e-3);
        assertEquals(0.25, report.at("/evidence/precision").asDouble(), 1e-3);
        assertEquals(0.5, report.at("/evidence/recall").asDouble(), 1e-3);
        assertEquals(1.0, report.at("/per_hypothesis/nda-1/evidence/precision").asDouble(), 1e-3);
        assertEquals(0.0, report.at("/per_hypothesis/nda-2/evidence/recall").asDouble(), 1e-3);
        assertEquals(0.5, report.at("/per_hypothesis/nda-2/majority_accuracy").asDouble(), 1e-3);
        assertEquals(0.5, report.get("seconds_per_document").asDouble(), 1e-3);
    }

    private static NliLabel[] pair(NliLabel gold, NliLabel predicted) {
        return new NliLabel[] {gold, predicted};
    }
}
