package dev.clauselens.documents.extract;

import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.documents.ParserLimits;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.zip.ZipInputStream;

/**
 * Inflates a DOCX archive once into nothing, counting entries and bytes, and refuses it as a zip
 * bomb as soon as a limit is passed — before any XML parser sees it.
 */
final class ZipInspector {
    /** Below this many inflated bytes the ratio is not checked: tiny files compress very well. */
    private static final long RATIO_GRACE_BYTES = 1024L * 1024;

    private ZipInspector() {
    }

    static void check(byte[] bytes, ParserLimits limits, Deadline deadline) {
        long inflated = 0;
        int entries = 0;
        byte[] buffer = new byte[64 * 1024];
        try (var zip = new ZipInputStream(new ByteArrayInputStream(bytes))) {
            while (zip.getNextEntry() != null) {
                if (++entries > limits.maxZipEntries()) {
                    throw bomb("it holds more than %,d files".formatted(limits.maxZipEntries()));
                }
                int read;
                while ((read = zip.read(buffer)) > 0) {
                    inflated += read;
                    if (inflated > limits.maxInflatedBytes()) {
                        throw bomb("it unpacks to more than %,d MB".formatted(limits.maxInflatedBytes() >> 20));
                    }
                    if (inflated > RATIO_GRACE_BYTES && inflated > bytes.length * limits.maxInflateRatio()) {
                        throw bomb("it unpacks to over %.0f times its size".formatted(limits.maxInflateRatio()));
                    }
                }
                deadline.check();
            }
        } catch (IOException | IllegalArgumentException e) {
            // Not readable as a stream (for example entries without sizes): POI's own guards still apply.
        }
    }

    private static DocumentRejectedException bomb(String why) {
        return new DocumentRejectedException(ErrorCode.ZIP_BOMB,
            "The Word document was refused because " + why + ", the way a zip bomb does.");
    }
}
