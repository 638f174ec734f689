package dev.clauselens.embedded;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceDocument;
import dev.clauselens.core.corpus.ReferenceSearch;
import dev.clauselens.core.corpus.SearchFilter;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The search cache in front of a real (embedded) corpus. */
class ReferenceSearchTest {
    private final InMemoryReferenceCorpus corpus = new InMemoryReferenceCorpus();
    private final MutableClock clock = new MutableClock();
    private final ReferenceSearch search = new ReferenceSearch(corpus, 2, Duration.ofMinutes(5), clock);

    ReferenceSearchTest() {
        corpus.addDocument(new ReferenceDocument("d", "Team", "clauselens", "free"));
        corpus.addClauses(List.of(ReferenceClause.of("d", "Notices in writing.", ClauseCategory.NOTICES, null, null, null)),
            List.of(vector(1, 0)));
    }

    @Test
    void answersARepeatedQueryFromTheCacheUntilItExpires() {
        var first = search.search("acme", vector(1, 0), 5, SearchFilter.ANY, 0);
        assertEquals(first, search.search("acme", vector(1, 0), 5, SearchFilter.ANY, 0));
        assertArrayEquals(new long[] {1, 1}, search.hitsAndMisses());
        clock.now = clock.now.plus(Duration.ofMinutes(6));
        search.search("acme", vector(1, 0), 5, SearchFilter.ANY, 0);
        assertArrayEquals(new long[] {1, 2}, search.hitsAndMisses());
    }

    @Test
    void neverServesOneTenantsCachedAnswerToAnother() {
        search.search("acme", vector(1, 0), 5, SearchFilter.ANY, 0);
        search.search("globex", vector(1, 0), 5, SearchFilter.ANY, 0);
        assertArrayEquals(new long[] {0, 2}, search.hitsAndMisses());
    }

    @Test
    void forgetsTheLeastRecentlyUsedEntryBeyondItsCapacity() {
        search.search("acme", vector(1, 0), 5, SearchFilter.ANY, 0);
        search.search("acme", vector(0, 1), 5, SearchFilter.ANY, 0);
        search.search("acme", vector(1, 1), 5, SearchFilter.ANY, 0);
        search.search("acme", vector(1, 0), 5, SearchFilter.ANY, 0);
        assertArrayEquals(new long[] {0, 4}, search.hitsAndMisses());
        search.search("acme", vector(1, 0), 5, SearchFilter.ANY, 0);
        assertArrayEquals(new long[] {1, 4}, search.hitsAndMisses());
    }

    private static Embedding vector(float a, float b) {
        return new Embedding("test-model", new float[] {a, b});
    }

    private static final class MutableClock extends Clock {
        Instant now = Instant.parse("2026-01-01T00:00:00Z");

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
