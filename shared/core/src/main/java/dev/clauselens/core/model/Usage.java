package dev.clauselens.core.model;

/**
 * Tokens a call used. {@code input} excludes the tokens read from or written to the prompt cache,
 * which are counted separately, as Bedrock reports them.
 */
public record Usage(int input, int output, int cacheRead, int cacheWrite) {
    public static final Usage NONE = new Usage(0, 0, 0, 0);

    public Usage {
        if (input < 0 || output < 0 || cacheRead < 0 || cacheWrite < 0) {
            throw new IllegalArgumentException("token counts cannot be negative");
        }
    }

    public Usage plus(Usage other) {
        return new Usage(input + other.input, output + other.output, cacheRead + other.cacheRead,
            cacheWrite + other.cacheWrite);
    }

    /** The prompt's tokens, read from the cache, written to it or neither. */
    public int allInput() {
        return input + cacheRead + cacheWrite;
    }

    /** Every token the call processed, cached or not: what the budget counts. */
    public int total() {
        return input + output + cacheRead + cacheWrite;
    }
}
