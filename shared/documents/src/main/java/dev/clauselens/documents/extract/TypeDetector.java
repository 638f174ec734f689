package dev.clauselens.documents.extract;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/** Decides a document's type from its bytes, never from its name. */
final class TypeDetector {
    private static final int PDF_HEADER_WINDOW = 1024;

    private TypeDetector() {
    }

    static DetectedType detect(byte[] bytes) {
        if (startsWith(bytes, 0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1)) {
            return DetectedType.OLE2;
        }
        if (startsWith(bytes, 'P', 'K', 0x03, 0x04)) {
            return hasWordDocumentPart(bytes) ? DetectedType.DOCX : DetectedType.OTHER_ZIP;
        }
        if (indexOf(bytes, "%PDF".getBytes(), PDF_HEADER_WINDOW) >= 0) {
            return DetectedType.PDF;
        }
        if (looksBinary(bytes)) {
            return DetectedType.BINARY;
        }
        int first = firstNonWhitespace(bytes);
        if (first >= 0 && bytes[first] == '{' && indexOf(bytes, "\"paragraphs\"".getBytes(), bytes.length) >= 0) {
            return DetectedType.WORD_ADDIN_JSON;
        }
        return DetectedType.TEXT;
    }

    /**
     * Whether the archive holds a Word main document part. A damaged archive that cannot be read as
     * a stream falls back to looking for the part's name in the central directory, which POI reads.
     */
    private static boolean hasWordDocumentPart(byte[] bytes) {
        try (var zip = new ZipInputStream(new ByteArrayInputStream(bytes))) {
            ZipEntry entry;
            for (int seen = 0; (entry = zip.getNextEntry()) != null && seen < 10_000; seen++) {
                if (entry.getName().matches("word/document\\d*\\.xml")) {
                    return true;
                }
            }
        } catch (IOException | IllegalArgumentException e) {
            // fall through to the name search
        }
        return indexOf(bytes, "word/document".getBytes(), bytes.length) >= 0;
    }

    private static boolean looksBinary(byte[] bytes) {
        if (startsWith(bytes, 0xFF, 0xFE) || startsWith(bytes, 0xFE, 0xFF)) {
            return false;
        }
        int sample = Math.min(bytes.length, 8192);
        int control = 0;
        for (int i = 0; i < sample; i++) {
            int b = bytes[i] & 0xFF;
            if (b == 0) {
                return true;
            }
            if (b < 0x09 || (b > 0x0D && b < 0x20)) {
                control++;
            }
        }
        return sample > 0 && control * 20 > sample;
    }

    private static int firstNonWhitespace(byte[] bytes) {
        int i = startsWith(bytes, 0xEF, 0xBB, 0xBF) ? 3 : 0;
        while (i < bytes.length && Character.isWhitespace(bytes[i])) {
            i++;
        }
        return i < bytes.length ? i : -1;
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    static int indexOf(byte[] bytes, byte[] needle, int window) {
        int limit = Math.min(bytes.length, window) - needle.length;
        outer:
        for (int i = 0; i <= limit; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (bytes[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
