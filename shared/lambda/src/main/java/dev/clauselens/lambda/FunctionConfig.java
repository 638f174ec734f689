package dev.clauselens.lambda;

import dev.clauselens.core.config.Settings;
import dev.clauselens.core.error.InvalidConfigurationException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What every analysis function reads from its environment, once per container. The database is
 * reached through RDS Proxy with IAM authentication: no password is configured anywhere.
 *
 * @param databaseHost the RDS Proxy endpoint
 * @param databaseUser the database role the function's IAM policy may connect as
 * @param provider     {@code bedrock} (uncertain cases go to the model) or {@code local} (no model calls)
 * @param environment  the whole environment, for the settings the core reads itself (models, budget, thresholds)
 */
public record FunctionConfig(String region, String databaseHost, int databasePort, String databaseName,
                             String databaseUser, String provider, Map<String, String> environment) {

    /** The variables this record requires; the template sets them for every function (checked by a test). */
    public static final List<String> REQUIRED = List.of("AWS_REGION", "CLAUSELENS_DB_HOST", "CLAUSELENS_DB_NAME",
        "CLAUSELENS_DB_USER");

    public static FunctionConfig fromEnvironment(Map<String, String> env) {
        Settings.require(env, REQUIRED);
        String provider = env.getOrDefault("CLAUSELENS_PROVIDER", "bedrock").strip().toLowerCase(Locale.ROOT);
        if (!provider.equals("bedrock") && !provider.equals("local")) {
            throw new InvalidConfigurationException("CLAUSELENS_PROVIDER is bedrock or local, not " + provider + ".");
        }
        return new FunctionConfig(env.get("AWS_REGION"), env.get("CLAUSELENS_DB_HOST"),
            Settings.number(env, "CLAUSELENS_DB_PORT", Integer::parseInt, 5432), env.get("CLAUSELENS_DB_NAME"),
            env.get("CLAUSELENS_DB_USER"), provider, Map.copyOf(env));
    }

    /** The JDBC URL of the proxy; IAM authentication needs TLS. */
    public String jdbcUrl() {
        return "jdbc:postgresql://" + databaseHost + ":" + databasePort + "/" + databaseName + "?sslmode=require";
    }
}
