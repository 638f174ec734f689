package dev.clauselens.corpus;

import dev.clauselens.core.corpus.EmbeddingModel;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceCorpus;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Puts reference clauses into a corpus: de-duplicated by content-derived id, clauses already
 * present skipped before they are embedded (so an interrupted load resumes and a repeated one adds
 * nothing), embedded in batches.
 */
public final class CorpusLoader {
    private static final int BATCH = 64;

    /** Told how far a load has come. */
    @FunctionalInterface
    public interface Progress {
        void advanced(long done, long total);
    }

    /**
     * What a load did.
     *
     * @param clauses    clauses read from the input (duplicates included)
     * @param duplicates clauses that repeat another clause of the same input
     * @param present    clauses the corpus held already
     * @param added      clauses embedded and added
     */
    public record Summary(int documents, int clauses, int duplicates, int present, int added, Duration took) {
    }

    private final ReferenceCorpus corpus;
    private final EmbeddingModel model;

    public CorpusLoader(ReferenceCorpus corpus, EmbeddingModel model) {
        this.corpus = corpus;
        this.model = model;
    }

    public Summary load(List<CorpusBatch> batches, Progress progress) {
        long started = System.nanoTime();
        Map<String, ReferenceClause> unique = new LinkedHashMap<>();
        int read = 0;
        for (CorpusBatch batch : batches) {
            corpus.addDocument(batch.document());
            for (ReferenceClause clause : batch.clauses()) {
                read++;
                unique.putIfAbsent(clause.id(), clause);
            }
        }
        List<ReferenceClause> pending = new ArrayList<>(unique.values());
        Set<String> present = corpus.knownClauseIds(unique.keySet());
        pending.removeIf(clause -> present.contains(clause.id()));
        int added = 0;
        for (int from = 0; from < pending.size(); from += BATCH) {
            List<ReferenceClause> slice = pending.subList(from, Math.min(pending.size(), from + BATCH));
            added += corpus.addClauses(slice, model.embedAll(slice.stream().map(ReferenceClause::text).toList()));
            progress.advanced(from + slice.size(), pending.size());
        }
        return new Summary(batches.size(), read, read - unique.size(), present.size(), added,
            Duration.ofNanos(System.nanoTime() - started));
    }
}
