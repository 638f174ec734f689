package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.api.Uploads;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidInputException;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FolderUploadsTest {
    private static final String KEY = "uploads/acme/1234/nda.txt";
    private static final byte[] BYTES = "Each party keeps the other's information secret.".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path root;

    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-21T10:00:00Z"));

    @Test
    void storesASignedUploadAndReportsItsVersionAndSize() {
        var uploads = uploads();
        String version = receive(uploads, uploads.presign(KEY, "text/plain", BYTES.length), BYTES);
        assertEquals(new Uploads.Stored(version, BYTES.length), uploads.find(KEY).orElseThrow());
        assertEquals(new String(BYTES, StandardCharsets.UTF_8), new String(uploads.read(KEY), StandardCharsets.UTF_8));
    }

    @Test
    void anExpiredUrlIsRefused() {
        var uploads = uploads();
        Uploads.Presigned presigned = uploads.presign(KEY, "text/plain", BYTES.length);
        clock.now = presigned.expiresAt().plus(Duration.ofSeconds(1));
        var refused = assertThrows(FolderUploads.Refused.class, () -> receive(uploads, presigned, BYTES));
        assertEquals(403, refused.status());
        assertTrue(uploads.find(KEY).isEmpty());
    }

    @Test
    void aBodyShorterThanSignedLeavesNothingBehind() throws Exception {
        var uploads = uploads();
        Uploads.Presigned presigned = uploads.presign(KEY, "text/plain", BYTES.length);
        var refused = assertThrows(FolderUploads.Refused.class, () -> uploads.receive(KEY, "text/plain", BYTES.length,
            query(presigned), new ByteArrayInputStream(BYTES, 0, 10)));
        assertEquals(400, refused.status());
        assertEquals(ErrorCode.INVALID_INPUT, refused.code());
        try (var files = Files.walk(root)) {
            assertEquals(0, files.filter(Files::isRegularFile).count(), "no upload and no temporary file");
        }
    }

    @Test
    void keysCannotLeaveTheUploadsFolder() {
        var uploads = uploads();
        assertThrows(InvalidInputException.class, () -> uploads.put("uploads/acme/../../outside.txt", BYTES, "text/plain"));
        assertThrows(InvalidInputException.class, () -> uploads.find("secrets/acme/file.txt"));
        assertFalse(Files.exists(root.resolveSibling("outside.txt")));
    }

    @Test
    void deletingTheLastFileRemovesTheFoldersItLeavesEmpty() {
        var uploads = uploads();
        uploads.put(KEY, BYTES, "text/plain");
        uploads.put("uploads/acme/5678/other.txt", BYTES, "text/plain");
        uploads.delete(KEY);
        assertFalse(Files.exists(root.resolve("uploads/acme/1234")));
        assertTrue(Files.exists(root.resolve("uploads/acme/5678/other.txt")), "other uploads stay");
    }

    private FolderUploads uploads() {
        return new FolderUploads(root, URI.create("http://127.0.0.1:8787"), clock);
    }

    private static String receive(FolderUploads uploads, Uploads.Presigned presigned, byte[] bytes) {
        return uploads.receive(KEY, presigned.headers().get("Content-Type"),
            Long.parseLong(presigned.headers().get("Content-Length")), query(presigned), new ByteArrayInputStream(bytes));
    }

    private static Map<String, String> query(Uploads.Presigned presigned) {
        return LocalServer.query(URI.create(presigned.url()).getRawQuery());
    }

    private static final class MutableClock extends Clock {
        Instant now;

        MutableClock(Instant now) {
            this.now = now;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
