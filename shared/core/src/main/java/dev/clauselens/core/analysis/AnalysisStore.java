package dev.clauselens.core.analysis;

import dev.clauselens.core.document.SourceType;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Documents, analyses and everything the stages derive from them. Every read and write names a
 * tenant, and one tenant never sees another's rows. Writes are keyed: repeating one (a retried
 * stage) changes nothing. Lists come back in a stable order (chunks by index, events by time).
 */
public interface AnalysisStore {

    /** Keeps a document; the same {@code documentId} again changes nothing. */
    void saveDocument(DocumentRecord document);

    /**
     * What parsing learned about a document registered before it was read (an upload analysed where
     * it lies): its title, type and content hash. Its id, source key and creation time stay.
     *
     * @return false when the tenant has no such document
     */
    boolean describeDocument(String tenantId, String documentId, String title, SourceType sourceType, String contentHash);

    Optional<DocumentRecord> findDocument(String tenantId, String documentId);

    /** Removes the document, its chunks and its analyses with everything derived from them. */
    boolean deleteDocument(String tenantId, String documentId);

    /** Creates an analysis; the same {@code analysisId} again changes nothing. */
    void createAnalysis(AnalysisRecord analysis);

    Optional<AnalysisRecord> findAnalysis(String tenantId, String analysisId);

    List<AnalysisRecord> analysesOf(String tenantId, String documentId);

    /** The tenant's analyses, newest first, at most {@code limit}. */
    List<AnalysisRecord> recentAnalyses(String tenantId, int limit);

    /** Every analysis of the tenant still QUEUED or RUNNING, oldest first (what a restarted server resumes). */
    List<AnalysisRecord> unfinishedAnalyses(String tenantId);

    /**
     * Starts a failed analysis again as attempt {@code attempt}: QUEUED, no error, its earlier
     * output kept for the steps to reuse. Only one of concurrent callers wins.
     *
     * @return false unless the analysis was FAILED at attempt {@code attempt - 1}
     */
    boolean restartAnalysis(String tenantId, String analysisId, int attempt, Instant at);

    /** @return false when the tenant has no such analysis */
    boolean updateAnalysis(String tenantId, String analysisId, AnalysisUpdate update);

    void recordProgress(ProgressEvent event);

    List<ProgressEvent> progress(String tenantId, String analysisId);

    void saveChunks(List<StoredChunk> chunks);

    List<StoredChunk> chunks(String tenantId, String documentId);

    void saveClauses(List<ClauseRecord> clauses);

    List<ClauseRecord> clauses(String tenantId, String analysisId);

    void saveAssessments(List<RiskAssessmentRecord> assessments);

    List<RiskAssessmentRecord> assessments(String tenantId, String analysisId);

    void saveGapAnalysis(GapAnalysisRecord gapAnalysis);

    Optional<GapAnalysisRecord> gapAnalysis(String tenantId, String analysisId);

    void saveHypotheses(List<HypothesisCoverageRecord> coverage);

    List<HypothesisCoverageRecord> hypotheses(String tenantId, String analysisId);

    void recordModelCall(ModelCallRecord call);

    List<ModelCallRecord> modelCalls(String tenantId, String analysisId);

    /**
     * Keeps a tenant's playbook under its name, replacing an earlier version of it (the one write
     * that replaces: a team edits its playbook).
     *
     * @return true when the name was new
     */
    boolean savePlaybook(PlaybookRecord playbook);

    Optional<PlaybookRecord> findPlaybook(String tenantId, String name);

    /** The tenant's playbooks by name. */
    List<PlaybookRecord> playbooks(String tenantId);
}
