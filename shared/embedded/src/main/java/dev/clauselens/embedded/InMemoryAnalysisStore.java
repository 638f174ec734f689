package dev.clauselens.embedded;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStatus;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.AnalysisUpdate;
import dev.clauselens.core.analysis.ClauseRecord;
import dev.clauselens.core.analysis.DocumentRecord;
import dev.clauselens.core.document.SourceType;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.analysis.HypothesisCoverageRecord;
import dev.clauselens.core.analysis.ModelCallRecord;
import dev.clauselens.core.analysis.ProgressEvent;
import dev.clauselens.core.analysis.RiskAssessmentRecord;
import dev.clauselens.core.analysis.StoredChunk;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The embedded {@link AnalysisStore}: everything in memory behind one lock, optionally saved to a
 * JSON file after every write (written to a temporary file, then moved into place) so that a local
 * server keeps its analyses across restarts.
 */
public final class InMemoryAnalysisStore implements AnalysisStore {
    private static final ObjectMapper JSON = new ObjectMapper()
        .registerModule(new JavaTimeModule())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    /** Everything the store holds, keyed as the port's writes are keyed. */
    record State(
        Map<String, DocumentRecord> documents,
        Map<String, AnalysisRecord> analyses,
        Map<String, ProgressEvent> progress,
        Map<String, StoredChunk> chunks,
        Map<String, ClauseRecord> clauses,
        Map<String, RiskAssessmentRecord> assessments,
        Map<String, GapAnalysisRecord> gaps,
        Map<String, HypothesisCoverageRecord> hypotheses,
        Map<String, ModelCallRecord> modelCalls) {

        static State empty() {
            return new State(new LinkedHashMap<>(), new LinkedHashMap<>(), new LinkedHashMap<>(),
                new LinkedHashMap<>(), new LinkedHashMap<>(), new LinkedHashMap<>(), new LinkedHashMap<>(),
                new LinkedHashMap<>(), new LinkedHashMap<>());
        }
    }

    /** The longest a write waits to reach the file while more writes come. */
    static final Duration SAVE_INTERVAL = Duration.ofSeconds(1);

    private final State state;
    private final Path file;
    private long savedAt = System.nanoTime();
    private boolean unsaved;

    private InMemoryAnalysisStore(State state, Path file) {
        this.state = state;
        this.file = file;
    }

    /** A store that lives as long as the process. */
    public static InMemoryAnalysisStore inMemory() {
        return new InMemoryAnalysisStore(State.empty(), null);
    }

    /**
     * A store kept in {@code file}: loaded from it if it exists, saved to it at most once per
     * {@link #SAVE_INTERVAL} while writes come, and by {@link #flush()}. Each save rewrites the whole
     * file (chunks with their vectors included), so saving after every write cost an analysis 29 full
     * rewrites, more with each analysis kept.
     */
    public static InMemoryAnalysisStore savedTo(Path file) {
        if (!Files.exists(file)) {
            return new InMemoryAnalysisStore(State.empty(), file);
        }
        try {
            return new InMemoryAnalysisStore(JSON.readValue(file.toFile(), State.class), file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the store file " + file, e);
        }
    }

    private static String key(String... parts) {
        return String.join("\u0000", parts);
    }

    @Override
    public synchronized void saveDocument(DocumentRecord document) {
        write(() -> state.documents().putIfAbsent(key(document.tenantId(), document.documentId()), document));
    }

    @Override
    public synchronized boolean describeDocument(String tenantId, String documentId, String title, SourceType sourceType,
                                                 String contentHash) {
        DocumentRecord earlier = state.documents().get(key(tenantId, documentId));
        if (earlier == null) {
            return false;
        }
        write(() -> state.documents().put(key(tenantId, documentId), new DocumentRecord(tenantId, documentId, title,
            sourceType, contentHash, earlier.sourceKey(), earlier.createdAt())));
        return true;
    }

    @Override
    public synchronized Optional<DocumentRecord> findDocument(String tenantId, String documentId) {
        return Optional.ofNullable(state.documents().get(key(tenantId, documentId)));
    }

    @Override
    public synchronized boolean deleteDocument(String tenantId, String documentId) {
        if (state.documents().remove(key(tenantId, documentId)) == null) {
            return false;
        }
        List<String> analysisIds = analysesOf(tenantId, documentId).stream().map(AnalysisRecord::analysisId).toList();
        state.chunks().values().removeIf(c -> c.tenantId().equals(tenantId) && c.documentId().equals(documentId));
        for (String analysisId : analysisIds) {
            state.analyses().remove(key(tenantId, analysisId));
            Predicate<String> ofAnalysis = k -> k.startsWith(key(tenantId, analysisId) + "\u0000") || k.equals(key(tenantId, analysisId));
            state.progress().keySet().removeIf(ofAnalysis);
            state.clauses().keySet().removeIf(ofAnalysis);
            state.assessments().keySet().removeIf(ofAnalysis);
            state.gaps().keySet().removeIf(ofAnalysis);
            state.hypotheses().keySet().removeIf(ofAnalysis);
            state.modelCalls().values().removeIf(c -> c.tenantId().equals(tenantId) && c.analysisId().equals(analysisId));
        }
        save();
        return true;
    }

    @Override
    public synchronized void createAnalysis(AnalysisRecord analysis) {
        write(() -> state.analyses().putIfAbsent(key(analysis.tenantId(), analysis.analysisId()), analysis));
    }

    @Override
    public synchronized Optional<AnalysisRecord> findAnalysis(String tenantId, String analysisId) {
        return Optional.ofNullable(state.analyses().get(key(tenantId, analysisId)));
    }

    @Override
    public synchronized List<AnalysisRecord> analysesOf(String tenantId, String documentId) {
        return state.analyses().values().stream()
            .filter(a -> a.tenantId().equals(tenantId) && a.documentId().equals(documentId))
            .toList();
    }

    @Override
    public synchronized List<AnalysisRecord> recentAnalyses(String tenantId, int limit) {
        return state.analyses().values().stream()
            .filter(a -> a.tenantId().equals(tenantId))
            .sorted(java.util.Comparator.comparing(AnalysisRecord::createdAt).reversed())
            .limit(limit)
            .toList();
    }

    @Override
    public synchronized boolean updateAnalysis(String tenantId, String analysisId, AnalysisUpdate update) {
        AnalysisRecord current = state.analyses().get(key(tenantId, analysisId));
        if (current == null) {
            return false;
        }
        write(() -> state.analyses().put(key(tenantId, analysisId), new AnalysisRecord(tenantId, analysisId,
            current.documentId(), current.attempt(), update.status(), update.stage(), update.progress(), update.message(),
            update.errorCode(), update.errorReason(), current.createdAt(), update.at())));
        return true;
    }

    @Override
    public synchronized boolean restartAnalysis(String tenantId, String analysisId, int attempt, Instant at) {
        AnalysisRecord current = state.analyses().get(key(tenantId, analysisId));
        if (current == null || current.status() != AnalysisStatus.FAILED || current.attempt() != attempt - 1) {
            return false;
        }
        write(() -> state.analyses().put(key(tenantId, analysisId), new AnalysisRecord(tenantId, analysisId,
            current.documentId(), attempt, AnalysisStatus.QUEUED, Stage.PARSE, 0, AnalysisRecord.RESTARTED, null, null,
            current.createdAt(), at)));
        return true;
    }

    @Override
    public synchronized void recordProgress(ProgressEvent event) {
        write(() -> state.progress().putIfAbsent(key(event.tenantId(), event.analysisId(), event.eventKey()), event));
    }

    @Override
    public synchronized List<ProgressEvent> progress(String tenantId, String analysisId) {
        return select(state.progress(), tenantId, analysisId, ProgressEvent::tenantId, ProgressEvent::analysisId);
    }

    @Override
    public synchronized void saveChunks(List<StoredChunk> chunks) {
        write(() -> chunks.forEach(c -> state.chunks().putIfAbsent(
            key(c.tenantId(), c.documentId(), String.valueOf(c.chunk().index())), c)));
    }

    @Override
    public synchronized List<StoredChunk> chunks(String tenantId, String documentId) {
        return state.chunks().values().stream()
            .filter(c -> c.tenantId().equals(tenantId) && c.documentId().equals(documentId))
            .sorted(Comparator.comparingInt(c -> c.chunk().index()))
            .toList();
    }

    @Override
    public synchronized void saveClauses(List<ClauseRecord> clauses) {
        write(() -> clauses.forEach(c -> state.clauses().putIfAbsent(key(c.tenantId(), c.analysisId(), c.chunkId()), c)));
    }

    @Override
    public synchronized List<ClauseRecord> clauses(String tenantId, String analysisId) {
        return select(state.clauses(), tenantId, analysisId, ClauseRecord::tenantId, ClauseRecord::analysisId);
    }

    @Override
    public synchronized void saveAssessments(List<RiskAssessmentRecord> assessments) {
        write(() -> assessments.forEach(a -> state.assessments().putIfAbsent(
            key(a.tenantId(), a.analysisId(), a.chunkId()), a)));
    }

    @Override
    public synchronized List<RiskAssessmentRecord> assessments(String tenantId, String analysisId) {
        return select(state.assessments(), tenantId, analysisId, RiskAssessmentRecord::tenantId,
            RiskAssessmentRecord::analysisId);
    }

    @Override
    public synchronized void saveGapAnalysis(GapAnalysisRecord gapAnalysis) {
        write(() -> state.gaps().putIfAbsent(key(gapAnalysis.tenantId(), gapAnalysis.analysisId()), gapAnalysis));
    }

    @Override
    public synchronized Optional<GapAnalysisRecord> gapAnalysis(String tenantId, String analysisId) {
        return Optional.ofNullable(state.gaps().get(key(tenantId, analysisId)));
    }

    @Override
    public synchronized void saveHypotheses(List<HypothesisCoverageRecord> coverage) {
        write(() -> coverage.forEach(h -> state.hypotheses().putIfAbsent(
            key(h.tenantId(), h.analysisId(), h.hypothesis().id()), h)));
    }

    @Override
    public synchronized List<HypothesisCoverageRecord> hypotheses(String tenantId, String analysisId) {
        return select(state.hypotheses(), tenantId, analysisId, HypothesisCoverageRecord::tenantId,
            HypothesisCoverageRecord::analysisId);
    }

    @Override
    public synchronized void recordModelCall(ModelCallRecord call) {
        write(() -> state.modelCalls().putIfAbsent(key(call.tenantId(), call.callId()), call));
    }

    @Override
    public synchronized List<ModelCallRecord> modelCalls(String tenantId, String analysisId) {
        return select(state.modelCalls(), tenantId, analysisId, ModelCallRecord::tenantId, ModelCallRecord::analysisId);
    }

    private static <T> List<T> select(Map<String, T> map, String tenantId, String analysisId,
                                      Function<T, String> tenant, Function<T, String> analysis) {
        List<T> selected = new ArrayList<>();
        for (T value : map.values()) {
            if (tenant.apply(value).equals(tenantId) && analysis.apply(value).equals(analysisId)) {
                selected.add(value);
            }
        }
        return selected;
    }

    private void write(Runnable change) {
        change.run();
        unsaved = true;
        if (System.nanoTime() - savedAt >= SAVE_INTERVAL.toNanos()) {
            save();
        }
    }

    /** Saves the writes not yet in the file; the command line calls it when it closes the store. */
    public synchronized void flush() {
        if (unsaved) {
            save();
        }
    }

    private void save() {
        savedAt = System.nanoTime();
        unsaved = false;
        if (file == null) {
            return;
        }
        try {
            Path parent = file.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            Path temporary = Files.createTempFile(parent, file.getFileName().toString(), ".tmp");
            JSON.writeValue(temporary.toFile(), state);
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the store to " + file, e);
        }
    }
}
