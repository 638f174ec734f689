package dev.clauselens.core.analysis;

import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.document.Chunk;
import java.util.Objects;

/** A document's chunk as kept, keyed by {@code (documentId, chunk.index)}, with its embedding if computed. */
public record StoredChunk(String tenantId, String documentId, Chunk chunk, Embedding embedding) {
    public StoredChunk {
        TenantId.require(tenantId);
        Objects.requireNonNull(documentId, "documentId");
        Objects.requireNonNull(chunk, "chunk");
    }
}
