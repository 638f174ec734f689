package dev.clauselens.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStatus;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.AnalysisUpdate;
import dev.clauselens.core.analysis.Citation;
import dev.clauselens.core.analysis.ClauseRecord;
import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.analysis.DocumentRecord;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.analysis.HypothesisCoverageRecord;
import dev.clauselens.core.analysis.ModelCallRecord;
import dev.clauselens.core.analysis.PlaybookRecord;
import dev.clauselens.core.analysis.ProgressEvent;
import dev.clauselens.core.analysis.RiskAssessmentRecord;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.analysis.StoredChunk;
import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.document.SourceType;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.core.taxonomy.Perspective;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * What every {@link AnalysisStore} must do. Each test works in fresh tenants, so adapters need no
 * clean-up between tests.
 */
public abstract class AnalysisStoreContract {
    protected static final Instant NOW = Instant.parse("2026-03-03T10:15:30Z");

    /** The adapter under test. */
    protected abstract AnalysisStore store();

    protected final String tenantA = "tenant-a-" + UUID.randomUUID();
    protected final String tenantB = "tenant-b-" + UUID.randomUUID();

    @Test
    void keepsADocumentAndItsAnalysis() {
        AnalysisStore store = store();
        store.saveDocument(document(tenantA, "doc-1"));
        store.createAnalysis(AnalysisRecord.queued(tenantA, "an-1", "doc-1", NOW));
        assertEquals("Mutual NDA", store.findDocument(tenantA, "doc-1").orElseThrow().title());
        AnalysisRecord analysis = store.findAnalysis(tenantA, "an-1").orElseThrow();
        assertEquals(AnalysisStatus.QUEUED, analysis.status());
        assertEquals(List.of("an-1"), store.analysesOf(tenantA, "doc-1").stream().map(AnalysisRecord::analysisId).toList());
    }

    @Test
    void keepsTheSideAndPlaybookAnAnalysisIsReadWith() {
        AnalysisStore store = store();
        store.saveDocument(document(tenantA, "doc-1"));
        store.createAnalysis(AnalysisRecord.queued(tenantA, "an-1", "doc-1", NOW, Perspective.DISCLOSER, "sales-2026"));
        AnalysisRecord analysis = store.findAnalysis(tenantA, "an-1").orElseThrow();
        assertEquals(Perspective.DISCLOSER, analysis.perspective());
        assertEquals("sales-2026", analysis.playbook());
        store.createAnalysis(AnalysisRecord.queued(tenantA, "an-2", "doc-1", NOW));
        assertNull(store.findAnalysis(tenantA, "an-2").orElseThrow().playbook());
    }

    @Test
    void keepsATenantsPlaybooksByNameTheLatestVersionWins() throws Exception {
        AnalysisStore store = store();
        assertTrue(store.savePlaybook(new PlaybookRecord(tenantA, "sales", "{\"v\": 1}", NOW)));
        assertFalse(store.savePlaybook(new PlaybookRecord(tenantA, "sales", "{\"v\": 2}", NOW.plusSeconds(5))));
        assertTrue(store.savePlaybook(new PlaybookRecord(tenantA, "legal", "{\"v\": 3}", NOW)));
        PlaybookRecord sales = store.findPlaybook(tenantA, "sales").orElseThrow();
        assertEquals(2, new ObjectMapper().readTree(sales.document()).get("v").asInt());
        assertEquals(NOW.plusSeconds(5), sales.updatedAt());
        assertEquals(List.of("legal", "sales"), store.playbooks(tenantA).stream().map(PlaybookRecord::name).toList());
        assertTrue(store.findPlaybook(tenantB, "sales").isEmpty());
        assertEquals(List.of(), store.playbooks(tenantB));
        assertTrue(store.savePlaybook(new PlaybookRecord(tenantB, "sales", "{\"v\": 9}", NOW)));
        assertEquals(2, new ObjectMapper().readTree(store.findPlaybook(tenantA, "sales")
            .orElseThrow().document()).get("v").asInt());
    }

    @Test
    void repeatingAKeyedWriteChangesNothing() {
        AnalysisStore store = store();
        seed(store, tenantA);
        seed(store, tenantA);
        var otherTitle = new DocumentRecord(tenantA, "doc-1", "Renamed", SourceType.PDF, "hash", null, NOW);
        store.saveDocument(otherTitle);
        assertEquals("Mutual NDA", store.findDocument(tenantA, "doc-1").orElseThrow().title());
        assertEquals(1, store.analysesOf(tenantA, "doc-1").size());
        assertEquals(2, store.progress(tenantA, "an-1").size());
        assertEquals(2, store.chunks(tenantA, "doc-1").size());
        assertEquals(1, store.clauses(tenantA, "an-1").size());
        assertEquals(1, store.assessments(tenantA, "an-1").size());
        assertEquals(1, store.hypotheses(tenantA, "an-1").size());
        assertEquals(1, store.modelCalls(tenantA, "an-1").size());
        assertEquals(37, store.gapAnalysis(tenantA, "an-1").orElseThrow().gapScore());
    }

    @Test
    void tenantANeverSeesTenantB() {
        AnalysisStore store = store();
        seed(store, tenantA);
        assertTrue(store.findDocument(tenantB, "doc-1").isEmpty());
        assertTrue(store.findAnalysis(tenantB, "an-1").isEmpty());
        assertTrue(store.analysesOf(tenantB, "doc-1").isEmpty());
        assertTrue(store.progress(tenantB, "an-1").isEmpty());
        assertTrue(store.chunks(tenantB, "doc-1").isEmpty());
        assertTrue(store.clauses(tenantB, "an-1").isEmpty());
        assertTrue(store.assessments(tenantB, "an-1").isEmpty());
        assertTrue(store.gapAnalysis(tenantB, "an-1").isEmpty());
        assertTrue(store.hypotheses(tenantB, "an-1").isEmpty());
        assertTrue(store.modelCalls(tenantB, "an-1").isEmpty());
        assertFalse(store.updateAnalysis(tenantB, "an-1", AnalysisUpdate.running(Stage.CLASSIFY, 50, "x", NOW)));
        assertFalse(store.deleteDocument(tenantB, "doc-1"));
        assertEquals(AnalysisStatus.QUEUED, store.findAnalysis(tenantA, "an-1").orElseThrow().status());
        assertTrue(store.findDocument(tenantA, "doc-1").isPresent());
    }

    @Test
    void parsingDescribesADocumentRegisteredBeforeItWasRead() {
        AnalysisStore store = store();
        store.saveDocument(new DocumentRecord(tenantA, "doc-2", "upload.pdf", SourceType.PDF, "etag:abc",
            "uploads/" + tenantA + "/upload.pdf", NOW));
        assertTrue(store.describeDocument(tenantA, "doc-2", "Mutual NDA", SourceType.PDF, "0f0f"));
        DocumentRecord described = store.findDocument(tenantA, "doc-2").orElseThrow();
        assertEquals(List.of("Mutual NDA", "0f0f", "uploads/" + tenantA + "/upload.pdf"),
            List.of(described.title(), described.contentHash(), described.sourceKey()));
        assertFalse(store.describeDocument(tenantB, "doc-2", "Theirs", SourceType.PDF, "1e1e"), "another tenant's document");
        assertEquals("Mutual NDA", store.findDocument(tenantA, "doc-2").orElseThrow().title());
    }

    @Test
    void listsATenantsAnalysesNewestFirstAndNoOneElses() {
        AnalysisStore store = store();
        seed(store, tenantA);
        seed(store, tenantB);
        store.createAnalysis(AnalysisRecord.queued(tenantA, "an-2", "doc-1", NOW.plusSeconds(60)));
        assertEquals(List.of("an-2", "an-1"), store.recentAnalyses(tenantA, 10).stream().map(AnalysisRecord::analysisId).toList());
        assertEquals(List.of("an-2"), store.recentAnalyses(tenantA, 1).stream().map(AnalysisRecord::analysisId).toList());
        assertTrue(store.recentAnalyses(tenantB, 10).stream().allMatch(a -> a.tenantId().equals(tenantB)));
    }

    @Test
    void theSameIdsInTwoTenantsAreTwoDocuments() {
        AnalysisStore store = store();
        seed(store, tenantA);
        seed(store, tenantB);
        store.deleteDocument(tenantB, "doc-1");
        assertTrue(store.findDocument(tenantA, "doc-1").isPresent());
        assertEquals(2, store.chunks(tenantA, "doc-1").size());
    }

    @Test
    void updatesStatusStageProgressAndError() {
        AnalysisStore store = store();
        seed(store, tenantA);
        Instant later = NOW.plus(5, ChronoUnit.SECONDS);
        assertTrue(store.updateAnalysis(tenantA, "an-1", AnalysisUpdate.running(Stage.SCORE_RISK, 60, "Scoring", later)));
        AnalysisRecord running = store.findAnalysis(tenantA, "an-1").orElseThrow();
        assertEquals(Stage.SCORE_RISK, running.stage());
        assertEquals(60, running.progress());
        assertEquals(later, running.updatedAt());
        assertEquals(NOW, running.createdAt());
        store.updateAnalysis(tenantA, "an-1", AnalysisUpdate.failed(Stage.SCORE_RISK, ErrorCode.TIMEOUT, "Too slow", later));
        AnalysisRecord failed = store.findAnalysis(tenantA, "an-1").orElseThrow();
        assertEquals(AnalysisStatus.FAILED, failed.status());
        assertEquals(ErrorCode.TIMEOUT, failed.errorCode());
        assertEquals("Too slow", failed.errorReason());
    }

    @Test
    void listsEveryUnfinishedAnalysisOfTheTenantOldestFirst() {
        AnalysisStore store = store();
        store.saveDocument(document(tenantA, "doc-1"));
        for (int i = 0; i < 60; i++) {
            store.createAnalysis(AnalysisRecord.queued(tenantA, "an-" + i, "doc-1", NOW.plusSeconds(60 - i)));
        }
        store.updateAnalysis(tenantA, "an-5", AnalysisUpdate.running(Stage.CLASSIFY, 30, "Classifying", NOW));
        store.updateAnalysis(tenantA, "an-6", new AnalysisUpdate(AnalysisStatus.SUCCEEDED, Stage.FINALIZE, 100, "Done",
            null, null, NOW));
        store.updateAnalysis(tenantA, "an-7", AnalysisUpdate.failed(Stage.PARSE, ErrorCode.MALFORMED, "Damaged", NOW));
        List<AnalysisRecord> unfinished = store.unfinishedAnalyses(tenantA);
        assertEquals(58, unfinished.size(), "all of them, not only the most recent");
        assertEquals("an-59", unfinished.getFirst().analysisId());
        assertEquals("an-0", unfinished.getLast().analysisId());
        assertTrue(unfinished.stream().noneMatch(a -> a.analysisId().equals("an-6") || a.analysisId().equals("an-7")));
        assertTrue(store.unfinishedAnalyses(tenantB).isEmpty());
    }

    @Test
    void restartsAFailedAnalysisOnceAsItsNextAttempt() {
        AnalysisStore store = store();
        seed(store, tenantA);
        Instant later = NOW.plus(5, ChronoUnit.SECONDS);
        assertFalse(store.restartAnalysis(tenantA, "an-1", 2, later), "a queued analysis is not restarted");
        store.updateAnalysis(tenantA, "an-1", AnalysisUpdate.failed(Stage.CLASSIFY, ErrorCode.INTERNAL, "Crashed", later));
        assertFalse(store.restartAnalysis(tenantB, "an-1", 2, later), "another tenant cannot restart it");
        assertFalse(store.restartAnalysis(tenantA, "an-1", 3, later), "attempt 3 does not follow attempt 1");
        assertTrue(store.restartAnalysis(tenantA, "an-1", 2, later));
        assertFalse(store.restartAnalysis(tenantA, "an-1", 2, later), "the second of two restarts loses");
        AnalysisRecord restarted = store.findAnalysis(tenantA, "an-1").orElseThrow();
        assertEquals(2, restarted.attempt());
        assertEquals(AnalysisStatus.QUEUED, restarted.status());
        assertEquals(null, restarted.errorCode());
        assertEquals(null, restarted.errorReason());
        assertEquals("an-1-attempt-2", restarted.executionName());
        assertEquals(NOW, restarted.createdAt());
        assertEquals(2, store.chunks(tenantA, "doc-1").size(), "earlier output stays for the steps to reuse");
    }

    @Test
    void keepsEverythingAStageWritesAsWritten() {
        AnalysisStore store = store();
        seed(store, tenantA);
        List<StoredChunk> chunks = store.chunks(tenantA, "doc-1");
        assertEquals(List.of(0, 1), chunks.stream().map(c -> c.chunk().index()).toList());
        assertEquals(chunk(0, "First clause."), chunks.get(0).chunk());
        assertEquals(new Embedding("test-model", new float[] {0.5f, -0.25f, 1f}), chunks.get(0).embedding());
        assertEquals(null, chunks.get(1).embedding());
        assertEquals(clause(tenantA), store.clauses(tenantA, "an-1").getFirst());
        assertEquals(assessment(tenantA), store.assessments(tenantA, "an-1").getFirst());
        assertEquals(gaps(tenantA), store.gapAnalysis(tenantA, "an-1").orElseThrow());
        assertEquals(coverage(tenantA), store.hypotheses(tenantA, "an-1").getFirst());
        assertEquals(call(tenantA), store.modelCalls(tenantA, "an-1").getFirst());
        List<ProgressEvent> events = store.progress(tenantA, "an-1");
        assertEquals(List.of("parse:start", "parse:done"), events.stream().map(ProgressEvent::eventKey).toList());
        assertEquals(Map.of("chunks", 2), events.get(1).counts());
    }

    @Test
    void deletingADocumentRemovesEverythingDerivedFromIt() {
        AnalysisStore store = store();
        seed(store, tenantA);
        assertTrue(store.deleteDocument(tenantA, "doc-1"));
        assertTrue(store.findDocument(tenantA, "doc-1").isEmpty());
        assertTrue(store.findAnalysis(tenantA, "an-1").isEmpty());
        assertTrue(store.chunks(tenantA, "doc-1").isEmpty());
        assertTrue(store.progress(tenantA, "an-1").isEmpty());
        assertTrue(store.clauses(tenantA, "an-1").isEmpty());
        assertTrue(store.assessments(tenantA, "an-1").isEmpty());
        assertTrue(store.gapAnalysis(tenantA, "an-1").isEmpty());
        assertTrue(store.hypotheses(tenantA, "an-1").isEmpty());
        assertTrue(store.modelCalls(tenantA, "an-1").isEmpty());
        assertFalse(store.deleteDocument(tenantA, "doc-1"));
    }

    /** A document, an analysis and one of every derived record. */
    protected void seed(AnalysisStore store, String tenant) {
        store.saveDocument(document(tenant, "doc-1"));
        store.createAnalysis(AnalysisRecord.queued(tenant, "an-1", "doc-1", NOW));
        store.recordProgress(new ProgressEvent(tenant, "an-1", "parse:start", Stage.PARSE, 0, "Parsing", Map.of(), NOW));
        store.recordProgress(new ProgressEvent(tenant, "an-1", "parse:done", Stage.PARSE, 20, "Parsed",
            Map.of("chunks", 2), NOW.plusMillis(1)));
        store.saveChunks(List.of(
            new StoredChunk(tenant, "doc-1", chunk(0, "First clause."), new Embedding("test-model", new float[] {0.5f, -0.25f, 1f})),
            new StoredChunk(tenant, "doc-1", chunk(1, "Second clause."), null)));
        store.saveClauses(List.of(clause(tenant)));
        store.saveAssessments(List.of(assessment(tenant)));
        store.saveGapAnalysis(gaps(tenant));
        store.saveHypotheses(List.of(coverage(tenant)));
        store.recordModelCall(call(tenant));
    }

    protected static DocumentRecord document(String tenant, String documentId) {
        return new DocumentRecord(tenant, documentId, "Mutual NDA", SourceType.DOCX, "sha256:abc", "uploads/x/nda.docx", NOW);
    }

    protected static Chunk chunk(int index, String text) {
        int start = index * 20;
        return new Chunk("c%04d".formatted(index + 1), index, text, List.of("1. Definitions", "1." + (index + 1)),
            4, start, start + text.length(), index, 0, index, text.length(), ChunkKind.CLAUSE);
    }

    private static ClauseRecord clause(String tenant) {
        return new ClauseRecord(tenant, "an-1", "c0001", ClauseCategory.TERM_AND_SURVIVAL,
            List.of(ClauseCategory.EXPIRATION_DATE), 0.82, "Nearest references are survival clauses", DecisionLayer.LOCAL);
    }

    private static RiskAssessmentRecord assessment(String tenant) {
        return new RiskAssessmentRecord(tenant, "an-1", "c0001", RiskLevel.CAUTIOUS, 0.7, "Survival is long",
            List.of(new Citation("First", 0, 5)), List.of("Longer than the Bonterms survival clause"),
            List.of("5 years is longer than 80% of 40 NDAs that state one"), DecisionLayer.MODEL);
    }

    private static GapAnalysisRecord gaps(String tenant) {
        return new GapAnalysisRecord(tenant, "an-1", 37, List.of(ClauseCategory.TERM_AND_SURVIVAL),
            List.of(new GapAnalysisRecord.MissingCategory(ClauseCategory.RETURN_OR_DESTRUCTION,
                GapAnalysisRecord.Importance.CRITICAL, "On request, the Recipient shall return or destroy...")),
            List.of(new GapAnalysisRecord.WeakClause("c0002", ClauseCategory.REMEDIES, "Make it mutual")));
    }

    private static HypothesisCoverageRecord coverage(String tenant) {
        return new HypothesisCoverageRecord(tenant, "an-1", Hypothesis.NDA_19, NliLabel.ENTAILMENT, 0.9,
            List.of("c0001"), List.of(new Citation("First clause.", 0, 13)), DecisionLayer.LOCAL);
    }

    private static ModelCallRecord call(String tenant) {
        return new ModelCallRecord(tenant, "an-1", "call-1", "classifier", "anthropic.claude-haiku-4-5", 1200, 150,
            900, 0, 0.0021, 840, "ok", NOW);
    }
}
