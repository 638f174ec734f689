package dev.clauselens.embedded;

import static dev.clauselens.embedded.SqliteAnalysisStore.bytes;
import static dev.clauselens.embedded.SqliteAnalysisStore.floats;
import static dev.clauselens.embedded.SqliteAnalysisStore.instant;
import static dev.clauselens.embedded.SqliteAnalysisStore.nanos;

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
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The embedded {@link ConversationStore}, in the same SQLite database as the analyses (so a conversation goes
 * with its analysis, by foreign key). Relevant turns are found by cosine over the conversation's turns in
 * memory: a conversation holds tens of turns, not millions.
 */
public final class SqliteConversationStore implements ConversationStore {
    private final SqliteAnalysisStore database;

    public SqliteConversationStore(SqliteAnalysisStore database) {
        this.database = database;
    }

    @Override
    public void createConversation(ConversationRecord c) {
        database.update("""
            INSERT INTO conversations (tenant_id, conversation_id, analysis_id, title, created_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT DO NOTHING""", c.tenantId(), c.conversationId(), c.analysisId(), c.title(), nanos(c.createdAt()));
    }

    @Override
    public Optional<ConversationRecord> findConversation(String tenantId, String conversationId) {
        return database.one("SELECT * FROM conversations WHERE tenant_id = ? AND conversation_id = ?",
            SqliteConversationStore::conversation, tenantId, conversationId);
    }

    @Override
    public List<ConversationRecord> conversations(String tenantId, String analysisId) {
        return database.list("SELECT * FROM conversations WHERE tenant_id = ? AND analysis_id = ? ORDER BY created_at, conversation_id",
            SqliteConversationStore::conversation, tenantId, analysisId);
    }

    @Override
    public void saveTurn(TurnRecord t) {
        database.update("""
            INSERT INTO conversation_turns (tenant_id, turn_id, conversation_id, question, status, answer, embedding,
                                            embedding_model, created_at, answered_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING""",
            t.tenantId(), t.turnId(), t.conversationId(), t.question(), t.status().name(),
            t.answer() == null ? null : StoredJson.write(t.answer()), t.embedding() == null ? null : bytes(t.embedding().vector()),
            t.embedding() == null ? null : t.embedding().model(), nanos(t.createdAt()),
            t.answeredAt() == null ? null : nanos(t.answeredAt()));
    }

    @Override
    public boolean answerTurn(String tenantId, String turnId, TurnRecord.Status status, AssistantAnswer answer, Instant at) {
        return database.update("""
            UPDATE conversation_turns SET status = ?, answer = ?, answered_at = ?
            WHERE tenant_id = ? AND turn_id = ? AND status = 'PENDING'""",
            status.name(), StoredJson.write(answer), nanos(at), tenantId, turnId) > 0;
    }

    @Override
    public Optional<TurnRecord> findTurn(String tenantId, String turnId) {
        return database.one("SELECT * FROM conversation_turns WHERE tenant_id = ? AND turn_id = ?",
            SqliteConversationStore::turn, tenantId, turnId);
    }

    @Override
    public List<TurnRecord> turns(String tenantId, String conversationId) {
        return database.list("""
            SELECT * FROM conversation_turns WHERE tenant_id = ? AND conversation_id = ? ORDER BY created_at, turn_id""",
            SqliteConversationStore::turn, tenantId, conversationId);
    }

    @Override
    public List<TurnRecord> relevantTurns(String tenantId, String conversationId, Embedding question, int limit) {
        return database.list("""
                SELECT * FROM conversation_turns WHERE tenant_id = ? AND conversation_id = ? AND status = 'ANSWERED'
                AND embedding_model = ?""", SqliteConversationStore::turn, tenantId, conversationId, question.model())
            .stream().sorted(Comparator.comparingDouble((TurnRecord t) -> -t.embedding().cosine(question)))
            .limit(limit).toList();
    }

    @Override
    public void saveProposal(ProposalRecord p) {
        database.update("""
            INSERT INTO assistant_proposals (tenant_id, proposal_id, conversation_id, status, record, decided_at)
            VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING""", p.tenantId(), p.proposalId(), p.conversationId(),
            p.status().name(), StoredJson.write(p), p.decidedAt() == null ? null : nanos(p.decidedAt()));
    }

    @Override
    public Optional<ProposalRecord> findProposal(String tenantId, String proposalId) {
        return database.one("SELECT record, status, decided_at FROM assistant_proposals WHERE tenant_id = ? AND proposal_id = ?",
            rows -> {
                ProposalRecord p = StoredJson.read(rows.getString("record"), ProposalRecord.class);
                long decided = rows.getLong("decided_at");
                return p.decided(ProposalRecord.Status.valueOf(rows.getString("status")), rows.wasNull() ? null : instant(decided));
            }, tenantId, proposalId);
    }

    @Override
    public boolean decideProposal(String tenantId, String proposalId, ProposalRecord.Status decision, Instant at) {
        return database.update("""
            UPDATE assistant_proposals SET status = ?, decided_at = ?
            WHERE tenant_id = ? AND proposal_id = ? AND status = 'PENDING'""", decision.name(), nanos(at), tenantId, proposalId) > 0;
    }

    @Override
    public void recordAction(FindingAction a) {
        database.update("""
            INSERT INTO finding_actions (tenant_id, action_id, analysis_id, record, created_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT DO NOTHING""", a.tenantId(), a.actionId(), a.analysisId(), StoredJson.write(a), nanos(a.createdAt()));
    }

    @Override
    public List<FindingAction> actions(String tenantId, String analysisId) {
        return database.list("""
            SELECT record FROM finding_actions WHERE tenant_id = ? AND analysis_id = ? ORDER BY created_at, action_id""",
            rows -> StoredJson.read(rows.getString(1), FindingAction.class), tenantId, analysisId);
    }

    @Override
    public void saveTrace(AgentTrace t) {
        database.update("""
            INSERT INTO agent_traces (tenant_id, trace_id, conversation_id, record, created_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT DO NOTHING""", t.tenantId(), t.traceId(), t.conversationId(), StoredJson.write(t), nanos(t.createdAt()));
    }

    @Override
    public List<AgentTrace> traces(String tenantId, String conversationId) {
        return database.list("""
            SELECT record FROM agent_traces WHERE tenant_id = ? AND conversation_id = ? ORDER BY created_at, trace_id""",
            rows -> StoredJson.read(rows.getString(1), AgentTrace.class), tenantId, conversationId);
    }

    @Override
    public Optional<String> cached(String tenantId, String key, Instant now) {
        return database.one("SELECT value FROM tool_cache WHERE tenant_id = ? AND cache_key = ? AND expires_at > ?",
            rows -> rows.getString(1), tenantId, key, nanos(now));
    }

    @Override
    public void cache(String tenantId, String key, String value, Instant expiresAt) {
        database.update("""
            INSERT INTO tool_cache (tenant_id, cache_key, value, expires_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (tenant_id, cache_key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at""",
            tenantId, key, value, nanos(expiresAt));
    }

    private static ConversationRecord conversation(ResultSet rows) throws SQLException {
        return new ConversationRecord(rows.getString("tenant_id"), rows.getString("conversation_id"),
            rows.getString("analysis_id"), rows.getString("title"), instant(rows.getLong("created_at")));
    }

    private static TurnRecord turn(ResultSet rows) throws SQLException {
        String answer = rows.getString("answer");
        byte[] vector = rows.getBytes("embedding");
        long answered = rows.getLong("answered_at");
        Instant answeredAt = rows.wasNull() ? null : instant(answered);
        return new TurnRecord(rows.getString("tenant_id"), rows.getString("conversation_id"), rows.getString("turn_id"),
            rows.getString("question"), TurnRecord.Status.valueOf(rows.getString("status")),
            answer == null ? null : StoredJson.read(answer, AssistantAnswer.class),
            vector == null ? null : new Embedding(rows.getString("embedding_model"), floats(vector)),
            instant(rows.getLong("created_at")), answeredAt);
    }
}
