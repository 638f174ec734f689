package dev.clauselens.postgres;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The test database: {@code DATABASE_URL} (the schema owner, set by {@code infra/scripts/test}) and
 * the application role {@code clauselens_app} that setup creates. Tests skip without it.
 */
final class TestDatabase {
    static final String APP_ROLE = "clauselens_app";
    private static boolean migrated;

    private TestDatabase() {
    }

    static PostgresUrl owner() {
        String url = System.getenv("DATABASE_URL");
        assumeTrue(url != null && !url.isBlank(),
            "skipped: DATABASE_URL is not set (infra/scripts/test starts PostgreSQL and sets it)");
        return PostgresUrl.parse(url);
    }

    static PostgresUrl application() {
        String password = System.getenv().getOrDefault("DATABASE_APP_PASSWORD", APP_ROLE);
        return owner().as(APP_ROLE, password);
    }

    static synchronized void migrate() {
        if (!migrated) {
            PostgresDatabase.migrate(owner(), APP_ROLE);
            migrated = true;
        }
    }
}
