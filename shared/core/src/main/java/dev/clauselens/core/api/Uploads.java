package dev.clauselens.core.api;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/** Where uploads live: an S3 bucket in AWS, a folder under {@code clauselens serve}. */
public interface Uploads {

    /** A URL the client sends the file to with {@code method} and exactly these headers, until {@code expiresAt}. */
    record Presigned(String url, String method, Map<String, String> headers, Instant expiresAt) {
    }

    String bucket();

    /**
     * An upload of exactly {@code size} bytes of {@code contentType} to {@code key} (the size and
     * type are part of what is signed, so a different file is refused).
     */
    Presigned presign(String key, String contentType, long size);

    /** Keeps {@code bytes} under {@code key}; returns the object's version (its ETag). */
    String put(String key, byte[] bytes, String contentType);

    /** The object's version (ETag, without quotes) and size, when it exists. */
    Optional<Stored> find(String key);

    /** The object's bytes; one that is not there is an error (ask {@link #find} first). */
    byte[] read(String key);

    void delete(String key);

    record Stored(String version, long size) {
    }
}
