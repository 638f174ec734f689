package dev.clauselens.core.analysis;

/** Where an analysis is in its life. */
public enum AnalysisStatus {
    QUEUED, RUNNING, SUCCEEDED, FAILED
}
