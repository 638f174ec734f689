package dev.clauselens.core.terms;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.terms.KeyTerms.Term;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * The contracting parties as a document's opening names them: the names after "between" ("by and between Acme Inc.
 * ("Acme") and Beta LLC"), parties set out one to a paragraph or on bulleted lines under it, a cover page's lines, a
 * letter's addressee and the companies it is signed for, and a name left blank to fill in ("__________", "[Company Name]",
 * "{{signerName}}"). Each is quoted from the raw text; descriptions ("a Delaware corporation", addresses) are left out.
 */
final class Parties {
    private static final int CASE = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    /**
     * Where the parties' names begin: "between", "entered into among", "entered into by the United States Department of ...",
     * "Parties:" with the names on its line (a leading "the" skipped).
     */
    private static final Pattern BETWEEN = Pattern.compile("\\b(?:between|by\\s+and\\s+among|(?<=(?:into|made)\\s)among|entered\\s+into\\s+by(?!\\s+and\\b)"
        // "is made and entered into this __ day of ___ ("Effective Date") by CiF Lab Solutions LP ("CIF")": one party named
        + "|(?<=\\b(?:is|was)\\s(?:made\\sand\\s)?(?:made|entered\\sinto)\\b(?:(?!\\bbetween\\b|\\bamong\\b)[^.;]){1,80}?)\\bby(?!\\s+and\\b)"
        // a field that lists them on its line: "Parties: ______ ("Party A") and ______ ("Party B")"
        + "|(?m:^)[ \\t]*(?:the\\s+)?parties(?=[ \\t]*:[ \\t]*\\S))"
        + "\\s*[:,]?-?(?:\\s+|$|(?=_{3,}))"
        + "(?:(?-i:the)\\s+(?=(?-i:(?!Part(?:y|ies)\\b)\\p{Lu})))?", CASE);
    /** A name in capitals first, with its company suffix ("Beta Corp.", "Acme, Inc.", "Acme (Pty) Ltd"): group 1. */
    private static final String NAME_SOURCE = "[\"“]?([A-Z0-9][^,(\\n;:]{1,100}?(?:,?\\s+(?i:" + TermPatterns.COMPANY_SUFFIX + ")\\.?"
        // a South African company's suffix in brackets: "Grindrod South Africa (Proprietary) Limited", "Acme (Pty) Ltd"; a country in
        // brackets before the suffix: "Quillmark (Tasmania) Pte Ltd"
        + "|\\s*\\((?:(?i:pty|proprietary)|\\p{Lu}\\p{L}+(?:\\s\\p{Lu}\\p{L}+)?)\\)\\s+(?:(?i:pte|pvt|private)\\.?\\s+)?(?i:ltd|limited)\\.?)?)[\"”]?\\s*";
    /** A name up to the next party's: "... and Acme Corp.", "... and the Client" (a party named by its role). */
    private static final Pattern NAME = Pattern.compile(NAME_SOURCE + "(?=[,(\\n;:]|\\s+-|\\s+–|\\s+(?:and|AND)\\s+(?:(?-i:the)\\s+(?=\\p{Lu}))?[A-Z\"“\\[_]|$)");
    /**
     * The last party's name, which no "AND" splits, up to a wide gap or a dash: "... and EXXONMOBIL RESEARCH AND ENGINEERING COMPANY
     * Source: ...", "Quillmark — info@example.com".
     */
    private static final Pattern LAST_NAME = Pattern.compile(NAME_SOURCE + "(?=[,(\\n;:]|\\s{2,}|\\s+[-–—]|$)");
    /** A name on a paragraph of its own, up to its description's comma, bracket or wide gap ("ExxonMobil Research and Engineering Company, a"). */
    private static final Pattern LISTED_NAME = Pattern.compile(NAME_SOURCE + "(?=[,(]|\\s{3,}|$|\\s+of\\s+(?=[^,]{0,30}\\d)"
        // an address after the company's suffix: "Invincible Software Holdings Ltd of The Old Stables, Eaton"
        + "|(?<=\\b(?i:" + TermPatterns.COMPANY_SUFFIX + ")\\.?)\\s+of\\s)");
    /**
     * Where a party's name ends and its description starts: "Audible Inc. a Delaware corporation", "XIMAGE corporation whose
     * address is", "DGT Corp. Suite 207", "LEO PHARMA A/S of Industriparken 55", a wide gap before "With principal offices".
     */
    private static final Pattern DESCRIPTION = Pattern.compile("\\s{3,}|,?\\s+an?\\s+(?:[\\w.\\[\\]-]+\\s+){0,4}?\\[?(?:corporation|company|partnership|"
        + "association|entity|organi[sz]ation|limited\\s+liability)\\b|,?\\s+(?:whose|with\\s+(?:its\\s+)?(?:principal|registered|offices?)|having\\s+"
        + "(?:its\\s+)?(?:principal|registered|a\\s+place|an\\s+address|offices?)|located\\s+at|organi[sz]ed\\s+(?:and\\s+existing\\s+)?under|"
        + "incorporated\\s+(?:in|under)|residing\\s+at|on\\s+the\\s+effective\\s+date|dated\\s+as\\s+of)\\b|,?\\s+Suite\\s+\\d"
        + "|,?\\s+(?:of|at)\\s+(?=[^,]{0,30}\\d)"
        // the sentence goes on to the agreement's aim: "between Harrow Lane Group and the Client for the purpose of evaluating ..."
        + "|\\s+(?:for\\s+the\\s+purposes?\\s+of|in\\s+order\\s+to)\\b"
        // a person's civil status after the name, a nationality before it: "..., Filipino, married to ...", ", of legal age"
        + "|,\\s+(?:\\p{Lu}\\p{Ll}+,\\s+)?(?:of\\s+legal\\s+age|married|single|widow(?:ed|er))\\b"
        // a street address straight after the company's suffix: "KERBER APPLIED RESEARCH INC. 53 Isaac Brock Drive"
        + "|(?<=\\b(?:inc|llc|ltd|limited|corp|corporation|plc|gmbh)\\.?)\\s+(?=\\d{1,5}\\s+\\p{Lu})"
        // the name's sentence ends and the next begins: "AstroNutrition.com and deep systems.  The effective term is ..."
        // (not a title before a person's name: "Dr. Orla Fenwick")
        + "|(?<=\\p{L}{2})(?<!\\b(?:Pvt|Co|Bros|Mfg|Intl|Mr|Mrs|Ms|Dr|Prof))\\.\\s+(?-i:\\p{Lu}\\p{Ll})", CASE); // not "Pvt. Ltd", "Co. Ltd"
    /** A line's party role and its colon ({@link TermPatterns#roleLine}). */
    private static final String ROLE_LINE = TermPatterns.roleLine(TermPatterns.PARTY_ROLE);
    /**
     * A party on a field line of its own, its role the label: "COMPANY: Nexus Holdings, Inc. ("Company")", "EMPLOYEE: [Employee
     * Name]", "The Discloser: The entity making ...", "You, the Evaluator: The individual ...", "Disclosing Party (Company): ____"
     * (group 1 the role, 2 the value).
     */
    private static final Pattern ROLE_FIELD = Pattern.compile(ROLE_LINE + "(\\S[^\\n]*)$", CASE);
    /** A party's role alone on its line, its name on the next: "Disclosing Party:" / "Cranberry Hearing and Balance Center" (group 2). */
    private static final Pattern ROLE_ABOVE = Pattern.compile(ROLE_LINE + "\\n(?:[ \\t]*\\n)?[ \\t]*(\\S[^\\n]*)$", CASE);
    /** A field's label opening a line: "Signature:", "Name (Print):"; not a name with an option in brackets ("PT Acme (or: ..."). */
    private static final Pattern FIELD_LABEL = Pattern.compile("[\\p{L} /-]{1,40}(?:\\([\\p{L} /-]{1,30}\\)[ \\t]*)?:");
    /** A party's role alone on the last line of its paragraph, its name or blank opening the next: "Party A:" / "[COMPANY NAME]". */
    private static final Pattern ROLE_LAST = Pattern.compile(ROLE_LINE + "\\z", CASE);
    /**
     * A word in lower case that no name has (a name's "of", "and", "the", a surname's particles, "da Silva", "van der Berg", and
     * the parts of a hyphenated name, "Quill-mark-driver Project", aside): the value describes a party, it does not name it.
     */
    private static final Pattern LOWER_WORD = Pattern.compile("(?<![\\p{L}.-])(?!(?:of|and|the|de|du|da|das|do|dos|di|del|della|van|von|der|den"
        + "|ter|bin|al|el|la|le|for|und)\\b)\\p{Ll}{2,}");
    /**
     * What opens a party's own paragraph before its name: a mark in brackets ("(1)", "2)", "(B)", "(ii)": group 1), "2.", or "AND:",
     * "and" (group 2); a lower-case "the" after it is left out ("(i) the Office of the United Nations High Commissioner ...").
     */
    private static final Pattern LISTED_PARTY = Pattern.compile("\\s*(?:(\\(?(?:\\d{1,2}|[A-Za-z]|i{2,3}|iv|vi{1,3})\\)\\s*|[-*•][ \\t]+(?!(?i:and)\\b)"
        // a number before a party listed after "BETWEEN:": "1.  **[PARTY A NAME]** ("Party A")", "1. {{party1}}"
        + "|\\d\\.[ \\t]+(?=[\\[\\p{Lu}\"“{$]))"
        // a number, also a section's: "2. ", "Section 1.1. "
        + "|(?:(?i:section|article|clause)\\s+\\d{1,2}(?:\\.\\d{1,2})*\\.?|\\d{1,2}(?:\\.\\d{1,2})*\\.)\\s+|((?:[-–][ \\t]*)?(?:and|AND|And)(?:[ \\t]*[-–])?\\s*:?\\s+))?"
        // the role a listed party takes, before its name: "(2) ‘The Recipient’: Albright IP Limited", "- Disclosing Party: TechCorp",
        // a section's run-in heading "Section 1.1. Disclosing Party. Nexus Innovations, Inc."
        + "((?:[‘'\"“](?:[Tt]he\\s+)?\\p{L}+(?:\\s+\\p{L}+)?[’'\"”][ \\t]*:|(?i:" + TermPatterns.PARTY_ROLE + ")[ \\t]*[:.])[ \\t]*)?"
        // a quote opening a line that names the party by a blank or a field: "“${adviser.name}, holding passport ...”"
        + "(?:the\\s+(?=\\p{Lu})|[\"“](?=_{3,}|\\[|\\{|\\$\\{))?");
    /** A line opening a bulleted or numbered item: "- Disclosing Party: TechCorp Industries, Inc.", "(2) [Party B]", "2. [Party B]". */
    private static final Pattern ITEM_LINE = Pattern.compile("(?m)^[ \\t]*(?:[-*•]|\\(?\\d{1,2}\\)|\\d\\.)[ \\t]+\\S");
    /**
     * A heading that lists the parties under it: "Parties:", numbered; or "The undersigned:" (group 1), a letter's parties each
     * described in a paragraph of its own.
     */
    private static final Pattern PARTIES_LABEL = Pattern.compile("\\s*(?:the\\s+)?(?:parties|(undersigned))\\s*:?[ \\t]*\\n", CASE);
    /** A section's heading that names what it holds as the parties: "Parties", "The Parties to this Agreement". */
    private static final Pattern PARTIES_HEADING = Pattern.compile("(?:the\\s+)?parties(?:\\s+to\\s+(?:this|the)\\s+agreement)?", CASE);
    /** A party that is whoever signs, group 1: "Each Participant (individual or entity executing this Agreement)". */
    private static final Pattern SIGNING_PARTY = Pattern.compile("(?:each|every|any|the)\\s+"
        + "((?-i:\\p{Lu}[\\p{L}-]+(?:\\s+\\p{Lu}[\\p{L}-]+)?))\\s*\\((?=[^)\\n]{0,60}\\b(?:executing|signing|accepting)\\b)", CASE);
    /** Where a line's text starts. */
    private static final Pattern LINE_START = Pattern.compile("(?m)^[ \\t]*(?=\\S)");
    /** The parties' collective name, which ends their list: "hereinafter collectively referred to as the “Parties”". */
    private static final Pattern PARTIES_DEFINED = Pattern.compile("\\b(?:collectively|together|jointly)\\b[^.;]{0,60}?[\"“]Parties[\"”]", CASE);
    /** A name given its role in brackets on its own line, no mark before it: "Skaro Labs, LLC (“Disclosing Party”)". */
    private static final Pattern ROLE_DEFINED = Pattern.compile("[^\\n(]{2,100}?\\(\\s*(?:the\\s+)?[\"“](?:disclosing\\s+party|receiving\\s+party"
        + "|discloser|recipient)[\"”]\\s*\\)", CASE);
    /** The rest of a party's line, ending in "and": "... ("CubeRoot"), and" (then the next party's line). */
    private static final Pattern AND_AT_LINE_END = Pattern.compile("[^\\n]*?\\b(?:and|AND)[ \\t]*:?[ \\t]*\\n");
    /** A paragraph that ends where the next party begins: "OF THE FIRST PART / AND:". */
    private static final Pattern ENDS_IN_AND = Pattern.compile("(?:^|\\s)(?:and|AND|And)\\s*:?\\s*$");
    /** A first party on a line of its own, then "And" on the next: "Between / The New York City Department of Health and Mental Hygiene / And". */
    private static final Pattern COVER_LINE = Pattern.compile("([^\\n]{2,150})\\n[ \\t]*(?:[-–][ \\t]*)?(?:and|AND|And)(?:[ \\t]*[-–])?[ \\t]*:?[ \\t]*(?:\\n|$)");
    /**
     * A paragraph that only describes a party or joins two: "a corporation incorporated under ...", "a ______ [entity type]",
     * "a {{PARTY_A_TYPE}}", "(hereinafter "MLX")", its role in brackets ("the ("Recipient")"), "and".
     */
    private static final Pattern PARTY_DESCRIPTION = Pattern.compile("[\\s,]*(?:(?:-\\s*)?and(?:\\s*-)?[ \\t]*(?:\\n|$)|an?\\s+(?:[\\w.\\[\\]-]+\\s+){0,4}?\\[?(?:corporation|company|"
        + "partnership|limited\\s+liability|entity|institution|university|individual|LLC|L\\.L\\.C\\.?|LP|L\\.P\\.?)(?![\\w.])|an?\\s+\\{\\{[^}\\n]{1,60}}}|(?:the\\s+)?\\(|(?:having|with|whose|located|represented|"
        + "incorporated|organi[sz]ed|here(?:in)?after|(?:-\\s*)?(?:also\\s+)?referred\\s+to|of|ABN|ACN|(?:company|registration)\\s+(?:number|no)"
        // a person's nationality and civil status: "Filipino, married to ...", "of legal age"; the identity card a person holds:
        // "holding passport: ..."
        + "|(?:\\p{Lu}\\p{Ll}+,\\s+)?(?:married|single|widow(?:ed|er))|(?:bearing|holding|holder\\s+of)\\s+(?:an?\\s+|the\\s+)?"
        + "(?:(?-i:CNIC|NIC|ID)|identity|passport|national\\s+id))\\b"
        // an address: "Klingholzstraße 7, 65189 Wiesbaden", "62 Rich Rd, Brunswick"
        + "|(?<=,[ \\t]?)(?:\\p{Lu}[^,\\n]{1,40}?\\s\\d{1,5}[a-z]?|\\d{1,5}\\s+\\p{Lu}[^,\\n]{2,40}),)", CASE);
    /** What a blank is for, when it is a name: "_______ [official company name in full]". */
    private static final Pattern NAME_TO_FILL = Pattern.compile("\\s*\\[[^\\]\\n]{0,60}\\bname\\b", CASE);
    /**
     * A clause, not a name: "The Funds were established under ...", "Agent represents and warrants that ...", a recital
     * ("WHEREAS both Parties ...", "Each Party wishes to disclose ...").
     */
    private static final Pattern SENTENCE_NAME = Pattern.compile("\\b(?:is|are|was|were|shall|will|may|must|has|have|agrees?|represents|warrants|"
        + "means|includes|wish(?:es)?|desires?|intends?)\\b|^(?:WHEREAS|Whereas|Each|Both|Either|Neither|NOW)\\b");
    /**
     * A party's name left blank to fill in: "by and between __________ (hereafter "Vendor") and ...", "…………", "[ insert company
     * name ]", "{{signerName}}", a blank cut to one stroke by a PDF export ("between _ , a corporation"), a word to fill in
     * ("ENTER", "TBD"), a bracket a hard-wrapped paragraph breaks ("[Insert" / "Disclosing Party's Name]"); with the company's
     * suffix written after it ("{XXXXXXXX} Ltd", "[Company] Inc.").
     */
    private static final Pattern BLANK_NAME = Pattern.compile("(?:_{3,}|_{1,2}(?=\\s*,)|…{2,}|\\.{5,}|\\[(?:[^\\]\\n]|\\n(?![ \\t]*\\n)){1,60}]|"
        + "(?:ENTER|TBD|TBC)\\b|" + KeyTermExtractor.TEMPLATE_FIELD + ")(?:,?[ \\t]+(?i:" + TermPatterns.COMPANY_SUFFIX + ")\\.?(?![\\w-]))?");
    /** A name's blank in running text: "This letter confirms that [Name of Disclosing Party] will be disclosing ...". */
    private static final Pattern NAME_BLANK = Pattern.compile("\\[[^\\]\\n]{0,40}\\bname\\b[^\\]\\n]{0,40}]", CASE);
    /** A name's blank alone on its line, as a letter's address block starts: "[Name of Receiving Party]". */
    private static final Pattern NAME_BLANK_LINE = Pattern.compile("(?m)^[ \\t]*(" + NAME_BLANK.pattern() + ")[ \\t]*$", CASE);
    /** A table's column for the parties' names, as its header names it: "Full Name", "Name", "Legal Name", "Entity". */
    private static final Pattern NAME_COLUMN = Pattern.compile("(?:(?:full|legal|company|party)\\s+)?name|(?:legal\\s+)?entity", CASE);
    /** A table's row of dashes under its header: "| ----------- | --- |". */
    private static final Pattern RULE_ROW = Pattern.compile("[\\s|:-]+");
    /**
     * A party that is a group of people, described and given a name: "by and between the members of the evaluation team for
     * KPIT Sparkle 2022 (Hereinafter referred to as “Party No.1”)".
     */
    private static final Pattern GROUP_NAME = Pattern.compile("(?:the\\s+)?((?:members|employees|staff|students)\\s+of\\s+[^()\\n.;]{3,80}?)\\s*\\(\\s*"
        + "(?:here(?:in)?after\\s+)?(?:referred\\s+to\\s+as|called)\\b", CASE);
    /** A party named by the role of whoever signs: "the party signing below as Researcher" (group 1 "Researcher"). */
    private static final Pattern SIGNER = Pattern.compile("(?:the\\s+)?(?:party|person|individual|entity)\\s+"
        // also "the entity named in the signature block executing this Agreement as the Company"
        + "(?:named\\s+in\\s+the\\s+signature\\s+block\\s+)?(?:signing|executing)\\s+(?:below|this\\s+"
        + "agreement)\\s+as\\s+(?:the\\s+)?[\"“]?(?-i:(\\p{Lu}[\\w/.-]*(?:\\s+\\p{Lu}[\\w/.-]*){0,2}))", CASE);
    /**
     * Whoever signs, no role given after it: "and the party signing below (together the "Parties")" (group 1 "party signing
     * below"), "and the person who signs it below", "and the counterparty named in the signature page", "and the undersigned Adviser" (or
     * "party").
     */
    private static final Pattern SIGNING_BELOW = Pattern.compile("(?:the\\s+)?((?:counterparty|other\\s+party|party|person|individual|entity)\\s+"
        + "(?:(?:signing|executing)\\s+below|who\\s+signs?\\s+(?:it\\s+|this\\s+(?:agreement|nda)\\s+)?below"
        + "|(?:identified|named)\\s+in\\s+the\\s+signature\\s+(?:block|page)(?:\\s+below)?)"
        // "and the undersigned Adviser.", "and the undersigned party."
        + "|undersigned\\s+(?:(?-i:\\p{Lu}\\p{Ll}+)|party|person|individual|entity))\\b(?!\\s+as\\b)", CASE);
    /**
     * A party who is whoever signs, applies or takes part, described and then given its name: "between the Educational Institution
     * ("Institution") and the undersigned individual ("Recipient")", "and the applicant who submits this application form ("Tester")",
     * "between the party sharing confidential information through this data room ("Disclosing Party") and the party accessing
     * such information ("Receiving Party")", "and the other party named on the signature page hereto ("Other Signatory")", "between the
     * owner of the @$DEVELOPER GitHub account ("Developer") and the owner of the $PRODUCT product ("Client")".
     */
    private static final Pattern DESCRIBED_PERSON = Pattern.compile("(?:the\\s+|any\\s+)?((?:undersigned|applicant|participant|(?:party|person|user"
        // "the individual and entity accepting these terms ("Recipient")"
        + "|(?:individual|entity)(?:\\s+(?:and|or)\\s+(?:individual|entity))?)\\s+"
        // "any individual or entity granted access to any private repository within the organization ("Receiving Party")"
        + "(?:sharing|disclosing|providing|accessing|receiving|using|uploading|viewing|accepting|granted|given)\\b"
        // "the other party named on the signature page hereto ("Other Signatory")", "the owner of the @$DEVELOPER GitHub account ("Developer")"
        + "|(?:other\\s+)?(?:party|person|individual|entity)\\s+(?:named|identified|listed|described)\\s+(?:on|in|at|below|above)\\b"
        + "|(?:owner|holder|operator)\\s+of\\b)"
        + "[^()\\n.;\"“]{0,100}?)"
        + "(?=\\s*\\(\\s*(?:the\\s+)?[\"“])", CASE);
    /**
     * Two parties read as one name, the second by its role: a note's "This Agreement is between SenTeGuard Inc. and the
     * Counterparty named below." (the parties are then read from the preamble after it).
     */
    private static final Pattern GLUED_PARTIES = Pattern.compile("\\s+and\\s+the\\s+(?:counterparty|other\\s+party|party|recipient|client)\\b", CASE);
    /**
     * A second party only pointed to, named elsewhere: "... between Harrow Lane Inc. and the Counterparty named below." (read from
     * the name's end; the parties are then read from the preamble after it).
     */
    private static final Pattern NAMED_ELSEWHERE = Pattern.compile("\\s+and\\s+the\\s+[\\p{L} ]{1,30}?\\s+(?:named|identified|listed|described"
        + "|specified|set\\s+(?:out|forth))\\s+(?:below|above|hereto|herein|hereunder|on\\s+the\\s+signature)\\b", CASE);
    /** A party named by its handle, as a repository's team is: "between /harrow-team ("Disclosing Party")", "@quillmark (...)". */
    private static final Pattern HANDLE_NAME = Pattern.compile("([/@][\\w.-]{2,60})(?=\\s*\\(\\s*(?:the\\s+)?[\"“])");
    /** Whoever it may be, the role given at once: "and any individual or entity ("Receiving Party") who gains access to ...". */
    private static final Pattern ANYONE = Pattern.compile("(any\\s+(?:individual|person|entity)(?:\\s+(?:or|and)\\s+(?:individual|person|entity))?)"
        + "(?=\\s*\\(\\s*(?:the\\s+)?[\"“])", CASE);
    /** Whoever takes a role, described to the sentence's end: "Any individual or entity receiving Confidential Information ...". */
    private static final Pattern DESCRIBED_ROLE = Pattern.compile("((?:any|each|every|the)\\s+(?:individual|person|entity|party)\\b[^.;\\n]{3,120}?)"
        + "(?=\\.?\\s*$)", CASE);
    /** "between April 1st, 2017 and June 30, 2017" is a period, not the parties; "21 May 2025" above a letter is its date. */
    private static final Pattern DATE_NAME = Pattern.compile("(?:" + KeyTermExtractor.MONTHS + ")\\s+\\d.*|\\d{1,2}\\s+(?:" + KeyTermExtractor.MONTHS + ")\\b.*");
    /** A line that goes on with the item above it, indented and unmarked: "  Senior Technical Recruiter". */
    private static final Pattern CONTINUATION_LINE = Pattern.compile("[ \\t]+(?![-*•\\s])\\S");
    /** A further party after one defined in brackets: "(“Buyer”), Beta LLC ..." (not "..., and"), before the text moves on. */
    private static final Pattern MIDDLE_PARTY = Pattern.compile("^[^.;()]{0,160}?\\(\\s*(?:the\\s+|hereinafter\\s+)?[\"“][^\"”]{1,40}[\"”]\\s*\\)\\s*,\\s*"
        + "(?!and\\b|or\\b|each\\b|collectively\\b|together\\b|a\\s|an\\s|the\\s+(?:parties|party)\\b)(?=[A-Z])");
    /** A party's blank or label, no name: "[Party A]", "Party B", "Party 1". */
    private static final String PARTY_LABEL = "(\\[[^\\]\\n]{1,40}]|Party\\s+(?:[A-D]|[1-4]|One|Two)\\b)";
    /** Two of them each made a "Party" ({@link #eachAParty}). */
    private static final Pattern EACH_A_PARTY = Pattern.compile(PARTY_LABEL + "\\s+and\\s+" + PARTY_LABEL + "\\s*,?\\s*(?:\\(\\s*(?:each|individually)\\b"
        + "|(?:are|shall\\s+be)\\s+(?:here(?:in)?after\\s+)?(?:each\\s+|individually\\s+)?(?:referred\\s+to|called|designated|known)\\s+"
        + "(?:here(?:in)?after\\s+)?(?:each\\s+|individually\\s+|separately\\s+)?as\\s+(?:a\\s+|the\\s+)?[\"“]?Party\\b)", CASE);
    private static final int MAX_PARTIES = 6;
    /** The opening chunks whose field lines may name the parties. */
    private static final int OPENING_FIELDS = 8;
    /** How far a role's label alone on its line ("Disclosing Party:") is looked for: a publisher's front matter may come first. */
    private static final int LABELLED_REACH = 40;
    /** How many paragraphs after "between" a form's fields for the parties' names are looked for. */
    private static final int FIELDED_REACH = 12;
    /** What a name's field may call it before "name": "Full Legal", "Company". */
    private static final String NAME_KIND = "(?:(?:full|company|legal|entity|business)\\s+)";
    /** A field for a party's name, the value group 1: "- Company Name: {{PARTY_A_COMPANY}}", "Full Legal Name: [Enter name]". */
    private static final Pattern NAME_FIELD = Pattern.compile("(?m)^[ \\t]*(?:[-*•][ \\t]+)?" + NAME_KIND + "{1,2}"
        + "name[ \\t]*:[ \\t]*(\\S[^\\n]*)$", CASE);
    /**
     * A name's field opening the paragraph under a role's label, its kind not said or given as a choice: "- Name: [FULL LEGAL NAME
     * OF DISCLOSING PARTY]", "Name / Company: ____".
     */
    private static final Pattern NAME_LINE = Pattern.compile("[ \\t]*(?:[-*•][ \\t]+)?" + NAME_KIND + "{0,2}name(?:[ \\t]*(?:/|or)[ \\t]*"
        + "(?:company|entity|business|organi[sz]ation)(?:[ \\t]+name)?)?[ \\t]*:[ \\t]*(\\S[^\\n]*)", CASE);
    /** A document's name, no party's: "This Form of Sub-Reseller Agreement (this ...)". */
    private static final Pattern DOCUMENT_WORD = Pattern.compile("\\b(?:agreement|contract|undertaking|deed|nda)\\b", CASE);
    /**
     * Words before "between" that make it the agreement's parties: "This Agreement is made and entered into ... by and", "In
     * connection with a potential transaction (“Proposed Transaction”) between 3M Company ... and Cogent, Inc.".
     */
    private static final Pattern AGREEMENT_MADE = Pattern.compile("\\b(?:agreement|undertaking|contract|deed|memorandum|nda|made|entered|executed"
        + "|concluded|dated|effective|signed|by\\s+and|transaction|discussions|negotiations|relationship)\\b", CASE);
    /** A letter's salutation on a line of its own, within the first chunks. */
    private static final Pattern SALUTATION = Pattern.compile("(?m)^[ \\t]*(?:Dear\\s[^\\n:,]{1,60}|Ladies\\s+and\\s+Gentlemen|Gentlemen|Dear\\s+Sirs?)"
        + "[ \\t]*[:,][ \\t]*$", CASE);
    private static final int LETTER_OPENING = 6;
    /** The chunks above the salutation an address block may span (a street, "Attention: ...", a title line). */
    private static final int ADDRESS_CHUNKS = 3;
    private static final Pattern COMPANY_LINE = Pattern.compile("(?m)^[ \\t]*" + company("[ \\t]+") + "[ \\t]*$");
    /**
     * A placeholder a form leaves for a party, given its role: "[Potential Buyer] (“Buyer”)", "[Target Company] and its
     * subsidiaries (collectively, the “Company”)".
     */
    private static final Pattern PLACEHOLDER_PARTY = Pattern.compile("(\\[[^\\]\\n]{2,60}])(?:\\s+and\\s+its\\s+\\w+)?\\s*\\(\\s*(?:collectively,?\\s+)?"
        + "(?:the\\s+)?[\"“]\\p{Lu}[^\"”]{0,30}[\"”]\\s*\\)", CASE);
    /** The same in running text, where a line may break inside it: "either Corporate / Finance Benelux B.V.". */
    private static final Pattern COMPANY_IN_TEXT = Pattern.compile(company("\\s+"));
    /** A company a letter is addressed to in brackets, or signed for: "your (AXI Holdings BV, ...", "for and on behalf of X LTD.". */
    private static final Pattern ADDRESSEE_OR_SIGNATORY = Pattern.compile("(?i:\\byour?\\s+\\(\\s*|\\bfor\\s+and\\s+on\\s+behalf\\s+of\\s+)"
        + company("\\s+"));
    /** A name whose first word the text cut off or misspelt in lower case ("regarding lmo Industries Inc."): not a preposition or article. */
    private static final Pattern CUT_OFF = Pattern.compile("(?<![\\p{L}])(?!(?:of|to|with|regarding|by|and|or|involving|for|from|between"
        + "|concerning|about|in|at|the|that|whereby|either|neither|both|whether|namely|including|with|under|on|upon|through)\\s)\\p{Ll}\\p{L}*\\s$");
    /** A blank for a party's name ahead: underscores, a bracket, an ellipsis, or a template's field ("{{client}}", "{party2}"). */
    private static final String NAME_BLANK_AHEAD = "(?=_{3,}|\\[[^\\]\\n]{1,60}]|…{2,}|\\{\\{|\\{\\s*[A-Za-z][\\w.]{0,40}\\s*})";
    /**
     * What separates the second party from the first: "), and", ")" and", ", and", "), on the one hand, and" or ") of the one
     * part and" first (and a lower-case "the" after it); a bare " and " only after the first name, or before a name left blank.
     */
    private static final List<Pattern> SECOND_PARTY = List.of(
        // also a label on the next line: "Between: OptimNow (Jean Latiere, ...)" / "And: [Beta Tester Name, Email]"
        Pattern.compile("(?:\\)[\"”]?|,|–|-)(?:\\s*,?\\s*(?:on\\s+the\\s+one\\s+hand|of\\s+the\\s+one\\s+part)\\s*,?)?\\s*(?:and|AND|(?<=\\n)And(?=:)|And(?=\\s+\\p{Lu}))"
            + "\\s*:?\\s*(?:–|-)?\\s+(?:the\\s+)?"),
        // "... and the undersigned party."
        Pattern.compile("^\\s+and\\s+(?:(?-i:the)\\s+)?(?=[A-Z]|undersigned\\s)"),
        // "... Tucker, Georgia 30084 and ______________________, (on behalf of yourself ...)", "... and [Company Name]"
        // "Between us [company name] and you [customer name]"
        // "... (“Disclosing Party”) and, [RECEIVING PARTY] (“Receiving Party”)", a label over the blank: "And:" / "{{client}}"
        // "between {owner} and {adviser}"
        Pattern.compile("\\s(?:and|AND|And),?[ \\t]*:?\\s+(?:you\\s+)?" + NAME_BLANK_AHEAD));
    /** The number of a role's other name after its slash: "Disclosing Party / Receiving Party 2:" (group 1). */
    private static final Pattern OTHER_NUMBER = Pattern.compile("^[ \\t]*/[^:\\n]*?\\b(\\d)\\b");
    /** A handle in lower case and a slash before the name it stands for: "quillmark-dev / Quillmark Labs". */
    private static final Pattern HANDLE_THEN_NAME = Pattern.compile("\\p{Ll}[\\p{Ll}\\d_.-]{1,38}[ \\t]*/[ \\t]*(?=\\p{Lu})");
    /** An "and" on a line of its own between two parties, and the space to the next party's line. */
    private static final Pattern AND_LINE = Pattern.compile("(?m)^[ \\t]*(?:and|AND|And)[ \\t]*:?[ \\t]*\\n\\s*");
    /** A line that opens with "and" and a blank for the next party's name (read from the line break before it). */
    private static final Pattern AND_BLANK_LINE = Pattern.compile("\\n[ \\t]*(?:and|AND|And)[ \\t]+" + NAME_BLANK_AHEAD);
    /** A plain-English form's "us" or "you" before the blank for its name: "Between us [company name]". */
    private static final Pattern PRONOUN = Pattern.compile("\\s*(?:us|you|me)\\s+(?=_{3,}|\\[[^\\]\\n]{1,60}]|\\{\\{)");

    private Parties() {
    }

    /** Whether every line of a chunk is a field's name and value, as a cover's lines are, and none names the parties ("Between: DGT Corp. ..."). */
    private static boolean onlyFields(Chunk chunk) {
        return !BETWEEN.matcher(chunk.content()).find()
            && chunk.content().lines().allMatch(line -> line.isBlank() || KeyTermExtractor.DEFINITION_LINE.matcher(line).matches());
    }

    /** A company's name with its suffix, its words apart by {@code space}: "Verizon Communications Inc.", "FLIR Systems, Inc.". */
    private static String company(String space) {
        return "(\\p{Lu}[\\w&'’.-]*(?:,?" + space + "\\p{Lu}[\\w&'’.-]*){0,5}?,?" + space + "(?i:" + TermPatterns.COMPANY_SUFFIX + ")\\.?)(?![\\w-])";
    }

    /** The two names of "between A ..., and B ...", read in the opening chunks (in document order). */
    static List<Term> of(List<Chunk> chunks) {
        int opening = 0;
        for (int index = 0; index < chunks.size() && opening < 4; index++) {
            Chunk chunk = chunks.get(index);
            if (onlyFields(chunk)) {
                // a cover's fields before the preamble ("Effective Date: ...", "NDA Term: ..."): no paragraph of the opening
                continue;
            }
            opening++;
            Matcher between = BETWEEN.matcher(chunk.content());
            if (!between.find() || !namesTheParties(chunk.content(), between)) {
                continue;
            }
            int from = between.end();
            Matcher pronoun = PRONOUN.matcher(chunk.content()).region(from, chunk.content().length());
            if (pronoun.lookingAt()) {
                from = pronoun.end();
            }
            // "BETWEEN:" and the parties numbered under it in the same paragraph: "(1) NEDERLANDSE ... N.V., a company ..."
            Matcher numbered = LISTED_PARTY.matcher(chunk.content()).region(from, chunk.content().length());
            if (numbered.lookingAt() && numbered.group(1) != null) {
                from = numbered.end();
            }
            // "between:" and a field for each party's name under its role: "Party A: / - Company Name: {{PARTY_A_COMPANY}}",
            // "Disclosing Party: [Your Company Name] ("Company")", "Full Legal Name: [Enter name]"
            List<Term> fielded = fielded(chunks, index, from);
            if (fielded.size() > 1) {
                return fielded;
            }
            if (chunk.content().substring(from).isBlank()) {
                // "This Agreement is made ... between:" and the parties in the paragraphs after it
                List<Term> listed = listed(chunks, index + 1, MAX_PARTIES, false);
                if (listed.isEmpty()) {
                    continue;
                }
                return listed;
            }
            // "Between:" and the parties on bulleted lines under it: "- Disclosing Party: TechCorp Industries, Inc., a ..."
            int line = chunk.content().lastIndexOf('\n', from - 1) + 1;
            if (itemStarts(chunk.content(), line).size() > 1) {
                List<Term> bulleted = new ArrayList<>();
                listedIn(chunk, line, true, bulleted);
                if (!bulleted.isEmpty()) {
                    return bulleted;
                }
            }
            Matcher cover = COVER_LINE.matcher(chunk.content()).region(from, chunk.content().length());
            if (cover.lookingAt()) {
                return coverParties(chunks, index, cover);
            }
            // a party's role as the label before the blank for its name: "between:" / "Party 1: ______"
            Matcher role = LISTED_PARTY.matcher(chunk.content()).region(from, chunk.content().length());
            if (role.lookingAt() && role.group(3) != null
                && BLANK_NAME.matcher(chunk.content()).region(role.end(), chunk.content().length()).lookingAt()) {
                from = role.end();
            }
            List<Term> parties = new ArrayList<>();
            Matcher name = NAME.matcher(chunk.content()).region(from, chunk.content().length());
            if (!name.lookingAt()) {
                Optional<Matcher> other = opening(chunk, from, chunk.content().length(), BLANK_NAME, GROUP_NAME, DESCRIBED_PERSON, HANDLE_NAME);
                if (other.isEmpty()) {
                    continue;
                }
                name = other.get();
            } else if (DATE_NAME.matcher(name.group(1)).matches() || GLUED_PARTIES.matcher(name.group(1)).find()
                || NAMED_ELSEWHERE.matcher(chunk.content()).region(name.end(1), chunk.content().length()).lookingAt()) {
                continue;
            }
            parties.add(nameTerm(chunk, name));
            // "by and among A ("A"), B ("B"), C ("C") and D ("D")": each name after a defined name and a comma, then the last after "and"
            for (int more = 0; more < MAX_PARTIES; more++) {
                Matcher middle = MIDDLE_PARTY.matcher(chunk.content()).region(name.end(), Math.min(chunk.content().length(), name.end() + 200));
                if (!middle.find()) {
                    break;
                }
                Matcher next = NAME.matcher(chunk.content()).region(middle.end(), chunk.content().length());
                if (!next.lookingAt()) {
                    break;
                }
                parties.add(nameTerm(chunk, next));
                name = next;
            }
            secondParty(chunk, name.end(), chunk.content().length()).ifPresent(parties::add);
            if (parties.size() == 1 && name.pattern() == GROUP_NAME) {
                // a group of people, then the company in the next paragraph: "... the members of the evaluation team (Hereinafter
                // referred to as “Party No.1”). / KPIT Technologies Ltd., a company with its office at ..."
                parties.addAll(listed(chunks, index + 1, 1, false));
            } else if (parties.size() == 1) {
                // "BETWEEN: SMART CHIP TECHNOLOGIES, LLC" and, after its description, "AND: CONSUMER ECONOMIC OPPORTUNITIES INC.";
                // a paragraph that ends in "AND:" has the second party in the next
                Optional<Term> nextLine = onNextLine(chunk, name.end());
                parties.addAll(nextLine.isPresent() ? List.of(nextLine.get())
                    : listed(chunks, index + 1, 1, !ENDS_IN_AND.matcher(chunk.content()).find()));
            }
            return parties;
        }
        List<Term> above = rolesAbove(chunks);
        List<Term> fields = roleFields(chunks);
        // roles over their names, unless field lines name the parties before them: "Disclosing Party (Owner): Quillmark" above a
        // signature block's "Owner:" / "Name: ____"
        if (beforeFields(above, fields)) {
            return above;
        }
        // "Parties: / (1) ‘The Donor’: / (2) ‘The Recipient’: Albright IP Limited, of ...", "The undersigned: / [ .. ], a private
        // limited liability company, ... (the "Recipient"); / And; / [ .. ], ..."
        for (int index = 0; index < opening; index++) {
            Matcher label = PARTIES_LABEL.matcher(chunks.get(index).content());
            if (label.lookingAt()) {
                return listed(chunks, index, MAX_PARTIES, label.group(1) == null);
            }
            // (not the address lines under a party's field: "Party A: Quillmark" / "[Your Address]" / "[Your Name], Proprietor")
            List<Term> lined = underPartiesHeading(chunks.get(index));
            if (beforeFields(lined, fields)) {
                return lined;
            }
        }
        // the parties' own paragraphs open the document, with no "between": "Textgain BV incorporated under ... / and / Strada ..."
        int first = 0;
        while (first < chunks.size() && onlyFields(chunks.get(first))) {
            first++;
        }
        List<Term> own = listed(chunks, first, MAX_PARTIES, false);
        // (two different parties: not one party named again in a list under it, "Morgan Hale, an individual" / "- Morgan Hale")
        if (own.stream().map(Term::value).distinct().count() > 1
            && own.stream().allMatch(party -> describedInText(chunks, party) && !DOCUMENT_WORD.matcher(party.value()).find())) {
            return own;
        }
        if (fields.size() > 1) {
            return fields;
        }
        List<Term> named = rolesOverNames(chunks);
        if (named.size() > 1) {
            return named;
        }
        List<Term> tabled = tabled(chunks);
        if (tabled.size() > 1) {
            return tabled;
        }
        List<Term> letter = letterParties(chunks);
        if (!letter.isEmpty()) {
            return letter;
        }
        List<Term> signing = companiesSigning(chunks);
        if (!signing.isEmpty()) {
            return signing;
        }
        List<Term> each = eachAParty(chunks);
        // else the one party a form's field names by its role, the other being whoever the form is given to: "Developer Name: [...]"
        return each.isEmpty() ? fields : each;
    }

    /**
     * Whether a reading names two parties or more and starts before the parties the role's field lines name, where those name
     * two ({@link #roleFields}): the opening's reading, not one further down.
     */
    private static boolean beforeFields(List<Term> reading, List<Term> fields) {
        return reading.size() > 1 && (fields.size() < 2 || reading.getFirst().start() < fields.getFirst().start());
    }

    /**
     * The parties an opening with no "between" gives as roles over their names or blanks, one role each: "**Disclosing Party
     * ("Company"):**" / "[CLIENT COMPANY NAME]", "**Receiving Party ("Consultant"):**" / "AydenAIT Solution"; not a field's label
     * under a role ("Signature: ____").
     */
    private static List<Term> rolesAbove(List<Chunk> chunks) {
        List<Term> parties = new ArrayList<>();
        Set<String> roles = new HashSet<>();
        for (int at = 0; at < Math.min(chunks.size(), LABELLED_REACH) && parties.size() < MAX_PARTIES; at++) {
            Chunk chunk = chunks.get(at);
            Matcher role = ROLE_ABOVE.matcher(chunk.content());
            while (role.find() && parties.size() < MAX_PARTIES) {
                Optional<Term> party = valueUnder(chunk, role.start(2), role.end(2));
                if (party.isPresent() && roles.add(roleKey(role))) {
                    parties.add(party.get());
                }
            }
            roleLast(chunks, at, 0, roles).ifPresent(parties::add);
        }
        return parties;
    }

    /**
     * The party under a role whose line ends the paragraph at {@code at} (from {@code start}), named or left blank on the next
     * paragraph's first line ("Party A:" / "[COMPANY NAME]"), unless a role of {@code roles} already named its party.
     */
    private static Optional<Term> roleLast(List<Chunk> chunks, int at, int start, Set<String> roles) {
        Matcher last = ROLE_LAST.matcher(chunks.get(at).content()).region(start, chunks.get(at).content().length());
        if (!last.find() || at + 1 == chunks.size()) {
            return Optional.empty();
        }
        Chunk next = chunks.get(at + 1);
        Optional<Term> party = valueUnder(next, 0, firstLineEnd(next));
        return party.isPresent() && roles.add(roleKey(last)) ? party : Optional.empty();
    }

    /**
     * The party a line under a role names in [{@code from}, {@code to}): the line itself ("AydenAIT Solution", "[CLIENT COMPANY
     * NAME]"), or its name field's value ("- Name: Alex Rowan"), but no other field ("Signature: ____").
     */
    private static Optional<Term> valueUnder(Chunk chunk, int from, int to) {
        Matcher name = NAME_LINE.matcher(chunk.content()).region(from, to);
        if (name.lookingAt()) {
            return fieldValue(chunk, name.start(1), name.end(1));
        }
        return FIELD_LABEL.matcher(chunk.content()).region(from, to).lookingAt() ? Optional.empty() : fieldValue(chunk, from, to);
    }

    /**
     * A role's label as a key that tells its parties apart: the role, and the number of the other name after it where it has one
     * ("Disclosing Party / Receiving Party 1:" and "... 2:" are two parties, each in both roles).
     */
    private static String roleKey(Matcher label) {
        Matcher number = OTHER_NUMBER.matcher(label.group()).region(label.end(1) - label.start(), label.group().length());
        return roleName(label.group(1)) + (number.find() ? " " + number.group(1) : "");
    }

    private static String roleName(String role) {
        return role.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
    }

    /**
     * The two parties one sentence makes each a "Party" by their blanks or labels, where nothing else names them: "Party A and Party B
     * are referred to each as a Party", "WHEREAS, [Party A] and [Party B] (each a “Party”)".
     */
    private static List<Term> eachAParty(List<Chunk> chunks) {
        for (Chunk chunk : chunks.subList(0, Math.min(chunks.size(), LABELLED_REACH))) {
            Matcher both = EACH_A_PARTY.matcher(chunk.content());
            if (both.find()) {
                return IntStream.of(1, 2).mapToObj(group -> new Term(both.group(group), both.group(group),
                    chunk.startPosition() + both.start(group), chunk.startPosition() + both.end(group))).toList();
            }
        }
        return List.of();
    }

    /**
     * The parties as field lines in the opening name them, each by its role: the name written there ("COMPANY: Nexus Holdings,
     * Inc."), a blank left for it ("EMPLOYEE: [Employee Name]"), or, where the line only describes the party ("The Discloser:
     * The entity making ..."), the role itself.
     */
    private static List<Term> roleFields(List<Chunk> chunks) {
        List<Term> parties = new ArrayList<>();
        for (Chunk chunk : chunks.subList(0, Math.min(OPENING_FIELDS, chunks.size()))) {
            Matcher field = ROLE_FIELD.matcher(chunk.content());
            while (field.find() && parties.size() < MAX_PARTIES) {
                parties.add(fieldValue(chunk, field.start(2), field.end(2)).orElseGet(() -> new Term(Jurisdictions.titleCase(field.group(1)),
                    field.group(1), chunk.startPosition() + field.start(1), chunk.startPosition() + field.end(1))));
            }
        }
        return parties;
    }

    /**
     * The parties a form names on a field under each role's label: "Disclosing Party:" and, on the next line, "- Name: [FULL LEGAL
     * NAME OF DISCLOSING PARTY]", or the role a heading ("## DISCLOSER:") and the party the first line under it ("[Contact Name,
     * Company, Address, and Contact Information]", "Name: [Your Name or Company Name]"); each the name or the blank written there.
     */
    private static List<Term> rolesOverNames(List<Chunk> chunks) {
        List<Term> parties = new ArrayList<>();
        for (int at = 0; at < Math.min(chunks.size(), LABELLED_REACH) && parties.size() < MAX_PARTIES; at++) {
            Chunk chunk = chunks.get(at);
            if (roleHeading(chunks, at).isPresent()) {
                // or whoever takes the role, described: '2.3 "Receiving Party"' / "Any individual or entity receiving ..."
                valueUnder(chunk, 0, firstLineEnd(chunk)).or(() -> opening(chunk, 0, chunk.content().length(), DESCRIBED_ROLE)
                    .map(described -> nameTerm(chunk, described))).ifPresent(parties::add);
                continue;
            }
            if (at + 1 == chunks.size()) {
                break;
            }
            Matcher name = NAME_LINE.matcher(chunks.get(at + 1).content());
            if (TermPatterns.ROLE_LABEL.matcher(chunks.get(at).content()).matches() && name.lookingAt()) {
                fieldValue(chunks.get(at + 1), name.start(1), name.end(1)).ifPresent(parties::add);
            }
        }
        return parties;
    }

    /**
     * The role heading the chunk at {@code at} is the first under ("## DISCLOSER:", "**RECEIVING PARTY:**", '### 2.3 "Receiving
     * Party"'), if any, without its number and quotes.
     */
    static Optional<String> roleHeading(List<Chunk> chunks, int at) {
        List<String> path = chunks.get(at).sectionPath();
        boolean firstUnder = at == 0 || !chunks.get(at - 1).sectionPath().equals(path);
        return !path.isEmpty() && firstUnder && TermPatterns.ROLE_HEADING.matcher(path.getLast()).matches()
            ? Optional.of(path.getLast().replaceAll("^[\\d.]+\\s+|[\"“”]", "").strip()) : Optional.empty();
    }

    /** Where a chunk's first line ends. */
    static int firstLineEnd(Chunk chunk) {
        int lineEnd = chunk.content().indexOf('\n');
        return lineEnd < 0 ? chunk.content().length() : lineEnd;
    }

    /**
     * The parties a table lists, a row each, under a header with a column for their names ("| Identifier | Full Name | Address
     * |", "| Role | Entity | Location |"), the names' column after the first: each the name or the blank in that column ("| The
     * Inventor / Inventor | ENTER | ENTER |"); the rows may share the header's chunk or follow in chunks of their own.
     */
    private static List<Term> tabled(List<Chunk> chunks) {
        List<Chunk> opening = chunks.subList(0, Math.min(chunks.size(), LABELLED_REACH));
        for (int at = 0; at < opening.size(); at++) {
            String content = opening.get(at).content();
            for (int line = 0; line >= 0; line = nextLine(content, line)) {
                List<int[]> header = cells(content, line);
                // the names' column after the roles' ("| Role | Entity |"): not a form's label and value ("| Name | [NAME] |")
                int column = IntStream.range(1, header.size())
                    .filter(cell -> NAME_COLUMN.matcher(content.substring(header.get(cell)[0], header.get(cell)[1])).matches()).findFirst().orElse(-1);
                if (column >= 0) {
                    return rows(opening, at, nextLine(content, line), header.size(), column);
                }
            }
        }
        return roleRows(opening);
    }

    /**
     * The parties a table gives each in a row of its own, the role in the first cell and the name, or its blank, in the next:
     * "| **Party A** | Harrow Lane (Pty) Ltd |", "| **Party B** | ______ |" (each perhaps in a table of its own).
     */
    private static List<Term> roleRows(List<Chunk> opening) {
        List<Term> parties = new ArrayList<>();
        Set<String> roles = new HashSet<>();
        for (Chunk chunk : opening) {
            String content = chunk.content();
            for (int line = 0; line >= 0 && parties.size() < MAX_PARTIES; line = nextLine(content, line)) {
                List<int[]> cells = cells(content, line);
                if (cells.size() < 2) {
                    continue;
                }
                String role = content.substring(cells.getFirst()[0], cells.getFirst()[1]).replaceAll("[*_]", "").strip();
                if (TermPatterns.ROLE_HEADING.matcher(role).matches() && roles.add(roleName(role))) {
                    fieldValue(chunk, cells.get(1)[0], cells.get(1)[1]).ifPresent(parties::add);
                }
            }
        }
        return parties.size() > 1 ? parties : List.of();
    }

    /** The parties in a table's rows from the line at {@code line} of the chunk at {@code at}, while rows have {@code width} cells. */
    private static List<Term> rows(List<Chunk> chunks, int at, int line, int width, int column) {
        List<Term> parties = new ArrayList<>();
        for (int index = at; index < chunks.size(); index++, line = 0) {
            Chunk chunk = chunks.get(index);
            for (; line >= 0; line = nextLine(chunk.content(), line)) {
                List<int[]> cells = cells(chunk.content(), line);
                if (cells.size() != width || parties.size() == MAX_PARTIES) {
                    return parties;
                }
                int[] name = cells.get(column);
                if (!RULE_ROW.matcher(chunk.content().substring(cells.getFirst()[0], cells.getLast()[1])).matches()) {
                    fieldValue(chunk, name[0], name[1]).ifPresent(parties::add);
                }
            }
        }
        return parties;
    }

    /** Where the line after the one at {@code line} starts; -1 after the last. */
    private static int nextLine(String content, int line) {
        int end = content.indexOf('\n', line);
        return end < 0 ? -1 : end + 1;
    }

    /**
     * The cells of a table's row on the line at {@code line}, "|" between them, each as its text's [start, end) in the content;
     * none for a line without "|".
     */
    private static List<int[]> cells(String content, int line) {
        int next = nextLine(content, line);
        String row = content.substring(line, next < 0 ? content.length() : next - 1);
        if (row.indexOf('|') < 0) {
            return List.of();
        }
        int from = row.startsWith("|") ? 1 : 0;
        int to = row.strip().endsWith("|") ? row.lastIndexOf('|') : row.length();
        List<int[]> cells = new ArrayList<>();
        for (int start = from; start <= to; ) {
            int bar = row.indexOf('|', start);
            int end = bar < 0 || bar > to ? to : bar;
            String cell = row.substring(start, end);
            int lead = cell.length() - cell.stripLeading().length();
            cells.add(new int[] {line + start + lead, line + start + lead + cell.strip().length()});
            start = end + 1;
        }
        return cells;
    }

    /**
     * The party a field's value in [{@code from}, {@code to}) names: the blank left for it, or a name without a lower-case word, the
     * line's whole name ("Cranberry Hearing and Balance Center": no "and" splits a field's one party).
     */
    private static Optional<Term> fieldValue(Chunk chunk, int from, int to) {
        Matcher blank = BLANK_NAME.matcher(chunk.content()).region(from, to);
        if (blank.lookingAt()) {
            return Optional.of(nameTerm(chunk, blank));
        }
        // a handle in lower case and the name after it: "quillmark-dev / Quillmark Labs"
        Matcher handle = HANDLE_THEN_NAME.matcher(chunk.content()).region(from, to);
        Matcher name = LAST_NAME.matcher(chunk.content()).region(handle.lookingAt() ? handle.end() : from, to);
        return name.lookingAt() && !LOWER_WORD.matcher(name.group(1)).find() ? Optional.of(nameTerm(chunk, name)) : Optional.empty();
    }

    /**
     * The parties a form names in fields after "between" ({@code from} in the chunk at {@code index}) and in the paragraphs
     * after it: a role's line with its value ("Disclosing Party: [Your Company Name]") or with it on the line under it (in the same
     * paragraph or opening the next), or a name's field under a role ("Company Name: {{PARTY_A_COMPANY}}", "Full Legal Name: [Enter
     * name]"); each the name or the blank written there.
     */
    private static List<Term> fielded(List<Chunk> chunks, int index, int from) {
        List<Term> parties = new ArrayList<>();
        Set<String> roles = new HashSet<>();
        for (int at = index; at < Math.min(chunks.size(), index + FIELDED_REACH) && parties.size() < MAX_PARTIES; at++) {
            Chunk chunk = chunks.get(at);
            int start = at == index ? from : 0;
            for (Pattern field : List.of(ROLE_FIELD, ROLE_ABOVE, NAME_FIELD)) {
                Matcher line = field.matcher(chunk.content()).region(start, chunk.content().length());
                while (line.find() && parties.size() < MAX_PARTIES) {
                    // a role's field again, by the signatures ("Disclosing Party: ________"), is no further party
                    if (field != NAME_FIELD && (companyFieldOfAParty(chunk, line) || !roles.add(roleKey(line)))) {
                        continue;
                    }
                    // one line read by two patterns ("Company Name: ____", a role's and a name's field) is one party; under a role,
                    // its name's field ("Disclosing Party ("Acme"):" / "- Name: ____"), no other
                    (field == ROLE_ABOVE ? valueUnder(chunk, line.start(2), line.end())
                        : fieldValue(chunk, line.start(line.groupCount()), line.end()))
                        .filter(party -> parties.stream().noneMatch(known -> known.start() == party.start())).ifPresent(parties::add);
                }
            }
            roleLast(chunks, at, start, roles).ifPresent(parties::add);
        }
        return parties;
    }

    /**
     * Whether a role's field is a "Company:" line that belongs to the party named on the line above ("Party B: ____ ("Recipient")" /
     * "Company: ____"): that party's company, no party of its own.
     */
    private static boolean companyFieldOfAParty(Chunk chunk, Matcher line) {
        if (!roleName(line.group(1)).equals("company") || line.start() == 0) {
            return false;
        }
        String content = chunk.content();
        int above = content.lastIndexOf('\n', line.start() - 2) + 1;
        return ROLE_FIELD.matcher(content.substring(above, line.start() - 1)).find();
    }

    /**
     * A letter's parties where nothing else names them: the company it is addressed to in brackets ("your (AXI Holdings BV, with
     * registered office at ...") and the companies it is signed for ("for and on behalf of Seaborne Capital LTD.").
     */
    private static List<Term> companiesSigning(List<Chunk> chunks) {
        List<Term> parties = new ArrayList<>();
        for (Chunk chunk : chunks) {
            Matcher company = ADDRESSEE_OR_SIGNATORY.matcher(chunk.content());
            while (company.find() && parties.size() < MAX_PARTIES) {
                Term named = nameTerm(chunk, company);
                if (parties.stream().noneMatch(p -> p.value().equalsIgnoreCase(named.value()))) {
                    parties.add(named);
                }
            }
        }
        return parties;
    }

    /** Whether a description follows a party's name in its paragraph ("Textgain BV incorporated under ..."): no heading's words. */
    private static boolean describedInText(List<Chunk> chunks, Term party) {
        return KeyTermExtractor.holding(chunks, party)
            .map(c -> PARTY_DESCRIPTION.matcher(c.content()).region(party.end() - c.startPosition(), c.content().length()).lookingAt())
            .orElse(false);
    }

    /**
     * Whether a "between" introduces the agreement's parties: on a line of its own or at a line's start ("BETWEEN:"), or after
     * words that make or name an agreement or a deal in its sentence ("This Agreement is made ... between"), not "an actual
     * match between Mentor and Participants".
     */
    private static boolean namesTheParties(String content, Matcher between) {
        if (!between.group().regionMatches(true, 0, "between", 0, 7)) {
            return true;
        }
        String before = content.substring(0, between.start());
        String sentence = before.substring(Math.max(before.lastIndexOf('.'), Math.max(before.lastIndexOf(';'), before.lastIndexOf('\n'))) + 1);
        return sentence.isBlank() || AGREEMENT_MADE.matcher(sentence).find();
    }

    /**
     * A letter agreement's parties: the company it is addressed to (a line of the address block above "Ladies and
     * Gentlemen:" or "Dear ...:") and the first company its opening paragraph names ("... a potential acquisition of Terremark
     * Worldwide, Inc. (the “Company”)"); a name whose first word is cut off ("regarding lmo Industries Inc.") is left out.
     */
    private static List<Term> letterParties(List<Chunk> chunks) {
        for (int index = 0; index < Math.min(LETTER_OPENING, chunks.size()); index++) {
            Chunk chunk = chunks.get(index);
            Matcher salutation = SALUTATION.matcher(chunk.content());
            if (!salutation.find()) {
                continue;
            }
            List<Term> parties = new ArrayList<>();
            for (int block = index; block >= Math.max(0, index - ADDRESS_CHUNKS) && parties.isEmpty(); block--) {
                Chunk address = chunks.get(block);
                Matcher line = COMPANY_LINE.matcher(address.content()).region(0, block == index ? salutation.start() : address.content().length());
                if (line.find()) {
                    parties.add(nameTerm(address, line));
                }
            }
            boolean rest = !chunk.content().substring(salutation.end()).isBlank();
            Chunk opening = rest ? chunk : index + 1 < chunks.size() ? chunks.get(index + 1) : null;
            if (opening != null) {
                Matcher company = COMPANY_IN_TEXT.matcher(opening.content()).region(rest ? salutation.end() : 0, opening.content().length());
                while (company.find()) {
                    String before = opening.content().substring(Math.max(0, company.start() - 20), company.start());
                    if (!CUT_OFF.matcher(before).find()) {
                        Term named = nameTerm(opening, company);
                        if (parties.stream().noneMatch(p -> p.value().equals(named.value()))) {
                            parties.add(named);
                        }
                        break;
                    }
                }
                // a model form's letter: "[Potential Buyer] (“Buyer”) has requested ... regarding [Target Company] and its
                // subsidiaries (collectively, the “Company”)"
                Matcher placeholder = PLACEHOLDER_PARTY.matcher(opening.content());
                boolean named = !parties.isEmpty();
                while (!named && parties.size() < 2 && placeholder.find()) {
                    parties.add(nameTerm(opening, placeholder));
                }
                if (parties.isEmpty()) {
                    parties.addAll(blankLetterParties(chunks, index, salutation.start(), opening));
                }
            }
            return parties;
        }
        return List.of();
    }

    /**
     * A form letter's parties as blanks: the first name's blank on a line of its own above the salutation ("[Name of Receiving
     * Party]", the address block's start) and another name's blank in the {@code opening} ("This letter confirms that [Name of
     * Disclosing Party] will be disclosing ...").
     */
    private static List<Term> blankLetterParties(List<Chunk> chunks, int index, int salutation, Chunk opening) {
        List<Term> parties = new ArrayList<>();
        for (int block = Math.max(0, index - ADDRESS_CHUNKS); block <= index && parties.isEmpty(); block++) {
            Chunk address = chunks.get(block);
            Matcher line = NAME_BLANK_LINE.matcher(address.content()).region(0, block == index ? salutation : address.content().length());
            if (line.find()) {
                parties.add(nameTerm(address, line));
            }
        }
        Matcher blank = NAME_BLANK.matcher(opening.content());
        while (parties.size() == 1 && blank.find()) {
            if (!blank.group().equals(parties.getFirst().value())) {
                parties.add(nameTerm(opening, blank));
            }
        }
        return parties;
    }

    /** Two parties on lines of their own around "And": the second on the line after it, or in the next paragraph. */
    private static List<Term> coverParties(List<Chunk> chunks, int index, Matcher cover) {
        Chunk chunk = chunks.get(index);
        List<Term> parties = new ArrayList<>();
        nameAt(chunk, cover.start(1), cover.end(1)).ifPresent(parties::add);
        if (chunk.content().substring(cover.end()).isBlank()) {
            parties.addAll(listed(chunks, index + 1, 1, false));
        } else {
            int lineEnd = chunk.content().indexOf('\n', cover.end());
            nameAt(chunk, cover.end(), lineEnd < 0 ? chunk.content().length() : lineEnd).ifPresent(parties::add);
        }
        return parties;
    }

    /**
     * The second party on the line after the first's, with no "and" between them, where the first's line ends with its name:
     * "Party 1: ______" / "BBD Software Ltd ("Receiving/Disclosing Party")"; not a line that describes the first party.
     */
    private static Optional<Term> onNextLine(Chunk chunk, int end) {
        String content = chunk.content();
        int lineEnd = content.indexOf('\n', end);
        int lineStart = content.lastIndexOf('\n', end - 1) + 1;
        if (lineEnd < 0 || !content.substring(end, lineEnd).isBlank()
            || PARTY_DESCRIPTION.matcher(content).region(lineEnd + 1, content.length()).lookingAt()
            // the item's own line under a listed party: "- Jane Doe" / "  Senior Technical Recruiter"
            || ITEM_LINE.matcher(content).region(lineStart, lineEnd).lookingAt()
            && CONTINUATION_LINE.matcher(content).region(lineEnd + 1, content.length()).lookingAt()) {
            return Optional.empty();
        }
        return markedParty(chunk, lineEnd + 1);
    }

    /**
     * The party on the line after the one where a party's line ends in "and": "CubeRoot Dynamics, a division of ... ("CubeRoot"),
     * and" / "[CLIENT_NAME], a [STATE] corporation ("Client")".
     */
    private static Optional<Term> afterAnd(Chunk chunk, int end) {
        String content = chunk.content();
        Matcher and = AND_AT_LINE_END.matcher(content).region(end, content.length());
        if (!and.lookingAt()) {
            return Optional.empty();
        }
        return markedParty(chunk, and.end());
    }

    /** The blank on the line after a party's, after its "and": "... ("Company");" / "and ______" / "the ("Recipient")". */
    private static Optional<Term> blankOnAndLine(Chunk chunk, int lineEnd) {
        Matcher and = AND_BLANK_LINE.matcher(chunk.content());
        return lineEnd >= 0 && and.region(lineEnd, chunk.content().length()).lookingAt()
            ? nameAt(chunk, and.end(), chunk.content().length()) : Optional.empty();
    }

    /**
     * The second party named after the first in [{@code from}, {@code to}): "... (the "Disclosing Party"), and ______________ (the
     * "Recipient")" (the second left blank), "... ("Party A"), and the entity identified on the signature page below ("Party B")".
     */
    private static Optional<Term> secondParty(Chunk chunk, int from, int to) {
        for (Pattern separator : SECOND_PARTY) {
            Matcher second = separator.matcher(chunk.content()).region(from, Math.min(to, from + 400));
            if (second.find()) {
                return nameAt(chunk, second.end(), chunk.content().length());
            }
        }
        return Optional.empty();
    }

    /** The party a line opens with at {@code at}, after its mark or role if any ({@link #LISTED_PARTY}). */
    private static Optional<Term> markedParty(Chunk chunk, int at) {
        Matcher marker = LISTED_PARTY.matcher(chunk.content()).region(at, chunk.content().length());
        marker.lookingAt();
        return describedParty(chunk, marker.end(), marker.group(3) != null);
    }

    /** The name, or the blank left for it, that text[from, to) of a chunk opens with. */
    private static Optional<Term> nameAt(Chunk chunk, int from, int to) {
        Matcher marker = LISTED_PARTY.matcher(chunk.content()).region(from, to);
        int at = marker.lookingAt() ? marker.end() : from;
        Matcher name = LAST_NAME.matcher(chunk.content()).region(at, to);
        if (name.lookingAt() && !DATE_NAME.matcher(name.group(1)).matches()) {
            return Optional.of(nameTerm(chunk, name));
        }
        return opening(chunk, at, to, BLANK_NAME, SIGNER, DESCRIBED_PERSON, ANYONE, SIGNING_BELOW).map(found -> nameTerm(chunk, found));
    }

    /** The first of {@code patterns} that matches the chunk's text [{@code from}, {@code to}) at its start, if any. */
    private static Optional<Matcher> opening(Chunk chunk, int from, int to, Pattern... patterns) {
        for (Pattern pattern : patterns) {
            Matcher matcher = pattern.matcher(chunk.content()).region(from, to);
            if (matcher.lookingAt()) {
                return Optional.of(matcher);
            }
        }
        return Optional.empty();
    }

    /**
     * Parties set out one to a paragraph from {@code from} on, each a name, or a blank left for one, with its description or
     * alone ("ExxonMobil Research and Engineering Company, a corporation of ...", "(A) Wollaston School whose address ...",
     * "AND: CONSUMER ECONOMIC OPPORTUNITIES INC."); {@code marked} asks for a mark or an "and" before it. A paragraph of
     * description only ("a corporation incorporated under ..."), a lone "and" or a blank address is passed over, and anything
     * else ends the list.
     */
    private static List<Term> listed(List<Chunk> chunks, int from, int most, boolean marked) {
        List<Term> parties = new ArrayList<>();
        for (int index = from; index < Math.min(chunks.size(), from + 2 * most + 2) && parties.size() < most; index++) {
            Chunk chunk = chunks.get(index);
            Matcher label = PARTIES_LABEL.matcher(chunk.content());
            boolean named = listedIn(chunk, label.lookingAt() ? label.end() : 0, marked, parties);
            if (!named && (chunk.kind() == ChunkKind.FORM_FIELD || chunk.kind() == ChunkKind.SIGNATURE_BLOCK)) {
                // an address left to fill in between the parties ("[Address]" / "[City, State ZIP]"), or its fields ("Address: ..." /
                // "Email: ...") read as a signature's
                continue;
            }
            if (!named || PARTIES_DEFINED.matcher(chunk.content()).find()) {
                break;
            }
        }
        return parties;
    }

    /**
     * Adds the parties a paragraph lists from {@code from} (one, or one a bulleted line) to {@code parties}; false where a
     * paragraph that neither names nor describes a party ends the list.
     */
    private static boolean listedIn(Chunk chunk, int from, boolean marked, List<Term> parties) {
        String content = chunk.content();
        List<Integer> starts = itemStarts(content, from);
        for (int at : starts) {
            Matcher marker = LISTED_PARTY.matcher(content).region(at, content.length());
            marker.lookingAt();
            Optional<Term> party = !marked || marker.group(1) != null || marker.group(2) != null
                || ROLE_DEFINED.matcher(content).region(marker.end(), content.length()).lookingAt()
                ? describedParty(chunk, marker.end(), marker.group(3) != null) : Optional.empty();
            if (party.isPresent()) {
                parties.add(party.get());
                if (starts.size() == 1) {
                    // no list: the next party may follow on the line after an "and", or on the same line
                    int end = party.get().end() - chunk.startPosition();
                    int lineEnd = content.indexOf('\n', end);
                    afterAnd(chunk, end).or(() -> secondParty(chunk, end, lineEnd < 0 ? content.length() : lineEnd))
                        .or(() -> blankOnAndLine(chunk, lineEnd)).ifPresent(parties::add);
                }
            } else if (PARTY_DESCRIPTION.matcher(content).region(at, content.length()).lookingAt()) {
                // a party's description, then the next party after an "and" of its own: '("Discloser" / "Recipient" as applicable)'
                // / "and" / "______" / "(Registration ____)"
                Matcher and = AND_LINE.matcher(content).region(at, content.length());
                if (and.find()) {
                    describedParty(chunk, and.end(), false).ifPresent(parties::add);
                }
            } else if (!content.substring(marker.end()).isBlank()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The parties a section headed "Parties" names one to a line ("## Parties" / "AliceSolutions Ventures Inc. ("AliceSolutions")"
     * / "Each Participant (individual or entity executing this Agreement)"): the heading says what each line is.
     */
    private static List<Term> underPartiesHeading(Chunk chunk) {
        String heading = Headings.section(chunk);
        List<Term> parties = new ArrayList<>();
        if (heading != null && PARTIES_HEADING.matcher(heading).matches()) {
            Matcher line = LINE_START.matcher(chunk.content());
            while (line.find() && parties.size() < MAX_PARTIES) {
                Matcher signing = SIGNING_PARTY.matcher(chunk.content()).region(line.end(), chunk.content().length());
                describedParty(chunk, line.end(), true)
                    .or(() -> signing.lookingAt() ? Optional.of(nameTerm(chunk, signing)) : Optional.empty()).ifPresent(parties::add);
            }
        }
        return parties;
    }

    /** Where a paragraph's listed parties start: at {@code from}, or at each line where every line is a bulleted or numbered item. */
    private static List<Integer> itemStarts(String content, int from) {
        Matcher item = ITEM_LINE.matcher(content).region(from, content.length());
        List<Integer> starts = new ArrayList<>();
        while (item.find()) {
            starts.add(item.start());
        }
        boolean everyLine = content.substring(from).lines().filter(line -> !line.isBlank()).count() == starts.size();
        return starts.size() > 1 && everyLine ? starts : List.of(from);
    }

    /**
     * The name a paragraph opens with at {@code at}, or the blank left for it, when its description follows (or the paragraph
     * ends, or the role it takes came before it): a clause ("The Funds were established ...") is no name, and a blank is a
     * name's only before its description or the words saying what it is for ("[official company name in full]").
     */
    private static Optional<Term> describedParty(Chunk chunk, int at, boolean roleNamed) {
        String content = chunk.content();
        Matcher field = ROLE_FIELD.matcher(content).region(at, content.length());
        if (field.lookingAt()) {
            // a role's field, its role with an aside: the name after it, not the role ("Disclosing Party (Licensor): Ana Costa")
            return fieldValue(chunk, field.start(2), field.end(2));
        }
        Matcher name = LISTED_NAME.matcher(content).region(at, content.length());
        if (name.lookingAt() && !DATE_NAME.matcher(name.group(1)).matches()) {
            Term party = nameTerm(chunk, name);
            boolean described = roleNamed || DESCRIPTION.matcher(name.group(1)).find() || describedAfter(content, name.end());
            return !SENTENCE_NAME.matcher(party.value()).find() && described ? Optional.of(party) : Optional.empty();
        }
        Matcher blank = BLANK_NAME.matcher(content).region(at, content.length());
        // a blank described after it, or one that asks for a name ("[INSERT COMPANY NAME]") or is followed by one that does
        return blank.lookingAt() && (describedAfter(content, blank.end())
            || NAME_TO_FILL.matcher(content).region(blank.start(), content.length()).lookingAt()
            || NAME_TO_FILL.matcher(content).region(blank.end(), content.length()).lookingAt())
            ? Optional.of(nameTerm(chunk, blank)) : Optional.empty();
    }

    /** Whether the paragraph ends at {@code end} (its full stop aside) or a party's description starts there. */
    private static boolean describedAfter(String content, int end) {
        return content.substring(end).matches("[.;]?\\s*") || PARTY_DESCRIPTION.matcher(content).region(end, content.length()).lookingAt();
    }

    private static Term nameTerm(Chunk chunk, Matcher name) {
        int group = name.groupCount() == 0 ? 0 : 1;
        int start = chunk.startPosition() + name.start(group);
        String value = name.group(group).strip();
        Matcher description = DESCRIPTION.matcher(value);
        if (description.find() && description.start() > 0) {
            value = value.substring(0, description.start()).strip();
        }
        // an address the filing left out: "(2) NIGEL CROCKETT of (the ''Employee")"; the group it binds with it ("Zinpro Corporation
        // and its subsidiaries"); its registration number ("QUILLMARK AB 551234-0000")
        value = value.replaceFirst("\\s+of$|\\s+and\\s+its\\s+(?:subsidiaries|affiliates)(?:\\s+and\\s+(?:subsidiaries|affiliates))?$"
            + "|(?<=\\p{L}\\.?)\\s+\\d[\\d-]{5,}$", "");
        // the sentence's full stop after a name that ends in no abbreviation: "... and the Subcontractor."
        if (TermPatterns.SENTENCE_STOP.matcher(value).find()) {
            value = value.substring(0, value.length() - 1);
        }
        return new Term(value.replaceAll("\\s+", " "), value, start, start + value.length()); // "Corporate / Finance B.V." reads on one line
    }
}
