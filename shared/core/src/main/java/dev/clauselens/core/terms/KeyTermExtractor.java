package dev.clauselens.core.terms;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.terms.KeyTerms.DocumentType;
import dev.clauselens.core.terms.KeyTerms.Term;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the key terms from a parsed document's chunks, locally and for free: patterns of the
 * language NDAs use for each term, tried in document order; the first match wins and its text is the
 * term's quote, with offsets into the raw text (a chunk's content is the raw text at its positions).
 * Durations are years or months, so a notice period in days is never read as a term. The parties are read by
 * {@link Parties}, the governing law by {@link GoverningLaw}, the effective date by {@link EffectiveDate} and the terms a
 * form leaves blank by {@link BlankTerms}.
 */
public final class KeyTermExtractor {
    private static final int MAX_PLACEHOLDERS = 50;
    /** A duration, after "a period of" or, hyphenated before "term", an article: "a two-year term" (not "a one-year renewal period"). */
    private static final String DURATION = "(?:a\\s+period\\s+of\\s+|an?\\s+(?=[\\w-]+-(?:year|month)s?\\s+term\\b))?" + Durations.DURATION;
    private static final int CASE = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    /**
     * A template's field named after a colon or a tilde, as form generators write it: ":company_name", ":company_address.line",
     * "~recipient_name", "~date~" (not a form's control "~submit:Sign~"), or in a template language's braces: "${company.name}",
     * "{{effectiveDate}}", "{INSERT_DATE}", a script's field with its fallback ("${startDate || '[Date]'}"), or in a signing service's
     * double angle brackets: "<<SIGNER2_TITLE>>".
     */
    static final String TEMPLATE_FIELD = "(?<![\\w:/.~])[:~][a-z][a-z0-9]*(?:_[a-z0-9]+)+(?:\\.[a-z_]+)*\\b~?|(?<![\\w~])~[a-z][a-z0-9]*~"
        + "|\\$\\{[A-Za-z][\\w.]{0,60}(?:\\s*\\|\\|\\s*'[^'\\n]{0,40}')?}|\\{\\{[^}\\n]{1,60}}}|<<\\s*[A-Za-z][\\w.]{0,40}\\s*>>"
        // a template's field in single braces ("{INSERT_DATE}", "{ party1name }"), not a Markdown attribute ("{#section .List}")
        + "|(?<![{$])\\{\\s*[A-Za-z][\\w.]{0,40}\\s*}(?!})";
    static final String MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
    /** A month named in full or cut short ("Sept.", "Nov"). */
    static final String MONTH = "(?:" + MONTHS + "|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\b\\.?)";
    /** A day's ordinal, also as text exports split it ("20t h", "21s t"). */
    private static final String DAY = "\\d{1,2}(?:s\\s?t|n\\s?d|r\\s?d|t\\s?h)?";
    /**
     * A date as contracts write it: "July 11 , 2006", "Nov. 02, 2019", "1 August 2019", "the 14th day of April, 2015",
     * "6th of February, 1999", "29/3/18", "12-23-2019", "1.4.2011", "2019-03-05".
     */
    public static final String DATE = MONTH + "\\s+" + DAY + "\\s*,?\\s*\\d{4}|" + DAY + "\\s+(?:(?:day\\s+)?of\\s+)?" + MONTH + "\\s*,?\\s*\\d{4}"
        + "|\\d{1,2}(?<separator>[/.-])\\d{1,2}\\k<separator>(?:\\d{4}|\\d{2})(?!\\d)|\\d{4}-\\d{2}-\\d{2}";

    private static final Pattern SUNSET = Pattern.compile("\\bthis\\s+agreement\\s+(?:shall|will)\\b,?[^.;]{0,80}?\\bcease\\s+to\\s+(?:be\\s+effective|have\\s+effect"
        + "|be\\s+in\\s+(?:force|effect))\\s+" + DURATION + "\\s+(?:after|from|following)", CASE);
    /** Every provision lasting as long, the duty of confidence with them: "The provisions of this letter shall remain in effect until the two (2) years". */
    private static final Pattern PROVISIONS_LAST = Pattern.compile("\\b(?:all\\s+)?(?:the\\s+)?provisions\\s+of\\s+this\\s+(?:letter|agreement)\\s+(?:shall|will)\\s+"
        + "(?:remain|continue)\\s+in\\s+(?:full\\s+)?(?:force|effect)(?:\\s+and\\s+effect)?\\s+(?:for|until)(?:\\s+the)?\\s+" + DURATION, CASE);
    /** An employer's agreement with its employee by its title: "EMPLOYEE NON-DISCLOSURE AGREEMENT" (group 1 "employee"). */
    private static final String EMPLOYEE_AGREEMENT = "\\b(employee|volunteer)\\s+(?:non[-\\s]?disclosure|confidentiality|nda|proprietary\\s+information)\\b";
    /** The same by a party's name: "... (the "Employee")" (group 1 "employee"). */
    private static final String EMPLOYEE_NAMED = "\\(\\s*(?:the\\s+)?[\"“](employee)[\"”]\\s*\\)";
    /** The same by whom its title binds: "Confidentiality Agreement for Volunteers" (group 1 "volunteer"). */
    private static final String FOR_WORKERS = "\\b(?:non[-\\s]?disclosure|confidentiality)\\s+(?:agreement|undertaking)\\s+for\\s+(employee|volunteer)s\\b";
    private static final Pattern EMPLOYEE_DOCUMENT = Pattern.compile(EMPLOYEE_AGREEMENT + "|" + EMPLOYEE_NAMED + "|" + FOR_WORKERS, CASE);
    /** A worker's assignment of what it makes, with confidentiality: "Contractor IP Assignment + Confidentiality". */
    private static final Pattern WORK_ASSIGNED = Pattern.compile("\\b(?:contractor|consultant|employee)\\s+(?:ip|inventions?|intellectual\\s+property)\\s+"
        + "assignment\\b|\\b(?:ip|inventions?)\\s+assignment\\s*(?:and|\\+|&)\\s*confidentiality\\b", CASE);
    /**
     * A party described as the other's employee in the opening: "________, an individual employed as a faculty member at the
     * Institute", "WHEREAS the Faculty Member is employed by the Institute".
     */
    private static final Pattern EMPLOYED_PARTY = Pattern.compile("\\ban\\s+individual\\s+employed\\b|\\bwhereas,?\\s+(?:the\\s+)?[\\w\\s]{1,40}?\\bis\\s+"
        + "employed\\s+by\\b", CASE);
    /**
     * A character of the sentence under way: a full stop only in a section's number ("unless terminated under Sections 3.1 and 3.2",
     * "the obligations in §§A.2–A.4").
     */
    private static final String IN_SENTENCE = "(?:[^.;]|(?<=\\d|(?-i:[A-Z]))\\.(?=\\d))";
    /** A character of a court's place, which a wrapped line may carry on to the next: "the District Court in / Amsterdam". */
    private static final String PLACE_CHAR = "(?:[^,.;(\\n]|\\n(?=[ \\t]*\\p{L}))";
    /**
     * A character of a sentence on one line, a full stop in a section's number ("described in Section 2.1", "in §A.6"), or a line
     * break inside it that wraps on to a word in lower case.
     */
    private static final String ON_LINE = "(?:[^.;\\n]|(?<=\\d|(?-i:[A-Z]))\\.(?=\\d)|\\n(?=[ \\t]*\\p{Ll}))";
    /**
     * Not another thing's agreement: "the obligations of this Agreement", "the services under this Agreement", "the obligations
     * of confidentiality set out in this Agreement".
     */
    private static final String NOT_OF_ANOTHER = "(?<!\\bof\\s)(?<!\\bunder\\s)(?<!\\bin\\s)";
    /**
     * The agreement as the subject of its term, not "the obligations of this Agreement" nor "the services under this Agreement",
     * nor a clause that "shall survive the term of this Agreement".
     */
    private static final String THE_AGREEMENT = "(?:(?<!\\bsurvives?\\s{1,3}(?:the\\s{1,3})?)term\\s+of\\s+this\\s+agreement|" + NOT_OF_ANOTHER
        + "this\\s+(?:agreement|nda)|initial\\s+term|these\\s+terms)";
    /** As long as the recipient holds the information: "as long as Recipient possesses Information". */
    private static final String WHILE_HELD = "(?:for\\s+)?(?:as|so)\\s+long\\s+as\\s+(?:the\\s+)?(?:recipient|receiving\\s+party|you|it|they)\\s+"
        + "(?:possess(?:es)?|holds?|retains?|ha(?:s|ve))\\b[^.;,]{0,40}";
    /** What opens a period for the disclosures an agreement covers: "This Agreement applies only to disclosures made ". */
    private static final String DISCLOSURES_COVERED = "\\bthis\\s+(?:agreement|nda)\\s+(?:covers|applies\\s+(?:only\\s+)?to|governs)\\s+"
        + "(?:(?:all|any)\\s+)?(?:(?:confidential\\s+)?information\\s+)?disclos(?:ures|ed)\\s+(?:made\\s+)?";
    /** Continues in effect: "shall continue", "remains in full force and effect", "will remain valid", "stays in full force". */
    private static final String STAYS = "(?:continue|remain|stay)s?(?:\\s+to\\s+be)?(?:\\s+(?:valid|effective|in\\s+(?:full\\s+)?(?:force|effect)(?:\\s+and\\s+effect)?))?";
    private static final List<Pattern> TERM = List.of(SUNSET,
        // an employment and a period after it, before a term that "continues ... for" N years, which would read the years alone:
        // "shall continue for the duration of the Faculty Member's employment with the Institute and for a period of five (5) years
        // thereafter", "for the duration of the business relationship plus a period of five (5) years following termination", "for
        // the duration of the MSA and for 3 years after termination"
        Pattern.compile(THE_AGREEMENT + IN_SENTENCE + "{0,160}?\\b(?:" + STAYS + "|(?:shall|will)\\s+endure)\\s+(" + TermPatterns.WHILE_IT_LASTS + "\\s+"
            + "[^.;]{0,80}?\\b(?:employment|engagement|services|relationship|MSA|master\\s+services?\\s+agreement)\\b[^.;]{0,80}?\\b(?:and|plus)\\s+(?:for\\s+)?" + DURATION
            + "\\s+(?:thereafter|(?:after|following)\\s+(?:(?:its|the|his|her|their)\\s+)?(?:end|termination)))", CASE),
        // "the obligations of this Agreement shall continue ... for five years" is the confidentiality period, not the term
        Pattern.compile("(?:term of this (?:agreement|nda)|" + NOT_OF_ANOTHER + "this (?:agreement|nda))" + IN_SENTENCE + "{0,120}?(?:continues?|remains?|is|shall be|"
            // also a list's first item: "shall commence on the Effective Date and continue for:" / "- Three (3) years from the
            // Effective Date"; or the first of periods it weighs: "continues for the longer of (a) two (2) years from the Effective Date
            // or (b) ..."
            + "lasts?|expires?)" + IN_SENTENCE + "{0,60}?(?:for|of|after)(?:\\s*:\\s*(?:[-*•]\\s+)?|\\s+(?:\\(\\w{1,3}\\)\\s+)?)" + DURATION, CASE),
        // "shall remain in effect for two years", "... until the two (2) years from the date of this letter"; not "Warranties remain in
        // effect for three (3) years following termination"
        // nor the duties': "The confidentiality obligations under this Agreement begin on the Effective Date and remain in effect for three (3)
        // years", "The Recipient's obligations under Part B apply while it is engaged and shall remain in force for ..."
        Pattern.compile("(?<!\\b(?:warrant(?:y|ies)|representations?|licen[cs]es?|insurance)\\s{1,3})(?<!\\b(?:(?:confidentiality|non-?disclosure|non-?use)"
            + "|(?:party|recipient)['’]s)\\s{1,3}obligations\\b[^.;]{0,120})"
            + "(?:remain|continue|stay)s?(?:\\s+to\\s+be)?\\s+in\\s+(?:full\\s+)?(?:force|effect)" + IN_SENTENCE + "{0,80}?(?:for|period of|until(?:\\s+the)?)\\s+"
            + DURATION, CASE),
        Pattern.compile("term of (?:this agreement|the agreement)" + IN_SENTENCE + "{0,40}?(?:is(?:\\s+to\\s+be)?|shall be|will be)\\s+(?:for\\s+)?" + DURATION, CASE),
        // a heading run into its text: "Section 12.1. Term. Five (5) years from the Effective Date."
        Pattern.compile("(?-i:\\bTerm)\\s*[.:]\\s+" + DURATION + "\\s+(?:from|after|following)\\b", CASE),
        // "This Agreement shall terminate upon the earlier to occur of (a) the closing ..., and (b) one (1) year after the date hereof"
        // "This Agreement and all of your obligations hereunder shall expire five years after the date hereof"
        Pattern.compile("this agreement(?:\\s+and\\s+(?:all\\s+)?(?:of\\s+)?(?:your|its|the|their)\\s+obligations\\s+hereunder)?\\s+(?:shall|will)\\s+(?:terminate|expire)\\s+(?:(?:up)?on\\s+the\\s+(?:earlier|earliest)(?:\\s+to\\s+occur)?\\s+of\\s+"
            + "[^.;]{0,200}?\\(\\w{1,4}\\)\\s+)?" + DURATION + "\\s+(?:after|from|following)", CASE),
        // "shall terminate on the third anniversary", "shall continue until the fifth (5th) anniversary of the Effective Date"; the
        // obligations of an NDA whose heading is its term end with it ("the obligations of this Agreement shall terminate on ...")
        // "This NDA will terminate ... upon the earlier of (a) receipt ... of written notice ... and (b) the first anniversary of this NDA"
        Pattern.compile("(?:this\\s+(?:agreement|nda)|initial\\s+term|covenants)" + IN_SENTENCE + "{0,100}?(?:(?:shall|will)\\s+(?:terminate|expire|end)"
            + "(?:" + IN_SENTENCE + "{0,100}?\\bearlier\\s+of\\b[^.;]{0,200}?\\(\\w{1,4}\\)\\s+|" + IN_SENTENCE + "{0,60}?)|\\b" + STAYS + "\\s+until\\s+(?:the\\s+(?:earlier|earliest)\\s+of\\s+(?:\\(\\w{1,4}\\)\\s+)?)?)\\bthe\\s+("
            + Durations.ANNIVERSARY_SOURCE + ")", CASE),
        // also a list's item with no article: "- Agreement effective for 5 years from Effective Date"
        Pattern.compile("(?:(?:this\\s+(?:[\\w-]+\\s+){0,2}?|the\\s+)agreement\\s+(?:is|shall\\s+be|will\\s+be)|(?m:^)[ \\t]*[-*•][ \\t]*agreement(?:\\s+is)?)"
            + "\\s+(?:valid|effective|in\\s+(?:full\\s+)?(?:force|effect))" + IN_SENTENCE
            + "{0,160}?\\b(?:for|at\\s+most|up\\s+to|no\\s+(?:more|longer)\\s+than)\\s+" + DURATION, CASE),
        Pattern.compile("term of this agreement" + IN_SENTENCE + "{0,120}?\\buntil\\s+the\\s+(?:earlier|earliest)\\s+of\\s+(?:\\(\\w{1,4}\\)\\s+)?"
            + DURATION, CASE),
        // "The term of this Agreement shall commence on the Effective Date and terminate on the earliest of (a) conclusion of the
        // Purpose, (b) three years from the date of this Agreement or (c) ..."
        Pattern.compile("term of this agreement" + IN_SENTENCE + "{0,120}?\\b(?:terminate|expire|end)s?\\s+(?:up)?on\\s+the\\s+(?:earlier|earliest)"
            + "(?:\\s+to\\s+occur)?\\s+of\\b[^.;]{0,200}?\\(\\w{1,4}\\)\\s+" + DURATION + "\\s+(?:after|from|following)", CASE),
        // "shall continue for an initial term of five (5) years", "The initial term of the contracted agreement is 5 years"
        Pattern.compile("\\binitial\\s+term\\b(?:\\s+of\\s+(?:this|the)\\s+(?:[\\w-]+\\s+){0,2}?agreement)?\\s+(?:of|is|shall\\s+be|will\\s+be)\\s+"
            + "(?:for\\s+)?" + DURATION, CASE),
        // "shall continue until five (5) years following the Effective Date", "ending two (2) years thereafter", "expires ten (10) years from",
        // "This Non-Disclosure Agreement shall expire on three (3) calendar years from December 31 of the year ..."
        Pattern.compile("(?:this\\s+(?:[\\w-]+\\s+){0,2}?agreement|" + NOT_OF_ANOTHER + "the\\s+(?:[\\w-]+\\s+){0,2}?agreement|the\\s+term)\\b"
            + IN_SENTENCE + "{0,160}?\\b(?:continue\\s+until|end(?:s|ing)?|expires?|terminates?)\\s+"
            + "(?:on\\s+(?:the\\s+date\\s+)?)?" + DURATION + "['’]?\\s+(?:after|following|from|thereafter|therefrom)", CASE),
        // a period for the disclosures it covers: "This Agreement covers disclosures made within 1 year of signing.", "This Agreement
        // applies only to disclosures made before the first anniversary of this Agreement."
        Pattern.compile(DISCLOSURES_COVERED + "(?:within|during)\\s+(?:the\\s+(?:first\\s+)?)?" + Durations.DURATION, CASE),
        Pattern.compile(DISCLOSURES_COVERED + "(?:before|prior\\s+to)\\s+the\\s+(" + Durations.ANNIVERSARY_SOURCE + ")", CASE),
        // the obligations lifted after a period: "After 1 year from the executed date, each Party shall be relieved of all obligations"
        Pattern.compile("\\bafter\\s+" + Durations.DURATION + "\\s+(?:from|after|following)\\s+[^.;]{0,40}?,?\\s+(?:each|both|the)\\s+part(?:y|ies)\\s+"
            + "(?:shall|will)\\s+be\\s+relieved\\s+of\\s+(?:all\\s+)?(?:its\\s+|their\\s+)?obligations\\b", CASE),
        // "This NDA begins on the Effective Date and lasts 2 years."
        Pattern.compile("\\bthis\\s+(?:agreement|nda)\\b[^.;]{0,80}?\\blasts?\\s+(?:for\\s+)?" + Durations.DURATION, CASE),
        // "This Agreement shall govern the communications ... between the Parties during the period of one (1) year as of the Effective Date"
        Pattern.compile("\\bthis\\s+agreement\\s+shall\\s+govern\\b[^.;]{0,160}?\\bduring\\s+(?:the|a)\\s+period\\s+of\\s+" + Durations.DURATION, CASE),
        // "This Agreement shall have a term of four (4) years", "It shall ... have a duration of two years"
        Pattern.compile("(?:this\\s+agreement|\\bit)\\b" + IN_SENTENCE + "{0,120}?\\b(?:shall|will)\\s+have\\s+a\\s+(?:term|duration)\\s+of\\s+" + DURATION,
            CASE),
        // an end date: "shall continue until December 31, 2020", "shall expire on March 31, 2011", "and ends at April 30, 2029", the
        // agreement "it" after a semicolon: "This NDA may not be ended early; it expires automatically on 1 May 2031"
        Pattern.compile(THE_AGREEMENT + "(?:" + IN_SENTENCE + "{0,160}?;\\s+it\\b)?" + IN_SENTENCE + "{0,160}?\\b(?:" + STAYS
            + "\\s+(?:until|through)|(?:terminate|expire|end)s?\\s+(?:automatically\\s+)?(?:on|at))\\s+"
            + "(?:and\\s+including\\s+)?(" + DATE + ")", CASE),
        // as long as the employment lasts: "This Agreement: / - Begins on the date above / - Continues during employment and survives
        // termination", the item alone where the list runs over chunks
        Pattern.compile("(?:" + THE_AGREEMENT + IN_SENTENCE + "{0,160}?\\b|(?m:^)[ \\t]*[-•*][ \\t]*)" + STAYS
            + "\\s+((?:for\\s+the\\s+duration\\s+of|during|throughout)\\s+"
            + "(?:the\\s+|my\\s+|your\\s+|(?:the\\s+)?employee['’]s\\s+)?(?:employment|engagement)\\b)(?![^.;]{0,80}?\\band\\s+(?:for\\s+)?"
            + DURATION + ")", CASE),
        // an end that is an event the agreement names: "shall remain in effect until the Completion of the Purpose", "shall endure
        // for the duration of the Project" (not "for the duration of the Initial Term", which says nothing)
        Pattern.compile(THE_AGREEMENT + IN_SENTENCE + "{0,160}?\\b(?:" + STAYS + "|(?:shall|will)\\s+endure)\\s+((?:until|for\\s+the\\s+duration\\s+of)\\s+"
            + "the\\s+(?!(?:Initial\\s+|Renewal\\s+)?Term\\b|(?:Confidential|Proprietary)\\s+Information\\b)(?-i:\\p{Lu}\\p{L}+(?:\\s+(?:of\\s+the\\s+)?\\p{Lu}\\p{L}+){0,3}))", CASE),
        // an end that is the close of what the parties do: "shall continue until the conclusion of the beta testing phase"
        Pattern.compile(THE_AGREEMENT + IN_SENTENCE + "{0,160}?\\b" + STAYS + "\\s+(until\\s+the\\s+(?:conclusion|completion|end|close)\\s+of\\s+"
            + "(?:the|its|their)\\s+(?:[\\w-]+\\s+){0,4}(?:phase|project|programme|program|evaluation|testing|engagement|discussions"
            + "|negotiations|services|study|research|transaction)\\b)", CASE),
        // an end that is the work done: "shall continue until the services have been completed"
        Pattern.compile(THE_AGREEMENT + IN_SENTENCE + "{0,160}?\\b" + STAYS + "\\s+(until\\s+the\\s+"
            + "(?:services|work|project|engagement|evaluation|assignment)\\s+(?:have|has|are|is)\\s+(?:been\\s+)?"
            + "(?:completed|concluded|finished|performed))", CASE),
        // an end that is a state of affairs: "This Agreement is in effect as long as Jane Doe is the trustee"
        Pattern.compile("\\bthis\\s+agreement\\s+(?:is|remains|shall\\s+(?:be|remain))\\s+in\\s+(?:full\\s+)?(?:force|effect)\\s+"
            + "((?:for\\s+)?(?:as|so)\\s+long\\s+as\\s+(?!(?:the\\s+)?(?:confidential\\s+)?information\\b)[^.;,]{3,80})", CASE),
        // no end at all: "This agreement does not expire."
        Pattern.compile("\\bthis\\s+agreement\\s+(?:does|shall|will)\\s+(not\\s+expire)\\b", CASE),
        // no end but notice: "shall continue in effect until terminated", "shall remain in force indefinitely"
        Pattern.compile(THE_AGREEMENT + IN_SENTENCE + "{0,160}?\\b" + STAYS + "\\s+(indefinitely|in\\s+perpetuity|perpetually|until\\s+terminated"
            + "|until\\s+(?:either|one)\\s+party\\s+(?:terminates|gives|informs|provides)|until\\s+(?:written\\s+)?notice\\s+of\\s+termination"
            // "shall continue to be effective till the Proposed Transaction is terminated by either Party"
            + "|(?:until|till)\\s+(?:the\\s+|this\\s+)(?:[\\w-]+\\s+){1,3}?(?:is|has\\s+been)\\s+terminated"
            // "shall continue in effect until the Confidential Information no longer qualifies as confidential"
            + "|until\\s+(?:the\\s+|such\\s+)?confidential\\s+information\\s+(?:no\\s+longer\\s+qualifies\\s+as|is\\s+no\\s+longer)\\s+confidential"
            // "shall remain in effect as long as Recipient possesses Information"
            + "|" + WHILE_HELD
            // "continue until the developer makes the relevant information public"
            + "|until\\s+(?:the\\s+)?(?:\\w+\\s+){1,3}?(?:makes?|made)\\s+(?:the\\s+|such\\s+)?(?:relevant\\s+|confidential\\s+)?"
            + "information\\s+public)", CASE));
    /**
     * A word that every pattern of the term and the confidentiality period needs: a duration's unit, an anniversary, an end
     * ("until", "indefinitely", "perpetual", "so long as", "as long as", ...) or a date's year. Chunks without one are not tried.
     */
    private static final Pattern TIME_WORDS = Pattern.compile("year|month|anniversar|until|\\btill\\b|duration|employment|indefinite|perpetu|permanent"
        + "|without\\s+limit|expire|forever"
        + "|(?:so|as)\\s+long\\s+as|subject\\s+to\\s+the\\s+terms|\\d{4}|\\d[/.-]\\d{1,2}[/.-]\\d{2}", CASE);
    /** A date alone: a term's end date ("until December 31, 2020"), a defined effective date, a date filled into a form's blanks. */
    static final Pattern A_DATE = Pattern.compile("(?:" + DATE + ")", CASE);

    /** Words that give a period to trade secrets alone: "for trade secrets", "with respect to any trade secret". */
    private static final String FOR_TRADE_SECRETS = "(?:for|as\\s+to|with\\s+respect\\s+to|in\\s+respect\\s+of)\\s+(?:any\\s+|the\\s+|all\\s+)?trade\\s+secrets?\\b";
    /** A period that a non-solicitation or non-compete covenant in the same sentence runs for, not the confidentiality's. */
    private static final String NOT_A_COVENANT = "(?![^.;]{0,200}?" + TermPatterns.COVENANT_WORD + ")";
    /** A lead-in that lists how long the duties survive: "Recipient's duties under Sections 3–9 ... survive for:". */
    private static final Pattern SURVIVES_AS_LISTED = Pattern.compile("(?:obligations?|duty|duties|confidentiality)[^.;]{0,160}?"
        + "\\b(?:surviv\\w*|continu\\w*|last\\w*)(?:\\s+(?:for|as\\s+follows))?\\s*:\\s*$", CASE);
    /**
     * An agreement "in perpetuity, without expiration", that "remains in effect indefinitely", in effect "until the Confidential
     * Information no longer qualifies as confidential", until the information is made public, or as long as something lasts:
     * its duties, no period of their own stated, last as long.
     */
    private static final Pattern LASTING_TERM = Pattern.compile("perpetu|indefinite|no\\s+longer\\s+(?:qualifies\\s+as\\s+)?confidential|information\\s+public"
        + "|(?:as|so)\\s+long\\s+as\\b", CASE);
    /** A lead-in that lists the agreement's term: "This Agreement shall commence on the Effective Date and continue for:". */
    private static final Pattern TERM_AS_LISTED = Pattern.compile("\\bthis\\s+agreement\\b[^.;]{0,120}?\\b(?:continue|remain\\s+in\\s+(?:full\\s+)?"
        + "(?:force|effect)|last)s?\\s+for\\s*:\\s*$", CASE);
    /** An item of that list giving a period, after its label ("- General Confidentiality: Five (5) years from ..."), not trade secrets'. */
    private static final Pattern LISTED_PERIOD = Pattern.compile("\\s*(?:[-•*]|\\(?\\w{1,3}[.)])?\\s*"
        + "(?:(?![^:\\n]*trade\\s+secret)[^:\\n]{1,60}:\\s*)?" + Durations.DURATION, CASE);
    /** An item's bullet or letter, before the words two alternatives share. */
    private static final Pattern ALTERNATIVE_OPENING = Pattern.compile("^\\s*(?:[-*•]|\\(?\\w{1,3}[.)])?\\s*");
    /** How many opening characters two items share to be alternatives of one sentence. */
    private static final int SAME_OPENING = 40;
    private static final List<Pattern> CONFIDENTIALITY_PERIOD = List.of(
        // the duties lifted after a time: "the foregoing shall not apply with respect to any information after five years following
        // the disclosure thereof"
        Pattern.compile("\\b(?:foregoing|obligations?|restrictions?)\\s+(?:shall|will)\\s+not\\s+apply\\s+(?:with\\s+respect\\s+)?to\\s+any\\s+"
            + "(?:proprietary\\s+|confidential\\s+)?information\\s+after\\s+" + DURATION + "\\s+(?:following|after|from)\\b", CASE),
        // also all that precedes: "The foregoing commitments of each party ... shall continue until the five (5) year anniversary"
        // (past a section's number: "the obligations in §§A.2–A.4 survive for five (5) years")
        Pattern.compile("(?:obligations?|duty|duties|confidentiality|foregoing\\s+commitments)" + IN_SENTENCE + "{0,160}?(?:surviv\\w*|continue\\w*|remain\\w*|"
            + "last\\w*|extend\\w*|in\\s+effect|apply)[^.;]{0,120}?(?:for|period of|until(?:\\s+the)?)\\s+(?:(?:a\\s+)?period\\s+(?:of\\s+)?|an?\\s+(?:additional|further)\\s+)?"
            + "(?:up\\s+to\\s+|not\\s+(?:to\\s+)?exceed(?:ing)?\\s+)?" + DURATION, CASE),
        // "(b) Standard Confidential Information obligations survive five (5) years", "Confidentiality obligations last 3 years from
        // disclosure"
        Pattern.compile("(?:obligations?|duty|duties)\\s+(?:shall\\s+|will\\s+)?(?:survive|last)\\s+" + DURATION, CASE),
        // the duty itself held for a time: "The Adviser shall hold all drawings in strict confidence for a period of six (6) years"
        Pattern.compile("\\b(?:hold|keep|maintain)\\b[^.;]{0,80}?\\bin\\s+(?:strict\\s+|strictest\\s+|the\\s+strictest\\s+)?confidence\\s+for\\s+" + DURATION,
            CASE),
        // an end date: "will be continuous from the date of this Agreement until March 1, 2025"
        Pattern.compile("(?:obligations?|duty|duties|confidentiality)[^.;]{0,160}?\\b(?:surviv\\w*|continu\\w*|remain\\w*|last\\w*|in\\s+effect|apply)"
            + "[^.;]{0,80}?\\b(until\\s+(?:" + DATE + "))", CASE),
        // an end that is an event the agreement names: "The obligations of confidentiality set out in this Agreement shall continue
        // for the duration of the Stated Purposes"
        Pattern.compile("(?:obligations?|undertakings?|duty|duties)[^.;]{0,120}?\\b(?:shall|will)\\s+(?:continue|last|apply|remain\\s+in\\s+"
            + "(?:full\\s+)?(?:force|effect))\\s+((?:until|for\\s+the\\s+duration\\s+of)\\s+the\\s+(?!(?:Initial\\s+|Renewal\\s+)?Term\\b|(?:Confidential|Proprietary)\\s+Information\\b)"
            + "(?-i:\\p{Lu}\\p{L}+(?:\\s+(?:of\\s+the\\s+)?\\p{Lu}\\p{L}+){0,3}))", CASE),
        // the undertakings last until the earlier of events, one of them a period: "shall continue in full force and effect until
        // the earlier of: (i) successful completion of the Project; and (ii) the date that is two years from the date of this letter"
        Pattern.compile("(?:obligations?|undertakings?|duty|duties)[^.;]{0,160}?\\buntil\\s+the\\s+(?:earlier|earliest)\\s+(?:to\\s+occur\\s+)?of\\b"
            + "[^.]{0,200}?\\(\\w{1,4}\\)\\s+(?:the\\s+date\\s+(?:that\\s+is|falling)\\s+)?" + DURATION + "\\s+(?:after|from|following)\\b", CASE),
        // without end, but not where the sentence grants it to trade secrets only ("except ... a trade secret ... indefinitely",
        // "For Confidential Information that is a trade secret, Recipient's obligation of confidentiality will be perpetual")
        Pattern.compile("(?<!\\btrade\\s{1,3}secrets?\\b[^.;]{0,160})(?:obligations?|duty|duties|confidential\\w*|covenants)(?:(?!trade\\s+secret)[^.;]){0,160}?\\b(in\\s+perpetuity|"
            // not a licence granted for ever: "grants ... an irrevocable, non-exclusive, royalty-free and perpetual right to use"
            + "perpetual\\w*(?!" + TermPatterns.LICENCE_AFTER + ")|"
            // not data erased "permanently irrecoverable" or made "permanently unavailable"
            + "permanently(?!\\s+(?:irrecoverabl|irretrievabl|unrecoverabl|delet|eras|destr|remov|expung|unavailabl|inaccessibl|unreadabl))|"
            + "indefinitely|forever|without\\s+limit(?:ation)?\\s+(?:of|in|as\\s+to)\\s+time)"
            // nor where the words that follow give it to trade secrets: "survive ... indefinitely for trade secrets and for ..."
            + "(?!\\s+" + FOR_TRADE_SECRETS + ")", CASE),
        // "the confidentiality obligations ... shall remain in full force and effect for so long as such Confidential Information
        // remains confidential and non-public", "any Confidential Information must be kept confidential for as long as such
        // Confidential Information is not publicly known"
        Pattern.compile("(?:obligations?|duty|duties|confidentiality|confidential\\s+information)[^.;]{0,160}?\\b(?:shall|will|must)\\s+"
            + "(?:remain\\s+in\\s+(?:full\\s+)?(?:force|effect)(?:\\s+and\\s+effect)?|continue|survive|apply|be\\s+kept\\s+(?:confidential|secret))\\s+"
            + "(" + TermPatterns.UNTIL_PUBLIC + ")", CASE),
        // no end but the information's becoming public: "shall continue unless and until such Confidential Information falls
        // within Section 4", "all CI provided under this NDA will remain subject to the terms of this NDA"
        // (not copies kept: "Any Confidential Information so retained shall remain subject to the terms of this Agreement")
        Pattern.compile("(?:obligations?|\\bCI\\b|confidential\\s+information|this\\s+agreement)(?:(?!\\bretain|\\barchiv)[^.;]){0,160}?\\b(?:shall|will)\\s+(continue\\s+unless\\s+and\\s+until"
            + "|(?:remain|continue\\s+to\\s+be)\\s+subject\\s+to\\s+the\\s+terms\\s+of\\s+this"
            // "This Agreement shall survive until such time as all Confidential Information ... becomes publicly known"
            + "|survive\\s+until\\s+(?:such\\s+time\\s+as\\s+)?(?:all\\s+)?(?:the\\s+|such\\s+)?confidential\\s+information\\b[^.;]{0,80}?\\b(?:becomes?|is)\\s+"
            + "(?:publicly|generally|public))", CASE),
        // an exclusion that ends the protection: "Confidential Information does not include information ... in respect of which a
        // period of five (5) years has elapsed from the date of signature of this Agreement"
        Pattern.compile("\\b(?:in\\s+respect\\s+of\\s+which|after|once)\\s+" + DURATION + "\\s+(?:has|have)\\s+elapsed\\b", CASE),
        // "the obligations of this Agreement, including the restrictions on disclosure and use, shall terminate on the second anniversary"
        Pattern.compile("(?:obligations?|restrictions?)[^.;]{0,160}?\\b(?:expire|terminate|cease)\\w*\\s+on\\s+the\\s+(" + Durations.ANNIVERSARY_SOURCE + ")", CASE),
        // "... shall expire three (3) years from", "Your obligations regarding Confidential Information end five (5) years after"
        Pattern.compile("(?:obligations?|duty|duties|confidentiality)[^.;]{0,160}?\\b(?:(?:expire|terminate|cease)\\w*|ends?)"
            + "(?:\\s+and\\s+(?:are|be|shall\\s+be)\\s+of\\s+no\\s+further\\s+force\\s+(?:or|and)\\s+effect)?\\s+" + DURATION
            + "\\s+(?:from|after|following)", CASE),
        // not the agreement's own term, where its duties state their own period: "This Agreement ... shall remain in force for a period
        // of two (2) years from the date of disclosure" (the term; read as the duties' only where they state none)
        // (the look back follows "for", so that it is tried only where "for" stands)
        Pattern.compile("for(?<!\\bthis\\s{1,3}agreement\\b[^.;]{0,120}?\\b(?:remain|continue|be)s?\\s{1,3}(?:in\\s{1,3}(?:full\\s{1,3})?(?:force|effect)\\s{1,3})?for)"
            + "\\s+" + DURATION + "\\s+(?:after|following|from)\\s+(?:the\\s+)?(?:date of\\s+)?(?:(?:each|any|such|the|its|their|first|initial)\\s+)*"
            + "(?:disclosure|receipt|receiving|termination|expir\\w*)" + NOT_A_COVENANT, CASE),
        // "Seller will keep confidential and will not for a period of three (3) years after the execution of this Agreement ... divulge"
        Pattern.compile("(?:shall|will)\\s+not,?\\s+(?:for|during)\\s+a\\s+period\\s+of\\s+" + DURATION + "[^.;]{0,120}?\\b(?:divulge|disclose|"
            + "communicate|reveal|use)\\b", CASE),
        // as long as something lasts: "Member's obligation to maintain the confidentiality ... continues for so long as Counter Current exists"
        // (not trade secrets' alone: "all obligations with respect to Confidential Information that are treated ... as trade secrets will
        // continue for so long as ...")
        Pattern.compile("\\bobligations?\\b(?:(?!trade\\s+secret)[^.;]){0,200}?\\bcontinues?\\s+((?:for\\s+)?(?:so|as)\\s+long\\s+as\\s+[^.;,]{3,80})", CASE),
        // the period after the duty: "You may not disclose, reproduce, or publicly release any part of this work for a period of
        // twelve (12) months from the most recent date of access"
        Pattern.compile("\\b(?:may|shall|will|must)\\s+not\\s+(?:disclose|divulge|reveal|communicate)\\b[^.;]{0,120}?\\bfor\\s+" + DURATION
            + "\\s+(?:from|after|following)\\b" + NOT_A_COVENANT, CASE),
        // an employee's: "I agree at all times during the term of my employment and for a period of three years thereafter, to hold
        // in strictest confidence"
        Pattern.compile("for\\s+a\\s+period\\s+of\\s+" + DURATION + "(?:\\s+thereafter)?,?\\s+to\\s+(?:hold|keep)\\s+in\\s+(?:the\\s+)?"
            + "(?:strict(?:est)?\\s+)?confidence", CASE),
        // "... and thereafter for a period of ten (10) years, starting from the effective date, not to communicate ..."
        Pattern.compile("for\\s+a\\s+period\\s+of\\s+" + DURATION + "[^.;]{0,80}?\\bnot\\s+(?:to\\s+)?(?:communicate|divulge|disclose|reveal|disseminate)" + NOT_A_COVENANT, CASE),
        // "The provisions of Sections 1, 2, 3, 4, 5 and 6 shall survive the termination of this Agreement for a period of ten (10) years",
        // "the provisions of this Agreement shall survive and continue after expiration ... for a further period of five year(s)"
        Pattern.compile("(?:\\b(?:sections?|clauses?|paragraphs?|articles?)\\s+[\\d.,()a-z\\s]{1,40}?\\b|\\bprovisions\\s+of\\s+this\\s+agreement\\s+)"
            + "(?:shall|will)\\s+survive[^.;]{0,80}?\\bfor\\s+(?:a\\s+(?:(?:further|additional)\\s+)?period\\s+of\\s+)?" + DURATION, CASE));
    /**
     * A duty not to disclose "at any time" (after the agreement's event, not during a term): without end, for a lawyer,
     * when no period is stated anywhere.
     */
    private static final Pattern AT_ANY_TIME = Pattern.compile("(?:shall|will|must)\\s+not,?\\s+(at\\s+any\\s+time)(?!\\s+(?:during|prior|before|within"
        + "|while|until))[^.;]{0,80}?\\b(?:disclose|divulge|publish|communicate|reveal)", CASE);
    /** The same undertaken with the time after it: "undertakes not to disseminate the information received, ... at any time". */
    private static final Pattern NOT_TO_AT_ANY_TIME = Pattern.compile("\\b(?:undertakes?|agrees?)\\s+not\\s+to\\s+(?:disclose|disseminate|divulge"
        + "|reveal|publish)\\b[^.;]{0,160}?\\b(at\\s+any\\s+time)\\b(?!\\s+(?:during|prior|before|within|while|until))", CASE);
    /**
     * The agreement or its obligations survive the end of the relationship with no period stated: without end, for a lawyer,
     * when no period is stated anywhere ("This Agreement shall survive the termination of the services", "the obligations and
     * restrictions hereunder regarding the Confidential Information shall remain effective following any such termination", "The
     * obligations under this Agreement continue to apply to the parties after completion or termination of the Purpose").
     */
    private static final Pattern SURVIVES = Pattern.compile("(?:" + NOT_OF_ANOTHER + "this\\s+agreement|provisions\\s+of\\s+this\\s+(?:[\\w-]+\\s+){0,4}?(?:agreement|undertaking)"
        + "|obligations?(?:\\s+and\\s+(?:responsibilities|restrictions|duties))?"
        + "(?:\\s+of\\s+(?:confidentiality(?:\\s+and\\s+non-?disclosure)?|the\\s+parties|each\\s+party))?)"
        + "(?:\\s+hereunder|\\s+under\\s+this\\s+(?:agreement|nda))?(?:\\s+(?:regarding|with\\s+respect\\s+to|in\\s+respect\\s+of)\\s+(?:the\\s+)?confidential\\s+information)?"
        + "\\s+(?:(?:shall|will)\\s+)?(?:continue\\s+and\\s+)?(?:survives?|(?:remain\\s+(?:effective|in\\s+(?:full\\s+)?(?:force|effect)(?:\\s+and\\s+effect)?)"
        // "The obligations under this Agreement continue to apply to the parties after completion or termination of the Purpose"
        + "|continues?\\s+to\\s+apply(?:\\s+to\\s+(?:the\\s+|both\\s+|each\\s+)?part(?:y|ies))?)\\s+(?:following|after))\\s+(?:the\\s+|any\\s+)?(?:such\\s+)?"
        // "Confidentiality obligations survive agreement termination"
        + "(?:(?:this\\s+)?agreement\\s+)?(?:termination|expiration|completion|end|[^.;]{0,60}?\\bfor\\s+which\\b)"
        + "(?![^.;]{0,120}?\\b(?:for|until|period|years?|months?)\\b)", CASE);
    /**
     * Still bound after the information is returned, where the agreement states no term: "shall continue to be bound by their
     * confidentiality and other obligations hereunder".
     */
    private static final Pattern STILL_BOUND = Pattern.compile("(?:shall|will)\\s+continue\\s+to\\s+be\\s+bound\\s+by\\s+(?:its|their|his|her|your|the)\\b"
        + "[^.;]{0,60}?\\bobligations\\b(?![^.;]{0,120}?\\b(?:for|until|period|years?|months?)\\b)", CASE);
    /** Undertakings given "for as long as this Agreement remains in force": the confidentiality period is the agreement's term. */
    private static final Pattern AS_LONG_AS_AGREEMENT = Pattern.compile("\\b(?:for|during)\\s+(?:as|so)\\s+long\\s+as\\s+this\\s+agreement\\s+"
        + "(?:remains|is|shall\\s+remain)\\s+in\\s+(?:full\\s+)?(?:force|effect)", CASE);
    private static final Pattern TRADE_SECRETS = Pattern.compile(
        "[^.;\\n]{0,200}\\btrade\\s+secrets?\\b[^.;\\n]{0,200}?(?:as\\s+long\\s+as|so\\s+long\\s+as|until|for\\s+the\\s+"
            + "(?:longer|period)|indefinitely|in\\s+perpetuity|perpetual(?:ly)?\\b)[^.;\\n]{0,160}"
            // "Confidentiality obligations survive termination of employment indefinitely for trade secrets and ..."
            + "|[^.;\\n]{0,200}\\b(?:indefinitely|in\\s+perpetuity|perpetually)\\s+" + FOR_TRADE_SECRETS + "[^.;\\n]{0,160}"
            // past the period: "shall survive and continue in effect thereafter with respect to any Proprietary Information that is
            // a trade secret under applicable law"
            + "|[^.;\\n]{0,60}\\b(?:survive|continue)\\w*\\b[^.;]{0,60}?\\bthereafter\\s+(?:for|as\\s+to|with\\s+respect\\s+to|in\\s+respect\\s+of)"
            + "\\b[^.;]{0,80}?\\btrade\\s+secrets?\\b[^.;\\n]{0,160}", CASE);
    private static final Pattern PURPOSE_NAMED = Pattern.compile(
        // with an aside in brackets in it: "... the Ledger System (a custom cooperative management platform) and any
        // related professional services (the "Purpose")"; not a cross-reference ("certain Confidential Information (as defined below)");
        // a line wrapped before a word in lower case, or mid-phrase before a capital ("regarding" / "AI safety technology")
        "((?:[^.;\\n()]|\\((?!\\s*(?:as\\s+)?(?:defined|hereinafter|see\\b|in\\s+section))[^()\\n\"“”]{1,120}\\)|(?<=\\bNo)\\.|\\n(?=[ \\t]*(?-i:\\p{Ll}))"
        + "|(?<=(?-i:\\p{Ll}))\\n(?=(?-i:\\p{Lu}\\p{L}*[ \\t]+\\p{Ll}))){10,300}?)\\s*\\(\\s*(?:(?:the|this)\\s+)?[\"“”]\\*{0,2}(?:(?:Permitted\\s+|Business\\s+)?Purpose|Permitted\\s+Use)\\*{0,2}[\"“”]\\s*\\)"
        // not a name whose definition follows its colon (read by the pattern after it)
        + "(?!\\s*:)", CASE);
    /**
     * Purposes that name no aim, up to two words before "purposes": "for internal business purposes", "for specified purposes"
     * (a negative lookahead).
     */
    private static final String NO_AIM_NAMED = "(?!(?:[\\w-]+\\s+){0,2}(?:" + TermPatterns.NO_PURPOSE + "|internal|business|lawful|legitimate|personal"
        + "|proper|permitted|authori[sz]ed|commercial|own|certain|limited|specific|specified|particular)\\s+purposes?)";
    /** The purpose as the document defines it: "“Purpose” means ...", "... (the “Purpose”)"; read before any other. */
    private static final List<Pattern> PURPOSE_DEFINED = List.of(
        // the term itself, quoted on both sides or not at all: not "Completion of the Purpose" shall mean; "“Purpose”: means"; also a
        // table's row of definitions: '| "Purpose" | The evaluation of ... |'
        Pattern.compile("(?:[\"“](?:(?:Permitted|Authori[sz]ed|Agreed|Stated)\\s+)?purpose(?:\\(s\\))?[\"”]|purpose(?:\\(s\\))?(?![\"”]))\\*{0,2}[\"“”]?\\s*"
            + "(?::?\\s*(?:means|shall mean|shall refer to|refers to)|:|(?<=[\"”]\\s{0,3})\\|"
            // what follows its brackets and a colon: 'for the purpose of (the "Purpose"): evaluating a potential relationship'
            + "|(?<=[\"”])\\)\\s*:)\\s*([^.;|\\n]{5,300})", CASE),
        PURPOSE_NAMED);
    /** A lead-in that lists what the information is given for: "Confidential information is being disclosed in order to:". */
    private static final String PURPOSE_LEAD_IN = "(?:\\b(?:is|are)\\s+(?:being\\s+)?(?:disclosed|provided|shared|furnished|made\\s+available)\\s+"
        // "Confidential information is shared only for:", "Information is shared solely for the purpose of:"
        + "(?:(?:solely|only)\\s+)?(?:(?:in\\s+order\\s+)?to|for(?:\\s+the\\s+purposes?\\s+of)?)\\s*:"
        // "The Disclosing Party is sharing certain non-public information with the Receiving Parties for the purposes of:"
        + "|\\b(?:is|are)\\s+(?:sharing|disclosing|providing|furnishing)\\s+[^.;:\\n]{0,120}?\\bfor\\s+the\\s+(?:following\\s+)?purposes?(?:\\s+of)?\\s*:"
        // "Receiving Party shall use Confidential Information solely to:", a duty listed: "Use the Confidential Information solely for
        // the purpose of:"
        + "|(?<!\\bnot\\s)\\buse\\s+[^.;:\\n]{0,60}?\\b(?:solely|only|exclusively)\\s+(?:to|for(?:\\s+the\\s+purposes?\\s+of)?)\\s*:)";
    /** A listed aim after its mark, group 1, not a blank ("- [PURPOSE OF DISCLOSURE]"). */
    private static final String LISTED_AIM = "\\s*(?:[-*•]|\\(?\\w{1,3}[.)])\\s*(?!\\[)(" + ON_LINE + "{5,200})";
    private static final Pattern PURPOSE_LISTED = Pattern.compile(PURPOSE_LEAD_IN + "\\s*$", CASE);
    private static final Pattern AIM = Pattern.compile(LISTED_AIM, CASE);
    /**
     * A list of short aims, each a few words on its line after its mark, the whole list: "- Development" / "- Testing" / "-
     * Maintenance"; not one whose last item read goes on ("- exploring potential collaboration," where the paragraph ends).
     */
    private static final String SHORT_AIMS = "(?:[ \\t]*[-*•][ \\t]+[^\\n]{2,60}+(?:\\n|$)){2,8}(?<![,;]\\n?|\\b(?:and|or)\\n?)(?![ \\t]*[-*•])";
    /** The mark between two items of a list whose lines run together: "- Development - Testing". */
    private static final Pattern NEXT_MARK = Pattern.compile("\\s+[-*•]\\s+");
    /**
     * The purpose as a sentence about the information, or the parties' wish, states it: used, disclosed or exchanged "for the
     * purpose of ...", "the Parties wish to ... for the purpose of ..." (not "For the purpose of enforcing this provision",
     * "represented for the purpose of the signature").
     */
    private static final List<Pattern> PURPOSE_STATED = List.of(
        // the first of the aims a list gives: "Confidential information is being disclosed in order to:" / "- investigate or formalise ..."
        // or all of them where each is a few words: "Confidential information is shared only for:" / "- Development" / "- Testing"
        Pattern.compile(PURPOSE_LEAD_IN + "\\s*\\n(" + SHORT_AIMS + ")", CASE),
        Pattern.compile(PURPOSE_LEAD_IN + "\\s*\\n" + LISTED_AIM, CASE),
        // not a use forbidden: "We will not use the Information ... for the purposes of third parties"
        Pattern.compile("(?<!\\bnot\\s)\\b(?:use[sd]?|using|disclos\\w*|provid\\w*|furnish\\w*|exchang\\w*|receiv\\w*|access\\w*|shar(?:e[sd]?|ing)"
            + "|transmit\\w*|supplied|made\\s+available|information|know|wish(?:es)?|desir\\w*|intend\\w*)\\b" + ON_LINE + "{0,150}?"
            // also a form's colon before its blank on the same line: "for the purpose of: _______________" (a list after "of:" is read
            // as a list's)
            + "\\bfor\\s+the\\s+(?:sole\\s+|limited\\s+|exclusive\\s+)?purposes?\\s+(?:of|to(?=\\s+\\p{Ll}))(?:\\s+|\\s*:[ \\t]+)(?!(?:this|the|that|such|any)\\s+(?:[\\w-]+\\s+)?(?:agreement|section|clause|paragraph|article|provision|cnda|nda)\\b)"
            // nor a copy kept "solely for the purpose of ensuring its compliance with this document"
            + "(?!(?:\\w+\\s+){0,2}compliance\\b|complying\\b|enforc\\w*)"
            + "(" + ON_LINE + "{5,200})", CASE),
        // "Discloser may disclose confidential information to the person identified above so that Recipient can participate
        // meaningfully with Discloser", "The Owner may share its sales figures so the Adviser can prepare a valuation"
        Pattern.compile("\\b(?:disclos\\w*|provid\\w*|furnish\\w*|shar(?:e[sd]?|ing))\\b[^.;\\n]{0,120}?\\bso\\s+(?:that\\s+)?(?:the\\s+)?"
            + "(?:recipient|receiving\\s+party|you|it|they|(?-i:\\p{Lu}\\w+))\\s+(?:can|may|could|is\\s+able\\s+to)\\s+"
            // not a notice's aim: "shall notify the CLIENT ... so that the CLIENT may seek a protective order"
            + "(?!seek|obtain|waive|contest|oppose|resist|object)(" + ON_LINE + "{5,200})", CASE),
        // "Confidential Information received under this Agreement may only be used to evaluate, scope, negotiate, or perform ..."
        Pattern.compile("\\b(?:may|shall|will|can)\\s+only\\s+be\\s+used\\s+(?:for|to)\\s+"
            + "(?!(?:the|this|that|such|said)\\s+(?:[\\w-]+\\s+)?(?:purposes?|agreement)\\b)(" + ON_LINE + "{5,200})", CASE),
        // "HALO agrees to transmit to RECIPIENT confidential information for evaluation purposes only"
        Pattern.compile("\\b(?:information|disclos\\w*|provid\\w*|transmit\\w*|furnish\\w*|used?)\\b[^.;\\n]{0,80}?\\bfor\\s+(?!(?:the|such|these"
            + "|those|any|all|other)\\s)(?!(?:[\\w-]+\\s+){0,2}" + TermPatterns.NO_PURPOSE + "\\s+purposes?)((?:[\\w-]+\\s+){0,2}[\\w-]+)\\s+purposes?\\s+only\\b", CASE),
        // what the information is given for, at the sentence's end: "The Recipient will be given access to certain proprietary software
        // ... for collaboration purposes."
        Pattern.compile("\\b(?:is|are|will\\s+be|shall\\s+be|being)\\s+(?:given|granted|provided|disclosed|shared|furnished|made\\s+available)\\b[^.;\\n]{0,160}?"
            + "\\bfor\\s+(?!(?:the|such|these|those|any|all|other|its|their|his|her|your|our)\\s)" + NO_AIM_NAMED + "((?:[\\w-]+\\s+){0,2}[\\w-]+)"
            + "\\s+purposes?\\s*[.;]", CASE),
        // "Use Confidential Information ONLY for evaluation purposes" (not "solely for internal business purposes")
        Pattern.compile("\\b(?:use[sd]?|using)\\b[^.;\\n]{0,80}?\\b(?:solely|only|exclusively)\\s+for\\s+(?!(?:the|such|these|those|any|all|other|its"
            + "|their|his|her|your|our)\\s)" + NO_AIM_NAMED + "((?:[\\w-]+\\s+){0,2}[\\w-]+)\\s+purposes?\\b", CASE),
        // "shall not be used other than in connection with your evaluation of the Proposed Transaction", "not use it other than to
        // evaluate or perform the Transaction"
        Pattern.compile("\\bnot\\s+(?:be\\s+used|use\\b[^.;\\n]{0,60}?)\\s+(?:by\\s+[^.;\\n]{1,40}?\\s+)?other\\s+than\\s+"
            + "(?:in\\s+connection\\s+with\\s+|for\\s+|to\\s+(?=\\p{Ll}))(?!(?:the|this|that|such|said)\\s+(?:[\\w-]+\\s+)?(?:purposes?|agreement)\\b)"
            + "(" + ON_LINE + "{5,200})", CASE),
        // "not to make any use whatsoever at any time of such Proprietary Information except to evaluate internally its relationship"
        Pattern.compile("\\bnot\\s+to\\s+make\\s+any\\s+use\\b[^.;\\n]{0,100}?\\bexcept\\s+(?:for\\s+|to\\s+(?=(?-i:\\p{Ll})))"
            + "(?!(?:the|this|that|such|said)\\s+(?:[\\w-]+\\s+)?(?:purposes?|agreement)\\b|as\\s)(" + ON_LINE + "{5,200})", CASE),
        // "shall not use any Confidential Information for any purpose except to review, assess and help develop the Ideas", "shall
        // not use it for any purpose whatsoever other than as necessary for carrying out the Services"
        Pattern.compile("\\bfor\\s+any\\s+(?:other\\s+)?purpose(?:\\s+whatsoever)?\\s+(?:except|other\\s+than|than|save)\\s+"
            + "(?:as\\s+(?:is\\s+)?(?:reasonably\\s+)?(?:necessary|required)\\s+)?(?:for\\s+|to\\s+)?(?!(?:the|this|that|such|said)\\s+"
            + "(?:\\w+\\s+)?(?:purposes?|agreement)\\b|as\\s)(" + ON_LINE + "{5,200})", CASE),
        // "Researcher agrees to use the Confidential Information solely for the research as described in Attachment DUA-C", "Use
        // Confidential Information solely to provide the Services"
        Pattern.compile("\\b(?:use|used|using)\\b[^.;\\n]{0,60}?\\b(?:solely|only|exclusively)\\s+"
            // a verb after "to", not whom or how far: "only to the extent necessary", "solely to its employees"
            // or what it serves: "solely in connection with the current or contemplated business relationship between the parties"
            + "(?:for|in\\s+connection\\s+with|to(?=\\s+(?!(?:the|its|their|his|her|any|such|those|persons?|employees)\\b)(?-i:\\p{Ll})))\\s+"
            + "(?!(?:the|this|that|such|said|its|their)\\s+"
            + "(?:[\\w-]+\\s+)?(?:purposes?|agreement)\\b)(?!(?:[\\w-]+\\s+){0,2}purposes?\\b)"
            // whose benefit is no purpose: "shall be used solely for the benefit of the HNBA Board Work"
            + "(?!(?:the\\s+)?(?:sole\\s+)?benefit\\b)(" + ON_LINE + "{5,200})", CASE),
        // the aim of the exchange: "Both parties may exchange confidential and proprietary information to explore a business
        // relationship", "Drogon gives you its Confidential Information to inspect, improve, modify ... it"
        Pattern.compile("\\b(?:exchang\\w*|shar(?:e[sd]?|ing)|disclos\\w*|gives?\\s+you|provides?\\s+you\\s+with)\\s+"
            + "(?:(?:certain|their|its|our|confidential|proprietary|non-public|and)\\s+){0,4}information\\s+(?:in\\s+order\\s+)?to\\s+"
            + "((?:explore|evaluate|assess|consider|discuss|investigate|pursue|inspect|review|test)\\b" + ON_LINE + "{5,200})", CASE));
    /**
     * What opens a dealing's definition without saying what it is: "Whereas, ", "In connection with ", "have entered into
     * discussions regarding " (of "... regarding a possible transaction (the "Transaction")").
     */
    private static final Pattern DEFINITION_LEAD = Pattern.compile("^(?:whereas,?\\s+|in\\s+connection\\s+with\\s+"
        + "|.*?\\b(?:discussions|negotiations)\\s+(?:relating\\s+to|regarding|concerning|about|in\\s+respect\\s+of)\\s+)", CASE);
    /** A qualifier that leads to an aim of its own, no aim before it needed: "in connection with evaluating a possible survey". */
    private static final Pattern QUALIFIED_AIM = Pattern.compile("in\\s+connection\\s+with\\s+(?=(?:evaluating|exploring|considering|assessing|discussing"
        + "|negotiating|pursuing|reviewing)\\b)", CASE);
    /** A purpose that only qualifies an aim named before it: "in connection with a possible investment". */
    private static final Pattern QUALIFIER_ONLY = Pattern.compile("(?:in\\s+(?:connection\\s+with|relation\\s+to|respect\\s+of)|relat(?:ing|ed)\\s+to"
        + "|regarding|concerning|with\\s+respect\\s+to)\\b", CASE);
    /**
     * What a defined purpose is about when the sentence says it after the term's brackets: '... explore a business relationship
     * (the "Purpose") regarding the assembly of the Quillmark project.' (group 1 from "regarding" to the sentence's end), read
     * from the purpose's end or its brackets; not a clause that goes on to something else ("(the "Purpose") in connection with
     * which ...").
     */
    private static final Pattern ABOUT_AFTER = Pattern.compile("(?:\\s*\\(\\s*(?:the\\s+)?[\"“][^\"”\\n]{1,40}[\"”]\\s*\\))?\\s*,?\\s*"
        + "((?:regarding|concerning|relat(?:ing|ed)\\s+to|with\\s+respect\\s+to|in\\s+respect\\s+of|involving)\\s+(?!which\\b)[^.;\\n]{3,200})", CASE);
    /**
     * The aim a sentence gives before a name it defines, up to that name's brackets: "for the purposes of discussing ... with
     * {XXXXXXXX} (the “Company”)" (group 1), read from the sentence's or bracket's start.
     */
    private static final Pattern AIM_BEFORE_NAME = Pattern.compile("(?<![^.;\\n()])\\s*([^\\s.;()][^.;\\n()]{9,299}?)"
        + "\\s*\\(\\s*the\\s+[\"“][^\"”\\n]{1,40}[\"”]\\s*\\)\\s*$", CASE);
    /** A purpose that ends in a defined dealing: "carry out the Discussions", "evaluating the Proposed Transaction" (group 1 its name). */
    private static final Pattern DEALING_NAMED = Pattern.compile("\\bthe\\s+((?:Proposed\\s+|Potential\\s+|Possible\\s+)?(?:Discussions|Transaction|Project"
        + "|Opportunity|Relationship|Evaluation|Engagement|Negotiations))$");
    /** The agreement's own aim, no use of the information: "for the purpose of preventing the unauthorized disclosure of ...". */
    private static final Pattern SELF_PROTECTION = Pattern.compile("(?:prevent|protect|safeguard|prohibit)\\w*\\b", CASE);
    /** A form's note to its user, not the agreement's purpose: "Purpose: Use this template to create a mutual non-disclosure ...". */
    private static final Pattern TEMPLATE_NOTE = Pattern.compile("\\b(?:this|the)\\s+template\\b", CASE);
    /** The end of a bracketed field whose start lies before the text: no "[" before its "]". */
    private static final Pattern FIELD_TAIL = Pattern.compile("[^\\[\\]]*][\\W&&[^\\[]]*");
    /** The start of a bracketed field cut at a full stop within it: "[Insert Purpose, e" of "[Insert Purpose, e.g., ...]". */
    private static final Pattern FIELD_HEAD = Pattern.compile("\\[[^\\[\\]]*");
    /** A document's version number: "Version 1.0", "Version: 1.5". */
    private static final Pattern VERSION = Pattern.compile("\\bversion\\s*:?\\s*v?\\d+(?:\\.\\d+)*\\b", CASE);
    /** How far before a date its version number may stand. */
    private static final int VERSION_REACH = 60;
    /** A value that opens with a bracketed number the text after it closes: "[2 YEARS" of "[2 YEARS]". */
    private static final Pattern OPEN_NUMBER = Pattern.compile("\\[\\d[^\\]]*");
    /**
     * Words that only point on to a list: "The Confidential Information may be used only for the following purposes (“Purpose”):",
     * or to the section that states the purpose: "evaluating the potential business relationship described in Section 1".
     */
    private static final Pattern POINTS_ON = Pattern.compile("\\bthe\\s+following(?:\\s+[\\w-]+){0,2}\\s*$"
        + "|\\b(?:described|set\\s+(?:out|forth)|referred\\s+to|specified)\\s+(?:in|under)\\s+(?:section|clause|paragraph|article)\\s+\\d[\\d.]*\\s*$"
        // another document's: "for the purpose on the accompanying standard form certificate (the "Purpose")"
        + "|(?:^|\\bpurposes?\\s+(?:on|in|stated\\s+(?:on|in)|described\\s+in|set\\s+out\\s+in)\\s+)(?:the\\s+)?"
        + "(?:accompanying|attached|enclosed)\\b", CASE);
    /** A heading's number before its name: "1. PURPOSE", "4.2 Term", "B. Governing Law", "1) Purpose". */
    private static final Pattern SECTION_NUMBER = Pattern.compile("^(?:(?:section|article|clause)\\s+)?(?:\\d{1,2}(?:\\.\\d{1,2})*[.)]?|[A-Z][.)]"
        + "|[IVX]{1,4}[.)])\\s+", CASE);
    /** The end of a sentence that another follows: a full stop after a word in lower case, then a capital. */
    private static final Pattern FIRST_SENTENCE_END = Pattern.compile("(?<=\\p{Ll}{2})\\.\\s+(?=\\p{Lu})");
    /** The purpose's own blank: "[DESCRIBE PURPOSE]", "[insert purpose]", or a line for what the aim is about: "... a survey concerning ______". */
    private static final Pattern PURPOSE_BLANK = Pattern.compile("\\[[^\\]\\n]{0,40}\\bpurpose\\b[^\\]\\n]{0,40}]"
        + "|\\b(?:concerning|regarding|relat(?:ing|ed)\\s+to|in\\s+respect\\s+of|about|involving)\\s+_{3,}\\s*$", CASE);
    /** The fewest words of a sentence, not a title run into the text after it ("2. Purpose."). */
    private static final int SENTENCE_WORDS = 4;
    /**
     * What no stated purpose has: a duty or a lead-in ("The parties shall ...", "... as follows:"), or a definition pointing
     * elsewhere ("means the purpose ..., as specified in the Provision").
     */
    private static final Pattern NOT_AN_AIM = Pattern.compile(TermPatterns.DUTY_VERB + "|:\\s*$|^means\\b"
        + "|\\bas\\s+(?:specified|set\\s+out|stated|described)\\s+in\\b", CASE);
    private static final Pattern PURPOSE_END = Pattern.compile(",?\\s+(?:and,?\\s+)?(?:provided\\s+(?:that|however)|subject\\s+to)\\b|\\s*\\(\\s*(?:the\\s+)?[\"“]"
        // the wish that follows the aim: "... consulting services and wish to protect such information from unauthorised disclosure"
        + "|\\s+and\\s+(?:wish|desire|intend|want)s?\\s+to\\s+protect\\b"
        // the exchange the aim leads to: "... explore a business relationship and will exchange information"
        + "|\\s+and\\s+(?:will|shall|may)\\s+(?:exchange|disclose|share|provide)\\b"
        // a second prohibition in the same item: "... in connection with a Transaction or in any way detrimental to the Company"
        + "|\\s+or\\s+in\\s+any\\s+(?:way|manner)\\s+(?:detrimental|adverse|prejudicial|harmful)\\b"
        // a new clause after it: "... for the purpose of the evaluation of a Transaction, the parties understand that ..."
        + "|,\\s+(?:the\\s+)?(?:parties|each\\s+party|recipient|receiving\\s+party|discloser|disclosing\\s+party|they|we|you)\\s+"
        + "(?:understand|acknowledge|agree|shall|will|must)\\b"
        // what it adds says no more: "... for the possible Transaction and not for any other purposes whatsoever", "... and not for
        // any purpose other than as authorized by this Agreement"
        + "|,?\\s+and\\s+(?:not\\s+)?for\\s+(?:no|any)\\s+(?:other\\s+purposes?|purposes?\\s+other\\s+than)\\b"
        // an aside listing what it takes in: "... to provide platform and protocol services — including data rooms, ..."
        + "|\\s+[—–]\\s+including\\b"
        // or its examples: "... assessing a joint venture, including without limitation site visits, ..."
        + "|,\\s+including\\s+(?:but\\s+not\\s+limited\\s+to|without\\s+limitation)\\b"
        // what the parties may do for it: "The parties wish to explore ... and, in connection with this purpose, may disclose ...",
        // "... and, in connection therewith, may disclose ..."
        + "|,?\\s+and,?\\s+in\\s+connection\\s+(?:with\\s+(?:this|that|such|the)\\s+purpose|therewith)\\b"
        // the leave that lifts the limit: "... for the purpose of considering collaboration, without obtaining written agreement of ..."
        + "|,\\s+without\\s+(?:obtaining\\s+|the\\s+)?(?:(?:prior|written|express)\\s+)*(?:agreement|consent|approval|permission)\\b"
        // "... solely for the purpose of evaluating the System, and shall not use it for any other purpose"
        + "|,\\s+and\\s+(?:shall|will|must)\\s+not\\s+(?:use|be\\s+used)\\b"
        // another duty after it: "... solely in connection with the Project, and shall be returned ... upon request"
        + "|,\\s+and\\s+(?:shall|will|must)\\s+be\\s+(?:returned|destroyed|delivered|kept|held)\\b"
        // what else is forbidden: "... to inspect, improve, modify ... it, doing anything else ... will break the agreements"
        + "|,\\s+doing\\s+anything\\s+else\\b"
        // how, not what for: "... for the purposes of review, examination, inspection or contribution,while maintaining confidentiality"
        + "|,\\s*while\\s+(?:maintaining|keeping|preserving)\\b"
        // the sentence's own verb after an aim that qualifies its subject: "All project data ... shared for the purpose of development
        // shall be considered confidential" (not "... whether the Transaction will be pursued")
        + "|(?<!\\b(?:whether|if|that|which|who|what|how|when)\\b[^.;]{0,80})\\s+(?:shall|will|must)\\s+(?:be|remain)\\b"
        // when, not what for: "... solely for evaluation and feedback during the Beta term, on your authorised machine(s)"
        + "|,?\\s+during\\s+the\\s+(?:[\\w-]+\\s+)?(?:term|period)\\b"
        // what it must not serve: "... performing their duties for the Company and not for any personal benefit"
        + "|,?\\s+and\\s+not\\s+for\\s+(?:any|the|their|its|his|her)\\s+(?:[\\w-]+\\s+)?(?:benefit|gain|advantage)\\b", CASE);
    /** The next item of a list run into a sentence: ", (iv) not disclose", "; and (b)". */
    private static final Pattern NEXT_ITEM = Pattern.compile("[,;]?\\s*(?:and\\s+|or\\s+)?\\((?:[ivx]{1,4}|[a-h])\\)\\s");
    /**
     * What leads to a purpose in the sentence that names it, the purpose's own words first: "... solely for the purpose of",
     * then the parties' wish ("the Parties wish to"), a use ("for use in") or what they explore ("are exploring").
     */
    private static final List<Pattern> PURPOSE_LEAD = List.of(
        Pattern.compile(".*?\\bfor\\s+the\\s+(?:sole\\s+|limited\\s+|exclusive\\s+)?(?:purposes?\\s+(?:of|to)|consideration\\s+of)\\s+", CASE),
        // "The Disclosing Party desires to disclose certain confidential information to the Receiving Party for evaluation for ...",
        // "The parties intend to disclose Confidential Information solely for evaluating ..."
        Pattern.compile(".*?\\b(?:disclose|provide|share|furnish)\\s+(?:certain\\s+)?(?:(?:confidential|proprietary)\\s+(?:and\\s+)?)*information\\s+"
            + "(?:(?:to|with)\\s+(?:the\\s+)?[\\w ]{1,40}?\\s+)?(?:solely\\s+|only\\s+|exclusively\\s+)?for\\s+(?:the\\s+purposes?\\s+of\\s+)?", CASE),
        // the exchange's own aim: "The Parties wish to exchange information to evaluate a business relationship ..."
        Pattern.compile(".*?\\b(?:exchange|share)\\s+(?:certain\\s+)?(?:(?:confidential|proprietary|non-public)\\s+(?:and\\s+)?)*information\\s+"
            + "(?:in\\s+order\\s+)?to\\s+(?=\\p{Ll})", CASE),
        Pattern.compile(".*?\\b(?:(?:wish|desire|intend|want)(?:s|es)?|desirous)\\s+to\\s+", CASE),
        Pattern.compile(".*?\\bfor\\s+use\\s+in\\s+", CASE),
        // a use limited to the aim a name defines: "The Buyer shall use the Information only to assess a purchase of the Harrow
        // Lane site (the "Permitted Purpose")"
        Pattern.compile(".*?\\b(?:use|used|using)\\s+(?:[\\w-]+\\s+){0,3}?(?:solely|only|exclusively)\\s+(?:to|for)\\s+(?=(?-i:\\p{Ll}))", CASE),
        Pattern.compile(".*?\\b(?:are|is)\\s+(?=(?:exploring|considering|evaluating|discussing)\\b)", CASE),
        // "The Parties are entering into this Agreement in connection with a potential strategic technology partnership ..."
        Pattern.compile(".*?\\bent(?:er|ering|ered)\\s+into\\s+this\\s+agreement\\s+in\\s+connection\\s+with\\s+", CASE),
        // "The purpose is to permit the parties to evaluate a potential investment in the Company"
        Pattern.compile("(?:the\\s+)?purpose\\s+(?:of\\s+this\\s+agreement\\s+)?is\\s+to\\s+"
            + "(?:(?:permit|allow|enable)\\s+(?:the\\s+)?(?:parties|each\\s+party|recipient)\\s+to\\s+)?", CASE));
    /**
     * The parties' wish to explore or assess a dealing, where nothing else names the aim: "WHEREAS, the Parties wish to explore
     * a survey of Harrow Lane and, in connection therewith, may disclose ..." (not a condition: "If the parties wish to ...").
     */
    private static final Pattern PARTIES_WISH = Pattern.compile("(?<!\\b(?:if|should|where|when|unless)\\s{1,3}(?:the\\s{1,3})?)\\b(?:parties|each\\s+party)"
        + "\\s+(?:hereto\\s+)?(?:wish|desire|intend)s?\\s+to\\s+((?:explore|evaluate|assess|consider|discuss|investigate|pursue)\\b"
        + ON_LINE + "{5,200})", CASE);
    /** An adjective for a country, and "courts" if it names them ("the English courts", "English and Welsh courts"). */
    private static final Pattern ADJECTIVE_PLACE = Pattern.compile("\\b(" + Jurisdictions.ADJECTIVE + ")(?i:\\s+and\\s+welsh)?(?:\\s+((?i:courts?)))?\\b");
    private static final Pattern FEDERAL_COURTS = Pattern.compile("\\bcourts\\s+of\\s+the\\s+United\\s+States(?:\\s+of\\s+America)?\\b", CASE);
    /** A place written out, not a reference to a cover page's field ("located in Jurisdiction", "{jurisdiction}", markup). */
    private static final String PLACE_NAMED = "(?![<{\\[(]|(?:the\\s+)?jurisdiction\\b|enter\\b|(?:that|such|said)\\s+(?:state|country)\\b|(?:the\\s+)?part(?:y|ies)\\b)";
    /** A comma before the place after a city or county, not its country: ", Kerala", not ", USA". */
    private static final String AFTER_COMMA = ",\\s+(?!(?:USA|US|United\\s+States)\\b)";
    /** A state's or province's name of one or two capitalised words: "Washington", "New York". */
    private static final String STATE_NAME = "(?-i:\\p{Lu}\\p{L}+(?:\\s+\\p{Lu}\\p{L}+)?)";
    /** "New York County, New York", "Greenville County, SC": the state after a county or city (not the country). */
    private static final String STATE_AFTER = "(?:" + AFTER_COMMA + "(?-i:(?:County\\s+of\\s+)?)" + STATE_NAME + "(?=[\\s,.;]|$))?";
    /** The state after a city that ends the sentence: "the courts of Thrissur, Kerala." (not "..., Each party ..."). */
    private static final String STATE_ENDING = AFTER_COMMA + STATE_NAME + "(?=\\s*(?:[.;]|$))";
    /** Where a court's name ends: "the courts of England and consent that ..." (not "England and Wales", "... and the federal courts"). */
    private static final String AND_THEN = "(?-i:\\s+and\\s+(?!the\\b|federal\\b|state\\b|county\\b)\\p{Ll})";
    /** A court's place, up to an aside in brackets or a second set of courts ("... of New York and of the United States ..."). */
    private static final String COURT_PLACE = "(?:(?!\\s+and\\s+of\\s|\\s+or\\s+(?:the\\s+)?(?:united\\s+states|federal)\\b)" + PLACE_CHAR + "){3,80}";
    private static final List<Pattern> FORUM = List.of(
        // "the commercial court of Vienna, Austria, shall have exclusive jurisdiction", "The courts in Indore, Madhya Pradesh, India shall
        // have exclusive jurisdiction", "The courts at Hobart shall have exclusive jurisdiction"
        Pattern.compile("((?:the\\s+)?(?:state\\s+(?:and|or)\\s+federal\\s+|federal\\s+(?:and|or)\\s+state\\s+|(?:commercial|competent|civil|ordinary|"
            + "district|regional)\\s+)?courts?\\s+"
            + "(?:of|located\\s+in|sitting\\s+in|in|at)\\s+[^,.;\\n]{3,100}?)(?:,\\s+(?:the\\s+)?\\p{Lu}\\p{L}+(?:\\s+\\p{Lu}\\p{L}+)?){0,2},?\\s+"
            + "(?:shall\\s+|will\\s+)?(?:have|has)\\s+"
            // "only the courts in Tel Aviv, Israel, shall have jurisdiction"
            + "(?:the\\s+)?(?:(?:sole\\s+and\\s+)?(?:exclusive|non-exclusive)\\s+)?jurisdiction", CASE),
        // "the non-exclusive jurisdiction of the courts of England", "non-exclusive jurisdiction and venue in the federal or provincial courts sitting in Toronto"
        Pattern.compile("(?:exclusive|non-exclusive)\\s+jurisdiction(?:\\s+and\\s+venue)?\\s+(?:of|in)\\s+(?![^,.;\\n]{0,80}?(?:\\(\\s*enter\\b|[<{]|courts?\\s+of\\s+the\\s+part(?:y|ies)\\b))((?:the\\s+)?[^,.;\\n]{0,60}?courts?"
            // "the courts at Hobart" (not "the courts at any time")
            + "(?:\\s+(?:(?:of|in|located|sitting|situated)\\b|at(?=\\s+(?-i:\\p{Lu})))(?!\\s+(?:respect|connection|relation)\\b)(?:(?!\\s+(?:for|with|in\\s+(?:any|all|respect|connection)|to\\s+(?:settle|resolve|hear|determine))\\b|" + AND_THEN + ")(?:" + PLACE_CHAR
            // the place a blank on the next line: "the courts located in" / "[VENUE]"
            + "|\\n(?=[ \\t]*\\[))){0,80})?"
            + "(?:(?<=\\bCounty)" + STATE_AFTER + "|" + STATE_ENDING + ")?)", CASE),
        // "Exclusive jurisdiction and venue for any claim arising under this Agreement will be in the state courts located in Hobart",
        // courts where jurisdiction lies: "Exclusive jurisdiction for any claim shall reside in the courts located in Hobart"
        Pattern.compile("(?:(?:venue|forum)[^.;\\n]{0,60}?(?:shall|will)\\s+(?:be|lie|reside)|jurisdiction[^.;\\n]{0,60}?(?:shall|will)\\s+"
            + "(?:be|lie|reside)(?=\\s+(?:exclusively\\s+)?in\\s+[^,.;\\n]{0,60}?\\bcourts?\\b))\\s+(?:exclusively\\s+)?in\\s+([^,.;\\n]{3,100})", CASE),
        // "governed by Tennessee law, with exclusive venue in Davidson County, TN."
        Pattern.compile("\\bexclusive\\s+venue\\s+(?:in|of)\\s+((?-i:\\p{Lu})[^.;\\n]{2,80}?)(?=\\s*(?:[.;]|$))", CASE),
        // a city and its state: "The exclusive venue for any disputes shall be Portland, Oregon"
        Pattern.compile("(?:venue|forum)[^.;\\n]{0,40}?(?:shall|will)\\s+be\\s+((?-i:\\p{Lu}\\p{L}+(?:\\s+\\p{Lu}\\p{L}+)?),\\s+"
            + "(?-i:\\p{Lu}\\p{L}+(?:\\s+\\p{Lu}\\p{L}+)?))", CASE),
        Pattern.compile("((?:the\\s+)?(?:state\\s+(?:and|or)\\s+federal\\s+|federal\\s+(?:and|or)\\s+state\\s+)?courts?\\s+(?:of|located\\s+in|"
            + "sitting\\s+in|situated\\s+in|in)\\s+" + PLACE_NAMED + "[^,.;\\n]{3,80}?)\\s+(?:are|is|shall\\s+be|will\\s+be)\\s+the\\s+(?:appropriate|"
            + "exclusive|proper|sole|only|agreed)\\s+(?:forum|venue|place)", CASE),
        // "consents to personal jurisdiction and venue in any federal or state court within Wilmington, Delaware"
        Pattern.compile("(?:consents?|submits?|agrees?)\\s+to\\s+(?:the\\s+)?(?:venue\\s+and\\s+)?(?:personal\\s+)?jurisdiction(?:\\s+and\\s+venue)?\\s+(?:of|in|by)\\s+"
            + "((?:the\\s+|any\\s+)?(?:state\\s+(?:and|or)\\s+federal\\s+|federal\\s+(?:and|or)\\s+state\\s+)?courts?\\s+(?:of|located\\s+in|sitting\\s+in|situated\\s+in|in"
            + "|within)\\s+" + PLACE_NAMED
            + COURT_PLACE + STATE_AFTER + ")", CASE),
        // "The Parties submit to the courts of Toronto, Ontario (exclusive jurisdiction)", "each party attorns to the courts of Ontario"
        Pattern.compile("(?:consents?|submits?|attorns?)\\s+to\\s+(?:the\\s+)?(?:(?:non-)?exclusive\\s+)?((?:the\\s+)?"
            + "(?:state\\s+(?:and|or)\\s+federal\\s+|federal\\s+(?:and|or)\\s+state\\s+|competent\\s+)?courts?\\s+"
            + "(?:of|located\\s+in|sitting\\s+in|situated\\s+in|in)\\s+" + PLACE_NAMED + COURT_PLACE + STATE_AFTER + ")", CASE),
        // "Any dispute arising out of this Agreement shall be exclusively submitted to the Courts of Paris, France", "... submitted
        // to the sole competence and jurisdiction of the ordinary Courts of Trieste"
        Pattern.compile("\\bsubmitted\\s+(?:exclusively\\s+)?to\\s+(?:the\\s+(?:sole\\s+|exclusive\\s+)?(?:competence\\s+and\\s+)?jurisdiction\\s+of\\s+)?"
            + "((?:the\\s+)?(?:competent\\s+|ordinary\\s+)?courts?\\s+(?:of|in)\\s+" + PLACE_NAMED + COURT_PLACE + STATE_AFTER + ")", CASE),
        // "Bidder expressly waives any objection to venue or jurisdiction of the Loudoun County Circuit Court, Loudoun County, Virginia"
        Pattern.compile("\\bobjections?\\s+to\\s+(?:the\\s+)?(?:venue|jurisdiction)(?:\\s+(?:or|and)\\s+(?:venue|jurisdiction))?\\s+(?:of|in)\\s+"
            + "((?-i:the\\s+(?:\\p{Lu}\\p{L}+\\s+){1,5}Court(?:,\\s+\\p{Lu}\\p{L}+(?:\\s+\\p{Lu}\\p{L}+){0,2}){0,2}))", CASE),
        // "all disputes shall be venued exclusively in state or federal courts situated in Chicago, Illinois", "Any disputes shall
        // be resolved in the state or federal courts located in Wilmington, Delaware", "shall be settled by the competent courts of Antwerp",
        // "brought in the federal or state courts located within the City of RIO DE JANEIRO, RJ"
        // "Any disputes shall be resolved through binding arbitration or litigation in the courts of Harrow County"
        Pattern.compile("\\b(?:venued|resolved|brought|heard|handled|litigated|adjudicated|instituted|commenced|settled|decided|determined)\\s+"
            + "(?:(?:by|through)\\s+(?:binding\\s+)?arbitration\\s+or\\s+(?:by\\s+)?litigation\\s+)?"
            + "(?:exclusively\\s+|solely\\s+|only\\s+)?(?:in|by|before)\\s+"
            + "((?:the\\s+)?(?:state\\s+(?:and|or)\\s+federal\\s+|federal\\s+(?:and|or)\\s+state\\s+|(?:competent|commercial|civil|ordinary)\\s+)?courts?\\s+"
            + "(?:of|(?:located|sitting|situated)\\s+(?:in|within)|in)\\s+" + PLACE_NAMED + COURT_PLACE + STATE_AFTER + ")", CASE),
        // a place named with no court: "Disputes shall be resolved in Harrow County, OR."
        Pattern.compile("\\bdisputes?\\b[^.;\\n]{0,80}?\\b(?:shall|will|must)\\s+be\\s+(?:resolved|litigated|heard|brought)\\s+"
            + "(?:exclusively\\s+|solely\\s+|only\\s+)?in\\s+((?-i:\\p{Lu}\\p{L}+(?:[ \\t]+\\p{Lu}\\p{L}+){0,3}(?:,[ \\t]+\\p{Lu}\\p{L}+"
            + "(?:[ \\t]+\\p{Lu}\\p{L}+){0,2})?))(?=\\s*(?:[.;]|$))", CASE),
        // courts placed by a party's seat: "Any disputes ... may be brought in the state courts and the Federal courts for the county in
        // which Acme's principal place of business is located"
        Pattern.compile("\\b(?:venued|resolved|brought|heard|litigated)\\s+(?:exclusively\\s+|solely\\s+|only\\s+)?in\\s+((?:the\\s+)?(?:state|federal)"
            + "\\s+courts?\\s+(?:and|or)\\s+(?:the\\s+)?(?:state|federal)\\s+courts?\\s+(?:for|of|in)\\s+the\\s+(?:county|city|district)\\s+in\\s+which\\s+"
            + "[^.;\\n]{3,80}?\\s+is\\s+located)", CASE),
        // "The seat, or legal place, of the arbitration shall be Johannesburg, Republic of South Africa", "resolved by binding arbitration
        // administered by the AAA Commercial Rules, seat Wilmington, Delaware"
        Pattern.compile("(?:\\b(?:seat|place|venue)(?:,?\\s+or\\s+legal\\s+place,?)?\\s+of\\s+(?:the\\s+)?arbitration\\s+(?:shall\\s+be|is|will\\s+be)"
            + "|\\barbitration\\b[^.;]{0,100}?,\\s+(?:with\\s+its\\s+|the\\s+)?seat(?:\\s+(?:in|at|being))?)\\s+(?:in\\s+)?"
            + "((?-i:\\p{Lu}\\p{L}+(?:[ \\t]+\\p{Lu}\\p{L}+)*(?:,\\s+(?:the\\s+)?(?:Republic\\s+of\\s+)?\\p{Lu}\\p{L}+(?:[ \\t]+\\p{Lu}\\p{L}+)*)?))", CASE),
        // "the parties submit to the jurisdiction of BC courts" (not "the Delaware Court of Chancery", which the others read)
        Pattern.compile("(?:consents?|submits?|agrees?)\\s+to\\s+(?:the\\s+)?(?:(?:non-)?exclusive\\s+)?jurisdiction\\s+of\\s+((?:the\\s+)?"
            + "(?-i:(?!(?:The|State|Federal|Competent|Ordinary|Appropriate|Relevant|Such|Said|Any)\\b)\\p{Lu}[\\p{L}.]*(?:\\s+\\p{Lu}[\\p{L}.]*){0,2})"
            + "\\s+courts?)\\b(?!\\s+of\\b)", CASE),
        // a country's jurisdiction by its adjective: "Any dispute under this Agreement shall be subject to Emirati jurisdiction"
        Pattern.compile("\\bsubject\\s+to\\s+(?:the\\s+)?(?:exclusive\\s+)?(" + Jurisdictions.ADJECTIVE + "\\s+jurisdiction)\\b", CASE),
        // "The English Courts will have non-exclusive jurisdiction"
        Pattern.compile("\\b((?:the\\s+)?" + Jurisdictions.ADJECTIVE + "\\s+courts)\\s+(?:shall|will)\\s+have\\s+(?:the\\s+)?(?:sole\\s+and\\s+)?"
            + "(?:exclusive|non-exclusive)\\s+jurisdiction", CASE),
        // "Disputes resolved by binding AAA arbitration in New York before three (3) arbitrators", "the dispute shall be submitted to
        // binding arbitration in Harrow City, Oregon, under the ... Rules"
        Pattern.compile("\\b(?:(?:resolved|settled|determined|decided)\\s+(?:exclusively\\s+|finally\\s+)?(?:by|through)|submitted\\s+to)\\s+(?:final\\s+(?:and\\s+)?)?"
            + "(?:binding\\s+)?((?:(?-i:[A-Z]{2,6})\\s+)?arbitration\\s+(?:in|at)\\s+(?-i:\\p{Lu}\\p{L}+(?:[ \\t]+\\p{Lu}\\p{L}+)*"
            + "(?:,\\s+\\p{Lu}\\p{L}+(?:[ \\t]+\\p{Lu}\\p{L}+)*)?))", CASE),
        // "The arbitration shall be located at Madrid, Spain", "The arbitration proceedings shall take place in Paris (France)"
        Pattern.compile("\\barbitration(?:\\s+proceedings)?\\s+shall\\s+(?:be\\s+)?(?:located|held|conducted|seated|take\\s+place)\\s+(?:at|in)\\s+"
            + "((?-i:\\p{Lu}\\p{L}+(?:[ \\t]+\\p{Lu}\\p{L}+)*(?:,\\s+\\p{Lu}\\p{L}+(?:[ \\t]+\\p{Lu}\\p{L}+)*)?))", CASE),
        // a field of its own: "8.2 Jurisdiction: High Court of Harrow, Quillmark Division.", not its drafter's aside: "Jurisdiction:
        // Tasmania (suggested for Australian clients)"
        Pattern.compile("(?m)^[ \\t]*(?:\\d{1,2}(?:\\.\\d{1,2})*\\.?[ \\t]+)?(?:jurisdiction|venue|forum)[ \\t]*:[ \\t]*"
            + "((?-i:\\p{Lu})[^\\n;:(]{2,100}?)(?:[ \\t]*\\([^()\\n]{1,80}\\))?[ \\t]*\\.?[ \\t]*$", CASE),
        // courts named in a sentence of their own, at a line's end: "Law: Tasmania. Courts of Hobart."
        Pattern.compile("(?m)(?:^[ \\t]*|(?<=[.;:][ \\t]))((?:the\\s+)?(?:competent\\s+)?courts?\\s+(?:of|in|at)\\s+(?-i:\\p{Lu}\\p{L}+(?:[ \\t]+\\p{Lu}\\p{L}+){0,3}"
            + "(?:,[ \\t]+\\p{Lu}\\p{L}+(?:[ \\t]+\\p{Lu}\\p{L}+){0,2})?))[ \\t]*\\.?[ \\t]*$", CASE),
        // "The place of jurisdiction for any and all legal disputes arising out of ... this Agreement is Munich"
        Pattern.compile("(?i:place\\s+of\\s+jurisdiction)[^.;]{0,120}?\\s(?i:is|shall\\s+be)\\s+(?i:(?:at|in)\\s+)?(\\p{Lu}\\p{L}+(?:[ \\t]+\\p{Lu}\\p{L}+)*)"),
        // "Jurisdiction is agreed to be at Wels"
        Pattern.compile("(?i:(?:place\\s+of\\s+)?jurisdiction|venue)\\s+(?i:is|shall\\s+be)\\s+(?i:agreed\\s+to\\s+be\\s+)?(?i:at|in)\\s+"
            + "(\\p{Lu}\\p{L}+(?:[ \\t]+\\p{Lu}\\p{L}+)*)"),
        Pattern.compile("(?:brought|filed|commenced|instituted|heard)\\s+(?:only\\s+|exclusively\\s+)?in\\s+((?:the\\s+)?(?:state\\s+(?:and|or)\\s+"
            + "federal\\s+|federal\\s+(?:and|or)\\s+state\\s+)?courts?\\s+(?:of|located\\s+in|sitting\\s+in|situated\\s+in|in)\\s+" + PLACE_NAMED
            + COURT_PLACE + STATE_AFTER + ")", CASE));
    /** Courts the text does not place: a cover page's defined "Courts" ("the exclusive jurisdiction and venue of the Courts"). */
    private static final Pattern COURTS_UNNAMED = Pattern.compile("(?:(?:the|those|these|such|said|the\\s+said)\\s+)?courts?", CASE);
    /** Courts named by the governing law's place, which {@link #FORUM_OF_LAW} reads: "the courts of that jurisdiction". */
    private static final Pattern COURTS_OF_THE_LAW = Pattern.compile("(?:the\\s+)?courts?\\s+(?:of|in)\\s+(?:that|such|said|the\\s+same)\\s+"
        + "(?:state|country|jurisdiction|province)\\b.*", CASE);
    /**
     * Standard terms published elsewhere that the document incorporates: "consists of: (1) this Cover Page ... and (2) the Common
     * Paper Mutual NDA Standard Terms Version 1.0 (“Standard Terms”) posted at ...", "the parties enter into the Bonterms Mutual
     * NDA (Version 1.0) (available at https://...)"; group 1 names them.
     */
    private static final Pattern INCORPORATED = Pattern.compile("(?:\\(2\\)|\\benters?\\s+into|\\bincorporates?(?:\\s+herein)?\\s+by\\s+"
        + "reference)\\s+(the\\s+[^(\\n“\"]{3,120}?(?:\\s*\\((?:v|version)\\b[^)\\n]{0,20}\\))?)\\s*(?:\\([“\"][^)\\n]{1,40}\\)\\s*)?"
        + "(?:identical\\s+to\\s+(?:those|the\\s+ones?)\\s+)?\\(?(?:posted|available|published|found|located)\\s+at\\s", CASE);
    /**
     * An NDA a document makes its terms by attaching it, group 1: "Tester agrees to abide by the terms of the Non-Disclosure
     * Agreement (NDA) attached hereto as Exhibit A" (read only where the text holds no duty of confidence: the exhibit is not in it).
     */
    private static final Pattern INCORPORATED_EXHIBIT = Pattern.compile("\\bterms\\s+of\\s+(the\\s+(?:mutual\\s+)?(?:non[-\\s]?disclosure|confidentiality)"
        + "\\s+agreement(?:\\s+\\([“\"]?NDA[”\"]?\\))?\\s+attached\\s+(?:hereto\\s+)?as\\s+(?:exhibit|schedule|appendix|annex)\\s+\\w{1,3})\\b", CASE);
    /** Terms a form incorporates by their address alone, on a line of its own: "Incorporate <https://reference.legal/...>". */
    private static final Pattern INCORPORATED_LINK = Pattern.compile("(?m)^[ \\t]*Incorporate\\s+<(https?://[^>\\s]+)>");
    /**
     * What only the terms themselves say, never a cover page: a duty not to disclose, or to keep information confidential; not
     * a form's option to keep the relationship itself quiet ("will not disclose, directly or indirectly, the existence of"),
     * nor a discloser's wish ("without making clear its intention to keep such information confidential").
     */
    private static final Pattern CONFIDENTIALITY_DUTY = Pattern.compile("\\bnot\\s+(?:to\\s+)?(?:\\w+\\s+){0,2}?disclose\\b"
        + "(?!,?\\s*(?:directly\\s+or\\s+indirectly,?\\s*)?the\\s+(?:existence|relationship))"
        + "|(?<!\\bintention\\sto\\s)\\b(?:keep|hold|maintain|treat)\\b[^.;\\n]{0,60}?\\b(?:confiden|secre)", CASE);
    /** A cover page's heading for the agreement's term: "MNDA Term", "Term of NDA", "Term", "Agreement Duration After Exchange". */
    private static final Pattern TERM_FIELD = Pattern.compile("(?:(?:m?nda|agreement)\\s+)?(?:term|duration(?:\\s+after\\s+[\\w ]{1,30})?)"
        + "|term\\s+of\\s+(?:the\\s+)?(?:m?nda|agreement)", CASE);
    /** A cover page's heading for how long information stays protected: "Term of Confidentiality", "Confidentiality Period". */
    private static final Pattern CONFIDENTIALITY_FIELD = Pattern.compile("term\\s+of\\s+confidentiality|confidentiality\\s+(?:period|term)", CASE);
    /** "Purpose", "Purpose of Disclosure". */
    private static final Pattern PURPOSE_FIELD = Pattern.compile("purpose(?:\\s+of\\s+(?:the\\s+)?(?:disclosure|agreement|nda|evaluation))?", CASE);
    /**
     * The agreement's date as a field names it: "Effective Date", a letter's "Date of Confidentiality Agreement", a European
     * form's "Date & Place".
     */
    private static final Pattern EFFECTIVE_DATE_FIELD = Pattern.compile("effective\\s+date|date\\s+of\\s+(?:this\\s+|the\\s+)?(?:[\\w-]+\\s+){0,2}agreement"
        + "|date\\s*(?:&|and)\\s*place|place\\s*(?:&|and)\\s*date", CASE);
    /**
     * A cover's effective date that is the signing itself: "Effective Date: Upon electronic acceptance", "On signature", "Date of
     * execution by both parties", "Date of last signature".
     */
    private static final Pattern ON_SIGNING = Pattern.compile("^(?:(?:up)?on|(?:the\\s+)?date\\s+of)\\s+(?:(?:its|their|the|electronic|online|digital"
        + "|full|mutual|last|final)\\s+){0,2}(?:acceptance|signature|signing|execution)\\b[^.;\\n]{0,40}", CASE);
    /** What an option about time speaks of, its number perhaps left blank: "[X] months", "Perpetual", "until terminated". */
    private static final Pattern OPTION_PERIOD = Pattern.compile("\\b(?:years?|months?|perpetu\\w*|indefinite\\w*|until)\\b", CASE);
    /** What a ticked option says about time: a duration, until terminated, or for ever. */
    private static final Pattern TIME_OPTION = Pattern.compile(DURATION + "|until\\s+terminated|in\\s+perpetuity|perpetual|indefinite(?:ly)?", CASE);
    /** A line of a form's field, up to 200 characters: a value, not a clause. */
    private static final Pattern FIELD_LINE = Pattern.compile("(?m)^[ \\t]*\\S.{0,199}$");
    /**
     * A form's field on a line of its own, its name then a colon, in a list or not and in bold or not: "* "**Governing Law**":
     * `Province of British Columbia, Canada`", "**Effective Date:** January 15, 2025", "NDA Term: 2 years", "Date & Place: [•]"; see
     * {@link #defined}.
     */
    static final Pattern DEFINITION_LINE = Pattern.compile("(?m)^[ \\t]*(?:[*-][ \\t]+)?[\"“]?\\*{0,2}([\\w &]{2,40}?)\\*{0,2}[\"”]?"
        + "\\*{0,2}[ \\t]*:[ \\t]*(?:\\*{2}[ \\t]*)?`?([^`\\n]{1,200}?)`?[ \\t]*$");
    /** The names a form's definitions list gives the law and the forum (the other terms are named as a cover page's headings are). */
    private static final Pattern LAW_FIELD = Pattern.compile("governing\\s+(?:state\\s+)?law", CASE);
    /** A section's heading for the law, its first sentence the place: "Governing State Law" / "Texas, USA", "Law" / "Tasmania. Courts of Hobart.". */
    private static final Pattern LAW_HEADING = Pattern.compile("(?:governing\\s+(?:state\\s+)?|applicable\\s+|choice\\s+of\\s+)?law", CASE);
    private static final Pattern FORUM_FIELD = Pattern.compile("jurisdiction|courts?|venue|forum", CASE);
    private static final Pattern A_DURATION = Pattern.compile(DURATION + "|perpetu\\w*|indefinite\\w*", CASE);
    private static final Pattern TRADE_SECRET_PART = Pattern.compile("[^,;]*\\btrade\\s+secrets?\\b[^,;]*", CASE);
    private static final Pattern WHOLE_VALUE = Pattern.compile("\\S(?:.*\\S)?");
    /** A form's label for its field, which is no value: "<label>How Confidential Information may be used</label>". */
    private static final Pattern FIELD_LABEL = Pattern.compile("<label>[^<\\n]*</label>");
    /** A word that every forum pattern needs. */
    private static final Pattern FORUM_WORDS = Pattern.compile("court|jurisdiction|venue|forum|arbitrat|disputes?\\s", CASE);
    /** Courts named by the governing law's place: "governed by the laws of the State of Connecticut and enforceable in the courts of that state". */
    private static final Pattern FORUM_OF_LAW = Pattern.compile("(?:enforce\\w*|brought|heard|litigated|resolved|adjudicated|jurisdiction)\\s+"
        + "(?:only\\s+|exclusively\\s+)?(?:in|of)\\s+the\\s+courts\\s+of\\s+(?:that|such|said|the\\s+same)\\s+(?:state|country|jurisdiction)\\b", CASE);
    /**
     * Patterns that open with up to a few hundred characters of context are tried only from shortly before their
     * anchor word: tried at every position of a long chunk, the context would be re-read hundreds of times.
     */
    private static final Map<Pattern, Anchor> ANCHORS = Map.of(
        TRADE_SECRETS, new Anchor(Pattern.compile("\\btrade\\s+secret", CASE), 200),
        PURPOSE_NAMED, new Anchor(Pattern.compile("\\(\\s*(?:(?:the|this)\\s+)?[\"“”]\\*{0,2}(?:(?:Permitted\\s+|Business\\s+)?Purpose|Permitted\\s+Use)", CASE),
            320));
    private static final List<Pattern> PLACEHOLDERS = List.of(
        Pattern.compile("_{3,}"),
        Pattern.compile(TEMPLATE_FIELD),
        // "[●]", "[Insert name]", "[Fill in]", a field's description ("[Agreement term and disclosure period]", "[Date of first
        // disclosure or email exchange]", "[State Juristiction of choice]") or the question it
        // answers ("[How long Confidential Information is protected]"), or an example of it ("[TERM, e.g., three (3) years]"), not a
        // field filled in ("[1 year(s)]")
        // a template's field in double brackets: "[[TEXT:term_years]]", "[[DATE:effective_date]]"
        Pattern.compile("\\[\\[[^\\]\\n]{1,60}]]"),
        // a drafter's instruction whose example holds a blank of its own, read whole: '[DESCRIBE PURPOSE — e.g., "a pilot for
        // [Project Name]"]'
        Pattern.compile("(?<!\\[)\\[\\s*(?:describe|insert|enter|specify|fill\\s*in)\\b(?:[^\\[\\]\\n]|\\[[^\\[\\]\\n]{1,40}]){1,200}](?!])", CASE),
        // a drafter's choice between options: "[1/2/3/5]"
        Pattern.compile(TermPatterns.OPTIONS_BLANK),
        // a number of years to fill in: "for [X] years", "[N] months"
        Pattern.compile("(?<!\\[)\\[\\s*(?:[Xx]{1,3}|N)\\s*](?!])(?=\\s*(?:years?|months?)\\b)"),
        // a range to choose from: "for [3-5] years", "[25-50]% acceleration"
        Pattern.compile("(?<!\\[)\\[\\s*\\d{1,3}(?:\\.\\d{1,2})?\\s*%?\\s*[-–]\\s*\\d{1,3}(?:\\.\\d{1,2})?\\s*%?\\s*](?!])"),
        Pattern.compile("(?<!\\[)\\[\\s*(?:●|•|\\.{3}|…|x{2,}|(?:insert|fill\\s*in|enter|specify)\\b[^\\]\\n]{0,80}|(?:how|what|which|when|who)\\s"
            + "[^\\]\\n]{0,60}|(?:date|name|address)\\s+of\\s[^\\]\\n]{1,60}|[^\\]\\n]{1,40}\\bof\\s+(?:your\\s+)?choice"
            + "|[^\\]\\n]{0,40}(?:name|date|address|number|company|party|amount|jurisdiction|state|country|title|org"
            + "|period|duration|purpose|courts?|venue|city|county|location|law(?!\\p{L}))[^\\]\\n]{0,20}|[^\\]\\n]{0,40}\\bterm\\b[^\\]\\n]{0,20}"
            // a number of years to fill in: "[X years]", "[N months]"
            + "|(?:x{1,3}|n)\\s+(?:years?|months?)(?:\\(s\\))?"
            // a template's field named in one word with underscores: "[TERM_YEARS]", "[SURVIVAL_YEARS]"
            + "|[a-z][a-z0-9]*(?:_[a-z0-9]+)+"
            // a drafter's note with an example of what goes there: "[TERM, e.g., three (3) years]", "[e.g., 3 years]", "[Wyoming
            // County or City — typically Laramie County, Cheyenne]"
            + "|[^\\]\\n]{0,40}\\n?\\b(?:e\\.g\\.|typically\\b|for\\s+example\\b)[^\\]\\n]{1,120}(?:\\n[^\\]\\n]{1,60})?)\\s*](?!])", CASE),
        // "<Company name>", "<Party>", but no markup ("<span class=...>", "<https://...org>") and no SGML tag ("<TABLE>")
        Pattern.compile("<\\s*[^<>\\n/=:\"]{0,40}\\b(?:name|date|address|number|company|party|amount|jurisdiction|state|country"
            + "|title)[^<>\\n/=:\"]{0,20}>", CASE),
        Pattern.compile("\\b((?:19|20)\\d{2})\\s*[-–]\\s*\\1\\b"),
        Pattern.compile("\\b(?:19|20)_{1,2}\\b"));

    /** The reader's assent after what it does: ", you acknowledge ... and agree", ", you agree" (group 1 "you"). */
    private static final String READER_AGREES = "[^.;]{0,80}?,\\s+(you)\\s+(?:acknowledge\\b[^.;]{0,60}?\\band\\s+)?(?:agree|accept)";
    /**
     * A notice that binds whoever reads what it guards: "By accessing, cloning, or interacting with this repository, you
     * acknowledge and agree to the following terms", "By accessing or using the system, you acknowledge that you have read,
     * understood, and agree ...", or contributes to it: "By contributing to this repository, you agree" (group 1 "you").
     */
    private static final Pattern BINDS_THE_READER = Pattern.compile("\\bby\\s+(?:accessing|using|viewing|cloning|downloading|opening|reading"
        + "|contributing)\\b" + READER_AGREES, CASE);
    /**
     * The same at a click-through form's end, read once nothing else decides: "By accepting, you agree to be bound by these terms",
     * "By joining the guild, you agree not to disclose ...".
     */
    private static final Pattern ACCEPTED_BY_THE_READER = Pattern.compile("\\bby\\s+(?:accepting|joining)\\b" + READER_AGREES, CASE);
    /** A form that gives its reader the information: "Drogon gives you its Confidential Information to inspect" (group 1 "you"). */
    private static final Pattern GIVES_THE_READER = Pattern.compile("\\b(?:gives?|provides?|discloses?\\s+to)\\s+(you)\\s+(?:with\\s+)?(?:its|our|certain)"
        + "\\s+(?:confidential|proprietary|non-public)\\s+information\\b", CASE);
    /** Roles the recitals fix: "The Disclosing Party is sharing certain non-public information with the Receiving Parties" (group 1). */
    private static final Pattern ROLES_SHARING = Pattern.compile("\\bthe\\s+disclosing\\s+party\\s+(?:is|will\\s+be)\\s+(?:sharing|disclosing|providing)"
        + "\\s+[^.;:]{0,60}?\\b(?:with|to)\\s+the\\s+(receiving\\s+part(?:y|ies))\\b", CASE);
    /** The one-way signals read past the opening too, once nothing else decides: a notice's closing words bind its reader. */
    private static final List<Pattern> ONE_WAY_ANYWHERE = List.of(GIVES_THE_READER, ROLES_SHARING, BINDS_THE_READER, ACCEPTED_BY_THE_READER);

    /**
     * Tried in this order: the word itself, then each party disclosing, then one party named the recipient,
     * an individual undertaking alone, or, last, a fixed role "the Discloser" with no party said to disclose in turn
     * (group 1 is what the document says: a word, "each", "Recipient", "I" or "Discloser").
     */
    private static final List<Pattern> MUTUALITY = List.of(
        // the kind of agreement, not "mutual promises" or "their mutual best interest", nor an earlier agreement it mentions
        // ("... provided that the Mutual Non-Disclosure Agreement dated as of November 13, 2009 shall remain in effect")
        Pattern.compile("(?!(?<=(?-i:\\bthe)\\s)\\S+\\s+\\S+(?:\\s+agreement)?,?\\s+dated\\b)\\b(mutual|two-way|reciprocal|bilateral)\\s+"
            + "(?:non[-\\s]?disclosure|confidential\\w*|nda|exchange|disclosure|secrecy|agreement)\\b"
            // nor the parties' consent: "unless terminated earlier by mutual agreement of the parties"
            + "(?<!\\b(?:by|upon|on|with|through|in|to|their)\\s{1,3}(?:written\\s{1,3})?mutual\\s{1,3}agreement)", CASE),
        // the kind in brackets after the name: "ONE-PAGE NON-DISCLOSURE AGREEMENT (Mutual)"
        Pattern.compile("\\b(?:non[-\\s]?disclosure|confidentiality|nda)(?:\\s+agreement)?\\s*\\(\\s*"
            + "(mutual|reciprocal|bilateral|two-way|one-way|unilateral)\\s*\\)", CASE),
        // not a box to tick between the two ("☐ - Unilateral – This Agreement shall be Unilateral ... ☐ - Mutual"), nor a blank's
        // choice between them ("This NDA is [one-way / mutual].")
        Pattern.compile("\\b(one-way|unilateral)\\b(?<!☐[^\\n]{0,80}(?:one-way|unilateral))(?<!\\[[^\\]\\n]{0,30}(?:/|\\bor)\\s{0,3}(?:one-way|unilateral))"
            + "(?!\\s*(?:/|or\\b)[^\\]\\n]{0,30}\\])", CASE),
        // a letter to the one who receives: "you will be furnished with certain information concerning the Company"
        Pattern.compile("\\b(you|we)\\s+will\\s+be\\s+(?:furnished|provided|supplied)\\s+with\\s+(?:certain\\s+)?(?:confidential\\s+|non-public\\s+)?"
            + "(?:information|materials?|data)\\b", CASE),
        // a letter whose writer receives: "Deloitte FA will provide us with certain information"
        Pattern.compile("\\b(?:will|shall|may|to)\\s+(?:provide|furnish|make\\s+available\\s+to|disclose\\s+to)\\s+(us|you)\\s+(?:with\\s+)?"
            + "(?:certain\\s+)?(?:confidential\\s+|non-public\\s+|proprietary\\s+)?(?:information|materials?|data)\\b", CASE),
        BINDS_THE_READER,
        GIVES_THE_READER,
        ROLES_SHARING,
        // an employer's agreement with its employee, who alone receives
        Pattern.compile(EMPLOYEE_AGREEMENT, CASE),
        Pattern.compile(EMPLOYEE_NAMED, CASE),
        Pattern.compile(FOR_WORKERS, CASE),
        // "the parties will be exchanging information in order to evaluate such relationship", "the parties hereto wish to exchange"
        Pattern.compile("\\b(?:parties|each party)\\s+(?:(?:hereto|to\\s+this\\s+agreement)\\s+)?(?:are\\s+willing\\s+to\\s+|wish\\s+to\\s+|intend\\s+to\\s+|agree\\s+to\\s+|may\\s+|will\\s+(?:be\\s+)?)?"
            + "(?:further\\s+)?(exchange|exchanging)\\b", CASE),
        Pattern.compile("\\b(exchange)\\s+of\\s+(?:certain\\s+)?(?:confidential\\s+)?information\\s+between\\b", CASE),
        Pattern.compile("\\b(?:disclose|provide|furnish|disclosures?)\\b[^.;]{0,30}?\\bto\\s+(each\\s+other)\\b", CASE),
        // each party in the role: "Each undersigned party (the “Receiving Party”) understands that the other party (the “Disclosing Party”)"
        Pattern.compile("\\b(each)\\s+(?:undersigned\\s+)?party\\s*\\(\\s*(?:the\\s+)?[\"“](?:receiving\\s+party|disclosing\\s+party|recipient|discloser)[\"”]"
            + "\\s*\\)", CASE),
        // both bound alike: "Both parties agree to maintain confidentiality of all proprietary information"
        Pattern.compile("\\b(both)\\s+parties\\s+(?:hereby\\s+)?(?:agree\\s+to|shall|will|undertake\\s+to)\\s+(?:maintain|keep|hold|protect|preserve)\\b"
            + "[^.;]{0,40}?\\bconfiden", CASE),
        // a plain-English form's "we": "neither of us will share any confidential information about each-other"
        Pattern.compile("\\b(neither|both)\\s+of\\s+us\\b[^.;]{0,40}?\\b(?:share|disclose|reveal|keep)\\b", CASE),
        Pattern.compile("\\b(either|one|each)\\s+party\\b[^.;]{0,60}?\\bdisclose\\b[^.;]{0,40}?\\bto\\s+the\\s+other\\b", CASE),
        Pattern.compile("\\b(each)\\s+party\\b[^.;]{0,60}?\\b(?:receive|obtain)\\b[^.;]{0,60}?\\bfrom,?\\s+the\\s+other\\b", CASE),
        // roles either party may take: "disclosed by a disclosing party to a receiving party", "belonging to one party (the "Disclosing Party")"
        Pattern.compile("\\b(a)\\s+disclosing\\s+party\\b[^.;]{0,40}?\\b(?:to|and)\\s+a\\s+receiving\\s+party\\b", CASE),
        // but a recital that fixes the roles is one-way: "the other party (the "Receiving Party") wishes to receive this information"
        Pattern.compile("\\bthe\\s+other\\s+party\\s+\\(\\s*(?:the\\s+)?[\"“](receiving\\s+party)[\"”]\\s*\\)\\s+(?:wishes|desires|intends|agrees)"
            + "\\s+to\\s+receive\\b", CASE),
        // "disclosed ... by one Party ("Discloser") to another Party ("Recipient")"
        Pattern.compile("\\b(one)\\s+party\\s+\\(\\s*(?:the\\s+)?[\"“](?:disclosing\\s+party|discloser)[\"”]\\s*\\)", CASE),
        Pattern.compile("\\b(?:disclosed|supplied|provided|furnished)\\s+by\\s+(either)\\s+party\\b", CASE),
        Pattern.compile("\\b(both\\s+parties)\\b[^.;]{0,80}?\\bthe\\s+other\\s+party['’]s\\b", CASE),
        Pattern.compile("\\b(each|either)\\s+(?:party|of the parties)\\s+(?:may\\s+)?(?:disclose|"
            + "(?:may\\s+)?(?:be|act\\s+as)\\s+(?:a|the)\\s+(?:disclos|recipient))", CASE),
        // "each party disclosing", "Each party (as Recipient) undertakes to"
        Pattern.compile("\\b(each)\\s+(?:of\\s+the\\s+)?part(?:y|ies)\\b[^.;]{0,60}?(?:\\b(?:disclos(?:ing|es)|receiv(?:ing|es))\\b"
            + "|\\(\\s*as\\s+(?:a\\s+|the\\s+)?(?:recipient|discloser)\\b)", CASE),
        Pattern.compile("\\b(both)\\s+parties\\s*\\(\\s*acting\\s+as\\s+(?:the\\s+|a\\s+)?(?:receiving|disclosing)\\b", CASE),
        // each party named by both roles: "Party A: ____ ("Disclosing Party" or "Recipient")", '("Discloser" / "Recipient" as applicable)'
        // (group 1 both roles' first and what joins them, so that "Discloser" alone is no one-way kind)
        Pattern.compile("\\(\\s*(?:the\\s+)?[\"“]((?:disclosing\\s+party|discloser)[\"”]\\s*(?:or|and(?:/or)?|and\\s+the|/))\\s*(?:the\\s+)?"
            + "[\"“](?:recipient|receiving\\s+party)[\"”]\\s*(?:as\\s+(?:applicable|the\\s+case\\s+may\\s+be)\\s*)?\\)", CASE),
        // also between dashes, as German forms write it: "- also referred to below as the “Information Recipient” -"
        Pattern.compile("(?:\\(|(?m:^)\\s*[-–])\\s*(?:(?:also\\s+)?referred\\s+to\\s+(?:hereinafter\\s+|below\\s+)?as\\s+|here(?:in)?after\\s+(?:(?:known|referred\\s+to)\\s+as\\s+)?)?"
            + "(?:(?:the\\s+)?[\"“][^\"”]{1,30}[\"”]\\s+or\\s+)?(?:the\\s+)?[\"“]?(?:the\\s+)?((?:data\\s+|information\\s+)?recipient|receiving party"
            + "|confidant|disclosee)[\"”]?\\s*[)–-]", CASE),
        Pattern.compile("^\\W*(I)\\b[^;]{0,800}?\\b(?:agree|undertake)s?\\s+not\\s+to\\s+disclose"),
        // also after the name, or its blank, between commas: "I, ____ [print name], have agreed to maintain full confidentiality"
        Pattern.compile("^\\W*(I)(?:,[^,.;]{1,120},)?\\s+(?:will|shall|(?:have\\s+)?agreed?\\s+to|undertake\\s+to)\\s+(?:not\\s+)?"
            + "(?:maintain|disclose|keep|protect|use|hold)\\b"),
        // an individual's list of undertakings: "I agree to:" / "1. Keep the code confidential", its items in the chunk or not
        Pattern.compile("^\\W*(I)\\s+(?:agree|undertake)\\s+(?:to\\s*)?:[ \\t]*(?:\\n|$)"),
        Pattern.compile("(?:\\bthe\\s+|\\(\\s*(?:the\\s+)?[\"“])(Discloser|Donor)\\b"),
        // a form's opening with the role as its name: "Discloser wants to disclose to Recipient Confidential Information ...", "The
        // Disclosing Party may share its drawings of the site"
        Pattern.compile("^(Discloser)\\s+(?:wants|wishes|intends|desires)\\s+to\\s+disclose\\b"),
        Pattern.compile("^(?:The\\s+)?(Disclosing\\s+Party)\\s+(?:may|will|wants\\s+to|wishes\\s+to|intends\\s+to)\\s+(?:share|disclose|provide|furnish)\\b"),
        // an undertaking signed by "the undersigned", to whom the information goes
        Pattern.compile("\\b(?:disclosure|information|materials?)\\b[^.;]{0,60}?\\bby\\s+\\S+(?:\\s+\\S+)?\\s+to\\s+the\\s+(undersigned)\\b", CASE),
        Pattern.compile("\\bthe\\s+(undersigned)\\s+(?:hereby\\s+)?(?:undertakes|agrees|certifies|acknowledges)\\b", CASE),
        // a letter agreement: the information is furnished to the addressee
        Pattern.compile("\\b(?:information|materials?)\\b[^.;]{0,60}?\\b(?:furnished|provided|disclosed|made\\s+available|delivered)\\s+to\\s+(you)\\b", CASE));
    /** A form's optional text opening ("{{#if mutual_nda}}", group 1) or closing ("{{/if}}"). */
    private static final Pattern CONDITIONAL = Pattern.compile("\\{\\{\\s*(?:(#)(?:if|unless)\\b[^}]*|/(?:if|unless)\\s*)}}");
    private static final Pattern MUTUAL_ANYWHERE = Pattern.compile("(?<!\\b(?:address|notice)\\w{0,3}[^.;]{0,30})\\b(?:disclos\\w*|furnish\\w*|provid\\w*|supplied"
        // information given by either party to the other (not an address "as notified by either party to the other party", "address
        // changes provided by one Party to the other"), each party's role named on the way ("by one Party ("Disclosing Party") to the
        // other")
        + "|given|shared|exchanged|made\\s+available|delivered|communicated|transmitted)\\b[^.;]{0,60}?\\bby\\s+(?:one|either)\\s+party"
        + "(?:\\s*\\([^()\\n]{1,40}\\))?\\s+to\\s+the\\s+other\\b"
        // a role defined as whichever party takes it: "“Disclosing Party” means a Party that discloses", "means the Party furnishing ..."
        + "|[\"“](?:disclosing|receiving|furnishing)\\s+party[\"”]\\s+(?:shall\\s+)?means?\\s+(?:a|either|any|each|the)\\s+party\\s+"
        + "(?:that|which|who|furnishing|disclosing|providing|receiving)\\b"
        + "|\\b(?:neither|either)\\s+party\\s+(?:has|is\\s+under|shall\\s+have)\\s+any\\s+obligation\\s+to\\s+disclose\\b"
        // "Disclosing Party describes each party with respect to Confidential Information it discloses to the other party"
        + "|\\b(?:disclosing|receiving)\\s+party\\s+(?:describes|refers\\s+to)\\s+(?:each|either)\\s+party\\b"
        + "|\\beach\\s+other['’]s\\s+(?:business|confidential|proprietary|information|know)"
        // "JHU and COMPANY are each interested in examining the CONFIDENTIAL INFORMATION of the other"
        + "|\\bare\\s+each\\s+(?:interested|wishing|desirous)\\b[^.;]{0,80}?\\binformation\\s+of\\s+the\\s+other\\b"
        + "|\\beach\\s+of\\s+the\\s+parties\\s+(?:agrees?|shall|will|undertakes?)\\b[^.;]{0,120}?\\bof\\s+the\\s+other\\s+party\\b"
        + "|\\bto\\s+one\\s+party\\s+by\\s+the\\s+other\\b|\\bmutual\\s+exchange\\b"
        // more than one side discloses: "Each Disclosing Party grants each Receiving Party ..."
        + "|\\beach\\s+disclosing\\s+party\\b"
        // "Each Party shall keep the other party's Confidential Information secret", "... the other's Confidential Information"
        + "|\\beach\\s+party\\b[^.;]{0,80}?\\bthe\\s+other(?:\\s+party)?['’]s\\s+confidential\\s+information\\b"
        + "|\\bboth\\s+parties\\b[^.;]{0,300}?\\b(?:received|obtained)\\s+from\\s+the\\s+other\\s+party\\b", CASE);
    /** The chunks of an opening that may say who discloses to whom: a page's links and a table of the parties may come first. */
    private static final int OPENING_CHUNKS = 12;
    /** The opening's paragraphs, form fields aside, where the kind of agreement is said (mutual or one-way). */
    private static final int OPENING_PARAGRAPHS = 6;
    private static final String NAMED = "([A-Z][A-Za-z&.-]+(?:\\s+[A-Z][A-Za-z&.-]+){0,2})";
    private static final Pattern NAMED_DISCLOSER = Pattern.compile("\\b" + NAMED + "\\s+(?:has\\s+(?:and|or)\\s+)?(?:may|will|shall|wishes\\s+to|desires\\s+to|"
        + "intends\\s+to|has\\s+agreed\\s+to|is\\s+(?:prepared|willing)\\s+to)\\s+(?:disclose|provide|furnish|make\\s+available)\\s+to\\s+(?:the\\s+)?" + NAMED + "\\b");
    /**
     * A party, by its role in the opening, that will share its information with someone it does not name: "the inventor will
     * share confidential information with a potential partner" (group 1 the role).
     */
    private static final Pattern SHARES_WITH_ONE = Pattern.compile("\\b(?:the\\s+)?(\\p{L}+)\\s+(?:will|shall|may|wishes\\s+to|intends\\s+to"
        + "|desires\\s+to)\\s+(?:share|disclose|provide|furnish)\\s+(?:certain\\s+|its\\s+|some\\s+)?(?:confidential|proprietary)"
        + "\\s+information\\s+(?:with|to)\\s+an?\\s+\\p{L}+", CASE);
    /**
     * A form's blank for one party that discloses to another's: "[Name of Disclosing Party] will be disclosing certain
     * confidential and proprietary information to [Name of Receiving Party]" (groups 1 and 2).
     */
    private static final Pattern BLANK_DISCLOSER = Pattern.compile("(\\[[^\\]\\n]{1,60}])\\s+(?:will|shall|may)\\s+(?:be\\s+(?:disclosing|providing"
        + "|furnishing|sharing)|disclose|provide|furnish|share)\\b[^.;\\n]{0,80}?\\b(?:to|with)\\s+(\\[[^\\]\\n]{1,60}])", CASE);
    /** A party named by its role in lower case, as government forms do: "the contractor will not ...". */
    private static final String ROLE = "([Tt]he\\s+(?:contractor|subcontractor|consultant|vendor|supplier|employee|researcher|student|visitor|volunteer|intern))";
    /**
     * A duty over the information, or a lead-in to the duties it lists ("agrees to:", "agrees:"), after the subject bound: " shall not
     * disclose", " will keep", " agrees that it will use", " will not, without Company's prior written consent:".
     */
    private static final String INFORMATION_DUTY = "\\s+(?:(?:also\\s+)?agrees\\s+that\\s+it\\s+)?"
        // plain English too: "The Developer won't reuse any part of the work elsewhere"
        + "(?:shall|will|must|won['’]t|agrees?(?:\\s+to)?|undertakes?\\s+to|may\\s+not)(?:(?:\\s+not,?(?:\\s+without\\s+[^.;:\\n]{1,80}?)?)?\\s*:[ \\t]*(?:\\r?\\n|$)|\\s+(?:not,?\\s+)?(?:\\w+ly\\s+)?(?:at\\s+any\\s+time[^.;(]{0,60}?)?"
        + "(?:\\(\\w{1,4}\\)\\s+)?(?:disclose|divulge|distribute|disseminate|publish|use|reuse|share|utili[sz]e|hold|keep|preserve|protect|maintain|return"
        + "|retain|copy|treat)\\b)"
        // a duty over the information, not "The Organiser and the European Commission will use the Mentor's contact information"
        + "(?![^.;]{0,30}?\\b(?:contact|personal)\\s+(?:information|data|details)\\b)";
    /** A named party bound to a duty over the information, or to the duties its lead-in lists ("The Faculty Member agrees to:"). */
    private static final Pattern OBLIGOR = Pattern.compile("\\b(?:" + NAMED + "|" + ROLE + ")" + INFORMATION_DUTY);
    /**
     * The reader or the writer of a letter or notice bound to a duty over the information, group 1: "You will keep them
     * confidential", "you will not copy", "We shall not disclose"; not a duty both owe "each other".
     */
    private static final Pattern VOICE_BOUND = Pattern.compile("\\b([Yy]ou|[Ww]e)" + INFORMATION_DUTY
        + "(?![^.;]{0,60}\\b(?:each\\s+other|one\\s+another)\\b)");
    /** The writer's voice: "we", "us", "our" (not "US" for the United States). */
    private static final Pattern WE = Pattern.compile("\\b(?:[Ww]e|us|[Oo]ur)\\b");
    /** The reader's voice: "you", "your". */
    private static final Pattern YOU = Pattern.compile("\\b[Yy]our?\\b");
    private static final Pattern PROVIDED_BY = Pattern.compile("\\b(?:information|materials?)\\b[^.;]{0,40}?\\b(?:provided|disclosed|furnished|"
        + "delivered|made\\s+available)\\s+by\\s+(?:the\\s+)?" + NAMED + "\\b");
    /** Subjects that are no party in particular: "Each Party", "the Parties", "Recipient", "It". */
    private static final Pattern GENERIC_SUBJECT = Pattern.compile("(?i)(?:each|either|neither|both|the|any|such|no)?\\s*(?:part(?:y|ies)|"
        + "recipients?|receiving\\s+part(?:y|ies)|disclosing\\s+part(?:y|ies)|it|he|she|they|we|you|this|that|who|which|each|either|"
        + "neither|both|notwithstanding|however|nothing|no)(?:\\s.*)?|.*\\b(?:part(?:y|ies)|recipient)\\b.*");
    /** The people a party answers for, named like a party: no party of their own. */
    private static final Pattern PEOPLE_OF_A_PARTY = Pattern.compile("(?i)(?:representatives|affiliates|employees|agents|advis[eo]rs|"
        + "subsidiaries|personnel|officers|directors)");
    private static final Set<String> ONE_SIDED = Set.of("one-way", "unilateral", "employee", "volunteer", "us", "we", "recipient", "receiving party",
        "receiving parties", "confidant", "disclosee", "i",
        "discloser", "disclosing party", "donor", "you", "undersigned", "data recipient", "information recipient");

    /** The key terms of the last documents read: a few analyses at a time. */
    private static final Recent<Input, KeyTerms> RECENT = new Recent<>(8);

    private KeyTermExtractor() {
    }

    /** The key terms of a document from its chunks (in document order) and its title; computed once per input ({@link Recent}). */
    public static KeyTerms extract(List<Chunk> chunks, String title) {
        List<Chunk> input = List.copyOf(chunks);
        return RECENT.get(new Input(input, title), () -> read(input, title));
    }

    /** What the key terms are read from. */
    private record Input(List<Chunk> chunks, String title) {
    }

    private static KeyTerms read(List<Chunk> chunks, String title) {
        List<Chunk> ordered = chunks.stream().filter(c -> c.kind().ofAgreement())
            .sorted(Comparator.comparingInt(Chunk::startPosition)).toList();
        List<Definition> definitions = definitions(ordered);
        Term law = GoverningLaw.of(ordered).or(() -> defined(definitions, LAW_FIELD, null).flatMap(KeyTermExtractor::placeOf))
            .or(() -> sectionValue(ordered, LAW_HEADING, section -> onlyPlaces(FIRST_SENTENCE_END.split(section, 2)[0]))
                .flatMap(KeyTermExtractor::placeOf))
            .orElse(null);
        List<Chunk> timed = mentioning(ordered, TIME_WORDS);
        List<Term> blanks = placeholders(ordered);
        Optional<Term> term = defined(definitions, TERM_FIELD, A_DURATION).or(() -> first(timed, TERM, 1)).or(() -> ticked(ordered, TERM_FIELD))
            .or(() -> listedPeriod(ordered, TERM_AS_LISTED))
            .filter(period -> !endsInABlank(blanks, period)).map(KeyTermExtractor::termValue);
        BlankTerms leftBlank = new BlankTerms(ordered, blanks);
        Term effectiveDate = defined(definitions, EFFECTIVE_DATE_FIELD, A_DATE).or(() -> EffectiveDate.of(ordered))
            .filter(date -> !versionDate(ordered, date))
            .or(() -> filledIn(ordered, EFFECTIVE_DATE_FIELD)).or(() -> defined(definitions, EFFECTIVE_DATE_FIELD, ON_SIGNING))
            .or(() -> defined(definitions, EFFECTIVE_DATE_FIELD, null).filter(KeyTerms::leftBlank)).orElse(null);
        Term agreementTerm = term.or(leftBlank::term).or(() -> filledIn(ordered, TERM_FIELD).filter(KeyTerms::leftBlank))
            .or(leftBlank::yearsOfTerm).or(() -> unchosen(ordered, TERM_FIELD)).orElse(null);
        List<Term> parties = Parties.of(ordered);
        Term mutuality = mutuality(ordered, parties);
        return new KeyTerms(documentType(ordered, title), mutuality, parties, effectiveDate, agreementTerm,
            defined(definitions, CONFIDENTIALITY_FIELD, A_DURATION)
                .or(() -> first(timed.stream().filter(c -> !TermPatterns.underCovenant(c)).toList(), CONFIDENTIALITY_PERIOD, 1))
                .filter(period -> !offeredWithABlank(ordered, period) && !endsInABlank(blanks, period))
                .or(() -> listedPeriod(ordered, SURVIVES_AS_LISTED))
                .or(() -> ticked(ordered, CONFIDENTIALITY_FIELD))
                .or(() -> asLongAsTheAgreement(ordered, term)).or(() -> first(ordered, List.of(AT_ANY_TIME, NOT_TO_AT_ANY_TIME), 1))
                // a number of years the form leaves blank says more than that the duties survive or last as the agreement does
                .or(leftBlank::yearsOfConfidentiality)
                .or(() -> first(ordered, List.of(SURVIVES), 0))
                // obligations end with an agreement that ceases to have effect on a date, or never where no term is stated
                .or(() -> first(timed, List.of(SUNSET, PROVISIONS_LAST), 1))
                // nothing survives an agreement that runs for a period: its duties last as long ("is valid for two years")
                .or(() -> term.filter(t -> Durations.years(t.value()).isPresent() || LASTING_TERM.matcher(t.value()).find())
                    .map(t -> new Term(t.value() + " (the agreement's term)", t.quote(), t.start(), t.end())))
                // nor one whose term a form leaves blank: its duties' period is as blank
                .or(() -> Optional.ofNullable(agreementTerm).filter(KeyTerms::leftBlank))
                .or(() -> term.isPresent() ? Optional.empty() : first(ordered, List.of(STILL_BOUND), 0))
                .map(KeyTermExtractor::withoutEnd).or(leftBlank::confidentialityPeriod)
                .or(() -> filledIn(ordered, CONFIDENTIALITY_FIELD).filter(KeyTerms::leftBlank)).orElse(null),
            tradeSecrets(ordered).or(() -> defined(definitions, CONFIDENTIALITY_FIELD, TRADE_SECRET_PART)).orElse(null),
            // not the agreement's own aim: "PURPOSE: Protection of confidential information related to the project"
            first(ordered, PURPOSE_DEFINED, 1, purpose -> !POINTS_ON.matcher(purpose).find() && noNote(purpose)
                    && !SELF_PROTECTION.matcher(purpose).lookingAt()).map(purpose -> withWhatItIsAbout(withTheAimBefore(purpose, ordered), ordered))
                .or(() -> first(ordered, PURPOSE_STATED, 1, purpose -> !SELF_PROTECTION.matcher(purpose).lookingAt() && noNote(purpose)
                    && !POINTS_ON.matcher(purpose).find()))
                .or(() -> defined(definitions, PURPOSE_FIELD, null).filter(purpose -> noNote(purpose.value())))
                .or(() -> filledIn(ordered, PURPOSE_FIELD).filter(purpose -> noNote(purpose.value())))
                // the first aim a lead-in lists in the items after it ("disclosed in order to:" / "- investigate or formalise ...")
                .or(() -> listed(ordered, PURPOSE_LISTED, AIM, true))
                // read up to where the aim ends: "The parties wish to explore ... and, in connection with this purpose, may disclose ...",
                // "The parties wish to explore ... packages. In connection with this opportunity, each party may disclose ..."
                .or(() -> sectionValue(ordered, PURPOSE_FIELD, section -> {
                    String aim = PURPOSE_END.split(firstSentence(section), 2)[0];
                    return aim.split("\\s+").length <= 30 && !NOT_AN_AIM.matcher(aim).find();
                }).map(section -> new Term(firstSentence(section.value()), section.quote(), section.start(), section.end())))
                .or(() -> first(ordered, List.of(PARTIES_WISH), 1).filter(purpose -> !holdsBlank(purpose.value())))
                .map(p -> new Term(withItsDefinition(purposeOnly(clean(inOneLine(p.value()))), ordered), p.quote(), p.start(), p.end()))
                .or(leftBlank::purpose).orElse(null),
            law == null ? leftBlank.law().orElse(null) : law,
            // courts whose place is a blank ("the courts of ____________") are the forum left blank, read below
            first(mentioning(ordered, FORUM_WORDS), FORUM, 1, forum -> !COURTS_UNNAMED.matcher(forum).matches()
                && !COURTS_OF_THE_LAW.matcher(forum).matches() && bracketsAPlace(forum) && !holdsBlank(forum))
                .map(KeyTermExtractor::named).map(KeyTermExtractor::endsAtItsPlace).or(() -> forumOfLaw(ordered, law))
                .or(() -> defined(definitions, FORUM_FIELD, null)).or(leftBlank::forum).orElse(null),
            blanks, incorporatedTerms(ordered),
            mutuality != null && mutuality.value().equals("MUTUAL") ? Imbalance.of(ordered, parties).orElse(null) : null);
    }

    /**
     * What a form's list of definitions gives the term {@code name} names ("* "**Agreement Term**": `2 years`"), the part of
     * the value {@code part} finds (a date, a duration), or the whole value where {@code part} is null ({@value
     * KeyTerms#LEFT_BLANK} where it holds a blank: "Jurisdiction: [Fill in city]"); quoted as written.
     */
    private static Optional<Term> defined(List<Definition> definitions, Pattern name, Pattern part) {
        for (Definition definition : definitions) {
            Matcher value = (part == null ? WHOLE_VALUE : part).matcher(definition.value());
            if (name.matcher(definition.name()).matches() && value.find()) {
                int start = definition.start() + value.start();
                String read = part == null && holdsBlank(value.group()) ? KeyTerms.LEFT_BLANK : value.group().strip();
                return Optional.of(new Term(read, value.group(), start, start + value.group().length()));
            }
        }
        return Optional.empty();
    }

    /** One line of a form's list of definitions: the name, the value as written, and the value's raw-text offset. */
    private record Definition(String name, String value, int start) {
    }

    /** The document's list of definitions, read once for every term it may give. */
    private static List<Definition> definitions(List<Chunk> chunks) {
        List<Definition> definitions = new ArrayList<>();
        for (Chunk chunk : chunks) {
            Matcher line = DEFINITION_LINE.matcher(chunk.content());
            while (line.find()) {
                definitions.add(new Definition(line.group(1).strip(), line.group(2), chunk.startPosition() + line.start(2)));
            }
        }
        return definitions;
    }

    /** The first place a defined value names, as the value: "Province of British Columbia, Canada" is British Columbia's law. */
    private static Optional<Term> placeOf(Term value) {
        return Jurisdictions.in(value.value()).stream().findFirst()
            .map(found -> new Term(found.place().name(), value.quote(), value.start(), value.end()));
    }

    /** The chunks under a heading that {@code field} names, its number aside ("1. PURPOSE"): a cover page's or a section's. */
    private static List<Chunk> under(List<Chunk> chunks, Pattern field) {
        return chunks.stream().filter(chunk -> chunk.sectionPath().stream()
            .anyMatch(h -> field.matcher(SECTION_NUMBER.matcher(h.strip()).replaceFirst("")).matches())).toList();
    }

    /** What the option ticked under the heading {@code field} names says about time ("1 year", "until terminated"); a blank says nothing. */
    private static Optional<Term> ticked(List<Chunk> chunks, Pattern field) {
        for (Chunk chunk : under(chunks, field)) {
            Matcher box = TermPatterns.TICKED.matcher(chunk.content());
            while (box.find()) {
                Matcher time = TIME_OPTION.matcher(box.group(1));
                if (time.find() && !holdsBlank(box.group(1))) {
                    Term option = term(chunk, box, 0);
                    return Optional.of(new Term(time.group().replaceAll("[\\[\\]]", ""), option.quote(), option.start(), option.end()));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * {@value KeyTerms#LEFT_BLANK} where the options under the heading {@code field} names offer periods and none is ticked
     * ("- [ ] Fixed Term: [X] months" / "- [ ] Perpetual: ..."): the form leaves the choice to be made.
     */
    private static Optional<Term> unchosen(List<Chunk> chunks, Pattern field) {
        List<Term> offered = new ArrayList<>();
        for (Chunk chunk : under(chunks, field)) {
            if (TermPatterns.TICKED.matcher(chunk.content()).find()) {
                return Optional.empty();
            }
            Matcher option = TermPatterns.UNTICKED_LINE.matcher(chunk.content());
            while (option.find()) {
                if (OPTION_PERIOD.matcher(option.group(1)).find()) {
                    offered.add(new Term(KeyTerms.LEFT_BLANK, option.group(1), chunk.startPosition() + option.start(1),
                        chunk.startPosition() + option.end(1)));
                }
            }
        }
        return offered.size() > 1 ? Optional.of(offered.getFirst()) : Optional.empty();
    }

    /**
     * The value a form gives under the heading {@code field} names: the first line of a field (labelled, or in a drafter's
     * brackets) that is no label, or {@value KeyTerms#LEFT_BLANK} where that line holds a blank; a clause under a heading of
     * that name is no field.
     */
    private static Optional<Term> filledIn(List<Chunk> chunks, Pattern field) {
        for (Chunk chunk : under(chunks, field)) {
            String unlabelled = FIELD_LABEL.matcher(chunk.content()).replaceAll(label -> " ".repeat(label.group().length()));
            Matcher line = FIELD_LINE.matcher(unlabelled);
            if (!line.find()) {
                continue;
            }
            String value = line.group().strip();
            boolean form = chunk.kind() == ChunkKind.FORM_FIELD || !unlabelled.equals(chunk.content()) || value.matches("\\[[^\\]]+]");
            if (!form) {
                return Optional.empty();
            }
            int start = chunk.startPosition() + line.start() + line.group().indexOf(value);
            return Optional.of(new Term(holdsBlank(value) ? KeyTerms.LEFT_BLANK : value.replaceAll("^\\[|]$", ""), value, start,
                start + value.length()));
        }
        return Optional.empty();
    }

    /** The standard terms the document incorporates by reference when it holds no duty of confidence itself: a cover page's. */
    private static Term incorporatedTerms(List<Chunk> chunks) {
        if (chunks.stream().anyMatch(chunk -> CONFIDENTIALITY_DUTY.matcher(chunk.content()).find())) {
            return null;
        }
        return first(chunks, List.of(INCORPORATED, INCORPORATED_LINK, INCORPORATED_EXHIBIT), 1).map(t -> new Term(t.value().startsWith("http")
            ? "the terms published at " + t.value() : clean(t.value()), t.quote(), t.start(), t.end())).orElse(null);
    }

    /** Whether a purpose is the agreement's, not a form's note to its user ({@link #TEMPLATE_NOTE}). */
    private static boolean noNote(String purpose) {
        return !TEMPLATE_NOTE.matcher(purpose).find();
    }

    /** A term as a lawyer states it: "until December 31, 2020", "until the first anniversary", "until terminated", "five (5) years". */
    private static Term termValue(Term term) {
        String value = A_DATE.matcher(term.value()).matches() ? "until " + term.value()
            : Durations.anniversary(term.value()) ? "until the " + term.value()
            : term.value().matches("(?i)until\\s+(?:terminated|either|one|(?:written\\s+)?notice\\s+of\\s+termination)\\b.*") ? "until terminated"
            : term.value().matches("(?i)not\\s+expire") ? "indefinitely (it does not expire)"
            : term.value().matches("(?i)" + WHILE_HELD) ? "indefinitely: " + term.value() : term.value();
        return new Term(value, term.quote(), term.start(), term.end());
    }

    /**
     * A court's name up to the last place it names, the words after it dropped: "the courts of Ontario to settle any dispute"
     * (but "Alberta courts" keeps its courts); a name cut short loses its dangling "and" ("... in New York City and").
     */
    private static Term endsAtItsPlace(Term named) {
        Term forum = new Term(named.value().replaceFirst("\\s+(?:and|or)$", ""), named.quote(), named.start(), named.end());
        List<Jurisdictions.Found> places = Jurisdictions.in(forum.value());
        if (places.isEmpty()) {
            return forum;
        }
        String after = forum.value().substring(places.getLast().end());
        return after.isBlank() || after.chars().anyMatch(Character::isUpperCase) || COURTS_UNNAMED.matcher(after.strip()).matches() ? forum
            : new Term(forum.value().substring(0, places.getLast().end()), forum.quote(), forum.start(), forum.end());
    }

    /** "... and enforceable in the courts of that state": the courts of the governing law's place. */
    private static Optional<Term> forumOfLaw(List<Chunk> chunks, Term law) {
        return law == null ? Optional.empty() : first(chunks, List.of(FORUM_OF_LAW), 0)
            .map(courts -> new Term("the courts of " + (law.value().matches("(?:State|Commonwealth|Province|Republic|Kingdom)\\b.*")
                ? "the " : "") + law.value(), courts.quote(), courts.start(), courts.end()));
    }

    /**
     * The first of {@code texts} in which a term, confidentiality-period or forum pattern matches although the word that
     * {@link #mentioning} filters on is missing: a pattern the filter would silently never try. A test reads the kit's NDAs
     * through it.
     */
    static Optional<String> hiddenByPrefilter(List<String> texts) {
        List<Pattern> timed = new ArrayList<>(TERM);
        timed.addAll(CONFIDENTIALITY_PERIOD);
        return texts.stream().filter(text -> !TIME_WORDS.matcher(text).find() && timed.stream().anyMatch(p -> p.matcher(text).find())
            || !FORUM_WORDS.matcher(text).find() && FORUM.stream().anyMatch(p -> p.matcher(text).find())).findFirst();
    }

    /** The chunks that use one of {@code words}: the only ones the patterns that need such a word are tried on. */
    private static List<Chunk> mentioning(List<Chunk> chunks, Pattern words) {
        return chunks.stream().filter(chunk -> words.matcher(chunk.content()).find()).toList();
    }

    /** The first match of any of {@code patterns} in document order (earlier patterns first within a chunk). */
    static Optional<Term> first(List<Chunk> chunks, List<Pattern> patterns, int group) {
        return first(chunks, patterns, group, value -> true);
    }

    /** The first match of any of {@code patterns} in document order whose value {@code accepted}; the others are read past. */
    static Optional<Term> first(List<Chunk> chunks, List<Pattern> patterns, int group, Predicate<String> accepted) {
        for (Chunk chunk : chunks) {
            Term best = null;
            for (Pattern pattern : patterns) {
                Matcher matcher = matcher(pattern, chunk.content());
                while (matcher != null && matcher.find() && (best == null || chunk.startPosition() + matcher.start() < best.start())) {
                    if (accepted.test(matcher.group(group).strip())) {
                        best = term(chunk, matcher, group);
                        break;
                    }
                }
            }
            if (best != null) {
                return Optional.of(best);
            }
        }
        return Optional.empty();
    }

    /** A matcher over {@code text}, started shortly before the pattern's anchor; null when the anchor is absent. */
    private static Matcher matcher(Pattern pattern, String text) {
        Anchor anchor = ANCHORS.get(pattern);
        Matcher matcher = pattern.matcher(text);
        if (anchor == null) {
            return matcher;
        }
        Matcher at = anchor.pattern().matcher(text);
        return at.find() ? matcher.region(Math.max(0, at.start() - anchor.reach()), text.length()) : null;
    }

    private record Anchor(Pattern pattern, int reach) {
    }

    /**
     * A law's or forum's place as a lawyer names it: a country for its adjective ("English" law: England and Wales; "the English
     * courts": the courts of England and Wales), words in capitals in title case ("STATE OF DELAWARE": State of Delaware; not "UK").
     */
    private static Term named(Term place) {
        // "the courts of the United States of America located in the State of New York" are the federal courts there
        String value = FEDERAL_COURTS.matcher(place.value()).replaceFirst("federal courts");
        Matcher adjective = ADJECTIVE_PLACE.matcher(value);
        if (adjective.find()) {
            String country = Jurisdictions.ADJECTIVES.get(adjective.group(1).toLowerCase(Locale.ROOT));
            value = adjective.replaceFirst(Matcher.quoteReplacement(adjective.group(2) == null ? country : adjective.group(2).toLowerCase(Locale.ROOT) + " of " + country));
        } else if (value.length() > 3 && value.equals(value.toUpperCase(Locale.ROOT))) {
            value = Jurisdictions.titleCase(value);
        }
        return new Term(value, place.quote(), place.start(), place.end());
    }

    static Term term(Chunk chunk, Matcher matcher, int group) {
        String value = matcher.group(group).strip().replaceAll("\\s+", " "); // a value wrapped over lines reads on one
        if (OPEN_NUMBER.matcher(value).matches()) {
            value = value.substring(1); // a number its bracket opens and the text after it closes: "for a period of [2 YEARS]"
        }
        return new Term(value, matcher.group(), chunk.startPosition() + matcher.start(), chunk.startPosition() + matcher.end());
    }

    private static Optional<Term> tradeSecrets(List<Chunk> chunks) {
        return first(chunks, List.of(TRADE_SECRETS), 0).map(t -> new Term(Durations.endless(t.quote()) ? "protected indefinitely"
            : "protected as long as the information remains a trade secret", t.quote().strip(), t.start() + leading(t.quote()),
            t.start() + leading(t.quote()) + t.quote().strip().length()));
    }

    /**
     * A period listed under a lead-in that says what lasts ({@link #LISTED_PERIOD}): the duties that survive
     * ({@link #SURVIVES_AS_LISTED}), or the agreement ({@link #TERM_AS_LISTED}); the first item that gives one.
     */
    private static Optional<Term> listedPeriod(List<Chunk> chunks, Pattern leadIn) {
        return listed(chunks, leadIn, LISTED_PERIOD, false);
    }

    /**
     * Group 1 of {@code item} in the items under a lead-in that {@code leadIn} finds: in the first item that has it, or, where
     * {@code firstItemOnly}, in the first item under such a lead-in or not at all.
     */
    private static Optional<Term> listed(List<Chunk> chunks, Pattern leadIn, Pattern item, boolean firstItemOnly) {
        for (LeadIns.Read read : LeadIns.read(chunks, LeadIns.LEAD_IN_LENGTH)) {
            if (read.leadIn() != null && leadIn.matcher(read.leadIn().content()).find()) {
                Matcher found = item.matcher(read.chunk().content());
                if (found.lookingAt()) {
                    return Optional.of(term(read.chunk(), found, 1));
                }
                if (firstItemOnly) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    /**
     * A field's value written as the first paragraph under its heading, where it {@code fits}: "## Governing State Law" / "Texas,
     * USA", "## Purpose" / "Joining the Company organization as a Member to discuss ...".
     */
    private static Optional<Term> sectionValue(List<Chunk> chunks, Pattern field, Predicate<String> fits) {
        return under(chunks, field).stream().findFirst().filter(chunk -> fits.test(chunk.content().strip())).map(chunk -> {
            String value = chunk.content().strip();
            int start = chunk.startPosition() + chunk.content().indexOf(value);
            return new Term(value, value, start, start + value.length());
        });
    }

    /**
     * A section's first sentence, to the full stop after a word in lower case that a capital follows; the whole section where
     * that sentence is a title run into its text ("2. Purpose. Acme agrees to disclose ...").
     */
    private static String firstSentence(String section) {
        String first = FIRST_SENTENCE_END.split(section, 2)[0];
        return first.split("\\s+").length < SENTENCE_WORDS ? section : first;
    }

    /** Whether a text names places and nothing else: "Texas, USA", "England and Wales". */
    private static boolean onlyPlaces(String text) {
        List<Jurisdictions.Found> places = Jurisdictions.in(text);
        StringBuilder rest = new StringBuilder(text);
        for (Jurisdictions.Found place : places.reversed()) {
            rest.delete(place.start(), place.end());
        }
        return !places.isEmpty() && rest.toString().matches("[\\s,.;()]*(?:and[\\s,.;()]*)?");
    }

    /**
     * Whether a period is one of a form's alternatives, the item next to it saying the same with its number left to fill in:
     * "* ... obligations ... will remain in effect in perpetuity." / "* ... will remain in effect for a period of ${years} years".
     */
    private static boolean offeredWithABlank(List<Chunk> chunks, Term period) {
        int at = 0;
        while (at < chunks.size() && period.start() >= chunks.get(at).endPosition()) {
            at++;
        }
        if (at == chunks.size()) {
            return false;
        }
        String opening = ALTERNATIVE_OPENING.matcher(chunks.get(at).content()).replaceFirst("");
        for (int next : new int[] {at - 1, at + 1}) {
            String other = next < 0 || next >= chunks.size() ? "" : ALTERNATIVE_OPENING.matcher(chunks.get(next).content()).replaceFirst("");
            if (opening.length() >= SAME_OPENING && other.regionMatches(true, 0, opening, 0, SAME_OPENING) && holdsBlank(other)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a period ends inside a blank that goes on after it: the example a drafter's blank gives ("[ONE (1) YEAR / SPECIFY
     * PERIOD]"), not a number written in brackets ("[2] years").
     */
    private static boolean endsInABlank(List<Term> blanks, Term period) {
        return blanks.stream().anyMatch(blank -> blank.start() < period.end() && period.end() < blank.end());
    }

    /** Whether {@code text} holds a blank or template field ({@link #PLACEHOLDERS}): what it says is not filled in. */
    private static boolean holdsBlank(String text) {
        return PLACEHOLDERS.stream().anyMatch(placeholder -> placeholder.matcher(text).find());
    }

    /**
     * Whether a form's field holds nothing but a blank in its value, after its label ("Purpose How Confidential Information
     * may be used | {purpose}", "Purpose: ______") or as the whole text: there are no terms in it to read or to rate.
     */
    public static boolean onlyBlank(String field) {
        String value = field.replaceFirst("(?s)^.*(?:\\s\\||:)\\s", "").strip();
        return !value.isEmpty() && PLACEHOLDERS.stream().anyMatch(placeholder -> placeholder.matcher(value).matches());
    }

    /** Blanks in the terms and cover fields; the signature block's lines are for signing, not terms left open. */
    private static List<Term> placeholders(List<Chunk> chunks) {
        List<Term> found = new ArrayList<>();
        for (Chunk chunk : chunks) {
            if (chunk.kind() == ChunkKind.SIGNATURE_BLOCK) {
                continue;
            }
            for (Pattern pattern : PLACEHOLDERS) {
                Matcher matcher = pattern.matcher(chunk.content());
                while (matcher.find() && found.size() < MAX_PLACEHOLDERS) {
                    int start = chunk.startPosition() + matcher.start();
                    int end = chunk.startPosition() + matcher.end();
                    // one blank once, though two patterns read it ("[Full business name/Name]": a choice, and a name's field)
                    if (found.stream().noneMatch(blank -> blank.start() < end && start < blank.end())) {
                        found.add(new Term(matcher.group(), matcher.group(), start, end));
                    }
                }
            }
        }
        found.sort(Comparator.comparingInt(Term::start));
        return found;
    }

    /**
     * Mutual when the opening says so or each party discloses; one-way when it says so, when the duties fall on one of the
     * {@code parties} ({@link Imbalance#soleObligor}) or when the opening fixes who discloses and who receives
     * ({@link Imbalance#fixedRoles}). A form's optional text ("{{#if mutual_nda}}") decides nothing.
     */
    private static Term mutuality(List<Chunk> chunks, List<Term> parties) {
        List<int[]> optional = optionalSpans(chunks);
        // the opening's first paragraphs, past the fields that fill in the parties ("- Name: [ORGANIZATION NAME]" / "- Address: ...")
        List<Chunk> opening = chunks.stream().filter(chunk -> chunk.kind() != ChunkKind.FORM_FIELD).limit(OPENING_PARAGRAPHS).toList();
        for (Pattern signal : MUTUALITY) {
            for (Chunk chunk : opening) {
                Matcher matcher = signal.matcher(chunk.content());
                while (matcher.find()) {
                    if (within(optional, chunk.startPosition() + matcher.start())) {
                        continue; // a form's choice ("{{#if mutual_nda}}Mutual NDA{{else}}Unilateral NDA{{/if}}"), not what it is
                    }
                    String kind = matcher.group(1).toLowerCase(Locale.ROOT);
                    String value = ONE_SIDED.contains(kind) ? "ONE_WAY" : "MUTUAL";
                    int start = kind.equals("i") ? matcher.start(1) : matcher.start();
                    return new Term(value, chunk.content().substring(start, matcher.end()), chunk.startPosition() + start,
                        chunk.startPosition() + matcher.end());
                }
            }
        }
        return anywhere(chunks, optional).or(() -> oneNamedDiscloser(chunks)).or(() -> soleParty(chunks, OBLIGOR))
            .or(() -> soleParty(chunks, PROVIDED_BY)).or(() -> Imbalance.soleObligor(chunks, parties)).or(() -> oneVoiceBound(chunks))
            .or(() -> Imbalance.fixedRoles(chunks).map(roles -> new Term("ONE_WAY", roles.quote(), roles.start(), roles.end())))
            // past the opening, only what says who gives to whom: a repository's notice deep under its definitions
            .or(() -> first(chunks, ONE_WAY_ANYWHERE, 0).map(found -> new Term("ONE_WAY", found.quote(),
                found.start(), found.end())))
            .orElse(null);
    }

    /** The document offsets of a form's optional text, each from its "{{#if ...}}" to its "{{/if}}". */
    private static List<int[]> optionalSpans(List<Chunk> chunks) {
        List<int[]> spans = new ArrayList<>();
        Deque<Integer> open = new ArrayDeque<>();
        for (Chunk chunk : chunks) {
            Matcher marker = CONDITIONAL.matcher(chunk.content());
            while (marker.find()) {
                if (marker.group(1) != null) {
                    open.push(chunk.startPosition() + marker.start());
                } else if (!open.isEmpty()) {
                    spans.add(new int[] {open.pop(), chunk.startPosition() + marker.end()});
                }
            }
        }
        return spans;
    }

    private static boolean within(List<int[]> spans, int at) {
        return spans.stream().anyMatch(span -> span[0] <= at && at < span[1]);
    }

    /** Mutual when any clause outside a form's optional text has one party give to "the other" or guard "each other's" information. */
    private static Optional<Term> anywhere(List<Chunk> chunks, List<int[]> optional) {
        for (Chunk chunk : chunks) {
            Matcher matcher = MUTUAL_ANYWHERE.matcher(chunk.content());
            while (matcher.find()) {
                if (within(optional, chunk.startPosition() + matcher.start())) {
                    continue;
                }
                return Optional.of(new Term("MUTUAL", matcher.group(), chunk.startPosition() + matcher.start(),
                    chunk.startPosition() + matcher.end()));
            }
        }
        return Optional.empty();
    }

    /**
     * One way when the opening has a named party disclose to another ("Health Card may disclose to Kestrel ..."), a form's blank
     * for one party disclose to another's ({@link #BLANK_DISCLOSER}) or a party share with someone it does not name
     * ({@link #SHARES_WITH_ONE}).
     */
    private static Optional<Term> oneNamedDiscloser(List<Chunk> chunks) {
        for (Chunk chunk : chunks.subList(0, Math.min(OPENING_CHUNKS, chunks.size()))) {
            Matcher named = NAMED_DISCLOSER.matcher(chunk.content());
            while (named.find()) {
                String discloser = party(named.group(1));
                if (!GENERIC_SUBJECT.matcher(discloser).matches() && !discloser.equals(party(named.group(2)))) {
                    return Optional.of(oneWay(chunk, named));
                }
            }
            Matcher blank = BLANK_DISCLOSER.matcher(chunk.content());
            while (blank.find()) {
                if (!blank.group(1).equalsIgnoreCase(blank.group(2))) {
                    return Optional.of(oneWay(chunk, blank));
                }
            }
            Matcher sharing = SHARES_WITH_ONE.matcher(chunk.content());
            while (sharing.find()) {
                if (!GENERIC_SUBJECT.matcher(sharing.group(1)).matches()) {
                    return Optional.of(oneWay(chunk, sharing));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * One way when a letter or notice that speaks as "we" to "you" binds one of the two alone, at least twice ("You will keep
     * them confidential", "You will not copy ...") while the other is bound to nothing over the information. Quotes the first.
     */
    private static Optional<Term> oneVoiceBound(List<Chunk> chunks) {
        Map<String, List<Term>> bound = new HashMap<>();
        boolean we = false;
        boolean you = false;
        for (Chunk chunk : chunks) {
            Matcher duty = VOICE_BOUND.matcher(chunk.content());
            while (duty.find()) {
                bound.computeIfAbsent(duty.group(1).toLowerCase(Locale.ROOT), voice -> new ArrayList<>()).add(oneWay(chunk, duty));
            }
            we |= WE.matcher(chunk.content()).find();
            you |= YOU.matcher(chunk.content()).find();
        }
        return bound.size() == 1 && we && you ? bound.values().stream().filter(duties -> duties.size() >= 2)
            .map(List::getFirst).findFirst() : Optional.empty();
    }

    private static Term oneWay(Chunk chunk, Matcher found) {
        return new Term("ONE_WAY", found.group(), chunk.startPosition() + found.start(), chunk.startPosition() + found.end());
    }

    /** Undertakings that last as long as the agreement: the agreement's term, quoted where the undertaking says so. */
    private static Optional<Term> asLongAsTheAgreement(List<Chunk> chunks, Optional<Term> term) {
        return term.flatMap(t -> first(chunks, List.of(AS_LONG_AS_AGREEMENT), 0)
            .map(during -> new Term(t.value() + " (as long as the agreement is in force)", during.quote(), during.start(), during.end())));
    }

    /** A period that only the information's becoming public ends is, for a lawyer, one without end. */
    private static Term withoutEnd(Term period) {
        if (period.value().matches("(?i)at\\s+any\\s+time")) {
            return new Term("indefinitely: the duty holds at any time", period.quote(), period.start(), period.end());
        }
        if (SURVIVES.matcher(period.value()).matches() || STILL_BOUND.matcher(period.value()).matches()) {
            return new Term("indefinitely: it survives termination and no period is stated", period.quote(), period.start(), period.end());
        }
        return period.value().matches("(?is)(continue\\s+unless\\s+and\\s+until|(?:remain|continue\\s+to\\s+be)\\s+subject\\s+to\\s+the\\s+terms\\s+of\\s+this|survive\\s+until\\b.*"
            // as long as the information stays secret, not as long as something else lasts ("for so long as Counter Current exists")
            + "|for\\s+(?:so|as)\\s+long\\s+as\\b.*\\b(?:confiden|secret|proprietary|public)\\w*\\b.*)")
            ? new Term("indefinitely, until the information is no longer confidential", period.quote(), period.start(), period.end())
            : period;
    }

    /**
     * Whether a forum's drafter's brackets, if any, propose a place ("the courts of the [State of New York located in the Borough
     * of Manhattan ...]"), not a field to fill in ("[jurisdiction]", "[Fill in city or county and state]").
     */
    private static boolean bracketsAPlace(String forum) {
        int bracket = forum.indexOf('[');
        return bracket < 0 || Jurisdictions.at(forum, bracket).isPresent();
    }

    /** A party's name as a subject: without a heading run into it ("Nondisclosure. Dealer") or a leading "The". */
    private static String party(String name) {
        return name.replaceFirst("^.*\\.\\s+", "").replaceFirst("^[Tt]he\\s+", "");
    }

    /**
     * One way when the same named party, and no "party" in general, is named twice or more by {@code pattern}
     * (group 1, or 2 for a role): every duty to keep the information falls on it ("The Stockholder will not disclose ...",
     * "Stockholder shall not utilize ...", "the contractor may not use ...", {@link #OBLIGOR}), or all the information
     * comes from it ("provided by Listing Broker", {@link #PROVIDED_BY}).
     */
    private static Optional<Term> soleParty(List<Chunk> chunks, Pattern pattern) {
        Set<String> named = new HashSet<>();
        Term first = null;
        int mentions = 0;
        for (Chunk chunk : chunks) {
            Matcher matcher = pattern.matcher(chunk.content());
            while (matcher.find()) {
                String name = party(matcher.group(1) != null ? matcher.group(1) : matcher.group(2));
                if (PEOPLE_OF_A_PARTY.matcher(name).matches()) {
                    continue; // "neither Holdings nor its Representatives shall disclose": the people a party answers for
                }
                if (GENERIC_SUBJECT.matcher(name).matches()) {
                    return Optional.empty();
                }
                named.add(name.toLowerCase(Locale.ROOT)); // "the Contractor" and "the contractor" are one party
                // a lead-in binds its party to every duty it lists ("The Developer agrees to:" / "1. Keep all project information ...")
                mentions += matcher.group().strip().endsWith(":") ? 2 : 1;
                if (first == null) {
                    // not quoted from the sentence before the name that the name's pattern ran over ("Agreement. Tester shall")
                    int group = matcher.group(1) != null ? 1 : 2;
                    int cut = matcher.group(group).length() - matcher.group(group).replaceFirst("^.*\\.\\s+", "").length();
                    int from = cut > 0 ? matcher.start(group) + cut : matcher.start();
                    first = new Term("ONE_WAY", chunk.content().substring(from, matcher.end()), chunk.startPosition() + from,
                        chunk.startPosition() + matcher.end());
                }
            }
        }
        return named.size() == 1 && mentions >= 2 ? Optional.of(first) : Optional.empty();
    }

    private static DocumentType documentType(List<Chunk> chunks, String title) {
        StringBuilder opening = new StringBuilder(title == null ? "" : title).append('\n');
        Set<String> headings = new HashSet<>();
        for (Chunk chunk : chunks) {
            if (opening.length() > 1500) {
                break;
            }
            // a letter's headings say what it is ("CONFIDENTIALITY OF EVALUATION MATERIALS") where its text does not
            chunk.sectionPath().stream().filter(headings::add).forEach(h -> opening.append(h).append('\n'));
            opening.append(chunk.content()).append('\n');
        }
        String text = opening.toString().toLowerCase(Locale.ROOT);
        String head = text.substring(0, Math.min(text.length(), 400));
        boolean confidentiality = text.matches("(?s).*(non[- ]?disclosure|confidentiality|confidential "
            + "disclosure|secrecy|\\bnda\\b|\\bcda\\b|evaluation materials?\\b|treat\\w* confidentially"
            // an untitled form's promise itself: "neither of us will share any confidential information"
            + "|\\b(?:share|disclose|keep)\\w*\\s+[^.;]{0,40}?confidential information).*");
        boolean individual = head.matches("(?s).*\\bi,\\s.*") || head.matches("(?s).*\\b(employee|contractor employee)s?\\b"
            + ".*") && head.matches("(?s).*\\b(undertaking|acknowledg\\w*|form|certif\\w*)\\b.*")
            // an employer's agreement with its employee
            || EMPLOYEE_DOCUMENT.matcher(head).find() || EMPLOYED_PARTY.matcher(text).find() || WORK_ASSIGNED.matcher(head).find();
        if (head.matches("(?s).*(non-?compet|restrictive covenant|non-?solicitation agreement|covenants? not to compete|agreement not to compete).*") && (!head.matches(
            "(?s).*(non[- ]?disclosure|confidentiality agreement).*") || opensWithNonCompete(chunks))) {
            return DocumentType.NON_COMPETE; // a title naming both: the covenant the agreement opens with is its main one
        }
        if (individual && confidentiality) {
            return DocumentType.EMPLOYEE_UNDERTAKING;
        }
        if (NOTICE_OF_AN_NDA.matcher(text).find() && !DUTY.matcher(text).find()) {
            return DocumentType.OTHER; // a notice of an NDA signed elsewhere, binding no one itself
        }
        if (ABOUT_NDAS.matcher(text).find() && !THIS_AGREEMENT.matcher(text).find()) {
            return DocumentType.OTHER; // a page that explains what NDAs are, no agreement of its own
        }
        return confidentiality ? DocumentType.NDA : DocumentType.OTHER;
    }

    /**
     * A notice or guide that points to an NDA signed elsewhere: "The NDA between Infralab, University and Author was signed on
     * March 7 2016", "It doesn't replace the specific terms of the signed NDA", "A guide to the ... agreements you signed".
     */
    private static final Pattern NOTICE_OF_AN_NDA = Pattern.compile("\\b(?:nda|non-disclosure\\s+agreement|confidentiality\\s+agreement)\\b[^.]{0,100}?"
        + "\\b(?:was|were|has\\s+been|have\\s+been)\\s+signed\\b|\\b(?:doesn['’]t|does\\s+not)\\s+replace\\s+(?:the\\s+)?(?:specific\\s+|exact\\s+)?"
        + "terms\\s+of\\s+the\\s+signed\\b"
        // a guide to them: "When you joined Dwarves, you signed some key agreements", "the agreements you signed"
        + "|\\byou\\s+signed\\s+(?:some\\s+|an?\\s+|the\\s+)?(?:key\\s+)?(?:agreements?|ndas?)\\b|\\b(?:agreements?|ndas?)\\s+you\\s+signed\\b", CASE);
    /**
     * What an explanation of NDAs says: "A non-disclosure agreement (NDA), also known as ..., is a legal contract between ...",
     * "NDAs can be "mutual"".
     */
    private static final Pattern ABOUT_NDAS = Pattern.compile("\\ban?\\s+(?:non-?disclosure|confidentiality)\\s+agreement\\b[^.]{0,250}?\\bis\\s+an?\\s+"
        + "(?:legal(?:ly\\s+binding)?\\s+)?(?:contract|agreement)\\b|\\bndas\\s+(?:are|can|may)\\b", CASE);
    /** How an agreement speaks of itself. */
    private static final Pattern THIS_AGREEMENT = Pattern.compile("\\bthis\\s+(?:[\\w-]+\\s+){0,2}?(?:agreement|nda|undertaking)\\b", CASE);
    /** A duty or a promise, which a notice of another agreement does not make. */
    private static final Pattern DUTY = Pattern.compile(TermPatterns.BINDING_VERB, CASE);

    private static final Pattern FIRST_SECTION = Pattern.compile("^\\s*(?:section\\s+)?1\\.?\\s+\\S.*", CASE);
    private static final Pattern NON_COMPETE_TITLE = Pattern.compile("non-?compet|restrictive covenant|not to compete", CASE);

    /** Whether the agreement's first numbered section ("1. Noncompetition") is its non-compete. */
    private static boolean opensWithNonCompete(List<Chunk> chunks) {
        return chunks.stream().flatMap(c -> c.sectionPath().stream()).filter(s -> FIRST_SECTION.matcher(s).matches()).findFirst()
            .map(s -> NON_COMPETE_TITLE.matcher(s).find()).orElse(false);
    }

    /**
     * The purpose without the sentence that leads to it: "The Receiving Party shall use the Confidential Information solely for
     * the purpose of evaluating a partnership" is "evaluating a partnership", "the Parties wish to explore an opportunity" is
     * "explore an opportunity"; at least ten characters are left, and a placeholder left there ("for the purpose of [insert
     * purpose]", "solely for [PURPOSE]") is {@value KeyTerms#LEFT_BLANK}. It ends before the next item of a list it stands in.
     */
    private static String purposeOnly(String sentence) {
        // the purpose ends where the list goes on to its next item ("... a Transaction, (iv) not disclose ..."), a proviso or a
        // term defined in brackets begins ("the Project ("Authorised Recipients"), and only ...", "..., provided that ...")
        String purpose = PURPOSE_END.split(NEXT_ITEM.split(sentence.replaceAll("\\s+", " "), 2)[0], 2)[0];
        if (PURPOSE_BLANK.matcher(purpose).find()) {
            return KeyTerms.LEFT_BLANK; // an aim whose object is the purpose's own blank: "... relationship concerning [DESCRIBE PURPOSE]"
        }
        for (Pattern pattern : PURPOSE_LEAD) {
            Matcher lead = pattern.matcher(purpose);
            if (!lead.lookingAt()) {
                continue;
            }
            String rest = purpose.substring(lead.end());
            if (onlyBlank(rest)) {
                return KeyTerms.LEFT_BLANK; // "for the purpose of [PURPOSE]"
            }
            if (rest.length() >= 10) {
                return rest;
            }
        }
        // the end of a field that began before a full stop within it: ', "performing services"]' of "[DESCRIBE PURPOSE - e.g., ...]"
        return onlyBlank(purpose) || FIELD_TAIL.matcher(purpose).matches() || FIELD_HEAD.matcher(purpose).matches() ? KeyTerms.LEFT_BLANK : purpose;
    }

    /**
     * A purpose that names what the parties do by a term the document defines ("carry out the Discussions"), with that
     * definition after it: "carry out the Discussions (engage in discussions to explore a possible business relationship ...)".
     */
    private static String withItsDefinition(String purpose, List<Chunk> chunks) {
        Matcher named = DEALING_NAMED.matcher(purpose);
        if (!named.find()) {
            return purpose;
        }
        String name = named.group(1);
        Pattern definition = Pattern.compile("((?:[^.;\\n()]){10,300}?)\\s*\\(\\s*(?:the\\s+)?[\"“]" + Pattern.quote(name) + "[\"”]\\s*\\)");
        for (Chunk chunk : chunks) {
            // its long lazy opening is tried only where the name stands in quotes
            if (!chunk.content().contains(name + "\"") && !chunk.content().contains(name + "”")) {
                continue;
            }
            Matcher found = definition.matcher(chunk.content());
            if (found.find()) {
                String meaning = DEFINITION_LEAD.matcher(purposeOnly(clean(found.group(1)))).replaceFirst("");
                return meaning.equals(KeyTerms.LEFT_BLANK) ? purpose : purpose + " (" + meaning + ")";
            }
        }
        return purpose;
    }

    /**
     * A defined purpose that only qualifies the aim written before a name the sentence defines, read with that aim: "for the
     * purposes of discussing and evaluating whether to enter into business with {XXXXXXXX} (the “Company”) in connection with a
     * possible investment (“Purpose”)" is "discussing and evaluating ... with {XXXXXXXX} in connection with a possible investment".
     */
    private static Term withTheAimBefore(Term purpose, List<Chunk> chunks) {
        if (!QUALIFIER_ONLY.matcher(purpose.value()).lookingAt() || QUALIFIED_AIM.matcher(purpose.value()).lookingAt()) {
            return purpose;
        }
        return holding(chunks, purpose).flatMap(chunk -> {
            Matcher aim = AIM_BEFORE_NAME.matcher(chunk.content()).region(0, purpose.start() - chunk.startPosition());
            if (!aim.find()) {
                return Optional.empty();
            }
            String quote = chunk.content().substring(aim.start(1), purpose.end() - chunk.startPosition());
            return Optional.of(new Term(aim.group(1).strip() + " " + purpose.value(), quote, chunk.startPosition() + aim.start(1),
                purpose.end()));
        }).orElse(purpose);
    }

    /** A defined purpose with what the sentence says it is about after the term's brackets ({@link #ABOUT_AFTER}). */
    private static Term withWhatItIsAbout(Term purpose, List<Chunk> chunks) {
        return holding(chunks, purpose).flatMap(chunk -> {
            Matcher about = ABOUT_AFTER.matcher(chunk.content()).region(purpose.end() - chunk.startPosition(), chunk.content().length());
            return about.lookingAt() ? Optional.of(new Term(purpose.value() + " " + about.group(1).strip(),
                chunk.content().substring(purpose.start() - chunk.startPosition(), about.end()), purpose.start(),
                chunk.startPosition() + about.end())) : Optional.empty();
        }).orElse(purpose);
    }

    /**
     * Whether a date is the document's version's, not the agreement's: a version number stands just before it ("Version 1.0
     * Effective July 24, 2026", a meta-block's "Version: 1.5 / Effective Date: 2024-04-18").
     */
    private static boolean versionDate(List<Chunk> chunks, Term date) {
        return holding(chunks, date).map(chunk -> chunk.content().substring(Math.max(0, date.start() - chunk.startPosition() - VERSION_REACH),
            date.start() - chunk.startPosition())).filter(before -> VERSION.matcher(before).find()).isPresent();
    }

    /** The chunk whose text holds all of {@code term}'s quote. */
    static Optional<Chunk> holding(List<Chunk> chunks, Term term) {
        return chunks.stream().filter(c -> c.startPosition() <= term.start() && term.end() <= c.endPosition()).findFirst();
    }

    /** Aims listed as one line, the items apart by commas: "- Development - Testing" is "Development, Testing"; other text as it is. */
    private static String inOneLine(String aims) {
        if (!aims.matches("\\s*[-*•]\\s.*")) {
            return aims;
        }
        String items = aims.strip().substring(1).strip().replaceAll("[,;](?=\\s+[-*•]\\s)", ""); // an item's own comma goes
        return String.join(", ", NEXT_MARK.split(items));
    }

    /** A purpose without its list's mark, Markdown's marks, or the comma, semicolon or sentence's full stop it ends on. */
    private static String clean(String purpose) {
        String cleaned = purpose.replaceFirst("^(?:[A-Z]\\.|\\d+\\.)\\s+", "").replaceAll("[*`]+", "").replaceFirst("[,;]\\s*$", "").strip();
        return TermPatterns.SENTENCE_STOP.matcher(cleaned).replaceFirst("");
    }

    private static int leading(String text) {
        int n = 0;
        while (n < text.length() && Character.isWhitespace(text.charAt(n))) {
            n++;
        }
        return n;
    }
}
