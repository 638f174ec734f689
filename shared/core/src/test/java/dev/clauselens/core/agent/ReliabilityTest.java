package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReliabilityTest {

    @Test
    void gapIsStatedConfidenceMinusShareRight() {
        List<Reliability.Outcome> outcomes = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            outcomes.add(new Reliability.Outcome(0.85, i < 8));
        }
        // 0.85 stated, 8 of 10 right in one bin: the gap is 0.05.
        Reliability reliability = Reliability.of(outcomes);
        assertEquals(1, reliability.bins().size());
        assertEquals(0.8, reliability.bins().getFirst().accuracy(), 1e-9);
        assertEquals(0.05, reliability.expectedCalibrationError(), 1e-9);
    }

    @Test
    void weighsEachBinByItsSize() {
        List<Reliability.Outcome> outcomes = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            outcomes.add(new Reliability.Outcome(0.95, true));
        }
        for (int i = 0; i < 10; i++) {
            outcomes.add(new Reliability.Outcome(0.35, false));
        }
        Reliability reliability = Reliability.of(outcomes);
        assertEquals(2, reliability.bins().size());
        assertEquals((30 * 0.05 + 10 * 0.35) / 40, reliability.expectedCalibrationError(), 1e-9);
        assertEquals(0.75, reliability.accuracy(), 1e-9);
        assertTrue(reliability.diagram().contains("0.9-1.0"), reliability.diagram());
    }

    @Test
    void confidenceOfOneFallsInTheTopBin() {
        Reliability reliability = Reliability.of(List.of(new Reliability.Outcome(1.0, true)));
        assertEquals(0.9, reliability.bins().getFirst().from(), 1e-9);
    }
}
