package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.agent.HypothesisCalibration.Observation;
import dev.clauselens.core.taxonomy.NliLabel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class HypothesisCalibrationTest {

    @Test
    void theSignTestIsTheChanceOfDoingAsWellByTossingACoin() {
        assertEquals(1 / 32.0, HypothesisCalibration.signTest(5, 0), 1e-12);
        assertEquals(0.25, HypothesisCalibration.signTest(2, 0), 1e-12);
        assertEquals(378 / 8192.0, HypothesisCalibration.signTest(10, 3), 1e-12);
        assertEquals(1, HypothesisCalibration.signTest(0, 0), 1e-12);
    }

    @Test
    void aThresholdThatWinsTwoDocumentsOfSevenIsChanceButOneThatWinsTenOfThirteenIsNot() {
        // two documents above the threshold where the vote is right and "not mentioned" wrong; five below it
        List<Observation> few = new ArrayList<>(Collections.nCopies(2, new Observation(0.9, NliLabel.ENTAILMENT, NliLabel.ENTAILMENT)));
        few.addAll(Collections.nCopies(5, new Observation(0.7, NliLabel.ENTAILMENT, NliLabel.NOT_MENTIONED)));
        assertFalse(HypothesisCalibration.significant(few, 0.85, NliLabel.NOT_MENTIONED));

        List<Observation> many = new ArrayList<>(Collections.nCopies(10, new Observation(0.9, NliLabel.ENTAILMENT, NliLabel.ENTAILMENT)));
        many.addAll(Collections.nCopies(3, new Observation(0.9, NliLabel.ENTAILMENT, NliLabel.NOT_MENTIONED)));
        // a document where the vote and the fallback are both wrong counts for neither
        many.add(new Observation(0.9, NliLabel.ENTAILMENT, NliLabel.CONTRADICTION));
        assertTrue(HypothesisCalibration.significant(many, 0.85, NliLabel.NOT_MENTIONED));
        assertFalse(HypothesisCalibration.significant(many, 0.95, NliLabel.NOT_MENTIONED), "no document reaches 0.95: nothing won");
    }
}
