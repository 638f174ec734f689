package dev.clauselens.core.stage;

import dev.clauselens.core.analysis.TenantId;
import dev.clauselens.core.error.InvalidInputException;

/**
 * The state machine's input and the Parse step's: identifiers only, never document text, so that a Step Functions payload
 * stays small and shows operators nothing confidential.
 *
 * @param tenantId   the tenant that owns the document
 * @param analysisId the analysis this step belongs to
 * @param documentId the document's id, under which its chunks are kept
 * @param bucket     where the upload is
 * @param key        the upload, which must lie under {@code uploads/<tenantId>/}
 */
public record ParseRequest(String tenantId, String analysisId, String documentId, String bucket, String key) {
    public ParseRequest {
        require("tenantId", tenantId);
        require("analysisId", analysisId);
        require("documentId", documentId);
        require("bucket", bucket);
        require("key", key);
        TenantId.require(tenantId);
        TenantId.requireIdentifier("documentId", documentId);
        if (!key.startsWith(uploadPrefix(tenantId)) || key.contains("/../")) {
            throw new InvalidInputException("The document key must lie under " + uploadPrefix(tenantId) + ".");
        }
    }

    public static String uploadPrefix(String tenantId) {
        return "uploads/" + tenantId + "/";
    }

    /** The analysis this request starts. */
    public Step step() {
        return Step.of(tenantId, analysisId, documentId);
    }

    private static void require(String name, String value) {
        if (value == null || value.isBlank()) {
            throw new InvalidInputException("'" + name + "' is required.");
        }
    }
}
