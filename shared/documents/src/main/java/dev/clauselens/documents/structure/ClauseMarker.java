package dev.clauselens.documents.structure;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The number a paragraph opens with, such as {@code 7.2}, {@code (a)} or {@code ARTICLE IV}.
 *
 * @param kind     numbering style
 * @param depth    for decimals the count of numbers ({@code 1.2} is 2), otherwise 1
 * @param label    the marker as written, without a trailing full stop
 * @param value    the marker's letters or digits alone ({@code a} for {@code (a)})
 * @param restFrom index in the paragraph where the text after the marker starts
 */
record ClauseMarker(MarkerKind kind, int depth, String label, String value, int restFrom) {

    private static final Pattern EMPHASIS = Pattern.compile("^(?:[-*+•]\\s+)?(\\*\\*|__|\\*|_)?");
    private static final Pattern ARTICLE = Pattern.compile("^(?:ARTICLE|Article)\\s+([IVXLC]+|\\d{1,3}|[A-Z])\\b\\.?");
    private static final Pattern SECTION = Pattern.compile("^(?:SECTION|Section)\\s*(\\d{1,3}(?:\\.\\d{1,3})*)\\.?(?=[\\s:.\\-–—]|$)");
    /** "§ 2 Definition": in German drafting a paragraph over numbered items of its own ("1.", "(1)"), so ranked as an article. */
    private static final Pattern PARAGRAPH_SIGN = Pattern.compile("^§\\s*(\\d{1,3})\\.?(?=[\\s:.\\-–—]|$)");
    private static final Pattern DECIMAL = Pattern.compile("^(\\d{1,2}(?:\\.\\d{1,3})*)(\\.?)(?=\\s|$|\\*)");
    private static final Pattern NUMBER_PAREN = Pattern.compile("^\\(?(\\d{1,2})\\)(?=\\s|$)");
    private static final Pattern PAREN = Pattern.compile("^\\(([a-zA-Z]{1,5})\\)(?=\\s|$)|^([a-zA-Z]{1,5})\\)(?=\\s)");
    private static final Pattern LETTER_DOT = Pattern.compile("^([a-zA-Z]|[IVXLCivxlc]{1,5})\\.(?=\\s)");
    private static final Pattern ROMAN = Pattern.compile("[ivxlc]+|[IVXLC]+");
    private static final Pattern BARE_NUMBER = Pattern.compile("^(\\d{1,2})\\s+(?=\\p{Lu})");

    /** Reads the marker at the start of {@code text}, or returns {@code null}. */
    static ClauseMarker parse(String text) {
        int offset = 0;
        Matcher emphasis = EMPHASIS.matcher(text);
        if (emphasis.find()) {
            offset = emphasis.end();
        }
        String body = text.substring(offset);
        Matcher m;
        if ((m = ARTICLE.matcher(body)).find() || (m = PARAGRAPH_SIGN.matcher(body)).find()) {
            return new ClauseMarker(MarkerKind.ARTICLE, 1, strip(m.group()), m.group(1), offset + m.end());
        }
        if ((m = SECTION.matcher(body)).find()) {
            String number = m.group(1);
            return new ClauseMarker(MarkerKind.DECIMAL, depth(number), strip(m.group()), number, offset + m.end());
        }
        if ((m = DECIMAL.matcher(body)).find()) {
            String number = m.group(1);
            if (m.group(2).isEmpty() && !number.contains(".")) {
                return null;
            }
            return new ClauseMarker(MarkerKind.DECIMAL, depth(number), number + m.group(2), number, offset + m.end());
        }
        if ((m = NUMBER_PAREN.matcher(body)).find()) {
            return new ClauseMarker(MarkerKind.NUMBER_PAREN, 1, m.group(), m.group(1), offset + m.end());
        }
        if ((m = PAREN.matcher(body)).find()) {
            String value = m.group(1) != null ? m.group(1) : m.group(2);
            MarkerKind kind = letterKind(value, true);
            return kind == null ? null : new ClauseMarker(kind, 1, m.group(), value, offset + m.end());
        }
        if ((m = LETTER_DOT.matcher(body)).find()) {
            String value = m.group(1);
            MarkerKind kind = letterKind(value, false);
            return kind == null ? null : new ClauseMarker(kind, 1, value + ".", value, offset + m.end());
        }
        return null;
    }

    /**
     * A number with no point before a capital ("1 Interpretation"): a top-level clause number in the English style, or the
     * start of an address ("9 Old Hall Street"); the caller decides by what follows.
     */
    static ClauseMarker bareNumber(String text) {
        Matcher m = BARE_NUMBER.matcher(text);
        return m.find() ? new ClauseMarker(MarkerKind.DECIMAL, 1, m.group(1), m.group(1), m.end()) : null;
    }

    /** Whether this marker could also be read as the letter after {@code previous} ((h) then (i)). */
    boolean continuesLetters(ClauseMarker previous) {
        if (previous == null || value.length() != 1 || previous.value.length() != 1) {
            return false;
        }
        return value.charAt(0) == previous.value.charAt(0) + 1;
    }

    /** The same marker read as a letter rather than a Roman numeral. */
    ClauseMarker asLetter() {
        MarkerKind letter = Character.isLowerCase(value.charAt(0)) ? MarkerKind.LOWER_ALPHA
            : label.startsWith("(") ? MarkerKind.UPPER_ALPHA_PAREN : MarkerKind.UPPER_ALPHA_DOT;
        return new ClauseMarker(letter, depth, label, value, restFrom);
    }

    boolean isRoman() {
        return kind == MarkerKind.LOWER_ROMAN || kind == MarkerKind.UPPER_ROMAN;
    }

    private static MarkerKind letterKind(String value, boolean parenthesised) {
        boolean lower = Character.isLowerCase(value.charAt(0));
        if (ROMAN.matcher(value).matches()) {
            return lower ? MarkerKind.LOWER_ROMAN : MarkerKind.UPPER_ROMAN;
        }
        if (value.length() > 2) {
            return null;
        }
        if (lower) {
            return MarkerKind.LOWER_ALPHA;
        }
        return parenthesised ? MarkerKind.UPPER_ALPHA_PAREN : MarkerKind.UPPER_ALPHA_DOT;
    }

    private static int depth(String number) {
        return (int) number.chars().filter(c -> c == '.').count() + 1;
    }

    private static String strip(String label) {
        String trimmed = label.strip();
        return trimmed.endsWith(".") ? trimmed.substring(0, trimmed.length() - 1) : trimmed;
    }
}
