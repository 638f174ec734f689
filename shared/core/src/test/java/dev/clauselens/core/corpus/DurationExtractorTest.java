package dev.clauselens.core.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.List;
import org.junit.jupiter.api.Test;

class DurationExtractorTest {

    @Test
    void readsPeriodsInWordsDigitsAndBoth() {
        assertEquals(List.of(60.0), DurationExtractor.months("obligations survive for five (5) years after termination"));
        assertEquals(List.of(60.0), DurationExtractor.months("shall continue for a period of [five (5)] years after termination"),
            "a drafter's brackets around the number");
        assertEquals(List.of(24.0), DurationExtractor.months("for twenty-four months afterwards"));
        assertEquals(List.of(1.0), DurationExtractor.months("within thirty days of the request"));
        assertEquals(List.of(12.0, 36.0), DurationExtractor.months("a one-year term; obligations last 3 years"));
        assertEquals(List.of(Double.POSITIVE_INFINITY), DurationExtractor.months("The obligations are perpetual."));
        assertTrue(DurationExtractor.months("This Agreement is governed by English law.").isEmpty());
        assertEquals(36.0, DurationExtractor.longestMonths("terminate on thirty days' notice; survive three years").getAsDouble());
    }

    @Test
    void comparesAPeriodWithTheCorpus() {
        var clauses = List.of(
            ReferenceClause.of("d", "Survives for two years.", ClauseCategory.TERM_AND_SURVIVAL, null, null, null),
            ReferenceClause.of("d", "Survives for three years.", ClauseCategory.TERM_AND_SURVIVAL, null, null, null),
            ReferenceClause.of("d", "Survives for five years.", ClauseCategory.TERM_AND_SURVIVAL, null, null, null),
            ReferenceClause.of("d", "Survives indefinitely.", ClauseCategory.TERM_AND_SURVIVAL, null, null, null),
            ReferenceClause.of("d", "Survives termination.", ClauseCategory.TERM_AND_SURVIVAL, null, null, null));
        var statistics = CategoryStatistics.of(ClauseCategory.TERM_AND_SURVIVAL, clauses);
        assertEquals(5, statistics.clauses());
        assertEquals(4, statistics.withDuration());
        assertEquals(0.5, statistics.shareShorterThan(60));
        assertEquals(48.0, statistics.medianMonths());
    }
}
