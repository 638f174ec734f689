package dev.clauselens.core.corpus;

import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Per-category statistics computed from the reference corpus, each computed once per instance (the
 * corpus changes only when it is loaded, so a long-lived process makes a new instance after a load).
 */
public final class CorpusStatistics {
    private final ReferenceCorpus corpus;
    private final Map<ClauseCategory, CategoryStatistics> computed = new ConcurrentHashMap<>();

    public CorpusStatistics(ReferenceCorpus corpus) {
        this.corpus = corpus;
    }

    public CategoryStatistics of(ClauseCategory category) {
        return computed.computeIfAbsent(category, c -> CategoryStatistics.of(c, corpus.clausesOf(c)));
    }
}
