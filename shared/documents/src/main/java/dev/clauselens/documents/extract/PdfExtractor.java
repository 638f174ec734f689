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
 * Text from a PDF with PDFBox: PDFBox's own line and paragraph detection, lines of a paragraph
 * joined with spaces, page numbers dropped, and text a reader cannot see flagged.
 */
final class PdfExtractor {
    static final char PARAGRAPH_START = '\u0002';
    static final char PARAGRAPH_END = '\u0003';
    static final char PAGE_START = '\u000C';

    private static final Pattern PAGE_NUMBER = Pattern.compile(
        "(?i)(page\\s+)?[-–—]?\\s*\\d{1,3}\\s*[-–—]?(\\s+of\\s+\\d{1,3})?|\\d{1,3}\\s*/\\s*\\d{1,3}");

    private static final int RUNNING_LINE_DEPTH = 2;
    private static final int RUNNING_LINE_MIN_PAGES = 3;
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
        List<List<List<String>>> pages = pages(marked);
        Set<String> running = runningLines(pages);
        int emptyPages = 0;
        for (int page = 0; page < pages.size(); page++) {
            List<List<String>> blocks = pages.get(page);
            trimRunningLines(blocks, running);
            boolean any = false;
            for (List<String> block : blocks) {
                any |= addBlock(block, builder, page + 1);
            }
            if (!any) {
                emptyPages++;
            }
        }
        return emptyPages;
    }

    /** Pages, each a list of PDFBox paragraphs, each a list of non-empty lines without page numbers. */
    private static List<List<List<String>>> pages(String marked) {
        List<List<List<String>>> pages = new ArrayList<>();
        String[] pageTexts = marked.split(String.valueOf(PAGE_START), -1);
        for (int i = 1; i < pageTexts.length; i++) {
            List<List<String>> blocks = new ArrayList<>();
            for (String block : pageTexts[i].split("[" + PARAGRAPH_START + PARAGRAPH_END + "]")) {
                List<String> lines = new ArrayList<>();
                for (String rawLine : block.split("\n")) {
                    String line = HeadingShapes.plainSpaces(rawLine);
                    if (!line.isEmpty() && !PAGE_NUMBER.matcher(line).matches()) {
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
     * of at least half the pages, and of three pages at least.
     */
    private static Set<String> runningLines(List<List<List<String>>> pages) {
        if (pages.size() < RUNNING_LINE_MIN_PAGES) {
            return Set.of();
        }
        Map<String, Integer> pagesWithLine = new HashMap<>();
        for (List<List<String>> blocks : pages) {
            List<String> lines = blocks.stream().flatMap(List::stream).toList();
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

    private static void trimRunningLines(List<List<String>> blocks, Set<String> running) {
        if (running.isEmpty()) {
            return;
        }
        for (int n = 0; n < RUNNING_LINE_DEPTH && !blocks.isEmpty(); n++) {
            removeIfRunning(blocks, 0, 0, running);
            if (!blocks.isEmpty()) {
                List<String> last = blocks.getLast();
                removeIfRunning(blocks, blocks.size() - 1, last.size() - 1, running);
            }
        }
    }

    /** Removes the line if it is a running one, unless it is the last line left on the page. */
    private static void removeIfRunning(List<List<String>> blocks, int block, int line, Set<String> running) {
        List<String> lines = blocks.get(block);
        boolean lastOnPage = blocks.size() == 1 && lines.size() == 1;
        if (!lastOnPage && running.contains(runningKey(lines.get(line)))) {
            lines.remove(line);
            if (lines.isEmpty()) {
                blocks.remove(block);
            }
        }
    }

    private static String runningKey(String line) {
        return line.replaceAll("\\d+", "#").toLowerCase(Locale.ROOT);
    }

    /** Adds one PDFBox paragraph, splitting it where a line opens a numbered clause, follows a heading or ends a contents entry. */
    private static boolean addBlock(List<String> lines, TextBuilder builder, int page) {
        var paragraph = new StringBuilder();
        String previous = null;
        for (String line : lines) {
            if (previous != null && startsNewParagraph(previous, line)) {
                builder.add(paragraph.toString(), null, 0, page);
                paragraph.setLength(0);
            }
            appendLine(paragraph, line);
            previous = line;
        }
        builder.add(paragraph.toString(), null, 0, page);
        return !lines.isEmpty();
    }

    private static boolean startsNewParagraph(String previous, String line) {
        if (HeadingShapes.opensClause(line) && endsSentenceOrHeading(previous) || HeadingShapes.isContents(previous)) {
            return true; // a clause opens, or an entry of a table of contents ended ("Term ........6")
        }
        return HeadingShapes.isAllCapsHeading(previous) && !HeadingShapes.isAllCapsHeading(line);
    }

    private static boolean endsSentenceOrHeading(String line) {
        char last = line.charAt(line.length() - 1);
        return ".;:!?)".indexOf(last) >= 0 || HeadingShapes.isAllCapsHeading(line) || line.length() < 60;
    }

    private static void appendLine(StringBuilder paragraph, String line) {
        if (paragraph.isEmpty()) {
            paragraph.append(line);
            return;
        }
        char last = paragraph.charAt(paragraph.length() - 1);
        boolean hyphenated = last == '-' && paragraph.length() > 1
            && Character.isLetter(paragraph.charAt(paragraph.length() - 2));
        if (!hyphenated) {
            paragraph.append(' ');
        }
        paragraph.append(line);
    }
}
