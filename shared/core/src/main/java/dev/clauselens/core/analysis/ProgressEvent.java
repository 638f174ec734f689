package dev.clauselens.core.analysis;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * A step of progress, keyed by {@code (analysisId, eventKey)} so that a retried stage records it once.
 *
 * @param eventKey unique within the analysis, for example {@code classify:batch-3}
 * @param counts   what the stage has counted so far, for example {@code {"chunks": 42}}
 */
public record ProgressEvent(String tenantId, String analysisId, String eventKey, Stage stage, int percent,
                            String message, Map<String, Integer> counts, Instant at) {
    public ProgressEvent {
        TenantId.require(tenantId);
        Objects.requireNonNull(analysisId, "analysisId");
        Objects.requireNonNull(eventKey, "eventKey");
        Objects.requireNonNull(stage, "stage");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(at, "at");
        counts = Map.copyOf(counts);
    }
}
