package dev.clauselens.core.stage;

import dev.clauselens.core.analysis.TenantId;
import dev.clauselens.core.error.InvalidInputException;
import java.util.List;
import java.util.stream.IntStream;

/**
 * What one state of the state machine hands the next: identifiers only, never document text, so a
 * Step Functions payload stays a few hundred bytes and shows operators nothing confidential.
 *
 * @param batch   the clause batch a Classify or Score risk iteration works on, {@code null} elsewhere
 * @param batches the clause batches of the document (0, 1, ... n-1), set by Parse, for the Map states
 * @param count   what the step produced (chunks, clauses classified, clauses scored, hypotheses
 *                checked, the overall score), for the execution history
 * @param reused  whether the step found its own earlier output and returned without working again
 */
public record Step(String tenantId, String analysisId, String documentId, Integer batch, List<Integer> batches,
                   int count, boolean reused) {
    public Step {
        TenantId.require(tenantId);
        TenantId.requireIdentifier("analysisId", analysisId);
        TenantId.requireIdentifier("documentId", documentId);
        if (batch != null && batch < 0) {
            throw new InvalidInputException("'batch' is a clause batch number from 0, not " + batch + ".");
        }
        batches = batches == null ? List.of() : List.copyOf(batches);
    }

    public static Step of(String tenantId, String analysisId, String documentId) {
        return new Step(tenantId, analysisId, documentId, null, List.of(), 0, false);
    }

    /** The same analysis after a step that produced {@code count}. */
    public Step next(int count, boolean reused) {
        return new Step(tenantId, analysisId, documentId, batch, batches, count, reused);
    }

    /** The same analysis with the document's clause batches, as Parse hands it on. */
    public Step withBatches(int batchCount, int count, boolean reused) {
        return new Step(tenantId, analysisId, documentId, null,
            IntStream.range(0, batchCount).boxed().toList(), count, reused);
    }

    /** One batch of the analysis, as a Map iteration receives it. */
    public Step inBatch(int number) {
        return new Step(tenantId, analysisId, documentId, number, List.of(), 0, false);
    }

    /** The batch this step works on; Classify and Score risk work batch by batch. */
    public int requireBatch(String stepName) {
        if (batch == null) {
            throw new InvalidInputException("The " + stepName + " step works on one clause batch; 'batch' is required.");
        }
        return batch;
    }
}
