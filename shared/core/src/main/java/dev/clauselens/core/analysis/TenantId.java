package dev.clauselens.core.analysis;

import dev.clauselens.core.error.InvalidInputException;

/**
 * Checks identifiers (tenant, analysis, document): they become database settings, S3 prefixes and
 * Step Functions payloads, so only safe characters pass.
 */
public final class TenantId {
    private static final String SAFE = "[A-Za-z0-9._-]{1,128}";

    private TenantId() {
    }

    public static String require(String tenantId) {
        return requireIdentifier("tenant id", tenantId);
    }

    /** The identifier itself, or a typed error naming {@code what} when it is missing or unsafe. */
    public static String requireIdentifier(String what, String value) {
        if (value == null || !value.matches(SAFE)) {
            throw new InvalidInputException("A " + what + " must be 1-128 letters, digits, '.', '_' or '-'.");
        }
        return value;
    }
}
