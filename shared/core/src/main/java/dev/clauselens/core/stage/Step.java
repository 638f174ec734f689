package dev.clauselens.core.stage;

import dev.clauselens.core.analysis.TenantId;

/**
 * What one state of the state machine hands the next: identifiers only, never document text, so a
 * Step Functions payload stays a few hundred bytes and shows operators nothing confidential.
 *
 * @param count  what the step produced (clauses classified, clauses scored, hypotheses checked, the
 *               overall score), for the execution history
 * @param reused whether the step found its own earlier output and returned without working again
 */
public record Step(String tenantId, String analysisId, String documentId, int count, boolean reused) {
    public Step {
        TenantId.require(tenantId);
        TenantId.requireIdentifier("analysisId", analysisId);
        TenantId.requireIdentifier("documentId", documentId);
    }

    public static Step of(String tenantId, String analysisId, String documentId) {
        return new Step(tenantId, analysisId, documentId, 0, false);
    }

    /** The same analysis after a step that produced {@code count}. */
    public Step next(int count, boolean reused) {
        return new Step(tenantId, analysisId, documentId, count, reused);
    }
}
