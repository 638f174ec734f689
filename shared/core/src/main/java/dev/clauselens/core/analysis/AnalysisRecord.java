package dev.clauselens.core.analysis;

import dev.clauselens.core.error.ErrorCode;
import java.time.Instant;
import java.util.Objects;

/**
 * One analysis of a document and where it stands.
 *
 * @param progress    0-100
 * @param errorCode   set when {@code status} is FAILED
 * @param errorReason a sentence for a person, set when FAILED
 */
public record AnalysisRecord(String tenantId, String analysisId, String documentId, AnalysisStatus status,
                             Stage stage, int progress, String message, ErrorCode errorCode, String errorReason,
                             Instant createdAt, Instant updatedAt) {
    public AnalysisRecord {
        TenantId.require(tenantId);
        Objects.requireNonNull(analysisId, "analysisId");
        Objects.requireNonNull(documentId, "documentId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(stage, "stage");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(updatedAt, "updatedAt");
        if (progress < 0 || progress > 100) {
            throw new IllegalArgumentException("progress must be 0-100, not " + progress);
        }
    }

    public static AnalysisRecord queued(String tenantId, String analysisId, String documentId, Instant now) {
        return new AnalysisRecord(tenantId, analysisId, documentId, AnalysisStatus.QUEUED, Stage.PARSE, 0,
            "Waiting to start", null, null, now, now);
    }
}
