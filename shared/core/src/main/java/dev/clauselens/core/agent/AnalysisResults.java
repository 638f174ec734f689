package dev.clauselens.core.agent;

import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStatus;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.analysis.DocumentRecord;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.analysis.ModelCallRecord;
import dev.clauselens.core.analysis.StoredChunk;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.DocumentFlag;
import dev.clauselens.core.model.Usage;
import dev.clauselens.core.playbook.Playbook;
import dev.clauselens.core.playbook.Playbooks;
import dev.clauselens.core.terms.KeyTermExtractor;
import dev.clauselens.core.terms.ReviewSide;
import dev.clauselens.core.terms.KeyTerms;
import dev.clauselens.core.terms.TriageChecklist;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A finished analysis as the store holds it: what {@code analyze} prints and the HTTP API returns.
 * Positions and Word anchors come from the stored chunks, so no step needs the upload again. The
 * result is read against the playbook the analysis names, as the tenant last put it (a built-in one
 * when it names none, or a team's playbook that is no longer there).
 */
public final class AnalysisResults {
    private static final int CONTEXT = 24;

    private AnalysisResults() {
    }

    /**
     * @param budget the token budget the analysis ran under (0 with the local engine)
     * @param flags  what the parser noted about the document, when the caller still has it
     * @return empty unless the tenant has this analysis and it succeeded
     */
    public static Optional<AnalysisResult> read(AnalysisStore store, String tenantId, String analysisId, int budget,
                                                List<DocumentFlag> flags) {
        return readWithSources(store, tenantId, analysisId, budget, flags).map(Read::result);
    }

    /**
     * A finished analysis with what it was assembled from: the document's chunks with their embeddings (the
     * report shows the text, the assistant searches them), the playbook it was read against and the cost of its
     * model calls, so a caller needs no second read of any.
     */
    public record Read(AnalysisResult result, List<StoredChunk> stored, Playbook playbook, double costUsd) {
        public Read {
            stored = List.copyOf(stored);
        }

        /** The chunks without their embeddings. */
        public List<Chunk> chunks() {
            return stored.stream().map(StoredChunk::chunk).toList();
        }
    }

    /** As {@link #read}, with the sources the result was assembled from. */
    public static Optional<Read> readWithSources(AnalysisStore store, String tenantId, String analysisId, int budget,
                                          List<DocumentFlag> flags) {
        Optional<AnalysisRecord> found = store.findAnalysis(tenantId, analysisId);
        if (found.isEmpty() || found.get().status() != AnalysisStatus.SUCCEEDED) {
            return Optional.empty();
        }
        AnalysisRecord analysis = found.get();
        DocumentRecord document = store.findDocument(tenantId, analysis.documentId()).orElseThrow();
        List<ClauseDecision> decided = decisions(store, tenantId, analysisId);
        List<RiskFinding> risks = findings(store, tenantId, analysisId, decided);
        GapAnalysisRecord gapRecord = store.gapAnalysis(tenantId, analysisId).orElseThrow();
        // in the hypotheses' own order (nda-1, nda-2, ... nda-20), not their ids' alphabetical one
        List<HypothesisVerdict> hypotheses = store.hypotheses(tenantId, analysisId).stream()
            .map(h -> new HypothesisVerdict(h.hypothesis(), h.verdict(), h.confidence(), h.chunkIds(), h.evidence(),
                h.decidedBy()))
            .sorted(Comparator.comparing(HypothesisVerdict::hypothesis))
            .toList();
        GapReport gaps = new GapReport(gapRecord.gapScore(), gapRecord.present(), gapRecord.missing(), gapRecord.weak(),
            hypotheses);
        long byModel = decided.stream().filter(d -> d.decidedBy() == DecisionLayer.MODEL).count()
            + risks.stream().filter(r -> r.decidedBy() == DecisionLayer.MODEL).count()
            + hypotheses.stream().filter(h -> h.decidedBy() == DecisionLayer.MODEL).count();
        List<StoredChunk> stored = store.chunks(tenantId, analysis.documentId());
        List<Chunk> chunks = stored.stream().map(StoredChunk::chunk).toList();
        List<ModelCallRecord> calls = store.modelCalls(tenantId, analysisId);
        KeyTerms keyTerms = KeyTermExtractor.extract(chunks, document.title());
        ReviewSide side = ReviewSide.of(analysis.perspective(), keyTerms);
        List<TriageChecklist.Check> checklist = TriageChecklist.screen(chunks, keyTerms);
        RiskScorer.Overall overall = RiskScorer.overall(risks, checklist, side.perspective());
        var result = new AnalysisResult(analysisId, analysis.documentId(), document.title(), document.sourceType(),
            side, keyTerms, checklist, overall.score(), overall.level(), overall.reason(), gaps.gapScore(),
            clauses(chunks, decided, risks), gaps,
            tokenUsage(calls, budget),
            Map.of("local", (int) (decided.size() + risks.size() + hypotheses.size() - byModel), "model", (int) byModel),
            Duration.between(analysis.createdAt(), analysis.updatedAt()).toMillis(), flags, null, AnalysisResult.DISCLAIMER);
        Playbook playbook = Optional.ofNullable(analysis.playbook())
            .flatMap(name -> Playbooks.find(store, tenantId, name)).orElseGet(() -> Playbooks.builtIn(side.perspective()));
        return Optional.of(new Read(result.withPlaybook(playbook), stored, playbook,
            calls.stream().mapToDouble(ModelCallRecord::costUsd).sum()));
    }

    /** The overall level of an analysis from what its stages stored, as its result will show it. */
    static RiskScorer.Overall overall(AnalysisStore store, AnalysisRecord analysis, List<RiskFinding> risks) {
        DocumentRecord document = store.findDocument(analysis.tenantId(), analysis.documentId()).orElseThrow();
        List<Chunk> chunks = store.chunks(analysis.tenantId(), analysis.documentId()).stream().map(StoredChunk::chunk).toList();
        KeyTerms keyTerms = KeyTermExtractor.extract(chunks, document.title());
        return RiskScorer.overall(risks, TriageChecklist.screen(chunks, keyTerms),
            ReviewSide.of(analysis.perspective(), keyTerms).perspective());
    }

    /** The stored classification of an analysis. */
    static List<ClauseDecision> decisions(AnalysisStore store, String tenantId, String analysisId) {
        return store.clauses(tenantId, analysisId).stream()
            .map(c -> new ClauseDecision(c.chunkId(), c.category(), c.secondary(), c.confidence(), c.reason(), c.decidedBy()))
            .toList();
    }

    /** The stored risk assessments, with the category of each clause. */
    static List<RiskFinding> findings(AnalysisStore store, String tenantId, String analysisId, List<ClauseDecision> decided) {
        Map<String, ClauseCategory> categories = new HashMap<>();
        decided.forEach(d -> categories.put(d.chunkId(), d.category()));
        return store.assessments(tenantId, analysisId).stream()
            .map(a -> new RiskFinding(a.chunkId(), categories.get(a.chunkId()), a.level(), a.confidence(), a.explanation(),
                a.citations(), a.comparisons(), a.statistics(), a.decidedBy()))
            .toList();
    }

    private static AnalysisResult.TokenUsage tokenUsage(List<ModelCallRecord> calls, int budget) {
        Map<String, Usage> byAgent = new LinkedHashMap<>();
        for (ModelCallRecord call : calls) {
            byAgent.merge(call.agent(), new Usage(call.inputTokens(), call.outputTokens(), call.cacheReadTokens(),
                call.cacheWriteTokens()), Usage::plus);
        }
        int total = byAgent.values().stream().mapToInt(Usage::total).sum();
        return new AnalysisResult.TokenUsage(byAgent, total, budget, budget > 0 && total >= budget);
    }

    private static List<AnalysisResult.ClauseResult> clauses(List<Chunk> chunks, List<ClauseDecision> decisions,
                                                             List<RiskFinding> risks) {
        Map<String, Chunk> byId = new HashMap<>();
        chunks.forEach(c -> byId.put(c.id(), c));
        Map<String, RiskFinding> riskById = new HashMap<>();
        risks.forEach(r -> riskById.put(r.chunkId(), r));
        String raw = ChunkText.rebuild(chunks);
        List<AnalysisResult.ClauseResult> results = new ArrayList<>();
        for (ClauseDecision decision : decisions) {
            Chunk chunk = byId.get(decision.chunkId());
            var anchor = new AnalysisResult.Anchor(chunk.paragraphIndex(), chunk.paragraphOffset(), chunk.endParagraphIndex(),
                chunk.endParagraphOffset(), chunk.content(),
                raw.substring(Math.max(0, chunk.startPosition() - CONTEXT), chunk.startPosition()).stripLeading(),
                raw.substring(chunk.endPosition(), Math.min(raw.length(), chunk.endPosition() + CONTEXT)).stripTrailing());
            results.add(new AnalysisResult.ClauseResult(decision.chunkId(), decision.category(), decision.secondary(),
                decision.confidence(), decision.reason(), decision.decidedBy().name(), riskById.get(decision.chunkId()),
                chunk.content(), Classifier.preview(chunk.content()), chunk.startPosition(), chunk.endPosition(), anchor));
        }
        results.sort(Comparator.comparingInt(AnalysisResult.ClauseResult::startPosition));
        return results;
    }
}
