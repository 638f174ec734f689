package dev.clauselens.core.terms;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.terms.KeyTerms.Term;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The key terms whose place a form leaves blank, read from the words just before each blank in its chunk ("Governing Law |
 * The laws of the State of {governing_law}", "Jurisdiction: [Fill in ...]", "continue for a period of [NUMBER OF YEARS]
 * year(s)"): each is {@value KeyTerms#LEFT_BLANK}, quoted from those words to the blank's end within the blank's table cell.
 */
final class BlankTerms {
    private static final int CASE = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    /**
     * The words before a blank that make it the governing law's place: "governed by the laws of the State of ______",
     * "Governing Law | The laws of the State of {governing_law}", "the laws of the {place}", "Governing Law: [Fill in state]"; not a
     * party's status ("organized under the laws of ____").
     */
    private static final Pattern LAW_BEFORE_BLANK = Pattern.compile("(?:\\b(?:govern\\w*|constru\\w*|interpret\\w*)\\b[^.;]{0,80}?"
        + "|\\bgoverning\\s+law\\s*[:|]?\\s*(?:the\\s+)?)\\blaws?\\s+of"
        // its field on the next line: "governed by the laws of:" / "Jurisdiction: ______"
        + "(?:\\s*:\\s*(?:jurisdiction|state|country)\\s*:)?\\s+(?:the\\s+(?:(?:state|province|commonwealth|country)\\s+of\\s+)?)?$"
        + "|\\bgoverning\\s+law\\s*[:|]\\s*$", CASE);
    /**
     * The words before the forum's blank: "Jurisdiction: [Fill in ...]", "Courts | [Fill in]", "the courts located in {jurisdiction}",
     * "disputes ... shall be resolved by [...]".
     */
    private static final Pattern FORUM_BEFORE_BLANK = Pattern.compile("(?:\\b(?:jurisdiction|venue|forum|courts?)\\s*[:|]\\s*"
        + "|\\bvenue\\s+(?:shall\\s+be\\s+)?in\\s+|\\bcourts?\\s+"
        + "(?:located\\s+|sitting\\s+)?(?:in|of|at|for)\\s+(?:the\\s+(?:state|county|city|province)\\s+of\\s+)?"
        // the seat of an arbitration: "resolved through [arbitration/mediation] in [Location]"
        + "|\\b(?:arbitration|mediation)]?\\s+(?:held\\s+|seated\\s+)?in\\s+"
        // the forum itself: "Any dispute arising under this Agreement shall be resolved by [COURTS / ARBITRATION TO AGREE]"
        + "|\\b(?:disputes?|controvers(?:y|ies))\\b[^.;]{0,80}?\\bresolved\\s+(?:exclusively\\s+|finally\\s+)?(?:by|in|through|before)\\s+)$", CASE);
    /** The words before a form's term left blank: "NDA Term Period for sharing ... | [ x ] Expires {nda_term}". */
    private static final Pattern TERM_BEFORE_BLANK = Pattern.compile("\\b(?:m?nda\\s+term|term\\s+of\\s+(?:this\\s+|the\\s+)?(?:agreement|m?nda))\\b"
        + "[^.;]{0,80}?[:|]\\s*(?:\\[\\s*x\\s*]\\s*)?(?:expires\\s*)?$"
        // an end date left blank: "This NDA remains effective until {expiry}"
        + "|\\bthis\\s+(?:agreement|m?nda)\\s+(?:(?:shall|will)\\s+)?(?:remains?|continues?|stays?|is)\\s+(?:effective|valid|in\\s+(?:full\\s+)?(?:force|effect))"
        + "\\s+(?:until|through)\\s*$", CASE);
    /** The words before a form's confidentiality period left blank: "Term of Confidentiality ... | [ x ] {confidentiality_term}". */
    private static final Pattern CONFIDENTIALITY_BEFORE_BLANK = Pattern.compile("\\b(?:term\\s+of\\s+confidentiality|confidentiality\\s+"
        + "(?:period|term))\\b[^.;]{0,80}?[:|]\\s*(?:\\[\\s*x\\s*]\\s*)?$", CASE);
    /**
     * A number of years left blank in a sentence: "for [insert number] years", "a period of [STATE NUMBER OF YEARS] year(s)",
     * "a period of [TERM, e.g., three (3) years]", "obligations last {{term_years}} years", "applies to information disclosed
     * within [NUMBER] years", "continues for `[TERM, e.g. two (2) years]`" (a Markdown code span's mark aside).
     */
    private static final Pattern BEFORE_YEARS_BLANK = Pattern.compile("\\b(?:for|period\\s+of|term\\s+of|lasts?|survives?|within|duration\\s*:)\\s*`?$", CASE);
    private static final Pattern YEARS_AFTER_BLANK = Pattern.compile("\\s*(?:\\([^)\\n]{0,20}\\)\\s*)?(?:years?|months?)\\b", CASE);
    /**
     * A blank that says its unit itself, or that it is a period: "[TERM, e.g., three (3) years]", "{{TERM}}",
     * "{{CONFIDENTIALITY_DURATION}}" (not "{{TERMINATION_NOTICE}}").
     */
    private static final Pattern YEARS_IN_BLANK = Pattern.compile("\\b(?:years?|months?)\\b|(?<!\\p{L})(?:term|duration|period)(?!\\p{L})", CASE);
    /** What a sentence binds for a time when it speaks of the duty of confidence, not the agreement's term. */
    private static final Pattern OBLIGATIONS = Pattern.compile("\\b(?:obligations?|undertakings?|confiden(?!tial\\s+information\\b)\\w*|restrictions?"
        + "|non-?disclosure)\\b", CASE);
    /**
     * A covenant's sentence ("for a period of {{months}} months after ... will not engage ... which directly competes"); a
     * covenant's heading ("Non-Competition") also marks its lead-in.
     */
    private static final Pattern COVENANT = Pattern.compile(TermPatterns.COVENANT_WORD, CASE);
    /** The words before the purpose's blank: "Purpose How Confidential Information may be used | {purpose}", "for the purpose of [...]". */
    private static final Pattern PURPOSE_BEFORE_BLANK = Pattern.compile("\\bpurpose\\b[^.;\\n]{0,60}?[:|]\\s*$|\\bfor\\s+the\\s+purposes?\\s+of\\s*$", CASE);
    /** A blank named for the purpose, wherever it stands: "The Parties wish to explore {{purpose}}", "[PURPOSE]". */
    private static final Pattern PURPOSE_IN_BLANK = Pattern.compile("(?<!\\p{L})purpose(?!\\p{L})", CASE);
    /** The end of a paragraph: the text's end or a blank line. */
    private static final Pattern PARAGRAPH_END = Pattern.compile("[ \\t]*(?:\\n[ \\t]*(?:\\n|$)|$)");
    /** A full stop or semicolon that ends a sentence, not one an option's bracket closes ("[indefinitely.]"). */
    private static final Pattern UNBRACKETED_STOP = Pattern.compile("[.;](?!\\])");
    /** Where a sentence ends: a full stop or a semicolon, as the start of the sentence is found. */
    private static final Pattern SENTENCE_END = Pattern.compile("[.;]");
    /** How far before a blank the words that name its term are looked for. */
    private static final int BEFORE_BLANK = 160;

    private final List<Chunk> chunks;
    private final List<Term> blanks;
    /** The lead-in above each list item ("The obligations under this Agreement:" over "- last for [X years] ..."), read when first asked. */
    private Map<Chunk, Chunk> leadIns;

    /** The blanks ({@link KeyTerms#placeholders()}) of the document whose chunks, in document order, are {@code chunks}. */
    BlankTerms(List<Chunk> chunks, List<Term> blanks) {
        this.chunks = chunks;
        this.blanks = blanks;
    }

    /** The lead-in above {@code item}, or null: the chunks' lead-ins are read once, the first time a blank's sentence needs one. */
    private Chunk leadIn(Chunk item) {
        if (leadIns == null) {
            leadIns = new IdentityHashMap<>();
            for (LeadIns.Read read : LeadIns.read(chunks, LeadIns.LEAD_IN_LENGTH)) {
                if (read.leadIn() != null) {
                    leadIns.put(read.chunk(), read.leadIn());
                }
            }
        }
        return leadIns.get(item);
    }

    Optional<Term> law() {
        return after(LAW_BEFORE_BLANK);
    }

    Optional<Term> forum() {
        return after(FORUM_BEFORE_BLANK);
    }

    /** A form's field for the agreement's term: "NDA Term ... | [ x ] Expires {nda_term}". */
    Optional<Term> term() {
        return after(TERM_BEFORE_BLANK);
    }

    Optional<Term> confidentialityPeriod() {
        return after(CONFIDENTIALITY_BEFORE_BLANK);
    }

    Optional<Term> purpose() {
        return after(PURPOSE_BEFORE_BLANK).or(() -> blanks.stream().filter(blank -> PURPOSE_IN_BLANK.matcher(blank.quote()).find())
            .findFirst().map(blank -> new Term(KeyTerms.LEFT_BLANK, blank.quote(), blank.start(), blank.end())));
    }

    /** A number of years left blank in a sentence about the agreement: "This Agreement applies for a term of [number] years". */
    Optional<Term> yearsOfTerm() {
        return years(false);
    }

    /** A number of years left blank in a sentence about the obligations: "shall continue for [NUMBER OF YEARS] year(s)". */
    Optional<Term> yearsOfConfidentiality() {
        return years(true);
    }

    /**
     * The first blank whose preceding words in its chunk ({@code before} matching up to the blank) say which term it stands
     * for, as {@value KeyTerms#LEFT_BLANK}, quoted from those words to the blank's end.
     */
    private Optional<Term> after(Pattern before) {
        return after(before, (chunk, blank) -> true);
    }

    /**
     * A number of years left blank in a sentence ("shall continue for a period of [STATE NUMBER OF YEARS] year(s)"): the
     * confidentiality period where the sentence speaks of obligations or confidentiality, else the agreement's term.
     */
    private Optional<Term> years(boolean confidentiality) {
        return after(BEFORE_YEARS_BLANK, (chunk, blank) -> {
            String text = chunk.content();
            int at = blank.start() - chunk.startPosition();
            int end = at + blank.quote().length();
            if (!YEARS_AFTER_BLANK.matcher(text).region(end, text.length()).lookingAt() && !YEARS_IN_BLANK.matcher(blank.quote()).find()) {
                return false;
            }
            // the sentence up to the blank, not a point inside it ("[TERM, e.g., three (3) years]") nor an option's before it
            // ("... will continue in force [indefinitely.] [for [insert number] years ...]")
            int from = sentenceStart(text, at);
            int to = sentenceEnd(text, end);
            boolean covenant = COVENANT.matcher(text.substring(from, to)).find() || TermPatterns.underCovenant(chunk);
            // an item's sentence starts in its lead-in: "The obligations under this Agreement:" / "- last for [X years] ..."
            Chunk leadIn = from == 0 ? leadIn(chunk) : null;
            String said = (leadIn == null ? "" : leadIn.content() + " ") + text.substring(from, at);
            return !covenant && OBLIGATIONS.matcher(said).find() == confidentiality;
        });
    }

    /** Whether a chunk's text from {@code at} to {@code end} is its whole first paragraph. */
    private static boolean aloneInParagraph(String text, int at, int end) {
        return text.substring(0, at).isBlank() && PARAGRAPH_END.matcher(text).region(end, text.length()).lookingAt();
    }

    /** Whether the heading of the section a chunk sits in, as a label ("Governing Law:"), is what {@code before} reads. */
    private static boolean underHeading(Chunk chunk, Pattern before) {
        String heading = Headings.section(chunk);
        return heading != null && before.matcher(heading + ":").find();
    }

    /** Where the sentence that goes on at {@code to} starts: after the last full stop or semicolon before it that no bracket closes. */
    private static int sentenceStart(String text, int to) {
        int start = 0;
        Matcher stop = UNBRACKETED_STOP.matcher(text).region(0, to);
        while (stop.find()) {
            start = stop.end();
        }
        return start;
    }

    /** Where the sentence that goes on at {@code from} ends: its full stop or semicolon, or the text's end. */
    static int sentenceEnd(String text, int from) {
        Matcher end = SENTENCE_END.matcher(text).region(from, text.length());
        return end.find() ? end.start() : text.length();
    }

    private Optional<Term> after(Pattern before, BiPredicate<Chunk, Term> fits) {
        for (Term blank : blanks) {
            for (Chunk chunk : chunks) {
                int at = blank.start() - chunk.startPosition();
                if (at < 0 || at >= chunk.content().length()) {
                    continue;
                }
                int from = Math.max(0, at - BEFORE_BLANK);
                Matcher words = before.matcher(chunk.content()).region(from, at);
                int end = at + blank.quote().length();
                boolean labelled = words.find();
                boolean headed = !labelled && aloneInParagraph(chunk.content(), at, end) && underHeading(chunk, before);
                if (!labelled && !headed || !fits.test(chunk, blank)) {
                    continue;
                }
                if (headed) {
                    // a section whose first paragraph is only the blank, its heading the label: "7. Governing Law" over "{{governing_law}}"
                    return Optional.of(new Term(KeyTerms.LEFT_BLANK, blank.quote(), blank.start(), blank.end()));
                }
                // the quote stays in the blank's cell of a table row ("Governing Law | The laws of the State of {x}")
                int cell = chunk.content().lastIndexOf(" | ", at);
                int quoted = cell >= words.start() ? cell + 3 : words.start();
                return Optional.of(new Term(KeyTerms.LEFT_BLANK, chunk.content().substring(quoted, end),
                    chunk.startPosition() + quoted, chunk.startPosition() + end));
            }
        }
        return Optional.empty();
    }
}
