package dev.clauselens.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class BuiltInCorpusTest {
    private final List<ReferenceClause> clauses = BuiltInCorpus.read().clauses();

    @Test
    void coversEveryCategoryWithSeveralClauses() {
        for (ClauseCategory category : ClauseCategory.values()) {
            long count = clauses.stream().filter(c -> c.category() == category).count();
            assertTrue(count >= 2, () -> category.id() + " has " + count + " reference clauses");
        }
    }

    @Test
    void coversEveryHypothesisBothWays() {
        for (Hypothesis hypothesis : Hypothesis.values()) {
            var labels = clauses.stream().filter(c -> c.hypothesis() == hypothesis).map(ReferenceClause::nliLabel)
                .collect(Collectors.toSet());
            assertEquals(Set.of(NliLabel.ENTAILMENT, NliLabel.CONTRADICTION), labels, hypothesis.id());
        }
    }

    @Test
    void theNdaCategoriesHaveOneSidedAndBalancedVariants() {
        for (ClauseCategory category : List.of(ClauseCategory.TERM_AND_SURVIVAL, ClauseCategory.PERMITTED_DISCLOSURE,
            ClauseCategory.REMEDIES, ClauseCategory.NON_SOLICITATION, ClauseCategory.RETURN_OR_DESTRUCTION)) {
            var risks = clauses.stream().filter(c -> c.category() == category && c.hypothesis() == null)
                .map(ReferenceClause::risk).collect(Collectors.toSet());
            assertTrue(risks.contains(RiskLevel.STANDARD) && risks.contains(RiskLevel.AGGRESSIVE), category + ": " + risks);
        }
    }

    @Test
    void idsAreUniqueAndStable() {
        assertEquals(clauses.size(), clauses.stream().map(ReferenceClause::id).distinct().count());
        assertEquals(clauses, BuiltInCorpus.read().clauses());
    }

    @Test
    void readsLabelsRiskAndText() {
        var parsed = BuiltInCorpus.parse("""
            ## hypothesis: nda-19 entailment; category: term-and-survival
            - [cautious] Obligations survive for five years.
            ## category: notices
            - Notices must be in writing.
            """);
        assertEquals(2, parsed.size());
        assertEquals(Hypothesis.NDA_19, parsed.get(0).hypothesis());
        assertEquals(ClauseCategory.TERM_AND_SURVIVAL, parsed.get(0).category());
        assertEquals(RiskLevel.CAUTIOUS, parsed.get(0).risk());
        assertEquals("Obligations survive for five years.", parsed.get(0).text());
        assertEquals(null, parsed.get(1).hypothesis());
        assertEquals(null, parsed.get(1).risk());
    }
}
