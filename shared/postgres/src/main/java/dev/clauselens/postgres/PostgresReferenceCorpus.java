package dev.clauselens.postgres;

import com.pgvector.PGvector;
import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.corpus.EmbeddingMismatchException;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceCorpus;
import dev.clauselens.core.corpus.ReferenceDocument;
import dev.clauselens.core.corpus.ReferenceMatch;
import dev.clauselens.core.corpus.SearchFilter;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The {@link ReferenceCorpus} in PostgreSQL with pgvector: an HNSW cosine index serves searches,
 * with pgvector's iterative scan so that filters do not starve the result, and a search breadth
 * ({@code hnsw.ef_search}) set per query.
 */
public final class PostgresReferenceCorpus implements ReferenceCorpus {
    /** The column's fixed size: bge-small-en-v1.5, the default model everywhere. */
    public static final int DIMENSIONS = 384;
    private static final int MIN_EF_SEARCH = 100;

    private final PostgresDatabase database;

    public PostgresReferenceCorpus(PostgresDatabase database) {
        this.database = database;
    }

    @Override
    public void addDocument(ReferenceDocument d) {
        database.transaction(connection -> {
            try (var statement = connection.prepareStatement(
                "INSERT INTO reference_documents (id, title, source, licence) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING")) {
                statement.setString(1, d.id());
                statement.setString(2, d.title());
                statement.setString(3, d.source());
                statement.setString(4, d.licence());
                return statement.executeUpdate();
            }
        });
    }

    @Override
    public int addClauses(List<ReferenceClause> clauses, List<Embedding> embeddings) {
        if (clauses.size() != embeddings.size()) {
            throw new IllegalArgumentException("one embedding per clause");
        }
        if (clauses.isEmpty()) {
            return 0;
        }
        return database.transaction(connection -> {
            // One writer at a time decides the corpus's model; others wait for it.
            try (var lock = connection.prepareStatement("LOCK TABLE reference_clauses IN SHARE ROW EXCLUSIVE MODE")) {
                lock.execute();
            }
            String model = storedModel(connection).orElse(embeddings.getFirst().model());
            for (Embedding embedding : embeddings) {
                if (!embedding.model().equals(model) || embedding.dimensions() != DIMENSIONS) {
                    throw new EmbeddingMismatchException(model + "/" + DIMENSIONS, embedding.model() + "/" + embedding.dimensions());
                }
            }
            try (var statement = connection.prepareStatement("""
                INSERT INTO reference_clauses (id, document_id, text, category, hypothesis, nli_label, risk, embedding,
                                               embedding_model)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING""")) {
                for (int i = 0; i < clauses.size(); i++) {
                    ReferenceClause c = clauses.get(i);
                    statement.setString(1, c.id());
                    statement.setString(2, c.documentId());
                    statement.setString(3, c.text());
                    statement.setString(4, c.category() == null ? null : c.category().name());
                    statement.setString(5, c.hypothesis() == null ? null : c.hypothesis().name());
                    statement.setString(6, c.nliLabel() == null ? null : c.nliLabel().name());
                    statement.setString(7, c.risk() == null ? null : c.risk().name());
                    statement.setObject(8, new PGvector(embeddings.get(i).vector()));
                    statement.setString(9, model);
                    statement.addBatch();
                }
                int added = 0;
                for (int count : statement.executeBatch()) {
                    added += Math.max(count, 0);
                }
                return added;
            }
        });
    }

    @Override
    public List<ReferenceMatch> search(Embedding query, int k, SearchFilter filter, double minSimilarity) {
        return database.transaction(connection -> {
            Optional<String> model = storedModel(connection);
            if (model.isEmpty()) {
                return List.of();
            }
            if (!model.get().equals(query.model()) || query.dimensions() != DIMENSIONS) {
                throw new EmbeddingMismatchException(model.get() + "/" + DIMENSIONS, query.model() + "/" + query.dimensions());
            }
            try (var settings = connection.createStatement()) {
                settings.execute("SET LOCAL hnsw.ef_search = " + Math.max(MIN_EF_SEARCH, 4 * k));
                settings.execute("SET LOCAL hnsw.iterative_scan = strict_order");
            }
            try (var statement = connection.prepareStatement("""
                SELECT * FROM (
                    SELECT c.*, d.title, d.source, d.licence, 1 - (c.embedding <=> ?) AS similarity
                    FROM reference_clauses c JOIN reference_documents d ON d.id = c.document_id
                    WHERE (cardinality(?::text[]) = 0 OR c.category = ANY(?::text[]))
                      AND (cardinality(?::text[]) = 0 OR c.hypothesis = ANY(?::text[]))
                      AND (cardinality(?::text[]) = 0 OR d.source = ANY(?::text[]))
                    ORDER BY c.embedding <=> ?
                    LIMIT ?
                ) nearest
                WHERE similarity >= ?
                ORDER BY similarity DESC""")) {
                PGvector vector = new PGvector(query.vector());
                String[] categories = names(filter.categories(), ClauseCategory::name);
                String[] hypotheses = names(filter.hypotheses(), Hypothesis::name);
                String[] sources = filter.sources().toArray(String[]::new);
                statement.setObject(1, vector);
                statement.setArray(2, connection.createArrayOf("text", categories));
                statement.setArray(3, connection.createArrayOf("text", categories));
                statement.setArray(4, connection.createArrayOf("text", hypotheses));
                statement.setArray(5, connection.createArrayOf("text", hypotheses));
                statement.setArray(6, connection.createArrayOf("text", sources));
                statement.setArray(7, connection.createArrayOf("text", sources));
                statement.setObject(8, vector);
                statement.setInt(9, k);
                statement.setDouble(10, minSimilarity);
                List<ReferenceMatch> matches = new ArrayList<>();
                try (ResultSet rows = statement.executeQuery()) {
                    while (rows.next()) {
                        matches.add(new ReferenceMatch(clause(rows), new ReferenceDocument(rows.getString("document_id"),
                            rows.getString("title"), rows.getString("source"), rows.getString("licence")),
                            rows.getDouble("similarity")));
                    }
                }
                return matches;
            }
        });
    }

    @Override
    public List<ReferenceClause> clausesOf(ClauseCategory category) {
        return database.transaction(connection -> {
            try (var statement = connection.prepareStatement("SELECT * FROM reference_clauses WHERE category = ?")) {
                statement.setString(1, category.name());
                List<ReferenceClause> clauses = new ArrayList<>();
                try (ResultSet rows = statement.executeQuery()) {
                    while (rows.next()) {
                        clauses.add(clause(rows));
                    }
                }
                return clauses;
            }
        });
    }

    @Override
    public Optional<ReferenceDocument> document(String id) {
        return database.transaction(connection -> {
            try (var statement = connection.prepareStatement("SELECT * FROM reference_documents WHERE id = ?")) {
                statement.setString(1, id);
                try (ResultSet rows = statement.executeQuery()) {
                    return rows.next() ? Optional.of(new ReferenceDocument(rows.getString("id"), rows.getString("title"),
                        rows.getString("source"), rows.getString("licence"))) : Optional.<ReferenceDocument>empty();
                }
            }
        });
    }

    @Override
    public Set<String> knownClauseIds(Collection<String> ids) {
        if (ids.isEmpty()) {
            return Set.of();
        }
        return database.transaction(connection -> {
            try (var statement = connection.prepareStatement("SELECT id FROM reference_clauses WHERE id = ANY(?::text[])")) {
                statement.setArray(1, connection.createArrayOf("text", ids.toArray()));
                Set<String> known = new HashSet<>();
                try (ResultSet rows = statement.executeQuery()) {
                    while (rows.next()) {
                        known.add(rows.getString(1));
                    }
                }
                return known;
            }
        });
    }

    @Override
    public long clauseCount() {
        return database.transaction(connection -> {
            try (var statement = connection.prepareStatement("SELECT count(*) FROM reference_clauses");
                 ResultSet rows = statement.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        });
    }

    @Override
    public Optional<String> embeddingModel() {
        return database.transaction(PostgresReferenceCorpus::storedModel);
    }

    private static Optional<String> storedModel(Connection connection) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement("SELECT embedding_model FROM reference_clauses LIMIT 1");
             ResultSet rows = statement.executeQuery()) {
            return rows.next() ? Optional.of(rows.getString(1)) : Optional.empty();
        }
    }

    private static ReferenceClause clause(ResultSet rows) throws SQLException {
        return new ReferenceClause(rows.getString("id"), rows.getString("document_id"), rows.getString("text"),
            enumOrNull(ClauseCategory.class, rows.getString("category")),
            enumOrNull(Hypothesis.class, rows.getString("hypothesis")),
            enumOrNull(NliLabel.class, rows.getString("nli_label")), enumOrNull(RiskLevel.class, rows.getString("risk")));
    }

    private static <E extends Enum<E>> E enumOrNull(Class<E> type, String name) {
        return name == null ? null : Enum.valueOf(type, name);
    }

    private static <T> String[] names(Set<T> values, Function<T, String> name) {
        return values.stream().map(name).toArray(String[]::new);
    }
}
