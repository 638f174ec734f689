package dev.clauselens.postgres;

import com.pgvector.PGvector;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.util.Credentials;
import com.zaxxer.hikari.HikariDataSource;
import dev.clauselens.core.analysis.TenantId;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Supplier;
import org.flywaydb.core.Flyway;

/**
 * A connection pool and the two ways the adapters use it: inside a tenant's transaction (the
 * tenant set with {@code set_config('app.tenant_id', ..., true)}, so row-level security sees it
 * and it ends with the transaction), or outside any tenant for the shared reference corpus.
 */
public final class PostgresDatabase implements AutoCloseable {

    /** Work done with a connection inside a transaction. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    private final HikariDataSource dataSource;

    private PostgresDatabase(HikariDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Opens a pool. Refuses a role that would escape row-level security (a superuser or one with
     * BYPASSRLS): the application must connect as an ordinary role.
     */
    public static PostgresDatabase connect(PostgresUrl url, int maxPoolSize) {
        return connect(url, maxPoolSize, url::password);
    }

    /**
     * Opens a pool whose password is asked for at each new connection: an RDS IAM authentication
     * token lives 15 minutes, so it is made fresh rather than kept.
     */
    public static PostgresDatabase connect(PostgresUrl url, int maxPoolSize, Supplier<String> password) {
        var config = new HikariConfig();
        config.setJdbcUrl(url.jdbcUrl());
        config.setCredentialsProvider(() -> Credentials.of(url.user(), password.get()));
        config.setMaximumPoolSize(maxPoolSize);
        config.setPoolName("clauselens");
        config.setAutoCommit(false);
        var database = new PostgresDatabase(new HikariDataSource(config));
        try {
            database.refuseRolesThatBypassRowSecurity();
        } catch (RuntimeException e) {
            database.close();
            throw e;
        }
        return database;
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
                + "clauses, risk_assessments, gap_analyses, hypothesis_coverage, model_calls TO " + role);
            statement.execute("GRANT SELECT, INSERT ON reference_documents, reference_clauses TO " + role);
            statement.execute("GRANT USAGE ON ALL SEQUENCES IN SCHEMA " + schema + " TO " + role);
        } catch (SQLException e) {
            throw new DatabaseException("granting access to " + role, e);
        }
    }

    /** Runs {@code work} in one transaction of {@code tenantId}: commits on success, rolls back on failure. */
    public <T> T inTenant(String tenantId, Work<T> work) {
        TenantId.require(tenantId);
        return transaction(connection -> {
            try (PreparedStatement set = connection.prepareStatement("SELECT set_config('app.tenant_id', ?, true)")) {
                set.setString(1, tenantId);
                set.execute();
            }
            return work.run(connection);
        });
    }

    /** Runs {@code work} in one transaction with no tenant set (the shared reference corpus). */
    public <T> T transaction(Work<T> work) {
        try (Connection connection = dataSource.getConnection()) {
            PGvector.registerTypes(connection);
            try {
                T result = work.run(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new DatabaseException("a database operation failed", e);
        }
    }

    private void refuseRolesThatBypassRowSecurity() {
        boolean bypasses = transaction(connection -> {
            try (var statement = connection.prepareStatement(
                "SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user");
                 var rows = statement.executeQuery()) {
                return rows.next() && rows.getBoolean(1);
            }
        });
        if (bypasses) {
            throw new IllegalStateException("refusing to connect as a superuser or a role with BYPASSRLS: "
                + "tenant isolation depends on row-level security; connect as the application role");
        }
    }

    @Override
    public void close() {
        dataSource.close();
    }
}
