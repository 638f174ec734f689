package dev.clauselens.documents;

import dev.clauselens.core.config.Settings;
import java.time.Duration;
import java.util.Map;
import java.util.function.Function;

/**
 * What the parser accepts before it rejects a document. The defaults suit NDAs, which are rarely
 * over a few dozen pages; every limit can be changed through the environment (see
 * {@link #fromEnvironment(Map)}).
 *
 * @param maxBytes          largest input file
 * @param maxPages          most PDF pages
 * @param maxCharacters     most characters of extracted text
 * @param maxInflateRatio   largest ratio of inflated to compressed bytes in a DOCX
 * @param maxInflatedBytes  most bytes a DOCX may inflate to
 * @param maxZipEntries     most entries in a DOCX archive
 * @param timeout           wall time for one document
 * @param maxChunkTokens    longest chunk, in estimated tokens, before it is split at sentences
 */
public record ParserLimits(
    long maxBytes,
    int maxPages,
    int maxCharacters,
    double maxInflateRatio,
    long maxInflatedBytes,
    int maxZipEntries,
    Duration timeout,
    int maxChunkTokens) {

    public static final ParserLimits DEFAULTS = new ParserLimits(
        25L * 1024 * 1024, 300, 2_000_000, 100.0, 200L * 1024 * 1024, 1_000, Duration.ofSeconds(30), 400);

    public ParserLimits {
        if (maxBytes <= 0 || maxPages <= 0 || maxCharacters <= 0 || maxInflateRatio <= 1
            || maxInflatedBytes <= 0 || maxZipEntries <= 0 || timeout.isNegative() || timeout.isZero()
            || maxChunkTokens < 32) {
            throw new IllegalArgumentException("parser limits out of range: " + this);
        }
    }

    /**
     * Reads {@code CLAUSELENS_PARSER_MAX_BYTES}, {@code _MAX_PAGES}, {@code _MAX_CHARACTERS},
     * {@code _MAX_INFLATE_RATIO}, {@code _MAX_INFLATED_BYTES}, {@code _MAX_ZIP_ENTRIES},
     * {@code _TIMEOUT_SECONDS} and {@code _MAX_CHUNK_TOKENS}; unset ones keep their defaults.
     */
    public static ParserLimits fromEnvironment(Map<String, String> env) {
        var d = DEFAULTS;
        return new ParserLimits(
            read(env, "MAX_BYTES", Long::parseLong, d.maxBytes()),
            read(env, "MAX_PAGES", Integer::parseInt, d.maxPages()),
            read(env, "MAX_CHARACTERS", Integer::parseInt, d.maxCharacters()),
            read(env, "MAX_INFLATE_RATIO", Double::parseDouble, d.maxInflateRatio()),
            read(env, "MAX_INFLATED_BYTES", Long::parseLong, d.maxInflatedBytes()),
            read(env, "MAX_ZIP_ENTRIES", Integer::parseInt, d.maxZipEntries()),
            Duration.ofMillis(Math.round(1000 * read(env, "TIMEOUT_SECONDS", Double::parseDouble,
                d.timeout().toMillis() / 1000.0))),
            read(env, "MAX_CHUNK_TOKENS", Integer::parseInt, d.maxChunkTokens()));
    }

    private static <T extends Number> T read(Map<String, String> env, String suffix, Function<String, T> parse, T fallback) {
        return Settings.number(env, "CLAUSELENS_PARSER_" + suffix, parse, fallback);
    }
}
