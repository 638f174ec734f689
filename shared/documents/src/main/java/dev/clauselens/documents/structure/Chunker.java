package dev.clauselens.documents.structure;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.document.Paragraph;
import dev.clauselens.documents.extract.HeadingShapes;
import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Cuts the document into clause chunks: a chunk is a clause paragraph; fragments too short to be a
 * sentence join a neighbour; consecutive signature and form-field paragraphs form one chunk each;
 * a chunk over the token limit is split at sentence boundaries (at word boundaries if a single
 * sentence is longer still). Every chunk is an exact span of the raw text.
 */
final class Chunker {
    private static final Pattern ABBREVIATION = Pattern.compile(
        "(?i).*\\b(inc|ltd|co|corp|no|nos|sec|art|para|cl|u\\.s|e\\.g|i\\.e|etc|vs|mr|mrs|ms|dr|st|jr|sr|llc|l\\.p|n\\.a)\\.\\s*$");

    private record Unit(int firstParagraph, int lastParagraph, int start, int end, List<String> path, ChunkKind kind,
                        boolean fragment) {
    }

    private final String text;
    private final List<Paragraph> paragraphs;
    private final List<ParagraphRole> roles;
    private final int maxTokens;

    private Chunker(String text, List<Paragraph> paragraphs, List<ParagraphRole> roles, int maxTokens) {
        this.text = text;
        this.paragraphs = paragraphs;
        this.roles = roles;
        this.maxTokens = maxTokens;
    }

    static List<Chunk> chunk(String text, List<Paragraph> paragraphs, List<ParagraphRole> roles, int maxTokens) {
        return new Chunker(text, paragraphs, roles, maxTokens).run();
    }

    static int estimateTokens(int characters) {
        return (characters + 3) / 4;
    }

    private List<Chunk> run() {
        List<Chunk> chunks = new ArrayList<>();
        for (Unit unit : merge(units())) {
            for (int[] span : split(unit.start(), unit.end())) {
                chunks.add(toChunk(chunks.size(), span[0], span[1], unit));
            }
        }
        return chunks;
    }

    private List<Unit> units() {
        List<Unit> units = new ArrayList<>();
        for (int i = 0; i < paragraphs.size(); i++) {
            ParagraphRole role = roles.get(i);
            Paragraph paragraph = paragraphs.get(i);
            int[] span = trim(paragraph.start(), paragraph.end());
            if (role.heading() || span[0] == span[1]) {
                continue;
            }
            units.add(new Unit(i, i, span[0], span[1], role.sectionPath(), role.kind(), role.fragment()));
        }
        return units;
    }

    /** Joins fragments to a neighbour (the one before if it can), and runs of signature or form-field paragraphs into one. */
    private List<Unit> merge(List<Unit> units) {
        List<Unit> merged = new ArrayList<>();
        Unit pending = null;
        for (Unit unit : units) {
            if (pending != null) {
                if (adjacent(pending, unit) && pending.kind() == unit.kind() && within(unit, pending)) {
                    unit = join(pending, unit, unit.path());
                } else {
                    merged.add(pending);
                }
                pending = null;
            }
            Unit previous = merged.isEmpty() ? null : merged.getLast();
            boolean sameRun = previous != null && adjacent(previous, unit) && previous.kind() == unit.kind();
            if (sameRun && (unit.kind() != ChunkKind.CLAUSE || (unit.fragment() && fits(previous, unit)))) {
                merged.set(merged.size() - 1, join(previous, unit, previous.path()));
            } else if (unit.fragment() && unit.kind() == ChunkKind.CLAUSE) {
                pending = unit;
            } else {
                merged.add(unit);
            }
        }
        if (pending != null) {
            merged.add(pending);
        }
        return merged;
    }

    private boolean adjacent(Unit first, Unit second) {
        for (int i = first.lastParagraph() + 1; i < second.firstParagraph(); i++) {
            if (roles.get(i).heading()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code unit} is in {@code fragment}'s section or below it: a fragment joins the text that goes on in its section,
     * not the next numbered clause ("Attention: ____" of a notice address is no part of "14. Modification").
     */
    private static boolean within(Unit unit, Unit fragment) {
        return unit.path().size() >= fragment.path().size() && unit.path().subList(0, fragment.path().size()).equals(fragment.path());
    }

    private boolean fits(Unit first, Unit second) {
        return estimateTokens(second.end() - first.start()) <= maxTokens;
    }

    private static Unit join(Unit first, Unit second, List<String> path) {
        return new Unit(first.firstParagraph(), second.lastParagraph(), first.start(), second.end(), path,
            first.kind(), false);
    }

    /** Spans under the token limit, cut after sentences. */
    private List<int[]> split(int start, int end) {
        List<int[]> spans = new ArrayList<>();
        if (estimateTokens(end - start) <= maxTokens) {
            spans.add(new int[] {start, end});
            return spans;
        }
        int maxChars = maxTokens * 4;
        List<Integer> cuts = sentenceEnds(start, end);
        int from = start;
        int lastFit = -1;
        for (int cut : cuts) {
            if (cut - from <= maxChars) {
                lastFit = cut;
                continue;
            }
            if (lastFit > from) {
                from = addSpan(spans, from, lastFit);
            }
            while (cut - from > maxChars) {
                from = addSpan(spans, from, wordCut(from, from + maxChars));
            }
            lastFit = cut;
        }
        if (from < end) {
            addSpan(spans, from, end);
        }
        return spans;
    }

    private int addSpan(List<int[]> spans, int from, int to) {
        int[] span = trim(from, to);
        if (span[0] < span[1]) {
            spans.add(span);
        }
        return to;
    }

    private List<Integer> sentenceEnds(int start, int end) {
        BreakIterator sentences = BreakIterator.getSentenceInstance(Locale.ENGLISH);
        sentences.setText(text.substring(start, end));
        List<Integer> cuts = new ArrayList<>();
        for (int boundary = sentences.next(); boundary != BreakIterator.DONE; boundary = sentences.next()) {
            int absolute = start + boundary;
            if (absolute < end && ABBREVIATION.matcher(text.substring(Math.max(start, absolute - 12), absolute)).matches()) {
                continue;
            }
            cuts.add(absolute);
        }
        if (cuts.isEmpty() || cuts.getLast() != end) {
            cuts.add(end);
        }
        return cuts;
    }

    /** The last white space before {@code limit}, preferring one after a semicolon or comma. */
    private int wordCut(int from, int limit) {
        for (String mark : List.of("; ", ", ", " ")) {
            int at = text.lastIndexOf(mark, limit - mark.length());
            if (at > from + (limit - from) / 2) {
                return at + mark.length();
            }
        }
        return limit;
    }

    private int[] trim(int start, int end) {
        while (start < end && HeadingShapes.isSpace(text.charAt(start))) {
            start++;
        }
        while (end > start && HeadingShapes.isSpace(text.charAt(end - 1))) {
            end--;
        }
        return new int[] {start, end};
    }

    private Chunk toChunk(int index, int start, int end, Unit unit) {
        Paragraph first = paragraphAt(start, unit.firstParagraph(), unit.lastParagraph());
        Paragraph last = paragraphAt(end - 1, first.index(), unit.lastParagraph());
        return new Chunk("c%04d".formatted(index + 1), index, text.substring(start, end), unit.path(),
            estimateTokens(end - start), start, end, first.index(), start - first.start(), last.index(),
            end - last.start(), unit.kind());
    }

    private Paragraph paragraphAt(int offset, int from, int to) {
        for (int i = to; i >= from; i--) {
            if (paragraphs.get(i).start() <= offset) {
                return paragraphs.get(i);
            }
        }
        return paragraphs.get(from);
    }
}
