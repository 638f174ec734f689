package dev.clauselens.documents.redline;

import static dev.clauselens.testing.WordFiles.count;
import static dev.clauselens.testing.WordFiles.part;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.testing.WordFiles;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Redlines written into a Word document POI builds, reopened with POI and with LibreOffice. */
class RedlineDocxTest {
    private static final Instant WHEN = Instant.parse("2026-11-23T10:00:00Z");

    @TempDir
    Path dir;

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aNoteOnNothingButALineBreakIsCountedAsNotPlacedNotSearchedForever() throws Exception {
        byte[] original = document();
        String raw = new StandardDocumentParser().parse(new DocumentSource("nda.docx", original)).rawText();
        int lineEnd = raw.indexOf('\n', raw.indexOf("Either party may use"));
        var redline = new Redline("ClauseLens", List.of(), List.of(), List.of(new Redline.Note(lineEnd, lineEnd + 1, "x")));

        RedlineDocx.Result result = RedlineDocx.write(original, raw, redline, WHEN);

        assertEquals(1, result.missed());
        assertEquals(0, result.comments());
    }

    @Test
    void marksOnlyTheWordsThatChangeAndLeavesEverythingElseAsItWas() throws Exception {
        byte[] original = document();
        String raw = new StandardDocumentParser().parse(new DocumentSource("nda.docx", original)).rawText();
        int term = raw.indexOf("This Agreement lasts");
        int term2 = raw.indexOf("Disclosing Party.", term) + "Disclosing Party.".length();
        int residuals = raw.indexOf("Either party may use");
        int residualsEnd = raw.indexOf('\n', residuals);
        int law = raw.indexOf("the laws of England");
        var redline = new Redline("ClauseLens", List.of(
            new Redline.Edit(term, term2, "This Agreement lasts two (2) years from the date it is signed by the Disclosing Party.",
                "Term: needs escalation."),
            new Redline.Edit(residuals, residualsEnd, "", "Residuals: needs escalation.")),
            List.of(new Redline.Insertion(law, "The Recipient may seek injunctive relief.", "Remedies: needs escalation.")),
            List.of(new Redline.Note(law, law + "the laws of England".length(), "Governing law: acceptable fallback.")));

        RedlineDocx.Result result = RedlineDocx.write(original, raw, redline, WHEN);

        assertEquals(0, result.missed());
        assertEquals(4, result.comments());
        String xml = part(result.docx(), "word/document.xml");
        // five (5) -> two (2): two words struck and two written, not the sentence; the residuals paragraph and its mark struck;
        // a new paragraph whose mark and text are inserted
        assertEquals(List.of("five", "5", "Either party may use the ideas its people remember unaided."),
            texts(xml, "<w:del w:id=\"\\d+\" w:author=\"ClauseLens\" w:date=\"2026-11-23T10:00:00Z\">.*?</w:del>", "w:delText"));
        assertEquals(List.of("two", "2", "The Recipient may seek injunctive relief."),
            texts(xml, "<w:ins w:id=\"\\d+\" w:author=\"ClauseLens\" w:date=\"2026-11-23T10:00:00Z\">.*?</w:ins>", "w:t"));
        assertEquals(8, result.changes());
        assertEquals(result.changes() + 1, count(xml, "<w:del ") + count(xml, "<w:ins "), "ours and the one it had");
        assertEquals(1, count(xml, "<w:rPr><w:del "), "the struck paragraph's mark is deleted too");
        assertTrue(xml.contains("<w:b w:val=\"on\"/></w:rPr><w:t>Disclosing Party</w:t>"), "the bold words keep their run");
        assertTrue(xml.contains("<w:ins w:id=\"900\""), "the tracked change the document had is kept: " + xml);
        assertEquals(5, count(part(result.docx(), "word/comments.xml"), "<w:comment "), "four new comments and the old one");
        assertEquals(5, count(xml, "<w:commentRangeStart "));

        try (var before = new XWPFDocument(new ByteArrayInputStream(original));
             var after = new XWPFDocument(new ByteArrayInputStream(result.docx()))) {
            List<XWPFParagraph> old = before.getParagraphs();
            List<XWPFParagraph> now = after.getParagraphs();
            assertEquals(old.size() + 1, now.size());
            for (int[] same : new int[][] {{0, 0}, {2, 2}, {5, 6}}) {
                assertEquals(old.get(same[0]).getCTP().xmlText(), now.get(same[1]).getCTP().xmlText(), "paragraph " + same[0]
                    + " untouched, byte for byte");
            }
            assertEquals(old.get(3).getText(), now.get(3).getText(), "a comment changes no text (its run is split around it)");
            assertEquals("The Recipient may seek injunctive relief.", now.get(4).getText());
        }
        libreOfficeReads(result, 4 + 1);
    }

    @Test
    void aPlainTextDocumentBecomesACleanDocxWithTheSameChanges() throws Exception {
        String raw = "NON-DISCLOSURE AGREEMENT\n\n1. The Recipient shall keep the information secret for five (5) years.\n\n"
            + "2. The Recipient shall not compete with the Discloser.\n";
        int start = raw.indexOf("2. The Recipient");
        var redline = new Redline("ClauseLens", List.of(new Redline.Edit(start + 3, raw.indexOf(".\n", start) + 1, "",
            "Non-compete: needs escalation.")), List.of(), List.of());
        RedlineDocx.Result result = RedlineDocx.write(null, raw, redline, WHEN);
        String xml = part(result.docx(), "word/document.xml");
        assertEquals(List.of("The Recipient shall not compete with the Discloser."), texts(xml, "<w:del .*?</w:del>", "w:delText"));
        assertEquals(1, result.comments());
        assertEquals(0, result.missed());
        try (var document = new XWPFDocument(new ByteArrayInputStream(result.docx()))) {
            assertEquals("NON-DISCLOSURE AGREEMENT", document.getParagraphs().getFirst().getText());
            assertEquals("2. ", document.getParagraphs().get(4).getParagraphText().substring(0, 3));
        }
        libreOfficeReads(result, 1);
    }

    @Test
    void textThatIsNotInTheDocumentIsCountedNotGuessed() throws Exception {
        byte[] original = document();
        String raw = "Some other text entirely.";
        RedlineDocx.Result result = RedlineDocx.write(original, raw, new Redline("ClauseLens", List.of(new Redline.Edit(0, 4,
            "Any", "c")), List.of(), List.of(new Redline.Note(5, 10, "n"))), WHEN);
        assertEquals(2, result.missed());
        assertEquals(0, result.changes() + result.comments());
    }

    /** LibreOffice opens the file and finds every comment and the tracked changes. */
    private void libreOfficeReads(RedlineDocx.Result result, int comments) throws Exception {
        String flat = WordFiles.libreOffice(result.docx(), dir);
        assertEquals(comments, WordFiles.annotations(flat), "comments LibreOffice read");
        assertTrue(count(flat, "<text:changed-region ") >= 1, "LibreOffice reads the tracked changes");
    }

    /** A short NDA with a bold run mid-sentence, an earlier tracked insertion and an earlier comment. */
    private static byte[] document() throws Exception {
        try (var document = new XWPFDocument()) {
            document.createParagraph().createRun().setText("NON-DISCLOSURE AGREEMENT");
            XWPFParagraph term = document.createParagraph();
            term.createRun().setText("This Agreement lasts five (5) years from the date it is signed by the ");
            var bold = term.createRun();
            bold.setBold(true);
            bold.setText("Disclosing Party");
            term.createRun().setText(". It may be ended by notice.");
            XWPFParagraph earlier = document.createParagraph();
            earlier.createRun().setText("The Recipient keeps the information secret");
            var ins = earlier.getCTP().addNewIns();
            ins.setId(BigInteger.valueOf(900));
            ins.setAuthor("Counsel");
            ins.addNewR().addNewT().setStringValue(" and safe.");
            var comments = document.createComments();
            var old = comments.createComment(BigInteger.valueOf(901));
            old.setAuthor("Counsel");
            old.createParagraph().createRun().setText("Fine as is.");
            earlier.getCTP().addNewCommentRangeStart().setId(BigInteger.valueOf(901));
            earlier.getCTP().addNewCommentRangeEnd().setId(BigInteger.valueOf(901));
            earlier.getCTP().addNewR().addNewCommentReference().setId(BigInteger.valueOf(901));
            document.createParagraph().createRun().setText("This Agreement is governed by the laws of England and Wales.");
            document.createParagraph().createRun().setText("Either party may use the ideas its people remember unaided.");
            document.createParagraph().createRun().setText("Signed for the parties.");
            var out = new ByteArrayOutputStream();
            document.write(out);
            return out.toByteArray();
        }
    }

    private static List<String> texts(String xml, String element, String text) {
        Matcher elements = Pattern.compile(element, Pattern.DOTALL).matcher(xml);
        List<String> found = new ArrayList<>();
        while (elements.find()) {
            StringBuilder joined = new StringBuilder();
            Matcher t = Pattern.compile("<" + text + "[^>]*>([^<]*)</" + text + ">").matcher(elements.group());
            while (t.find()) {
                joined.append(t.group(1));
            }
            if (!joined.isEmpty()) {
                found.add(joined.toString());
            }
        }
        return found;
    }
}
