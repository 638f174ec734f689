package dev.clauselens.core.assistant;

import com.fasterxml.jackson.annotation.JsonIgnore;
import dev.clauselens.core.analysis.TenantId;
import dev.clauselens.core.corpus.Embedding;
import java.time.Instant;
import java.util.Objects;

/**
 * One exchange of a conversation: the user's message and, once answered, the assistant's. The question's
 * embedding is what later turns are found by (the most relevant earlier turns, not the whole history).
 *
 * @param embedding  the question's vector; {@code null} when it could not be embedded; never part of the JSON
 * @param answer     the assistant's answer; {@code null} while {@code PENDING}
 * @param answeredAt when the answer was written; {@code null} while {@code PENDING}
 */
public record TurnRecord(String tenantId, String conversationId, String turnId, String question, Status status,
                         AssistantAnswer answer, @JsonIgnore Embedding embedding, Instant createdAt, Instant answeredAt) {
    /** Where a turn is: being answered, answered, or failed (the answer then says why). */
    public enum Status { PENDING, ANSWERED, FAILED }

    public TurnRecord {
        TenantId.require(tenantId);
        Objects.requireNonNull(conversationId, "conversationId");
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
    }

    /** A question just asked, not answered yet. */
    public static TurnRecord asked(String tenantId, String conversationId, String turnId, String question, Embedding embedding,
                                   Instant at) {
        return new TurnRecord(tenantId, conversationId, turnId, question, Status.PENDING, null, embedding, at, null);
    }
}
