package dev.clauselens.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.FlagType;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.document.SourceType;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.poi.openxml4j.opc.OPCPackage;
import org.apache.poi.poifs.crypt.EncryptionInfo;
import org.apache.poi.poifs.crypt.EncryptionMode;
import org.apache.poi.poifs.filesystem.POIFSFileSystem;
import org.apache.poi.wp.usermodel.HeaderFooterType;
import org.apache.poi.xwpf.usermodel.XWPFAbstractNum;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.junit.jupiter.api.Test;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTAbstractNum;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.STNumberFormat;

class DocxParsingTest {
    private final StandardDocumentParser parser = new StandardDocumentParser();

    @Test
    void showsListNumbersAsAReaderSeesThem() throws IOException {
        ParsedDocument document = parse(ndaDocx());
        assertEquals(SourceType.DOCX, document.sourceType());
        assertEquals("Mutual Confidentiality Agreement", document.title());
        String raw = document.rawText();
        assertTrue(raw.contains("1. Definitions"), raw);
        assertTrue(raw.contains("1.1 \"Confidential Information\" means"), raw);
        assertTrue(raw.contains("(a) it is public;"), raw);
        assertTrue(raw.contains("(b) it was known before;"), raw);
        assertTrue(raw.contains("2. Term"), raw);
        assertTrue(raw.contains("2.1 This Agreement lasts three years."), "second-level counter restarts: " + raw);
        ParsedDocumentAssertions.assertWellFormed(document, ParserLimits.DEFAULTS.maxChunkTokens());
        assertTrue(document.chunks().stream().anyMatch(c -> c.sectionPath().equals(List.of("2. Term", "2.1"))),
            () -> document.chunks().toString());
    }

    @Test
    void readsTablesAndFootnotesButNotHeaders() throws IOException {
        ParsedDocument document = parse(ndaDocx());
        String raw = document.rawText();
        assertTrue(raw.contains("Disclosing Party | Northwind Ltd"), raw);
        assertTrue(raw.contains("Purpose How Confidential Information may be used | {purpose}"), raw);
        assertTrue(raw.contains("[Footnote 1] Including its affiliates."), raw);
        assertFalse(raw.contains("DRAFT HEADER"), "header text leaked into the document text");
        assertTrue(document.paragraphs().stream().anyMatch(p -> p.heading() && "Heading 1".equalsIgnoreCase(
            p.style()) || "Heading1".equals(p.style())), document.paragraphs()::toString);
    }

    @Test
    void readsTrackedChangesAsAcceptedAndSaysSo() throws IOException {
        byte[] bytes;
        try (var document = new XWPFDocument()) {
            var paragraph = document.createParagraph();
            paragraph.createRun().setText("1. Term. The obligations last ");
            var deletion = paragraph.getCTP().addNewDel();
            deletion.setId(BigInteger.ONE);
            deletion.setAuthor("Counsel");
            deletion.addNewR().addNewDelText().setStringValue("five");
            var insertion = paragraph.getCTP().addNewIns();
            insertion.setId(BigInteger.TWO);
            insertion.setAuthor("Counsel");
            insertion.addNewR().addNewT().setStringValue("two years.");
            var out = new ByteArrayOutputStream();
            document.write(out);
            bytes = out.toByteArray();
        }
        ParsedDocument document = parse(bytes);
        assertTrue(document.rawText().contains("two years."), document.rawText());
        assertFalse(document.rawText().contains("five"), "deleted text is not contract text");
        assertTrue(document.flags().stream().anyMatch(f -> f.type() == FlagType.TRACKED_CHANGES));
        assertTrue(parse(ndaDocx()).flags().isEmpty(), "a document without tracked changes has no flag");
    }

    @Test
    void refusesAZipBombBeforeInflatingIt() {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("[Content_Types].xml", Fixtures.utf8(Fixtures.CONTENT_TYPES));
        entries.put("word/document.xml", new byte[40 * 1024 * 1024]);
        assertRejected(ErrorCode.ZIP_BOMB, Fixtures.zip(entries));
    }

    @Test
    void refusesAnArchiveWithTooManyEntries() {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("word/document.xml", Fixtures.utf8("<x/>"));
        for (int i = 0; i < 1_500; i++) {
            entries.put("word/media/part" + i + ".xml", new byte[1]);
        }
        var e = assertRejected(ErrorCode.ZIP_BOMB, Fixtures.zip(entries));
        assertTrue(e.getMessage().contains("1,000 files"), e.getMessage());
    }

    @Test
    void neverResolvesExternalEntities() {
        String xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE w:document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
            <w:body><w:p><w:r><w:t>Leak: &secret;</w:t></w:r></w:p></w:body></w:document>""";
        var e = assertRejected(ErrorCode.MALFORMED, Fixtures.docx(xml));
        assertFalse(e.getMessage().contains("root:"), e.getMessage());
    }

    @Test
    void rejectsPasswordProtectedDocx() throws Exception {
        var fs = new POIFSFileSystem();
        var info = new EncryptionInfo(EncryptionMode.agile);
        var encryptor = info.getEncryptor();
        encryptor.confirmPassword("secret");
        try (var opc = OPCPackage.open(new ByteArrayInputStream(ndaDocx()));
             var out = encryptor.getDataStream(fs)) {
            opc.save(out);
        }
        var bytes = new ByteArrayOutputStream();
        fs.writeFilesystem(bytes);
        fs.close();
        assertRejected(ErrorCode.ENCRYPTED, bytes.toByteArray());
    }

    @Test
    void explainsThatLegacyWordFilesAreNotSupported() throws IOException {
        var bytes = new ByteArrayOutputStream();
        try (var fs = new POIFSFileSystem()) {
            fs.createDocument(new ByteArrayInputStream(new byte[512]), "WordDocument");
            fs.writeFilesystem(bytes);
        }
        var e = assertRejected(ErrorCode.UNSUPPORTED_TYPE, bytes.toByteArray());
        assertTrue(e.getMessage().contains(".docx"), e.getMessage());
    }

    @Test
    void rejectsDamagedDocx() {
        byte[] docx = Fixtures.docx("<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:body><w:p>");
        assertRejected(ErrorCode.MALFORMED, docx);
    }

    private ParsedDocument parse(byte[] bytes) {
        return parser.parse(new DocumentSource("test.docx", bytes));
    }

    private DocumentRejectedException assertRejected(ErrorCode code, byte[] bytes) {
        var e = assertThrows(DocumentRejectedException.class, () -> parse(bytes));
        assertEquals(code, e.code(), e.getMessage());
        return e;
    }

    /** A small NDA with numbered headings, a numbered sub-list, a table, a footnote and a header. */
    static byte[] ndaDocx() throws IOException {
        try (var document = new XWPFDocument()) {
            var numbering = document.createNumbering();
            var abstractNum = CTAbstractNum.Factory.newInstance();
            abstractNum.setAbstractNumId(BigInteger.ZERO);
            String[][] levels = {{"decimal", "%1."}, {"decimal", "%1.%2"}, {"lowerLetter", "(%3)"}};
            for (int i = 0; i < levels.length; i++) {
                var level = abstractNum.addNewLvl();
                level.setIlvl(BigInteger.valueOf(i));
                level.addNewStart().setVal(BigInteger.ONE);
                level.addNewNumFmt().setVal(STNumberFormat.Enum.forString(levels[i][0]));
                level.addNewLvlText().setVal(levels[i][1]);
            }
            BigInteger numId = numbering.addNum(numbering.addAbstractNum(new XWPFAbstractNum(abstractNum)));

            document.createHeader(HeaderFooterType.DEFAULT).createParagraph().createRun().setText("DRAFT HEADER");
            var title = document.createParagraph();
            title.setStyle("Title");
            title.createRun().setText("Mutual Confidentiality Agreement");
            numbered(document, numId, 0, "Heading1", "Definitions");
            numbered(document, numId, 1, null,
                "\"Confidential Information\" means information a party discloses, except where:");
            numbered(document, numId, 2, null, "it is public;");
            numbered(document, numId, 2, null, "it was known before;");
            numbered(document, numId, 0, "Heading1", "Term");
            var clause = numbered(document, numId, 1, null, "This Agreement lasts three years.");
            var footnote = document.createFootnote();
            footnote.createParagraph().createRun().setText("Including its affiliates.");
            clause.createRun().getCTR().addNewFootnoteReference().setId(footnote.getId());
            var table = document.createTable(1, 2);
            table.getRow(0).getCell(0).setText("Disclosing Party");
            table.getRow(0).getCell(1).setText("Northwind Ltd");
            // a cover page's label over its explanation, two paragraphs in one cell
            var row = table.createRow();
            row.getCell(0).setText("Purpose");
            row.getCell(0).addParagraph().createRun().setText("How Confidential Information may be used");
            row.getCell(1).setText("{purpose}");
            var out = new ByteArrayOutputStream();
            document.write(out);
            return out.toByteArray();
        }
    }

    private static org.apache.poi.xwpf.usermodel.XWPFParagraph numbered(XWPFDocument document, BigInteger numId,
                                                                       int level, String style, String text) {
        var paragraph = document.createParagraph();
        if (style != null) {
            paragraph.setStyle(style);
        }
        paragraph.setNumID(numId);
        paragraph.setNumILvl(BigInteger.valueOf(level));
        paragraph.createRun().setText(text);
        return paragraph;
    }
}
