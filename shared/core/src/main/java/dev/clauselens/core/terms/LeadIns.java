package dev.clauselens.core.terms;

import dev.clauselens.core.document.Chunk;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Clauses read as a lawyer reads a list: an item after every lead-in above it ("neither Seller nor its affiliates will,
 * directly or indirectly:" / "(ii) recruit or hire any employee of the Company"), so that the duty an item completes is
 * read with it.
 */
public final class LeadIns {
    /** Bullets: typed, or the Symbol and Wingdings fonts' that exports from Word keep as private-use characters. */
    public static final String BULLETS = "-•–●▪◦\uF0B7\uF0A7";
    private static final Pattern LIST_ITEM = Pattern.compile("^\\s*(\\(?[a-zA-Z0-9]{1,4}[.)]|[" + BULLETS + "])\\s");

    /** The longest lead-in a list item is read after: a covenant's may name its period and its parties before the colon. */
    public static final int LEAD_IN_LENGTH = 400;

    private LeadIns() {
    }

    /**
     * One clause as it is read.
     *
     * @param chunk  the clause
     * @param text   its words after its lead-ins' (each lead-in read with its own), a line break read as a space; its own
     *               words are the text's last {@code chunk.content().length()} characters
     * @param leadIn the lead-in just above it, or {@code null} when it is no item under one
     */
    public record Read(Chunk chunk, String text, Chunk leadIn) {
        /** Where the clause's own words start in {@link #text()}. */
        public int ownStart() {
            return text.length() - chunk.content().length();
        }
    }

    /**
     * Each of {@code clauses} (in document order) as it is read, a clause that introduces a list (a colon, or in Commonwealth
     * drafting a dash: "... persuade any person -") being a lead-in when it is shorter than {@code leadInLength} characters. An item marked like the lead-in it follows is that lead-in's sibling, not one of
     * its items: "(c) ... neither Party shall:" / "(x) ..." / "(y) ..." / "(d) Notice." ends at "(d)".
     */
    public static List<Read> read(List<Chunk> clauses, int leadInLength) {
        List<Read> reads = new ArrayList<>(clauses.size());
        Deque<Read> leadIns = new ArrayDeque<>();
        for (Chunk chunk : clauses) {
            String content = chunk.content();
            String marker = marker(content);
            if (marker == null) {
                leadIns.clear();
            }
            while (marker != null && !leadIns.isEmpty() && marker.equals(marker(leadIns.peek().chunk().content()))) {
                leadIns.pop();
            }
            Read itsLeadIn = marker == null ? null : leadIns.peek();
            // a line break is a space to the patterns, whose "." stops at one ("required by law ... must:\n(a) ... notify")
            String own = content.replace('\n', ' ');
            Read read = itsLeadIn == null ? new Read(chunk, own, null)
                : new Read(chunk, itsLeadIn.text().strip() + " " + own, itsLeadIn.chunk());
            reads.add(read);
            String trimmed = content.strip();
            if (trimmed.length() < leadInLength && TermPatterns.introducesList(trimmed)) {
                // a lead-in that is itself an item is read with its own lead-in: "If required by law, it must:" / "(a) before
                // doing so:" / "(i) notify the Discloser" is read whole
                leadIns.push(read);
            }
        }
        return reads;
    }

    /** An item's words after its marker ("grants ... any licence" of "a.  grants ... any licence"), for patterns a "." stops. */
    public static String withoutMarker(String content) {
        Matcher item = LIST_ITEM.matcher(content);
        return item.find() ? content.substring(item.end()) : content;
    }

    /**
     * How a list item is marked, {@code null} for no item: "(a)" and "(c)" alike, "(ii)" a roman numeral, "1." and "(1)"
     * apart, every bullet alike.
     */
    private static String marker(String content) {
        Matcher item = LIST_ITEM.matcher(content);
        if (!item.find()) {
            return null;
        }
        String marker = item.group(1);
        String label = marker.replaceAll("[().]", "");
        if (label.isEmpty() || BULLETS.contains(label)) {
            return "bullet";
        }
        String kind = label.matches("\\d+") ? "1" : label.matches("[ivx]+") ? "i" : label.matches("[IVX]+") ? "I"
            : label.matches("[a-z]+") ? "a" : label.matches("[A-Z]+") ? "A" : label;
        return marker.replace(label, kind);
    }
}
