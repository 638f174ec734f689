package dev.clauselens.documents.extract;

import dev.clauselens.core.document.DocumentFlag;
import dev.clauselens.core.document.FlagType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingColor;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingColorN;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingColorSpace;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingDeviceCMYKColor;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingDeviceGrayColor;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingDeviceRGBColor;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.graphics.color.PDColor;
import org.apache.pdfbox.pdmodel.graphics.state.RenderingMode;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * PDFBox's text stripper with paragraph and page markers, each line's geometry after it (see {@link LineGeometry}),
 * deadline checks, and detection of text a reader cannot see: invisible (render mode 3 on a page without images,
 * so OCR layers pass), white, microscopic (under 1 pt) or outside the page.
 */
final class PdfTextStripper extends PDFTextStripper {
    private static final int EXCERPT_LENGTH = 120;
    private static final float MICROSCOPIC_POINTS = 1.0f;
    /** How far apart, in points, two glyphs' baselines may be and the glyphs still be on one line. */
    private static final float BASELINE_TOLERANCE = 0.5f;

    private final Deadline deadline;
    private final Map<String, StringBuilder> hiddenByPageAndReason = new LinkedHashMap<>();
    private boolean pageHasImages;
    private long glyphs;
    private PDColor lastColor;
    private boolean lastColorWhite;
    private float lineStart = Float.NaN;
    private float lineEnd;
    private float firstWordWidth;
    private float spaceWidth;

    PdfTextStripper(Deadline deadline) {
        this.deadline = deadline;
        addOperator(new SetNonStrokingColorSpace(this));
        addOperator(new SetNonStrokingColor(this));
        addOperator(new SetNonStrokingColorN(this));
        addOperator(new SetNonStrokingDeviceGrayColor(this));
        addOperator(new SetNonStrokingDeviceRGBColor(this));
        addOperator(new SetNonStrokingDeviceCMYKColor(this));
        setParagraphStart(String.valueOf(PdfExtractor.PARAGRAPH_START));
        setParagraphEnd(String.valueOf(PdfExtractor.PARAGRAPH_END));
        setPageStart(String.valueOf(PdfExtractor.PAGE_START));
        setLineSeparator("\n");
    }

    @Override
    protected void startPage(PDPage page) throws IOException {
        deadline.check();
        pageHasImages = hasImages(page);
        super.startPage(page);
    }

    @Override
    protected void writePage() throws IOException {
        charactersByArticle.forEach(PdfTextStripper::inLineOrder);
        super.writePage();
    }

    /**
     * Each line's glyphs from left to right. PDFBox keeps the order a page draws its glyphs in, and a word processor draws a
     * glyph from a fallback font after the rest of its line: LibreOffice's check box "☐" at a line's start came out at its
     * end. Only a run of glyphs drawn one after another on one baseline is sorted, stably, so lines, columns and rotated
     * text keep the page's order (sorting the whole page by position mixed the letters of a form's rotated watermark into
     * its title).
     */
    private static void inLineOrder(List<TextPosition> glyphs) {
        int start = 0;
        for (int i = 1; i <= glyphs.size(); i++) {
            if (i == glyphs.size() || !onOneBaseline(glyphs.get(start), glyphs.get(i))) {
                if (i - start > 1) {
                    glyphs.subList(start, i).sort(Comparator.comparingDouble(TextPosition::getXDirAdj));
                }
                start = i;
            }
        }
    }

    private static boolean onOneBaseline(TextPosition first, TextPosition other) {
        return first.getDir() == other.getDir() && Math.abs(first.getYDirAdj() - other.getYDirAdj()) < BASELINE_TOLERANCE;
    }

    @Override
    protected void writeString(String text, List<TextPosition> positions) throws IOException {
        measure(positions);
        super.writeString(withoutMarkers(text), positions);
    }

    @Override
    protected void writeLineSeparator() throws IOException {
        endLine();
        super.writeLineSeparator();
    }

    @Override
    protected void writeParagraphEnd() throws IOException {
        endLine();
        super.writeParagraphEnd();
    }

    @Override
    protected void writePageEnd() throws IOException {
        endLine();
        super.writePageEnd();
    }

    /** Where the line's text starts and ends, and how wide its first word is: PDFBox writes a line word by word. */
    private void measure(List<TextPosition> positions) {
        if (positions.isEmpty()) {
            return;
        }
        TextPosition last = positions.getLast();
        lineEnd = last.getXDirAdj() + last.getWidthDirAdj();
        if (Float.isNaN(lineStart)) {
            lineStart = positions.getFirst().getXDirAdj();
            firstWordWidth = lineEnd - lineStart;
            for (TextPosition position : positions) {
                if (position.getUnicode() != null && position.getUnicode().isBlank()) {
                    firstWordWidth = position.getXDirAdj() - lineStart; // the PDF's own spaces, not PDFBox's gaps
                    break;
                }
            }
            spaceWidth = last.getWidthOfSpace();
        }
    }

    private void endLine() throws IOException {
        if (!Float.isNaN(lineStart)) {
            writeString(new LineGeometry(lineStart, lineEnd, firstWordWidth, spaceWidth).marker());
            lineStart = Float.NaN;
        }
    }

    @Override
    protected void processTextPosition(TextPosition text) {
        if ((++glyphs & 0xFFF) == 0) {
            deadline.check();
        }
        String reason = hiddenReason(text);
        if (reason != null) {
            var excerpt = hiddenByPageAndReason.computeIfAbsent(getCurrentPageNo() + "\t" + reason,
                key -> new StringBuilder());
            if (excerpt.length() < EXCERPT_LENGTH) {
                excerpt.append(text.getUnicode());
            }
        }
        super.processTextPosition(text);
    }

    List<DocumentFlag> hiddenTextFlags() {
        List<DocumentFlag> flags = new ArrayList<>();
        hiddenByPageAndReason.forEach((key, excerpt) -> {
            String[] parts = key.split("\t");
            String sample = excerpt.toString().strip();
            if (!sample.isEmpty()) {
                flags.add(new DocumentFlag(FlagType.HIDDEN_TEXT,
                    "Page %s has %s text that a reader cannot see.".formatted(parts[0], parts[1]),
                    Integer.parseInt(parts[0]), sample));
            }
        });
        return flags;
    }

    private String hiddenReason(TextPosition text) {
        if (text.getUnicode() == null) {
            return null;
        }
        var state = getGraphicsState();
        if (state.getTextState().getRenderingMode() == RenderingMode.NEITHER && !pageHasImages) {
            return "invisible";
        }
        // The rendered size: font size times text and page scaling (getFontSizeInPt is often 0).
        float size = Math.max(Math.abs(text.getXScale()), Math.abs(text.getYScale()));
        if (size > 0 && size < MICROSCOPIC_POINTS) {
            return "microscopic";
        }
        float x = text.getXDirAdj();
        float y = text.getYDirAdj();
        if (x + text.getWidthDirAdj() < 0 || y < 0 || x > text.getPageWidth() || y - text.getHeightDir() > text.getPageHeight()) {
            return "off-page";
        }
        if (isWhite(state.getNonStrokingColor())) {
            return "white";
        }
        return null;
    }

    private boolean isWhite(PDColor color) {
        if (color == lastColor) {
            return lastColorWhite;
        }
        boolean white;
        try {
            int rgb = color.toRGB();
            white = (rgb & 0xF0F0F0) == 0xF0F0F0;
        } catch (IOException | RuntimeException e) {
            white = false;
        }
        lastColor = color;
        lastColorWhite = white;
        return white;
    }

    private static boolean hasImages(PDPage page) {
        var resources = page.getResources();
        if (resources == null) {
            return false;
        }
        try {
            for (COSName name : resources.getXObjectNames()) {
                if (resources.isImageXObject(name)) {
                    return true;
                }
            }
        } catch (RuntimeException e) {
            return false;
        }
        return false;
    }

    private static String withoutMarkers(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == PdfExtractor.PARAGRAPH_START || c == PdfExtractor.PARAGRAPH_END || c == PdfExtractor.PAGE_START
                || c == LineGeometry.MARKER) {
                return text.replace(PdfExtractor.PARAGRAPH_START, ' ')
                    .replace(PdfExtractor.PARAGRAPH_END, ' ')
                    .replace(PdfExtractor.PAGE_START, ' ')
                    .replace(LineGeometry.MARKER, ' ');
            }
        }
        return text;
    }
}
