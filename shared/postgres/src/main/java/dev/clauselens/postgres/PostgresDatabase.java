package dev.clauselens.postgres;

import com.pgvector.PGvector;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.util.Credentials;
import com.zaxxer.hikari.HikariDataSource;
import dev.clauselens.core.analysis.TenantId;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.function.Supplier;

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
    private volatile boolean roleChecked;

    private PostgresDatabase(HikariDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * A pool that connects at its first use, not here (a Lambda container's init stays short). The
     * first use refuses a role that would escape row-level security (a superuser or one with
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
        config.setInitializationFailTimeout(-1);
        config.setMinimumIdle(0);
        return new PostgresDatabase(new HikariDataSource(config));
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
        if (!roleChecked) {
            refuseRolesThatBypassRowSecurity();
        }
        return run(work);
    }

    private <T> T run(Work<T> work) {
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
        boolean bypasses = run(connection -> {
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
        roleChecked = true;
    }

    @Override
    public void close() {
        dataSource.close();
    }
}
