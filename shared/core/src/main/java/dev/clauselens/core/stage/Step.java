package dev.clauselens.core.stage;

import dev.clauselens.core.error.InvalidInputException;

/**
 * What one state of the state machine hands the next: identifiers only, never document text, so a
 * Step Functions payload stays a few hundred bytes and shows operators nothing confidential.
 *
 * @param count  what the step produced (clauses classified, clauses scored, hypotheses checked, the
 *               overall score), for the execution history
 * @param reused whether the step found its own earlier output and returned without working again
 */
public record Step(String tenantId, String analysisId, String documentId, int count, boolean reused) {
    private static final String IDENTIFIER = "[A-Za-z0-9._-]{1,128}";

    public Step {
        for (String[] field : new String[][] {{"tenantId", tenantId}, {"analysisId", analysisId}, {"documentId", documentId}}) {
            if (field[1] == null || !field[1].matches(IDENTIFIER)) {
                throw new InvalidInputException("'" + field[0] + "' is required and may hold only letters, digits, '.', '_' "
                    + "and '-' (at most 128).");
            }
        }
    }

    public static Step of(String tenantId, String analysisId, String documentId) {
        return new Step(tenantId, analysisId, documentId, 0, false);
    }

    /** The same analysis after a step that produced {@code count}. */
    public Step next(int count, boolean reused) {
        return new Step(tenantId, analysisId, documentId, count, reused);
    }
}
