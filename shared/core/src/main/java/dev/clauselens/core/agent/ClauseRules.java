package dev.clauselens.core.agent;

import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.terms.Headings;
import dev.clauselens.core.terms.LeadIns;
import dev.clauselens.core.terms.TermPatterns;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Classifier's first local layer: drafting conventions a lawyer reads a clause by. A clause's
 * heading (its own, or its section's) and the words of its text each point to categories; the
 * category with the most weight wins, others with enough weight are secondary categories, and the
 * reason names the heading and the words found. Preamble, recitals, other definitions and general
 * provisions are recognised as such (categories that are never rated). A list item with no words of
 * its own inherits its section's category. What no rule decides is left to the reference vote.
 */
public final class ClauseRules {
    /** Weight a heading carries: less than the plainest words of a clause, so a misleading heading loses. */
    private static final double HEADING = 2.5;
    /** Weight a category needs to be decided by the rules, and to be listed as a secondary category. */
    private static final double DECIDES = 2.0;
    private static final int MAX_SECONDARY = 2;
    private static final int BARE_LEAD_IN_WORDS = 25;
    /** A lead-in to the recipient's undertakings: "Receiving Party shall:", "Each Party acknowledges and agrees:". */
    private static final Pattern UNDERTAKES = Pattern.compile("(?i)\\b(shall|will|must|agrees?|undertakes?|covenants?)\\b[^.;:]{0,60}"
        + TermPatterns.LIST_INTRO_END);
    /** "Nothing contained in this Agreement shall be construed as –": a lead-in that binds no one. */
    private static final Pattern NOTHING_CONSTRUED = Pattern.compile("(?i)\\bnothing\\b[^.;:]{0,80}\\bconstrued\\b");
    /** Words in a clause's first sentence weigh this much more: a clause states its topic first. */
    private static final double LEAD = 1.5;
    /** A clause's number or list marker, with the space after it. */
    private static final Pattern MARKER = Pattern.compile(Headings.MARKER_SOURCE + "\\s*", Pattern.CASE_INSENSITIVE);
    /** A section path element that is only a "1)" item number, as party lists have. */
    private static final Pattern NUMBER_PAREN_ONLY = Pattern.compile("\\s*\\d+\\)\\s*");
    private static final Pattern SENTENCE_END = Pattern.compile("[.;:](\\s|$)");
    private static final int MAX_RECITALS = 8;
    /** Paragraphs a cover may put before the opening words: a title, "Effective Date:", "End of confidentiality obligations:". */
    private static final int COVER_LINES = 4;
    private static final Pattern SECTION_NUMBER = Pattern.compile("^\\s*(\\d{1,2}(?:\\.\\d{1,3})+)\\.?\\s");
    private static final Pattern NUMBERED = Pattern.compile("^\\s*\\d{1,2}(\\.\\d{1,3})*[.)]?\\s+\\S");
    /** A section that is a top-level numbered clause, "2. Restrictions", "1 Definitions", "Article 3": not a list item's mark. */
    private static final Pattern TOP_CLAUSE = Pattern.compile("(?i)\\d{1,2}\\.?(?:\\s|$)|(?:article|section)\\s");
    private static final Pattern EXCEPT = Pattern.compile("(?i)\\b(except|excepting|save|other than)( for| that| where| as follows)?\\s*(:|:-|[-–—])$");
    /** What a recital may be besides background: where the parties and terms are defined. */
    private static final Set<ClauseCategory> DEFINED_IN_RECITALS = EnumSet.of(ClauseCategory.PREAMBLE, ClauseCategory.PARTIES,
        ClauseCategory.DEFINITIONS, ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION);
    private static final Pattern CARVE_OUT = Pattern.compile("(?i)\\b(unless|except|save)( as| to the extent( that)?)?( otherwise)?( such disclosure)?( (is|may be|as))?\\s*$");
    /** A form's tick box opening a line: "□ a business owned by Seller ...". */
    private static final Pattern TICK_BOX = Pattern.compile("^\\s*[□☐☑☒■]");
    private static final Pattern RECITALS_TITLE = Pattern.compile("^(whereas|recitals?|background( information)?|preamble)$", Pattern.CASE_INSENSITIVE);
    /** A term the parties agree among the recitals, which is no recital: "It is agreed that ... will not contact ...". */
    private static final Pattern AGREED_TERM = Pattern.compile("(?i)^\\W*(it is (hereby |further |expressly )?agreed|the parties (hereby |further )?agree) that\\b");
    /** The words that end the recitals and begin the agreement's terms. */
    private static final Pattern OPERATIVE = Pattern.compile("(?i)now,? therefore|agreed?\\b[^.;:]{0,60}?\\bas follows|agrees? to the following"
        + "|in consideration of .{0,300}(agree|covenant)");
    private static final Pattern LETTERED = Pattern.compile("^\\s*[A-Z]\\.\\s");
    private static final Pattern DIGIT_ITEM = Pattern.compile("^\\s*\\d{1,2}\\.\\s");
    /** What binds a party beyond confidence, which a freeing lead-in turns into a freedom ({@link #freedByLeadIn}). */
    private static final Set<ClauseCategory> COVENANTS = EnumSet.of(ClauseCategory.NON_COMPETE, ClauseCategory.NON_SOLICITATION,
        ClauseCategory.NO_SOLICIT_OF_EMPLOYEES, ClauseCategory.NO_SOLICIT_OF_CUSTOMERS, ClauseCategory.EXCLUSIVITY);
    private static final Pattern BULLET = Pattern.compile("^\\s*[" + LeadIns.BULLETS + "]\\s");
    private static final Pattern LIST_ITEM = Pattern.compile("^\\s*(?:\\(?[a-z]{1,4}\\)|\\(?\\d{1,2}\\)|[a-z]\\.|[ivx]{1,4}\\.)\\s|" + BULLET.pattern());
    private static final Pattern OPENING_FACTS = Pattern.compile("(?i)^([^\\n]{0,200}\\n)?\\W*(this|the)\\b.{0,120}\\bagreement\\b.{0,300}\\b("
        + "is made|is entered|entered into|made and entered|dated|is effective|effective as of|by and between|by and among|between|as of)\\b"
        + "|^\\W*the undersigned\\b.{0,120}\\b(is|are) (executing|signing|entering into) this agreement");
    /** A party's short name given in the opening: "The European GNSS Supervisory Authority, hereinafter referred to as the "GSA"". */
    private static final Pattern PARTY_NAMED = Pattern.compile("(?i)\\b(here(in)?after|hereafter)\\s+(referred to as|called)\\s+(the\\s+)?[\"“](?!agreement\\b)");
    private static final Pattern PARTY_DESCRIPTION = Pattern.compile("(?i)\\b(with (its )?(registered|principal|head) (office|place of business)"
        + "|registered offices? (located )?(at|in)|(having|with) (its )?(primary|principal) place of (business|residence)|a (corporation|company|limited (liability )?company|partnership) (organi[sz]ed|incorporated|registered)"
        + "|company (number|no\\.?|registration)|tax registration"
        + "|(?-i:\\ba\\s+\\p{Lu}\\p{L}+(?:\\s+\\p{Lu}\\p{L}+)?\\s+(?:corporation|limited liability company|limited partnership|company)\\b))");

    /** Words that point to a category: {@code find} gives the first place they occur in a text, if any. */
    private record Cue(ClauseCategory category, double weight, Function<String, Optional<MatchResult>> find) {
    }

    private static final List<Cue> HEADINGS = new ArrayList<>();
    /** What a recipient makes and may have to hand over, as a heading names it: "Work Product Ownership", "IP Assignment". */
    private static final String WHAT_IS_MADE = "work product|ip|intellectual property|inventions?";
    private static final List<Cue> WORDS = new ArrayList<>();

    static {
        heading(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, "^(definition of )?confidential information$|^(definitions?|meaning) of confidential");
        heading(ClauseCategory.DEFINITIONS, "^(definitions?|interpretation|definitions? and interpretation|defined terms)$");
        heading(ClauseCategory.PURPOSE_LIMITATION, "\\bpurpose\\b|^(restrictions? on )?use\\b|non-use|^use of");
        heading(ClauseCategory.CONFIDENTIALITY_OBLIGATION, "obligations?|non-?disclosure|^confidentiality$|undertakings?|maintenance of confidentiality|^(protection|treatment) of");
        // the whistleblower immunity of 18 U.S.C. 1833(b) permits disclosure to officials and attorneys: "18 U.S.C. 1833(b) Notice",
        // "Defend Trade Secrets Act Notice"
        heading(ClauseCategory.PERMITTED_DISCLOSURE, "permitted disclosures?|disclosures? permitted|representatives|disclosure to|1833\\(b\\)"
            + "|defend trade secrets act|\\bdtsa\\b|whistle-?blower|immunity notice");
        heading(ClauseCategory.COMPELLED_DISCLOSURE, "required by law|compelled|legal(ly)? required|legal process|court orders?");
        heading(ClauseCategory.STANDARD_OF_CARE, "standard of care|degree of care|care of (the )?(confidential|proprietary)|security|safeguard|storage|safekeeping");
        heading(ClauseCategory.STANDARD_EXCEPTIONS, "exceptions?|exclusions?|exemptions?|excluded information|exclusions? from");
        // "Effects of termination" is what happens to the information then
        heading(ClauseCategory.RETURN_OR_DESTRUCTION, "return|destruction|destroy|effects? of (termination|expiry|expiration)|consequences of termination");
        heading(ClauseCategory.TERM_AND_SURVIVAL, "^term\\b|\\bterm$|duration|survival|^termination|term and termination|period of confidentiality");
        heading(ClauseCategory.NO_LICENSE, "no (implied )?(licen[cs]e|rights)|proprietary rights|ownership|intellectual property|no implied rights");
        heading(ClauseCategory.REMEDIES, "remed|equitable relief|injunct|(?<!third[- ]party )enforcement|breach|attorneys?['’]? fees|legal (fees|costs)");
        heading(ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT, "publicity|public (announcements?|disclosures?|statements?)|press releases?");
        heading(ClauseCategory.NO_WARRANTY, "disclaimer|no (representations? (and|or) )?warrant|^warrant(y|ies)$|accuracy");
        heading(ClauseCategory.NO_OBLIGATION, "no (further )?(obligation|commitment)|no agreement to");
        heading(ClauseCategory.NON_SOLICITATION, "solicit|no (unauthori[sz]ed )?contact|^contacts? with|prohibited contacts?");
        heading(ClauseCategory.NON_COMPETE, "non-?compet|restrictive covenant|competition");
        heading(ClauseCategory.PARTIES, "^(the )?parties( to (this|the) agreement)?$");
        heading(ClauseCategory.ENTIRE_AGREEMENT, "entire agreement|whole agreement|integration");
        heading(ClauseCategory.NOTICES, "(?<!(immunity|whistleblower|1833\\(b\\)|dtsa|secrets act) )\\bnotices?$|^(notices? and )?communications$|^notice address|domicilium");
        heading(ClauseCategory.GOVERNING_LAW, "governing law|applicable law|choice of law|^law$");
        heading(ClauseCategory.JURISDICTION, "jurisdiction|disputes?|venue|arbitration|forum");
        // not the assignment of what the recipient creates: "Assignment of Developed IP", "Assignment of Inventions", "Work
        // Product Ownership / Assignment", "IP Assignment"
        heading(ClauseCategory.ANTI_ASSIGNMENT, "^(?!.*\\b(ownership|" + WHAT_IS_MADE + ")\\b).*"
            + "assign(?!\\w*\\s+of\\s+(\\w+\\s+)?(ip|intellectual|inventions?|developments?|work product|results)\\b)");
        heading(ClauseCategory.IP_OWNERSHIP_ASSIGNMENT, "(assignment|ownership) of (\\w+ )?(ip|intellectual property|inventions?|developments?"
            + "|work product|results)\\b|\\b(" + WHAT_IS_MADE + ")\\b.*\\b(ownership|assignment)\\b");
        heading(ClauseCategory.INDEMNITY, "indemn");
        HEADINGS.add(new Cue(ClauseCategory.SECURITIES_TRADING, 2 * HEADING, finder("^stand-?still")));
        heading(ClauseCategory.SECURITIES_TRADING, "securities");
        heading(ClauseCategory.DATA_PROTECTION, "data protection|personal data|privacy|hipaa");
        heading(ClauseCategory.EXPORT_CONTROL, "export");
        heading(ClauseCategory.NO_REVERSE_ENGINEERING, "reverse engineer");
        heading(ClauseCategory.RESIDUALS, "residual");
        heading(ClauseCategory.THIRD_PARTY_BENEFICIARY, "third part(y|ies)|rights of third");
        heading(ClauseCategory.GENERAL_PROVISIONS, "general|miscellaneous|counterparts?|severab|severance|separation|waiver|amendment|modification|variation|headings"
            + "|^representations?( and warranties)?$|enurement|inurement|binding effect|assurances?|opportunity to negotiate|legal advice"
            + "|relationship (of|between)|^relationship$|costs|expenses|authority|further assurance|no (implied )?partnership|successors?|offer and acceptance|\\blanguage\\b"
            + "|conflicts? of interest|compliance with (applicable )?laws?|pronouns|^gender$|consents? and approvals?|^drafting$");
        // text under a recitals heading is recital, whatever it mentions; an "Introduction" may define terms
        HEADINGS.add(new Cue(ClauseCategory.PREAMBLE, 3 * HEADING, finder(RECITALS_TITLE)));
        // a "Recordal" section often holds definitions and duties too: a plain heading
        heading(ClauseCategory.PREAMBLE, "^recordals?$");
        heading(ClauseCategory.PREAMBLE, "^introduction$");

        words(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, 3, "[\"“”'](confidential|proprietary) (information|materials?)[\"“”']?,?\\s+(under this agreement\\s+)?(shall,?\\s+)?(means?|includes?|refers? to|is defined|shall be deemed|consists? of|comprises?)"
            // "“Confidential Information” as used herein [means] any and all confidential ... information"
            + "|[\"“”'](confidential|proprietary) (information|materials?)[\"“”']?,?\\s+as used (herein|in this agreement)\\b"
            // a definitions list without quotation marks: "Confidential Information means any information disclosed ..."
            + "|^\\W*(\\d{1,2}(\\.\\d{1,3})*\\.?\\s+)?confidential information means\\b"
            + "|(the )?(term|expression) [\"“”']?confidential information[\"“”']?\\s+(shall\\s+)?(means?|includes?)"
            + "|\\b(means|mean) (any and )?all (non-public|confidential|proprietary|information)"
            // "Proprietary information includes any technical and business information that is not in the public domain"
            + "|(confidential|proprietary) information (also )?(includes|shall include)|shall be deemed to be confidential information\\b"
            + "|\\b(is|are|shall be) (deemed )?(to be )?[\"“”']confidential information[\"“”'] (under|for the purposes? of)\\b"
            + "|\\ball (information|materials?)( and (information|materials?))? [^.;]{0,80}(is|are|shall be (deemed|considered)) confidential\\b"
            // "The Software, its features, ... and any non-public information about it are confidential."
            + "|\\bnon-?public information\\b[^.;]{0,80}\\b(is|are|shall be (deemed|considered)) (strictly )?confidential\\b");
        // coining the term, which counts apart from saying what it covers: a clause that does both is the definition even where
        // it also says misuse "would cause irreparable harm"
        words(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, 3, "(referred to( herein)?|hereinafter (called|referred to))( collectively| together)? as "
            + "(the )?[\"“”'](confidential|proprietary) (information|materials?)\\.?[\"“”']"
            // "(the “Confidential Information”)", "(all such information, collectively, the “Confidential Information”)"
            + "|\\(\\s*([^()\"“”]{0,80}?\\b(collectively|together|hereinafter)\\b[,:]?\\s*|all of which[^)]{0,80})?(the )?[\"“”']?(confidential |proprietary )?(information|materials?)[\"“”']\\s*\\)");
        // the same information under another name: "Blueknight Non-public Information" shall mean, "Evaluation Material" means
        words(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, 3, "[\"“]([\\p{L}-]+ ){0,3}(non-?public|confidential|proprietary) (information|materials?)[\"”]"
            + "\\s+(shall\\s+)?(means?|includes?|refers? to)|[\"“]evaluation materials?[\"”]\\s+(shall\\s+)?(means?|includes?|refers? to)");
        // a late designation: "Discloser may give notice in writing that ... information ... not declared confidential, is in fact confidential"
        words(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, 3.5, "\\bnotice in writing that\\b[^.;]{0,160}\\bconfidential\\b"
            + "|\\bnot (declared|designated|marked|identified) (as )?confidential\\b[^.;]{0,60}\\b(is|are|be) (in fact )?confidential");
        words(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, 1.5, "(whether|regardless of whether) (or not )?(it is )?(marked|designated|identified)|(oral|orally|visual|written|electronic) (form|information|disclosures?)");
        words(ClauseCategory.DEFINITIONS, 3, "^\\W*(\\d{1,2}(\\.\\d{1,3})+\\.?\\s+|\\w{1,4}[.)]\\s*)*[\"“”][^\"“”]{1,40}[\"”](\\s+or\\s+[\"“][^\"”]{1,40}[\"”])?\\s+(as used (herein|in this agreement),?\\s+)?(shall\\s+)?(means?|refers? to|includes?|ha(s|ve) the meaning"
            + "|be (broadly )?(interpreted|construed) to (include|mean))"
            + "|\\bthe (term|expression|word) [\"“][^\"”]{1,40}[\"”] (shall )?(means?|has the meaning|refers? to|includes?)"
            + "|for (the )?purposes? of this agreement,? [\"“][^\"”]{1,40}[\"”] (shall )?(means?|be (broadly )?(interpreted|construed) to (include|mean))"
            + "|\\bterms? [\"“][^\"”]{1,40}[\"”][^.;]{0,40}?(shall be|is) defined"
            + "|following (terms|words|expressions|definitions)|(terms|words|expressions) .{0,40}(have|bear) the (following )?meanings?");
        // a definitions list without quotation marks, as English forms write it: "Affiliate means any other entity ...", "For the
        // purposes of Clause 4 Recipient means ..."
        words(ClauseCategory.DEFINITIONS, 3, "^\\W*(\\d{1,2}(\\.\\d{1,3})*\\.?\\s+)?(in this agreement[,:]?\\s+)?(for the purposes? of [^,.;]{1,40}?,?\\s+)?(?!confidential information)"
            + "(?-i:(\\p{Lu}[\\w-]*\\s+){1,4})means\\b");
        words(ClauseCategory.DEFINITIONS, 2, "(here(in)?after|shall be) referred to as|\\b(is|are) (herein|hereinafter|hereafter) referred to (as )?(the )?[\"“]");
        // who takes which role on a form: "Seller; OR Buyer is the Delivering Party", "each ... shall be a Delivering Party and a Receiving Party"
        words(ClauseCategory.PARTIES, 3, "\\b(is|shall be) the (delivering|disclosing|receiving) party\\b|\\bshall be a (delivering|disclosing) party and a receiving party\\b");
        words(ClauseCategory.PURPOSE_LIMITATION, 3, "(solely|only|exclusively) (for|in connection with|to|in pursuance of) (the )?([\\w-]+['’]s )?(permitted |stated |following |agreed )?(purpose|evaluat|business relationship|transaction|project)"
            // not headings "for reference purposes only"
            + "|\\bfor (?!(reference|convenience|information(al)?|illustrat\\w*|identification)\\b)(\\w+ ){1,3}purposes? only\\b"
            + "|to be used (only |solely |exclusively )?for the purposes? of|intended solely for|\\bmake no (commercial |other )?use of\\b"
            // plain English: "we won't use it except for the reason it was shared", "Don't use my ideas for your own projects"
            + "|\\bdon['’]t use (my|our|the|these|those) [^.;]{0,30}\\bfor your own\\b"
            + "|\\b(won['’]t|will not|shall not|must not) use (it|them|the information|such information)\\b[^.;]{0,20}? (except|other than) "
            + "for the (reason|purpose)"
            // no use at all without leave: "Recipient shall not use or allow others to access, use, or analyze Information without prior authorization"
            // or one among other acts: "shall not disclose, reproduce, distribute, or use ... except as expressly authorized in writing"
            + "|\\b(shall|will|must|may) not ([\\w-]+, ){0,4}(or )?use\\b[^.;]{0,80}\\b(without (the )?(prior )?(written )?(authori[sz]ation|consent"
            + "|permission|approval)|except as (expressly )?(authori[sz]ed|approved|permitted) in writing)\\b"
            + "|\\bnot (to )?use [^.;]{0,60}\\bfor any commercial purpose|for the (sole|specific|limited|exclusive|express) purposes? of"
            + "|(not|nor) (to )?(make )?(any )?(\\([a-z]\\) )?(disclose,? or )?(otherwise )?use .{0,100}(other than|otherwise than|except|for any purpose other)"
            + "|^\\W*(\\d{1,2}(\\.\\d{1,3})+\\.?\\s+|\\w{1,3}[.)]\\s*)?use (the |any )?(confidential|proprietary) information (otherwise than|other than|except)"
            + "|\\bnot to (make )?(any )?commercial use\\b|\\b(not|neither)\\b[^.;]{0,60}\\bmake any (independent |commercial |personal )?(business or personal )?use of\\b|\\bnot to use [^.;]{0,30}\\bfor the (benefit|purpose) of\\b|\\b(not to|to not) use\\b[^.;]{0,80}\\bfor (personal|(its|their|his|her) own) (benefit|gain|advantage)\\b|use .{0,40}(solely|only|exclusively) (for|in connection with)|(shall|will|may) only use .{0,60}for the purposes? of|for (their|its|my|your|\\w+['’]s) own (commercial )?(use|benefit|purposes)|(only|solely)[^.;]{0,40}(necessary|required) for the purpose");
        words(ClauseCategory.CONFIDENTIALITY_OBLIGATION, 3.5, "(remove|deface|obscure|overprint|alter)[^.;]{0,40}(notices?|legends?|markings?) of "
            + "(confidentiality|ownership)"
            // telling the discloser of a leak is one of the recipient's duties of confidence
            + "|(notify|advise|inform|notice) [^.;]{0,100}(unauthori[sz]ed (use|disclosure|access|possession)|misappropriation|misuse|loss of)"
            // "shall immediately inform the Company ... upon becoming aware that Confidential Information has been disclosed in breach"
            + "|(notify|advise|inform|notice) [^.;]{0,160}\\b(disclosed|used)( or (disclosed|used))? in breach\\b"
            + "|\\b(aware|learns?|discovers?) of any unauthori[sz]ed (use|disclosure|access|copy)\\b[^.;]{0,200}\\b(notify|advise|inform)");
        words(ClauseCategory.CONFIDENTIALITY_OBLIGATION, 3, "(shall|will|agrees? to|undertakes? to|must) (keep|hold|maintain|treat|preserve) .{0,80}(confiden|secret|in (strict )?confidence|trust)"
            // the duty said of the documents or results, or as the conditions a lead-in introduces
            + "|(shall|will|must|may) not be (reproduced|copied|duplicated|disclosed|divulged|made available)|\\bno\\b[^.;]{0,60}(may|shall|will) be disclosed"
            + "|subject to the following (conditions|obligations|restrictions|undertakings)"
            + "|(shall|will|agrees? (not )?to|undertakes? (not )?to|must) not (copy,? (or|and) |reproduce,? (or|and) )?(disclose|divulge|reveal|communicate|publish|make available)|not to (use,? (or|and) )?disclose"
            + "|^\\W*(\\d{1,2}(\\.\\d{1,3})+\\.?\\s+|\\w{1,3}[.)]\\s*)?(to )?(keep|hold|maintain|treat|preserve) [^.;]{0,80}(confiden|secret|in (strict )?confidence)|\\bnot (make|take) (any )?(copies|reproductions|duplicates)"
            // copies limited to the need, or marked as the originals are
            + "|(may|shall|will) (only )?make (only )?(as many |such )?(copies|reproductions)[^.;]{0,60}(reasonably )?(necessary|required)"
            + "|cop(y|ies)[^.;]{0,40}(marked|bear|contain|reproduce)[^.;]{0,40}(proprietary|confidential\\w*) (notices|legends|markings)"
            + "|neither party (shall|will|may) (disclose|divulge|reveal)|(shall|will|must) not discuss|\\bnot to (copy|reproduce)\\b"
            + "|\\b(shall|will|must) not (copy|reproduce|duplicate)\\b|\\bnot to (make available|divulge|reveal|communicate)\\b"
            + "|(shall|will|must) be (kept|held|maintained|treated) .{0,40}(confiden|secret|in (the )?(strict\\w* )?confidence)");
        words(ClauseCategory.CONFIDENTIALITY_OBLIGATION, 2, "\\b(obligations|duties) (with respect to|in respect of|regarding|as to) (the )?protection of\\b");
        // "will not, during the existence of this Agreement disclose": weaker than what such a sentence says it will not disclose
        words(ClauseCategory.CONFIDENTIALITY_OBLIGATION, 2.5, "\\b(shall|will) not, (during|at any time|for (a|the) period)\\b[^.;]{0,60}?\\b(disclose|divulge|reveal)\\b");
        // an individual's undertaking on an appendix: "I understand that I may not disclose Confidential Information to anyone"
        words(ClauseCategory.CONFIDENTIALITY_OBLIGATION, 3, "\\b(i|we) (understand|acknowledge|agree) that (i|we) (may|will|shall|must) not disclose\\b");
        // a permission to disclose is the permitted disclosures, whoever they go to: "Each party may disclose the Confidential
        // Information of the other party:"
        words(ClauseCategory.PERMITTED_DISCLOSURE, 3, TermPatterns.IMMUNITY_NOTICE);
        words(ClauseCategory.PERMITTED_DISCLOSURE, 3, "\\b(does|shall|will) not (preclude|prohibit|prevent) (the )?(discussions?|disclosures?)\\b"
            + "|\\bnot (to )?(disclose|disseminate|reveal|divulge)\\b[^.;]{0,60}\\b(except|aside from|other than) (to |for )?(its|it['’]s|their|the) (own )?"
            + "(employees|representatives|officers|directors|advis[eo]rs|affiliates|agents|consultants|contractors)\\b"
            + "|\\b(may|is permitted to|shall be entitled to) (disclose|reveal) (the |any (of the )?)?(other party's )?"
            + "confidential information\\b|\\b(may|is permitted to|shall be entitled to) disclose to\\b"
            // not the exchange the agreement is about ("Each party may disclose to the other party ...")
            + "(?! (the )?(other part(y|ies)\\b|each other|recipient|receiving))");
        words(ClauseCategory.PERMITTED_DISCLOSURE, 2.5, "(disclose|disclosed|disclosure|share|access).{0,100}\\b(to|with|by) (those of )?(its |their |such |the |the receiving party'?s? )?((essential|key|necessary) )?(representatives|employees|officers|directors|advis[eo]rs|affiliates|associates|agents|consultants|contractors|professional|authori[sz]ed persons?|personnel|staff)"
            + "|need to know|(required to|must|shall) (submit|sign|execute|enter into) (a |an )?(signed )?(confidentiality|non-?disclosure)"
            + "|\\brequire (its|their|such) representatives\\b[^.;]{0,30}\\bto sign\\b"
            // answering for the people it shares with
            + "|(responsible|liable) for any (breach|violation|disclosure)[^.;]{0,80}\\b(by|of) (any of )?(its |the |their |such )?(representatives|employees|agents"
            + "|advis[eo]rs|directors|officers)|\\bshall cause its\\b[^.;]{0,160}\\bto (observe|comply with|be (similarly )?bound by)\\b");
        // the people it may go to, said as those it may not: "not ... sharing any information ... with anyone outside the research team"
        words(ClauseCategory.PERMITTED_DISCLOSURE, 3, "\\b(disclos\\w*|shar\\w*|discuss\\w*)\\b([^.;]|\\b(e\\.g|i\\.e)\\.){0,100}?\\b(with|to) "
            + "(anyone|any person|anybody|persons?) outside (of )?(the|its|their|our|my) (research |project |immediate |own )?"
            + "(team|group|organi[sz]ation|company|firm)\\b");
        // talk allowed with some: "You MAY talk about the game privately with the developer and with other invited testers"
        words(ClauseCategory.PERMITTED_DISCLOSURE, 3, "\\b(may|can) (talk|speak) about\\b[^.;]{0,80}\\bwith\\b"
            + "|\\b(may|can) discuss\\b[^.;]{0,80}\\bwith (?!(the )?other part)");
        words(ClauseCategory.PERMITTED_DISCLOSURE, 3, "\\brestrict (the )?(dissemination|disclosure|access)\\b[^.;]{0,80}\\bto (those|such|its|persons|employees|individuals)\\b");
        // answering for the people it shares with: "ensure that each Authorised Person to whom it discloses ... observes"
        words(ClauseCategory.PERMITTED_DISCLOSURE, 3.5, "\\b(ensure|procure|cause) that (each|any|all|its|such|every)\\b[^.;]{0,80}\\bto whom\\b"
            + "[^.;]{0,60}\\bdisclos\\w*[^.;]{0,80}\\b(observes?|compl(y|ies)|abides?|(is|are) bound)\\b");
        // a permission to disclose what the law requires is the compelled-disclosure clause
        words(ClauseCategory.COMPELLED_DISCLOSURE, 3.5, "\\bdisclos\\w*\\b[^.;]{0,80}\\bto the extent (that )?(it is |they are |such disclosure is |such [\\w ]{1,30}? is )?"
            + "(required|compelled) (to do so |to be disclosed )?(by|under|pursuant to)\\b"
            // a court's or public body's order, and asking it to keep the information confidential
            + "|\\b(court|tribunal|regulator|public body|governmental (body|authority)|regulatory (body|authority))\\b[^.;]{0,30}\\b(orders?|requires?|compels?)\\b"
            + "[^.;]{0,30}\\bdisclos|\\bask\\w* the (court|tribunal|regulator|[^.;]{0,30}\\bbody)\\b[^.;]{0,20}\\bto (treat|keep|hold)\\b[^.;]{0,60}\\bconfiden"
            + "|\\b(may|might|can) be required (by|under)\\b[^.;]{0,60}\\bto disclose\\b");
        // freedom-of-information laws make public bodies disclose on request
        words(ClauseCategory.COMPELLED_DISCLOSURE, 2, "freedom of information|\\bFOIA\\b");
        words(ClauseCategory.COMPELLED_DISCLOSURE, 3.5, "\\b(in response to|pursuant to) (a |any )?(requests?|demands?) (under|pursuant to|made under)\\b[^.;]{0,40}"
            + "\\b(freedom of information|public records|open records)");
        words(ClauseCategory.COMPELLED_DISCLOSURE, 3.5, "\\bin accordance with (a|an|any) [^.;]{0,60}\\b(judicial|governmental|court)\\b[^.;]{0,40}\\border\\b");
        words(ClauseCategory.COMPELLED_DISCLOSURE, 3.5, "(pursuant to|in response to|as required by) (a |an |any )?(valid |lawful |binding )?"
            + "(court |judicial |governmental )?(order|subpoena)\\b");
        carveOut(ClauseCategory.COMPELLED_DISCLOSURE, 3, "(required|compelled|requested|requires?) (to be disclosed )?(by|under|pursuant to) (the )?(operation of law|law|applicable law|any (applicable )?law|court|a court|order|subpoena|regulat|any (court|governmental|regulatory|stock exchange))"
            + "|\\bsubpoena|court order|order of (a|any|the) (competent |valid )?(court|governmental|government)|order by a court|judicial (or administrative )?(process|order)|legal process|(required|compelled) (by law )?to disclose|(must|required to) be disclosed (by|under|pursuant to)|\\b(a|an|any|the|seek|obtain|for)\\s+(appropriate\\s+|other\\s+)?protective order|ordered (by [^.;]{0,60})?to disclose");
        words(ClauseCategory.STANDARD_OF_CARE, 3.5, "\\b(keep|hold|store|maintain)\\b[^.;]{0,80}\\bsecure\\b(?! (from|against) disclosure)");
        // the care owed outweighs the duty to report a leak that a clause on it often ends with
        words(ClauseCategory.STANDARD_OF_CARE, 4, "\\b(same|similar|reasonable) (degree|standard) of care\\b");
        // also in plain English: "Treat it like you'd want your own startup ideas treated"
        // "... to make all reasonable efforts to prevent unauthorized disclosure ... and to protect it as its own"
        words(ClauseCategory.STANDARD_OF_CARE, 3, "\\bin safe custody\\b|\\btreat (it|them|this|the information) (like|as) you(['’]d| would) "
            + "(want )?your own\\b|\\bprotect (it|them|such information|the information) as (its|their|his|her) own\\b");
        // "with reasonable and bank-grade security"
        words(ClauseCategory.STANDARD_OF_CARE, 3, "\\b(proper|reasonable|adequate|appropriate)( and [\\w-]{3,20})? (physical )?security\\b|(degree|standard) of care|reasonable (security )?(measures|precautions|steps|care|action)|(same|similar) (degree of )?(care|measures)"
            + "|(same|similar) (level|degree|standard) of (protection|confidential\\w* treatment|confidentiality)[^.;]{0,100}\\b(its|their) own"
            + "|\\bto the same extent (that|as) (it|they|he|she) (would|does|do)\\b[^.;]{0,30}\\b(its|their|his|her) own"
            // "Protect using industry standard safeguards, not less than those for your own similar information"
            + "|\\bindustry[- ]standard (safeguards|security|measures|protections?)\\b"
            + "|all (necessary|reasonable|appropriate) (measures|precautions|steps)|all (measures|precautions|steps) (reasonably )?necessary to (protect|safeguard)\\b|(reasonable|appropriate|necessary)[^.;]{0,40}\\befforts to (safeguard|protect)\\b"
            // "shall exert reasonable efforts to maintain the Disclosing Party's Confidential Information in confidence"
            + "|(reasonable|best|appropriate)[^.;]{0,20}\\befforts to (maintain|keep|hold)\\b[^.;]{0,80}\\b(in confidence|confidential)\\b"
            + "|\\bpasswords?\\b|\\bencrypt|security measures|report [^.;]{0,40}(violation|breach|unauthori[sz]ed)"
            // security said as the measures it takes
            + "|\\bsecure (database|servers?|systems?|environment|location|storage|manner|facilit\\w+)|\\bkeep a record of\\b[^.;]{0,60}\\binformation\\b"
            + "|security (protocols|features|safeguards|controls|standards|policies)|(administrative|technical|physical)[^.;]{0,30}safeguards"
            // "Maintain confidentiality using reasonable safeguards"
            + "|(reasonable|appropriate|adequate) safeguards"
            + "|background (checks?|screening|investigations?)|\\bauthenticat\\w*\\b[^.;]{0,40}\\baccess|\\bfirewalls?\\b|anti-?virus");
        words(ClauseCategory.STANDARD_EXCEPTIONS, 3, "(shall|will|does|do) not (apply|extend|include|cover) (to )?(any )?(information|confidential information|the following)"
            + "|\\b(the foregoing|the above|these obligations|such obligations|this (section|clause|paragraph)) (shall|will|does) not apply to (that part of )?(any )?(confidential )?information\\b"
            + "|(will|shall) not be (prevented|restricted|prohibited) from (using|disclosing)"
            + "|(obligations?|restrictions?) .{0,60}(shall|will|does|do) not (apply|extend)|confidential information[\"”']? (shall|does) not include"
            + "|confidential information excludes|\\bbut not including (any )?(information|confidential information)\\b"
            // "shall not have breached any obligation under this Agreement if the Confidential Information is disclosed ... when"
            + "|(shall|will) not (have breached|be in breach of|be liable for)\\b[^.;]{0,80}\\bdisclos\\w*[^.;]{0,80}\\b(if|when|where)\\b"
            // "This Agreement shall not restrict disclosure or use of Proprietary Information that is:"
            + "|(shall|will|does|do) not (restrict|limit|prohibit|prevent) (the )?(disclosure|use)[^.;]{0,60}(information|materials?) (that|which)");
        // (not a tool the information must stay out of: "not paste it into any publicly available chatbot")
        words(ClauseCategory.STANDARD_EXCEPTIONS, 2, "public(ly)? (domain|available(?! (ai|artificial|generative|large|language|machine|models?|tools?"
            + "|services?|platforms?|software|chatbots?|repositor\\w*)\\b)|knowledge)|general(ly)? (available|known) to the public"
            + "|(already|previously|lawfully) (known|in (its|the) possession)|(known|possess\\w*|had|held|aware)[^.;]{0,80}prior to (its |the )?(receipt|disclosure)|(received|obtained|learned) .{0,60}from a third party|known publicly"
            + "|from a source other than|approved .{0,30}for (public )?release|available publicly|" + TermPatterns.INDEPENDENT_DEVELOPMENT.pattern());
        words(ClauseCategory.RETURN_OR_DESTRUCTION, 3, "return or destroy|return,? or (at .{0,40})?destroy|destroy or return|(return|destruction) of (all )?(the )?(confidential|materials|documents)|return(ed)? .{0,100}destroy|destroy\\w* .{0,60}return"
            + "|surrender\\w* .{0,40}to|(shall|will|must) (be )?(promptly |immediately )?returned to|to return (the |all )?(confidential|proprietary|information|materials|documents)"
            + "|return [^.;]{0,30}\\b(all|any) (documents|materials?|copies|records|originals)|destroy\\w* (by [a-z ]{1,30} )?(all |any )?(documents|materials?|copies|records)"
            + "|(shall|will|must|agrees? to) (promptly |immediately |forthwith )?return\\b[^.;]{0,40}\\b(all|any)\\b[^.;]{0,20}\\b(information|documents|materials?|copies|records)"
            + "|\\b(destroy|return|delete)\\b (all|any) (of )?(the |such )?(confidential|proprietary|evaluation) (information|materials?)"
            + "|(confirm|certify)\\w* [^.;]{0,60}\\b(destroyed|returned)\\b|destroy\\w* (the )?(originals?|all copies)\\b"
            + "|\\bnot (retain|keep) (any )?(copies|records|documents|materials)"
            + "|\\b(deliver|return|surrender)\\w*\\b[^.;]{0,40}\\bor destroy\\b|\\bcertif\\w* (in writing )?(the|such) (destruction|return)\\b"
            + "|(upon|on|after|following) (the )?(completion|termination|expiration|expiry)\\b[^.;]{0,100}\\b(deliver|turn over|hand over)");
        // what may be kept counts apart from the duty to return or destroy: a clause that says both is about return
        words(ClauseCategory.RETURN_OR_DESTRUCTION, 3, "(may|entitled to) retain\\b");
        words(ClauseCategory.TERM_AND_SURVIVAL, 2.5, "(may|can) terminate this (agreement|nda)|surviv|(remain|continue) in (full )?(force|effect)|(shall|will) (expire|terminate|continue)|(?<!any |other |each |every )term of (this|the) agreement|(agreement|obligations?) .{0,40}(shall|will) (last|apply|endure) (for|until|during|throughout)|applies for a (term|period) of|commences? on|for a period of .{0,40}(years?|months?)");
        words(ClauseCategory.TERM_AND_SURVIVAL, 3, "(shall|will) (continue|remain) in (full )?(force|effect) notwithstanding|\\bperpetual protection\\b"
            + "|\\b(this agreement|it)\\b[^.;]{0,80}\\bcontinue (in (full )?(force|effect) )?for (a (further )?period of )?(\\w+ )?\\(?\\d{1,2}\\)? (years?|months?)\\b"
            + "|\\bplace a time limitation on\\b");
        // leaving the agreement on notice is about its term, not about how notices are given
        words(ClauseCategory.TERM_AND_SURVIVAL, 3.5, "\\b(may|can) (withdraw from|terminate) this (agreement|nda)\\b[^.;]{0,40}\\bnotice\\b");
        words(ClauseCategory.TERM_AND_SURVIVAL, 3.5, "\\bwithout limit (of|in|as to) time\\b|(continue|remain) in (full )?(force|effect)\\b[^.;]{0,30}"
            + "\\b(indefinitely|in perpetuity|perpetually)\\b");
        words(ClauseCategory.NO_LICENSE, 3, "no (licen[cs]e|right)s? .{0,60}(granted|implied|conferred|is granted|are granted)|granted no (licen[cs]es?|rights?)|(does|shall|will) not .{0,40}(grant|confer|constitute|be construed (as|to)( grant)?) .{0,80}(licen|right)"
            + "|\\bany licen[cs]es? or (other )?rights?\\b[^.;]{0,20}\\bother than\\b"
            + "|nothing .{0,80}(grant|confer|construed).{0,60}(licen|right)|(construed as|deemed to)[^.;]{0,200}\\bgrant\\w* [^.;]{0,40}(licen|rights?)|remains? (the )?(sole |exclusive )?property of"
            + "|\\b(property|rights?|title)\\b[^.;]{0,80}\\b(remain|vest)\\w*( with and be vested)? (with|in) the (disclos\\w*|owner)|retains? (all )?(of )?(its )?(right|title|ownership|intellectual)");
        words(ClauseCategory.NO_LICENSE, 3.5, "\\bneither\\b[^.;]{0,80}\\bgrants?\\b[^.;]{0,60}\\bany licen[cs]e"
            + "|\\bnot acquire any (intellectual property )?(licen[cs]es?|rights?|title)\\b"
            + "|\\bdeemed a (transfer|grant)\\b[^.;]{0,60}\\b(intellectual property|rights?|licen[cs]e)");
        // a licence given, not one denied: "grants the organisers an irrevocable, non-exclusive, royalty-free and perpetual right to use"
        words(ClauseCategory.LICENSE_GRANT, 3.5, "(?<!\\b(?:nothing|not|no)\\b[^.;]{0,80})\\bgrants?\\b[^.;]{0,80}?\\b(?:an?|the)\\s+(?:[\\w-]+,?\\s+(?:and\\s+)?){0,5}?"
            + "(?:non-exclusive|exclusive|irrevocable|perpetual|royalty-free|worldwide)\\b[^.;]{0,80}?\\b(?:licen[cs]e|right to use)");
        words(ClauseCategory.REMEDIES, 3, "(monetary )?damages (alone )?(may|would|will|might) not be (a |an )?(sufficient|adequate)|(prevailing|non-breaching|successful) party[^.;]{0,240}\\b(costs|expenses|attor-?neys['’]? fees|legal fees)|injunct|equitable relief|specific performance|irreparable|remedies? (at law|available)|remedies [^.;]{0,30}(at law|in equity|available)"
            + "|restraining orders?|extraordinary relief|\\b(further |other )?legal remed(y|ies) (may|shall|will|amounting)|\\bseek (any )?legal remed(y|ies)\\b|\\bright of redress\\b|penalt(y|ies) [^.;]{0,40}(law|equity)|(sole|exclusive) (and exclusive )?remed(y|ies)");
        words(ClauseCategory.NO_SOLICIT_OF_EMPLOYEES, 3, "solicit\\w* .{0,100}(employ|personnel|staff|workers)|(employ|hire|engage) .{0,60}(any )?(of the other party'?s? )?(employees?|personnel)\\b");
        words(ClauseCategory.NO_SOLICIT_OF_EMPLOYEES, 3, "\\b(encourage|entice|induce|persuade)\\w*(,? (or )?(encourage|entice|induce|persuade)\\w*)+\\s+any (person|employee|individual)\\b");
        words(ClauseCategory.NO_SOLICIT_OF_CUSTOMERS, 3, "solicit\\w* .{0,80}(customers?|clients?|suppliers?)");
        // "will not, directly or indirectly, manufacture, sell, distribute ... any products ... the same or identical to" the discloser's
        covenant(ClauseCategory.NON_COMPETE, 3.5, "(shall|will) not,? (at any time,? )?(directly or indirectly,? )?(manufacture|sell|distribute|market|produce)\\b"
            + "[^.;]{0,200}\\b(same|identical|similar|in competition)\\b");
        // the words of a covenant not to compete, or any covenant the triage checklist reads as one (no dealings with the contacts
        // the other party introduces): one piece of evidence, counted once
        Pattern competing = Pattern.compile("non-?compet(?!\\w*\\s+agreement\\b)|circumventing|not conduct business with|(not|refrain from),? .{0,60}(compet(e|es|ing)\\b"
            + "|engag\\w* in .{0,60}(business|activit))|competing (business|product|activit)", Pattern.CASE_INSENSITIVE);
        WORDS.add(new Cue(ClauseCategory.NON_COMPETE, 3, text -> TermPatterns.binding(competing, text).or(() -> TermPatterns.nonCompete(text))));
        // the freedom to develop or buy what competes, which a non-compete's words often say in the negative
        words(ClauseCategory.COMPETITIVE_RESTRICTION_EXCEPTION, 4, "\\b(nothing|no (terms?|provisions?) of|neither)\\b[^.;]{0,120}\\b(construed|deemed|interpreted|prevent|preclude|restrict|limit|prohibit)\\w*\\b"
            + "[^.;]{0,120}\\b(develop|compet(?!ent)|acquir)\\w*|\\b(may|might) (currently |now |already )?(or in the future )?(be )?(develop|acquir)\\w*[^.;]{0,80}\\b(similar|compet\\w*)\\b"
            + "|\\bfree to (independently )?(develop|pursue|acquire)|\\bmay (use|assign) the same (personnel|employees|staff)\\b[^.;]{0,100}\\bother projects\\b|\\bnot be construed to limit\\b[^.;]{0,60}\\bright to (independently )?(develop|acquire)");
        // a no-shop: the seller will not look for other buyers while the deal is discussed
        words(ClauseCategory.EXCLUSIVITY, 3.5, "\\b(not|nor)\\b[^.;]{0,120}\\b(solicit|encourage|initiate)\\w*[^.;]{0,80}\\b(inquiries|proposals|offers)\\b"
            + "|\\bno[- ]shop\\b|\\b(exclusive (negotiations?|dealing)|negotiate exclusively)\\b"
            // no teaming: no arrangement with co-bidders or co-investors
            + "|\\b(not|nor)\\b[^.;]{0,80}\\benter\\w* (in|into) any (agreement|arrangement|understanding)\\b[^.;]{0,200}\\b(co-?investor|co-?bidder|joint bidder|consortium|as a principal)");
        words(ClauseCategory.RESIDUALS, 3, TermPatterns.RESIDUALS.pattern());
        // a right to check the recipient's compliance on its premises
        words(ClauseCategory.AUDIT_RIGHTS, 3.5, "\\b(visit|enter|inspect)\\w*\\b[^.;]{0,40}\\bpremises\\b[^.;]{0,100}\\b(review|verify|audit|inspect|examin)\\w*\\b[^.;]{0,60}\\bcompliance\\b");
        // no contact with the other side's people, customers or suppliers outside the agreed channel
        covenant(ClauseCategory.NON_SOLICITATION, 3.5, "((shall|will|agrees?|undertakes?) (to )?(under no circumstances|not)|\\b(neither|no) part(y|ies) (shall|will|may))[^.;]{0,40}"
            + "\\b(contact|communicate with)\\b[^.;]{0,160}\\b(introduced|employees?|officers|directors|partners|residents|customers|suppliers|lenders|shareholders|personnel)\\b"
            + "|under no circumstances shall [^.;]{0,160}\\bbe contacted"
            + "|\\b(communications|requests for (additional )?(information|confidential information|evaluation material\\w*))\\b[^.;]{0,200}\\b(shall|will) be "
            + "(submitted|directed)( or (submitted|directed))? (only )?to\\b"
            + "|\\b(neither|not|no)\\b[^.;]{0,100}\\b(initiate|maintain|make|have|seek)\\w*( or (initiate|maintain|make|have)\\w*)? (any )?contact with\\b"
            + "[^.;]{0,60}\\b(employ\\w*|customers?|suppliers?|officers?|directors?)\\b");
        // a covenant not to solicit outweighs the purpose words it often carries ("... for its own benefit")
        WORDS.add(new Cue(ClauseCategory.NON_SOLICITATION, 3.5, TermPatterns::nonSolicit));
        words(ClauseCategory.NO_WARRANTY, 3, "[\"“”'„]as[- ]is[.,]?[\"“”']|(does|shall|will) not make any (representations?|warrant)|disclaim\\w* (all |any )?(representations?|warrant)|(liability|responsibility)[^.;]{0,40}for (any )?errors or omissions|\\bas[- ]is(\\s+basis|,\\s+where is|,?\\s+with all faults)|no (representations?|warrant)|without (any )?(representation|warrant)|makes? no .{0,40}(representation|warrant)|(neither|no) party [^.;]{0,60}makes? (a|any) [^.;]{0,20}(representation|warrant)|(accuracy|completeness) of (the|any) (confidential )?information"
            // "The party supplying the Information does not warrant its accuracy or completeness"
            + "|(does|shall|will) not (represent or )?warrant (its|their|the) (accuracy|completeness)"
            + "|\\b(none|neither) of\\b[^.;]{0,120}\\bmakes? (any )?(express or implied )?(representations?|warrant)"
            + "|\\bnone of\\b[^.;]{0,120}\\b(shall|will) (constitute|be deemed)\\b[^.;]{0,20}\\b(any )?(representations?|warrant)"
            + "|(accuracy|completeness) of (the |any )[^.;]{0,40}\\binformation\\b"
            + "|\\bas to (the )?(accuracy|completeness|adequacy|sufficiency)\\b"
            + "|construed as a representation|\\bowes? (any|no) duty of care\\b|independently (investigate|verify)|(use|rely)\\w*[^.;]{0,80}\\bat (its|their|his|her|your) (own |sole )+risk");
        // also a party by its name, far into a list: "Neither this Agreement nor any disclosure (a) grants ..., (b) obligates Quillmark to
        // disclose any information or proceed with any transaction"
        words(ClauseCategory.NO_OBLIGATION, 3.5, "\\bneither\\b[^.;]{0,120}\\b((shall|will) (commit|oblige|obligate|bind)|(commits|obliges|obligates|binds)) (either|any|the) part(y|ies) to\\b"
            + "|\\bneither\\b[^.;]{0,250}\\bobligates? ([\\w-]+ ){1,2}to (disclose|enter into|proceed with)\\b"
            + "|(promise|intention|commitment|obligation)s? [^.;]{0,60}to (enter into|proceed with|"
            + "consummate|negotiate) (a |any |the )?[^.;]{0,60}(transaction|agreement|relationship)");
        // a seller's letter: "This letter does not constitute a formal offer", "The Company is entitled to reject any proposals"
        words(ClauseCategory.NO_OBLIGATION, 3, "\\b(does|shall|will) not constitute (a|an|any) (formal |binding )?(offer|commitment|obligation)\\b"
            + "|\\bentitled to (reject|terminate)[^.;]{0,60}\\b(proposals?|offers?|discussions|negotiations)\\b"
            // "This Agreement: - does not create employment, partnership or agency, - does not guarantee future engagement"
            + "|\\b(does|shall|will) not (guarantee|promise|assure) (any )?(future|further) (engagement|work|business|collaboration|relationship)\\b");
        words(ClauseCategory.NO_OBLIGATION, 3, "(no|not) (be )?(obligat|oblige|commit|bound)\\w* .{0,100}(enter|proceed|disclose|transaction|further agreement|negotiat|continue|accept (any )?(offer|proposal|bid))|no (contractual )?obligation to"
            + "|neither party (shall|will|is) (be )?(obligated|obliged|required|bound) [^.;]{0,100}(enter|proceed|disclose|transaction|commence|continue)"
            + "|\\bnothing\\b[^.;]{0,80}\\bimpose\\b[^.;]{0,40}\\bany obligation\\b[^.;]{0,160}\\b(enter|proceed|purchase|contract)"
            // "This letter and the supply of Information do not impose an obligation on either party to continue discussions"
            + "|\\bnot (impose|create) (an|any) obligation on (either|any|the) part(y|ies) to (continue|proceed|enter|negotiate|disclose)"
            + "|\\bor obligate (either|any|the) part(y|ies) to enter into\\b|\\b(shall|will|does) not (form|constitute) (any|an) offer\\b|\\bnothing\\b[^.;]{0,60}\\bobligates?\\b[^.;]{0,60}\\b(disclos|enter|proceed)"
            + "|\\b(not|nothing)\\b[^.;]{0,60}\\b(express|imply|create|constitute)\\w*( or (express|imply)\\w*)? (a|any) (commitment|obligation)\\b[^.;]{0,60}\\bto (disclose|purchase|sell|enter|proceed)"
            + "|(does|shall|will) not (be construed to )?(constitute|create) (an|any) (agreement|obligation|commitment) (on the part of (either|any) party )?to (proceed|enter|cooperate|retain|purchase|buy)"
            // "nothing herein (i) requires the disclosure of any Proprietary Information ..."
            + "|nothing .{0,80}(oblig|requir|commit).{0,80}(enter|proceed|disclos(e|ure)|purchase)"
            + "|(neither|no) party (has|is under|shall have) (an|any) obligation|nothing [^.;]{0,60}(constitute|create|imply) (a|any) commitment"
            // "No Party is obligated to proceed with any transaction or Opportunity"
            + "|\\bno party (is|shall be|will be) (obligated|obliged|required|bound) to (proceed|enter|disclose|continue)"
            + "|(shall|will|does) not constitute (or imply )?(a|any) commitment|(will|shall) be under (any|no) (legal )?obligation"
            + "|construed (as|to be) (an? )?(agreement|commitment|promise|obligation)\\b[^.;]{0,80}\\bto (do business|enter into|proceed|purchase|consummate|negotiate|disclose)"
            + "|construed as [^.;]{0,40}\\b(requiring|compelling|obliging|obligating) (a|either|any|the) part(y|ies) to (disclose|accept)"
            + "|\\b(not|no) be under (any|an) (legal )?obligation|does not give rise to any (legal )?obligation"
            + "|(does|shall|will) not (accept|assume|undertake) any obligation to (provide|update|disclose|continue)"
            + "|reserves? the right (not )?to (negotiate with|sell|dispose|reject any|terminate[^.;]{0,40}\\b(process|discussions|negotiations|participation))"
            + "|\\b(require|oblige|obligate|compel)s? (the |either |any )?(disclos\\w* party|discloser|party|parties)\\b[^.;]{0,20}\\bto (disclose|provide|furnish|continue disclosing|update)\\b"
            + "|(does|shall|will) not (create|constitute|impose)( or \\w+)? (any|an) (legal )?(obligation|commitment)"
            + "|\\bno (contract|agreement)\\b[^.;]{0,80}\\b(shall|will) be deemed to exist|(shall|will) not be any (legal )?obligation"
            + "|\\bfree to conduct\\b[^.;]{0,60}\\bprocess\\b"
            + "|until [^.;]{0,20}definitive agreement|(does|shall|will) not (imply|create) any (commercial |business |legal )?obligation");
        // the covenant outweighs its usual carve-out ("Except as required by law, neither party shall disclose ...")
        words(ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT, 3.5, "disclose\\b[^.;]{0,30}?\\b(the )?(existence|terms)( or (existence|terms))? of this agreement"
            + "|\\b(keep|hold|treat)\\b[^.;]{0,20}\\b(existence|terms|nature)\\b[^.;]{0,30}\\bof this agreement\\b[^.;]{0,20}\\bconfidential"
            + "|\\brelease to (trade publications|the press)\\b|\\bthe existence of,? or any of the terms\\b|\\bthat the confidential information has been made available\\b"
            + "|\\bdisclosure of (your|its|their|the) (possible )?interest in\\b");
        words(ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT, 3, "disclose [^.;]{0,40}the fact that|public (announcements?|statements?)|make any announcement|disclose or announce|announce or disclose|announce the purpose|participation in (the )?discussions|publici[sz]e|press releases?|\\buse (of )?(the )?names? of the other\\b|\\buse (of )?the other party['’]s names?\\b|(?<!during the )(existence|terms|contents?) of this agreement [^.;]{0,80}(confiden|not (be )?disclos|cannot be disclosed)|(existence|fact|nature|status)( (and|or) (existence|fact|nature|status|content|terms))? (of|that) [^.;]{0,30}(discussions|negotiations)");
        words(ClauseCategory.NO_REVERSE_ENGINEERING, 3, "reverse[- ]engineer|decompil|disassembl|(must|shall|will|may) not be analy[sz]ed|(analy[sz]\\w*|tests?|examin\\w*) [^.;]{0,80}to (determine|discover|derive) (the |its )?(structure|composition|formula|source code)");
        words(ClauseCategory.DATA_PROTECTION, 3, "personal data|data protection|privacy (legislation|laws?|acts?)\\b|\\bgdpr\\b|personally identifiable|\\bHIPAA\\b|health insurance portability"
            + "|protected health information|patient (care )?(information|records)");
        words(ClauseCategory.EXPORT_CONTROL, 3, "export (control|laws?|regulations?|administration)|re-?export"
            + "|\\bexport\\b[^.;]{0,120}\\b(governmental authori[sz]ation|foreign nationals?|export licen[cs]e)");
        // a standstill: no buying the company's securities or seeking control (outweighs the "public announcement" it lists)
        words(ClauseCategory.SECURITIES_TRADING, 3.5, "\\bstandstill\\b|\\bacquire\\b[^.;]{0,60}\\b(securities|voting stock|shares)\\b"
            + "|solicitation of proxies|\\bproxies to vote\\b");
        words(ClauseCategory.SECURITIES_TRADING, 3, "securities laws?|publicly[- ]traded|trading in [^.;]{0,30}securities|insider (trading|dealing|information)|material,? non-?public|purchas\\w* or sell\\w* .{0,40}securities"
            + "|\\b(sale|short-sale|purchase|acquisition) of any (equity |voting )?securities");
        words(ClauseCategory.SECURITIES_TRADING, 3.5, "\\boffer to (buy|sell|purchase)( or (buy|sell|purchase))? (any )?securities\\b");
        words(ClauseCategory.ENTIRE_AGREEMENT, 3, "no remed(y|ies) in respect of any (representation|statement)|(has|have) not relied (on|upon) any (representation|statement)"
            + "|\\bnon-reliance\\b|\\bembod(y|ies) all (the )?understandings\\b|\\bmerges? all prior\\b|entire (and complete )?(agreement|understanding)|(sole|whole|entire|complete) record of the (agreement|terms)|supersedes? (all |any )?(prior|previous|earlier|other)|whole agreement|full and complete understanding|complete (and exclusive )?(statement|agreement)"
            // no agreement outside the text: "Additional oral agreements do not exist", "There are no oral side agreements"
            + "|(oral|verbal)( side)? agreements (do not|shall not) exist"
            + "|there are no (other |additional |further )?(oral|verbal|side)( side)? agreements"
            + "|no (oral|verbal|side)( side)? agreements (exist|have been made)");
        words(ClauseCategory.NOTICES, 3, "\\bpoints? of contact\\b|\\b(send|sent|addressed|delivered)\\b[^.;]{0,60}\\bto the following (person|address|addressee)\\b|\\bchoose\\b[^.;]{0,40}\\baddress|domicili(um|a) citandi|\\bvary (its|their|his|her) (physical |postal |e-?mail )?address"
            + "|notices?\\b.{0,120}(in writing|shall be (sent|given|delivered|deemed|addressed))|(deemed|considered) (to have been )?(given|received|delivered|made)|any notice"
            // the address lines of a notice clause
            + "|(^|\\n)\\s*(attention|attn\\.?|(facsimile|fax|telephone|phone|tel\\.?|e-?mail)( no\\.?| number)?)\\s*:\\s*\\S");
        words(ClauseCategory.GOVERNING_LAW, 3, "governed by .{0,60}laws?|\\b(only )?[a-z]+ law (shall )?(exclusively )?appl(y|ies)\\b|governing law governs|(construed|interpreted|enforced|performed)( and (enforced|construed|interpreted))? in accordance with .{0,40}laws?|(?<!(incorporated|organi[sz]ed|established|existing|registered|formed) under the )laws? of (the )?(state|republic|province|commonwealth|england|scotland|ireland|federal)");
        words(ClauseCategory.JURISDICTION, 3.5, "submits? to the (exclusive |non-exclusive )?jurisdiction of|consents? to the (exclusive |non-exclusive )?jurisdiction of"
            + "|\\bshall be brought (only |exclusively )?in the (state |federal )?courts\\b");
        words(ClauseCategory.JURISDICTION, 2.5, "\\bsettle amicably\\b|\\bamicabl[ey] settle|(exclusive|non-exclusive) jurisdiction|submits? to .{0,40}jurisdiction|\\bvenue\\b|arbitrat|courts? (located )?(of|in|at) ");
        // also one of a list of things not allowed: "No set-off, assignment without consent or third-party rights."
        words(ClauseCategory.ANTI_ASSIGNMENT, 3, "\\bno ([\\w-]+, ){0,3}(or )?assignment\\b[^.;]{0,30}\\bwithout\\b[^.;]{0,30}\\bconsent\\b|(not|no party|neither party) .{0,60}\\bassign\\w*( or (otherwise )?(transfer|delegate)\\w*)? (this|the|its|any|all|their)\\b|(assign|transfer)\\w*\\b[^.;]{0,60}\\b(this (agreement|contract)|rights|obligations|interest)\\b[^.;]{0,60}(without|prior written)[^.;]{0,30}(consent|permission)|(may|shall|will) not be ((transferred|sold|delegated),? (or|and) )?assigned|(is|are|shall be) not assignable|non-?assignable");
        words(ClauseCategory.ANTI_ASSIGNMENT, 3, "(not|no party|neither party)[^.;]{0,60}\\b(cede|assign)\\w*,[^.;]{0,60}\\b(rights|obligations|this agreement)\\b");
        words(ClauseCategory.ANTI_ASSIGNMENT, 1, "successors and (permitted )?assigns");
        // the restriction outweighs the "binding upon ... successors and assigns" it usually follows
        words(ClauseCategory.ANTI_ASSIGNMENT, 4.5, "\\b(may|shall|will) not assign this agreement\\b|\\bany purported assignment\\b[^.;]{0,80}\\bvoid\\b");
        words(ClauseCategory.INDEMNITY, 3, "indemnif|hold harmless|indemnit");
        words(ClauseCategory.LIQUIDATED_DAMAGES, 3, "liquidated damages|(pay|forfeit) .{0,60}(penalty|sum of|amount of)|(monetary|financial) penalt(y|ies)|penalty [^.;]{0,40}(paid|payable|imposed)|"
            + TermPatterns.FIXED_SUM.pattern());
        words(ClauseCategory.IP_OWNERSHIP_ASSIGNMENT, 3, "hereby assigns?|assigns? .{0,80}(right, title and interest|intellectual property|inventions?)|works? (made )?for hire|work[- ]for[- ]hire"
            // what is created becomes the discloser's, not the copies made of its information
            + "|(invent|work product|development|improvement|deliverable|intellectual property|results?\\b|modification|derivative)\\w*[^.;]{0,150}"
            + "\\b(shall|will) (be|become) (the (sole |exclusive )?property of|(solely |exclusively )?owned by) the (disclos|company|employer|owner)");
        words(ClauseCategory.CAP_ON_LIABILITY, 3, "(aggregate |total )?liability\\b[^.;]{0,300}\\b(shall not exceed|limited to|in no event)|in no event (shall|will) .{0,60}liable");
        words(ClauseCategory.THIRD_PARTY_BENEFICIARY, 3, "third[- ]party beneficiar|enforceable by any (person|third party) (who is )?not a party|contracts \\(rights of third parties\\)"
            + "|(person|party) who is not a party to this agreement [^.;]{0,40}(no right|may not|shall not|cannot)"
            // "Only the parties may enforce rights under this agreement."
            + "|\\bonly the parties( hereto| to this agreement)? (may|can|shall be entitled to|have the right to) enforce\\b");
        words(ClauseCategory.THIRD_PARTY_BENEFICIARY, 3.5, "\\bnot for the benefit of any (third|other) (person|part)|\\b(rights|benefits?)( or obligations)? (to|in|on|upon) any third part(y|ies)\\b");
        words(ClauseCategory.CHANGE_OF_CONTROL, 3, "change (of|in) control");
        // privileged material disclosed is no waiver of the privilege: boilerplate, whatever it says of the information; a definition
        // that only lists privileged communications among the information stays the definition
        String privilege = "(attorney[- ]client privilege|solicitor[- ]client privilege|legal (professional )?privilege|work product (protection|doctrine|privilege))";
        words(ClauseCategory.GENERAL_PROVISIONS, 3.5, privilege + "[^.;]{0,200}\\b(waiv|preserv|los[es]|prejudic|impair)|\\b(waiv|preserv|los[es]|prejudic|impair)\\w*[^.;]{0,200}" + privilege);
        words(ClauseCategory.GENERAL_PROVISIONS, 3, "(interpreted|construed) in favou?r of the party\\b[^.;]{0,40}\\bdraft|(interpreted|construed) (for or )?against (the|either|any) ([\\w-]+ )?(party|drafter|entity)|\\bdraftsman\\b"
            + "|participated (equally|jointly) in the drafting|\\b(recitals|recordals|preamble|schedules?|annexures?) "
            + "(forms?|shall form) (an )?integral part");
        // late payment's interest, the advice to take legal counsel: boilerplate whatever the heading over them
        words(ClauseCategory.GENERAL_PROVISIONS, 3.5, "\\bbear interest at\\b");
        // a warranty given, not disclaimed: "The Disclosing Party warrants that disclosure ... will not result in a breach of any other agreement"
        words(ClauseCategory.GENERAL_PROVISIONS, 3, "\\bwarrants that (the )?disclosure\\b");
        words(ClauseCategory.GENERAL_PROVISIONS, 3.5, "\\bconflicts? of interests?\\b|\\bexecute and deliver such (other|further) (documents|instruments)\\b");
        // a waiver in plain words: "may exercise its rights ... at any time, even if they delayed doing so"
        words(ClauseCategory.GENERAL_PROVISIONS, 3, "\\beven if (they|it|he|she) (delayed|failed)\\b");
        words(ClauseCategory.GENERAL_PROVISIONS, 3, "\\b(not )?provide legal advice\\b|opportunity to (consult|obtain|seek) (the advice of |with )?(independent )?(legal )?(counsel|advice)"
            + "|seek the advice of (their|its|his|her) own legal counsel"
            // a form's advice to its user: "should be reviewed by a qualified business attorney", "consult with legal counsel
            // before signing"
            + "|\\b(should|must) be reviewed by (a |an |your )?(qualified )?([\\w-]+ )?(attorney|lawyer|counsel|solicitor)\\b"
            + "|\\bconsult (with )?(qualified |independent |your own )?(legal counsel|an? (attorney|lawyer|solicitor))\\b"
            + "[^.;]{0,30}\\bbefore\\b");
        // the interpretation clause's "headings are for ease of reference only" is boilerplate, not another definition
        words(ClauseCategory.GENERAL_PROVISIONS, 2.5, "\\bheadings?\\b[^.;]{0,60}\\b(convenience|ease of reference|reference (purposes )?only|not (to )?affect)");
        // severance outweighs the "remain in full force and effect" it always says
        words(ClauseCategory.GENERAL_PROVISIONS, 3, "(invalid|illegal|unenforceable)[^.;]{0,200}(remain|remaining|not (be )?affect)|\\bsevered\\b"
            + "|\\b(is|becomes|is or becomes) (invalid|illegal|unenforceable)\\b"
            // a party's authority to sign or disclose, the words of interpretation: boilerplate
            + "|\\bduly authori[sz]ed to (bind|execute|sign|enter)"
            + "|opportunity to have (legal )?counsel review|\\bnot words of limitation\\b"
            + "|(held|declared|found|deemed|rendered|adjudged) (by [^.;]{0,60})?(to be )?(illegal|invalid|unenforceable|void)\\b"
            + "|\\bin duplicate\\b|\\boriginal copies\\b|\\bin the english language\\b|\\bengrossed\\b"
            + "|(amendments?|modifications?|additions?|variations?)\\b[^.;]{0,60}\\b(must|shall|ha(ve|s) to) (only )?be (made )?(only )?in writing"
            + "|\\b(ha[sd]|have) (the )?full (right,? )?(power and )?authority to\\b|\\bno (employment|agency|partnership)\\b[^.;]{0,40}\\b(contract|relationship)\\b[^.;]{0,20}\\b(exists|is created)");
        // represented or warranted, a party's authority is boilerplate only where the clause says little else (it often goes with a
        // disclaimer)
        words(ClauseCategory.GENERAL_PROVISIONS, 1.5, "\\brepresents\\b[^.;]{0,40}\\bit has the (full )?(right|power|authority)\\b");
        words(ClauseCategory.GENERAL_PROVISIONS, 2, "\\bwarrants that it has the (full )?(right|power|authority)\\b");
        // a party's agency for the other, which "Nothing ... shall grant to any Party the right" often opens
        words(ClauseCategory.GENERAL_PROVISIONS, 3.5, "\\b(right|authority|power) to (make any commitments?|bind|act|incur)\\b[^.;]{0,60}\\bon behalf of\\b");
        words(ClauseCategory.GENERAL_PROVISIONS, 2, "\\bno (variation|amendment|modification)\\b[^.;]{0,80}\\b(effective|valid|binding)\\b[^.;]{0,40}\\bunless\\b[^.;]{0,30}\\bin writing|counterparts|severab|divisible|\\bwaiver\\b|no (failure|delay)|(amended|modified|varied|amendment|modification) .{0,120}(in writing|signed|written (agreement|instrument))"
            + "|construed against|by reason of (its )?authorship|(jointly|mutually) (prepared|drafted)|(prepared|drafted) jointly|inure to the benefit"
            + "|beyond [^.;]{0,30}control|acts? of god|force majeure|represents?,? (and )?warrants?|warrants?,? (and )?represents?"
            + "|omitted from this (public )?filing|filed separately with the (securities|sec\\b)|personally guarantee|guarantee (the )?performance"
            // a relationship the agreement does not create, not "the purpose of ... entering into a joint venture" nor "any person, firm or partnership"
            + "|(?<!(employees|officers|directors|agents|consultants|staff|personnel)(,| and| or)? )independent contractors?(?!,? (officers|directors|agents|employees|consultants|and|or)\\b)|\\b(create|establish|constitute|form|deem|construe)\\w*\\b[^.;]{0,80}\\b(partnership|joint venture|agency relationship)|headings .{0,40}(convenience|not affect)|authority to (bind|execute|sign|enter)|bear (its|their) own (costs|expenses)|binding (up)?on .{0,100}successors"
            // signing by fax, not a notice sent by fax
            + "|(executed|signed|signatures?|cop(y|ies) of this agreement)[^.;]{0,100}\\bfacsimile|facsimile (signatures?|copies|counterparts?)"
            + "|time is of the essence"
            // consideration acknowledged, legal advice taken, terms in an appendix, pronouns
            + "|(important|material|integral) part of the consideration|(independent )?legal advice|opportunity to (consult|obtain|seek) (with )?(independent )?(legal )?(counsel|advice)"
            + "|(set[- ]out|set forth|attached) (in|as) (appendix|schedule|exhibit|annex)\\b|pronouns? [^.;]{0,60}(masculine|feminine|neuter|gender)"
            + "|intentionally left blank");
        // a letter's request to countersign it
        words(ClauseCategory.GENERAL_PROVISIONS, 3, "please (confirm|indicate|sign|execute|countersign)\\b[^.;]{0,80}\\b(sign|execut|countersign|return)\\w*"
            // another entity joining the agreement
            + "|\\bmay become a party to this agreement\\b|\\baccede to this agreement\\b");
        // the agreement's opening words, wherever a cover page has pushed them
        words(ClauseCategory.PREAMBLE, 3, "^([^\\n]{0,200}\\n)?\\W*(this|the)\\b.{0,120}\\b(agreement|covenant|undertaking)\\b.{0,200}\\bby and (between|among)\\b");
        // background said in a numbered clause: why information will pass ("In order to perform this contract, the
        // contractor will need access to VA data", "it may be necessary for either Party to disclose")
        words(ClauseCategory.PREAMBLE, 3, "^\\W*(\\d{1,2}\\.\\s*)?(in order to|to facilitate|in connection with|in the course of)\\b[^.;]{0,200}"
            + "\\b(will|may) (need|require) (to have )?access\\b|it (may|will) be necessary for (either|each|one|both|the) part(y|ies)\\b[^.;]{0,20}"
            + "\\bto (disclose|share|exchange|provide)");
        words(ClauseCategory.PREAMBLE, 3, "\\b(acknowledges?|confirms?) (having been|that (it|he|she|they) (has|have) been) (advised|informed)\\b[^.;]{0,40}:\\s*$");
        words(ClauseCategory.PREAMBLE, 3, "^\\W*(whereas|recitals?\\b|background\\b|be it known\\b)|now,? therefore|(it is|is hereby|are) agreed\\b[^.;:]{0,60}?\\bas follows|(the parties|each party) (hereby )?agrees? as follows|(^|\\n)\\W*in consideration of [^.]{0,300}\\b(agree|covenant)\\w*\\b[^.;]{0,60}(:|as follows|the following)|agree as (follows|set out (herein|below))|agrees? to the following (terms|provisions)");
    }

    private ClauseRules() {
    }

    private static void heading(ClauseCategory category, String regex) {
        HEADINGS.add(new Cue(category, HEADING, finder(regex)));
    }

    private static void words(ClauseCategory category, double weight, String regex) {
        WORDS.add(new Cue(category, weight, finder(regex)));
    }

    /**
     * Words that count only where they are not another covenant's carve-out: "Unless otherwise required by applicable law,
     * neither you nor your Representatives will disclose the fact that ..." is no compelled-disclosure clause.
     */
    private static void carveOut(ClauseCategory category, double weight, String regex) {
        Pattern pattern = Pattern.compile(regex, Pattern.CASE_INSENSITIVE);
        WORDS.add(new Cue(category, weight, text -> {
            Matcher matcher = pattern.matcher(text);
            while (matcher.find()) {
                if (!CARVE_OUT.matcher(text.substring(Math.max(0, matcher.start() - 30), matcher.start())).find()) {
                    return Optional.of(matcher.toMatchResult());
                }
            }
            return Optional.empty();
        }));
    }

    /** Words of a covenant that count only where they bind, not where a sentence frees a party ({@link TermPatterns#binding}). */
    private static void covenant(ClauseCategory category, double weight, String regex) {
        Pattern pattern = Pattern.compile(regex, Pattern.CASE_INSENSITIVE);
        WORDS.add(new Cue(category, weight, text -> TermPatterns.binding(pattern, text)));
    }

    private static Function<String, Optional<MatchResult>> finder(String regex) {
        return finder(Pattern.compile(regex, Pattern.CASE_INSENSITIVE));
    }

    private static Function<String, Optional<MatchResult>> finder(Pattern pattern) {
        return text -> {
            Matcher matcher = pattern.matcher(text);
            return matcher.find() ? Optional.of(matcher.toMatchResult()) : Optional.empty();
        };
    }

    /** The rules' decisions for the clause chunks of a whole document (context such as a section's heading is read across chunks). */
    public static Map<String, ClauseDecision> decide(List<Chunk> document) {
        Map<String, ClauseDecision> decided = new LinkedHashMap<>();
        LeadIn leadIn = null;
        ClauseDecision freedBefore = null; // the last item the current lead-in freed
        boolean numberedSectionSeen = false;
        boolean operativeSeen = false;
        for (Chunk chunk : document) {
            if (chunk.kind() != ChunkKind.CLAUSE) {
                continue;
            }
            numberedSectionSeen |= chunk.sectionPath().stream().anyMatch(s -> Headings.NUMBERING.matcher(s).lookingAt()
                && !NUMBER_PAREN_ONLY.matcher(s).matches());
            // the opening is what comes before the numbered clauses and the words that begin the terms ("agree as follows")
            boolean opening = !numberedSectionSeen && !operativeSeen || chunk.index() < 3;
            operativeSeen |= OPERATIVE.matcher(chunk.content()).find();
            String heading = Headings.of(chunk);
            // a term agreed among the recitals is no recital, whatever the heading over it
            if (heading != null && AGREED_TERM.matcher(chunk.content()).lookingAt() && RECITALS_TITLE.matcher(heading).find()) {
                heading = null;
            }
            ClauseDecision decision = decide(chunk, heading, opening);
            if (!numberedSectionSeen && TICK_BOX.matcher(chunk.content()).lookingAt()
                && (decision == null || !DEFINED_IN_RECITALS.contains(decision.category()) && decision.confidence() < 0.95)) {
                decision = new ClauseDecision(chunk.id(), ClauseCategory.PREAMBLE, decision == null ? List.of() : List.of(decision.category()),
                    0.85, "Classified as " + ClauseCategory.PREAMBLE.displayName() + ": a tick-box option of the form's opening", DecisionLayer.LOCAL);
            }
            boolean outlineItem = outlineItem(leadIn, chunk);
            boolean item = LIST_ITEM.matcher(chunk.content()).lookingAt() || subItem(leadIn, chunk) || outlineItem;
            if (item && leadIn != null && (outlineItem || heads(leadIn.chunk().sectionPath(), chunk.sectionPath()))) {
                // the section's heading is no word of the item's own: "(a) it informs its Representatives ..." under "Obligations of
                // Confidentiality" is a condition of the lead-in's "may disclose ... to its Representatives, provided that:"
                String own = Headings.own(chunk);
                boolean ownWords = decision != null && (Objects.equals(own, heading) || decide(chunk, own, opening) != null);
                ClauseDecision byOwnWords = ownWords ? decision : null;
                ClauseDecision freed = freedByLeadIn(chunk, byOwnWords, leadIn, opening);
                // a bullet's own words stand ("• I will not disclose any PHI" under "I understand that:"): it takes its lead-in's
                // topic only when it has none and that topic is no opening's, or as the freedom a freeing lead-in makes of it
                boolean bulletOfItsOwn = BULLET.matcher(chunk.content()).lookingAt()
                    && (ownWords || leadIn.category() == ClauseCategory.PREAMBLE);
                if (freed == null && byOwnWords == null && freedBefore != null) {
                    // a freedom listed after another of the same lead-in: "- competing with the other party;" / "- entering into any
                    // business relationship with any non-party"
                    freed = new ClauseDecision(chunk.id(), freedBefore.category(), List.of(), 0.75,
                        "Classified as %s: a freedom listed after %s under the same lead-in".formatted(
                            freedBefore.category().displayName(), freedBefore.chunkId()), DecisionLayer.LOCAL);
                }
                freedBefore = freed != null ? freed : freedBefore;
                decision = freed != null ? freed : bulletOfItsOwn ? decision : underLeadIn(chunk, byOwnWords, leadIn);
            }
            if (decision != null) {
                decided.put(chunk.id(), decision);
            }
            // an item may introduce items of its own: "(c) ... neither Party shall:" then "(x)", "(y)"
            if (!item || decision != null && TermPatterns.introducesList(chunk.content())) {
                // a lead-in of no topic of its own may still free what its items name ("No terms of this agreement prohibit ...:")
                leadIn = decision != null ? LeadIn.of(chunk, decision)
                    : TermPatterns.freesItsItems(lastSentence(chunk.content().strip())) ? new LeadIn(chunk, null, false) : null;
                freedBefore = null;
            }
        }
        bareLeadIns(document, decided);
        recitals(document, decided);
        return decided;
    }

    /**
     * A lead-in whose own words name no topic ("Each Party acknowledges and agrees:", "By signing this agreement, the
     * contractor acknowledges and understands the following:") is about what its list items are about: the topic most of
     * them share, with the next ones as secondary; a lead-in to undertakings that share no topic is about the duties of
     * confidence ("Receiving Party shall:"), another takes its first item's topic. A heading's topic gives way to the items'
     * ("This Agreement does not include any representations, warranties or other obligations:" under "General").
     */
    private static void bareLeadIns(List<Chunk> document, Map<String, ClauseDecision> decided) {
        List<Chunk> clauses = document.stream().filter(c -> c.kind() == ChunkKind.CLAUSE).toList();
        for (int i = 0; i < clauses.size(); i++) {
            Chunk lead = clauses.get(i);
            String text = lead.content().strip();
            if (decided.containsKey(lead.id()) && cue(text, c -> true).isPresent() || !TermPatterns.introducesList(text) || words(text) > BARE_LEAD_IN_WORDS) {
                continue;
            }
            Map<ClauseCategory, Integer> topics = new LinkedHashMap<>();
            for (Chunk item : clauses.subList(i + 1, clauses.size())) {
                boolean listed = LIST_ITEM.matcher(item.content()).lookingAt() || numberedBelow(lead, item);
                if (!listed || !sameSection(lead.sectionPath(), item.sectionPath())) {
                    break;
                }
                Optional.ofNullable(decided.get(item.id())).ifPresent(d -> topics.merge(d.category(), 1, Integer::sum));
            }
            List<ClauseCategory> ranked = topics.entrySet().stream()
                .sorted(Map.Entry.<ClauseCategory, Integer>comparingByValue().reversed()).map(Map.Entry::getKey).toList();
            if (ranked.isEmpty()) {
                continue;
            }
            ClauseCategory category = ranked.getFirst();
            String why = "it introduces the list that follows, most of whose items are on that topic";
            if (ranked.size() > 1 && topics.get(ranked.get(1)).equals(topics.get(category)) && UNDERTAKES.matcher(text).find()
                && !NOTHING_CONSTRUED.matcher(text).find()) {
                category = ClauseCategory.CONFIDENTIALITY_OBLIGATION;
                why = "it introduces the undertakings that follow, no topic more than another";
            }
            ClauseCategory primary = category;
            decided.put(lead.id(), new ClauseDecision(lead.id(), primary, ranked.stream().filter(c -> c != primary).limit(MAX_SECONDARY).toList(),
                0.75, "Classified as %s: %s".formatted(primary.displayName(), why), DecisionLayer.LOCAL));
        }
    }

    /** "4.1.1 ..." after a lead-in "4.1 Each party may disclose ...:": an item numbered one level below its lead-in. */
    private static boolean subItem(LeadIn leadIn, Chunk chunk) {
        return leadIn != null && numberedBelow(leadIn.chunk(), chunk);
    }

    /**
     * "1. Provide an opportunity to cure ..." under "B. Termination for Cause. ... may do one or more of the following:" in an
     * outline numbered "I.", "A.", "1.": a numbered item in the lettered section's own path (the Parser nests it there).
     */
    private static boolean outlineItem(LeadIn leadIn, Chunk chunk) {
        if (leadIn == null || !LETTERED.matcher(leadIn.chunk().content()).lookingAt() || !DIGIT_ITEM.matcher(chunk.content()).lookingAt()) {
            return false;
        }
        List<String> lead = leadIn.chunk().sectionPath();
        List<String> own = chunk.sectionPath();
        return !lead.isEmpty() && own.size() == lead.size() + 1 && own.subList(0, lead.size()).equals(lead);
    }

    private static boolean numberedBelow(Chunk leadIn, Chunk chunk) {
        if (!TermPatterns.introducesList(leadIn.content())) {
            return false;
        }
        Matcher lead = SECTION_NUMBER.matcher(leadIn.content());
        Matcher own = SECTION_NUMBER.matcher(chunk.content());
        return lead.lookingAt() && own.lookingAt() && own.group(1).matches(Pattern.quote(lead.group(1)) + "\\.\\d{1,3}");
    }

    /**
     * The clause before a run of list items.
     *
     * @param category   what its items are about: its last sentence's topic when that introduces the list in words of
     *                   its own ("... Confidential Information shall not include:" after a definition), else its category;
     *                   null for a lead-in of no topic that only frees what its items name
     * @param introduces whether its items belong to that topic even where their own words weakly point elsewhere: a
     *                   lead-in ending "...:" or "... that" whose last sentence names a topic, but not a generic one ("The
     *                   Receiving Party further agrees:") nor "..., except:" (the items may be exclusions or permitted
     *                   disclosures), whose items keep their own words
     */
    private record LeadIn(Chunk chunk, ClauseCategory category, boolean introduces) {
        static LeadIn of(Chunk chunk, ClauseDecision decision) {
            String text = chunk.content().strip();
            String last = lastSentence(text);
            Optional<ClauseCategory> named = cue(last, c -> true);
            ClauseCategory category = decision.category();
            // a last sentence of its own introduces the list ("... Confidential Information shall not include:" after a definition;
            // "“Confidential Information” means:" is no other definition); a lead-in of one sentence keeps its own topic
            if (TermPatterns.introducesList(text) && named.isPresent() && last.length() < text.length()) {
                category = named.get() != category ? named.get() : cue(last, c -> c != decision.category()
                    && !(decision.category() == ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION && c == ClauseCategory.DEFINITIONS)).orElse(category);
            }
            boolean introduces = (TermPatterns.introducesList(text) || text.endsWith("that")) && !EXCEPT.matcher(text).find() && named.isPresent();
            return new LeadIn(chunk, category, introduces);
        }
    }

    /** The category of the first strong word cue in {@code text} that {@code wanted} accepts. */
    private static Optional<ClauseCategory> cue(String text, Predicate<ClauseCategory> wanted) {
        return WORDS.stream().filter(cue -> cue.weight() >= 3 && wanted.test(cue.category()))
            .filter(cue -> cue.find().apply(text).isPresent()).findFirst().map(Cue::category);
    }

    private static String lastSentence(String text) {
        int start = 0;
        Matcher stop = SENTENCE_END.matcher(text);
        while (stop.find() && stop.end() < text.length()) {
            start = stop.end();
        }
        return text.substring(start);
    }

    /**
     * Text between the opening words (the parties) and the words that start the operative clauses ("the parties
     * agree as follows") is recital, whatever it mentions, when no numbered clause has begun: "A. The parties wish
     * to discuss a possible relationship ..." is background, not an exclusivity clause.
     */
    private static void recitals(List<Chunk> document, Map<String, ClauseDecision> decided) {
        List<Chunk> clauses = document.stream().filter(c -> c.kind() == ChunkKind.CLAUSE).toList();
        int opening = -1;
        int lastDefined = -1;
        for (int i = 0; i < clauses.size(); i++) {
            Chunk chunk = clauses.get(i);
            if (chunk.sectionPath().stream().anyMatch(s -> Headings.NUMBERING.matcher(s).lookingAt()) || NUMBERED.matcher(chunk.content()).lookingAt()) {
                return; // the numbered clauses have begun
            }
            ClauseDecision decision = decided.get(chunk.id());
            boolean preamble = decision != null && decision.category() == ClauseCategory.PREAMBLE;
            if (opening < 0) {
                if (preamble && !OPERATIVE.matcher(chunk.content()).find()) {
                    opening = i; // the parties, and the terms not yet begun
                } else if (preamble || i >= COVER_LINES) {
                    return; // the opening leads straight into the terms, or there is none (a title or a cover's fields may come first)
                }
            } else if (i - Math.max(opening, lastDefined) > MAX_RECITALS) {
                return; // too far from the opening, or from the last recital or party line, for the operative words to end them
            } else if (OPERATIVE.matcher(chunk.content()).find()) {
                for (Chunk recital : clauses.subList(opening + 1, i)) {
                    ClauseDecision own = decided.get(recital.id());
                    if (!AGREED_TERM.matcher(recital.content()).lookingAt() && (own == null
                        || !DEFINED_IN_RECITALS.contains(own.category()) && own.confidence() < 0.95)) {
                        decided.put(recital.id(), new ClauseDecision(recital.id(), ClauseCategory.PREAMBLE,
                            own == null ? List.of() : List.of(own.category()), 0.85, "Classified as "
                                + ClauseCategory.PREAMBLE.displayName() + ": a recital, between the parties and the words that "
                                + "begin the agreement's terms", DecisionLayer.LOCAL));
                    }
                }
                return;
            } else if (decision != null && DEFINED_IN_RECITALS.contains(decision.category())) {
                lastDefined = i;
            }
        }
    }

    /**
     * An item a freeing lead-in completes, read with it, where its own words (not its section's heading) name a covenant or
     * nothing: "competing with the other party" under "No terms of this agreement prohibit either party from:" is a freedom
     * to compete, and "commits the parties to perform any work" under "Neither this agreement ... in any way:" no obligation
     * to proceed. Null when the lead-in binds or the joined words place the item nowhere.
     */
    private static ClauseDecision freedByLeadIn(Chunk item, ClauseDecision own, LeadIn leadIn, boolean opening) {
        String lead = lastSentence(leadIn.chunk().content().strip());
        if (own != null && !COVENANTS.contains(own.category()) || !TermPatterns.freesItsItems(lead)) {
            return null;
        }
        ClauseDecision joined = decide(item.id(), lead + " " + LeadIns.withoutMarker(item.content()).strip(), null, opening);
        String with = "read with its lead-in \"%s\"".formatted(Classifier.preview(lead));
        if (joined != null && !COVENANTS.contains(joined.category())) {
            return new ClauseDecision(item.id(), joined.category(), own == null ? joined.secondary() : List.of(own.category()),
                joined.confidence(), joined.reason() + ", " + with, DecisionLayer.LOCAL);
        }
        // a covenant's words the lead-in frees from: "entering into any business relationship with any non-party"
        return own == null ? null : new ClauseDecision(item.id(), ClauseCategory.COMPETITIVE_RESTRICTION_EXCEPTION, List.of(own.category()),
            0.75, "Classified as %s: a freedom from what its words name, %s".formatted(
                ClauseCategory.COMPETITIVE_RESTRICTION_EXCEPTION.displayName(), with), DecisionLayer.LOCAL);
    }

    /**
     * A list item takes its lead-in's category when its own words place it nowhere, or, under a lead-in that
     * introduces the list ("...that:"), when they place it elsewhere with less than full confidence (kept as secondary).
     */
    private static ClauseDecision underLeadIn(Chunk item, ClauseDecision own, LeadIn leadIn) {
        if (leadIn.category() == null || own != null && !(leadIn.introduces() && own.category() != leadIn.category() && own.confidence() < 0.95)) {
            return own;
        }
        String leadText = leadIn.chunk().content().strip();
        String ownWords = own == null ? "" : "; its own words point to " + own.category().displayName();
        return new ClauseDecision(item.id(), leadIn.category(), own == null ? List.of() : List.of(own.category()), 0.75,
            "Classified as %s: a list item under \"%s\", which is %s%s".formatted(leadIn.category().displayName(),
                Classifier.preview(leadText), leadIn.category().displayName(), ownWords), DecisionLayer.LOCAL);
    }

    /**
     * Every topic the clauses state in so many words (the strongest word cues, whatever the heading or
     * the primary category): a clause on several topics shows each of them present.
     */
    public static Set<ClauseCategory> topics(List<Chunk> document) {
        Set<ClauseCategory> topics = EnumSet.noneOf(ClauseCategory.class);
        for (Chunk chunk : document) {
            if (chunk.kind() == ChunkKind.CLAUSE) {
                for (Cue cue : WORDS) {
                    if (cue.weight() >= 3 && !topics.contains(cue.category()) && cue.find().apply(chunk.content()).isPresent()) {
                        topics.add(cue.category());
                    }
                }
            }
        }
        return topics;
    }

    /**
     * Whether a lead-in in section {@code leadIn} heads an item in section {@code item}: its own section or one below it, unless
     * a numbered clause has begun between them ("... the parties hereby agree to the following:" heads no "(a)" of "2. Restrictions").
     */
    private static boolean heads(List<String> leadIn, List<String> item) {
        return item.size() >= leadIn.size() && item.subList(0, leadIn.size()).equals(leadIn)
            && item.subList(leadIn.size(), item.size()).stream().noneMatch(s -> TOP_CLAUSE.matcher(s).lookingAt());
    }

    private static boolean sameSection(List<String> leadIn, List<String> item) {
        return !leadIn.isEmpty() && !item.isEmpty() ? item.getFirst().equals(leadIn.getFirst()) : leadIn.isEmpty();
    }

    static ClauseDecision decide(Chunk chunk, String heading, boolean opening) {
        return decide(chunk.id(), chunk.content(), heading, opening);
    }

    private static ClauseDecision decide(String id, String text, String heading, boolean opening) {
        Map<ClauseCategory, Double> scores = new EnumMap<>(ClauseCategory.class);
        Map<ClauseCategory, List<String>> found = new EnumMap<>(ClauseCategory.class);
        // a heading names its main topic first: "Obligations of confidentiality and non-use"
        Map<ClauseCategory, Integer> headingAt = new EnumMap<>(ClauseCategory.class);
        if (heading != null) {
            for (Cue cue : HEADINGS) {
                Optional<MatchResult> match = scores.containsKey(cue.category()) ? Optional.empty() : cue.find().apply(heading);
                if (match.isPresent()) {
                    scores.put(cue.category(), cue.weight());
                    headingAt.put(cue.category(), match.get().start());
                    found.computeIfAbsent(cue.category(), c -> new ArrayList<>()).add("the heading \"" + heading + "\"");
                }
            }
        }
        int lead = leadEnd(text);
        for (Cue cue : WORDS) {
            Optional<MatchResult> match = cue.find().apply(text);
            if (match.isPresent()) {
                scores.merge(cue.category(), match.get().start() < lead ? cue.weight() * LEAD : cue.weight(), Double::sum);
                found.computeIfAbsent(cue.category(), c -> new ArrayList<>()).add("\"" + shorten(match.get().group()) + "\"");
            }
        }
        boolean partyNamed = opening && PARTY_NAMED.matcher(text).find();
        if (partyNamed || opening && (OPENING_FACTS.matcher(text).find() || PARTY_DESCRIPTION.matcher(text).find())) {
            // a party named in the opening outweighs the "hereinafter referred to as" that names it
            scores.merge(ClauseCategory.PREAMBLE, partyNamed ? 3.5 : 3.0, Double::sum);
            found.computeIfAbsent(ClauseCategory.PREAMBLE, c -> new ArrayList<>()).add("the agreement's opening words");
        }
        if (scores.getOrDefault(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, 0.0) >= 3) {
            scores.remove(ClauseCategory.DEFINITIONS); // the definition of Confidential Information is not "another" definition
        }
        List<Map.Entry<ClauseCategory, Double>> ranked = scores.entrySet().stream()
            .filter(e -> e.getValue() >= DECIDES)
            .sorted(Map.Entry.<ClauseCategory, Double>comparingByValue().reversed()
                .thenComparing(e -> found.get(e.getKey()).getFirst().startsWith("the heading") ? 1 : 0)
                .thenComparing(e -> headingAt.getOrDefault(e.getKey(), Integer.MAX_VALUE)))
            .toList();
        if (ranked.isEmpty()) {
            return null;
        }
        ClauseCategory primary = ranked.getFirst().getKey();
        double score = ranked.getFirst().getValue();
        List<ClauseCategory> secondary = ranked.stream().skip(1).limit(MAX_SECONDARY).map(Map.Entry::getKey).toList();
        double confidence = score >= 5 ? 0.95 : score >= 3 ? 0.85 : 0.75;
        // two cues on the same words ("same degree of care") name them once
        String reason = "Classified as %s by %s".formatted(primary.displayName(),
            String.join(" and ", found.get(primary).stream().distinct().toList()));
        if (!secondary.isEmpty()) {
            reason += "; also touches " + String.join(", ", secondary.stream().map(ClauseCategory::displayName).toList());
        }
        return new ClauseDecision(id, primary, secondary, confidence, reason, DecisionLayer.LOCAL);
    }


    /** Where the clause's first sentence (after its heading) ends. */
    private static int leadEnd(String text) {
        int heading = Headings.ownEnd(text);
        Matcher number = MARKER.matcher(text);
        int from = heading >= 0 ? heading : number.lookingAt() ? number.end() : 0;
        Matcher stop = SENTENCE_END.matcher(text);
        return stop.find(from) ? stop.end() : text.length();
    }

    private static int words(String text) {
        return text.isBlank() ? 0 : text.strip().split("\\s+").length;
    }

    private static String shorten(String quote) {
        String flat = quote.replaceAll("\\s+", " ").strip();
        return flat.length() <= 60 ? flat : flat.substring(0, 59) + "…";
    }
}
