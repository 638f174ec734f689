package dev.clauselens.core.assistant;

import dev.clauselens.core.corpus.EmbeddingModel;
import dev.clauselens.core.corpus.ReferenceCorpus;
import java.time.Clock;
import java.util.Objects;

/**
 * What the assistant works with besides the analysis: its memory, the reference corpus and the embedding
 * model (the one the document's chunks were embedded with; {@code null} where there is none: search is then
 * by words only, and the corpus cannot be searched), the tool cache and the clock.
 */
public record AssistantServices(ConversationStore store, ReferenceCorpus corpus, EmbeddingModel embeddings, ToolCache cache,
                                Clock clock) {
    public AssistantServices {
        Objects.requireNonNull(store, "store");
        Objects.requireNonNull(cache, "cache");
        Objects.requireNonNull(clock, "clock");
    }

    public static AssistantServices of(ConversationStore store, ReferenceCorpus corpus, EmbeddingModel embeddings, Clock clock) {
        return new AssistantServices(store, corpus, embeddings, new ToolCache(store, clock), clock);
    }
}
