package dev.clauselens.postgres;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.testing.AnalysisStoreContract;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PostgresAnalysisStoreIT extends AnalysisStoreContract {
    private static PostgresDatabase database;

    @BeforeAll
    static void connect() {
        TestDatabase.migrate();
        database = PostgresDatabase.connect(TestDatabase.application(), 4);
    }

    @AfterAll
    static void disconnect() {
        if (database != null) {
            database.close();
        }
    }

    @Override
    protected AnalysisStore store() {
        return new PostgresAnalysisStore(database);
    }

    @Test
    void withNoTenantOrTheWrongTenantTheDatabaseItselfReturnsNoRows() throws SQLException {
        seed(store(), tenantA);
        PostgresUrl app = TestDatabase.application();
        try (var connection = DriverManager.getConnection(app.jdbcUrl(), app.user(), app.password())) {
            connection.setAutoCommit(false);
            String everything = "SELECT (SELECT count(*) FROM documents) + (SELECT count(*) FROM analyses) "
                + "+ (SELECT count(*) FROM chunks) + (SELECT count(*) FROM clauses) + (SELECT count(*) FROM model_calls)";
            assertEquals(0, count(connection, everything), "no tenant set: no rows, not even with no WHERE clause");
            count(connection, "SELECT count(*) FROM (SELECT set_config('app.tenant_id', '" + tenantB + "', true)) s");
            assertEquals(0, count(connection, everything), "another tenant set: no rows");
            connection.rollback();
            count(connection, "SELECT count(*) FROM (SELECT set_config('app.tenant_id', '" + tenantA + "', true)) s");
            assertEquals(1, count(connection, "SELECT count(*) FROM documents"), "the right tenant sees its document");
            var insertForOther = assertThrows(SQLException.class, () -> count(connection,
                "WITH x AS (INSERT INTO documents VALUES ('" + tenantB + "', 'd', 't', 'PDF', 'h', null, now()) RETURNING 1) SELECT count(*) FROM x"));
            assertEquals("42501", insertForOther.getSQLState(), "row-level security refuses writing another tenant's row");
            connection.rollback();
        }
    }

    @Test
    void theApplicationRoleCannotBypassRowLevelSecurity() throws SQLException {
        PostgresUrl app = TestDatabase.application();
        try (var connection = DriverManager.getConnection(app.jdbcUrl(), app.user(), app.password())) {
            assertEquals(0, count(connection, "SELECT count(*) FROM pg_roles WHERE rolname = current_user AND (rolsuper OR rolbypassrls)"));
            assertEquals(0, count(connection, "SELECT count(*) FROM pg_tables WHERE tableowner = current_user"));
            assertEquals(16, count(connection, "SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                + "WHERE n.nspname = current_schema() AND c.relrowsecurity AND c.relforcerowsecurity"));
        }
    }

    private static long count(java.sql.Connection connection, String sql) throws SQLException {
        try (var statement = connection.createStatement(); var rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
