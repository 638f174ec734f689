package dev.clauselens.postgres;

import com.pgvector.PGvector;
import dev.clauselens.core.analysis.StoredJson;
import dev.clauselens.core.assistant.AgentTrace;
import dev.clauselens.core.assistant.AssistantAnswer;
import dev.clauselens.core.assistant.ConversationRecord;
import dev.clauselens.core.assistant.ConversationStore;
import dev.clauselens.core.assistant.FindingAction;
import dev.clauselens.core.assistant.ProposalRecord;
import dev.clauselens.core.assistant.TurnRecord;
import dev.clauselens.core.corpus.Embedding;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The {@link ConversationStore} in PostgreSQL, on the analysis store's transactions: each call in its tenant's
 * transaction under forced row-level security. The most relevant earlier turns are found by pgvector's
 * cosine distance over the conversation's answered turns.
 */
public final class PostgresConversationStore implements ConversationStore {
    private final PostgresAnalysisStore database;

    public PostgresConversationStore(PostgresAnalysisStore database) {
        this.database = database;
    }

    @Override
    public void createConversation(ConversationRecord c) {
        database.update(c.tenantId(), """
            INSERT INTO conversations (tenant_id, conversation_id, analysis_id, title, created_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT DO NOTHING""", c.tenantId(), c.conversationId(), c.analysisId(), c.title(), Timestamp.from(c.createdAt()));
    }

    @Override
    public Optional<ConversationRecord> findConversation(String tenantId, String conversationId) {
        return database.one(tenantId, "SELECT * FROM conversations WHERE tenant_id = ? AND conversation_id = ?",
            PostgresConversationStore::conversation, tenantId, conversationId);
    }

    @Override
    public List<ConversationRecord> conversations(String tenantId, String analysisId) {
        return database.list(tenantId, """
            SELECT * FROM conversations WHERE tenant_id = ? AND analysis_id = ? ORDER BY created_at, conversation_id""",
            PostgresConversationStore::conversation, tenantId, analysisId);
    }

    @Override
    public void saveTurn(TurnRecord t) {
        database.update(t.tenantId(), """
            INSERT INTO conversation_turns (tenant_id, turn_id, conversation_id, question, status, answer, embedding,
                                            embedding_model, created_at, answered_at)
            VALUES (?, ?, ?, ?, ?, CAST(? AS jsonb), ?, ?, ?, ?) ON CONFLICT DO NOTHING""",
            t.tenantId(), t.turnId(), t.conversationId(), t.question(), t.status().name(),
            t.answer() == null ? null : StoredJson.write(t.answer()),
            t.embedding() == null ? null : new PGvector(t.embedding().vector()),
            t.embedding() == null ? null : t.embedding().model(), Timestamp.from(t.createdAt()),
            t.answeredAt() == null ? null : Timestamp.from(t.answeredAt()));
    }

    @Override
    public boolean answerTurn(String tenantId, String turnId, TurnRecord.Status status, AssistantAnswer answer, Instant at) {
        return database.update(tenantId, """
            UPDATE conversation_turns SET status = ?, answer = CAST(? AS jsonb), answered_at = ?
            WHERE tenant_id = ? AND turn_id = ? AND status = 'PENDING'""",
            status.name(), StoredJson.write(answer), Timestamp.from(at), tenantId, turnId) > 0;
    }

    @Override
    public Optional<TurnRecord> findTurn(String tenantId, String turnId) {
        return database.one(tenantId, "SELECT * FROM conversation_turns WHERE tenant_id = ? AND turn_id = ?",
            PostgresConversationStore::turn, tenantId, turnId);
    }

    @Override
    public List<TurnRecord> turns(String tenantId, String conversationId) {
        return database.list(tenantId, """
            SELECT * FROM conversation_turns WHERE tenant_id = ? AND conversation_id = ? ORDER BY created_at, turn_id""",
            PostgresConversationStore::turn, tenantId, conversationId);
    }

    @Override
    public List<TurnRecord> relevantTurns(String tenantId, String conversationId, Embedding question, int limit) {
        return database.list(tenantId, """
            SELECT * FROM conversation_turns
            WHERE tenant_id = ? AND conversation_id = ? AND status = 'ANSWERED' AND embedding_model = ?
            ORDER BY embedding <=> ? LIMIT ?""", PostgresConversationStore::turn, tenantId, conversationId, question.model(),
            new PGvector(question.vector()), limit);
    }

    @Override
    public void saveProposal(ProposalRecord p) {
        database.update(p.tenantId(), """
            INSERT INTO assistant_proposals (tenant_id, proposal_id, conversation_id, status, record, decided_at)
            VALUES (?, ?, ?, ?, CAST(? AS jsonb), ?) ON CONFLICT DO NOTHING""", p.tenantId(), p.proposalId(), p.conversationId(),
            p.status().name(), StoredJson.write(p), p.decidedAt() == null ? null : Timestamp.from(p.decidedAt()));
    }

    @Override
    public Optional<ProposalRecord> findProposal(String tenantId, String proposalId) {
        return database.one(tenantId, """
            SELECT record, status, decided_at FROM assistant_proposals WHERE tenant_id = ? AND proposal_id = ?""", rows -> {
                ProposalRecord p = StoredJson.read(rows.getString("record"), ProposalRecord.class);
                Timestamp decided = rows.getTimestamp("decided_at");
                return p.decided(ProposalRecord.Status.valueOf(rows.getString("status")), decided == null ? null : decided.toInstant());
            }, tenantId, proposalId);
    }

    @Override
    public boolean decideProposal(String tenantId, String proposalId, ProposalRecord.Status decision, Instant at) {
        return database.update(tenantId, """
            UPDATE assistant_proposals SET status = ?, decided_at = ?
            WHERE tenant_id = ? AND proposal_id = ? AND status = 'PENDING'""", decision.name(), Timestamp.from(at), tenantId,
            proposalId) > 0;
    }

    @Override
    public void recordAction(FindingAction a) {
        database.update(a.tenantId(), """
            INSERT INTO finding_actions (tenant_id, action_id, analysis_id, record, created_at)
            VALUES (?, ?, ?, CAST(? AS jsonb), ?) ON CONFLICT DO NOTHING""", a.tenantId(), a.actionId(), a.analysisId(),
            StoredJson.write(a), Timestamp.from(a.createdAt()));
    }

    @Override
    public List<FindingAction> actions(String tenantId, String analysisId) {
        return database.list(tenantId, """
            SELECT record FROM finding_actions WHERE tenant_id = ? AND analysis_id = ? ORDER BY created_at, action_id""",
            rows -> StoredJson.read(rows.getString(1), FindingAction.class), tenantId, analysisId);
    }

    @Override
    public void saveTrace(AgentTrace t) {
        database.update(t.tenantId(), """
            INSERT INTO agent_traces (tenant_id, trace_id, conversation_id, intent, routed_by, confidence, record, created_at)
            VALUES (?, ?, ?, ?, ?, ?, CAST(? AS jsonb), ?) ON CONFLICT DO NOTHING""", t.tenantId(), t.traceId(), t.conversationId(),
            t.routing().intent().id(), t.routing().layer(), (float) t.routing().confidence(), StoredJson.write(t),
            Timestamp.from(t.createdAt()));
    }

    @Override
    public List<AgentTrace> traces(String tenantId, String conversationId) {
        return database.list(tenantId, """
            SELECT record FROM agent_traces WHERE tenant_id = ? AND conversation_id = ? ORDER BY created_at, trace_id""",
            rows -> StoredJson.read(rows.getString(1), AgentTrace.class), tenantId, conversationId);
    }

    @Override
    public Optional<String> cached(String tenantId, String key, Instant now) {
        return database.one(tenantId, "SELECT value FROM tool_cache WHERE tenant_id = ? AND cache_key = ? AND expires_at > ?",
            rows -> rows.getString(1), tenantId, key, Timestamp.from(now));
    }

    @Override
    public void cache(String tenantId, String key, String value, Instant expiresAt) {
        database.update(tenantId, """
            INSERT INTO tool_cache (tenant_id, cache_key, value, expires_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (tenant_id, cache_key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at""",
            tenantId, key, value, Timestamp.from(expiresAt));
    }

    private static ConversationRecord conversation(ResultSet rows) throws SQLException {
        return new ConversationRecord(rows.getString("tenant_id"), rows.getString("conversation_id"),
            rows.getString("analysis_id"), rows.getString("title"), rows.getTimestamp("created_at").toInstant());
    }

    private static TurnRecord turn(ResultSet rows) throws SQLException {
        String answer = rows.getString("answer");
        PGvector vector = (PGvector) rows.getObject("embedding");
        Timestamp answered = rows.getTimestamp("answered_at");
        return new TurnRecord(rows.getString("tenant_id"), rows.getString("conversation_id"), rows.getString("turn_id"),
            rows.getString("question"), TurnRecord.Status.valueOf(rows.getString("status")),
            answer == null ? null : StoredJson.read(answer, AssistantAnswer.class),
            vector == null ? null : new Embedding(rows.getString("embedding_model"), vector.toArray()),
            rows.getTimestamp("created_at").toInstant(), answered == null ? null : answered.toInstant());
    }
}
