package dev.clauselens.core.agent;

import dev.clauselens.core.Sha256;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStatus;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.AnalysisUpdate;

import dev.clauselens.core.analysis.ClauseRecord;
import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.analysis.DocumentRecord;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.analysis.HypothesisCoverageRecord;
import dev.clauselens.core.analysis.ModelCallRecord;
import dev.clauselens.core.analysis.RiskAssessmentRecord;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.analysis.StoredChunk;
import dev.clauselens.core.corpus.EmbeddingModel;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.document.DocumentParser;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.error.BudgetExhaustedException;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.InvalidModelAnswerException;
import dev.clauselens.core.model.ModelGateway;
import dev.clauselens.core.taxonomy.RiskLevel;
import dev.clauselens.core.model.Usage;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;

/**
 * Runs Parser, Classifier, Risk Scorer and Gap Analyst in-process, in the state machine's order,
 * keeping each stage's output in the analysis store and reporting progress per stage.
 */
public final class AnalysisPipeline {
    private static final int CONTEXT = 24;
    private static final int EMBEDDING_BATCH = 32;

    /** Told as each stage starts and ends. */
    @FunctionalInterface
    public interface Progress {
        void stage(Stage stage, int percent, String message);
    }

    /** The model gateway for one analysis, or {@code null} when the local engine decides everything. */
    @FunctionalInterface
    public interface Gateways {
        ModelGateway open(String tenantId, String analysisId);
    }

    private final DocumentParser parser;
    private final EmbeddingModel embeddings;
    private final Classifier classifier;
    private final RiskScorer riskScorer;
    private final GapAnalyst gapAnalyst;
    private final AnalysisStore store;
    private final Clock clock;
    private final Gateways gateways;
    private final boolean everythingToModel;

    /** A pipeline on the local engine only. */
    public AnalysisPipeline(DocumentParser parser, EmbeddingModel embeddings, Agents agents, AnalysisStore store, Clock clock) {
        this(parser, embeddings, agents, store, clock, (tenant, analysis) -> null, false);
    }

    /**
     * @param everythingToModel send every decision to the model, as if the local layer were never sure
     *                          (for measuring the cost of the model path; needs gateways)
     */
    public AnalysisPipeline(DocumentParser parser, EmbeddingModel embeddings, Agents agents, AnalysisStore store,
                            Clock clock, Gateways gateways, boolean everythingToModel) {
        this.gateways = gateways;
        this.everythingToModel = everythingToModel;
        this.parser = parser;
        this.embeddings = embeddings;
        this.classifier = agents.classifier();
        this.riskScorer = agents.riskScorer();
        this.gapAnalyst = agents.gapAnalyst();
        this.store = store;
        this.clock = clock;
    }

    public AnalysisResult analyze(String tenantId, DocumentSource source, Progress progress) {
        long started = System.nanoTime();
        String fingerprint = Sha256.hex(source.bytes());
        String documentId = "doc-" + fingerprint.substring(0, 16);
        String analysisId = "an-" + UUID.randomUUID();
        Stage stage = Stage.PARSE;
        try {
            progress.stage(stage, 0, "Parsing " + source.name());
            ParsedDocument document = parser.parse(source);
            store.saveDocument(new DocumentRecord(tenantId, documentId, document.title(), document.sourceType(),
                fingerprint, null, clock.instant()));
            store.createAnalysis(AnalysisRecord.queued(tenantId, analysisId, documentId, clock.instant()));
            progress.stage(stage, 10, "Embedding " + document.chunks().size() + " chunks");
            List<ChunkVector> chunks = embed(document);
            store.saveChunks(chunks.stream().map(c -> new StoredChunk(tenantId, documentId, c.chunk(), c.embedding())).toList());
            update(tenantId, analysisId, stage, 20, document.chunks().size() + " clauses found");
            progress.stage(stage, 20, document.chunks().size() + " chunks"
                + (document.pageCount() > 0 ? ", " + document.pageCount() + " pages" : ""));

            stage = Stage.CLASSIFY;
            progress.stage(stage, 25, "Classifying clauses");
            ModelGateway gateway = gateways.open(tenantId, analysisId);
            Classifier.Outcome local = everythingToModel ? new Classifier.Outcome(List.of(), chunks.stream()
                .filter(c -> c.chunk().kind() == ChunkKind.CLAUSE).map(c -> c.chunk().id()).toList())
                : classifier.classify(tenantId, chunks);
            List<ClauseDecision> decided = new ArrayList<>(local.decided());
            Set<String> uncertain = Set.copyOf(local.uncertain());
            List<ChunkVector> unsure = chunks.stream().filter(c -> uncertain.contains(c.chunk().id())).toList();
            decided.addAll(askModel(gateway, g -> new ClassifierEscalation(g).escalate(unsure), List.<ClauseDecision>of(),
                stage, 40, "finishing on the local layer", progress));
            store.saveClauses(decided.stream().map(c -> new ClauseRecord(tenantId, analysisId, c.chunkId(),
                c.category(), c.secondary(), c.confidence(), c.reason(), c.decidedBy())).toList());
            update(tenantId, analysisId, stage, 45, decided.size() + " clauses classified");
            progress.stage(stage, 45, "%d classified (%d by the model), %d left unclassified".formatted(decided.size(),
                decided.size() - local.decided().size(), chunks.size() - decided.size()));

            stage = Stage.SCORE_RISK;
            progress.stage(stage, 50, "Scoring risk");
            List<RiskFinding> scored = riskScorer.score(tenantId, document.rawText(), chunks, decided);
            List<RiskFinding> localRisks = everythingToModel ? scored.stream().map(r -> new RiskFinding(r.chunkId(),
                r.category(), RiskLevel.UNKNOWN, 0, r.explanation(), r.citations(), r.comparisons(), r.statistics(),
                r.decidedBy())).toList() : scored;
            List<RiskFinding> risks = askModel(gateway, g -> new RiskEscalation(g).escalate(document.rawText(), chunks,
                localRisks), localRisks, stage, 60, "keeping the local ratings", progress);
            store.saveAssessments(risks.stream().map(r -> new RiskAssessmentRecord(tenantId, analysisId, r.chunkId(),
                r.level(), r.confidence(), r.explanation(), r.citations(), r.comparisons(), r.statistics(),
                r.decidedBy())).toList());
            update(tenantId, analysisId, stage, 70, risks.size() + " clauses scored");
            progress.stage(stage, 70, "%d clauses scored".formatted(risks.size()));

            stage = Stage.ANALYSE_GAPS;
            progress.stage(stage, 75, "Looking for gaps and checking 17 hypotheses");
            GapReport localGaps = gapAnalyst.analyse(tenantId, document.rawText(), chunks, decided, risks);
            List<HypothesisVerdict> verdicts = everythingToModel ? localGaps.hypotheses().stream()
                .map(h -> new HypothesisVerdict(h.hypothesis(), h.verdict(), 0, List.of(), List.of(), h.decidedBy())).toList()
                : localGaps.hypotheses();
            GapReport gaps = new GapReport(localGaps.gapScore(), localGaps.present(), localGaps.missing(), localGaps.weak(),
                askModel(gateway, g -> new HypothesisEscalation(g).escalate(document.rawText(), chunks, verdicts), verdicts,
                    stage, 85, "keeping the local verdicts", progress));
            store.saveGapAnalysis(new GapAnalysisRecord(tenantId, analysisId, gaps.gapScore(), gaps.present(),
                gaps.missing(), gaps.weak()));
            store.saveHypotheses(gaps.hypotheses().stream().map(h -> new HypothesisCoverageRecord(tenantId, analysisId,
                h.hypothesis(), h.verdict(), h.confidence(), h.chunkIds(), h.evidence(), h.decidedBy())).toList());
            update(tenantId, analysisId, stage, 95, gaps.missing().size() + " missing protections");
            progress.stage(stage, 95, "%d missing protections, gap score %d".formatted(gaps.missing().size(), gaps.gapScore()));

            stage = Stage.FINALIZE;
            int score = RiskScorer.overallScore(risks);
            long byModel = decided.stream().filter(d -> d.decidedBy() == DecisionLayer.MODEL).count()
                + risks.stream().filter(r -> r.decidedBy() == DecisionLayer.MODEL).count()
                + gaps.hypotheses().stream().filter(h -> h.decidedBy() == DecisionLayer.MODEL).count();
            AnalysisResult result = new AnalysisResult(analysisId, documentId, document.title(), document.sourceType(),
                score, RiskScorer.overallLevel(score), gaps.gapScore(), clauses(document, decided, risks),
                gaps, tokenUsage(tenantId, analysisId, gateway),
                Map.of("local", (int) (decided.size() + risks.size() + gaps.hypotheses().size() - byModel),
                    "model", (int) byModel),
                (System.nanoTime() - started) / 1_000_000, document.flags(), AnalysisResult.DISCLAIMER);
            store.updateAnalysis(tenantId, analysisId, new AnalysisUpdate(AnalysisStatus.SUCCEEDED,
                Stage.FINALIZE, 100, "Done", null, null, clock.instant()));
            progress.stage(stage, 100, "Done");
            return result;
        } catch (ClauseLensException e) {
            store.updateAnalysis(tenantId, analysisId, AnalysisUpdate.failed(stage, e.code(), e.getMessage(), clock.instant()));
            throw e;
        }
    }

    /**
     * The model layer's answer, or {@code local} when there is no gateway or the model layer stops: a
     * spent budget or an answer invalid even after its repair. The result's token usage says so.
     */
    private static <T> T askModel(ModelGateway gateway, Function<ModelGateway, T> ask, T local, Stage stage, int percent,
                                  String keeping, Progress progress) {
        if (gateway == null) {
            return local;
        }
        try {
            return ask.apply(gateway);
        } catch (BudgetExhaustedException | InvalidModelAnswerException e) {
            progress.stage(stage, percent, "the model layer stopped (" + e.getMessage() + "); " + keeping);
            return local;
        }
    }

    private AnalysisResult.TokenUsage tokenUsage(String tenantId, String analysisId, ModelGateway gateway) {
        Map<String, Usage> byAgent = new LinkedHashMap<>();
        for (ModelCallRecord call : store.modelCalls(tenantId, analysisId)) {
            byAgent.merge(call.agent(), new Usage(call.inputTokens(), call.outputTokens(), call.cacheReadTokens(),
                call.cacheWriteTokens()), Usage::plus);
        }
        int total = byAgent.values().stream().mapToInt(Usage::total).sum();
        return gateway == null ? new AnalysisResult.TokenUsage(byAgent, total, 0, false)
            : new AnalysisResult.TokenUsage(byAgent, total, gateway.budget().total(), gateway.budget().exhausted());
    }

    private List<ChunkVector> embed(ParsedDocument document) {
        List<ChunkVector> vectors = new ArrayList<>();
        List<Chunk> chunks = document.chunks();
        for (int from = 0; from < chunks.size(); from += EMBEDDING_BATCH) {
            List<Chunk> slice = chunks.subList(from, Math.min(chunks.size(), from + EMBEDDING_BATCH));
            var embedded = embeddings.embedAll(slice.stream().map(ChunkVector::embeddingText).toList());
            for (int i = 0; i < slice.size(); i++) {
                vectors.add(new ChunkVector(slice.get(i), embedded.get(i)));
            }
        }
        return vectors;
    }

    private static List<AnalysisResult.ClauseResult> clauses(ParsedDocument document, List<ClauseDecision> decisions,
                                                             List<RiskFinding> risks) {
        Map<String, Chunk> chunks = new HashMap<>();
        document.chunks().forEach(c -> chunks.put(c.id(), c));
        Map<String, RiskFinding> riskById = new HashMap<>();
        risks.forEach(r -> riskById.put(r.chunkId(), r));
        String raw = document.rawText();
        List<AnalysisResult.ClauseResult> results = new ArrayList<>();
        for (ClauseDecision decision : decisions) {
            Chunk chunk = chunks.get(decision.chunkId());
            var anchor = new AnalysisResult.Anchor(chunk.paragraphIndex(), chunk.paragraphOffset(), chunk.endParagraphIndex(),
                chunk.endParagraphOffset(), chunk.content(),
                raw.substring(Math.max(0, chunk.startPosition() - CONTEXT), chunk.startPosition()),
                raw.substring(chunk.endPosition(), Math.min(raw.length(), chunk.endPosition() + CONTEXT)));
            results.add(new AnalysisResult.ClauseResult(decision.chunkId(), decision.category(), decision.secondary(),
                decision.confidence(), decision.reason(), decision.decidedBy().name(), riskById.get(decision.chunkId()),
                chunk.content(), Classifier.preview(chunk.content()), chunk.startPosition(), chunk.endPosition(), anchor));
        }
        results.sort(Comparator.comparingInt(AnalysisResult.ClauseResult::startPosition));
        return results;
    }

    private void update(String tenantId, String analysisId, Stage stage, int percent, String message) {
        store.updateAnalysis(tenantId, analysisId, AnalysisUpdate.running(stage, percent, message, clock.instant()));
    }
}
