package dev.clauselens.core.analysis;

import dev.clauselens.core.document.SourceType;
import java.time.Instant;
import java.util.Objects;

/**
 * A document a tenant submitted.
 *
 * @param contentHash SHA-256 of the bytes, so the same upload is recognised
 * @param sourceKey   where the original is kept (an S3 key), or {@code null} for add-in text
 */
public record DocumentRecord(String tenantId, String documentId, String title, SourceType sourceType,
                             String contentHash, String sourceKey, Instant createdAt) {
    public DocumentRecord {
        TenantId.require(tenantId);
        Objects.requireNonNull(documentId, "documentId");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(sourceType, "sourceType");
        Objects.requireNonNull(contentHash, "contentHash");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
