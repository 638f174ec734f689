package dev.clauselens.postgres;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.flywaydb.core.Flyway;

/**
 * The schema, set up by its owner: the command line and the database setup run this, the Lambda
 * functions never do (Flyway is an optional dependency of this module, so their jars go without it).
 */
public final class PostgresMigrations {
    private PostgresMigrations() {
    }

    /**
     * Applies the schema migrations (as the schema owner) and grants the application role what it
     * needs. Safe to run again: applied migrations are skipped and grants repeat harmlessly.
     */
    public static void migrate(PostgresUrl owner, String applicationRole) {
        Flyway.configure()
            .dataSource(owner.jdbcUrl(), owner.user(), owner.password())
            .locations("classpath:db/migration")
            .load()
            .migrate();
        if (applicationRole != null) {
            grant(owner, applicationRole);
        }
    }

    private static void grant(PostgresUrl owner, String role) {
        if (!role.matches("[a-z_][a-z0-9_]{0,62}")) {
            throw new IllegalArgumentException("not a plain role name: " + role);
        }
        try (Connection connection = DriverManager.getConnection(owner.jdbcUrl(), owner.user(), owner.password());
             Statement statement = connection.createStatement()) {
            String schema;
            try (var rows = statement.executeQuery("SELECT current_schema()")) {
                rows.next();
                schema = rows.getString(1);
            }
            statement.execute("GRANT USAGE ON SCHEMA " + schema + " TO " + role);
            statement.execute("GRANT SELECT, INSERT, UPDATE, DELETE ON documents, analyses, progress_events, chunks, "
                + "clauses, risk_assessments, gap_analyses, hypothesis_coverage, model_calls, playbooks, conversations, "
                + "conversation_turns, assistant_proposals, finding_actions, agent_traces, tool_cache TO " + role);
            statement.execute("GRANT SELECT, INSERT ON reference_documents, reference_clauses TO " + role);
            statement.execute("GRANT USAGE ON ALL SEQUENCES IN SCHEMA " + schema + " TO " + role);
        } catch (SQLException e) {
            throw new DatabaseException("granting access to " + role, e);
        }
    }
}
