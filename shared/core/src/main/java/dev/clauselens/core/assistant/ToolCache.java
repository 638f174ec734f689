package dev.clauselens.core.assistant;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Two levels of cache for tool results that cost a search: in memory, the {@value #CAPACITY} most recently
 * used for {@link #MEMORY_TTL}; then the store, for {@link #STORE_TTL}, so another container (or a restarted
 * server) finds what one already searched. Keys are per tenant. Thread-safe.
 */
public final class ToolCache {
    static final int CAPACITY = 500;
    static final Duration MEMORY_TTL = Duration.ofMinutes(5);
    static final Duration STORE_TTL = Duration.ofHours(24);

    private record Cached(String value, Instant expires) {
    }

    private final ConversationStore store;
    private final Clock clock;
    private final Map<String, Cached> memory = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Cached> eldest) {
            return size() > CAPACITY;
        }
    };
    private long memoryHits;
    private long storeHits;
    private long misses;

    public ToolCache(ConversationStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** The cached value for the key, or {@code compute}'s, which is then cached at both levels. */
    public String get(String tenantId, String key, Supplier<String> compute) {
        String scoped = tenantId + "\u0000" + key;
        Instant now = clock.instant();
        synchronized (this) {
            Cached entry = memory.get(scoped);
            if (entry != null && entry.expires().isAfter(now)) {
                memoryHits++;
                return entry.value();
            }
        }
        Optional<String> stored = store.cached(tenantId, key, now);
        if (stored.isPresent()) {
            remember(scoped, stored.get(), now);
            synchronized (this) {
                storeHits++;
            }
            return stored.get();
        }
        String value = compute.get();
        store.cache(tenantId, key, value, now.plus(STORE_TTL));
        remember(scoped, value, now);
        synchronized (this) {
            misses++;
        }
        return value;
    }

    private synchronized void remember(String key, String value, Instant now) {
        memory.put(key, new Cached(value, now.plus(MEMORY_TTL)));
    }

    /** Hits in memory, hits in the store, and misses, in that order. */
    public synchronized long[] counts() {
        return new long[] {memoryHits, storeHits, misses};
    }
}
