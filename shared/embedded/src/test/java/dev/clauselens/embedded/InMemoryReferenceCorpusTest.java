package dev.clauselens.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.clauselens.core.corpus.ReferenceCorpus;
import dev.clauselens.core.corpus.ReferenceDocument;
import dev.clauselens.core.corpus.SearchFilter;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.testing.ReferenceCorpusContract;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InMemoryReferenceCorpusTest extends ReferenceCorpusContract {

    @Override
    protected ReferenceCorpus emptyCorpus() {
        return new InMemoryReferenceCorpus();
    }

    @Test
    void aSavedCorpusSearchesTheSameAfterLoading(@TempDir Path dir) {
        var corpus = new InMemoryReferenceCorpus();
        corpus.addDocument(new ReferenceDocument("d1", "Team", "clauselens", "CC BY 4.0"));
        var clause = clause("d1", "Either party may terminate on thirty days' notice.", ClauseCategory.TERMINATION_FOR_CONVENIENCE);
        var vector = vector();
        corpus.addClauses(List.of(clause), List.of(vector));
        corpus.save(dir.resolve("corpus.bin"));

        var loaded = InMemoryReferenceCorpus.load(dir.resolve("corpus.bin"));
        var match = loaded.search(vector, 1, SearchFilter.ANY, -1).getFirst();
        assertEquals(clause, match.clause());
        assertEquals("Team", match.document().title());
        assertEquals(1.0, match.similarity(), 1e-5);
        assertEquals(0, InMemoryReferenceCorpus.load(dir.resolve("absent.bin")).clauseCount());
    }
}
