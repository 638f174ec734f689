package dev.clauselens.postgres;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.DriverManager;
import java.sql.SQLException;

/**
 * The test database: {@code DATABASE_URL} (the schema owner, set by {@code infra/scripts/test}) and
 * the application role {@code clauselens_app} that setup creates. Tests work in their own schema,
 * {@code clauselens_it}, made afresh for each run, so they never touch the data a developer keeps in
 * the database. Tests skip without a database.
 */
final class TestDatabase {
    static final String APP_ROLE = "clauselens_app";
    static final String SCHEMA = "clauselens_it";
    private static boolean migrated;

    private TestDatabase() {
    }

    static PostgresUrl owner() {
        String url = System.getenv("DATABASE_URL");
        assumeTrue(url != null && !url.isBlank(),
            "skipped: DATABASE_URL is not set (infra/scripts/test starts PostgreSQL and sets it)");
        return PostgresUrl.parse(url).inSchema(SCHEMA);
    }

    static PostgresUrl application() {
        String password = System.getenv().getOrDefault("DATABASE_APP_PASSWORD", APP_ROLE);
        return owner().as(APP_ROLE, password);
    }

    static synchronized void migrate() {
        if (!migrated) {
            PostgresUrl owner = owner();
            try (var connection = DriverManager.getConnection(owner.jdbcUrl(), owner.user(), owner.password());
                 var statement = connection.createStatement()) {
                statement.execute("DROP SCHEMA IF EXISTS " + SCHEMA + " CASCADE");
                statement.execute("CREATE SCHEMA " + SCHEMA);
            } catch (SQLException e) {
                throw new IllegalStateException("cannot prepare the test schema: " + e.getMessage(), e);
            }
            PostgresMigrations.migrate(owner, APP_ROLE);
            migrated = true;
        }
    }
}
