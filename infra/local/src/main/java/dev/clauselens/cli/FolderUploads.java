package dev.clauselens.cli;

import dev.clauselens.core.Sha256;
import dev.clauselens.core.api.Uploads;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidInputException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestOutputStream;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The uploads of {@code clauselens serve}: files under a root folder, at the paths of their keys in
 * the S3 bucket ({@code uploads/<tenant>/...}). A presigned
 * upload is a PUT to the server's own {@value #PATH} URL, signed with a key only this process knows
 * (HMAC-SHA256 over key, content type, size and expiry), so, as with S3, a different key, type or
 * size is refused. A file's version is the SHA-256 of its bytes, as the ETag is in S3.
 */
final class FolderUploads implements Uploads {
    static final String PATH = "/files/";
    private static final Duration VALID_FOR = Duration.ofMinutes(15);
    private static final Pattern KEY = Pattern.compile("uploads(/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){2,}");

    /** A PUT that is not stored, with the status and error code it is answered with. */
    static final class Refused extends ClauseLensException {
        private final int status;

        Refused(int status, ErrorCode code, String message) {
            super(code, message, null);
            this.status = status;
        }

        int status() {
            return status;
        }
    }

    private final Path root;
    private final URI server;
    private final Clock clock;
    private final byte[] secret = new byte[32];

    /** @param server where the server listens, for the URLs it signs */
    FolderUploads(Path root, URI server, Clock clock) {
        this.root = root.toAbsolutePath().normalize();
        this.server = server;
        this.clock = clock;
        new SecureRandom().nextBytes(secret);
    }

    @Override
    public String bucket() {
        return "local";
    }

    @Override
    public Presigned presign(String key, String contentType, long size) {
        long expires = clock.instant().plus(VALID_FOR).getEpochSecond();
        String url = server.resolve(PATH + URLEncoder.encode(key, StandardCharsets.UTF_8).replace("%2F", "/")
            + "?expires=" + expires + "&signature=" + signature(key, contentType, size, expires)).toString();
        return new Presigned(url, "PUT", Map.of("Content-Type", contentType, "Content-Length", Long.toString(size)),
            Instant.ofEpochSecond(expires));
    }

    /**
     * Stores the body of a presigned PUT, all or nothing: the bytes go to a temporary file that
     * replaces the upload only once every signed byte has arrived.
     *
     * @return the stored file's version
     */
    String receive(String key, String contentType, long contentLength, Map<String, String> query, InputStream body) {
        long expires;
        try {
            expires = Long.parseLong(query.getOrDefault("expires", ""));
        } catch (NumberFormatException e) {
            throw refused();
        }
        if (!KEY.matcher(key).matches() || clock.instant().getEpochSecond() > expires
            || !MessageDigest.isEqual(signature(key, contentType, contentLength, expires).getBytes(StandardCharsets.UTF_8),
                query.getOrDefault("signature", "").getBytes(StandardCharsets.UTF_8))) {
            throw refused();
        }
        return write(key, body, contentLength);
    }

    @Override
    public String put(String key, byte[] bytes, String contentType) {
        return write(key, new ByteArrayInputStream(bytes), bytes.length);
    }

    /** Whether the upload is here, without reading it. */
    boolean holds(String key) {
        return Files.isRegularFile(path(key));
    }

    /**
     * Writes the upload all or nothing: the bytes go to a temporary file, hashed on the way, that
     * replaces the upload only once exactly {@code length} bytes have arrived.
     *
     * @return the stored file's version (the SHA-256 of its bytes)
     */
    private String write(String key, InputStream body, long length) {
        Path target = path(key);
        Path partial = target.resolveSibling("." + UUID.randomUUID() + ".part");
        try {
            Files.createDirectories(target.getParent());
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            long received;
            try (OutputStream out = new DigestOutputStream(Files.newOutputStream(partial), sha256)) {
                received = body.transferTo(out);
            }
            if (received != length) {
                throw new Refused(400, ErrorCode.INVALID_INPUT, "The upload carried %,d bytes; it was signed for %,d."
                    .formatted(received, length));
            }
            Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            return HexFormat.of().formatHex(sha256.digest());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot store the upload " + key, e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        } finally {
            deleteQuietly(partial);
        }
    }

    @Override
    public Optional<Stored> find(String key) {
        Path file = path(key);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Stored(version(file), Files.size(file)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the upload " + key, e);
        }
    }

    /** The upload's bytes; a missing upload is an {@link InvalidInputException}, as in the Parse function. */
    @Override
    public byte[] read(String key) {
        try {
            return Files.readAllBytes(path(key));
        } catch (NoSuchFileException e) {
            throw new InvalidInputException("There is no uploaded document at '" + key + "'.");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the upload " + key, e);
        }
    }

    /** Deletes the file and the folders it leaves empty. */
    @Override
    public void delete(String key) {
        try {
            Path file = path(key);
            Files.deleteIfExists(file);
            for (Path folder = file.getParent(); !folder.equals(root) && isEmptyFolder(folder); folder = folder.getParent()) {
                Files.delete(folder);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete the upload " + key, e);
        }
    }

    private Path path(String key) {
        Path file = root.resolve(key).normalize();
        if (!KEY.matcher(key).matches() || !file.startsWith(root)) {
            throw new InvalidInputException("'" + key + "' is not an upload key.");
        }
        return file;
    }

    private String signature(String key, String contentType, long size, long expires) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret, "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(String.join("\n", "PUT", key, contentType, Long.toString(size),
                Long.toString(expires)).getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }

    private static String version(Path file) throws IOException {
        return Sha256.hex(Files.readAllBytes(file));
    }

    private static Refused refused() {
        return new Refused(403, ErrorCode.UNAUTHORIZED, "This upload URL is not valid for the request: it has expired, or "
            + "it was signed for another key, content type or size. Ask POST /uploads for a new one.");
    }

    private static boolean isEmptyFolder(Path folder) throws IOException {
        try (var entries = Files.list(folder)) {
            return entries.findAny().isEmpty();
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a leftover temporary file is harmless: it never becomes an upload
        }
    }
}
