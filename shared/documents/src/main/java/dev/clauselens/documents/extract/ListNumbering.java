package dev.clauselens.documents.extract;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFNumbering;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFStyle;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTLvl;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTNumPr;

/**
 * Computes the list numbers Word shows in front of numbered paragraphs ({@code 1.}, {@code 2.3},
 * {@code (a)}, {@code (iv)}), which a DOCX stores as counters rather than text. Counters are kept
 * per list and level, deeper levels restart when a higher one advances, and numbering inherited
 * from a paragraph style counts as well.
 */
final class ListNumbering {
    private static final int MAX_STYLE_DEPTH = 8;

    private final XWPFDocument document;
    private final XWPFNumbering numbering;
    private final Map<BigInteger, int[]> counters = new HashMap<>();

    ListNumbering(XWPFDocument document) {
        this.document = document;
        this.numbering = document.getNumbering();
    }

    /** The label shown before the paragraph, or {@code null} when it is not numbered (bullets included). */
    String label(XWPFParagraph paragraph) {
        if (numbering == null) {
            return null;
        }
        try {
            CTNumPr numPr = numPr(paragraph);
            if (numPr == null || numPr.getNumId() == null) {
                return null;
            }
            BigInteger numId = numPr.getNumId().getVal();
            if (numId == null || numId.signum() == 0) {
                return null;
            }
            int level = numPr.getIlvl() != null && numPr.getIlvl().getVal() != null
                ? numPr.getIlvl().getVal().intValue() : 0;
            CTLvl[] levels = levels(numId);
            if (levels == null || level < 0 || level >= levels.length || level > 8) {
                return null;
            }
            int[] count = counters.computeIfAbsent(numId, id -> new int[9]);
            count[level] = count[level] == 0 ? start(levels[level]) : count[level] + 1;
            for (int deeper = level + 1; deeper < count.length; deeper++) {
                count[deeper] = 0;
            }
            String format = format(levels[level]);
            if ("bullet".equals(format) || "none".equals(format) || levels[level].getLvlText() == null) {
                return null;
            }
            String text = levels[level].getLvlText().getVal();
            if (text == null) {
                return null;
            }
            for (int k = 0; k <= level && k < levels.length; k++) {
                int value = count[k] == 0 ? start(levels[k]) : count[k];
                text = text.replace("%" + (k + 1), NumberFormats.format(value, format(levels[k])));
            }
            String label = text.strip();
            return label.isEmpty() ? null : label;
        } catch (RuntimeException e) {
            return null;
        }
    }

    private CTNumPr numPr(XWPFParagraph paragraph) {
        var pPr = paragraph.getCTP().getPPr();
        if (pPr != null && pPr.getNumPr() != null) {
            return pPr.getNumPr();
        }
        var styles = document.getStyles();
        String styleId = paragraph.getStyleID();
        for (int depth = 0; styles != null && styleId != null && depth < MAX_STYLE_DEPTH; depth++) {
            XWPFStyle style = styles.getStyle(styleId);
            if (style == null) {
                return null;
            }
            var stylePPr = style.getCTStyle().getPPr();
            if (stylePPr != null && stylePPr.getNumPr() != null) {
                return stylePPr.getNumPr();
            }
            styleId = style.getBasisStyleID();
        }
        return null;
    }

    private CTLvl[] levels(BigInteger numId) {
        BigInteger abstractId = numbering.getAbstractNumID(numId);
        if (abstractId == null) {
            return null;
        }
        var abstractNum = numbering.getAbstractNum(abstractId);
        return abstractNum == null ? null : abstractNum.getCTAbstractNum().getLvlArray();
    }

    private static int start(CTLvl level) {
        return level.getStart() != null && level.getStart().getVal() != null
            ? level.getStart().getVal().intValue() : 1;
    }

    private static String format(CTLvl level) {
        return level.getNumFmt() != null && level.getNumFmt().getVal() != null
            ? level.getNumFmt().getVal().toString() : "decimal";
    }
}
