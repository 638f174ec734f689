package dev.clauselens.documents.extract;

import dev.clauselens.core.document.DocumentFlag;
import dev.clauselens.core.document.FlagType;
import dev.clauselens.core.document.SourceType;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.documents.ParserLimits;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.poi.EncryptedDocumentException;
import org.apache.poi.openxml4j.util.ZipSecureFile;
import org.apache.poi.xwpf.usermodel.IBodyElement;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFSDT;
import org.apache.poi.xwpf.usermodel.XWPFTable;
import org.apache.poi.xwpf.usermodel.XWPFTableCell;
import org.apache.poi.xwpf.usermodel.XWPFTableRow;

/**
 * Text from a DOCX with POI: body paragraphs with their list numbers as a reader sees them, tables
 * row by row, and footnotes at the end; headers and footers are left out. The archive is measured
 * before POI opens it, so a zip bomb is refused without being inflated.
 */
final class DocxExtractor {
    private static final Pattern HEADING_STYLE = Pattern.compile("(?i)^(heading|überschrift|titre)\\s*(\\d)$");
    private static final Pattern LINE_BREAKS = Pattern.compile("[\\r\\n\\u000B\\u000C]+");

    private final XWPFDocument document;
    private final ListNumbering numbering;
    private final TextBuilder builder;
    private final Deadline deadline;
    private boolean trackedChanges;

    private DocxExtractor(XWPFDocument document, TextBuilder builder, Deadline deadline) {
        this.document = document;
        this.numbering = new ListNumbering(document);
        this.builder = builder;
        this.deadline = deadline;
    }

    static ExtractedText extract(byte[] bytes, ParserLimits limits, Deadline deadline) {
        ZipInspector.check(bytes, limits, deadline);
        configurePoiLimits(limits);
        try (var document = new XWPFDocument(new ByteArrayInputStream(bytes))) {
            var builder = new TextBuilder("\n", limits.maxCharacters());
            var reader = new DocxExtractor(document, builder, deadline);
            reader.addBody(document.getBodyElements());
            reader.addFootnotes();
            if (builder.isEmpty()) {
                throw new DocumentRejectedException(ErrorCode.NO_TEXT, "The Word document contains no text.");
            }
            List<DocumentFlag> flags = reader.trackedChanges ? List.of(new DocumentFlag(FlagType.TRACKED_CHANGES,
                "The document has tracked changes; it was read as if all of them were accepted.", 0, null)) : List.of();
            String title = document.getProperties().getCoreProperties().getTitle();
            return builder.build(SourceType.DOCX, title, 0, flags);
        } catch (EncryptedDocumentException e) {
            throw new DocumentRejectedException(ErrorCode.ENCRYPTED,
                "The Word document is protected by a password. Remove the password and upload it again.", e);
        } catch (IOException | RuntimeException e) {
            if (e instanceof DocumentRejectedException rejected) {
                throw rejected;
            }
            throw new DocumentRejectedException(ErrorCode.MALFORMED,
                "The Word document is damaged and cannot be read (" + Errors.describe(e) + ").", e);
        }
    }

    private static void configurePoiLimits(ParserLimits limits) {
        // POI's own guards are process-wide; ZipInspector has already applied the same limits.
        ZipSecureFile.setMinInflateRatio(1.0 / limits.maxInflateRatio());
        ZipSecureFile.setMaxFileCount(limits.maxZipEntries());
    }

    private void addBody(List<IBodyElement> elements) {
        for (IBodyElement element : elements) {
            deadline.check();
            if (element instanceof XWPFParagraph paragraph) {
                addParagraph(paragraph);
            } else if (element instanceof XWPFTable table) {
                addTable(table);
            } else if (element instanceof XWPFSDT sdt) {
                builder.add(clean(sdt.getContent().getText()), null, 0, 0);
            }
        }
    }

    private void addParagraph(XWPFParagraph paragraph) {
        var ctp = paragraph.getCTP();
        trackedChanges |= ctp.sizeOfInsArray() > 0 || ctp.sizeOfDelArray() > 0;
        String text = clean(paragraph.getText());
        String label = numbering.label(paragraph);
        if (text.isEmpty()) {
            return;
        }
        String style = styleName(paragraph, document);
        builder.add(label == null ? text : label + " " + text, style, headingLevel(style, paragraph), 0);
    }

    /**
     * A row with one filled cell is read as that cell's paragraphs; other rows as cells joined by " | ", a cell's own
     * paragraphs by spaces ("Purpose" over "How Confidential Information may be used", not "PurposeHow ...").
     */
    private void addTable(XWPFTable table) {
        for (XWPFTableRow row : table.getRows()) {
            List<XWPFTableCell> filled = row.getTableCells().stream()
                .filter(cell -> !cell.getText().isBlank())
                .toList();
            if (filled.size() == 1) {
                addBody(filled.getFirst().getBodyElements());
            } else if (!filled.isEmpty()) {
                // POI's getText() runs a cell's paragraphs together; getTextRecursively() parts them by tabs
                String joined = String.join(" | ", filled.stream().map(cell -> clean(cell.getTextRecursively())).toList());
                builder.add(joined, "Table", 0, 0);
            }
        }
    }

    private void addFootnotes() {
        for (var footnote : document.getFootnotes()) {
            String text = clean(String.join(" ",
                footnote.getParagraphs().stream().map(XWPFParagraph::getText).toList()));
            if (!text.isEmpty()) {
                builder.add("[Footnote " + footnote.getId() + "] " + text, "Footnote", 0, 0);
            }
        }
    }

    private static String styleName(XWPFParagraph paragraph, XWPFDocument document) {
        String id = paragraph.getStyleID();
        if (id == null) {
            return null;
        }
        var styles = document.getStyles();
        var style = styles == null ? null : styles.getStyle(id);
        return style != null && style.getName() != null ? style.getName() : id;
    }

    private static int headingLevel(String style, XWPFParagraph paragraph) {
        if (style != null) {
            String normalized = style.strip().toLowerCase(Locale.ROOT);
            if (normalized.equals("title")) {
                return 1;
            }
            Matcher matcher = HEADING_STYLE.matcher(normalized.replace("heading", "heading "));
            if (matcher.matches()) {
                return Integer.parseInt(matcher.group(2));
            }
        }
        var pPr = paragraph.getCTP().getPPr();
        if (pPr != null && pPr.getOutlineLvl() != null && pPr.getOutlineLvl().getVal() != null) {
            int level = pPr.getOutlineLvl().getVal().intValue() + 1;
            return level <= 9 ? level : 0;
        }
        return 0;
    }

    private static String clean(String text) {
        if (text == null) {
            return "";
        }
        return LINE_BREAKS.matcher(text).replaceAll(" ").replace('\t', ' ').strip();
    }
}
