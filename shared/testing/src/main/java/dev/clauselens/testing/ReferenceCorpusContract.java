package dev.clauselens.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.corpus.EmbeddingMismatchException;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceCorpus;
import dev.clauselens.core.corpus.ReferenceDocument;
import dev.clauselens.core.corpus.ReferenceMatch;
import dev.clauselens.core.corpus.SearchFilter;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What every {@link ReferenceCorpus} must do. Each test gets an empty corpus. */
public abstract class ReferenceCorpusContract {
    /** The dimension of the production model's vectors, which a database column may fix. */
    protected static final int DIMENSIONS = 384;
    protected static final String MODEL = "test-model";

    /** An empty corpus. */
    protected abstract ReferenceCorpus emptyCorpus();

    private final Random random = new Random(42);

    @Test
    void addingTheSameClauseTwiceAddsItOnce() {
        ReferenceCorpus corpus = emptyCorpus();
        corpus.addDocument(new ReferenceDocument("d1", "Team NDA", "clauselens", "CC BY 4.0"));
        corpus.addDocument(new ReferenceDocument("d1", "Team NDA", "clauselens", "CC BY 4.0"));
        ReferenceClause clause = clause("d1", "The obligations survive for three years.", ClauseCategory.TERM_AND_SURVIVAL);
        assertEquals(1, corpus.addClauses(List.of(clause), List.of(vector())));
        assertEquals(0, corpus.addClauses(List.of(clause), List.of(vector())));
        assertEquals(1, corpus.clauseCount());
        assertEquals(Set.of(clause.id()), corpus.knownClauseIds(List.of(clause.id(), "not-there")));
        assertEquals(Set.of(), corpus.knownClauseIds(List.of()));
        assertEquals("Team NDA", corpus.document("d1").orElseThrow().title());
        assertEquals(MODEL, corpus.embeddingModel().orElseThrow());
    }

    @Test
    void searchOrderEqualsExactCosineOrder() {
        ReferenceCorpus corpus = emptyCorpus();
        corpus.addDocument(new ReferenceDocument("d1", "Random", "clauselens", "CC BY 4.0"));
        List<ReferenceClause> clauses = new ArrayList<>();
        List<Embedding> vectors = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            clauses.add(clause("d1", "Clause number " + i + ".", ClauseCategory.values()[i % 7]));
            vectors.add(vector());
        }
        corpus.addClauses(clauses, vectors);
        for (int q = 0; q < 5; q++) {
            Embedding query = vector();
            List<String> expected = new ArrayList<>();
            for (int i = 0; i < clauses.size(); i++) {
                expected.add(i + "");
            }
            expected.sort(Comparator.comparingDouble((String i) -> -query.cosine(vectors.get(Integer.parseInt(i)))));
            List<ReferenceMatch> found = corpus.search(query, 10, SearchFilter.ANY, -1);
            assertEquals(expected.subList(0, 10).stream().map(i -> clauses.get(Integer.parseInt(i)).id()).toList(),
                found.stream().map(m -> m.clause().id()).toList());
            ReferenceMatch best = found.getFirst();
            assertEquals(query.cosine(vectors.get(Integer.parseInt(expected.getFirst()))), best.similarity(), 1e-4);
            assertEquals("Random", best.document().title());
        }
    }

    @Test
    void filtersByCategoryHypothesisSourceAndSimilarity() {
        ReferenceCorpus corpus = emptyCorpus();
        corpus.addDocument(new ReferenceDocument("team", "Team", "clauselens", "CC BY 4.0"));
        corpus.addDocument(new ReferenceDocument("cuad-1", "CUAD contract", "cuad", "CC BY 4.0"));
        Embedding base = vector();
        ReferenceClause survival = clause("team", "Survives three years.", ClauseCategory.TERM_AND_SURVIVAL);
        ReferenceClause law = clause("cuad-1", "Governed by New York law.", ClauseCategory.GOVERNING_LAW);
        ReferenceClause hypothesis = ReferenceClause.of("team", "Obligations survive termination.", null,
            Hypothesis.NDA_19, NliLabel.ENTAILMENT, null);
        corpus.addClauses(List.of(survival, law, hypothesis), List.of(base, nudge(base, 0.3), nudge(base, 0.6)));

        assertEquals(List.of(survival.id()), ids(corpus.search(base, 5, SearchFilter.categories(ClauseCategory.TERM_AND_SURVIVAL), -1)));
        assertEquals(List.of(hypothesis.id()), ids(corpus.search(base, 5, SearchFilter.hypotheses(Hypothesis.NDA_19), -1)));
        assertEquals(List.of(law.id()), ids(corpus.search(base, 5, new SearchFilter(Set.of(), Set.of(), Set.of("cuad")), -1)));
        List<ReferenceMatch> close = corpus.search(base, 5, SearchFilter.ANY, 0.99);
        assertEquals(List.of(survival.id()), ids(close));
        assertEquals(3, corpus.search(base, 5, SearchFilter.ANY, -1).size());
        assertEquals(List.of(survival.id()), corpus.clausesOf(ClauseCategory.TERM_AND_SURVIVAL).stream()
            .map(ReferenceClause::id).toList());
        ReferenceClause stored = corpus.search(base, 5, SearchFilter.hypotheses(Hypothesis.NDA_19), -1).getFirst().clause();
        assertEquals(hypothesis, stored);
    }

    @Test
    void refusesToMixEmbeddingModels() {
        ReferenceCorpus corpus = emptyCorpus();
        corpus.addDocument(new ReferenceDocument("d1", "Team", "clauselens", "CC BY 4.0"));
        corpus.addClauses(List.of(clause("d1", "One.", ClauseCategory.NOTICES)), List.of(vector()));
        Embedding other = new Embedding("another-model", vector().vector());
        assertThrows(EmbeddingMismatchException.class,
            () -> corpus.addClauses(List.of(clause("d1", "Two.", ClauseCategory.NOTICES)), List.of(other)));
        assertThrows(EmbeddingMismatchException.class, () -> corpus.search(other, 3, SearchFilter.ANY, -1));
        assertEquals(1, corpus.clauseCount());
    }

    protected static ReferenceClause clause(String documentId, String text, ClauseCategory category) {
        return ReferenceClause.of(documentId, text, category, null, null, RiskLevel.STANDARD);
    }

    private static List<String> ids(List<ReferenceMatch> matches) {
        return matches.stream().map(m -> m.clause().id()).toList();
    }

    protected Embedding vector() {
        float[] v = new float[DIMENSIONS];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) random.nextGaussian();
        }
        return new Embedding(MODEL, v);
    }

    private Embedding nudge(Embedding base, double amount) {
        float[] v = base.vector().clone();
        for (int i = 0; i < v.length; i++) {
            v[i] += (float) (amount * random.nextGaussian());
        }
        return new Embedding(MODEL, v);
    }
}
