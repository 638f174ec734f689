package dev.clauselens.core.corpus;

import dev.clauselens.core.analysis.TenantId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Searches the reference corpus on behalf of a tenant, answering repeated queries from a small
 * least-recently-used cache (by default 500 entries kept five minutes, as in the seed design).
 * Entries are keyed by tenant, so one tenant's cached answers are never served to another.
 */
public final class ReferenceSearch {
    public static final int DEFAULT_CAPACITY = 500;
    public static final Duration DEFAULT_TTL = Duration.ofMinutes(5);

    private record Key(String tenantId, String model, int vectorHash, float[] vector, int k, SearchFilter filter,
                       double minSimilarity) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key other && tenantId.equals(other.tenantId) && model.equals(other.model)
                && vectorHash == other.vectorHash && Arrays.equals(vector, other.vector) && k == other.k
                && filter.equals(other.filter) && Double.compare(minSimilarity, other.minSimilarity) == 0;
        }

        @Override
        public int hashCode() {
            return Objects.hash(tenantId, vectorHash, k, filter, minSimilarity);
        }
    }

    private record Cached(List<ReferenceMatch> matches, Instant expires) {
    }

    private final ReferenceCorpus corpus;
    private final Clock clock;
    private final Duration ttl;
    private final Map<Key, Cached> cache;
    private long hits;
    private long misses;

    public ReferenceSearch(ReferenceCorpus corpus) {
        this(corpus, DEFAULT_CAPACITY, DEFAULT_TTL, Clock.systemUTC());
    }

    public ReferenceSearch(ReferenceCorpus corpus, int capacity, Duration ttl, Clock clock) {
        this.corpus = corpus;
        this.ttl = ttl;
        this.clock = clock;
        this.cache = new LinkedHashMap<>(capacity, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, Cached> eldest) {
                return size() > capacity;
            }
        };
    }

    public List<ReferenceMatch> search(String tenantId, Embedding query, int k, SearchFilter filter, double minSimilarity) {
        var key = new Key(TenantId.require(tenantId), query.model(), Arrays.hashCode(query.vector()),
            query.vector().clone(), k, filter, minSimilarity);
        Instant now = clock.instant();
        synchronized (cache) {
            Cached cached = cache.get(key);
            if (cached != null && now.isBefore(cached.expires())) {
                hits++;
                return cached.matches();
            }
            misses++;
        }
        List<ReferenceMatch> matches = List.copyOf(corpus.search(query, k, filter, minSimilarity));
        synchronized (cache) {
            cache.put(key, new Cached(matches, now.plus(ttl)));
        }
        return matches;
    }

    /** Searches answered from the cache and searches passed to the corpus, since creation. */
    public long[] hitsAndMisses() {
        synchronized (cache) {
            return new long[] {hits, misses};
        }
    }
}
