package dev.clauselens.documents.extract;

import dev.clauselens.core.document.DocumentFlag;
import dev.clauselens.core.document.FlagType;
import dev.clauselens.core.document.SourceType;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.documents.ParserLimits;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.io.MemoryUsageSetting;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;

/**
 * Text from a PDF with PDFBox: PDFBox's own line and paragraph detection, a paragraph also ended by a line
 * that leaves room for the next line's first word, lines of a paragraph joined with spaces, page numbers
 * dropped, and text a reader cannot see flagged.
 */
final class PdfExtractor {
    static final char PARAGRAPH_START = '\u0002';
    static final char PARAGRAPH_END = '\u0003';
    static final char PAGE_START = '\u000C';

    private static final Pattern PAGE_NUMBER = Pattern.compile(
        "(?i)(page\\s+)?[-–—]?\\s*\\d{1,3}\\s*[-–—]?(\\s+of\\s+\\d{1,3})?|\\d{1,3}\\s*/\\s*\\d{1,3}");

    private static final Pattern WORD = Pattern.compile("\\p{L}{2}");
    /** A line's end that a sentence runs on from: a comma or a joining word ("... the terms of", "... shall be provided to"). */
    private static final Pattern RUNS_ON = Pattern.compile("(?i)(,|\\s(and|or|of|the|a|an|to|in|for|by|with|that|which|its|their|any|all|such|be|is|are|shall|may))$");
    /** A list item's end that joins it to the next: "... by the Receiving Party's violation of this CNDA; and". */
    private static final Pattern LIST_JOINER = Pattern.compile(";\\s+(and|or)$");
    /** A definition opening with its quoted term: "“Receiving Party” shall mean the Party that ...". */
    private static final Pattern DEFINITION = Pattern.compile("^[\"“][^\"”]{1,60}[\"”]\\s+(shall\\s+)?(means?|has|have|includes?|refers?)\\b");

    private static final int RUNNING_LINE_DEPTH = 2;
    private static final int RUNNING_LINE_MIN_PAGES = 2;
    private static final int RUNNING_LINE_MAX_WORDS = 12;

    private PdfExtractor() {
    }

    static ExtractedText extract(byte[] bytes, ParserLimits limits, Deadline deadline) {
        try (PDDocument document = load(bytes, limits)) {
            int pages = document.getNumberOfPages();
            if (pages > limits.maxPages()) {
                throw new DocumentRejectedException(ErrorCode.TOO_MANY_PAGES,
                    "The PDF has %d pages; ClauseLens reads at most %d.".formatted(pages, limits.maxPages()));
            }
            if (pages == 0) {
                throw new DocumentRejectedException(ErrorCode.MALFORMED, "The PDF has no pages.");
            }
            var stripper = new PdfTextStripper(deadline);
            String marked = stripper.getText(document);
            Limits.checkCharacters(marked.length(), limits.maxCharacters() * 2);
            var builder = new TextBuilder("\n", limits.maxCharacters());
            int emptyPages = addPages(marked, builder);
            if (builder.isEmpty()) {
                throw new DocumentRejectedException(ErrorCode.NO_TEXT,
                    "The PDF has no text layer: it looks scanned. Run it through OCR first, then upload it again.");
            }
            List<DocumentFlag> flags = new ArrayList<>(stripper.hiddenTextFlags());
            if (emptyPages > 0) {
                flags.add(new DocumentFlag(FlagType.PARTIAL_TEXT,
                    "%d of %d pages have no text layer (scanned pages?); their content is not analysed."
                        .formatted(emptyPages, pages), 0, null));
            }
            String title = document.getDocumentInformation().getTitle();
            return builder.build(SourceType.PDF, title, pages, flags);
        } catch (InvalidPasswordException e) {
            throw new DocumentRejectedException(ErrorCode.ENCRYPTED,
                "The PDF is protected by a password. Remove the password and upload it again.", e);
        } catch (IOException | RuntimeException e) {
            if (e instanceof DocumentRejectedException rejected) {
                throw rejected;
            }
            throw new DocumentRejectedException(ErrorCode.MALFORMED,
                "The PDF is damaged and its text cannot be read (" + Errors.describe(e) + ").", e);
        }
    }

    private static PDDocument load(byte[] bytes, ParserLimits limits) throws IOException {
        // Decoded streams may use at most a few times the file's size in memory, never the whole heap.
        long scratch = Math.max(64L * 1024 * 1024, 8 * limits.maxBytes());
        return Loader.loadPDF(bytes, "", null, null, MemoryUsageSetting.setupMainMemoryOnly(scratch).streamCache);
    }

    /** Splits the stripper's marked-up output into paragraphs; returns the number of pages without text. */
    private static int addPages(String marked, TextBuilder builder) {
        List<List<List<Line>>> pages = pages(marked);
        Set<String> running = runningLines(pages);
        pages.forEach(blocks -> trimRunningLines(blocks, running));
        var paragraph = new Paragraph(builder);
        int emptyPages = 0;
        for (int page = 0; page < pages.size(); page++) {
            List<List<Line>> blocks = pages.get(page);
            for (List<Line> block : blocks) {
                addBlock(block, paragraph, page + 1, rightEdge(block));
                if (block != blocks.getLast() || !continuesOnNextPage(block.getLast(), pages, page)) {
                    paragraph.end();
                }
            }
            if (blocks.isEmpty()) {
                emptyPages++;
            }
        }
        paragraph.end();
        return emptyPages;
    }

    /**
     * Whether the page's last line runs on to the next page's first, a sentence broken by the page: it ends on no
     * sentence's end, and the next page goes on in lower case or after a comma or a joining word ("... who need to" /
     * "know the Information ...").
     */
    private static boolean continuesOnNextPage(Line last, List<List<List<Line>>> pages, int page) {
        if (page + 1 >= pages.size() || pages.get(page + 1).isEmpty() || closes(last.text())) {
            return false;
        }
        String next = pages.get(page + 1).getFirst().getFirst().text();
        return Character.isLowerCase(next.charAt(0)) || RUNS_ON.matcher(last.text()).find() && !HeadingShapes.opensClause(next);
    }

    /** Pages, each a list of PDFBox paragraphs, each a list of non-empty lines without page numbers. */
    private static List<List<List<Line>>> pages(String marked) {
        List<List<List<Line>>> pages = new ArrayList<>();
        String[] pageTexts = marked.split(String.valueOf(PAGE_START), -1);
        for (int i = 1; i < pageTexts.length; i++) {
            List<List<Line>> blocks = new ArrayList<>();
            for (String block : pageTexts[i].split("[" + PARAGRAPH_START + PARAGRAPH_END + "]")) {
                List<Line> lines = new ArrayList<>();
                for (String rawLine : block.split("\n")) {
                    Line line = Line.of(rawLine);
                    if (!line.text().isEmpty() && !PAGE_NUMBER.matcher(line.text()).matches()) {
                        lines.add(line);
                    }
                }
                if (!lines.isEmpty()) {
                    blocks.add(lines);
                }
            }
            pages.add(blocks);
        }
        return pages;
    }

    /**
     * Running headers and footers: short lines that (numbers aside) are among the first or last two
     * of at least half the pages, and of two pages at least (a two- or three-page NDA whose header skips the cover).
     */
    private static Set<String> runningLines(List<List<List<Line>>> pages) {
        if (pages.size() < RUNNING_LINE_MIN_PAGES) {
            return Set.of();
        }
        Map<String, Integer> pagesWithLine = new HashMap<>();
        for (List<List<Line>> blocks : pages) {
            List<String> lines = blocks.stream().flatMap(List::stream).map(Line::text).toList();
            Set<String> edges = new HashSet<>();
            for (int i = 0; i < lines.size(); i++) {
                boolean edge = i < RUNNING_LINE_DEPTH || i >= lines.size() - RUNNING_LINE_DEPTH;
                if (edge && HeadingShapes.wordCount(lines.get(i)) <= RUNNING_LINE_MAX_WORDS) {
                    edges.add(runningKey(lines.get(i)));
                }
            }
            edges.forEach(key -> pagesWithLine.merge(key, 1, Integer::sum));
        }
        int threshold = Math.max(RUNNING_LINE_MIN_PAGES, (pages.size() + 1) / 2);
        Set<String> running = new HashSet<>();
        pagesWithLine.forEach((key, count) -> {
            if (count >= threshold) {
                running.add(key);
            }
        });
        return running;
    }

    private static void trimRunningLines(List<List<Line>> blocks, Set<String> running) {
        if (running.isEmpty()) {
            return;
        }
        for (int n = 0; n < RUNNING_LINE_DEPTH && !blocks.isEmpty(); n++) {
            removeIfRunning(blocks, 0, 0, running);
            if (!blocks.isEmpty()) {
                List<Line> last = blocks.getLast();
                removeIfRunning(blocks, blocks.size() - 1, last.size() - 1, running);
            }
        }
    }

    /** Removes the line if it is a running one, unless it is the last line left on the page. */
    private static void removeIfRunning(List<List<Line>> blocks, int block, int line, Set<String> running) {
        List<Line> lines = blocks.get(block);
        boolean lastOnPage = blocks.size() == 1 && lines.size() == 1;
        if (!lastOnPage && running.contains(runningKey(lines.get(line).text()))) {
            lines.remove(line);
            if (lines.isEmpty()) {
                blocks.remove(block);
            }
        }
    }

    private static String runningKey(String line) {
        return line.replaceAll("\\d+", "#").toLowerCase(Locale.ROOT);
    }

    /**
     * The right edge of a PDFBox paragraph's text: where its longest line of words ends. The paragraph's, not the page's: text
     * set in a narrow column or a table's cell wraps well short of the page's widest line.
     */
    private static float rightEdge(List<Line> block) {
        float edge = Float.NaN;
        for (Line line : block) {
            if (line.geometry() != null && WORD.matcher(line.text()).find()) {
                edge = Float.isNaN(edge) ? line.geometry().end() : Math.max(edge, line.geometry().end());
            }
        }
        return edge;
    }

    /**
     * Adds one PDFBox paragraph, splitting it where a line leaves room for the next line's first word (PDFBox
     * sees no paragraph in text set single-spaced without indents), opens a numbered clause, follows a heading or
     * ends a contents entry.
     */
    private static void addBlock(List<Line> lines, Paragraph paragraph, int page, float rightEdge) {
        Line previous = null;
        for (Line line : lines) {
            if (previous != null && startsNewParagraph(previous, line, rightEdge)) {
                paragraph.end();
            }
            paragraph.append(line.text(), page);
            previous = line;
        }
    }

    private static boolean startsNewParagraph(Line previousLine, Line line, float rightEdge) {
        String previous = previousLine.text();
        boolean measured = previousLine.geometry() != null && line.geometry() != null;
        if (measured && previousLine.geometry().leavesRoomFor(line.geometry(), rightEdge)) {
            return true; // "1. Purpose" then "The purpose of ...": "The" would have fitted after "Purpose"
        }
        if (HeadingShapes.isContents(previous) || endsSentenceOrHeading(previous) && opens(line.text())) {
            return true; // an entry of a table of contents ended ("Term ........6"), or a clause, a recital or a definition opens
        }
        // a heading in capitals with text not in capitals after it. Where the lines' geometry is known, capitals after capitals
        // are one clause ("... PUNITIVE DAMAGES, SO" / "AS TO BE ..."): a heading in capitals over text in capitals leaves room
        // after it, which the first test reads
        return HeadingShapes.isAllCapsHeading(previous) && !HeadingShapes.isAllCapsHeading(line.text())
            && !(measured && HeadingShapes.inCapitals(line.text()));
    }

    private static boolean opens(String line) {
        return HeadingShapes.opensClause(line) || HeadingShapes.opensPart(line) || DEFINITION.matcher(line).find();
    }

    /** A line that closes a sentence, a list item or a heading, or is too short to be a wrapped one. */
    private static boolean endsSentenceOrHeading(String line) {
        return closes(line) || line.length() < 60;
    }

    /** A line that closes a sentence, a list item or a heading. */
    private static boolean closes(String line) {
        char last = line.charAt(line.length() - 1);
        return ".;:!?)".indexOf(last) >= 0 || LIST_JOINER.matcher(line).find() || HeadingShapes.isAllCapsHeading(line);
    }

    /** The paragraph being read, which may run on from one PDFBox paragraph or page to the next. */
    private static final class Paragraph {
        private final TextBuilder builder;
        private final StringBuilder text = new StringBuilder();
        private int page;

        Paragraph(TextBuilder builder) {
            this.builder = builder;
        }

        void append(String line, int linePage) {
            if (text.isEmpty()) {
                text.append(line);
                page = linePage;
                return;
            }
            char last = text.charAt(text.length() - 1);
            boolean hyphenated = last == '-' && text.length() > 1 && Character.isLetter(text.charAt(text.length() - 2));
            if (!hyphenated) {
                text.append(' ');
            }
            text.append(line);
        }

        void end() {
            if (!text.isEmpty()) {
                builder.add(text.toString(), null, 0, page);
                text.setLength(0);
            }
        }
    }

    /** A line's text with plain spaces, and its geometry if PDFBox gave one. */
    private record Line(String text, LineGeometry geometry) {
        static Line of(String raw) {
            int marker = raw.indexOf(LineGeometry.MARKER);
            return marker < 0 ? new Line(HeadingShapes.plainSpaces(raw), null)
                : new Line(HeadingShapes.plainSpaces(raw.substring(0, marker)), LineGeometry.parse(raw.substring(marker + 1)));
        }
    }
}
