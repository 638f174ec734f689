package dev.clauselens.core.analysis;

import dev.clauselens.core.error.InvalidInputException;

/** Checks tenant ids: they become database settings and S3 prefixes, so only safe characters pass. */
public final class TenantId {
    private TenantId() {
    }

    public static String require(String tenantId) {
        if (tenantId == null || !tenantId.matches("[A-Za-z0-9._-]{1,128}")) {
            throw new InvalidInputException("A tenant id must be 1-128 letters, digits, '.', '_' or '-'.");
        }
        return tenantId;
    }
}
