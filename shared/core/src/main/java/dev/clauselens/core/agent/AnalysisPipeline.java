package dev.clauselens.core.agent;

import dev.clauselens.core.Sha256;
import dev.clauselens.core.agent.AnalysisStages.Gateways;
import dev.clauselens.core.agent.AnalysisStages.Progress;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.DocumentRecord;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.corpus.EmbeddingModel;
import dev.clauselens.core.document.DocumentFlag;
import dev.clauselens.core.document.DocumentParser;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.SourceType;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.stage.Step;
import dev.clauselens.core.taxonomy.Perspective;
import java.time.Clock;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * Runs the analysis in-process, state by state in the state machine's order (Parse, Classify and
 * Score risk batch by batch, Analyse gaps, Finalize), keeping each step's output in the analysis
 * store and reporting progress per step. A failure marks the analysis failed with its code (an
 * untyped one as {@code INTERNAL}), as the state machine's Mark failed state does.
 */
public final class AnalysisPipeline {
    private final ParseStep parse;
    private final AnalysisStages stages;
    private final AnalysisStore store;
    private final Clock clock;
    private final int budget;

    /** A pipeline on the local engine only. */
    public AnalysisPipeline(DocumentParser parser, EmbeddingModel embeddings, Agents agents, AnalysisStore store, Clock clock) {
        this(parser, embeddings, agents, store, clock, (tenant, analysis) -> null, 0, false);
    }

    /**
     * @param budget            the token budget each analysis runs under, for the result (0 with no model)
     * @param everythingToModel send every decision to the model, as if the local layer were never sure
     *                          (for measuring the cost of the model path; needs gateways)
     */
    public AnalysisPipeline(DocumentParser parser, EmbeddingModel embeddings, Agents agents, AnalysisStore store,
                            Clock clock, Gateways gateways, int budget, boolean everythingToModel) {
        this.parse = new ParseStep(parser, embeddings, store, clock);
        this.stages = new AnalysisStages(agents, store, clock, gateways, everythingToModel);
        this.store = store;
        this.clock = clock;
        this.budget = budget;
    }

    /** Registers the document and a new analysis of it, then runs every step and reads the result back. */
    public AnalysisResult analyze(String tenantId, DocumentSource source, Progress progress) {
        return analyze(tenantId, source, null, progress);
    }

    /** As {@link #analyze(String, DocumentSource, Progress)}, from the given side ({@code null}: inferred from the document). */
    public AnalysisResult analyze(String tenantId, DocumentSource source, Perspective perspective, Progress progress) {
        // A document per analysis: each run parses afresh and keeps what the parser noted.
        String id = UUID.randomUUID().toString();
        Step step = Step.of(tenantId, "an-" + id, "doc-" + id);
        register(store, clock, step, source.name(), Sha256.hex(source.bytes()), null, perspective, null);
        List<DocumentFlag> flags = run(step, () -> source, progress);
        return AnalysisResults.read(store, tenantId, step.analysisId(), budget, flags).orElseThrow();
    }

    /**
     * Registers a document and its analysis before the document is read, as the API and the upload
     * trigger do; both writes are keyed, so registering again changes nothing.
     *
     * @param contentHash what identifies the content until it is parsed (an S3 ETag, or the SHA-256)
     * @param perspective the side the user reviews from; {@code null} to infer it from the document
     * @param playbook    the playbook its findings are read against; {@code null} for the built-in one
     */
    public static void register(AnalysisStore store, Clock clock, Step step, String name, String contentHash,
                                String sourceKey, Perspective perspective, String playbook) {
        store.saveDocument(new DocumentRecord(step.tenantId(), step.documentId(), name, SourceType.guess(name),
            contentHash, sourceKey, clock.instant()));
        store.createAnalysis(AnalysisRecord.queued(step.tenantId(), step.analysisId(), step.documentId(), clock.instant(),
            perspective, playbook));
    }

    /**
     * Runs every step of a registered analysis; the source is read only if the document is not parsed yet.
     *
     * @return what the parser noted about the document
     */
    public List<DocumentFlag> run(Step step, Supplier<DocumentSource> source, Progress progress) {
        Stage stage = Stage.PARSE;
        try {
            ParseStep.Parsed parsed = parse.parse(step, source, progress);
            stage = Stage.CLASSIFY;
            for (int batch : parsed.step().batches()) {
                stages.classify(step.inBatch(batch), progress);
            }
            stage = Stage.SCORE_RISK;
            for (int batch : parsed.step().batches()) {
                stages.scoreRisk(step.inBatch(batch), progress);
            }
            stage = Stage.ANALYSE_GAPS;
            stages.analyseGaps(step, progress);
            stage = Stage.FINALIZE;
            stages.finalizeAnalysis(step, progress);
            return parsed.flags();
        } catch (ClauseLensException e) {
            stages.markFailed(step, stage, e.code(), e.getMessage());
            throw e;
        } catch (RuntimeException e) {
            stages.markFailed(step, stage, ErrorCode.INTERNAL, "The analysis stopped on an unexpected error ("
                + e.getClass().getSimpleName() + "); the details are in the log. Starting it again may succeed.");
            throw e;
        }
    }
}
