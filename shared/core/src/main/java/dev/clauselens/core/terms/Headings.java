package dev.clauselens.core.terms;

import dev.clauselens.core.document.Chunk;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A clause's heading as drafters write it: its own, run into its first words ("6. Return of Materials. The Recipient ...",
 * "Section 6.1. Non-Compete. During the term ..."), else the nearest section heading over it that names a topic. The Classifier
 * weighs it; the key terms read a covenant's clauses by it.
 */
public final class Headings {
    /** A clause's number or list marker: "7.", "2.3", "(a)", "iv)", "Section 4". */
    public static final String MARKER_SOURCE = "^\\s*(?:(?:section|article|clause)\\s+)?(?:\\d+(?:\\.\\d+)*\\.?|\\(?[a-zA-Z0-9]{1,4}[.)])";
    /**
     * A section's number: "7.", "2.3", "IV.", "Section 4" or "ARTICLE IV". A Roman numeral needs its dot or bracket (or
     * the word before it), and a number is followed by a space, so that "INTRODUCTION" or "Indemnification" is a heading,
     * not the numeral "I" and a word.
     */
    public static final Pattern NUMBERING = Pattern.compile("^\\s*(?:(?:section|article|clause)\\s+(?:[IVXivx]+|\\d+(?:\\.\\d+)*)[.)]?"
        + "|\\d+(?:\\.\\d+)*[.)]?|[IVXivx]+[.)])(?=\\s|$)\\s*", Pattern.CASE_INSENSITIVE);
    private static final Pattern LEADING = Pattern.compile(MARKER_SOURCE + "?\\s*(?:\\*\\*|__|_)?"
        + "([A-Z][\\p{L} ,'’&/-]{2,70}?)(?:\\*\\*|__|_)?(?:\\s*[.:|–—-]\\s|\\s*\\|)");
    /** The agreement's own title over its opening ("NON-DISCLOSURE AGREEMENT"), which names no clause's topic. */
    private static final Pattern DOCUMENT_TITLE = Pattern.compile("(?i)((mutual|reciprocal|unilateral|one-way|bilateral)\\s+)?"
        + "(non-?disclosure|confidentiality|secrecy)(\\s+and\\s+non-?disclosure)?\\s+(agreement|undertaking)\\b");
    /** The most words a heading has. */
    private static final int MOST_WORDS = 8;

    private Headings() {
    }

    /** The clause's own leading heading ("6. Return of Materials." / "Governing Law | ..."), else its section's. */
    public static String of(Chunk chunk) {
        String own = own(chunk);
        return own != null ? own : section(chunk);
    }

    /** The clause's own leading heading ("(d) Headings. All headings ..."), if it has one. */
    public static String own(Chunk chunk) {
        Matcher own = LEADING.matcher(chunk.content());
        return own.lookingAt() && words(own.group(1)) <= MOST_WORDS ? own.group(1).strip() : null;
    }

    /** The nearest heading over the clause that names a topic: not a bare number nor the agreement's title. */
    public static String section(Chunk chunk) {
        for (String section : chunk.sectionPath().reversed()) {
            String title = NUMBERING.matcher(section).replaceFirst("").replaceAll("[*_]", "").strip().replaceFirst(":$", "");
            if (title.chars().filter(Character::isLetter).count() >= 3 && words(title) <= MOST_WORDS && !DOCUMENT_TITLE.matcher(title).lookingAt()) {
                return title;
            }
        }
        return null;
    }

    /** Where the clause's own leading heading ends in {@code text}, or -1 where it has none. */
    public static int ownEnd(String text) {
        Matcher own = LEADING.matcher(text);
        return own.lookingAt() && words(own.group(1)) <= MOST_WORDS ? own.end() : -1;
    }

    private static int words(String text) {
        return text.isBlank() ? 0 : text.strip().split("\\s+").length;
    }
}
