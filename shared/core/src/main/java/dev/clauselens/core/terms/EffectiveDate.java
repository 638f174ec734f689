package dev.clauselens.core.terms;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.terms.KeyTerms.Term;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The date an agreement takes effect, read from its chunks in document order: the date it defines as its effective date,
 * else the date it is made on in its opening ("dated", "made as of", a letter's date), else one it says it takes effect
 * on, else the last date it is signed on. Where no date is written, what the form says instead: a date left blank ("made
 * this ______ day of ________, 20__" is {@value KeyTerms#LEFT_BLANK}) or the date of signing it points to ("effective as of the
 * date of the last signature hereto"). A blank filled in ("the _11th__ day of ___August___, 20_15_") is the date written
 * in it.
 */
final class EffectiveDate {
    private static final int CASE = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    /** A word and the space after it, at most once: what a look-behind may repeat. */
    private static final String WORD = "(?:[\\w-]{1,30}\\s{1,3})?";
    /**
     * Not another agreement's or letter's date: "the Mutual Non-Disclosure Agreement dated as of ...", "the process letter dated
     * ..."; nor a law's: "the General Data Protection Regulation (GDPR) effective 25/05/2018".
     */
    private static final String NOT_ANOTHERS = "(?<!\\b(?:the|that|such|said|prior|existing|original|an?)\\s{1,3}" + WORD.repeat(4)
        + "(?:agreement|letter),?\\s{1,3})(?<!\\b(?:regulation|act|law|directive|statute)(?:\\s{1,3}\\(\\w{1,10}\\))?,?\\s{1,3})";
    /**
     * A date the agreement is made on, not another agreement's; the agreement's own title may come before it ("SERVICES
     * AGREEMENT, dated as of April 1, 2019").
     */
    private static final Pattern MADE_ON = Pattern.compile(
        // the cue's first letters before the look-behind, which is too slow to try at every position of a long clause
        "(?=effective|dated|entered|made|executed|com)" + NOT_ANOTHERS
            + "(?:effective(?:\\s+from)?|dated|entered\\s+into|made|executed|(?:comes?|came)\\s+into\\s+(?:force|effect)|commenc(?:e|es|ed|ing))"
            + "(?:\\s+and\\s+entered\\s+into)?(?:\\s+this\\s+agreement)?(?:\\s+(?:as\\s+)?(?:of|on))?\\s*"
            + "(?<=\\s|of|on)(?:this\\s+)?(?:the\\s+)?(" + KeyTermExtractor.DATE + ")", CASE);
    /** The preamble's date without a verb: "... ("Telnet") as of the 1st day of June, 2004", "... this 7th day of September, 1999". */
    private static final Pattern OPENING_DATE = Pattern.compile("\\b(?:as\\s+of|this|dated\\s+(?:as|for\\s+reference))\\s+(?:the\\s+)?("
        + KeyTermExtractor.DATE + ")", CASE);
    /** The date each party signs on, for an agreement that states no other: "Date: 1/27/2020", "Date:June 29, 2009". */
    private static final Pattern SIGNED_DATE = Pattern.compile("\\bDate\\s*:\\s*(" + KeyTermExtractor.DATE + ")", CASE);
    /** The name of the effective date alone in its brackets: not "(6 Months from the Effective Date)" nor an "Amendment Effective Date". */
    private static final String NAMED_AFTER = "\\s*,?\\s*\\(\\s*(?:the\\s+|this\\s+)?[\"“”]?Effective\\s+Date[\"“”]?\\s*[),;]";
    /** The effective date's name, then its definition or its field: "Effective Date: 11/4/10", "“Effective Date” is the day ...", "Effective Date | [Fill in]". */
    private static final String NAMED_BEFORE = "\\bEffective\\s+Date[\"“”]?\\s*(?:shall\\s+mean|means|is|:|\\|)\\s*";
    /** The date the agreement defines as its effective date, either side of the name: "as of June 8, 2010 ("Effective Date")". */
    private static final List<Pattern> DEFINED_DATE = List.of(
        Pattern.compile("\\b(" + KeyTermExtractor.DATE + ")" + NAMED_AFTER, CASE),
        Pattern.compile(NAMED_BEFORE + "(" + KeyTermExtractor.DATE + ")", CASE));
    /**
     * A letter's date at the top, on a line of its own, after its place ("The Hague, July 9, 2025") or after the title in
     * capitals ("CONFIDENTIALITY AGREEMENT December 15, 2010 Verizon Communications Inc."): the date of a letter agreement.
     */
    private static final Pattern LETTER_DATE = Pattern.compile("(?m)(?:^|(?<=\\p{Lu}{2}\\s))[ \\t]*(?:\\p{Lu}[\\p{L}.'-]*(?:[ \\t]+\\p{L}[\\p{L}.'-]*){0,3},[ \\t]+)?((?i:" + KeyTermExtractor.MONTHS
        + ")\\s+\\d{1,2},?\\s+\\d{4}|\\d{1,2}\\s+(?i:" + KeyTermExtractor.MONTHS + ")\\s+\\d{4})(?=[ \\t]*$|\\s+\\p{Lu})");

    /**
     * What a form writes where a date goes, from its first blank or figure (not a "the" or "of" before it): blanks ("______",
     * "……", "[date]", "(insert date)", "(day)", a generator's "~date~"), the words of a date, a year begun ("20__", "201"), "Xth day
     * of Month, year", a day's blank with its ordinal ("the __nd of _____, 2024"); it ends on its last blank or word, not on the space or
     * comma after it.
     */
    private static final String SLOT = "(?!\\s|(?:of|the|in)\\b)"
        + "(?>_+(?:st|nd|rd|th)\\b|_+|…+|\\.{3,}|\\[[^\\]\\n]{0,40}]|\\((?:insert|enter|day|month|year|date)[^)\\n]{0,40}\\)"
        + "|" + KeyTermExtractor.TEMPLATE_FIELD
        // each piece whole (a run of blanks is one piece), and a bounded run of them: no backtracking through every split
        + "|\\b(?:Xth|month|year|day|of|the|in)\\b|" + KeyTermExtractor.MONTH + "|\\d{1,4}(?:st|nd|rd|th)?|[\\s,]){1,60}(?<![\\s,])";
    /** Where a date's slot ends: before the parties, a bracket, a sentence's end or the next field in capitals. */
    private static final String SLOT_END = "(?=\\s*(?:$|[.;:(,]|\\b(?:by|between|among|is|at|with)\\b|(?-i:\\p{Lu})))";
    /** What only a blank left in a date has: an underscore, dots, brackets, "day of" without its day, a year cut short. */
    private static final Pattern BLANK = Pattern.compile("[_…\\[(]|\\.{3}|\\bXth\\b|(?<!\\d(?:st|nd|rd|th)?\\s{1,3})\\bday\\s+of\\b"
        + "|(?<!\\d)\\b(?:19|20)\\d?(?![\\dA-Za-z])|" + KeyTermExtractor.TEMPLATE_FIELD, CASE);
    /**
     * The date a signature gives, pointed to: "the date of the last signature hereto", "the date signed below", "the day and
     * date last below written", "the date of electronic acceptance", "The date on which the Recipient (as defined below) commits
     * their signed copy".
     */
    private static final String SIGNING = "the\\s+(?:day\\s+and\\s+)?date\\b(?:[^.;()“\"]|\\([^().;]{0,30}\\)){0,120}?";
    private static final Pattern SIGNING_WORDS = Pattern.compile("\\b(?:sign\\w*|execut\\w*|below|accept\\w*)\\b", CASE);
    /** Where the pointer ends: a sentence's end, the name it defines in brackets ("(the “Effective Date”)"), not an aside. */
    private static final String SIGNING_END = "(?=\\s*(?:$|[,.;]|\\((?=\\s*(?:the\\s+|this\\s+)?[\"“])|\\b(?:by|between|among|is)\\b))";
    /**
     * The verb that dates the agreement in its opening ("made and entered into this", "effective as of", "Date:"), then the
     * slot or the pointer.
     */
    private static final Pattern OPENING_SLOT = Pattern.compile("(?=effective|dated|entered|made|executed|created|date|accepted)" + NOT_ANOTHERS
        // also a click-through's "Accepted electronically on the date and time recorded below"
        + "(?:(?:made\\s+and\\s+)?(?:effective|dated|entered\\s+into|made|executed|created|accepted(?:\\s+electronically)?)"
        + "(?:\\s+and\\s+(?:entered\\s+into|effective))?"
        + "(?:\\s+effective)?(?:\\s+date\\s+of)?(?:\\s+(?:as\\s+of|on|from))?(?:\\s+(?:this|the))?(?:\\s+date)?(?:\\s*:)?|date\\s*:)\\s*"
        + "(" + SIGNING + SIGNING_END + "|" + SLOT + SLOT_END + ")", CASE);
    /** The slot after the parties the opening names: "... entered into between [Quillmark] ("Discloser") and [Harrow] ("Recipient") on [Date]." */
    private static final Pattern PARTIES_THEN_SLOT = Pattern.compile("\\b(?:entered\\s+into|made|executed)\\s+(?:by\\s+and\\s+)?between\\b"
        + "[^.;]{3,300}?\\)\\s+(?:on|as\\s+of|dated)\\s+(?:this\\s+|the\\s+)?(" + SLOT + SLOT_END + ")", CASE);
    /** The slot or the pointer on either side of the effective date's name. */
    private static final List<Pattern> DEFINED_SLOT = List.of(
        Pattern.compile("(" + SLOT + ")" + NAMED_AFTER, CASE),
        Pattern.compile(NAMED_BEFORE + "(" + SIGNING + SIGNING_END + "|" + SLOT + SLOT_END + ")", CASE));

    /** A form's field for the date left empty on its line: "* Effective Date:". */
    private static final Pattern EMPTY_FIELD = Pattern.compile("(?m)^[ \\t]*(?:[-*•][ \\t]+)?(?:the\\s+)?Effective\\s+Date[ \\t]*:[ \\t]*$",
        CASE);
    /** A letter's date left as a blank on its own line at the top: "[Date]". */
    private static final Pattern DATE_LINE_BLANK = Pattern.compile("(?m)^[ \\t]*\\[\\s*(?:insert\\s+)?date\\s*][ \\t]*$", CASE);

    private EffectiveDate() {
    }

    /** The effective date of the agreement whose chunks, in document order, are {@code ordered}. */
    static Optional<Term> of(List<Chunk> ordered) {
        List<Chunk> opening = ordered.subList(0, Math.min(3, ordered.size()));
        return KeyTermExtractor.first(ordered, DEFINED_DATE, 1)
            .or(() -> KeyTermExtractor.first(opening, List.of(MADE_ON, LETTER_DATE), 1))
            .or(() -> KeyTermExtractor.first(ordered, List.of(MADE_ON), 1))
            .or(() -> KeyTermExtractor.first(opening, List.of(OPENING_DATE), 1))
            .or(() -> last(ordered, SIGNED_DATE))
            .or(() -> KeyTermExtractor.first(ordered, DEFINED_SLOT, 1, EffectiveDate::saysADate)
                .or(() -> KeyTermExtractor.first(opening, List.of(OPENING_SLOT, PARTIES_THEN_SLOT), 1, EffectiveDate::saysADate))
                .map(EffectiveDate::readSlot))
            .or(() -> KeyTermExtractor.first(opening, List.of(EMPTY_FIELD, DATE_LINE_BLANK), 0)
                .map(field -> new Term(KeyTerms.LEFT_BLANK, field.quote(), field.start(), field.end())));
    }

    /** Whether a slot or pointer says something of the date: a blank, a date filled in, or the signing it points to. */
    private static boolean saysADate(String slot) {
        return pointsToSigning(slot) || BLANK.matcher(slot).find();
    }

    /** Whether a slot is the pointer to the signing ("the date of the last signature hereto"), not a blank. */
    private static boolean pointsToSigning(String slot) {
        return slot.regionMatches(true, 0, "the", 0, 3) && SIGNING_WORDS.matcher(slot).find();
    }

    /** A slot's value: the signing it points to, the date filled into it, or {@value KeyTerms#LEFT_BLANK}. */
    private static Term readSlot(Term slot) {
        if (pointsToSigning(slot.value())) {
            return slot;
        }
        // a date filled into the blanks once their underscores are taken out: "_11th__ day of ___August_______, 20_15_"
        String filled = slot.value().replace("_", "").replaceAll("\\s+", " ").replace(" ,", ",").strip();
        return new Term(KeyTermExtractor.A_DATE.matcher(filled).matches() ? filled : KeyTerms.LEFT_BLANK, slot.quote(), slot.start(),
            slot.end());
    }

    /** The last match of {@code pattern} in the document, group 1 its value. */
    private static Optional<Term> last(List<Chunk> chunks, Pattern pattern) {
        for (Chunk chunk : chunks.reversed()) {
            Matcher matcher = pattern.matcher(chunk.content());
            Term found = null;
            while (matcher.find()) {
                found = KeyTermExtractor.term(chunk, matcher, 1);
            }
            if (found != null) {
                return Optional.of(found);
            }
        }
        return Optional.empty();
    }
}
