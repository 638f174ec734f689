package dev.clauselens.core.analysis;

import java.util.Objects;
import java.time.Instant;

/**
 * A tenant's own playbook as kept, keyed by {@code (tenantId, name)}.
 *
 * @param document the playbook as JSON, checked when it was put
 */
public record PlaybookRecord(String tenantId, String name, String document, Instant updatedAt) {
    public PlaybookRecord {
        TenantId.require(tenantId);
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(updatedAt, "updatedAt");
    }
}
