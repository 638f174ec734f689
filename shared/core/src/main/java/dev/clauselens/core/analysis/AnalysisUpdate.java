package dev.clauselens.core.analysis;

import dev.clauselens.core.error.ErrorCode;
import java.time.Instant;
import java.util.Objects;

/** A change of an analysis's status, stage and progress. */
public record AnalysisUpdate(AnalysisStatus status, Stage stage, int progress, String message, ErrorCode errorCode,
                             String errorReason, Instant at) {
    public AnalysisUpdate {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(stage, "stage");
        Objects.requireNonNull(at, "at");
        if (progress < 0 || progress > 100) {
            throw new IllegalArgumentException("progress must be 0-100, not " + progress);
        }
    }

    public static AnalysisUpdate running(Stage stage, int progress, String message, Instant at) {
        return new AnalysisUpdate(AnalysisStatus.RUNNING, stage, progress, message, null, null, at);
    }

    public static AnalysisUpdate failed(Stage stage, ErrorCode code, String reason, Instant at) {
        return new AnalysisUpdate(AnalysisStatus.FAILED, stage, 100, "Failed", code, reason, at);
    }
}
