package dev.clauselens.core.terms;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The last few results of a pure function of a document, by its input: an analysis reads a document's key terms and
 * checklist in several stages (the side to review from in each batch of the risk scoring, the gaps, the result), and each
 * stage in the same process now finds them computed. Kept in memory only; safe to share between analyses run in parallel.
 */
final class Recent<K, V> {
    private final Map<K, V> kept;

    Recent(int capacity) {
        this.kept = new LinkedHashMap<>(capacity, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > capacity;
            }
        };
    }

    /** The result kept for {@code key}, or {@code compute}'s, kept (computed outside the lock: analyses do not wait on each other). */
    V get(K key, Supplier<V> compute) {
        synchronized (kept) {
            V found = kept.get(key);
            if (found != null) {
                return found;
            }
        }
        V computed = compute.get();
        synchronized (kept) {
            kept.put(key, computed);
        }
        return computed;
    }
}
