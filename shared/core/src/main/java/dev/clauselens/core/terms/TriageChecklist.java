package dev.clauselens.core.terms;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Perspective;
import dev.clauselens.core.terms.KeyTerms.Term;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The market's ten-point NDA screen, read from the whole text (a protection under another heading
 * counts): each point GREEN, YELLOW or RED with the reason and, where the document speaks to it, the
 * verbatim quote. Colours are for a party that may receive information (the usual reviewer's side);
 * a point the document is silent on says so rather than guessing.
 */
public final class TriageChecklist {
    private static final int CASE = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

    /** The colour of one point. */
    public enum Status { GREEN, YELLOW, RED }

    /**
     * The ten points, each with a stable id (what a playbook names) and the states the screen can find it in.
     * A duration's state {@code years} comes with the number of years in the key terms.
     */
    public enum Point {
        TERM("term", "Term", "Term of 1 to 3 years", "years", "indefinite", "unclear", "left-blank", "not-stated"),
        CONFIDENTIALITY("confidentiality-period", "Confidentiality period", "Confidentiality survives 2 to 5 years", "years",
            "indefinite", "unclear", "left-blank", "not-stated"),
        EXCLUSIONS("exclusions", "Standard exclusions", "Standard exclusions", "all", "one-missing", "several-missing"),
        COMPELLED_DISCLOSURE("compelled-disclosure", "Compelled disclosure", "Notice of compelled disclosure", "with-notice",
            "without-notice", "not-allowed"),
        RETURN("return-or-destruction", "Return or destruction", "Return or destruction", "required", "not-stated"),
        RESTRICTIVE_COVENANTS("restrictive-covenants", "Non-compete and non-solicit", "No non-compete or non-solicit", "none",
            "non-solicit", "non-compete"),
        RESIDUALS("residuals", "Residuals", "No residuals clause", "none", "present"),
        NO_LICENCE("no-licence", "No licence", "No licence granted", "stated", "not-stated"),
        WHISTLEBLOWER("whistleblower-notice", "Whistleblower notice (US)", "Whistleblower immunity notice (US)", "given",
            "not-needed", "missing"),
        REMEDIES("remedies", "Remedies", "Remedies", "injunction", "silent", "punitive");

        private final String id;
        private final String subject;
        private final String title;
        private final List<String> states;

        Point(String id, String subject, String title, String... states) {
            this.id = id;
            this.subject = subject;
            this.title = title;
            this.states = List.of(states);
        }

        /** How a playbook names the point: {@code "restrictive-covenants"}. */
        public String id() {
            return id;
        }

        /** What the point is about, whatever side judges it: {@code "Confidentiality period"}. */
        public String subject() {
            return subject;
        }

        /** The point as a lawyer reads it in the checklist, with the market's expectation. */
        public String title() {
            return title;
        }

        /** What the screen can find, from the most usual to the least: {@code none}, {@code non-solicit}, {@code non-compete}. */
        public List<String> states() {
            return states;
        }

        public static Optional<Point> fromId(String id) {
            return Stream.of(values()).filter(p -> p.id.equals(id)).findFirst();
        }
    }

    /**
     * One point of the screen.
     *
     * @param point  what is checked
     * @param state  what the document does on it, one of the point's {@link Point#states()}
     * @param reason why it has its colour, in one sentence
     * @param quote  the document's words it rests on; {@code null} when the document is silent
     */
    public record Check(@JsonIgnore Point point, String state, Status status, String reason, Term quote) {
        public Check {
            Objects.requireNonNull(point, "point");
            Objects.requireNonNull(status, "status");
            Objects.requireNonNull(reason, "reason");
            if (!point.states().contains(state)) {
                throw new IllegalArgumentException(point.id() + " has no state " + state);
            }
        }

        /** The point's id, as a playbook names it. */
        @JsonProperty("id")
        public String id() {
            return point.id();
        }

        /** What is checked, as a lawyer names it. */
        @JsonProperty("topic")
        public String topic() {
            return point.title();
        }
    }

    /**
     * A licence or right denied in words, read where the agreement also grants one for the purpose: "No rights ... in respect of
     * a party's Confidential Information are granted", "Nothing in this Agreement grants any license".
     */
    private static final Pattern LICENCE_DENIED = Pattern.compile("\\b(?:no|not|nothing|neither)\\b(?=[^.;]{0,200}?\\b(?:grant|confer|convey)\\w*)"
        + "(?=[^.;]{0,200}?\\b(?:licen[cs]es?|rights?)\\b)", Pattern.CASE_INSENSITIVE);
    /** The rights beyond a licence reserved: "All title and remaining rights to the Confidential Information ... remain vested in". */
    private static final Pattern RIGHTS_RESERVED = Pattern.compile("\\b(?:remaining|other)\\s+rights\\b[^.;]{0,100}?\\bremains?\\s+"
        + "(?:vested\\s+in|with)\\b", Pattern.CASE_INSENSITIVE);
    /**
     * A licence the agreement grants to use the information ("Each Disclosing Party grants each Receiving Party a limited,
     * non-exclusive ... license to use the Confidential Information solely for the Purpose"): no "no licence" clause, whatever
     * ownership the parties keep.
     */
    private static final Pattern LICENCE_GRANTED = Pattern.compile("(?<!\\b(?:nothing|not|no|neither|nor)\\b[^.;]{0,80})"
        // also with the licensee named again before the use: "grants to RESEARCHER, a limited ... license to RESEARCHER to use"
        + "\\bgrants?\\s+[^.;]{0,80}?\\ban?\\s+(?:[\\w-]+,?\\s+){0,8}?licen[cs]e\\s+(?:to\\s+(?:the\\s+)?[\\w-]+\\s+)?to\\s+use\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern PUBLIC = Pattern.compile("(?:public(?:ly)?\\s+(?:known|available|domain|knowledge)|generally\\s+"
        + "(?:known|available)|in\\s+the\\s+public\\s+domain|public\\s+or\\s+otherwise\\s+(?:freely\\s+)?(?:accessible|available)|available\\s+publicly|known\\s+publicly|made\\s+public|publicly\\s+disclosed"
        + "|(?:available|known)\\s+to\\s+the\\s+(?:general\\s+)?public"
        // "Information that is now public is not Confidential Information", not "is public company" or "becomes public record"
        // or a list's first item: "Information that is (a) public without breach, (b) already known", or a labelled list's item
        // with no verb: "Exclusions: information already public, independently developed, ..."
        + "|\\b(?:(?:is|are|becomes?|became)\\s+(?:\\(\\w{1,3}\\)\\s+)?(?:now\\s+|already\\s+)?|information\\s+already\\s+)public\\b(?!\\s+(?:compan|offering|entit|authorit|bod|official|record|sector"
        + "|interest|servant|service)))", CASE);
    private static final Pattern PRIOR = Pattern.compile("(?:already|previously|lawfully|independently)\\s+(?:known|in\\s+(?:its|the)\\s+"
        + "possession|possess\\w*|knows?|knew|held|had\\s+(?:the|such|this|knowledge)\\b)|(?:rightfully|lawfully)\\s+in\\s+(?:the\\s+|your\\s+|its\\s+|their\\s+|our\\s+)?possession\\b|(?:known|possessed)\\s+(?:to|by)\\s+(?:the\\s+)?(?:receiving\\s+party|recipient|employee|consultant|contractor)[^.;]{0,60}?"
        + "(?:prior|before|at\\s+the\\s+time\\s+of)"
        // "(b) was known to Recipient without duty of confidentiality"
        + "|\\bwas\\s+known\\s+(?:to|by)\\s+(?:the\\s+)?(?:receiving\\s+party|recipient)\\s+without\\s+(?:any\\s+)?(?:duty|obligation|restriction)"
        // not a notice's timing: "shall provide Company with prompt written notice of such requirement prior to disclosure"
        + "|(?<!\\b(?:notice|notify|notified|notification|consent|approval)\\b[^.;]{0,80})"
        // nor what was public before it: "Was publicly known prior to the disclosure"
        + "(?<!\\b(?:publicly|generally)\\s{1,3}(?:known|available)\\s{1,3})"
        + "(?:prior|before)\\s+(?:to\\s+)?(?:its\\s+|any\\s+|the\\s+|\\w+['’]s\\s+)?(?:time\\s+of\\s+(?:its\\s+|such\\s+)?)?(?:disclosure|receipt)"
        // nor a notice's timing after it: "promptly, and prior to disclosure, give written notice of the requirement"
        + "(?![^.;]{0,30}\\b(?:give|provide|send|notify)\\b)"
        // not a proviso that narrows the exclusions: "shall not be deemed to be publicly available or in the Recipient's possession merely because"
        + "|(?<!\\bdeemed\\s{1,3}to\\s{1,3}be\\b[^.;]{0,200})in\\s+(?:the\\s+)?(?:recipient|receiving\\s+party)['’]s\\s+"
        + "(?:lawful\\s+|rightful\\s+)?possession|received\\s+[^.;]{0,40}?prior\\s+to\\s+the\\s+effective\\s+date"
        // "was demonstrably within the actual possession of the Receiving Party", not a return clause's "whether or not in the
        // possession of the Recipient"
        + "|(?:was|were|is|are|already|lawfully|rightfully)\\s+(?:\\w+ly\\s+)?(?:with)?in\\s+the\\s+(?:actual\\s+)?possession\\s+of\\s+the\\s+"
        + "(?:receiving\\s+party|recipient)"
        // "is already in or comes into your lawful possession"
        + "|already\\s+in\\s+(?:or\\s+comes\\s+into\\s+)?(?:the\\s+|your\\s+|its\\s+|their\\s+|our\\s+)?(?:\\w+['’]s\\s+)?(?:lawful|rightful)\\s+possession"
        + "|(?:was|were)\\s+in\\s+its\\s+possession"
        // "was already lawfully developed or acquired by the Recipient at the date of receipt"
        + "|already\\s+(?:lawfully\\s+)?(?:developed|acquired|known)\\b[^.;]{0,60}?\\b(?:at|before|prior\\s+to)\\s+the\\s+(?:date|time)\\s+of\\s+(?:its\\s+)?(?:receipt|disclosure)"
        // "which, at the time of disclosure to Vendor, was known to Vendor to be free of restriction"
        + "|at\\s+the\\s+time\\s+of\\s+(?:its\\s+)?(?:disclosure|receipt)[^.;]{0,40}?\\b(?:was|were|is)\\s+(?:already\\s+)?known\\s+to", CASE);
    private static final Pattern THIRD_PARTY = Pattern.compile("(?:receiv|obtain|acquir|learn|known)\\w*\\s+[^.;]{0,100}?from\\s+(?:a\\s+)?"
        + "third-?\\s*(?:part(?:y|ies)|persons?)|(?:receiv|obtain)\\w*\\s+[^.;]{0,60}?\\bfrom\\s+(?:another|any\\s+other|other)\\s+sources?|disclosure\\s+by\\s+(?:an?\\s+)?(?:\\w+\\s+)?third-?\\s*part(?:y|ies)|(?<!\\binclude\\s{1,3}(?:any\\s{1,3})?information\\s{1,3})(?:disclosed|revealed|furnished|supplied|provided|made\\s+available)\\s+[^.;]{0,100}?by\\s+(?:a\\s+|any\\s+)?"
        + "third-?\\s*part(?:y|ies)"
        // not what third parties give for the discloser, which the definition takes in: "disclosed ... by third parties on behalf of"
        + "(?!\\s+on\\s+(?:behalf|account)\\s+of)"
        // "subsequently comes lawfully into the possession of the Recipient ... from a third party who does not owe"
        + "|(?:comes?|came|coming)\\s+[^.;]{0,100}?\\bfrom\\s+(?:a\\s+|any\\s+)?third-?\\s*(?:part(?:y|ies)|persons?)"
        // "becomes rightfully possessed by the receiving party without any obligation restricting disclosure": from elsewhere, freely
        + "|rightfully\\s+(?:possessed|obtained)\\s+by\\s+the\\s+(?:receiving\\s+party|recipient)\\s+without"
        // the same in short: "information that is public, already known, ... or received lawfully without restriction"
        + "|(?:(?:received|obtained)\\s+(?:lawfully|rightfully)|(?:lawfully|rightfully)\\s+(?:received|obtained))\\s+without\\s+(?:any\\s+)?(?:restriction|obligation)"
        + "|(?:from|by)\\s+a\\s+source\\s+(?:not\\s+subject|that\\s+is\\s+not|with\\s+(?:a\\s+)?(?:legal\\s+)?right)"
        // "becomes available to you on a non-confidential basis from a Person who is not known by you to be bound"
        + "|non-?confidential\\s+basis\\s+from\\s+(?:a|any)\\s+(?:person|source|entity|party)"
        + "|from\\s+(?:a|any)\\s+(?:person|source|entity)(?:,[^,.;]{0,80},)?\\s+(?:who|that|which)\\s+is\\s+not\\s+[^.;]{0,60}?\\b(?:bound|prohibited)\\b"
        + "|from\\s+a\\s+source\\s+\\(other\\s+than"
        // in a list of short exclusions: "independently developed data, or third-party disclosures made lawfully"
        + "|third-?\\s*party\\s+disclosures?\\s+(?:made\\s+)?(?:lawfully|rightfully|lawful|rightful)"
        // "was or is disclosed to the Receiving Party as a matter of right by a person or entity not a party to this Agreement"
        + "|(?:disclosed|furnished|provided|made\\s+available)\\s+[^.;]{0,80}?\\bby\\s+(?:a|any)\\s+(?:person|entity|party)(?:\\s+or\\s+(?:entity|person))?"
        + "\\s+(?:who\\s+is\\s+|that\\s+is\\s+)?not\\s+a\\s+party\\s+to\\s+this\\s+agreement"
        // "is or becomes available to the Recipient from a person other than the Company or its advisers" (not "shall not identify
        // Software as coming from any source other than Company")
        + "|(?<!\\bcoming\\s)from\\s+(?:a|any)\\s+(?:person|source|entity|party),?\\s+other\\s+than\\b"
        // plain English: "you receive from someone else who is free to share it"
        + "|(?:receiv|obtain|get)\\w*\\s+[^.;]{0,40}?\\bfrom\\s+(?:someone|somebody|anyone)\\s+else\\b"
        + "|" + TermPatterns.RECEIVED_ELSEWHERE.pattern(), CASE);
    private static final Pattern COMPELLED = Pattern.compile("(?:required|compelled|requested)\\s+(?:to\\s+disclose\\s+)?"
        + "(?:by\\s+(?:the\\s+|any\\s+|applicable\\s+)?(?:law|statute|regulation|court|a\\s+court|any\\s+court|order|subpoena|legal\\s+process|judicial\\s+process|governmental)|"
        + "pursuant\\s+to)|subpoena|court\\s+order|order\\s+of\\s+a\\s+court|governmental\\s+order|legal\\s+requirement"
        + "|ordered\\s+(?:by\\s+[^.;]{0,60}?)?to\\s+disclose|required\\s+to\\s+be\\s+disclosed\\s+(?:by|under|in\\s+accordance\\s+with|pursuant\\s+to)"
        + "|order\\s+(?:of|by)\\s+(?:a|any|the)\\s+(?:competent\\s+|valid\\s+)?court|government(?:al)?\\s+order"
        + "|requirement\\s+of\\s+(?:a\\s+|any\\s+)?(?:governmental|government|regulatory|court|law)"
        + "|(?:legally|lawfully|judicially)\\s+(?:compelled|required|obliged|obligated)\\s+to\\s+disclose|\\blegal\\s+compulsion\\b"
        + "|(?:requested|required|compelled)\\s+(?:in|by)\\s+(?:any|a)\\s+(?:court|governmental|judicial|legal|administrative|civil|criminal|regulatory)\\b"
        // a clause that refers back to the exception for compelled disclosure: "must be disclosed in accordance with article 4.1"
        + "|must\\s+be\\s+disclosed\\s+(?:in\\s+accordance\\s+with|under|pursuant\\s+to)\\s+(?:article|section|clause|paragraph)"
        + "|(?:compelled|required)\\s+(?:by|under)\\s+(?:applicable\\s+)?(?:law|statute|regulation)"
        // an exclusion for what the law makes public: "Is disclosed pursuant to judicial action or government regulations"
        + "|disclosed\\s+(?:by\\s+[^.;]{0,40}?\\s+)?pursuant\\s+to\\s+(?:the\\s+request\\s+of\\s+)?(?:a\\s+|any\\s+)?(?:judicial|court|legal|governmental|government)\\b"
        + "|required\\s+to\\s+be\\s+(?:divulged|produced)\\s+(?:by|under|pursuant\\s+to)"
        // "may be disclosed to a legislative, judicial, or regulatory body requiring its disclosure"
        + "|(?:judicial|regulatory|governmental|legislative|administrative)\\s+(?:body|authority|agency)\\s+(?:requiring|that\\s+requires|which\\s+requires)\\s+(?:its\\s+|such\\s+)?disclosure"
        + "|required\\s+to\\s+do\\s+so\\s+(?:by|under)\\s+(?:applicable\\s+)?(?:law|statute|regulation)"
        // an exclusion for what the law requires: "Must be disclosed by law (with prompt notice to Company)"
        + "|must\\s+be\\s+disclosed\\s+(?:by|under|pursuant\\s+to)\\s+(?:applicable\\s+)?(?:law|statut\\w*|regulat\\w*|court)"
        // "information the Recipient is obliged to disclose according to law, provided the Owner is told first"
        + "|(?:requested|required|obliged|obligated)\\s+to\\s+disclose\\s+[^.;]{0,80}?\\b(?:under|by|according\\s+to)\\s+(?:applicable\\s+)?law\\b"
        + "|required\\s+to\\s+disclose\\s+[^.;]{0,60}?\\bpursuant\\s+to\\s+(?:a\\s+|any\\s+)?(?:judicial|court|legal|governmental|administrative|law)"
        // "required by mandatory, non-appealable judicial or administrative process and/or order to disclose"
        + "|(?:required|compelled|obliged|obligated)\\s+by\\s+[^.;]{0,80}?\\b(?:process|order|law|regulation)\\b[^.;]{0,30}?\\bto\\s+disclose\\b"
        // "when the law requires disclosure of Confidential Information", "subject to judicial or governmental proceedings requiring
        // disclosure of Confidential Information"
        + "|\\blaw\\s+(?:requires|may\\s+require)\\s+(?:the\\s+)?disclosure\\b|\\b(?:proceedings?|process|order)\\s+requiring\\s+(?:the\\s+|its\\s+)?disclosure\\b"
        // plain English: "You may disclose it if a law, court or government authority requires you to."
        + "|\\b(?:a|any|the)\\s+law\\b[^.;]{0,60}?\\brequires?\\s+(?:you|it|them|the\\s+(?:recipient|receiving\\s+party))\\s+to\\b", CASE);
    /** A governing law left blank whose words ask for a state: "the laws of the State of {governing_law}", "Governing Law: [Fill in state]". */
    private static final Pattern STATE_WORD = Pattern.compile("\\bstate\\b", CASE);
    /** A blank that asks for a state or a country ("[STATE/COUNTRY]"): not necessarily an American one. */
    private static final Pattern COUNTRY_WORD = Pattern.compile("\\bcountry\\b", CASE);
    /** "the laws of the State of [____]", "the laws of ________ (state)". */
    private static final Pattern US_STATE_LEFT_BLANK = Pattern.compile("\\blaws\\s+of\\s+the\\s+(?:state|commonwealth)\\s+of\\s*(?:\\[[^\\]]{0,20}]|_{3,}|…)"
        + "|\\blaws\\s+of\\s+(?:\\[[^\\]]{0,20}]|_{3,}|…)\\s*\\(\\s*state\\s*\\)", CASE);
    private static final Pattern NON_SOLICIT_HEADING = Pattern.compile("\\bnon[- ]?solicit", CASE);
    private static final Pattern COVENANT = Pattern.compile("\\b(?:will|shall)\\s+not\\b", CASE);
    private static final Pattern NOTICE = Pattern.compile("\\b(?:prompt|prior|advance|written|reasonable|immediate|actual|timely)\\s+"
        + "(?:\\w+\\s+){0,2}notice|\\b(?:give|gives|given|provide|provides|provided|send|sends|sent)\\s+[^.;]{0,60}?\\bnotice\\b"
        + "|\\bnotif(?:y|ying|ies|ied|ication)\\b|\\badvise\\s+the\\s+(?:disclos\\w*|other)\\b"
        // "Is required to be disclosed by law (with notice to Disclosing Party)"
        + "|\\bwith\\s+(?:prior\\s+|written\\s+)?notice\\s+to\\b"
        // consulting the discloser first tells it: "after consultation of the Company", "first consults the Discloser"
        + "|\\bconsult(?:s|ed|ing|ation)?\\s+(?:of\\s+|with\\s+)?(?:the\\s+)?(?:disclos\\w*|company|other\\s+party|seller|provider|owner)\\b"
        // not representatives "informed in advance ... of the confidential nature of such information"
        + "|\\binform(?:s|ed)?\\b(?![^.;]{0,60}\\bconfidential\\s+nature)"
        // plain English: "tell me first so I can respond"
        + "|\\btell\\s+(?:me|us|the\\s+\\w+(?:\\s+party)?)\\s+(?:first|beforehand|in\\s+advance)\\b", CASE);
    /** A term that runs while something else does: "for the duration of the business relationship", "during employment". */
    private static final Pattern WHILE_SOMETHING_LASTS = Pattern.compile(TermPatterns.WHILE_IT_LASTS + "\\b", CASE);
    private static final Pattern RETURN = Pattern.compile("(?:return|destroy|destruction\\s+of|delete|surrender|turn\\s+over|hand\\s+over)"
        // an aside after the verb: "shall return/destroy (as may be requested in writing by the Disclosing Party ...) all originals"
        + "(?:\\s*\\([^()]{0,160}\\))?[^.;]{0,80}?(?:confidential|"
        // a beta's software itself: "you will stop using and delete the Software and your licence file"
        + "information|materials?|copies|(?:every|each|any)\\s+copy|documents|records|data|artifacts|files|the\\s+software)|(?:information|materials|copies|documents)[^.;]{0,200}?(?:returned|destroyed|surrendered)"
        + "|(?:shall|will|must)\\s+(?:be\\s+)?(?:promptly\\s+)?returned\\s+to\\s+the\\s+disclos"
        + "|(?:copies|information|materials|documents)[^.;]{0,80}?(?:will|shall)\\s+be\\s+(?:promptly\\s+)?(?:delivered|returned)\\s+(?:by\\s+[^.;]{0,60}?)?to\\b"
        + "|deliver\\w*\\s+(?:up\\s+|back\\s+)?(?:any|all)\\s+(?:\\w+\\s+)?(?:records|documents|materials|copies|information)"
        // its object said before or in short: "(v) return or destroy upon request", "will return or destroy CI"
        + "|\\b(?:return\\s+or\\s+destroy|destroy\\s+or\\s+return)\\b"
        // nothing kept after the dealing: "Receiving party shall not retain any documents or items connected with the disclosure after ..."
        + "|\\b(?:shall|will|must)\\s+not\\s+retain\\s+(?:any\\s+)?(?:copies|documents|materials?|information|records|items|data)\\b"
        // the information put beyond reach for good: "must promptly make all CONFIDENTIAL INFORMATION permanently unavailable"
        + "|\\b(?:make|render)\\s+(?:all\\s+|any\\s+|the\\s+)?(?:confidential\\s+)?(?:information|materials?|data|copies)\\s+"
        + "permanently\\s+(?:unavailable|inaccessible|unreadable|irretrievable|unusable)", CASE);
    /**
     * What comes before a forbidden or feared act, not a duty: "will not authorize anyone else to access, disclose, modify,
     * or destroy the information", "any unauthorized access, modification, disposition, or destruction of".
     */
    private static final Pattern FORBIDDING = Pattern.compile("\\bnot\\s+(?:authori[sz]e|permit|allow)\\b[^.;]{0,80}$"
        + "|\\bunauthori[sz]ed\\s+(?:\\w+,\\s+)*(?:\\w+,?\\s+)?(?:and|or)\\s+$", CASE);
    private static final Pattern DTSA = Pattern.compile("18\\s+U\\.?S\\.?C\\.?\\s*§*\\s*1833|defend\\s+trade\\s+secrets\\s+act|"
        // the notice in the statute's words, under a heading that cites it
        + "whistleblower|" + TermPatterns.IMMUNITY_NOTICE, CASE);
    private static final Pattern REMEDIES = Pattern.compile("injunct\\w*+(?!\\s+relief\\s+against\\s+(?:any\\s+|a\\s+)?third)|equitable\\s+relief|specific\\s+performance|"
        + "irreparable|restraining\\s+orders?|extraordinary\\s+relief|interim\\s+relief|interlocutory\\s+relief"
        // plain English: "I may ask a court to stop it"
        + "|\\b(?:ask|apply\\s+to|petition)\\s+(?:a|the|any)\\s+court\\s+to\\s+(?:stop|restrain|prevent)\\b", CASE);
    /** The harm acknowledged, no relief named: "any breach ... may cause irreparable injury to Organiser". */
    private static final Pattern IRREPARABLE_ONLY = Pattern.compile("^(?!.*(?:injunct|equitable|specific\\s+performance|restrain|relief))"
        + ".*irreparable", CASE | Pattern.DOTALL);
    private static final Pattern PUNITIVE = Pattern.compile("liquidated\\s+damages|" + TermPatterns.FIXED_SUM.pattern()
        // not a right to end an engagement "without any liability or penalty", nor the law's own ("may constitute ... Criminal
        // Penalties", "may result in civil and criminal penalties", "losses may include regulatory penalties")
        + "|(?<!\\b(?:no|without)\\s{1,3}(?:any\\s{1,3})?(?:liability\\s{1,3}(?:or|and)\\s{1,3})?)"
        + "(?<!\\b(?:criminal|regulatory|statutory|administrative)\\s{1,3})penalt(?:y|ies)"
        // an indemnity for breach ("arising from: a failure by Recipient's personnel to abide by their obligations; any breach"), not
        // one the discloser gives the recipient for following its instructions
        // or for what a breach is: "agrees to indemnify the Disclosing Party for any unauthorized use or disclosure"
        + "|(?:indemnif\\w+|harmless)[^.;]{0,500}?(?:breach|violation|unauthori[sz]ed\\s+(?:use|disclosure)|acts?\\s+or\\s+omissions?|\\bfail\\w*\\b[^.;]{0,60}?\\bto\\s+(?:abide|comply|perform))|(?:breach|violation)[^.;]{0,120}?(?:indemnif\\w+|hold\\s+harmless)"
        // the same in other words: the recipient pays what a third party's claim over its breach costs the discloser
        + "|(?:breach|violation)[^.;]{0,160}?(?:shall|will)\\s+(?:pay|reimburse)\\s+(?:all\\s+)?(?:settlements|losses|damages)"
        // an indemnity of the discloser as such ("The Adviser agrees to indemnify the Owner."), or liability without a limit
        + "|\\bagrees?\\s+to\\s+indemnify\\s+(?:and\\s+hold\\s+harmless\\s+)?(?:the\\s+)?(?:disclosing\\s+party|discloser|owner|company)\\b"
        // (not a cap's carve-out headed "Unlimited Liability")
        + "|\\bliability\\s+(?:shall|will)\\s+be\\s+unlimited\\b", CASE);
    private TriageChecklist() {
    }

    /** The agreement's term market practice accepts, in years (the screen's first point). */
    public static final int TERM_MIN_YEARS = 1;
    public static final int TERM_MAX_YEARS = 3;
    /** How long market practice has the confidentiality obligations last, in years (the screen's second point). */
    public static final int CONFIDENTIALITY_MIN_YEARS = 2;
    public static final int CONFIDENTIALITY_MAX_YEARS = 5;

    /** The checklists of the last documents screened: a few analyses at a time. */
    private static final Recent<Input, List<Check>> RECENT = new Recent<>(8);

    /** The ten points for a document's chunks and its key terms; computed once per input ({@link Recent}). */
    public static List<Check> screen(List<Chunk> chunks, KeyTerms terms) {
        List<Chunk> input = List.copyOf(chunks);
        return RECENT.get(new Input(input, terms), () -> checks(input, terms));
    }

    /** What the checklist is read from. */
    private record Input(List<Chunk> chunks, KeyTerms terms) {
    }

    private static List<Check> checks(List<Chunk> chunks, KeyTerms terms) {
        List<Chunk> text = stating(chunks).sorted(Comparator.comparingInt(Chunk::startPosition)).toList();
        List<Check> checks = new ArrayList<>();
        checks.add(termCheck(terms.term()));
        checks.add(survival(terms));
        checks.add(carveOuts(text));
        checks.add(compelledDisclosure(text));
        checks.add(returnDuty(text).map(q -> new Check(Point.RETURN, "required", Status.GREEN, "information must be "
            + "returned or destroyed on request or at the end", q)).orElseGet(() -> new Check(Point.RETURN, "not-stated",
                Status.YELLOW, "nothing says the information must be returned or destroyed", null)));
        checks.add(restrictiveCovenants(text));
        checks.add(find(text, TermPatterns.RESIDUALS).map(q -> new Check(Point.RESIDUALS, "present", Status.RED, "a residuals "
            + "clause lets the recipient use what its people remember, which can empty the protection", q)).orElseGet(() ->
                new Check(Point.RESIDUALS, "none", Status.GREEN, "no residuals clause", null)));
        Optional<Term> granted = find(text, LICENCE_GRANTED);
        checks.add(noLicence(text, granted)
            .map(q -> new Check(Point.NO_LICENCE, "stated", Status.GREEN, "disclosure grants no licence or other right in the information", q))
            .or(() -> granted.map(q -> new Check(Point.NO_LICENCE, "not-stated", Status.YELLOW, "a licence to use the information is "
                + "granted; check that it is limited to the purpose and ends with the agreement", q)))
            .orElseGet(() -> new Check(Point.NO_LICENCE, "not-stated", Status.YELLOW, "nothing says that disclosure grants no licence", null)));
        checks.add(whistleblower(text, terms));
        checks.add(remedies(text));
        return terms.incorporatedTerms() == null ? List.copyOf(checks)
            : checks.stream().map(TriageChecklist::leftToIncorporatedTerms).toList();
    }

    /**
     * A point a cover page is silent on, read as open rather than failed: the standard terms it incorporates, which are not in
     * the text, may settle it. A point the text itself settles keeps its colour.
     */
    private static Check leftToIncorporatedTerms(Check check) {
        return check.quote() != null || check.status() == Status.GREEN ? check : new Check(check.point(), check.state(), Status.YELLOW,
            "left to the incorporated terms, which are not in this text: " + check.reason(), null);
    }

    /**
     * The red points that weigh on the reviewed side. The colours are a recipient's, so for either side of a mutual agreement
     * every red point counts, and for a recipient every one but a residuals clause, which lets it use what its people remember;
     * a discloser gains from most of them (no exclusions, a long period, a penalty) and only a residuals clause weighs on it.
     */
    public static List<Check> redAgainst(List<Check> checks, Perspective side) {
        return checks.stream().filter(c -> c.status() == Status.RED)
            .filter(c -> switch (side) {
                case DISCLOSER -> c.point() == Point.RESIDUALS;
                case RECIPIENT -> c.point() != Point.RESIDUALS;
                default -> true;
            }).toList();
    }

    /**
     * What the words say of the expected NDA protections, whatever heading they sit under or category their clause got: those
     * {@code stated} in so many words, which the gap analysis must not report as missing, and those {@code unsaid}, whose words
     * this screen reads and finds none of, which a clause's label alone must not make present (no words saying disclosure grants
     * no licence; none of the four standard exclusions).
     */
    public record Protections(Set<ClauseCategory> stated, Set<ClauseCategory> unsaid) {
    }

    /** What the words say of the expected protections ({@link Protections}). */
    public static Protections protections(List<Chunk> chunks, KeyTerms terms) {
        List<Chunk> text = stating(chunks).toList();
        Set<ClauseCategory> stated = EnumSet.noneOf(ClauseCategory.class);
        Set<ClauseCategory> unsaid = EnumSet.noneOf(ClauseCategory.class);
        if (terms.governingLaw() != null) {
            stated.add(ClauseCategory.GOVERNING_LAW);
        }
        if (terms.term() != null || terms.confidentialityPeriod() != null) {
            stated.add(ClauseCategory.TERM_AND_SURVIVAL);
        }
        Map.of(ClauseCategory.REMEDIES, REMEDIES, ClauseCategory.COMPELLED_DISCLOSURE, COMPELLED)
            .forEach((category, pattern) -> find(text, pattern).ifPresent(quote -> stated.add(category)));
        // a licence granted with the rest reserved states the protection too, though the checklist asks to check the licence
        (noLicence(text, find(text, LICENCE_GRANTED)).or(() -> find(text, RIGHTS_RESERVED)).isPresent() ? stated : unsaid)
            .add(ClauseCategory.NO_LICENSE);
        returnDuty(text).ifPresent(quote -> stated.add(ClauseCategory.RETURN_OR_DESTRUCTION));
        long exclusions = Stream.of(PUBLIC, PRIOR, THIRD_PARTY, TermPatterns.INDEPENDENT_DEVELOPMENT).filter(p -> find(text, p).isPresent()).count();
        if (exclusions >= 3) {
            stated.add(ClauseCategory.STANDARD_EXCEPTIONS);
        } else if (exclusions == 0) {
            unsaid.add(ClauseCategory.STANDARD_EXCEPTIONS);
        }
        return new Protections(stated, unsaid);
    }

    /** The chunks that can state the agreement's terms: clauses and fields filled in, not a form's option left unticked. */
    private static Stream<Chunk> stating(List<Chunk> chunks) {
        return chunks.stream().filter(c -> c.kind().statesTerms() && !TermPatterns.UNTICKED.matcher(c.content()).lookingAt());
    }

    /**
     * The agreement's term against 1 to 3 years; a term that lasts as long as a relationship or another agreement and some years
     * after it ("for the duration of the MSA and for 3 years after termination") is longer than its years by an unknown span.
     */
    private static Check termCheck(Term term) {
        if (term != null && WHILE_SOMETHING_LASTS.matcher(term.value()).lookingAt() && Durations.years(term.value()).isPresent()) {
            return new Check(Point.TERM, "unclear", Status.YELLOW, "the agreement's term is " + term.value() + ": as long as that "
                + "lasts and the years after it, longer than the years alone", term);
        }
        return duration(Point.TERM, term, TERM_MIN_YEARS, TERM_MAX_YEARS, "the agreement's term");
    }

    private static Check duration(Point point, Term term, int min, int max, String what) {
        if (term == null) {
            return new Check(point, "not-stated", Status.YELLOW, "the document does not state " + what, null);
        }
        if (KeyTerms.leftBlank(term)) {
            return new Check(point, "left-blank", Status.YELLOW, what + " is left blank, to be filled in", term);
        }
        Optional<Double> years = Durations.years(term.value());
        if (years.isEmpty()) {
            return new Check(point, Durations.endless(term.value()) ? "indefinite" : "unclear", Status.YELLOW,
                what + " is " + term.value() + ", not a number of years", term);
        }
        double y = years.get();
        Status status = y >= min && y <= max ? Status.GREEN : y > max * 2 ? Status.RED : Status.YELLOW;
        return new Check(point, "years", status, what + " is " + term.value() + (status == Status.GREEN ? ", within "
            : ", outside ") + min + " to " + max + " years", term);
    }

    private static Check survival(KeyTerms terms) {
        Term period = terms.confidentialityPeriod();
        if (period != null && Durations.endless(period.value())) {
            return new Check(Point.CONFIDENTIALITY, "indefinite", Status.RED, "the obligations never end (" + period.value() + ")"
                + (terms.tradeSecrets() == null ? "" : "; trade secrets are also carved out"), period);
        }
        Check check = duration(Point.CONFIDENTIALITY, period, CONFIDENTIALITY_MIN_YEARS, CONFIDENTIALITY_MAX_YEARS, "the confidentiality period");
        if (terms.tradeSecrets() != null && check.status() == Status.GREEN) {
            return new Check(Point.CONFIDENTIALITY, check.state(), Status.GREEN, check.reason() + ", and trade secrets stay "
                + "protected while they remain so", check.quote());
        }
        return check;
    }

    private static Check carveOuts(List<Chunk> text) {
        List<String> missing = new ArrayList<>();
        Term first = null;
        for (var entry : List.of(Map.entry("information already public", PUBLIC),
            Map.entry("information the recipient already had", PRIOR),
            Map.entry("information received from a third party", THIRD_PARTY),
            Map.entry("information independently developed", TermPatterns.INDEPENDENT_DEVELOPMENT))) {
            Optional<Term> found = find(text, entry.getValue());
            if (found.isEmpty()) {
                missing.add(entry.getKey());
            } else if (first == null) {
                first = found.get();
            }
        }
        Status status = missing.isEmpty() ? Status.GREEN : missing.size() == 1 ? Status.YELLOW : Status.RED;
        return new Check(Point.EXCLUSIONS, missing.isEmpty() ? "all" : missing.size() == 1 ? "one-missing" : "several-missing",
            status, missing.isEmpty() ? "all four standard exclusions are there"
            : "no exclusion for " + String.join(", ", missing), first);
    }

    private static Check compelledDisclosure(List<Chunk> text) {
        Term withoutNotice = null;
        for (int i = 0; i < text.size(); i++) {
            Chunk chunk = text.get(i);
            Matcher compelled = COMPELLED.matcher(chunk.content());
            if (compelled.find()) {
                Term quote = sentence(chunk, compelled.start(), compelled.end());
                // the notice may open the sentence ("Notify promptly if compelled by law to disclose"), follow in the clause's next
                // sentence or next paragraph ("Prior to making any disclosure under (5)..."), or in the first item that paragraph
                // introduces ("3.3 Before making a disclosure ... shall:" then "3.3.1 notify ...")
                int from = Math.min(compelled.start(), quote.start() - chunk.startPosition());
                if (NOTICE.matcher(chunk.content().substring(from)).find() || noticeFollows(text, i + 1)) {
                    return new Check(Point.COMPELLED_DISCLOSURE, "with-notice", Status.GREEN, "disclosure required by law is allowed after notice to the discloser", quote);
                }
                withoutNotice = withoutNotice == null ? quote : withoutNotice;
            }
        }
        return withoutNotice != null
            ? new Check(Point.COMPELLED_DISCLOSURE, "without-notice", Status.YELLOW, "disclosure required by law is allowed, "
                + "but no notice to the discloser is required", withoutNotice)
            : new Check(Point.COMPELLED_DISCLOSURE, "not-allowed", Status.YELLOW, "nothing allows disclosure that a law or "
                + "court requires", null);
    }

    private static boolean noticeFollows(List<Chunk> text, int next) {
        // a notice in the next section is another clause's ("4. Exclusions ... required to be disclosed by law" then
        // "5. Term ... unless terminated earlier by written notice")
        if (next >= text.size() || !within(text.get(next), text.get(next - 1))) {
            return false;
        }
        String paragraph = text.get(next).content();
        return NOTICE.matcher(paragraph).find()
            || TermPatterns.introducesList(paragraph) && next + 1 < text.size() && NOTICE.matcher(text.get(next + 1).content()).find();
    }

    /**
     * Whether {@code later} lies in {@code earlier}'s top-level section ("3.2 ... required to do so by law" and "3.3 Before making
     * a disclosure ... shall:" lie in "3 Permitted Disclosures"; "4.1 ... (b) a court order" and "4.2 ... (a) give written
     * notice" in "4 DISCLOSURE REQUIRED BY LAW"), or where the earlier has no section.
     */
    private static boolean within(Chunk later, Chunk earlier) {
        List<String> section = earlier.sectionPath();
        return section.isEmpty() || !later.sectionPath().isEmpty() && later.sectionPath().getFirst().equals(section.getFirst());
    }

    private static Check restrictiveCovenants(List<Chunk> text) {
        Optional<Term> compete = find(text, TermPatterns::nonCompete);
        if (compete.isPresent()) {
            return new Check(Point.RESTRICTIVE_COVENANTS, "non-compete", Status.RED, TermPatterns.circumvention(compete.get().quote())
                ? "a non-circumvention covenant restricts dealing with the contacts the deal brings, as a non-compete does"
                : "a non-compete has no place in an NDA", compete.get());
        }
        return find(text, TermPatterns::nonSolicit).or(() -> underNonSolicitHeading(text)).map(q -> new Check(Point.RESTRICTIVE_COVENANTS,
            "non-solicit", Status.YELLOW, "a non-solicitation covenant goes beyond confidentiality", q)).orElseGet(() -> new Check(
                Point.RESTRICTIVE_COVENANTS, "none", Status.GREEN, "no non-compete or non-solicit", null));
    }

    /** A covenant under a "Non-Solicitation of Employees" heading whose words spread over a lead-in and its items. */
    private static Optional<Term> underNonSolicitHeading(List<Chunk> text) {
        for (Chunk chunk : text) {
            Matcher binds = COVENANT.matcher(chunk.content());
            if (chunk.sectionPath().stream().anyMatch(h -> NON_SOLICIT_HEADING.matcher(h).find()) && binds.find()) {
                return Optional.of(sentence(chunk, binds.start(), binds.end()));
            }
        }
        return Optional.empty();
    }

    private static Check whistleblower(List<Chunk> text, KeyTerms terms) {
        Term law = KeyTerms.stated(terms.governingLaw());
        Optional<Term> blankState = law == null ? find(text, US_STATE_LEFT_BLANK)
            .or(() -> Optional.ofNullable(terms.governingLaw()).filter(blank -> STATE_WORD.matcher(blank.quote()).find()
                // a blank for a state or a country ("[STATE/COUNTRY]", "[Your Country/State]") need not be American
                && !COUNTRY_WORD.matcher(blank.quote()).find())) : Optional.empty();
        boolean us = law != null && Jurisdictions.of(law.value()).map(Jurisdictions.Place::american).orElse(false) || blankState.isPresent();
        Optional<Term> notice = find(text, DTSA);
        if (notice.isPresent()) {
            return new Check(Point.WHISTLEBLOWER, "given", Status.GREEN, "the Defend Trade Secrets Act immunity notice is given", notice.get());
        }
        if (!us) {
            return new Check(Point.WHISTLEBLOWER, "not-needed", Status.GREEN, law == null ? "no US governing law is stated; the notice "
                + "matters only where US law applies" : "not needed where the law of " + theName(law.value()) + " applies", law);
        }
        return new Check(Point.WHISTLEBLOWER, "missing", Status.YELLOW, (blankState.isPresent() ? "the law of a US state applies (its name is left blank)"
            : "US law applies") + " and the DTSA immunity notice (18 U.S.C. 1833(b)) is missing; without it an employer loses exemplary damages "
            + "against individuals", blankState.orElse(law));
    }

    /** A place's name as a sentence takes it: "the Netherlands", "the United Kingdom", "the Province of Ontario", but "Austria". */
    private static String theName(String place) {
        return place.matches("(?i)(?:netherlands|united\\s.*|philippines|bahamas|gambia|maldives|seychelles|czech republic|dominican republic"
            + "|.*\\bislands|(?:province|state|commonwealth|republic|kingdom|canton|emirate)\\s+of\\s.*)") ? "the " + place : place;
    }

    private static Check remedies(List<Chunk> text) {
        Optional<Term> punitive = find(text, PUNITIVE);
        if (punitive.isPresent()) {
            return new Check(Point.REMEDIES, "punitive", Status.RED, "liquidated damages, an indemnity or a penalty goes beyond the usual remedies "
                + "for a breach of confidence", punitive.get());
        }
        return find(text, REMEDIES).map(q -> new Check(Point.REMEDIES, "injunction", Status.GREEN, IRREPARABLE_ONLY.matcher(q.quote()).find()
            ? "a breach is acknowledged to cause irreparable harm, the ground on which a court grants an injunction"
            : "injunctive relief is available for a breach", q))
            .orElseGet(() -> new Check(Point.REMEDIES, "silent", Status.YELLOW, "nothing says a breach may be stopped by injunction", null));
    }

    /** The sentence holding the first match of {@code pattern}, as a verbatim quote. */
    private static Optional<Term> find(List<Chunk> text, Pattern pattern) {
        return find(text, content -> {
            Matcher matcher = pattern.matcher(content);
            return matcher.find() ? Optional.of(matcher.toMatchResult()) : Optional.empty();
        });
    }

    /**
     * The words that say disclosure grants no licence; where the agreement grants one for the purpose ({@code granted}), only
     * words that deny any other.
     */
    private static Optional<Term> noLicence(List<Chunk> text, Optional<Term> granted) {
        return find(text, granted.isPresent() ? LICENCE_DENIED : TermPatterns.NO_LICENCE);
    }

    /** The first words on returning or destroying the information that are no forbidden or feared act ({@link #FORBIDDING}). */
    private static Optional<Term> returnDuty(List<Chunk> text) {
        return find(text, content -> {
            Matcher matcher = RETURN.matcher(content);
            while (matcher.find()) {
                if (!FORBIDDING.matcher(content.substring(Math.max(0, matcher.start() - 120), matcher.start())).find()) {
                    return Optional.of(matcher.toMatchResult());
                }
            }
            return Optional.empty();
        });
    }

    /**
     * The first chunk whose words {@code finder} finds, quoted around them; a list item is also read after the lead-ins that
     * head it ({@link LeadIns}), whose words it completes ("Neither this agreement ... in any way:" and "a. grants the parties
     * any right or license"), and then quoted from its own words.
     */
    private static Optional<Term> find(List<Chunk> text, Function<String, Optional<MatchResult>> finder) {
        for (LeadIns.Read read : LeadIns.read(text, LeadIns.LEAD_IN_LENGTH)) {
            Chunk chunk = read.chunk();
            Optional<MatchResult> match = finder.apply(chunk.content());
            if (match.isPresent()) {
                return Optional.of(sentence(chunk, match.get().start(), match.get().end()));
            }
            if (read.leadIn() != null) {
                String leadIns = read.text().substring(0, read.ownStart()).strip();
                String own = LeadIns.withoutMarker(chunk.content());
                Optional<MatchResult> completed = finder.apply(leadIns + " " + own);
                if (completed.isPresent() && completed.get().end() > leadIns.length()) {
                    return Optional.of(sentence(chunk, chunk.content().length() - own.length(), chunk.content().length()));
                }
            }
        }
        return Optional.empty();
    }

    /** The sentence around {@code [start, end)} in the chunk, at most 400 characters, as a term quoting it. */
    private static Term sentence(Chunk chunk, int start, int end) {
        String content = chunk.content();
        int from = Math.max(0, start - 200);
        boolean bounded = from == 0;
        for (int i = start - 1; i >= from; i--) {
            if (content.charAt(i) == '\n' || (content.charAt(i) == '.' || content.charAt(i) == ';')
                && i + 1 < content.length() && Character.isWhitespace(content.charAt(i + 1))) {
                from = i + 1;
                bounded = true;
                break;
            }
        }
        while (!bounded && from < start && !Character.isWhitespace(content.charAt(from - 1))) {
            from++; // a long sentence is quoted from a word's start, never mid-word
        }
        int to = Math.min(content.length(), end + 200);
        bounded = to == content.length();
        for (int i = end; i < to; i++) {
            if (content.charAt(i) == '\n' || content.charAt(i) == '.' || content.charAt(i) == ';') {
                to = i + 1;
                bounded = true;
                break;
            }
        }
        while (!bounded && to > end && !Character.isWhitespace(content.charAt(to))) {
            to--;
        }
        while (from < to && Character.isWhitespace(content.charAt(from))) {
            from++;
        }
        while (to > from && Character.isWhitespace(content.charAt(to - 1))) {
            to--;
        }
        String quote = content.substring(from, to);
        return new Term(quote, quote, chunk.startPosition() + from, chunk.startPosition() + to);
    }
}
