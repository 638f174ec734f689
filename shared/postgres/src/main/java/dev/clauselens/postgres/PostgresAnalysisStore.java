package dev.clauselens.postgres;

import com.pgvector.PGvector;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStatus;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.AnalysisUpdate;
import dev.clauselens.core.analysis.ClauseRecord;
import dev.clauselens.core.analysis.DocumentRecord;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.analysis.HypothesisCoverageRecord;
import dev.clauselens.core.analysis.ModelCallRecord;
import dev.clauselens.core.analysis.PlaybookRecord;
import dev.clauselens.core.analysis.ProgressEvent;
import dev.clauselens.core.analysis.RiskAssessmentRecord;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.taxonomy.Perspective;
import dev.clauselens.core.analysis.StoredChunk;
import dev.clauselens.core.analysis.StoredJson;
import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.SourceType;
import dev.clauselens.core.error.ErrorCode;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The {@link AnalysisStore} in PostgreSQL. Every call runs in a transaction of its tenant, and
 * row-level security (forced on every table) keeps other tenants' rows out of reach even if a query
 * forgot its {@code tenant_id} condition. Keyed writes are {@code INSERT ... ON CONFLICT DO NOTHING}.
 * Stage outputs are kept whole as {@code jsonb}.
 */
public final class PostgresAnalysisStore implements AnalysisStore {
    private final PostgresDatabase database;

    public PostgresAnalysisStore(PostgresDatabase database) {
        this.database = database;
    }

    @Override
    public void saveDocument(DocumentRecord d) {
        update(d.tenantId(), """
            INSERT INTO documents (tenant_id, document_id, title, source_type, content_hash, source_key, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING""",
            d.tenantId(), d.documentId(), d.title(), d.sourceType().name(), d.contentHash(), d.sourceKey(),
            Timestamp.from(d.createdAt()));
    }

    @Override
    public boolean describeDocument(String tenantId, String documentId, String title, SourceType sourceType,
                                    String contentHash) {
        return update(tenantId, """
            UPDATE documents SET title = ?, source_type = ?, content_hash = ? WHERE tenant_id = ? AND document_id = ?""",
            title, sourceType.name(), contentHash, tenantId, documentId) > 0;
    }

    @Override
    public Optional<DocumentRecord> findDocument(String tenantId, String documentId) {
        return one(tenantId, "SELECT * FROM documents WHERE tenant_id = ? AND document_id = ?", rows -> new DocumentRecord(
            rows.getString("tenant_id"), rows.getString("document_id"), rows.getString("title"),
            SourceType.valueOf(rows.getString("source_type")), rows.getString("content_hash"),
            rows.getString("source_key"), rows.getTimestamp("created_at").toInstant()), tenantId, documentId);
    }

    @Override
    public boolean deleteDocument(String tenantId, String documentId) {
        return update(tenantId, "DELETE FROM documents WHERE tenant_id = ? AND document_id = ?", tenantId, documentId) > 0;
    }

    @Override
    public void createAnalysis(AnalysisRecord a) {
        update(a.tenantId(), """
            INSERT INTO analyses (tenant_id, analysis_id, document_id, attempt, status, stage, progress, message,
                                  error_code, error_reason, created_at, updated_at, perspective, playbook)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING""",
            a.tenantId(), a.analysisId(), a.documentId(), a.attempt(), a.status().name(), a.stage().name(), a.progress(),
            a.message(), a.errorCode() == null ? null : a.errorCode().name(), a.errorReason(),
            Timestamp.from(a.createdAt()), Timestamp.from(a.updatedAt()), a.perspective() == null ? null : a.perspective().name(), a.playbook());
    }

    @Override
    public Optional<AnalysisRecord> findAnalysis(String tenantId, String analysisId) {
        return one(tenantId, "SELECT * FROM analyses WHERE tenant_id = ? AND analysis_id = ?",
            PostgresAnalysisStore::analysis, tenantId, analysisId);
    }

    @Override
    public List<AnalysisRecord> analysesOf(String tenantId, String documentId) {
        return list(tenantId, "SELECT * FROM analyses WHERE tenant_id = ? AND document_id = ? ORDER BY created_at, analysis_id",
            PostgresAnalysisStore::analysis, tenantId, documentId);
    }

    @Override
    public List<AnalysisRecord> recentAnalyses(String tenantId, int limit) {
        return list(tenantId, "SELECT * FROM analyses WHERE tenant_id = ? ORDER BY created_at DESC, analysis_id LIMIT ?",
            PostgresAnalysisStore::analysis, tenantId, limit);
    }

    @Override
    public List<AnalysisRecord> unfinishedAnalyses(String tenantId) {
        return list(tenantId, """
            SELECT * FROM analyses WHERE tenant_id = ? AND status IN ('QUEUED', 'RUNNING') ORDER BY created_at, analysis_id""",
            PostgresAnalysisStore::analysis, tenantId);
    }

    @Override
    public boolean restartAnalysis(String tenantId, String analysisId, int attempt, Instant at) {
        return update(tenantId, """
            UPDATE analyses SET attempt = ?, status = 'QUEUED', stage = 'PARSE', progress = 0, message = ?,
                                error_code = NULL, error_reason = NULL, updated_at = ?
            WHERE tenant_id = ? AND analysis_id = ? AND status = 'FAILED' AND attempt = ?""",
            attempt, AnalysisRecord.RESTARTED, Timestamp.from(at), tenantId, analysisId, attempt - 1) > 0;
    }

    @Override
    public boolean updateAnalysis(String tenantId, String analysisId, AnalysisUpdate u) {
        return update(tenantId, """
            UPDATE analyses SET status = ?, stage = ?, progress = ?, message = ?, error_code = ?, error_reason = ?,
                                updated_at = ?
            WHERE tenant_id = ? AND analysis_id = ?""",
            u.status().name(), u.stage().name(), u.progress(), u.message(),
            u.errorCode() == null ? null : u.errorCode().name(), u.errorReason(), Timestamp.from(u.at()),
            tenantId, analysisId) > 0;
    }

    @Override
    public void recordProgress(ProgressEvent e) {
        update(e.tenantId(), """
            INSERT INTO progress_events (tenant_id, analysis_id, event_key, event) VALUES (?, ?, ?, ?::jsonb)
            ON CONFLICT DO NOTHING""", e.tenantId(), e.analysisId(), e.eventKey(), StoredJson.write(e));
    }

    @Override
    public List<ProgressEvent> progress(String tenantId, String analysisId) {
        return list(tenantId, "SELECT event FROM progress_events WHERE tenant_id = ? AND analysis_id = ? ORDER BY sequence",
            rows -> StoredJson.read(rows.getString(1), ProgressEvent.class), tenantId, analysisId);
    }

    @Override
    public void saveChunks(List<StoredChunk> chunks) {
        byTenant(chunks, StoredChunk::tenantId).forEach((tenant, group) -> batch(tenant, """
            INSERT INTO chunks (tenant_id, document_id, chunk_index, chunk, embedding, embedding_model)
            VALUES (?, ?, ?, ?::jsonb, ?, ?) ON CONFLICT DO NOTHING""", group, (statement, c) -> {
                statement.setString(1, c.tenantId());
                statement.setString(2, c.documentId());
                statement.setInt(3, c.chunk().index());
                statement.setString(4, StoredJson.write(c.chunk()));
                if (c.embedding() == null) {
                    statement.setNull(5, Types.OTHER);
                    statement.setNull(6, Types.VARCHAR);
                } else {
                    statement.setObject(5, new PGvector(c.embedding().vector()));
                    statement.setString(6, c.embedding().model());
                }
            }));
    }

    @Override
    public List<StoredChunk> chunks(String tenantId, String documentId) {
        return list(tenantId, """
            SELECT chunk, embedding, embedding_model FROM chunks WHERE tenant_id = ? AND document_id = ?
            ORDER BY chunk_index""", rows -> {
                PGvector vector = (PGvector) rows.getObject("embedding");
                Embedding embedding = vector == null ? null : new Embedding(rows.getString("embedding_model"), vector.toArray());
                return new StoredChunk(tenantId, documentId, StoredJson.read(rows.getString("chunk"), Chunk.class), embedding);
            }, tenantId, documentId);
    }

    @Override
    public void saveClauses(List<ClauseRecord> clauses) {
        byTenant(clauses, ClauseRecord::tenantId).forEach((tenant, group) -> batch(tenant, """
            INSERT INTO clauses (tenant_id, analysis_id, chunk_id, category, record) VALUES (?, ?, ?, ?, ?::jsonb)
            ON CONFLICT DO NOTHING""", group, (statement, c) -> bind(statement, c.tenantId(), c.analysisId(),
                c.chunkId(), c.category().id(), StoredJson.write(c))));
    }

    @Override
    public List<ClauseRecord> clauses(String tenantId, String analysisId) {
        return records(tenantId, "clauses", "chunk_id", analysisId, ClauseRecord.class);
    }

    @Override
    public void saveAssessments(List<RiskAssessmentRecord> assessments) {
        byTenant(assessments, RiskAssessmentRecord::tenantId).forEach((tenant, group) -> batch(tenant, """
            INSERT INTO risk_assessments (tenant_id, analysis_id, chunk_id, level, record) VALUES (?, ?, ?, ?, ?::jsonb)
            ON CONFLICT DO NOTHING""", group, (statement, a) -> bind(statement, a.tenantId(), a.analysisId(),
                a.chunkId(), a.level().name(), StoredJson.write(a))));
    }

    @Override
    public List<RiskAssessmentRecord> assessments(String tenantId, String analysisId) {
        return records(tenantId, "risk_assessments", "chunk_id", analysisId, RiskAssessmentRecord.class);
    }

    @Override
    public void saveGapAnalysis(GapAnalysisRecord g) {
        update(g.tenantId(), """
            INSERT INTO gap_analyses (tenant_id, analysis_id, gap_score, record) VALUES (?, ?, ?, ?::jsonb)
            ON CONFLICT DO NOTHING""", g.tenantId(), g.analysisId(), g.gapScore(), StoredJson.write(g));
    }

    @Override
    public Optional<GapAnalysisRecord> gapAnalysis(String tenantId, String analysisId) {
        return records(tenantId, "gap_analyses", "analysis_id", analysisId, GapAnalysisRecord.class).stream().findFirst();
    }

    @Override
    public void saveHypotheses(List<HypothesisCoverageRecord> coverage) {
        byTenant(coverage, HypothesisCoverageRecord::tenantId).forEach((tenant, group) -> batch(tenant, """
            INSERT INTO hypothesis_coverage (tenant_id, analysis_id, hypothesis_id, verdict, record)
            VALUES (?, ?, ?, ?, ?::jsonb) ON CONFLICT DO NOTHING""", group, (statement, h) -> bind(statement,
                h.tenantId(), h.analysisId(), h.hypothesis().id(), h.verdict().name(), StoredJson.write(h))));
    }

    @Override
    public List<HypothesisCoverageRecord> hypotheses(String tenantId, String analysisId) {
        return records(tenantId, "hypothesis_coverage", "hypothesis_id", analysisId, HypothesisCoverageRecord.class);
    }

    @Override
    public void recordModelCall(ModelCallRecord c) {
        update(c.tenantId(), """
            INSERT INTO model_calls (tenant_id, call_id, analysis_id, agent, model, input_tokens, output_tokens,
                                     cache_read_tokens, cache_write_tokens, cost_usd, latency_ms, outcome, at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING""",
            c.tenantId(), c.callId(), c.analysisId(), c.agent(), c.model(), c.inputTokens(), c.outputTokens(),
            c.cacheReadTokens(), c.cacheWriteTokens(), BigDecimal.valueOf(c.costUsd()), c.latencyMs(), c.outcome(),
            Timestamp.from(c.at()));
    }

    @Override
    public List<ModelCallRecord> modelCalls(String tenantId, String analysisId) {
        return list(tenantId, "SELECT * FROM model_calls WHERE tenant_id = ? AND analysis_id = ? ORDER BY at, call_id",
            rows -> new ModelCallRecord(rows.getString("tenant_id"), rows.getString("analysis_id"),
                rows.getString("call_id"), rows.getString("agent"), rows.getString("model"), rows.getInt("input_tokens"),
                rows.getInt("output_tokens"), rows.getInt("cache_read_tokens"), rows.getInt("cache_write_tokens"),
                rows.getBigDecimal("cost_usd").doubleValue(), rows.getLong("latency_ms"), rows.getString("outcome"),
                rows.getTimestamp("at").toInstant()), tenantId, analysisId);
    }

    @Override
    public boolean savePlaybook(PlaybookRecord p) {
        // one statement: xmax is 0 on a row this statement inserted, set on one it updated
        return one(p.tenantId(), """
            INSERT INTO playbooks (tenant_id, name, document, updated_at) VALUES (?, ?, ?::jsonb, ?)
            ON CONFLICT (tenant_id, name) DO UPDATE SET document = excluded.document, updated_at = excluded.updated_at
            RETURNING (xmax = 0) AS inserted""",
            rows -> rows.getBoolean("inserted"), p.tenantId(), p.name(), p.document(), Timestamp.from(p.updatedAt()))
            .orElseThrow();
    }

    @Override
    public Optional<PlaybookRecord> findPlaybook(String tenantId, String name) {
        return one(tenantId, "SELECT * FROM playbooks WHERE tenant_id = ? AND name = ?", PostgresAnalysisStore::playbook, tenantId, name);
    }

    @Override
    public List<PlaybookRecord> playbooks(String tenantId) {
        return list(tenantId, "SELECT * FROM playbooks WHERE tenant_id = ? ORDER BY name", PostgresAnalysisStore::playbook, tenantId);
    }

    private static PlaybookRecord playbook(ResultSet rows) throws SQLException {
        return new PlaybookRecord(rows.getString("tenant_id"), rows.getString("name"), rows.getString("document"),
            rows.getTimestamp("updated_at").toInstant());
    }

    private static AnalysisRecord analysis(ResultSet rows) throws SQLException {
        String errorCode = rows.getString("error_code");
        return new AnalysisRecord(rows.getString("tenant_id"), rows.getString("analysis_id"),
            rows.getString("document_id"), rows.getInt("attempt"), AnalysisStatus.valueOf(rows.getString("status")),
            Stage.valueOf(rows.getString("stage")), rows.getInt("progress"), rows.getString("message"),
            errorCode == null ? null : ErrorCode.valueOf(errorCode), rows.getString("error_reason"),
            rows.getTimestamp("created_at").toInstant(), rows.getTimestamp("updated_at").toInstant(),
            Perspective.fromId(rows.getString("perspective")).orElse(null), rows.getString("playbook"));
    }

    private <T> List<T> records(String tenantId, String table, String orderColumn, String analysisId, Class<T> type) {
        return list(tenantId, "SELECT record FROM " + table + " WHERE tenant_id = ? AND analysis_id = ? ORDER BY " + orderColumn,
            rows -> StoredJson.read(rows.getString(1), type), tenantId, analysisId);
    }

    /** Reads rows; a function from the current row to a value. */
    @FunctionalInterface
    interface RowMapper<T> {
        T map(ResultSet rows) throws SQLException;
    }

    @FunctionalInterface
    private interface Binder<T> {
        void bind(PreparedStatement statement, T item) throws SQLException;
    }

    <T> List<T> list(String tenantId, String sql, RowMapper<T> mapper, Object... parameters) {
        return database.inTenant(tenantId, connection -> {
            try (PreparedStatement statement = prepare(connection, sql, parameters); ResultSet rows = statement.executeQuery()) {
                List<T> result = new ArrayList<>();
                while (rows.next()) {
                    result.add(mapper.map(rows));
                }
                return result;
            }
        });
    }

    <T> Optional<T> one(String tenantId, String sql, RowMapper<T> mapper, Object... parameters) {
        return list(tenantId, sql, mapper, parameters).stream().findFirst();
    }

    int update(String tenantId, String sql, Object... parameters) {
        return database.inTenant(tenantId, connection -> {
            try (PreparedStatement statement = prepare(connection, sql, parameters)) {
                return statement.executeUpdate();
            }
        });
    }

    private <T> void batch(String tenantId, String sql, List<T> items, Binder<T> binder) {
        database.inTenant(tenantId, connection -> {
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
                for (T item : items) {
                    binder.bind(statement, item);
                    statement.addBatch();
                }
                return statement.executeBatch();
            }
        });
    }

    private static PreparedStatement prepare(Connection connection, String sql, Object... parameters) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(sql);
        bind(statement, parameters);
        return statement;
    }

    private static void bind(PreparedStatement statement, Object... parameters) throws SQLException {
        for (int i = 0; i < parameters.length; i++) {
            statement.setObject(i + 1, parameters[i]);
        }
    }

    private static <T> Map<String, List<T>> byTenant(List<T> items, Function<T, String> tenant) {
        Map<String, List<T>> groups = new LinkedHashMap<>();
        for (T item : items) {
            groups.computeIfAbsent(tenant.apply(item), t -> new ArrayList<>()).add(item);
        }
        return groups;
    }
}
