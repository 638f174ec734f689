package dev.clauselens.statemachine;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.clauselens.postgres.PostgresDatabase;
import dev.clauselens.postgres.PostgresMigrations;
import dev.clauselens.postgres.PostgresUrl;
import java.sql.DriverManager;
import java.sql.SQLException;

/**
 * The database for these tests: {@code DATABASE_URL} (the schema owner, set by {@code infra/scripts/test})
 * with a schema of their own, made afresh per run, used as the application role {@code clauselens_app}.
 */
final class TestDatabase {
    private static final String SCHEMA = "clauselens_statemachine_it";
    private static final String APP_ROLE = "clauselens_app";

    private TestDatabase() {
    }

    /** Prepares the schema and returns the schema owner's URL (the corpus is loaded as the owner). */
    static PostgresUrl prepare() {
        String url = System.getenv("DATABASE_URL");
        assumeTrue(url != null && !url.isBlank(), "skipped: DATABASE_URL is not set (infra/scripts/test starts PostgreSQL)");
        PostgresUrl owner = PostgresUrl.parse(url).inSchema(SCHEMA);
        try (var connection = DriverManager.getConnection(owner.jdbcUrl(), owner.user(), owner.password());
             var statement = connection.createStatement()) {
            statement.execute("DROP SCHEMA IF EXISTS " + SCHEMA + " CASCADE");
            statement.execute("CREATE SCHEMA " + SCHEMA);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot prepare the test schema: " + e.getMessage(), e);
        }
        PostgresMigrations.migrate(owner, APP_ROLE);
        return owner;
    }

    /** The functions connect as the application role, under row-level security. */
    static PostgresDatabase application(PostgresUrl owner) {
        return PostgresDatabase.connect(owner.as(APP_ROLE, System.getenv().getOrDefault("DATABASE_APP_PASSWORD", APP_ROLE)), 4);
    }
}
