package dev.clauselens.core.assistant;

import dev.clauselens.core.corpus.Embedding;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The assistant's memory: conversations and their turns (with the question's embedding), proposals waiting
 * for confirmation, what users did to findings, the agents' traces, and a cache of tool results with an
 * expiry. As with {@link dev.clauselens.core.analysis.AnalysisStore}, every call names a tenant and one
 * tenant never sees another's rows; a conversation goes when its analysis is deleted.
 */
public interface ConversationStore {

    /** Starts a conversation; the same id again changes nothing. */
    void createConversation(ConversationRecord conversation);

    Optional<ConversationRecord> findConversation(String tenantId, String conversationId);

    /** The analysis's conversations, oldest first. */
    List<ConversationRecord> conversations(String tenantId, String analysisId);

    /** Keeps a question as asked; the same turn id again changes nothing. */
    void saveTurn(TurnRecord turn);

    /**
     * Writes a pending turn's answer (status {@code ANSWERED} or {@code FAILED}).
     *
     * @return false unless the turn was pending: an answer is written once
     */
    boolean answerTurn(String tenantId, String turnId, TurnRecord.Status status, AssistantAnswer answer, Instant at);

    Optional<TurnRecord> findTurn(String tenantId, String turnId);

    /** The conversation's turns, oldest first. */
    List<TurnRecord> turns(String tenantId, String conversationId);

    /** The answered turns most similar to {@code question} (cosine of the questions' embeddings), most similar first. */
    List<TurnRecord> relevantTurns(String tenantId, String conversationId, Embedding question, int limit);

    void saveProposal(ProposalRecord proposal);

    Optional<ProposalRecord> findProposal(String tenantId, String proposalId);

    /**
     * Confirms or declines a pending proposal (before it is carried out, so that it is carried out once).
     *
     * @return false unless it was pending: of concurrent decisions, one wins
     */
    boolean decideProposal(String tenantId, String proposalId, ProposalRecord.Status decision, Instant at);

    void recordAction(FindingAction action);

    /** What users did to the analysis's findings, oldest first. */
    List<FindingAction> actions(String tenantId, String analysisId);

    void saveTrace(AgentTrace trace);

    /** The conversation's traces, oldest first. */
    List<AgentTrace> traces(String tenantId, String conversationId);

    /** A cached tool result still fresh at {@code now}. */
    Optional<String> cached(String tenantId, String key, Instant now);

    /** Caches a tool result until {@code expiresAt}, replacing an older one under the same key. */
    void cache(String tenantId, String key, String value, Instant expiresAt);
}
