package dev.clauselens.embedded;

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
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The embedded {@link AnalysisStore}: SQLite, in a file under the command line's home or in memory.
 * A write returns once committed: in a file, in write-ahead-log mode with {@code synchronous=FULL},
 * so a killed process (or a lost machine) keeps every write it acknowledged. Keyed writes are
 * {@code INSERT ... ON CONFLICT DO NOTHING}; foreign keys with {@code ON DELETE CASCADE} remove
 * everything derived from a deleted document and refuse rows for an analysis that no longer exists,
 * so a step still running after a delete cannot write the document back. Stage outputs are kept whole
 * as JSON, as in PostgreSQL. One connection serves the process; SQLite serialises writers across
 * processes (a second process waits up to {@link #BUSY_TIMEOUT_MS}).
 */
public final class SqliteAnalysisStore implements AnalysisStore, AutoCloseable {
    static final int BUSY_TIMEOUT_MS = 10_000;
    private final Connection connection;
    private final String description;

    private SqliteAnalysisStore(Connection connection, String description) {
        this.connection = connection;
        this.description = description;
    }

    /** A store that lives as long as the process (evaluation, benchmarks, tests). */
    public static SqliteAnalysisStore inMemory() {
        return open("jdbc:sqlite::memory:", "memory", false);
    }

    /** The store kept in {@code file}, created with its schema when new. */
    public static SqliteAnalysisStore open(Path file) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the folder of " + file, e);
        }
        return open("jdbc:sqlite:" + file.toAbsolutePath(), file.toString(), true);
    }

    private static SqliteAnalysisStore open(String url, String description, boolean durable) {
        try {
            Connection connection = DriverManager.getConnection(url);
            try (Statement statement = connection.createStatement()) {
                statement.execute("PRAGMA busy_timeout = " + BUSY_TIMEOUT_MS);
                statement.execute("PRAGMA foreign_keys = ON");
                if (durable) {
                    statement.execute("PRAGMA journal_mode = WAL");
                    statement.execute("PRAGMA synchronous = FULL");
                }
                for (String ddl : schema().split(";\\s*\\n")) {
                    if (!ddl.isBlank()) {
                        statement.execute(ddl);
                    }
                }
                addMissingColumns(statement);
            }
            return new SqliteAnalysisStore(connection, description);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot open the analysis store " + description + ": " + e.getMessage(), e);
        }
    }

    /** Columns added since the first version of the file: a store written by an earlier version gains them, empty. */
    private static void addMissingColumns(Statement statement) throws SQLException {
        List<String> present = new ArrayList<>();
        try (ResultSet columns = statement.executeQuery("PRAGMA table_info(analyses)")) {
            while (columns.next()) {
                present.add(columns.getString("name"));
            }
        }
        for (String column : List.of("perspective", "playbook")) {
            if (!present.contains(column)) {
                statement.execute("ALTER TABLE analyses ADD COLUMN " + column + " TEXT");
            }
        }
    }

    private static String schema() {
        try (InputStream in = SqliteAnalysisStore.class.getResourceAsStream("analyses-schema.sql")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replaceAll("(?m)^--.*$", "");
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("the analysis store's schema is missing from the class path", e);
        }
    }

    @Override
    public void saveDocument(DocumentRecord d) {
        update("""
            INSERT INTO documents (tenant_id, document_id, title, source_type, content_hash, source_key, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING""",
            d.tenantId(), d.documentId(), d.title(), d.sourceType().name(), d.contentHash(), d.sourceKey(),
            nanos(d.createdAt()));
    }

    @Override
    public boolean describeDocument(String tenantId, String documentId, String title, SourceType sourceType,
                                    String contentHash) {
        return update("UPDATE documents SET title = ?, source_type = ?, content_hash = ? WHERE tenant_id = ? AND document_id = ?",
            title, sourceType.name(), contentHash, tenantId, documentId) > 0;
    }

    @Override
    public Optional<DocumentRecord> findDocument(String tenantId, String documentId) {
        return one("SELECT * FROM documents WHERE tenant_id = ? AND document_id = ?", rows -> new DocumentRecord(
            rows.getString("tenant_id"), rows.getString("document_id"), rows.getString("title"),
            SourceType.valueOf(rows.getString("source_type")), rows.getString("content_hash"),
            rows.getString("source_key"), instant(rows.getLong("created_at"))), tenantId, documentId);
    }

    @Override
    public boolean deleteDocument(String tenantId, String documentId) {
        return update("DELETE FROM documents WHERE tenant_id = ? AND document_id = ?", tenantId, documentId) > 0;
    }

    @Override
    public void createAnalysis(AnalysisRecord a) {
        update("""
            INSERT INTO analyses (tenant_id, analysis_id, document_id, attempt, status, stage, progress, message,
                                  error_code, error_reason, created_at, updated_at, perspective, playbook)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING""",
            a.tenantId(), a.analysisId(), a.documentId(), a.attempt(), a.status().name(), a.stage().name(), a.progress(),
            a.message(), a.errorCode() == null ? null : a.errorCode().name(), a.errorReason(), nanos(a.createdAt()),
            nanos(a.updatedAt()), a.perspective() == null ? null : a.perspective().name(), a.playbook());
    }

    @Override
    public Optional<AnalysisRecord> findAnalysis(String tenantId, String analysisId) {
        return one("SELECT * FROM analyses WHERE tenant_id = ? AND analysis_id = ?", SqliteAnalysisStore::analysis,
            tenantId, analysisId);
    }

    @Override
    public List<AnalysisRecord> analysesOf(String tenantId, String documentId) {
        return list("SELECT * FROM analyses WHERE tenant_id = ? AND document_id = ? ORDER BY created_at, analysis_id",
            SqliteAnalysisStore::analysis, tenantId, documentId);
    }

    @Override
    public List<AnalysisRecord> recentAnalyses(String tenantId, int limit) {
        return list("SELECT * FROM analyses WHERE tenant_id = ? ORDER BY created_at DESC, analysis_id LIMIT ?",
            SqliteAnalysisStore::analysis, tenantId, limit);
    }

    @Override
    public List<AnalysisRecord> unfinishedAnalyses(String tenantId) {
        return list("""
            SELECT * FROM analyses WHERE tenant_id = ? AND status IN ('QUEUED', 'RUNNING')
            ORDER BY created_at, analysis_id""", SqliteAnalysisStore::analysis, tenantId);
    }

    @Override
    public boolean restartAnalysis(String tenantId, String analysisId, int attempt, Instant at) {
        return update("""
            UPDATE analyses SET attempt = ?, status = 'QUEUED', stage = 'PARSE', progress = 0, message = ?,
                                error_code = NULL, error_reason = NULL, updated_at = ?
            WHERE tenant_id = ? AND analysis_id = ? AND status = 'FAILED' AND attempt = ?""",
            attempt, AnalysisRecord.RESTARTED, nanos(at), tenantId, analysisId, attempt - 1) > 0;
    }

    @Override
    public boolean updateAnalysis(String tenantId, String analysisId, AnalysisUpdate u) {
        return update("""
            UPDATE analyses SET status = ?, stage = ?, progress = ?, message = ?, error_code = ?, error_reason = ?,
                                updated_at = ?
            WHERE tenant_id = ? AND analysis_id = ?""",
            u.status().name(), u.stage().name(), u.progress(), u.message(),
            u.errorCode() == null ? null : u.errorCode().name(), u.errorReason(), nanos(u.at()), tenantId, analysisId) > 0;
    }

    @Override
    public void recordProgress(ProgressEvent e) {
        update("INSERT INTO progress_events (tenant_id, analysis_id, event_key, event) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
            e.tenantId(), e.analysisId(), e.eventKey(), StoredJson.write(e));
    }

    @Override
    public List<ProgressEvent> progress(String tenantId, String analysisId) {
        return list("SELECT event FROM progress_events WHERE tenant_id = ? AND analysis_id = ? ORDER BY sequence",
            rows -> StoredJson.read(rows.getString(1), ProgressEvent.class), tenantId, analysisId);
    }

    @Override
    public void saveChunks(List<StoredChunk> chunks) {
        batch("""
            INSERT INTO chunks (tenant_id, document_id, chunk_index, chunk, embedding, embedding_model)
            VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING""", chunks, c -> new Object[] {c.tenantId(), c.documentId(),
                c.chunk().index(), StoredJson.write(c.chunk()), c.embedding() == null ? null : bytes(c.embedding().vector()),
                c.embedding() == null ? null : c.embedding().model()});
    }

    @Override
    public List<StoredChunk> chunks(String tenantId, String documentId) {
        return list("""
            SELECT chunk, embedding, embedding_model FROM chunks WHERE tenant_id = ? AND document_id = ?
            ORDER BY chunk_index""", rows -> {
                byte[] vector = rows.getBytes("embedding");
                Embedding embedding = vector == null ? null : new Embedding(rows.getString("embedding_model"), floats(vector));
                return new StoredChunk(tenantId, documentId, StoredJson.read(rows.getString("chunk"), Chunk.class), embedding);
            }, tenantId, documentId);
    }

    @Override
    public void saveClauses(List<ClauseRecord> clauses) {
        batch("INSERT INTO clauses (tenant_id, analysis_id, chunk_id, record) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
            clauses, c -> new Object[] {c.tenantId(), c.analysisId(), c.chunkId(), StoredJson.write(c)});
    }

    @Override
    public List<ClauseRecord> clauses(String tenantId, String analysisId) {
        return records("clauses", "chunk_id", tenantId, analysisId, ClauseRecord.class);
    }

    @Override
    public void saveAssessments(List<RiskAssessmentRecord> assessments) {
        batch("INSERT INTO risk_assessments (tenant_id, analysis_id, chunk_id, record) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
            assessments, a -> new Object[] {a.tenantId(), a.analysisId(), a.chunkId(), StoredJson.write(a)});
    }

    @Override
    public List<RiskAssessmentRecord> assessments(String tenantId, String analysisId) {
        return records("risk_assessments", "chunk_id", tenantId, analysisId, RiskAssessmentRecord.class);
    }

    @Override
    public void saveGapAnalysis(GapAnalysisRecord g) {
        update("INSERT INTO gap_analyses (tenant_id, analysis_id, record) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            g.tenantId(), g.analysisId(), StoredJson.write(g));
    }

    @Override
    public Optional<GapAnalysisRecord> gapAnalysis(String tenantId, String analysisId) {
        return records("gap_analyses", "analysis_id", tenantId, analysisId, GapAnalysisRecord.class).stream().findFirst();
    }

    @Override
    public void saveHypotheses(List<HypothesisCoverageRecord> coverage) {
        batch("""
            INSERT INTO hypothesis_coverage (tenant_id, analysis_id, hypothesis_id, record) VALUES (?, ?, ?, ?)
            ON CONFLICT DO NOTHING""", coverage, h -> new Object[] {h.tenantId(), h.analysisId(), h.hypothesis().id(), StoredJson.write(h)});
    }

    @Override
    public List<HypothesisCoverageRecord> hypotheses(String tenantId, String analysisId) {
        return records("hypothesis_coverage", "hypothesis_id", tenantId, analysisId, HypothesisCoverageRecord.class);
    }

    @Override
    public void recordModelCall(ModelCallRecord c) {
        update("INSERT INTO model_calls (tenant_id, call_id, analysis_id, at, record) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            c.tenantId(), c.callId(), c.analysisId(), nanos(c.at()), StoredJson.write(c));
    }

    @Override
    public List<ModelCallRecord> modelCalls(String tenantId, String analysisId) {
        return list("SELECT record FROM model_calls WHERE tenant_id = ? AND analysis_id = ? ORDER BY at, call_id",
            rows -> StoredJson.read(rows.getString(1), ModelCallRecord.class), tenantId, analysisId);
    }

    @Override
    public String toString() {
        return "SQLite analysis store " + description;
    }

    @Override
    public synchronized void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            throw new IllegalStateException("closing the analysis store " + description + " failed", e);
        }
    }

    @Override
    public boolean savePlaybook(PlaybookRecord p) {
        boolean added = findPlaybook(p.tenantId(), p.name()).isEmpty();
        update("""
            INSERT INTO playbooks (tenant_id, name, document, updated_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (tenant_id, name) DO UPDATE SET document = excluded.document, updated_at = excluded.updated_at""",
            p.tenantId(), p.name(), p.document(), nanos(p.updatedAt()));
        return added;
    }

    @Override
    public Optional<PlaybookRecord> findPlaybook(String tenantId, String name) {
        return one("SELECT * FROM playbooks WHERE tenant_id = ? AND name = ?", SqliteAnalysisStore::playbook, tenantId, name);
    }

    @Override
    public List<PlaybookRecord> playbooks(String tenantId) {
        return list("SELECT * FROM playbooks WHERE tenant_id = ? ORDER BY name", SqliteAnalysisStore::playbook, tenantId);
    }

    private static PlaybookRecord playbook(ResultSet rows) throws SQLException {
        return new PlaybookRecord(rows.getString("tenant_id"), rows.getString("name"), rows.getString("document"),
            instant(rows.getLong("updated_at")));
    }

    private static AnalysisRecord analysis(ResultSet rows) throws SQLException {
        String errorCode = rows.getString("error_code");
        return new AnalysisRecord(rows.getString("tenant_id"), rows.getString("analysis_id"),
            rows.getString("document_id"), rows.getInt("attempt"), AnalysisStatus.valueOf(rows.getString("status")),
            Stage.valueOf(rows.getString("stage")), rows.getInt("progress"), rows.getString("message"),
            errorCode == null ? null : ErrorCode.valueOf(errorCode), rows.getString("error_reason"),
            instant(rows.getLong("created_at")), instant(rows.getLong("updated_at")),
            Perspective.fromId(rows.getString("perspective")).orElse(null), rows.getString("playbook"));
    }

    private <T> List<T> records(String table, String orderColumn, String tenantId, String analysisId, Class<T> type) {
        return list("SELECT record FROM " + table + " WHERE tenant_id = ? AND analysis_id = ? ORDER BY " + orderColumn,
            rows -> StoredJson.read(rows.getString(1), type), tenantId, analysisId);
    }

    /** Reads rows; a function from the current row to a value. */
    @FunctionalInterface
    interface RowMapper<T> {
        T map(ResultSet rows) throws SQLException;
    }

    synchronized <T> List<T> list(String sql, RowMapper<T> mapper, Object... parameters) {
        try (PreparedStatement statement = prepare(sql, parameters); ResultSet rows = statement.executeQuery()) {
            List<T> result = new ArrayList<>();
            while (rows.next()) {
                result.add(mapper.map(rows));
            }
            return result;
        } catch (SQLException e) {
            throw failed(sql, e);
        }
    }

    <T> Optional<T> one(String sql, RowMapper<T> mapper, Object... parameters) {
        return list(sql, mapper, parameters).stream().findFirst();
    }

    synchronized int update(String sql, Object... parameters) {
        try (PreparedStatement statement = prepare(sql, parameters)) {
            return statement.executeUpdate();
        } catch (SQLException e) {
            throw failed(sql, e);
        }
    }

    /** All rows in one transaction: all are kept or none. */
    private synchronized <T> void batch(String sql, List<T> items, Function<T, Object[]> parameters) {
        if (items.isEmpty()) {
            return;
        }
        try {
            connection.setAutoCommit(false);
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
                for (T item : items) {
                    bind(statement, parameters.apply(item));
                    statement.addBatch();
                }
                statement.executeBatch();
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw failed(sql, e);
        }
    }

    private PreparedStatement prepare(String sql, Object... parameters) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(sql);
        bind(statement, parameters);
        return statement;
    }

    private static void bind(PreparedStatement statement, Object... parameters) throws SQLException {
        for (int i = 0; i < parameters.length; i++) {
            statement.setObject(i + 1, parameters[i]);
        }
    }

    private IllegalStateException failed(String sql, SQLException e) {
        return new IllegalStateException("the analysis store " + description + " failed (" + e.getMessage() + ") on: "
            + sql.strip().lines().findFirst().orElse(sql), e);
    }

    static long nanos(Instant at) {
        return Math.addExact(Math.multiplyExact(at.getEpochSecond(), 1_000_000_000L), at.getNano());
    }

    static Instant instant(long nanos) {
        return Instant.ofEpochSecond(Math.floorDiv(nanos, 1_000_000_000L), Math.floorMod(nanos, 1_000_000_000L));
    }

    static byte[] bytes(float[] vector) {
        ByteBuffer buffer = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        buffer.asFloatBuffer().put(vector);
        return buffer.array();
    }

    static float[] floats(byte[] bytes) {
        float[] vector = new float[bytes.length / Float.BYTES];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(vector);
        return vector;
    }
}
