package dev.clauselens.core.agent;

import dev.clauselens.core.analysis.AnalysisStatus;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.AnalysisUpdate;
import dev.clauselens.core.analysis.ClauseRecord;
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
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

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

    /** Classify: a category for every clause chunk the local layer or the model is sure of. */
    public Step classify(Step step, Progress progress) {
        List<ClauseRecord> earlier = store.clauses(step.tenantId(), step.analysisId());
        if (!earlier.isEmpty()) {
            return step.next(earlier.size(), true);
        }
        Stage stage = Stage.CLASSIFY;
        report(step, stage, 25, "Classifying clauses", Map.of(), progress);
        List<ChunkVector> chunks = chunks(step);
        ModelGateway gateway = gateway(step);
        Classifier.Outcome local = everythingToModel ? new Classifier.Outcome(List.of(), chunks.stream()
            .filter(c -> c.chunk().kind() == ChunkKind.CLAUSE).map(c -> c.chunk().id()).toList())
            : classifier.classify(step.tenantId(), chunks);
        List<ClauseDecision> decided = new ArrayList<>(local.decided());
        Set<String> uncertain = Set.copyOf(local.uncertain());
        List<ChunkVector> unsure = chunks.stream().filter(c -> uncertain.contains(c.chunk().id())).toList();
        decided.addAll(askModel(gateway, g -> new ClassifierEscalation(g).escalate(unsure), List.<ClauseDecision>of(),
            step, stage, 40, "finishing on the local layer", progress));
        store.saveClauses(decided.stream().map(c -> new ClauseRecord(step.tenantId(), step.analysisId(), c.chunkId(),
            c.category(), c.secondary(), c.confidence(), c.reason(), c.decidedBy())).toList());
        int byModel = decided.size() - local.decided().size();
        report(step, stage, 45, "%d classified (%d by the model), %d left unclassified".formatted(decided.size(), byModel,
            chunks.size() - decided.size()), Map.of("classified", decided.size(), "byModel", byModel), progress);
        return step.next(decided.size(), false);
    }

    /** Score risk: a level, explanation and verified evidence for every classified clause. */
    public Step scoreRisk(Step step, Progress progress) {
        List<RiskAssessmentRecord> earlier = store.assessments(step.tenantId(), step.analysisId());
        if (!earlier.isEmpty()) {
            return step.next(earlier.size(), true);
        }
        Stage stage = Stage.SCORE_RISK;
        report(step, stage, 50, "Scoring risk", Map.of(), progress);
        List<ChunkVector> chunks = chunks(step);
        String text = ChunkText.rebuild(chunks);
        List<ClauseDecision> decided = decisions(step);
        List<RiskFinding> scored = riskScorer.score(step.tenantId(), text, chunks, decided);
        List<RiskFinding> localRisks = everythingToModel ? scored.stream().map(r -> new RiskFinding(r.chunkId(),
            r.category(), RiskLevel.UNKNOWN, 0, r.explanation(), r.citations(), r.comparisons(), r.statistics(),
            r.decidedBy())).toList() : scored;
        ModelGateway gateway = gateway(step);
        List<RiskFinding> risks = askModel(gateway, g -> new RiskEscalation(g).escalate(text, chunks, localRisks),
            localRisks, step, stage, 60, "keeping the local ratings", progress);
        store.saveAssessments(risks.stream().map(r -> new RiskAssessmentRecord(step.tenantId(), step.analysisId(),
            r.chunkId(), r.level(), r.confidence(), r.explanation(), r.citations(), r.comparisons(), r.statistics(),
            r.decidedBy())).toList());
        long aggressive = risks.stream().filter(r -> r.level() == RiskLevel.AGGRESSIVE).count();
        report(step, stage, 70, "%d clauses scored".formatted(risks.size()),
            Map.of("scored", risks.size(), "aggressive", (int) aggressive), progress);
        return step.next(risks.size(), false);
    }

    /** Analyse gaps: missing protections, weak clauses and the 17 hypotheses. */
    public Step analyseGaps(Step step, Progress progress) {
        if (store.gapAnalysis(step.tenantId(), step.analysisId()).isPresent()) {
            return step.next(store.hypotheses(step.tenantId(), step.analysisId()).size(), true);
        }
        Stage stage = Stage.ANALYSE_GAPS;
        report(step, stage, 75, "Looking for gaps and checking 17 hypotheses", Map.of(), progress);
        List<ChunkVector> chunks = chunks(step);
        String text = ChunkText.rebuild(chunks);
        List<ClauseDecision> decided = decisions(step);
        GapReport local = gapAnalyst.analyse(step.tenantId(), text, chunks, decided, findings(step, decided));
        List<HypothesisVerdict> verdicts = everythingToModel ? local.hypotheses().stream()
            .map(h -> new HypothesisVerdict(h.hypothesis(), h.verdict(), 0, List.of(), List.of(), h.decidedBy())).toList()
            : local.hypotheses();
        ModelGateway gateway = gateway(step);
        List<HypothesisVerdict> hypotheses = askModel(gateway,
            g -> new HypothesisEscalation(g).escalate(text, chunks, verdicts), verdicts, step, stage, 85,
            "keeping the local verdicts", progress);
        // Hypotheses first: the gap analysis row is this step's "done" mark, so it is written last.
        store.saveHypotheses(hypotheses.stream().map(h -> new HypothesisCoverageRecord(step.tenantId(), step.analysisId(),
            h.hypothesis(), h.verdict(), h.confidence(), h.chunkIds(), h.evidence(), h.decidedBy())).toList());
        store.saveGapAnalysis(new GapAnalysisRecord(step.tenantId(), step.analysisId(), local.gapScore(), local.present(),
            local.missing(), local.weak()));
        report(step, stage, 95, "%d missing protections, gap score %d".formatted(local.missing().size(), local.gapScore()),
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
        int score = RiskScorer.overallScore(findings(step, decisions(step)));
        report(step, Stage.FINALIZE, 100, "Done", Map.of("overallScore", score), progress);
        store.updateAnalysis(step.tenantId(), step.analysisId(), new AnalysisUpdate(AnalysisStatus.SUCCEEDED,
            Stage.FINALIZE, 100, "Done", null, null, clock.instant()));
        return step.next(score, false);
    }

    /** Mark failed: the analysis keeps the failing stage, the error code and a reason a person can read. */
    public Step markFailed(Step step, Stage stage, ErrorCode code, String reason) {
        store.updateAnalysis(step.tenantId(), step.analysisId(), AnalysisUpdate.failed(stage, code, reason, clock.instant()));
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
                           int percent, String keeping, Progress progress) {
        if (gateway == null) {
            return local;
        }
        try {
            return ask.apply(gateway);
        } catch (BudgetExhaustedException | InvalidModelAnswerException e) {
            report(step, stage, percent, "the model layer stopped (" + e.getMessage() + "); " + keeping, Map.of(), progress);
            return local;
        }
    }

    private void report(Step step, Stage stage, int percent, String message, Map<String, Integer> counts,
                        Progress progress) {
        store.updateAnalysis(step.tenantId(), step.analysisId(), AnalysisUpdate.running(stage, percent, message, clock.instant()));
        store.recordProgress(new ProgressEvent(step.tenantId(), step.analysisId(), stage.name() + "-" + percent, stage,
            percent, message, counts, clock.instant()));
        progress.stage(stage, percent, message);
    }

    private List<ChunkVector> chunks(Step step) {
        List<StoredChunk> stored = store.chunks(step.tenantId(), step.documentId());
        if (stored.isEmpty()) {
            throw new InvalidInputException("Document " + step.documentId() + " has no parsed chunks; run the Parse step first.");
        }
        return stored.stream().map(c -> new ChunkVector(c.chunk(), c.embedding())).toList();
    }

    /** The stored classification of the analysis. */
    List<ClauseDecision> decisions(Step step) {
        return store.clauses(step.tenantId(), step.analysisId()).stream()
            .map(c -> new ClauseDecision(c.chunkId(), c.category(), c.secondary(), c.confidence(), c.reason(), c.decidedBy()))
            .toList();
    }

    /** The stored risk assessments, with the category of each clause. */
    List<RiskFinding> findings(Step step, List<ClauseDecision> decided) {
        Map<String, ClauseCategory> categories = new HashMap<>();
        decided.forEach(d -> categories.put(d.chunkId(), d.category()));
        return store.assessments(step.tenantId(), step.analysisId()).stream()
            .map(a -> new RiskFinding(a.chunkId(), categories.get(a.chunkId()), a.level(), a.confidence(), a.explanation(),
                a.citations(), a.comparisons(), a.statistics(), a.decidedBy()))
            .toList();
    }
}
