package dev.clauselens.documents.extract;

import java.util.regex.Pattern;

/** How a line of text looks: the shape tests shared by extraction and section detection. */
public final class HeadingShapes {
    private static final int MAX_HEADING_WORDS = 12;
    /** A line that opens a clause or list item: {@code 1.}, {@code 1.2}, {@code (a)}, {@code ARTICLE}, a bullet. */
    private static final Pattern CLAUSE_OPENER = Pattern.compile(
        "^(\\(?[a-zA-Z]{1,4}\\)|[a-z]\\.\\s|[A-Z]\\.\\s+\\p{Ll}|\\(?\\d{1,2}(\\.\\d{1,3})*[.)]|(ARTICLE|Article|SECTION|Section)\\s+\\w+|[-*+•●▪◦]\\s)");
    /** The words that open the recitals, the operative part or the signatures, written in capitals as forms do. */
    private static final Pattern PART_OPENER = Pattern.compile("^(WHEREAS|NOW,? THEREFORE|NOW IT IS|IT IS (HEREBY )?AGREED|IN WITNESS WHEREOF)\\b");
    /** A term defined in passing, {@code ("CPR")}: a party line or a sentence, which headings never do... */
    private static final Pattern DEFINES = Pattern.compile("\\(\\s*(?:the\\s+)?[\"“][^\"”]{1,40}[\"”]\\s*\\)");
    /** ...but for a title naming its own short form, {@code NON-DISCLOSURE AGREEMENT ("CNDA")}. */
    private static final Pattern DOCUMENT_TITLE = Pattern.compile("\\b(AGREEMENT|UNDERTAKING|CONTRACT|DEED|MEMORANDUM)\\b");
    /** A sentence in capitals, its verb and its full stop: "CONFIDENTIAL INFORMATION IS PROVIDED "AS IS" WITHOUT WARRANTY." */
    private static final Pattern CAPITALS_SENTENCE = Pattern.compile("\\S\\s+(?:IS|ARE|SHALL|WILL|MAY|MUST)\\s+\\S.*\\.$");
    /** A line of a table of contents: a heading, a leader of dots or a tab, its page ("4 Definition of confidential information ....4"). */
    private static final Pattern CONTENTS_LINE = Pattern.compile("\\S.{0,250}?(?:\\s*(?:\\.\\s?){4,}|\\s*…{2,}|\\t)\\s*\\d{1,3}");
    /** The leader every contents entry has: most paragraphs have none, and are done with at once. */
    private static final Pattern LEADER = Pattern.compile("(?:\\.\\s?){4}|…{2}|\\t");
    private static final Pattern UNICODE_SPACES = Pattern.compile("[\\s\\u00A0\\u2000-\\u200B\\u202F\\u205F\\u3000]+");

    private HeadingShapes() {
    }

    /** A short line written in capitals that does not end mid-sentence, such as {@code CONFIDENTIALITY}. */
    public static boolean isAllCapsHeading(String line) {
        String text = line.strip();
        if (text.isEmpty() || text.length() > 120 || wordCount(text) > MAX_HEADING_WORDS) {
            return false;
        }
        char last = text.charAt(text.length() - 1);
        if (last == ',' || last == ';' || DEFINES.matcher(text).find() && !DOCUMENT_TITLE.matcher(text).find()
            || CAPITALS_SENTENCE.matcher(text).find()) {
            return false;
        }
        return inCapitals(text);
    }

    /** Text written in capitals, whatever its length: three capitals at least, and a lower-case letter at most for ten of them. */
    public static boolean inCapitals(String text) {
        int upper = 0;
        int lower = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isUpperCase(c)) {
                upper++;
            } else if (Character.isLowerCase(c)) {
                lower++;
            }
        }
        return upper >= 3 && lower * 10 <= upper;
    }

    /** A term defined in passing, such as {@code ("NGO")}: the mark of a party line or a sentence. */
    public static boolean definesTerm(String text) {
        return DEFINES.matcher(text).find();
    }

    /** {@code text} is entries of a table of contents, one or more, each ending on its own line. */
    public static boolean isContents(String text) {
        if (!LEADER.matcher(text).find()) {
            return false;
        }
        StringBuilder entry = new StringBuilder();
        for (String line : text.strip().split("\\R")) {
            entry.append(entry.isEmpty() ? "" : " ").append(line.strip());
            if (CONTENTS_LINE.matcher(entry).matches()) {
                entry.setLength(0);
            }
        }
        return entry.isEmpty() && !text.isBlank();
    }

    public static boolean opensClause(String line) {
        return CLAUSE_OPENER.matcher(line).find();
    }

    /** A line that opens the recitals, the operative part or the signatures: "WHEREAS", "NOW, THEREFORE", "IN WITNESS WHEREOF". */
    public static boolean opensPart(String line) {
        return PART_OPENER.matcher(line).find();
    }

    /** White space in the Unicode sense: Java's {@code isWhitespace} leaves out the no-break space. */
    public static boolean isSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    /** Every kind of space as a plain space, runs of them as one, none at either end. */
    public static String plainSpaces(String text) {
        return UNICODE_SPACES.matcher(text).replaceAll(" ").strip();
    }

    public static int wordCount(String text) {
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            boolean letter = !isSpace(text.charAt(i));
            if (letter && !inWord) {
                words++;
            }
            inWord = letter;
        }
        return words;
    }
}
