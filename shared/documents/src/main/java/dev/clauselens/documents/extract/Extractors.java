package dev.clauselens.documents.extract;

import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.documents.ParserLimits;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.apache.poi.poifs.filesystem.DocumentEntry;
import org.apache.poi.poifs.filesystem.DocumentInputStream;
import org.apache.poi.poifs.filesystem.POIFSFileSystem;

/** Chooses the extractor from the bytes and runs it. */
public final class Extractors {
    /** The fEncrypted bit of a Word 97-2003 file information block. */
    private static final int FIB_ENCRYPTED = 0x0100;

    private Extractors() {
    }

    /** Unicode hyphens as the reader reads them, one for one: "Non\u2011Disclosure" is "Non-Disclosure". */
    public static String plainHyphens(String text) {
        var out = new StringBuilder(text.length());
        text.chars().forEach(c -> out.append(plainHyphen((char) c)));
        return out.toString();
    }

    /** A Unicode hyphen (U+2010, U+2011) as a plain one; any other character as it is. */
    static char plainHyphen(char c) {
        return c == '\u2010' || c == '\u2011' ? '-' : c;
    }

    public static ExtractedText extract(byte[] bytes, ParserLimits limits, Deadline deadline) {
        if (bytes.length == 0) {
            throw new DocumentRejectedException(ErrorCode.NO_TEXT, "The file is empty.");
        }
        checkSize(bytes.length, limits);
        return switch (TypeDetector.detect(bytes)) {
            case PDF -> PdfExtractor.extract(bytes, limits, deadline);
            case DOCX -> DocxExtractor.extract(bytes, limits, deadline);
            case TEXT -> PlainTextExtractor.extract(bytes, limits);
            case WORD_ADDIN_JSON -> WordAddinExtractor.extract(bytes, limits, deadline);
            case OLE2 -> throw ole2(bytes);
            case OTHER_ZIP -> throw new DocumentRejectedException(ErrorCode.UNSUPPORTED_TYPE,
                "The file is a ZIP archive but not a Word document. Upload a PDF, DOCX, text or Markdown file.");
            case BINARY -> throw new DocumentRejectedException(ErrorCode.UNSUPPORTED_TYPE,
                "The file is not a PDF, Word (DOCX), text or Markdown document.");
        };
    }

    /** Refuses a file over the byte limit; callers holding only a size can ask before reading it. */
    public static void checkSize(long size, ParserLimits limits) {
        if (size > limits.maxBytes()) {
            throw new DocumentRejectedException(ErrorCode.TOO_LARGE,
                "The file is %,d KB; ClauseLens accepts files up to %,d KB."
                    .formatted(size / 1024, limits.maxBytes() / 1024));
        }
    }

    /**
     * An OLE2 container is either a password-protected DOCX (which Office stores encrypted inside
     * one) or a legacy Word 97-2003 file, itself possibly encrypted.
     */
    private static DocumentRejectedException ole2(byte[] bytes) {
        try (var fs = new POIFSFileSystem(new ByteArrayInputStream(bytes))) {
            var root = fs.getRoot();
            if (root.hasEntryCaseInsensitive("EncryptionInfo") || root.hasEntryCaseInsensitive("EncryptedPackage")) {
                return encrypted();
            }
            if (root.hasEntryCaseInsensitive("WordDocument")) {
                try (var stream = new DocumentInputStream((DocumentEntry) root.getEntryCaseInsensitive("WordDocument"))) {
                    stream.skipNBytes(0x0A);
                    int flags = stream.readUShort();
                    if ((flags & FIB_ENCRYPTED) != 0) {
                        return encrypted();
                    }
                }
                return new DocumentRejectedException(ErrorCode.UNSUPPORTED_TYPE,
                    "Word 97-2003 (.doc) files are not supported. Open the file in Word and save it as .docx.");
            }
        } catch (IOException | RuntimeException e) {
            return new DocumentRejectedException(ErrorCode.MALFORMED,
                "The file looks like an old Office document but is damaged (" + Errors.describe(e) + ").", e);
        }
        return new DocumentRejectedException(ErrorCode.UNSUPPORTED_TYPE,
            "The file is an Office document that is not a Word document. Upload a PDF, DOCX, text or Markdown file.");
    }

    private static DocumentRejectedException encrypted() {
        return new DocumentRejectedException(ErrorCode.ENCRYPTED,
            "The Word document is protected by a password. Remove the password and upload it again.");
    }
}
