package dev.clauselens.core.agent;

import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStatus;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.AnalysisUpdate;
import dev.clauselens.core.analysis.ClauseRecord;
import dev.clauselens.core.analysis.DocumentRecord;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.analysis.HypothesisCoverageRecord;
import dev.clauselens.core.analysis.ModelCallRecord;
import dev.clauselens.core.analysis.ProgressEvent;
import dev.clauselens.core.analysis.RiskAssessmentRecord;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.analysis.StoredChunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.error.BudgetExhaustedException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.error.InvalidModelAnswerException;
import dev.clauselens.core.model.Agent;
import dev.clauselens.core.model.LanguageModel;
import dev.clauselens.core.model.ModelCatalog;
import dev.clauselens.core.model.ModelGateway;
import dev.clauselens.core.model.TokenBudget;
import dev.clauselens.core.model.Usage;
import dev.clauselens.core.stage.Step;
import dev.clauselens.core.taxonomy.Perspective;
import dev.clauselens.core.taxonomy.RiskLevel;
import dev.clauselens.core.terms.KeyTermExtractor;
import dev.clauselens.core.terms.ReviewSide;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The analysis steps after parsing, one method per state of the state machine, each reading its
 * inputs from the analysis store and writing its output there. The same code runs in the Lambda
 * functions and in-process ({@link AnalysisPipeline}), so both follow one order and one contract.
 *
 * <p>Every step is idempotent: it first looks for its own output for the analysis and, when it is
 * there, returns at once with {@code reused} set, so a retried or redriven execution resumes and
 * duplicates nothing. Each step records its progress (stage, percent, message, counts).
 */
public final class AnalysisStages {
    /** Clauses per batch in Classify and Score risk: one model request at most, one Map iteration. */
    public static final int BATCH_SIZE = 24;

    /** Told as each stage starts and ends. */
    @FunctionalInterface
    public interface Progress {
        void stage(Stage stage, int percent, String message);
    }

    /** The model gateway for one analysis, or {@code null} when the local engine decides everything. */
    @FunctionalInterface
    public interface Gateways {
        ModelGateway open(String tenantId, String analysisId);

        /** A gateway per analysis on one model and catalog, each with a new budget, recording every call. */
        static Gateways of(LanguageModel model, ModelCatalog catalog, Supplier<TokenBudget> budgets,
                           Consumer<ModelCallRecord> recorder, Clock clock) {
            return (tenantId, analysisId) -> new ModelGateway(model, catalog, budgets.get(), recorder, clock, tenantId,
                analysisId);
        }
    }

    private final Classifier classifier;
    private final RiskScorer riskScorer;
    private final GapAnalyst gapAnalyst;
    private final AnalysisStore store;
    private final Clock clock;
    private final Gateways gateways;
    private final boolean everythingToModel;

    /**
     * @param gateways          the model gateway of an analysis; answering {@code null} keeps every decision local
     * @param everythingToModel send every decision to the model, as if the local layer were never sure
     *                          (for measuring the cost of the model path)
     */
    public AnalysisStages(Agents agents, AnalysisStore store, Clock clock, Gateways gateways,
                          boolean everythingToModel) {
        this.classifier = agents.classifier();
        this.riskScorer = agents.riskScorer();
        this.gapAnalyst = agents.gapAnalyst();
        this.store = store;
        this.clock = clock;
        this.gateways = gateways;
        this.everythingToModel = everythingToModel;
    }

    /** Classify, one batch: a category for every clause chunk of the batch the local layer or the model is sure of. */
    public Step classify(Step step, Progress progress) {
        Stage stage = Stage.CLASSIFY;
        int batch = step.requireBatch("Classify");
        List<ChunkVector> chunks = chunks(step);
        List<ChunkVector> clauses = batch(chunks, batch);
        Set<String> ids = ids(clauses);
        if (batchDone(step, stage, batch)) {
            return step.next((int) store.clauses(step.tenantId(), step.analysisId()).stream()
                .filter(c -> ids.contains(c.chunkId())).count(), true);
        }
        int batches = batchCount(chunks);
        report(step, stage, "batch-" + batch + "-start", percent(step, stage, 25, 20, batches),
            "Classifying clauses (batch %d of %d)".formatted(batch + 1, batches), Map.of(), progress);
        ModelGateway gateway = gateway(step);
        Classifier.Outcome local = everythingToModel ? Classifier.Outcome.allUncertain(List.copyOf(ids))
            : classifier.classify(step.tenantId(), chunks.stream().map(ChunkVector::chunk).toList(), clauses);
        List<ClauseDecision> decided = new ArrayList<>(local.decided());
        Set<String> uncertain = Set.copyOf(local.uncertain());
        List<ChunkVector> unsure = clauses.stream().filter(c -> uncertain.contains(c.chunk().id())).toList();
        List<ClauseDecision> byModelLayer = askModel(gateway, g -> new ClassifierEscalation(g).escalate(unsure),
            List.<ClauseDecision>of(), step, stage, "finishing on the local layer", progress);
        decided.addAll(byModelLayer);
        Set<String> answered = byModelLayer.stream().map(ClauseDecision::chunkId).collect(Collectors.toSet());
        local.fallback().stream().filter(d -> !answered.contains(d.chunkId())).forEach(decided::add);
        store.saveClauses(decided.stream().map(c -> new ClauseRecord(step.tenantId(), step.analysisId(), c.chunkId(),
            c.category(), c.secondary(), c.confidence(), c.reason(), c.decidedBy())).toList());
        int byModel = byModelLayer.size();
        report(step, stage, doneKey(batch), percent(step, stage, 25, 20, batches),
            "Batch %d of %d: %d classified (%d by the model), %d left unclassified".formatted(batch + 1, batches,
                decided.size(), byModel, clauses.size() - decided.size()),
            Map.of("classified", decided.size(), "byModel", byModel), progress);
        return step.next(decided.size(), false);
    }

    /** Score risk, one batch: a level, explanation and verified evidence for every classified clause of the batch. */
    public Step scoreRisk(Step step, Progress progress) {
        Stage stage = Stage.SCORE_RISK;
        int batch = step.requireBatch("Score risk");
        List<ChunkVector> chunks = chunks(step);
        Set<String> ids = ids(batch(chunks, batch));
        if (batchDone(step, stage, batch)) {
            return step.next((int) store.assessments(step.tenantId(), step.analysisId()).stream()
                .filter(a -> ids.contains(a.chunkId())).count(), true);
        }
        int batches = batchCount(chunks);
        report(step, stage, "batch-" + batch + "-start", percent(step, stage, 50, 20, batches),
            "Scoring risk (batch %d of %d)".formatted(batch + 1, batches), Map.of(), progress);
        String text = ChunkText.rebuild(chunks.stream().map(ChunkVector::chunk).toList());
        List<ClauseDecision> decided = decisions(step).stream().filter(d -> ids.contains(d.chunkId())).toList();
        List<RiskFinding> scored = riskScorer.score(step.tenantId(), text, chunks, decided, side(step, chunks).perspective());
        List<RiskFinding> localRisks = everythingToModel ? scored.stream().map(r -> new RiskFinding(r.chunkId(),
            r.category(), RiskLevel.UNKNOWN, 0, r.explanation(), r.citations(), r.comparisons(), r.statistics(),
            r.decidedBy())).toList() : scored;
        ModelGateway gateway = gateway(step);
        List<RiskFinding> risks = askModel(gateway, g -> new RiskEscalation(g).escalate(text, chunks, localRisks),
            localRisks, step, stage, "keeping the local ratings", progress);
        store.saveAssessments(risks.stream().map(r -> new RiskAssessmentRecord(step.tenantId(), step.analysisId(),
            r.chunkId(), r.level(), r.confidence(), r.explanation(), r.citations(), r.comparisons(), r.statistics(),
            r.decidedBy())).toList());
        long aggressive = risks.stream().filter(r -> r.level() == RiskLevel.AGGRESSIVE).count();
        report(step, stage, doneKey(batch), percent(step, stage, 50, 20, batches),
            "Batch %d of %d: %d clauses scored".formatted(batch + 1, batches, risks.size()),
            Map.of("scored", risks.size(), "aggressive", (int) aggressive), progress);
        return step.next(risks.size(), false);
    }

    /** Analyse gaps: missing protections, weak clauses and the 17 hypotheses. */
    public Step analyseGaps(Step step, Progress progress) {
        if (store.gapAnalysis(step.tenantId(), step.analysisId()).isPresent()) {
            return step.next(store.hypotheses(step.tenantId(), step.analysisId()).size(), true);
        }
        Stage stage = Stage.ANALYSE_GAPS;
        report(step, stage, "start", 75, "Looking for gaps and checking 17 hypotheses", Map.of(), progress);
        List<ChunkVector> chunks = chunks(step);
        String text = ChunkText.rebuild(chunks.stream().map(ChunkVector::chunk).toList());
        List<ClauseDecision> decided = decisions(step);
        GapReport local = gapAnalyst.analyse(step.tenantId(), text, title(step), chunks, decided, findings(step, decided));
        List<HypothesisVerdict> verdicts = everythingToModel ? local.hypotheses().stream()
            .map(h -> new HypothesisVerdict(h.hypothesis(), h.verdict(), 0, List.of(), List.of(), h.decidedBy())).toList()
            : local.hypotheses();
        ModelGateway gateway = gateway(step);
        List<HypothesisVerdict> hypotheses = askModel(gateway,
            g -> new HypothesisEscalation(g).escalate(text, chunks, verdicts), verdicts, step, stage,
            "keeping the local verdicts", progress);
        // Hypotheses first: the gap analysis row is this step's "done" mark, so it is written last.
        store.saveHypotheses(hypotheses.stream().map(h -> new HypothesisCoverageRecord(step.tenantId(), step.analysisId(),
            h.hypothesis(), h.verdict(), h.confidence(), h.chunkIds(), h.evidence(), h.decidedBy())).toList());
        store.saveGapAnalysis(new GapAnalysisRecord(step.tenantId(), step.analysisId(), local.gapScore(), local.present(),
            local.missing(), local.weak()));
        report(step, stage, "done", 95, "%d missing protections, gap score %d".formatted(local.missing().size(), local.gapScore()),
            Map.of("missing", local.missing().size(), "gapScore", local.gapScore()), progress);
        return step.next(hypotheses.size(), false);
    }

    /** Finalize: the analysis is marked succeeded; the results are read from the store. */
    public Step finalizeAnalysis(Step step, Progress progress) {
        var analysis = store.findAnalysis(step.tenantId(), step.analysisId())
            .orElseThrow(() -> new InvalidInputException("No analysis " + step.analysisId() + " for this tenant."));
        if (analysis.status() == AnalysisStatus.SUCCEEDED) {
            return step.next(0, true);
        }
        if (store.gapAnalysis(step.tenantId(), step.analysisId()).isEmpty()) {
            throw new InvalidInputException("Analysis " + step.analysisId() + " cannot be finalized before its gap analysis.");
        }
        int score = AnalysisResults.overall(store, analysis, findings(step, decisions(step))).score();
        report(step, Stage.FINALIZE, "done", 100, "Done", Map.of("overallScore", score), progress);
        store.updateAnalysis(step.tenantId(), step.analysisId(), new AnalysisUpdate(AnalysisStatus.SUCCEEDED,
            Stage.FINALIZE, 100, "Done", null, null, clock.instant()));
        return step.next(score, false);
    }

    /**
     * Mark failed: the analysis keeps the failing stage, the error code and a reason a person can
     * read. With no stage (the state machine's Mark failed state, which knows only the error), the
     * stage the analysis last reported is kept, and a failure the failing step already recorded with
     * its typed code stands.
     */
    public Step markFailed(Step step, Stage stage, ErrorCode code, String reason) {
        var analysis = store.findAnalysis(step.tenantId(), step.analysisId());
        if (analysis.isEmpty()) {
            return step.next(0, false);
        }
        if (stage == null && analysis.get().status() == AnalysisStatus.FAILED) {
            return step.next(0, true);
        }
        store.updateAnalysis(step.tenantId(), step.analysisId(), AnalysisUpdate.failed(
            stage == null ? analysis.get().stage() : stage, code, reason, clock.instant()));
        return step.next(0, false);
    }

    /**
     * The analysis's model gateway, its budget already charged with the calls the analysis recorded:
     * each step runs in its own Lambda, and a retried step must not get a fresh budget.
     */
    private ModelGateway gateway(Step step) {
        ModelGateway gateway = gateways.open(step.tenantId(), step.analysisId());
        if (gateway != null) {
            for (ModelCallRecord call : store.modelCalls(step.tenantId(), step.analysisId())) {
                Arrays.stream(Agent.values()).filter(a -> a.id().equals(call.agent())).findFirst()
                    .ifPresent(agent -> gateway.budget().charge(agent, new Usage(call.inputTokens(), call.outputTokens(),
                        call.cacheReadTokens(), call.cacheWriteTokens())));
            }
        }
        return gateway;
    }

    /**
     * The model layer's answer, or {@code local} when there is no gateway or the model layer stops: a
     * spent budget or an answer invalid even after its repair. The progress says so.
     */
    private <T> T askModel(ModelGateway gateway, Function<ModelGateway, T> ask, T local, Step step, Stage stage,
                           String keeping, Progress progress) {
        if (gateway == null) {
            return local;
        }
        try {
            return ask.apply(gateway);
        } catch (BudgetExhaustedException | InvalidModelAnswerException e) {
            report(step, stage, "model-stopped" + (step.batch() == null ? "" : "-" + step.batch()),
                store.findAnalysis(step.tenantId(), step.analysisId()).map(a -> a.progress()).orElse(0),
                "the model layer stopped (" + e.getMessage() + "); " + keeping, Map.of(), progress);
            return local;
        }
    }

    private void report(Step step, Stage stage, String key, int percent, String message, Map<String, Integer> counts,
                        Progress progress) {
        report(store, clock, step, stage, key, percent, message, counts, progress);
    }

    /** Records a progress event (once per key: a retried step records nothing new) and the analysis's stage. */
    static void report(AnalysisStore store, Clock clock, Step step, Stage stage, String key, int percent, String message,
                       Map<String, Integer> counts, Progress progress) {
        store.updateAnalysis(step.tenantId(), step.analysisId(), AnalysisUpdate.running(stage, percent, message, clock.instant()));
        store.recordProgress(new ProgressEvent(step.tenantId(), step.analysisId(), stage.name() + ":" + key, stage,
            percent, message, counts, clock.instant()));
        progress.stage(stage, percent, message);
    }

    /** The clause chunks of the document in batches of {@link #BATCH_SIZE}, in document order. */
    static int batchCount(List<ChunkVector> chunks) {
        long clauses = chunks.stream().filter(c -> c.chunk().kind() == ChunkKind.CLAUSE).count();
        return (int) ((clauses + BATCH_SIZE - 1) / BATCH_SIZE);
    }

    private static List<ChunkVector> batch(List<ChunkVector> chunks, int batch) {
        List<ChunkVector> clauses = chunks.stream().filter(c -> c.chunk().kind() == ChunkKind.CLAUSE).toList();
        if (batch * BATCH_SIZE >= clauses.size()) {
            throw new InvalidInputException("The document has %d clause batches; there is no batch %d."
                .formatted(batchCount(chunks), batch));
        }
        return clauses.subList(batch * BATCH_SIZE, Math.min(clauses.size(), (batch + 1) * BATCH_SIZE));
    }

    private static Set<String> ids(List<ChunkVector> chunks) {
        Set<String> ids = new LinkedHashSet<>();
        chunks.forEach(c -> ids.add(c.chunk().id()));
        return ids;
    }

    private static String doneKey(int batch) {
        return "batch-" + batch + "-done";
    }

    /** A batch's progress event is written after its rows: it is the batch's "done" mark. */
    private boolean batchDone(Step step, Stage stage, int batch) {
        String key = stage.name() + ":" + doneKey(batch);
        return store.progress(step.tenantId(), step.analysisId()).stream().anyMatch(e -> e.eventKey().equals(key));
    }

    /** From {@code from} to {@code from + span} as the stage's batches finish, whatever order they run in. */
    private int percent(Step step, Stage stage, int from, int span, int batches) {
        long done = store.progress(step.tenantId(), step.analysisId()).stream()
            .filter(e -> e.stage() == stage && e.eventKey().endsWith("-done")).count();
        return from + (int) (span * Math.min(done, batches) / Math.max(1, batches));
    }

    /**
     * The side the analysis reviews from: the user's choice, or inferred from the document's key terms, read with its title as
     * the gap stage and the result read them (so that one analysis extracts them once).
     */
    private ReviewSide side(Step step, List<ChunkVector> chunks) {
        Perspective asked = store.findAnalysis(step.tenantId(), step.analysisId()).map(AnalysisRecord::perspective).orElse(null);
        return ReviewSide.of(asked, asked != null ? null
            : KeyTermExtractor.extract(chunks.stream().map(ChunkVector::chunk).toList(), title(step)));
    }

    private String title(Step step) {
        return store.findDocument(step.tenantId(), step.documentId()).map(DocumentRecord::title).orElse(null);
    }

    private List<ChunkVector> chunks(Step step) {
        List<StoredChunk> stored = store.chunks(step.tenantId(), step.documentId());
        if (stored.isEmpty()) {
            throw new InvalidInputException("Document " + step.documentId() + " has no parsed chunks; run the Parse step first.");
        }
        return stored.stream().map(c -> new ChunkVector(c.chunk(), c.embedding())).toList();
    }

    private List<ClauseDecision> decisions(Step step) {
        return AnalysisResults.decisions(store, step.tenantId(), step.analysisId());
    }

    private List<RiskFinding> findings(Step step, List<ClauseDecision> decided) {
        return AnalysisResults.findings(store, step.tenantId(), step.analysisId(), decided);
    }
}
