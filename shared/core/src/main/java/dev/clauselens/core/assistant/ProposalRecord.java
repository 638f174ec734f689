package dev.clauselens.core.assistant;

import com.fasterxml.jackson.databind.JsonNode;
import dev.clauselens.core.analysis.TenantId;
import java.time.Instant;
import java.util.Objects;

/**
 * A change a tool proposed (a redline, a note, a finding's status), kept until the user confirms or
 * declines it in a second request; only a {@code PENDING} proposal can be decided, once.
 *
 * @param arguments the tool's arguments, as validated when it was proposed
 * @param preview   what the change would do, as the tool described it; once confirmed, the change itself is a
 *                  {@link FindingAction}
 */
public record ProposalRecord(String tenantId, String proposalId, String conversationId, String analysisId, String turnId,
                             String tool, JsonNode arguments, JsonNode preview, Status status, Instant createdAt,
                             Instant decidedAt) {
    /** Waiting for the user, carried out, or declined. */
    public enum Status { PENDING, CONFIRMED, DECLINED }

    public ProposalRecord {
        TenantId.require(tenantId);
        Objects.requireNonNull(proposalId, "proposalId");
        Objects.requireNonNull(conversationId, "conversationId");
        Objects.requireNonNull(analysisId, "analysisId");
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(arguments, "arguments");
        Objects.requireNonNull(preview, "preview");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
    }

    /** This proposal with its decision. */
    public ProposalRecord decided(Status decision, Instant at) {
        return new ProposalRecord(tenantId, proposalId, conversationId, analysisId, turnId, tool, arguments, preview, decision,
            createdAt, at);
    }
}
