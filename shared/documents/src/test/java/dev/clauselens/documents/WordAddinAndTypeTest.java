package dev.clauselens.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.Paragraph;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.document.SourceType;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidConfigurationException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WordAddinAndTypeTest {
    private final StandardDocumentParser parser = new StandardDocumentParser();

    private static final String PAYLOAD = """
        {"rawText": "Mutual NDA\\r1. Confidentiality\\r\\rThe Recipient shall keep the Discloser's information secret and use it only for the Purpose.\\r2. Term\\rThis Agreement lasts three years from the Effective Date.",
         "paragraphs": [
           {"text": "Mutual NDA", "style": "Title", "isHeading": true},
           {"text": "1. Confidentiality", "style": "Heading 1", "isHeading": true},
           {"text": "", "style": "Normal", "isHeading": false},
           {"text": "The Recipient shall keep the Discloser's information secret and use it only for the Purpose.", "style": "Normal", "isHeading": false},
           {"text": "2. Term", "style": "Heading 1", "isHeading": true},
           {"text": "This Agreement lasts three years from the Effective Date.", "style": "Normal", "isHeading": false}
         ]}""";

    /** A 2.5 MB request: a paragraph of a million characters that a longer raw text almost holds at every offset
     * (searching for it there took minutes and outlived the parse's deadline). */
    @Test
    void aMillionCharacterParagraphIsReadInLinearTimeWithinItsDeadline() {
        String paragraph = "a".repeat(999_999) + "b";
        String rawText = "a".repeat(1_500_000);
        String payload = "{\"rawText\": \"" + rawText + "\", \"paragraphs\": [{\"text\": \"" + paragraph
            + "\", \"style\": \"Normal\", \"isHeading\": false}]}";
        var limits = new ParserLimits(ParserLimits.DEFAULTS.maxBytes(), 300, 2_000_000, 100.0, 200L * 1024 * 1024, 1_000,
            Duration.ofSeconds(5), 400);
        ParsedDocument document = new StandardDocumentParser(limits).parse(new DocumentSource("addin.json",
            payload.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertEquals(paragraph, document.rawText(), "read within the deadline, the raw text rebuilt from the paragraph");
    }

    @Test
    void keepsWordParagraphIndicesSoAnchorsMapBack() {
        ParsedDocument document = parse(PAYLOAD);
        assertEquals(SourceType.WORD_ADDIN, document.sourceType());
        assertEquals(6, document.paragraphs().size(), "empty Word paragraphs keep their index");
        assertTrue(document.rawText().contains("\r"), "the add-in's own raw text is kept");
        ParsedDocumentAssertions.assertWellFormed(document, 400);
        Chunk term = document.chunks().getLast();
        assertEquals(List.of("2. Term"), term.sectionPath());
        assertEquals(5, term.paragraphIndex());
        Paragraph paragraph = document.paragraphs().get(term.paragraphIndex());
        assertEquals("This Agreement lasts three years from the Effective Date.",
            document.rawText().substring(paragraph.start(), paragraph.end()).substring(term.paragraphOffset(),
                term.endParagraphOffset()));
    }

    @Test
    void rebuildsRawTextWhenTheAddinTextDoesNotMatchItsParagraphs() {
        ParsedDocument document = parse("""
            {"source": "word-addin", "metadata": {"title": "Supplier NDA"},
             "content": {"rawText": "something else entirely",
                         "paragraphs": [{"text": "1. Term"}, {"text": "The term is two years."}]}}""");
        assertEquals("1. Term\rThe term is two years.", document.rawText());
        assertEquals("Supplier NDA", document.title());
        ParsedDocumentAssertions.assertWellFormed(document, 400);
    }

    @Test
    void rejectsAPayloadOfTheWrongShape() {
        var e = assertRejected(ErrorCode.MALFORMED, "{\"rawText\": \"x\", \"paragraphs\": [{\"style\": \"Normal\"}]}");
        assertTrue(e.getMessage().contains("paragraphs[0].text"), e.getMessage());
        assertRejected(ErrorCode.MALFORMED, "{\"paragraphs\": {\"text\": \"x\"}}");
    }

    @Test
    void decidesTheTypeFromTheBytesNotTheName() {
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 'I', 'H', 'D', 'R'};
        assertEquals(ErrorCode.UNSUPPORTED_TYPE, rejection("contract.pdf", png).code());
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("xl/workbook.xml", Fixtures.utf8("<workbook/>"));
        assertEquals(ErrorCode.UNSUPPORTED_TYPE, rejection("contract.docx", Fixtures.zip(entries)).code());
        ParsedDocument text = parser.parse(new DocumentSource("scan.pdf",
            Fixtures.utf8("1. Term. This Agreement lasts two years.")));
        assertEquals(SourceType.TEXT, text.sourceType());
    }

    @Test
    void rejectsEmptyAndOversizedFiles() {
        assertEquals(ErrorCode.NO_TEXT, rejection("empty.txt", new byte[0]).code());
        assertEquals(ErrorCode.NO_TEXT, rejection("blank.txt", Fixtures.utf8(" \n\n \t\n")).code());
        var small = new StandardDocumentParser(Fixtures.limits(Duration.ofSeconds(5), 10, 16));
        var e = assertThrows(DocumentRejectedException.class,
            () -> small.parse(new DocumentSource("big.txt", Fixtures.utf8("1. Term. This Agreement lasts two years."))));
        assertEquals(ErrorCode.TOO_LARGE, e.code());
    }

    @Test
    void readsLimitsFromTheEnvironment() {
        var limits = ParserLimits.fromEnvironment(Map.of("CLAUSELENS_PARSER_MAX_PAGES", "12",
            "CLAUSELENS_PARSER_TIMEOUT_SECONDS", "2.5"));
        assertEquals(12, limits.maxPages());
        assertEquals(Duration.ofMillis(2500), limits.timeout());
        assertEquals(ParserLimits.DEFAULTS.maxBytes(), limits.maxBytes());
        var e = assertThrows(InvalidConfigurationException.class,
            () -> ParserLimits.fromEnvironment(Map.of("CLAUSELENS_PARSER_MAX_PAGES", "many")));
        assertTrue(e.getMessage().contains("CLAUSELENS_PARSER_MAX_PAGES"));
    }

    private ParsedDocument parse(String json) {
        return parser.parse(new DocumentSource("payload.json", Fixtures.utf8(json)));
    }

    private DocumentRejectedException assertRejected(ErrorCode code, String json) {
        var e = rejection("payload.json", Fixtures.utf8(json));
        assertEquals(code, e.code(), e.getMessage());
        return e;
    }

    private DocumentRejectedException rejection(String name, byte[] bytes) {
        return assertThrows(DocumentRejectedException.class, () -> parser.parse(new DocumentSource(name, bytes)));
    }
}
