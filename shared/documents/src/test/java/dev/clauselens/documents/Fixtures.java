package dev.clauselens.documents;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/** Small documents built in memory for tests that must not depend on ../shared. */
final class Fixtures {
    static final String CONTENT_TYPES = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
        <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
        <Default Extension="xml" ContentType="application/xml"/>
        <Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
        </Types>""";
    static final String ROOT_RELS = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
        <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
        </Relationships>""";

    private Fixtures() {
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** A zip whose entries are the given names and contents, in order. */
    static byte[] zip(Map<String, byte[]> entries) {
        var bytes = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(bytes)) {
            for (var entry : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(entry.getKey()));
                zip.write(entry.getValue());
                zip.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** A minimal hand-written DOCX whose main part is {@code documentXml}. */
    static byte[] docx(String documentXml) {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("[Content_Types].xml", utf8(CONTENT_TYPES));
        entries.put("_rels/.rels", utf8(ROOT_RELS));
        entries.put("word/document.xml", utf8(documentXml));
        return zip(entries);
    }

    static ParserLimits limits(Duration timeout, int maxPages, long maxBytes) {
        var d = ParserLimits.DEFAULTS;
        return new ParserLimits(maxBytes, maxPages, d.maxCharacters(), d.maxInflateRatio(), d.maxInflatedBytes(),
            d.maxZipEntries(), timeout, d.maxChunkTokens());
    }
}
