package dev.clauselens.core.agent;

import dev.clauselens.core.Sha256;
import dev.clauselens.core.agent.AnalysisStages.Progress;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.analysis.StoredChunk;
import dev.clauselens.core.corpus.EmbeddingModel;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.DocumentFlag;
import dev.clauselens.core.document.DocumentParser;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.stage.Step;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The Parse state: reads the document, parses it into chunks, embeds them and keeps them in the
 * analysis store, where the later steps read them. Hands on the document's clause batches for the
 * Map states. Idempotent: a document whose chunks are stored is not read again.
 */
public final class ParseStep {
    private static final int EMBEDDING_BATCH = 32;

    private final DocumentParser parser;
    private final EmbeddingModel embeddings;
    private final AnalysisStore store;
    private final Clock clock;

    public ParseStep(DocumentParser parser, EmbeddingModel embeddings, AnalysisStore store, Clock clock) {
        this.parser = parser;
        this.embeddings = embeddings;
        this.store = store;
        this.clock = clock;
    }

    /** What Parse hands on, and what the parser noted about the document (empty when it was parsed before). */
    public record Parsed(Step step, List<DocumentFlag> flags) {
    }

    /** The step's output for the state machine. */
    public Step run(Step step, Supplier<DocumentSource> source, Progress progress) {
        return parse(step, source, progress).step();
    }

    /**
     * @param source the document's bytes, asked for only when the document has not been parsed yet;
     *               its document record must exist (registered when the analysis was started)
     */
    public Parsed parse(Step step, Supplier<DocumentSource> source, Progress progress) {
        List<StoredChunk> earlier = store.chunks(step.tenantId(), step.documentId());
        if (!earlier.isEmpty()) {
            List<ChunkVector> chunks = earlier.stream().map(c -> new ChunkVector(c.chunk(), c.embedding())).toList();
            return new Parsed(step.withBatches(AnalysisStages.batchCount(chunks), chunks.size(), true), List.of());
        }
        if (store.findDocument(step.tenantId(), step.documentId()).isEmpty()) {
            throw new InvalidInputException("Document " + step.documentId() + " is not registered for this tenant.");
        }
        Stage stage = Stage.PARSE;
        DocumentSource input = source.get();
        AnalysisStages.report(store, clock, step, stage, "start", 2, "Parsing " + input.name(), Map.of(), progress);
        ParsedDocument document = parser.parse(input);
        store.describeDocument(step.tenantId(), step.documentId(), document.title(), document.sourceType(),
            Sha256.hex(input.bytes()));
        AnalysisStages.report(store, clock, step, stage, "embedding", 10,
            "Embedding " + document.chunks().size() + " chunks", Map.of(), progress);
        List<ChunkVector> chunks = embed(document);
        store.saveChunks(chunks.stream()
            .map(c -> new StoredChunk(step.tenantId(), step.documentId(), c.chunk(), c.embedding())).toList());
        int batches = AnalysisStages.batchCount(chunks);
        String notes = document.flags().stream().map(DocumentFlag::message).distinct().collect(Collectors.joining(" "));
        AnalysisStages.report(store, clock, step, stage, "done", 20, document.chunks().size() + " chunks"
                + (document.pageCount() > 0 ? ", " + document.pageCount() + " pages" : "")
                + (notes.isEmpty() ? "" : ". " + notes),
            Map.of("chunks", chunks.size(), "pages", document.pageCount(), "batches", batches), progress);
        return new Parsed(step.withBatches(batches, chunks.size(), false), document.flags());
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
}
