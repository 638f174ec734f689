package dev.clauselens.core.analysis;

import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.taxonomy.Perspective;
import java.time.Instant;
import java.util.Objects;

/**
 * One analysis of a document and where it stands.
 *
 * @param attempt     1 for the first run; a failed analysis started again runs as the next attempt,
 *                    under an execution name of its own
 * @param progress    0-100
 * @param errorCode   set when {@code status} is FAILED
 * @param errorReason a sentence for a person, set when FAILED
 * @param perspective the side the user reviews from, as asked; {@code null} to infer it from the document
 * @param playbook    the name of the playbook its findings are read against; {@code null} for the built-in
 *                    one of its perspective
 */
public record AnalysisRecord(String tenantId, String analysisId, String documentId, int attempt,
                             AnalysisStatus status, Stage stage, int progress, String message, ErrorCode errorCode, String errorReason,
                             Instant createdAt, Instant updatedAt, Perspective perspective,
                             String playbook) {
    public AnalysisRecord {
        TenantId.require(tenantId);
        Objects.requireNonNull(analysisId, "analysisId");
        Objects.requireNonNull(documentId, "documentId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(stage, "stage");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(updatedAt, "updatedAt");
        if (attempt < 1) {
            throw new IllegalArgumentException("attempt counts from 1, not " + attempt);
        }
        if (progress < 0 || progress > 100) {
            throw new IllegalArgumentException("progress must be 0-100, not " + progress);
        }
    }

    /** The message of an analysis started again, until its first step reports. */
    public static final String RESTARTED = "Waiting to start again";

    public static AnalysisRecord queued(String tenantId, String analysisId, String documentId, Instant now) {
        return queued(tenantId, analysisId, documentId, now, null, null);
    }

    public static AnalysisRecord queued(String tenantId, String analysisId, String documentId, Instant now,
                                        Perspective perspective, String playbook) {
        return new AnalysisRecord(tenantId, analysisId, documentId, 1, AnalysisStatus.QUEUED, Stage.PARSE, 0,
            "Waiting to start", null, null, now, now, perspective, playbook);
    }

    /**
     * The name of this attempt's execution: the analysis id for the first, {@code id-attempt-N} after.
     * Starting the same name twice starts one execution, so duplicates of a request start nothing new.
     */
    public String executionName() {
        return attempt == 1 ? analysisId : analysisId + "-attempt-" + attempt;
    }
}
