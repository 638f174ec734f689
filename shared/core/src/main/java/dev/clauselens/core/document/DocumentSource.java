package dev.clauselens.core.document;

import java.util.Objects;

/**
 * Bytes to parse. The name is used only as a fallback title: the type is always decided from the
 * bytes.
 */
public record DocumentSource(String name, byte[] bytes) {
    public DocumentSource {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(bytes, "bytes");
    }
}
