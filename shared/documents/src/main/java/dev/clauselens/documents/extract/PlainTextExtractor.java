package dev.clauselens.documents.extract;

import dev.clauselens.core.document.SourceType;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.documents.ParserLimits;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plain text and Markdown. The raw text is the file's text with line endings and spaces normalised and Markdown's marks
 * taken out ({@link MarkdownMarkup}): what a reader of the rendered document sees, which quotes then match. Paragraphs
 * are runs of lines, broken at blank lines, at headings, at numbered openers, before "WHEREAS" and the like, and after
 * lines that end a sentence (one paragraph a line, as text exported from PDFs often has). Markdown headings ({@code #} and
 * underlined) become headings, unless they are prose: converters make a heading of each paragraph in a heading's style.
 */
final class PlainTextExtractor {
    private static final Pattern ATX_HEADING = Pattern.compile("^(#{1,6})(?:\\s+(.*?))?\\s*#*\\s*$");
    /** A heading's text that is prose: it opens in lower case, runs on past a title's length, or ends a sentence of many words. */
    private static final Pattern PROSE = Pattern.compile("\\p{Ll}.*|.{121,}|(?:\\S+\\s+){7,}(?:\\S*[.;:,]|and|or)");
    /** A heading's text that is a form's field left blank: "### EFFECTIVE DATE: _________________", "## Date: [Date]". */
    private static final Pattern BLANK_FIELD = Pattern.compile("[^:]{2,40}:\\s*(?:_{3,}|\\[[^\\]]{1,60}])");
    private static final Pattern SETEXT_UNDERLINE = Pattern.compile("^(=+|-{2,})\\s*$");
    private static final Pattern THEMATIC_BREAK = Pattern.compile("^([-*_]\\s*){3,}$");
    private static final Pattern TABLE_SEPARATOR = Pattern.compile("^\\|?\\s*:?-{3,}.*\\|.*$");
    /** A number written out, then its figure in brackets on the next line: "a period of eighteen" / "(18) months", one sentence. */
    private static final Pattern NUMBER_WORD_END = Pattern.compile("(?i)\\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
        + "|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|ninety|hundred)$");
    private static final Pattern FIGURE_IN_BRACKETS = Pattern.compile("^\\(\\d{1,4}\\)\\s+\\p{Ll}");
    /** A lettered clause with a title in capitals run into the end of the one before, as PDFs export forms: "... entity. B. MAINTAINING CONFIDENTIALITY: The". */
    private static final Pattern RUN_IN_CLAUSE = Pattern.compile("(?<=[.;])\\s+(?=[A-Z]\\.\\s+[A-Z][A-Z ,'’&/-]{3,60}:\\s)");
    /** A line that opens a numbered clause: "7. The Receiving Party shall ...". */
    private static final Pattern NUMBERED_LINE = Pattern.compile("^(\\d{1,2})\\.\\s+\\p{Lu}");
    /** A numbered clause after a sentence's end inside a line: " 8. All right, title ...". */
    private static final Pattern CLAUSE_AFTER_SENTENCE = Pattern.compile("(?<=[.;])\\s+(\\d{1,2})\\.\\s+\\p{Lu}");
    /** A subclause's number opening a line ("3.1 At the request ..."), and one run in after a sentence's end (" 3.2 If the ..."). */
    private static final Pattern SUBCLAUSE_LINE = Pattern.compile("^(\\d{1,2}(?:\\.\\d{1,3})+)\\.?\\s+\\p{Lu}");
    private static final Pattern SUBCLAUSE_AFTER_SENTENCE = Pattern.compile("(?<=[.;])\\s+(\\d{1,2}(?:\\.\\d{1,3})+)\\.?\\s+\\p{Lu}");
    /** A clause's number and title on a line of their own, short of a wrapped line: "5 Reverse engineering, decompilation and re-identification". */
    private static final Pattern NUMBERED_TITLE = Pattern.compile("^(?:§\\s*)?\\d{1,2}\\s+\\p{Lu}[^.;:!?]{2,66}"
        // a title ends on a word of its own, not on a joining word: "2 Business Days after the end of the Purpose and" goes on
        + "(?<!\\s(?i:and|or|of|the|to|a|an|in|for|by|with|that|which|within|after|before|from|than))$");
    /** A party's defined name on a line of its own between dashes, as German forms put it: "– in the following referred to as “the company” –". */
    private static final Pattern DASHED_ASIDE = Pattern.compile("^[–—-]\\s.*\\s[–—-]$");
    /**
     * A title in capitals run into the text after it, or after a sentence's end at the end of a line, as PDFs export forms: "DO
     * NOT CIRCUMVENT SELLER AND/OR BROKER Buyer will not ...", "... customers. CONFIDENTIAL INFORMATION IS PROVIDED BY SELLER".
     */
    private static final Pattern RUN_IN_TITLE = Pattern.compile("^\\p{Lu}[\\p{Lu}/&'’-]+(?:\\s+\\p{Lu}[\\p{Lu}/&'’-]*){2,9}\\s+(?=\\p{Lu}\\p{Ll}+\\s+\\p{Ll})"
        + "|(?<=\\p{Ll}[.;])\\s+(?=\\p{Lu}[\\p{Lu}/&'’-]+(?:\\s+\\p{Lu}[\\p{Lu}/&'’-]*){2,9}$)");
    /** A clause lettered with a capital and a point: "E. Is independently developed ...", "F. The Recipient is required ...". */
    private static final Pattern CAPITAL_LETTER_ITEM = Pattern.compile("^([A-Z])\\.\\s");
    /** A sentence's end with a footnote's number after it: "... listed in the annex to this Agreement.1". */
    private static final Pattern FOOTNOTE_AFTER_SENTENCE = Pattern.compile("\\p{Ll}[.;]\\d{1,2}$");
    /** A line this short ends its paragraph: wrapped lines are longer, headings and labels shorter. */
    private static final int SHORT_LINE = 50;
    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    private PlainTextExtractor() {
    }

    static ExtractedText extract(byte[] bytes, ParserLimits limits) {
        String decoded = decode(bytes);
        String text = normalise(MarkdownMarkup.read(decoded));
        Limits.checkCharacters(text.length(), limits.maxCharacters());
        var paragraphs = new Segmenter(text).segment();
        if (paragraphs.isEmpty()) {
            throw new DocumentRejectedException(ErrorCode.NO_TEXT, "The file contains no text.");
        }
        boolean markdown = paragraphs.stream().anyMatch(p -> p.headingLevel() > 0)
            || decoded.contains("**") || text.contains("](");
        return new ExtractedText(markdown ? SourceType.MARKDOWN : SourceType.TEXT, text, paragraphs, null, 0,
            List.of());
    }

    static String decode(byte[] bytes) {
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            return new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
        }
        if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE) {
            return new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16LE);
        }
        if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF) {
            return new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16BE);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(bytes))
                .toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, WINDOWS_1252);
        }
    }

    /**
     * Unix line endings; other control characters, and no-break and other Unicode spaces (which no pattern's {@code \\s}
     * matches: "governed\u00A0by\u00A0the\u00A0laws"), become spaces, and Unicode hyphens ("Non\u2011Disclosure") plain
     * ones, one for one, so that offsets stay put.
     */
    static String normalise(String text) {
        String unix = text.replace("\r\n", "\n").replace('\r', '\n');
        var out = new StringBuilder(unix.length());
        for (int i = 0; i < unix.length(); i++) {
            char c = unix.charAt(i);
            out.append(c != '\n' && c != '\t' && (Character.isISOControl(c) || Character.isSpaceChar(c)) ? ' ' : Extractors.plainHyphen(c));
        }
        return out.toString();
    }

    /** Walks the lines once, opening and closing paragraphs. */
    private static final class Segmenter {
        private final String text;
        private final List<SourceParagraph> paragraphs = new ArrayList<>();
        private int start = -1;
        private int end;
        private int lines;
        private String lastLine;
        private String firstLine;
        /** The number of the last subclause that opened a line ("3.1"), whose successor may be run into a later line. */
        private String lastSubclause;

        Segmenter(String text) {
            this.text = text;
        }

        List<SourceParagraph> segment() {
            int lineStart = 0;
            while (lineStart <= text.length()) {
                int newline = text.indexOf('\n', lineStart);
                int lineEnd = newline < 0 ? text.length() : newline;
                line(lineStart, lineEnd);
                if (newline < 0) {
                    break;
                }
                lineStart = newline + 1;
            }
            flush(0);
            return paragraphs;
        }

        private void line(int lineStart, int lineEnd) {
            int from = lineStart;
            int to = lineEnd;
            while (from < to && Character.isWhitespace(text.charAt(from))) {
                from++;
            }
            while (to > from && Character.isWhitespace(text.charAt(to - 1))) {
                to--;
            }
            String content = text.substring(from, to);
            Matcher runIn = RUN_IN_CLAUSE.matcher(content);
            Matcher title = RUN_IN_TITLE.matcher(content);
            Matcher subclause = SUBCLAUSE_LINE.matcher(content);
            if (subclause.lookingAt()) {
                lastSubclause = subclause.group(1);
            }
            int next = nextClauseRunIn(content);
            int stop = next > 0 ? next : runIn.find() ? runIn.start() : title.find() ? title.end() : 0;
            if (stop > 0) {
                line(from, from + stop);
                flush(0);
                line(from + stop, to);
                return;
            }
            if (content.isEmpty()) {
                flush(0);
                return;
            }
            if (SETEXT_UNDERLINE.matcher(content).matches() && lines == 1) {
                flush(content.charAt(0) == '=' ? 1 : 2);
                return;
            }
            if (THEMATIC_BREAK.matcher(content).matches() || TABLE_SEPARATOR.matcher(content).matches()) {
                flush(0);
                return;
            }
            Matcher heading = ATX_HEADING.matcher(content);
            if (heading.matches()) {
                flush(0);
                if (heading.group(2) != null && !heading.group(2).isEmpty()) {
                    int headingStart = from + heading.start(2);
                    paragraphs.add(new SourceParagraph(headingStart, headingStart + heading.group(2).length(), null,
                        PROSE.matcher(heading.group(2)).matches() || BLANK_FIELD.matcher(heading.group(2)).matches() ? 0
                            : heading.group(1).length(), 0));
                }
                return;
            }
            if (start >= 0 && breaksBefore(content)) {
                flush(0);
            }
            if (start < 0) {
                start = from;
                lines = 0;
                firstLine = content;
            }
            end = to;
            lines++;
            lastLine = content;
        }

        /**
         * Where the next clause starts inside this line, run into it as PDFs export them, after a sentence ends; 0 if none. In a
         * line that opens a numbered clause, the number after its own ("7. ... such embodiments. 8. All right, title ..."); in any
         * other, the subclause after the last one that opened a line ("(c) Certify ... this clause. 3.2 If the Recipient ..."
         * after "3.1 At the request ...").
         */
        private int nextClauseRunIn(String content) {
            Matcher number = NUMBERED_LINE.matcher(content);
            if (number.lookingAt()) {
                return firstAt(CLAUSE_AFTER_SENTENCE, content, following(number.group(1)));
            }
            return lastSubclause == null ? 0 : firstAt(SUBCLAUSE_AFTER_SENTENCE, content, following(lastSubclause));
        }

        /** Where {@code pattern} first finds {@code number} in {@code content}; 0 if nowhere. */
        private static int firstAt(Pattern pattern, String content, String number) {
            Matcher next = pattern.matcher(content);
            while (next.find()) {
                if (next.group(1).equals(number)) {
                    return next.start();
                }
            }
            return 0;
        }

        /** The clause number after {@code number}: "8" after "7", "3.2" after "3.1". */
        private static String following(String number) {
            int lastDot = number.lastIndexOf('.');
            return number.substring(0, lastDot + 1) + (Integer.parseInt(number.substring(lastDot + 1)) + 1);
        }

        private boolean breaksBefore(String content) {
            if (NUMBER_WORD_END.matcher(lastLine).find() && FIGURE_IN_BRACKETS.matcher(content).find()) {
                return false; // "... for a period of eighteen" + "(18) months following ...": no list item
            }
            char last = lastLine.charAt(lastLine.length() - 1);
            if (capitalsRunOn(last, content)) {
                return false; // "... SUCH DAMAGES IN" + "ADVANCE.": a paragraph in capitals goes on, no heading
            }
            return ".;:!?".indexOf(last) >= 0
                || FOOTNOTE_AFTER_SENTENCE.matcher(lastLine).find()
                || lastLine.length() < SHORT_LINE
                || HeadingShapes.isContents(lastLine)
                || DASHED_ASIDE.matcher(lastLine).matches()
                || HeadingShapes.opensClause(content)
                || HeadingShapes.opensPart(content)
                || content.startsWith("|")
                || HeadingShapes.isAllCapsHeading(lastLine)
                || NUMBERED_TITLE.matcher(lastLine).matches() && Character.isUpperCase(content.charAt(0))
                || NUMBERED_TITLE.matcher(content).matches() && content.length() < SHORT_LINE
                || HeadingShapes.isAllCapsHeading(content)
                || lastLine.startsWith("|")
                || nextLetter(content);
        }

        /**
         * A wrapped paragraph in capitals, its line ending mid-sentence, ended by a short line in capitals that ends the sentence
         * (not a title over "BETWEEN:" or "(TO BE SIGNED ELECTRONICALLY)").
         */
        private boolean capitalsRunOn(char last, String content) {
            return (Character.isLetter(last) || last == ',') && lastLine.length() >= SHORT_LINE && content.matches(".*[.;]")
                && lastLine.chars().noneMatch(Character::isLowerCase) && content.chars().noneMatch(Character::isLowerCase)
                && !HeadingShapes.opensClause(content) && !HeadingShapes.opensPart(content);
        }

        /** "F. The Recipient ..." after a paragraph that opened "E. Is independently ... ; or": the next lettered clause. */
        private boolean nextLetter(String content) {
            Matcher item = CAPITAL_LETTER_ITEM.matcher(content);
            Matcher opened = CAPITAL_LETTER_ITEM.matcher(firstLine);
            return item.lookingAt() && opened.lookingAt() && item.group(1).charAt(0) == opened.group(1).charAt(0) + 1;
        }

        private void flush(int headingLevel) {
            if (start >= 0) {
                paragraphs.add(new SourceParagraph(start, end, null, headingLevel, 0));
            }
            start = -1;
            lines = 0;
        }
    }
}
