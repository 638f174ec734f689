package dev.clauselens.core.terms;

import dev.clauselens.core.document.Chunk;
import java.util.Optional;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The wording of the restrictive terms a lawyer looks for first, read the same way by the rules that classify a
 * clause, the Risk Scorer that rates it and the triage checklist, so that the three never disagree on whether a
 * document has one.
 */
public final class TermPatterns {
    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.DOTALL;

    public static final Pattern NON_COMPETE = Pattern.compile("(shall|will|agrees? (?:that it will )?(?:to )?)\\s*not,?[^.;]{0,60}?"
        + "(compete\\b|engage(?:,[^.;]{0,160}?,)?\\s+in[^.;]{0,60}(business|activit|compet(?:ing|itive)\\s+products?)"
        // a list of capacities ending in a competing business: "engage in, own, manage, ..., or be connected in any manner with the
        // ownership ... of any business that directly competes with"
        + "|(?:engage|own|manage|operate|participate)\\b[^.;]{0,300}?\\bbusiness\\s+(?:that|which)\\s+(?:directly\\s+|indirectly\\s+)?competes\\b"
        + "|(own|operate|manage|be employed by)[^.;]{0,60}(compet(?!en)|business)"
        + "|(work|act)\\s+(for|as)\\s+(a|any)\\s+competitor)"
        // the covenant, not its name in a survival list ("The obligations of confidentiality, non-competition, ... shall survive")
        + "|non-?competition(?!\\s+agreement\\b)(?![^.;]{0,200}?\\bsurviv)|covenant not to compete"
        // the covenant's core where its "will not" is cut off by its items: "will not ...: (i) at any time before the Termination
        // Date; and (ii) for six (6) months ..., carry on or be engaged in ... any business which is competitive with the Company"
        + "|\\b(?:carry\\s+on|be\\s+engaged\\s+in)\\b[^.;]{0,300}?\\bbusiness\\s+(?:that|which)\\s+(?:is\\s+)?(?:directly\\s+or\\s+indirectly\\s+)?"
        + "(?:competitive\\s+with|in\\s+competition\\s+with|competes\\s+with)\\b"
        // "no Party shall directly or indirectly engage in the development, manufacture, or sale of any competing product"
        + "|\\bno\\s+(?:party|one)\\s+(?:shall|will|may)\\s+(?:directly\\s+or\\s+indirectly\\s+)?(?:compete\\b|engage\\b[^.;]{0,80}?\\bcompet(?:ing|itive)\\b)"
        + "|engag\\w*\\s+in\\s+(any\\s+)?business(\\s+activities)?\\s+(which|that)\\s+(are|is)\\s+(of\\s+|in\\s+)?(direct\\s+)?competition|[\"“]competing business[\"”]"
        // non-circumvention: not to deal with the other's contacts or go around it (going around it by contacting them is a no-contact;
        // going around a law is not going around a party)
        + "|\\bno(t)?\\b[^.;]{0,60}?circumvent(?!\\w*\\s+(?:such\\s+|the\\s+|any\\s+|applicable\\s+)?(?:laws?|regulations?|rules)\\b)"
        + "(?![^.;]{0,80}?\\bby\\s+contacting)|(shall|will)\\s+not\\s+conduct\\s+business\\s+with"
        + "|\\bnot\\b[^.;]{0,60}\\b(make\\s+any\\s+contracts?|do\\s+business|deal\\s+with|(be|become)\\s+involved\\s+(in|with))\\b[^.;]{0,200}\\bintroduced\\b", FLAGS);

    /** The whistleblower immunity of 18 U.S.C. 1833(b) in the statute's words: "shall not be held criminally or civilly liable ...". */
    public static final String IMMUNITY_NOTICE = "\\bnot\\s+be\\s+held\\s+criminally\\s+or\\s+civilly\\s+liable\\s+under\\s+(?:any\\s+)?"
        + "federal\\s+or\\s+state\\s+trade\\s+secret\\s+law";
    private static final Pattern IMMUNITY = Pattern.compile(IMMUNITY_NOTICE, FLAGS);

    /** The non-circumvention forms of {@link #NON_COMPETE}: going around the other party, or dealing with those it introduced. */
    private static final Pattern CIRCUMVENTION = Pattern.compile("circumvent|conduct\\s+business\\s+with"
        + "|\\b(?:make\\s+any\\s+contracts?|do\\s+business|deal\\s+with|(?:be|become)\\s+involved\\s+(?:in|with))\\b[^.;]{0,200}"
        + "\\bintroduced\\b", FLAGS);

    /**
     * A company's legal form after its name, without the final point: "Inc", "L.L.C", "LP", "GmbH", "N.V", "Pvt. Ltd", "Co., Ltd".
     * The parties' reading takes it in any case; a heading's shape, as written.
     */
    public static final String COMPANY_SUFFIX = "Pvt\\.?\\s+Ltd|Private\\s+Limited|Co\\.,?\\s+(?:Ltd|Limited)|Inc|LLC|L\\.L\\.C|Ltd|Limited|Corp"
        + "|Corporation|Co|LLP|LP|L\\.P|GmbH|S\\.A|plc|AG|B\\.V|N\\.V|BV|NV|SA|SRL|SAS|SpA|Sarl|Oy|KG";
    /** A full stop that ends the sentence, not an abbreviation ("Harrow Lane INC.", "Acme S.A.", "etc."): "the Subcontractor.". */
    public static final Pattern SENTENCE_STOP = Pattern.compile("(?<![.\\s]\\p{L})(?<!\\b(?:" + COMPANY_SUFFIX
        + "|Bros|Mfg|Intl|Pte|Pty|Bhd|Cie|Ltda|Assn|Dept|Univ|etc))(?<=\\p{Ll}{2})\\.$", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * What makes a "perpetual" a grant's length, not the obligations': the licence or right it qualifies, after the grant's other
     * terms ("a nonexclusive, perpetual, irrevocable, royalty free, worldwide license", "perpetual right to use").
     */
    public static final String LICENCE_AFTER = "(?:[\\s,]+(?:and\\s+|or\\s+)?(?:non-?exclusive|exclusive|irrevocable|royalty[- ]free|"
        + "fully[- ]paid(?:[- ]up)?|paid[- ]up|world-?wide|(?:non-?)?transferable|(?:non-?)?assignable|sub-?licensable|perpetual))*"
        + "[\\s,]+(?:and\\s+)?(?:right|licen[cs]e)s?\\b";
    /** A span that lasts while something else does: "for the duration of the business relationship", "during employment". */
    public static final String WHILE_IT_LASTS = "(?:for\\s+the\\s+duration\\s+of|during)";
    /**
     * A drafter's choice between options, a form's blank: "[1/2/3/5]", "[evaluate a potential partnership/assess business
     * opportunity/other]", "[Thailand / Singapore / Delaware]".
     */
    public static final String OPTIONS_BLANK = "(?<!\\[)\\[[^\\]\\[\\n/]{1,60}(?:/[^\\]\\[\\n/]{1,60}){1,5}](?!])";
    /** The roles a party takes, named before its name on a line of its own: "Disclosing Party:", "COMPANY:", "The Evaluator:". */
    public static final String PARTY_ROLE = "(?:disclosing|receiving|first|second)\\s+party|party\\s+(?:[a-d]|\\d)|discloser|recipient|company"
        + "|employee|contractor|consultant|client|vendor|supplier|customer|licensor|licensee|buyer|seller|evaluator|tester|advis[eo]r"
        // a repository's terms ("Owner: Zero Gravity Engineering (Pty) Ltd.", "Copyright Owner: ...", "Contributors: Genesis Core
        // Team and others", "Maintainer: ..."), a developer's ("Developer Name: [INSERT NAME]")
        + "|(?:copyright\\s+)?owner|contributors?|developer|freelancer|maintainer"
        // a beta's maker ("Provider: Quillmark")
        + "|provider";
    /**
     * A line's role of {@code roles} and its colon, a bullet or "the" before it, another name for it, "name" or an aside after it
     * (group 1 the role): "- Disclosing Party (Company):", "Developer Name:", "Recipient/Licensee:".
     */
    public static String roleLine(String roles) {
        return "(?m)^[ \\t]*(?:[-*•][ \\t]+|" + NUMBER_MARK + "[ \\t]+)?(?:(?:the|you,?\\s+the)\\s+)?(" + roles + ")" + OTHER_NAME
            + "(?:[ \\t]+name)?(?:[ \\t]*\\([^()\\n]{1,30}\\))?[ \\t]*:[ \\t]*";
    }

    /** A line's number before a role: "1." or "2)". */
    private static final String NUMBER_MARK = "\\d{1,2}[.)]";
    /**
     * The role's other name after a slash: "Developer/Licensor", "Disclosing Party / Party A", the other role and the party's number
     * ("Disclosing Party / Receiving Party 1").
     */
    private static final String OTHER_NAME = "(?:[ \\t]*/[ \\t]*(?:party[ \\t]+(?:[a-d]|\\d)\\b|(?:disclosing|receiving)[ \\t]+party(?:[ \\t]+\\d)?\\b"
        + "|\\p{L}+))?";
    /** A party's role and nothing else: "Disclosing Party", "the Recipient", "Recipient/Licensee". */
    private static final String ROLE_ALONE = "\\s*(?:the\\s+)?(?:" + PARTY_ROLE + ")" + OTHER_NAME + "\\s*";
    /**
     * A heading that is a party's role ("## DISCLOSER:", its colon cut as every heading's is), or the role with what the party is
     * after a dash ("PARTY A — THE DEVELOPER"), or a definition's heading that is the role's name in quotes ('### 2.2 "Disclosing
     * Party"').
     */
    public static final Pattern ROLE_HEADING = Pattern.compile("(?:\\d{1,2}(?:\\.\\d{1,2})*\\.?\\s+(?=[\"“]))?[\"“]?" + ROLE_ALONE
        + "(?:[—–-]\\s*(?:the\\s+)?\\p{L}+(?:\\s+\\p{L}+)?\\s*)?[\"”]?", FLAGS);
    /**
     * A party's role alone on its line, its name not on it: "Disclosing Party:", "Receiving Party ("Consultant"):", "1. Disclosing
     * Party:" (its name on the next line, or fields under it).
     */
    public static final Pattern ROLE_LABEL = Pattern.compile("(?:" + NUMBER_MARK + "\\s+)?" + ROLE_ALONE + "(?:\\([^()\\n]{1,30}\\)\\s*)?:\\s*", FLAGS);
    /** The verbs that bind a party: "shall keep", "agrees to", "undertakes to". */
    public static final String BINDING_VERB = "\\b(?:shall|will|must|agrees?|undertakes?)\\b";
    /** A verb that states a duty, which neither a title nor a stated purpose has: "shall keep", "may disclose", "agrees to". */
    public static final String DUTY_VERB = "(?:" + BINDING_VERB + "|\\bmay\\b)";
    /**
     * A word of a non-solicitation or non-compete covenant, whose period is not the agreement's term nor its duty of
     * confidence ("will not solicit or hire", "in any manner which directly competes"). Case is the caller's.
     */
    public static final String COVENANT_WORD = "\\b(?:solicit\\w*|hire|recruit\\w*|employ|competes?|competing)\\b";

    /** The heading of a covenant not to compete or solicit: "Non-Competition", "Non-Solicitation", "Restrictive Covenants". */
    private static final Pattern COVENANT_HEADING = Pattern.compile("non[- ]?compet|non[- ]?solicit|restrictive\\s+covenant|not\\s+to\\s+compete", FLAGS);

    /**
     * Whether a clause is a covenant's by its heading ({@link Headings}), its own run into its text ("Section 6.1. Non-Compete.
     * During the term and for eighteen (18) months ...") or the section's over it: its periods are the covenant's, not the duty
     * of confidence's.
     */
    public static boolean underCovenant(Chunk chunk) {
        String own = Headings.own(chunk);
        String section = Headings.section(chunk);
        return own != null && COVENANT_HEADING.matcher(own).find() || section != null && COVENANT_HEADING.matcher(section).find();
    }

    /**
     * Secrecy with no end but the information's becoming public, read alike by the key terms' confidentiality period and the
     * Risk Scorer's endless term: "for as long as such Confidential Information is not publicly known", "for so long as the
     * information remains confidential", "until the Confidential Information no longer qualifies as a trade secret". Case is
     * the caller's.
     */
    public static final String UNTIL_PUBLIC = "for\\s+(?:so|as)\\s+long\\s+as\\s+(?:such\\s+|the\\s+|any\\s+)?(?:confidential\\s+)?information\\s+"
        + "(?:remains\\s+(?:confidential|secret|non-public)|is\\s+not\\s+(?:publicly|generally)\\s+(?:known|available))"
        // "until the Confidential Information no longer qualifies as a trade secret"
        + "|until\\s+(?:such\\s+|the\\s+)?(?:confidential\\s+|proprietary\\s+)?information\\s+(?:no\\s+longer\\s+(?:qualifies\\s+as\\s+a\\s+trade\\s+secret|is\\s+"
        + "confidential)|becomes\\s+(?:publicly|generally)\\s+(?:known|available))";

    /**
     * Purposes that are no use of information: "headings are for reference purposes only", "for convenience", "for
     * identification". A group in lower case; case is the caller's.
     */
    public static final String NO_PURPOSE = "(?:reference|convenience|identification|information|informational|illustrati\\w*"
        + "|administrative|interpretation|tax)";

    /**
     * Information the recipient develops on its own, the exception every NDA should have: "independently developed",
     * "developed by the Recipient independently of", "generated ... without reference to", "developments undertaken by ... personnel
     * which had no access to such information"; not a trade secret's
     * definition ("not readily ascertainable through independent development"). Lower-case words: it also reads
     * lower-cased text.
     */
    public static final Pattern INDEPENDENT_DEVELOPMENT = Pattern.compile("(?<!(through|by) )independent\\w*[^.;]{0,30}(develop|generat|creat"
        + "|conceiv|deriv|acquir)|(develop|generat|creat|conceiv)\\w*[^.;]{0,60}(independent|without (the )?(reference|use|access|reliance"
        + "|benefit)|\\b(had|having|with) no access to)", FLAGS);

    /**
     * Information that reaches the recipient from elsewhere, the third-party exclusion in other words: "Information that
     * Receiving Party receives other than from Disclosing Party is not Confidential Information", "was rightfully communicated to
     * the Receiving Party free of any obligation of confidence".
     */
    public static final Pattern RECEIVED_ELSEWHERE = Pattern.compile("(receiv|obtain|acquir)\\w*\\s+([^.;]{0,40}?\\s)?other\\s+than\\s+from\\s+"
        + "(the\\s+)?(disclos\\w*|discloser|company|other\\s+party)"
        // "was rightfully communicated to the Receiving Party free of any obligation of confidence subsequent to ..."
        + "|(rightfully|lawfully)\\s+(communicated|disclosed|furnished|provided|given)\\s+to\\s+the\\s+(receiving\\s+party|recipient)\\s+"
        + "(free\\s+of|without)\\b", FLAGS);

    /**
     * A statement that disclosure passes no licence or other right, read alike by the checklist's "No licence granted" and
     * the no-licence hypothesis (nda-15): "nothing ... construed as granting any licence", "will not acquire any licence",
     * ownership kept by the discloser; not a compound's "no" ("Go/no-go decision for commercial licensing"). Lower-case words: it
     * also reads lower-cased text.
     */
    public static final Pattern NO_LICENCE = Pattern.compile("\\b(?:no\\b(?!-)|not?\\s+(?:be\\s+)?(?:construed\\s+as\\s+)?(?:grant|"
        + "confer)\\w*\\s+(?:any\\s+)?)[^.;]{0,40}?(?:licen[cs](?:e|ing)|right,?\\s+title|rights?\\s+(?:in|to|under))"
        + "|not\\s+constitute\\s+(?:a|any)\\s+(?:grant|licen[cs]e)"
        // "No rights are granted except as stated.", "No rights are transferred except for evaluation"
        + "|\\bno\\s+(?:other\\s+)?rights?\\s+(?:(?:or|and)\\s+licen[cs]es?\\s+)?(?:are|is|shall\\s+be|will\\s+be)\\s+(?:hereby\\s+)?(?:granted|transferred|conveyed)\\b"
        // a note's short form: "No IP rights granted except limited evaluation right." (not a heading's "No Rights Granted.")
        + "|\\bno\\s+(?:ip|intellectual\\s+property)\\s+rights?\\s+(?:(?:are|is|shall\\s+be|will\\s+be)\\s+)?(?:granted|transferred|conveyed)\\b"
        // not one section's own limit: "However, this Section 3.4 shall not be deemed to grant to either Party a license" (residuals)
        + "|(?<!\\bthis\\s{1,3}(?:section|clause|paragraph)\\s{1,3}[\\d.]{1,8}\\s{1,3}shall\\s{1,3})\\bnot\\s+(?:be\\s+)?(?:deemed|construed)\\b"
        + "[^.;]{0,40}?\\bto\\s+(?:grant|convey|confer)\\b[^.;]{0,80}?\\blicen[cs]e"
        // "nothing in this Agreement shall be construed as granting, by implication, estoppel, or otherwise, any licence", "Neither
        // this Agreement nor any disclosure shall be construed as granting to the Adviser any rights in the information"
        + "|\\b(?:nothing|neither)\\b[^.;]{0,160}?\\bconstrued\\s+as\\s+(?:grant|confer)\\w*,?\\s+(?:[^.;]{0,60}?\\s)?(?:any\\s+)?(?:licen[cs]e|rights?)\\b"
        // "nothing herein shall be deemed to constitute, by implication or otherwise, the grant to RECIPIENT of any license",
        // "will not acquire any licence, rights, title or interest in"
        + "|\\bnothing\\b[^.;]{0,80}?\\bconstitute\\b[^.;]{0,60}?\\bgrant\\b[^.;]{0,60}?\\blicen[cs]e|\\bnot\\s+acquire\\s+any\\s+(?:intellectual\\s+property\\s+)?(?:licen[cs]e|rights?|title)"
        // "Nothing in this Agreement grants the Receiving Party any license or right to use ..."
        + "|\\bnothing\\b[^.;]{0,80}?\\bgrants?\\b(?:\\s+\\w+){0,3}?\\s+(?:any|a)\\s+(?:licen[cs]e|rights?)\\b"
        + "|\\bneither\\b[^.;]{0,160}?\\bgrants?\\b[^.;]{0,60}?\\blicen[cs]e|\\bdeemed\\s+a\\s+(?:transfer|grant)\\b[^.;]{0,60}\\b(?:intellectual\\s+property|rights?|licen[cs]e)"
        // ownership kept by the discloser: nothing passes, so no licence is implied
        + "|(?:rights?|title|ownership)\\b[^.;]{0,120}?\\b(?:remains?\\s+(?:in|with|vested)|vests?\\s+(?:in|with))|\\b(?:remains?|is|are|be)\\s+(?:and\\s+shall\\s+remain\\s+)?(?:the\\s+)?(?:sole\\s+|exclusive\\s+)?(?:and\\s+exclusive\\s+)?property\\s+of"
        + "|(?:rights?|ownership)[^.;]{0,80}?(?:shall|will)\\s+be\\s+retained\\s+(?:exclusively\\s+)?by"
        // "No disclosure made by the Receiving Party shall create any license, title or interest in respect of any Intellectual Property"
        + "|\\bno\\b[^.;]{0,80}?\\b(?:shall|will)\\s+(?:create|grant|confer)\\s+any\\s+(?:licen[cs]e|right|title)"
        // "Without granting any right or license, the Disclosing Party agrees that the foregoing shall not apply ..."
        + "|\\bwithout\\s+granting\\s+any\\s+(?:right|licen[cs]e)"
        // "the PROVIDER will remain the holder of the rights over CONFIDENTIAL INFORMATION"
        + "|\\bremains?\\s+the\\s+(?:sole\\s+|exclusive\\s+)?(?:holder|owner)\\s+of\\s+(?:the\\s+|all\\s+)?(?:rights?|title)\\b"
        + "|retains?\\s+all\\s+(?:of\\s+its\\s+)?(?:rights?|intellectual\\s+property|ownership)|\\b(?:retains?|has|have)\\s+(?:the\\s+)?(?:sole\\s+|exclusive\\s+)?(?:ownership|title)\\b"
        // "This Agreement does not transfer any intellectual property rights or grant any license to use Confidential Information"
        + "|\\bnot\\s+(?:transfer|convey)\\s+(?:any\\s+)?(?:intellectual\\s+property\\s+)?(?:rights?|title|ownership|licen[cs]es?)\\b"
        // "there is no explicit or implied transfer of ownership to the receiving party"
        + "|\\bno\\s+(?:explicit|express|implied)\\b[^.;]{0,30}?\\b(?:licen[cs]e|transfer)"
        // "shall in no way be construed as the granting or conferring of a license"
        + "|\\bno\\s+way\\s+be\\s+(?:construed|deemed)\\s+as\\s+(?:the\\s+)?(?:grant|confer)\\w*[^.;]{0,60}?\\blicen[cs]e", FLAGS);

    /**
     * A fixed sum to pay for a breach, whatever it is called: "pay ... a lump-sum compensation (forfaitaire
     * schadevergoeding) of EUR 50.000", "pay the sum of $10,000"; read by the rules, the Risk Scorer and the checklist alike.
     */
    public static final Pattern FIXED_SUM = Pattern.compile("\\bpay\\w*\\b[^.;]{0,60}?\\b(?:lump[- ]?sum|sum|amount|compensation|penalty|fine)\\b"
        + "[^.;]{0,40}?\\bof\\s+(?:\\$|€|£|usd\\b|eur\\b|gbp\\b|\\d)", Pattern.CASE_INSENSITIVE);
    /** A form's box ticked at the start of a line ("- [x] Expires [1 year(s)] from Effective Date", "☒ In perpetuity"); group 1 the option. */
    public static final Pattern TICKED = Pattern.compile("(?m)^[ \\t]*(?:[-*•][ \\t]*)?(?:\\[[ \\t]*[xX✓✔][ \\t]*]|[☒☑])[ \\t]*(\\S.*)$");
    /** A form's option on a line of its own, not ticked (group 1 its text): "- [ ] Fixed Term: [X] months", "☐ Perpetual". */
    public static final Pattern UNTICKED_LINE = Pattern.compile("(?m)^[ \\t]*(?:[-*•][ \\t]*)?(?:\\[[ \\t]*]|☐)[ \\t]*(\\S.*)$");
    /** A form's option not ticked, at the start of a text: "☐ - Unilateral – This Agreement shall be ...", "- [ ] In perpetuity". */
    public static final Pattern UNTICKED = Pattern.compile("\\s*(?:[-*•]\\s*)?(?:\\[[ \\t]*]|☐)");

    // not one denied: "No “residuals” rights — unaided memory does not grant any right to use Confidential Information"
    public static final Pattern RESIDUALS = Pattern.compile("(?<!\\bno\\s{1,3}[\"“']?)residuals?|retained in (the |their |its )?(unaided )?(memor\\w*|minds?)"
        + "|unaided memor(y|ies)(?!\\s+(does|shall|will) not\\b)"
        // knowledge enhancement: "the review of Confidential Information may enhance [the recipient's] understanding of the markets"
        + "|mental impressions|(enhance|improve|increase)\\w*\\s+[^.;]{0,80}?\\bunderstanding\\s+of\\b"
        // knowledge gained kept free to use: "will not be prevented from sharing or utilizing ... knowledge obtained as a result of"
        + "|not be (prevented|restricted|precluded) from (sharing|using|utili[sz]ing)\\b([^.;]|\\betc\\.){0,160}?\\bknowledge (obtained|gained|acquired)"
        // the same kept as a right: "retains the right to reuse generic patterns ... and architectural know-how acquired during the engagement"
        + "|\\bretains? the right to (re)?use\\b[^.;]{0,160}?\\b(know-how|knowledge|skills|experience)\\s+(acquired|gained|obtained|learned)\\b", FLAGS);

    /**
     * Soliciting people or customers, in a sentence whose full stops come only between digits ("any person - 7.1 who is ...
     * in the employ of").
     */
    private static final Pattern SOLICIT = Pattern.compile("(?:(solicit(?!or)|entice|induce|recruit|hire|approach|contact)\\w*|\\bemploy\\b)(?:[^.;]|(?<=\\d)\\.(?=\\d)){0,160}?"
        + "(employees?|personnel|staff|customers?|clients?|suppliers?|persons?\\s+(?:(?:who|that)\\s+(?:is|are)\\s+)?(?:(?:currently|then|presently|now)\\s+)?employed"
        // "encourage, entice, induce or persuade any person - 7.1 who is ... in the employ of the Disclosing Party"
        + "|in\\s+the\\s+employ(?:ment)?\\s+of)", FLAGS);
    /** How a sentence that introduces a list ends: a colon, or a dash after a space. */
    public static final String LIST_INTRO_END = "(:|:-|\\s[-–—])$";
    private static final Pattern INTRODUCES_LIST = Pattern.compile(LIST_INTRO_END);
    /** A negation, not "including but not limited to". */
    private static final Pattern NEGATION_BEFORE = Pattern.compile("\\b(not(?!\\s+(be\\s+)?limited\\b)|nor|neither|refrain|never|under no circumstances?)\\b[^.;]{0,160}$", FLAGS);
    /** Around a name that is the agreement's own: "This Covenant Not to Compete (this "Agreement")". */
    private static final Pattern THIS_BEFORE = Pattern.compile("\\bthis\\s+$", FLAGS);
    private static final Pattern AGREEMENT_AFTER = Pattern.compile("\\s*\\(\\s*(?:the|this)\\s+[\"“]?agreement\\b", FLAGS);
    /** How far back in its sentence a freeing phrase reaches: a long list of what a party stays free to do. */
    private static final int FREEDOM_REACH = 300;
    /**
     * A sentence that frees a party rather than binds it: "nothing in this Agreement will be construed as a representation
     * ... that Receiving Party will not develop products ... that compete", "shall not prevent either party from".
     */
    private static final Pattern FREEDOM_BEFORE = Pattern.compile("\\b(nothing|(not|no) (be )?(construed|deemed|interpreted)|representation or "
        + "inference|(shall|will|does|do) not (prevent|preclude|restrict|limit|prohibit)"
        // "No terms of this agreement prohibit either party from:", "Neither this agreement ... in any way: ... limits the parties from"
        + "|no (terms?|provisions?) of (this|the) \\w+ (prevent|preclude|restrict|limit|prohibit)s?"
        + "|neither\\b[^.;]{0,160}\\b(prevents?|precludes?|restricts?|limits?|prohibits?) (either|any|the|each) part(y|ies) from)\\b[^.;]{0," + FREEDOM_REACH + "}$", FLAGS);

    /** A lead-in whose verb its items give, after a negated agreement: "Neither this agreement, nor any disclosure ..., in any way:". */
    private static final Pattern NEGATED_AGREEMENT = Pattern.compile("\\bneither\\s+this\\s+(?:[\\w-]+\\s+){0,2}?(?:agreement|letter|nda)\\b"
        + "(?:(?!\\b(?:shall|will|may|must|is|are)\\b)[^.;]){0,200}:\\s*$", FLAGS);

    private TermPatterns() {
    }

    /**
     * A covenant not to compete ({@link #NON_COMPETE}) that binds: not the freedom to compete said in the negative ("nothing
     * ... shall be construed as a representation ... that Receiving Party will not develop products ... that compete"), nor
     * the agreement's own name ("This Covenant Not to Compete (this "Agreement") is made ...").
     */
    public static Optional<MatchResult> nonCompete(String text) {
        Matcher m = NON_COMPETE.matcher(text);
        while (m.find()) {
            boolean named = THIS_BEFORE.matcher(text.substring(Math.max(0, m.start() - 10), m.start())).find()
                || AGREEMENT_AFTER.matcher(text).region(m.end(), text.length()).lookingAt();
            if (!named && !freed(text, m.start())) {
                return Optional.of(m.toMatchResult());
            }
        }
        return Optional.empty();
    }

    /** Whether a clause gives the whistleblower immunity notice ({@link #IMMUNITY_NOTICE}). */
    public static boolean immunityNotice(String text) {
        return IMMUNITY.matcher(text).find();
    }

    /** Whether a covenant {@link #nonCompete} found is a non-circumvention: "will not circumvent AliceSolutions ... to engage directly". */
    public static boolean circumvention(String covenant) {
        return CIRCUMVENTION.matcher(covenant).find();
    }

    /** The first match of {@code pattern} in {@code text} that no freedom ({@link #FREEDOM_BEFORE}) opens its sentence with. */
    public static Optional<MatchResult> binding(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            if (!freed(text, m.start())) {
                return Optional.of(m.toMatchResult());
            }
        }
        return Optional.empty();
    }

    private static boolean freed(String text, int at) {
        return FREEDOM_BEFORE.matcher(text.substring(Math.max(0, at - FREEDOM_REACH), at)).find();
    }

    /**
     * Whether a lead-in frees what its items name rather than binding it: "No terms of this agreement prohibit either party
     * from:" before "competing with the other party".
     */
    public static boolean freesItsItems(String leadIn) {
        return introducesList(leadIn) && (freed(leadIn + " ", leadIn.length() + 1) || NEGATED_AGREEMENT.matcher(leadIn).find());
    }

    /** Whether a paragraph introduces a list: "shall:", or in Commonwealth drafting "it will –", "as follows -". */
    public static boolean introducesList(String text) {
        return INTRODUCES_LIST.matcher(text.strip()).find();
    }

    /**
     * A covenant not to solicit or hire people or customers: the words with a negation shortly before them, so that
     * "nothing prevents either party from hiring employees who answer an advertisement" is not one.
     */
    public static Optional<MatchResult> nonSolicit(String text) {
        Matcher m = SOLICIT.matcher(text);
        // each place the words start, so that "[General Solicitations] ... neither party shall solicit ... any employee" finds the
        // covenant after a mention that its own match would swallow
        for (int from = 0; from < text.length() && m.find(from); from = m.start() + 1) {
            // not "This agreement does not restrict either party from hiring any individual ... recruited by a recruitment firm"
            if (NEGATION_BEFORE.matcher(text.substring(Math.max(0, m.start() - 160), m.start() + 1)).find() && !freed(text, m.start())) {
                return Optional.of(m.toMatchResult());
            }
        }
        return Optional.empty();
    }
}
