package dev.clauselens.core.assistant;

import dev.clauselens.core.analysis.TenantId;
import java.time.Instant;
import java.util.Objects;

/** A conversation about one analysis, keyed by {@code (tenantId, conversationId)}. */
public record ConversationRecord(String tenantId, String conversationId, String analysisId, String title, Instant createdAt) {
    public ConversationRecord {
        TenantId.require(tenantId);
        Objects.requireNonNull(conversationId, "conversationId");
        Objects.requireNonNull(analysisId, "analysisId");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
