package dev.clauselens.postgres;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * A {@code postgresql://user:password@host:port/database} URL as the JDBC driver wants it: a
 * {@code jdbc:postgresql://host:port/database} URL and separate credentials.
 */
public record PostgresUrl(String jdbcUrl, String user, String password) {

    public static PostgresUrl parse(String url) {
        if (url.startsWith("jdbc:postgresql:")) {
            return new PostgresUrl(url, null, null);
        }
        URI uri = URI.create(url);
        if (!"postgresql".equals(uri.getScheme()) && !"postgres".equals(uri.getScheme())) {
            throw new IllegalArgumentException("a database URL looks like postgresql://user:password@host:5432/db, not " + url);
        }
        String user = null;
        String password = null;
        if (uri.getRawUserInfo() != null) {
            String[] parts = uri.getRawUserInfo().split(":", 2);
            user = URLDecoder.decode(parts[0], StandardCharsets.UTF_8);
            password = parts.length > 1 ? URLDecoder.decode(parts[1], StandardCharsets.UTF_8) : null;
        }
        int port = uri.getPort() > 0 ? uri.getPort() : 5432;
        String query = uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery();
        return new PostgresUrl("jdbc:postgresql://" + uri.getHost() + ":" + port + uri.getRawPath() + query, user, password);
    }

    /** The same database with {@code schema} first on the search path (then {@code public}, where pgvector is). */
    public PostgresUrl inSchema(String schema) {
        if (!schema.matches("[a-z_][a-z0-9_]{0,62}")) {
            throw new IllegalArgumentException("not a plain schema name: " + schema);
        }
        String separator = jdbcUrl.contains("?") ? "&" : "?";
        return new PostgresUrl(jdbcUrl + separator + "currentSchema=" + schema + ",public", user, password);
    }

    /** The same database as another user. */
    public PostgresUrl as(String otherUser, String otherPassword) {
        return new PostgresUrl(jdbcUrl, otherUser, otherPassword);
    }
}
