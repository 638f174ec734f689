package dev.clauselens.core.agent;

import dev.clauselens.core.Sha256;
import dev.clauselens.core.agent.AnalysisStages.Gateways;
import dev.clauselens.core.agent.AnalysisStages.Progress;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.AnalysisUpdate;

import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.analysis.DocumentRecord;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.analysis.ModelCallRecord;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.analysis.StoredChunk;
import dev.clauselens.core.corpus.EmbeddingModel;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.DocumentParser;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.model.ModelGateway;
import dev.clauselens.core.model.Usage;
import dev.clauselens.core.stage.Step;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Runs Parser, Classifier, Risk Scorer and Gap Analyst in-process, in the state machine's order,
 * keeping each stage's output in the analysis store and reporting progress per stage.
 */
public final class AnalysisPipeline {
    private static final int CONTEXT = 24;
    private static final int EMBEDDING_BATCH = 32;

    private final DocumentParser parser;
    private final EmbeddingModel embeddings;
    private final AnalysisStages stages;
    private final AnalysisStore store;
    private final Clock clock;
    private final Gateways gateways;

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
        this.parser = parser;
        this.embeddings = embeddings;
        this.stages = new AnalysisStages(agents, store, clock, gateways, everythingToModel);
        this.store = store;
        this.clock = clock;
        this.gateways = gateways;
    }

    public AnalysisResult analyze(String tenantId, DocumentSource source, Progress progress) {
        long started = System.nanoTime();
        String fingerprint = Sha256.hex(source.bytes());
        String documentId = "doc-" + fingerprint.substring(0, 16);
        Step step = Step.of(tenantId, "an-" + UUID.randomUUID(), documentId);
        Stage stage = Stage.PARSE;
        try {
            progress.stage(stage, 0, "Parsing " + source.name());
            ParsedDocument document = parser.parse(source);
            store.saveDocument(new DocumentRecord(tenantId, documentId, document.title(), document.sourceType(),
                fingerprint, null, clock.instant()));
            store.createAnalysis(AnalysisRecord.queued(tenantId, step.analysisId(), documentId, clock.instant()));
            progress.stage(stage, 10, "Embedding " + document.chunks().size() + " chunks");
            List<ChunkVector> chunks = embed(document);
            store.saveChunks(chunks.stream().map(c -> new StoredChunk(tenantId, documentId, c.chunk(), c.embedding())).toList());
            store.updateAnalysis(tenantId, step.analysisId(), AnalysisUpdate.running(stage, 20,
                document.chunks().size() + " clauses found", clock.instant()));
            progress.stage(stage, 20, document.chunks().size() + " chunks"
                + (document.pageCount() > 0 ? ", " + document.pageCount() + " pages" : ""));
            stage = Stage.CLASSIFY;
            stages.classify(step, progress);
            stage = Stage.SCORE_RISK;
            stages.scoreRisk(step, progress);
            stage = Stage.ANALYSE_GAPS;
            stages.analyseGaps(step, progress);
            stage = Stage.FINALIZE;
            stages.finalizeAnalysis(step, progress);
            return result(step, document, (System.nanoTime() - started) / 1_000_000);
        } catch (ClauseLensException e) {
            stages.markFailed(step, stage, e.code(), e.getMessage());
            throw e;
        }
    }

    /** The review as the store holds it after Finalize, with positions and Word anchors from the parsed document. */
    private AnalysisResult result(Step step, ParsedDocument document, long millis) {
        String tenantId = step.tenantId();
        String analysisId = step.analysisId();
        List<ClauseDecision> decided = stages.decisions(step);
        List<RiskFinding> risks = stages.findings(step, decided);
        GapAnalysisRecord gapRecord = store.gapAnalysis(tenantId, analysisId).orElseThrow();
        List<HypothesisVerdict> hypotheses = store.hypotheses(tenantId, analysisId).stream()
            .map(h -> new HypothesisVerdict(h.hypothesis(), h.verdict(), h.confidence(), h.chunkIds(), h.evidence(), h.decidedBy()))
            .toList();
        GapReport gaps = new GapReport(gapRecord.gapScore(), gapRecord.present(), gapRecord.missing(), gapRecord.weak(),
            hypotheses);
        int score = RiskScorer.overallScore(risks);
        long byModel = decided.stream().filter(d -> d.decidedBy() == DecisionLayer.MODEL).count()
            + risks.stream().filter(r -> r.decidedBy() == DecisionLayer.MODEL).count()
            + hypotheses.stream().filter(h -> h.decidedBy() == DecisionLayer.MODEL).count();
        return new AnalysisResult(analysisId, step.documentId(), document.title(), document.sourceType(),
            score, RiskScorer.overallLevel(score), gaps.gapScore(), clauses(document, decided, risks),
            gaps, tokenUsage(tenantId, analysisId),
            Map.of("local", (int) (decided.size() + risks.size() + hypotheses.size() - byModel), "model", (int) byModel),
            millis, document.flags(), AnalysisResult.DISCLAIMER);
    }

    private AnalysisResult.TokenUsage tokenUsage(String tenantId, String analysisId) {
        Map<String, Usage> byAgent = new LinkedHashMap<>();
        for (ModelCallRecord call : store.modelCalls(tenantId, analysisId)) {
            byAgent.merge(call.agent(), new Usage(call.inputTokens(), call.outputTokens(), call.cacheReadTokens(),
                call.cacheWriteTokens()), Usage::plus);
        }
        int total = byAgent.values().stream().mapToInt(Usage::total).sum();
        // The budget an analysis runs under; its steps each open a gateway, the calls they recorded are the spending.
        ModelGateway gateway = gateways.open(tenantId, analysisId);
        return gateway == null ? new AnalysisResult.TokenUsage(byAgent, total, 0, false)
            : new AnalysisResult.TokenUsage(byAgent, total, gateway.budget().total(), total >= gateway.budget().total());
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
