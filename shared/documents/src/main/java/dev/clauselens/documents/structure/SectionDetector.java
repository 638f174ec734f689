package dev.clauselens.documents.structure;

import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.terms.Jurisdictions;
import dev.clauselens.core.terms.TermPatterns;
import dev.clauselens.documents.extract.HeadingShapes;
import dev.clauselens.documents.extract.SourceParagraph;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds headings and the section each paragraph belongs to, from heading styles, numbering
 * ({@code ARTICLE IV}, {@code Section 1.2}, {@code 1.}, {@code 1.1}, {@code (a)}, {@code (i)}) and
 * the shape of unnumbered headings (capitals, short title-case lines).
 *
 * <p>Sections nest by rank: styled headings by their level, then articles, then decimals by depth
 * (unnumbered headings rank with top-level decimals). Lettered and parenthesised items nest inside
 * whatever is open, and an item of a kind already open closes back to it.
 */
final class SectionDetector {
    /** An unnumbered heading over the numbered clauses after it ("Return or Destruction of Confidential Information", "11. ..."). */
    private static final int GROUP_HEADING_RANK = 9;
    /** The deepest level a styled heading has (Markdown's "######", Word's Heading 6). */
    private static final int MAX_STYLED_LEVEL = 6;
    private static final int ARTICLE_RANK = 10;
    private static final int PLAIN_HEADING_RANK = 11;
    private static final int ITEM_RANK = 100;
    private static final int MAX_ELEMENT_LENGTH = 80;
    private static final int FRONT_MATTER_PARAGRAPHS = 6;
    private static final int FORM_FIELD_WORDS = 6;
    /** A paragraph this long is one of its own, not a wrapped sentence's first line. */
    private static final int WHOLE_PARAGRAPH_WORDS = 12;

    /** The words that name a document: "Agreement", "NDA", "Undertaking". */
    private static final String DOCUMENT_WORDS = "agreement|nda|non-?disclosure|deed|undertaking";
    /**
     * A form's word to its user, wherever it stands: "This is a sample template for educational purposes only.", "This template
     * is provided for information", "[This template is for advisory relationships ...]", "does not constitute legal advice";
     * not the information's purpose ("Any software code included in the Confidential Information is for illustrative purposes
     * only").
     */
    private static final Pattern NOTE_TEXT = Pattern.compile("(?i)\\bthis\\s+is\\s+an?\\s+(?:sample|model|example|free|working|draft)\\s+template\\b"
        + "|\\b(?:this|the)\\s+(?:sample\\s+|model\\s+)?template\\s+(?:is|has\\s+been)\\s+(?:provided|intended|designed|offered|for)\\b"
        // a template's purpose, not the information's ("Any software code ... is for illustrative purposes only")
        + "|\\b(?:template|sample|form)\\b[^.;]{0,60}\\bfor\\s+(?:educational|informational|illustrative)\\s+purposes\\s+only\\b"
        + "|\\b(?:does|do|is)\\s+not\\s+(?:constitute\\s+)?legal\\s+advice\\b");
    /** A page that presents a form: "Non-Disclosure Agreement (NDA) Template", "Template: Mutual NDA". */
    private static final Pattern TEMPLATE_TITLE = Pattern.compile("(?i).*\\btemplates?\\b.*");
    /** An NDA's whole name, as its title gives it: "MUTUAL NON-DISCLOSURE AGREEMENT", "Confidentiality Agreement (CDA)". */
    private static final Pattern NDA_NAME = Pattern.compile("(?i)(?:(?:mutual|one-way|unilateral|reciprocal|bilateral|two-way|standard)"
        + "\\s+)*(?:non-?disclosure|confidentiality|confidential\\s+disclosure|secrecy)\\s+(?:agreement|undertaking|deed)"
        + "(?:\\s*\\((?:nda|mnda|cda)\\))?");
    /**
     * An untitled NDA's name as its opening sentence gives it: "This Non-Disclosure Agreement ("Agreement") is entered between",
     * "This Confidential Non-Disclosure & Non-Compete Agreement (“Agreement”) is made between".
     */
    private static final Pattern OPENING_NAME = Pattern.compile("(?i)^this\\s+((?:[\\w-]+\\s+){0,3}?(?:non-?disclosure|confidentiality|secrecy)\\b"
        + "[^()\"“\\n.;]{0,60}?\\b(?:agreement|undertaking|deed))(?=\\s*[(,]|\\s+(?:is|was|dated|made|entered|between|by)\\b)");
    private static final Pattern TITLE_WORDS = Pattern.compile("(?i).*\\b(" + DOCUMENT_WORDS + "|confidentiality)\\b.*");
    private static final Pattern SIGNATURE_START = Pattern.compile(
        "(?i)^(in witness+ (whereof|hereof|of)|signed by|executed by|(the parties|each of the parties|the undersigned) (hereto )?(have|has) (duly )?(executed|signed) this agreement|for and on behalf of|agreed (by the parties|and accepted)|accepted and agreed"
            // "This Agreement has been entered into on the date stated above by:", "I agree to the above terms and conditions (Recipient)"
            + "|this agreement has been (entered into|executed|signed) on the date|i agree to the above terms"
            // a line that only says what follows: "Signed:", "SIGNATURES"
            + "|(signed|signatures?)(?=\\s*:?\\s*$)"
            // a letter's request to sign it: "Kindly return us an executed copy of this letter."
            + "|(kindly|please) (sign,? )?(and )?return (to )?(us |me )?(an executed|a signed|a countersigned|the duplicate|a|one) copy "
            + "of this (letter|agreement)"
            // "Both parties signify their agreement to the above terms by signing"
            + "|(both|the) parties signify their agreement"
            // "Parties have each caused this Agreement to be executed by their duly authorized representative."
            + "|((the )?parties|each (of the )?part(y|ies)) (hereto )?(have|has) (each )?caused this agreement to be (duly )?"
            + "(executed|signed)|the (duly )?authori[sz]ed representatives of the parties (hereto )?(have|has) (duly )?(executed|signed))\\b.*");
    private static final Pattern SIGNATURE_LINE = Pattern.compile(
        "(?i)^(by|name|title|date|signature|signed|print(ed)? name|its|witness|email|address)\\b\\s*[:_].*");
    private static final String MONTH = "(?:january|february|march|april|may|june|july|august|september|october|november|december)";
    /**
     * A letter's date, also after its place, or an address's last line: "December 15, 2010", "The Hague, July 9, 2025", "14
     * November 2022", "New York, New York 10007"; no heading.
     */
    private static final Pattern DATE_OR_ADDRESS = Pattern.compile("(?i)(?:(?-i:\\p{Lu})[\\p{L}.'-]*(?:\\s+\\p{L}[\\p{L}.'-]*){0,3},\\s+)?(?:"
        + MONTH + "\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:st|nd|rd|th)?\\s+" + MONTH + ",?\\s+\\d{4})|.*,.*\\b\\d{5}(?:-\\d{4})?"
        // a country on its own line ends an address: "Republic of South Africa"
        + "|(?:the\\s+)?(?:republic|kingdom|commonwealth|federal\\s+republic|people's\\s+republic)\\s+of\\s+\\p{L}+(?:\\s+\\p{L}+)?");
    /** Names apart by commas, the last one group 1: "Harrow, Tasmania, Australia", "Salem, Oregon". */
    private static final Pattern PLACE_LINE = Pattern.compile("(?:\\p{Lu}\\p{L}+(?:\\s+\\p{Lu}\\p{L}+){0,2},\\s+){1,3}(\\p{Lu}\\p{L}+(?:\\s+\\p{Lu}\\p{L}+){0,2})");
    /** An address still to fill in, or a rule drawn across the page, above a title: "[Insert address of recipient]", "______". */
    private static final Pattern BLANK_LINE = Pattern.compile("\\[[^\\[\\]]+\\]|[_\\s]{3,}");
    /** A document's name: "Confidentiality agreement Project Octagon", not a marking such as "STRICTLY CONFIDENTIAL". */
    private static final Pattern DOCUMENT_NAME = Pattern.compile("(?i)(?!\\d|th(?:is|e|ese)\\b).*\\b(" + DOCUMENT_WORDS + ")\\b.*");
    /**
     * A line in sentence case, a word of four letters or more in lower case after its first: "Agreement on the protection of
     * confidential information"; not one in capitals or title case, which the heading shapes judge ("Mutual Non-Disclosure").
     */
    private static final Pattern SENTENCE_CASE = Pattern.compile("\\p{Lu}\\p{Ll}.*\\s\\p{Ll}{4}");
    /** A letter's heading this near the start, after its addresses and reference lines, may name the document. */
    private static final int LETTER_HEADING_PARAGRAPHS = 12;
    /** The words that begin the terms ("NOW IT IS HEREBY AGREED:-"): text, not a heading over them. */
    private static final Pattern OPERATIVE_WORDS = Pattern.compile("(?i)\\b(agreed?|agrees|as follows|witnesseth|whereas)\\b|[:\\-–]\\s*$");
    private static final Pattern BLANK = Pattern.compile("_{3,}|…{2,}|\\.{5,}|\\[[^\\]]{0,40}]");
    private static final Pattern NON_ASCII_SPACES = Pattern.compile("[\\u00A0\\u2000-\\u200B\\u202F\\u205F\\u3000]");
    private static final Pattern EMPHASIS = Pattern.compile("[*_]{1,3}");
    /** A file's name alone on its line: "nda-template.md", "NDA_TEMPLATE.docx". */
    private static final Pattern FILE_NAME = Pattern.compile("[\\w.-]{1,80}\\.(?i:md|markdown|txt|docx?|pdf|rtf|html?)");
    /** Pictographs that open or close a line as decoration: "# 🤝 NON-DISCLOSURE AGREEMENT (NDA)", "### ⚖️ GOVERNING LAW". */
    private static final Pattern PICTOGRAPHS = Pattern.compile("^[\\p{So}\\uFE0F\\u200D\\s]+|[\\s\\uFE0F\\u200D]*[\\p{So}][\\p{So}\\uFE0F\\u200D\\s]*$");
    /** The opening paragraphs where the parties are named. */
    private static final int PARTY_LINES = 25;
    /** A paragraph that only joins the parties: "between", "BY AND BETWEEN:", "By and between,", "- and -", "AND;". */
    private static final Pattern PARTY_CONNECTOR = Pattern.compile("(?i)(?:(?:by\\s+and\\s+)?between|[-–]?\\s*and\\s*[-–]?)\\s*[:,;]?");
    /** What only an agreement's own text speaks of: its parties (not "third parties"), their roles, its date. */
    private static final Pattern AGREEMENT_TEXT = Pattern.compile("(?i)\\b(?:between|(?<!third\\s)part(?:y|ies)|effective\\s+date"
        + "|disclos(?:ing|er)|recipient|receiving)\\b");
    /** An opening whose parties follow it: "... is entered into as of ____ by and between:". */
    private static final Pattern PARTIES_FOLLOW = Pattern.compile("(?i)\\bbetween\\s*:\\s*$");
    /** A party's name after its connector on the same line: "BETWEEN: SMART CHIP TECHNOLOGIES, LLC", "AND: CONSUMER ... INC.". */
    private static final Pattern PARTY_OPENING = Pattern.compile("(?i)(?:between|and)\\s*:\\s*\\S");
    /**
     * A street address's first line, short and in one column: "20820 Route 19, Suite A", "999 West View Park Drive", "PO Box
     * 5076" (not a numbered party "1 NOSTRADATA Limited (ACN ...) of ... Street", nor two addresses side by side).
     */
    private static final Pattern STREET_LINE = Pattern.compile("(?i)(?=.{0,50}$)(?!.*\\s{3})\\d{1,6}[a-z]?\\s+[^\\n]{0,40}?\\b(?:street|st|road"
        + "|rd|avenue|ave|drive|dr|route|lane|ln|boulevard|blvd|way|place|pl|court|ct|parkway|pkwy|turnpike|highway|hwy|square|sq)\\b.*"
        + "|p\\.?\\s?o\\.?\\s+box\\b.*");
    /**
     * A section of notes to a form's user, not terms: "TEMPLATE VARIABLES", "Template disclaimer", "Optional clauses", "Drafting
     * notes", "Notes on using this template", "Notes for use", "Instructions for use", "Template generated by ...", a generator's
     * "Input Data"; not the terms a form incorporates ("Template Terms").
     */
    private static final Pattern NOTE_HEADING = Pattern.compile("(?i)(?:template\\s+(?:variables|fields|placeholders|notes?|instructions?"
        + "|guidance|disclaimer|checklist|customi[sz]ation\\b.*|generated\\b.*|usage\\b.*)|template\\s*[-–—:]+\\s*not\\s+legal\\s+advice"
        + "|drafting notes?|notes? (?:to|for) (?:the )?(?:user|drafter)s?|notes? for use|notes? on (?:using|completing|the use of) (?:this |the )?(?:template|form)"
        + "|instructions(?: for (?:use|completion|completing)\\b.*)?|how to (?:use|complete)\\b.*|optional (?:clauses|provisions)|variables"
        // also a team's own: "Usage Notes for @Quill"
        + "|placeholders|usage notes?(?: (?:for|to) .*)?"
        // a generator's input before the document it renders: "## Input Data" / a JSON block of the values
        + "|input\\s+(?:data|variables|values|fields))");
    /** A heading that may head a form's notes on its fields or the values filled in them: "Variables", "Placeholders". */
    private static final Pattern FIELDS_HEADING = Pattern.compile("(?i)variables|placeholders");
    /**
     * A first line that fills a field in, its label in words: "- Agreement Duration After Exchange: 3 years"; not a note on a
     * form's field, which names the field as the form writes it ("- {{party_a}}: the disclosing party", "[DATE]: the date").
     */
    private static final Pattern VALUE_LINE = Pattern.compile("[ \\t]*(?:[-*•][ \\t]+)?[\\p{L}][^\\n:{}\\[\\]`_<>]{1,60}:[ \\t]*\\S.*");
    /** A duty, which no title states: "1. The Researcher shall keep the data confidential." (a title capitalises: "Recipient Shall Not"). */
    private static final Pattern DUTY = Pattern.compile(TermPatterns.DUTY_VERB);
    /** A schedule to the agreement, which may follow its signatures: "Schedule 1", "Annex A", "Exhibit B", "Appendix", "Attachment C". */
    private static final Pattern SCHEDULE_HEADING = Pattern.compile("(?i)(?:schedule|annex|exhibit|appendix|attachment)\\b");
    /**
     * A section of signatures: "Signatures", "Signed:", "Signature & Party Schedule", "Execution Page" (not "Execution", which may
     * head a counterparts clause); its fields ("Legal Name: ____", "Jurisdiction: ____") and the headings within it
     * ("Participant") are the signatories', not terms.
     */
    private static final Pattern SIGNATURE_HEADING = Pattern.compile("(?i)(?:[\\d.]+\\s*)?(?:signatures?|signed|signature\\s+page"
        + "|execution\\s+page|signatures?\\s*(?:&|and)\\s*(?:party\\s+)?(?:schedule|details|blocks?))\\s*:?");
    private static final Pattern INLINE_TITLE = Pattern.compile("^([\\p{Lu}][^.:;“”\"]{0,79}?)\\s*[.:]\\s+\\S");

    /** A list's last item after "and" or "or" ("Confidentiality, Use and Disclosure"). */
    private static final Pattern SERIES = Pattern.compile(",[^,]+\\s(?:and|or|&)\\s");
    /** A company's legal form, which makes a title-case line a party's name. */
    private static final Pattern COMPANY_FORM = Pattern.compile("\\b(?:" + TermPatterns.COMPANY_SUFFIX + ")\\b");
    private static final Set<String> LEAD_IN_ENDINGS = Set.of(
        "that", "which", "who", "the", "of", "to", "and", "or", "a", "an", "any", "by", "for", "in", "with", "as",
        "is", "are", "shall", "will", "may", "must", "be");

    private record Entry(int rank, MarkerKind itemKind, ClauseMarker marker, String element) {
    }

    private final String text;
    private final List<SourceParagraph> paragraphs;
    private final List<Entry> stack = new ArrayList<>();
    private String title;
    private boolean seenContent;
    private boolean inSignatures;
    /** Whether the last heading opened a section under a heading of notes to the form's user ({@link #NOTE_HEADING}). */
    private boolean inNotes;
    /** Whether notes began after the signatures: the form has ended, and what follows is more notes, bar a schedule. */
    private boolean notesAfterForm;
    /** The headings of notes ({@link #FIELDS_HEADING}) whose sections fill the fields in: values, not notes. */
    private final Set<Entry> valueLists = new HashSet<>();
    /** Whether signatures have begun anywhere before. */
    private boolean signed;
    /** The paragraph that last opened a heading. */
    private int headedAt = -1;
    /** The number of the last "N Title" heading: the next one in turn may follow it. */
    private int lastNumberedHeading;
    private int frontMatterRank = Integer.MAX_VALUE;
    private int lastFrontMatter = -1;
    /** The title block's lines and the headings so far: one seen again later, in capitals, is a page's running header. */
    private final Set<String> repeatable = new HashSet<>();
    private final Set<Integer> groupHeadings;

    private SectionDetector(String text, List<SourceParagraph> paragraphs) {
        this.text = text;
        this.paragraphs = paragraphs;
        this.groupHeadings = groupHeadings();
    }

    static Outline detect(String text, List<SourceParagraph> paragraphs) {
        return new SectionDetector(text, paragraphs).run();
    }

    private Outline run() {
        List<ParagraphRole> roles = new ArrayList<>(paragraphs.size());
        for (int i = 0; i < paragraphs.size(); i++) {
            roles.add(role(i, roles));
        }
        return new Outline(roles, title != null ? title : openingName());
    }

    /**
     * A paragraph's role; a heading also says whether the text under it is notes to the form's user: a section it opens under a
     * heading of notes ("TEMPLATE VARIABLES", "Template disclaimer" and the headings within it), not a heading that opens none
     * ("NON-DISCLOSURE AGREEMENT" after them, a title seen before); or signatures, in a section it opens under a heading of
     * signatures.
     */
    private ParagraphRole role(int index, List<ParagraphRole> roles) {
        Entry innermost = stack.isEmpty() ? null : stack.getLast();
        ParagraphRole role = read(index, roles);
        if (role.heading()) {
            headedAt = index;
            boolean opened = !stack.isEmpty() && stack.getLast() != innermost;
            if (opened && FIELDS_HEADING.matcher(stack.getLast().element()).matches() && fillsFieldsIn(index + 1)) {
                valueLists.add(stack.getLast());
            }
            inNotes = opened && stack.stream().anyMatch(e -> e.marker() == null && NOTE_HEADING.matcher(e.element()).matches()
                && !valueLists.contains(e)
                // not a title naming the document ("Template Mutual Non-Disclosure Agreement")
                && !DOCUMENT_NAME.matcher(e.element()).matches());
            inSignatures |= opened && stack.stream().anyMatch(e -> SIGNATURE_HEADING.matcher(e.element()).matches());
            // a page's further commentary after the form and its notes ("When to Use NDA", "Common NDA Negotiations")
            notesAfterForm |= inNotes && signed;
            inNotes |= opened && notesAfterForm && stack.stream().noneMatch(e -> SCHEDULE_HEADING.matcher(e.element()).lookingAt());
        }
        signed |= inSignatures;
        return role;
    }

    /** Whether the paragraph at {@code index} opens with a field filled in ({@link #VALUE_LINE}). */
    private boolean fillsFieldsIn(int index) {
        if (index >= paragraphs.size()) {
            return false;
        }
        SourceParagraph paragraph = paragraphs.get(index);
        String first = EMPHASIS.matcher(text.substring(paragraph.start(), paragraph.end()).strip()).replaceAll("").split("\\n", 2)[0];
        return VALUE_LINE.matcher(first).matches();
    }

    private ParagraphRole read(int index, List<ParagraphRole> roles) {
        SourceParagraph paragraph = paragraphs.get(index);
        String content = sameLengthSpaces(text.substring(paragraph.start(), paragraph.end())).strip();
        if (content.isEmpty()) {
            return new ParagraphRole(false, path(), ChunkKind.CLAUSE, true);
        }
        if (HeadingShapes.isContents(content)) {
            // its entries ("1 Eligibility ....2") are neither headings nor numbered clauses
            return new ParagraphRole(false, path(), ChunkKind.CONTENTS, false);
        }
        if (index > 0 && consumedAsTitle(index, roles)) {
            return new ParagraphRole(true, path(), ChunkKind.CLAUSE, false);
        }
        String plain = plain(content);
        if (FILE_NAME.matcher(plain).matches()) {
            // a repository's file name over the agreement ("## nda-template.md"): a note, neither its title nor a section
            return new ParagraphRole(false, path(), ChunkKind.NOTE, false);
        }
        // Many templates put whole numbered clauses in heading styles: only heading-shaped text is a heading.
        int styledLevel = isHeadingShaped(plain) ? styledLevel(index) : 0;
        ClauseMarker marker = styledLevel > 0 ? null : resolve(ClauseMarker.parse(content));
        boolean numberedTitle = false;
        if (marker == null && styledLevel == 0) {
            marker = numberedHeading(index, content);
            numberedTitle = marker != null;
        }

        // In a signature block only a heading in capitals (EXHIBIT A, SCHEDULE 1) starts a new section.
        boolean headingShape = marker == null && !isPartyLine(plain, index) && !DATE_OR_ADDRESS.matcher(plain).matches() && looksLikeHeading(plain, index)
            && (!inSignatures || HeadingShapes.isAllCapsHeading(plain));
        if (styledLevel > 0 || headingShape) {
            int rank = styledLevel > 0 ? styledLevel : groupHeadings.contains(index) ? GROUP_HEADING_RANK : PLAIN_HEADING_RANK;
            if (isFrontMatter(index, rank, content)) {
                considerTitle(plain);
                repeatable.add(plain.toLowerCase(Locale.ROOT));
                frontMatterRank = Math.min(frontMatterRank, rank);
                lastFrontMatter = index;
                return new ParagraphRole(true, path(), ChunkKind.CLAUSE, false);
            }
            // an NDA's own name under a page that presents it as a template ("# Non-Disclosure Agreement (NDA) Template", "##
            // Instructions", "# MUTUAL NON-DISCLOSURE AGREEMENT"): the agreement starts there
            // or the page's own title again after its notes ("# Mutual Non-Disclosure Agreement", notes and a table of choices, "##
            // MUTUAL NON-DISCLOSURE AGREEMENT")
            boolean templated = title != null && (TEMPLATE_TITLE.matcher(title).matches() || title.equalsIgnoreCase(plain) && styledLevel > 0)
                && NDA_NAME.matcher(plain).matches();
            if (startsAfterNotes(index, styledLevel, plain)) {
                // an NDA's own name as the first top-level heading, under a block of notes that names no party ("HARROW LANE —
                // REVIEW PROTOCOL" / "Review Checklist: ..." / "# NON-DISCLOSURE AGREEMENT" / "This Non-Disclosure Agreement
                // ..."): the agreement starts there, the lines above it are notes
                roles.replaceAll(r -> r.heading() ? r : new ParagraphRole(false, r.sectionPath(), ChunkKind.NOTE, r.fragment()));
                title = plain;
            } else if (index < LETTER_HEADING_PARAGRAPHS && (stack.isEmpty() || templated) && DOCUMENT_NAME.matcher(plain).matches()) {
                boolean untitled = title == null || !TITLE_WORDS.matcher(title).matches();
                boolean named = templated || namedByOpening(index, plain);
                if (!untitled && named) {
                    // the heading the opening names, under a publisher's or generator's own ("# Generated NDA - February 1,
                    // 2025", "Model: ...", "# MUTUAL NON-DISCLOSURE AGREEMENT", "THIS MUTUAL NON-DISCLOSURE AGREEMENT is ..."):
                    // the lines under that header are notes, not terms
                    roles.replaceAll(r -> r.heading() ? r : new ParagraphRole(false, r.sectionPath(), ChunkKind.NOTE, r.fragment()));
                    title = plain;
                } else if (untitled && (styledLevel > 0 || named)) {
                    // a letter's "Re:" heading under its addresses, where the first line was a marking; not a section's heading
                    // ("# Mutual Nondisclosure" after "# Purpose")
                    title = plain;
                }
            }
            boolean seenBefore = !repeatable.add(plain.toLowerCase(Locale.ROOT));
            if (seenBefore && styledLevel == 0 && seenContent && HeadingShapes.isAllCapsHeading(plain)) {
                // a running header left in text taken from a PDF ("MUTUAL NON-DISCLOSURE AGREEMENT" between items b and c)
                return new ParagraphRole(true, path(), ChunkKind.CLAUSE, false);
            }
            open(new Entry(rank, null, null, shorten(plain)));
            inSignatures = false;
            return new ParagraphRole(true, path(), ChunkKind.CLAUSE, false);
        }
        if (marker == null && title == null && !seenContent && index < FRONT_MATTER_PARAGRAPHS && isHeadingShaped(plain)
            && SENTENCE_CASE.matcher(plain).lookingAt() && DOCUMENT_NAME.matcher(plain).matches()) {
            considerTitle(plain); // a title in sentence case: "Agreement on the protection of confidential information"
            lastFrontMatter = index;
            return new ParagraphRole(true, path(), ChunkKind.CLAUSE, false);
        }
        if (title != null || !DATE_OR_ADDRESS.matcher(plain).matches() && !BLANK_LINE.matcher(plain).matches()) {
            seenContent = true; // but a letter's date or address above its title ("14 November 2022") leaves the title block open
        }
        if (marker != null) {
            String rest = content.substring(Math.min(marker.restFrom(), content.length())).strip();
            String restPlain = plain(rest).replaceFirst("^[-–—:]\\s*", "");
            boolean outlineItem = outlineItem(marker);
            boolean headingOnly = numberedTitle || restPlain.isEmpty() || !outlineItem && !continuesList(index, marker, roles)
                && (looksLikeHeading(restPlain, index) || isShortTitle(restPlain.replaceFirst("\\.+$", "")));
            String element = marker.label();
            if (restPlain.isEmpty() && index + 1 < paragraphs.size()) {
                String next = plain(textOf(index + 1));
                if (isLabelTitle(next, index + 1)) {
                    element = element + " " + next;
                }
            } else if (headingOnly) {
                element = element + " " + restPlain;
            } else {
                var inline = INLINE_TITLE.matcher(restPlain);
                if (inline.find() && HeadingShapes.wordCount(inline.group(1)) <= 8) {
                    element = element + " " + inline.group(1).strip();
                }
            }
            open(outlineItem ? new Entry(ITEM_RANK, MarkerKind.DECIMAL, marker, shorten(element)) : entryFor(marker, shorten(element)));
            if (marker.kind() == MarkerKind.ARTICLE || (marker.kind() == MarkerKind.DECIMAL && marker.depth() == 1)) {
                inSignatures = false;
            }
            if (headingOnly) {
                return new ParagraphRole(true, path(), ChunkKind.CLAUSE, false);
            }
            return new ParagraphRole(false, path(), kind(rest), !outlineItem && isFragment(rest));
        }
        return new ParagraphRole(false, path(), kind(content), isFragment(plain));
    }

    /**
     * The title block: unnumbered headings at the very start, one after another, none of them of a
     * lower level than the first ({@code ## 1. Purpose} under {@code # Mutual NDA} is a section).
     */
    private boolean isFrontMatter(int index, int rank, String content) {
        if (seenContent || index >= FRONT_MATTER_PARAGRAPHS || ClauseMarker.parse(content) != null) {
            return false;
        }
        return title == null || (lastFrontMatter == index - 1 && rank <= frontMatterRank);
    }

    /**
     * A party named in the opening, in capitals like a heading but text the key terms read: "BETWEEN: ACME LLC", "AND: BETA
     * INC.", "BETWEEN:", or a name on the line after a lone "between" or "and" ("between / FUELCELL ENERGY, INC. / and / ...") or
     * after a role's label ("Disclosing Party:" / "Cranberry Hearing and Balance Center") or an opening that ends in "between:"
     * ("... is entered into ... by and between:" / "**Harrow Lane**"), or above its street address.
     */
    private boolean isPartyLine(String plain, int index) {
        if (index >= PARTY_LINES) {
            return false;
        }
        if (PARTY_CONNECTOR.matcher(plain).matches() || PARTY_OPENING.matcher(plain).lookingAt()) {
            return true;
        }
        String previous = previousText(index);
        boolean aboveAddress = index + 1 < paragraphs.size() && STREET_LINE.matcher(plain(textOf(index + 1))).matches();
        return aboveAddress || previous != null && (PARTY_CONNECTOR.matcher(previous).matches()
            || TermPatterns.ROLE_LABEL.matcher(previous).matches() || PARTIES_FOLLOW.matcher(previous).find() && !isRole(plain));
    }

    /** A party's role heading the lines under it ("**DISCLOSING PARTY:**", "PARTY A — THE DEVELOPER"), no party's name. */
    private static boolean isRole(String plain) {
        return TermPatterns.ROLE_LABEL.matcher(plain).matches() || TermPatterns.ROLE_HEADING.matcher(plain.replaceFirst(":\\s*$", "")).matches();
    }

    /** A label-only paragraph ({@code ARTICLE I}) takes the heading that follows it as its title. */
    private boolean consumedAsTitle(int index, List<ParagraphRole> roles) {
        ParagraphRole previous = roles.get(index - 1);
        if (!previous.heading()) {
            return false;
        }
        String before = textOf(index - 1).strip();
        ClauseMarker marker = ClauseMarker.parse(before);
        if (marker == null || !before.substring(Math.min(marker.restFrom(), before.length())).isBlank()) {
            return false;
        }
        return isLabelTitle(plain(textOf(index)), index);
    }

    /**
     * Unnumbered headings over the numbered clauses after them ("Ownership of Confidential Information" before "9.", "Return or
     * Destruction of Confidential Information" before "11."): heading-shaped lines right before a top-level numbered clause,
     * where the document has two or more of them, or one in capitals ("LEGAL TERMS OF USE AND DISCLAIMER" before an appendix's
     * "1."); a lone line in title case is more likely a line of an address ("Alpha Ltd" before "2.").
     */
    private Set<Integer> groupHeadings() {
        Set<Integer> found = new HashSet<>();
        Set<Integer> capitals = new HashSet<>();
        for (int i = 0; i + 1 < paragraphs.size(); i++) {
            String plain = plain(textOf(i).strip());
            ClauseMarker next = ClauseMarker.parse(textOf(i + 1).strip());
            if (!plain.isEmpty() && ClauseMarker.parse(plain) == null && hasHeadingShape(plain) && !OPERATIVE_WORDS.matcher(plain).find()
                && next != null && next.kind() == MarkerKind.DECIMAL && next.depth() == 1) {
                found.add(i);
                if (HeadingShapes.isAllCapsHeading(plain)) {
                    capitals.add(i);
                }
            }
        }
        return found.size() >= 2 ? found : capitals;
    }

    private boolean opensTopLevelSection(int index) {
        ClauseMarker next = ClauseMarker.parse(textOf(index).strip());
        return next != null && (next.kind() == MarkerKind.ARTICLE || next.kind() == MarkerKind.UPPER_ROMAN
            || (next.kind() == MarkerKind.DECIMAL && next.depth() == 1));
    }

    /**
     * "1 Interpretation" over "1.1 In this Agreement ...": a clause number without its point, then a title, is a top-level
     * heading when the next paragraph opens that clause's first subclause, or when it is the next such heading in turn ("1
     * Confidential information", then "2 Use of Confidential Information", each over unnumbered text) after a sentence or a
     * heading has ended; otherwise it may be a line of an address ("9 Old Hall Street").
     */
    private ClauseMarker numberedHeading(int index, String content) {
        ClauseMarker bare = ClauseMarker.bareNumber(content);
        if (bare == null || index + 1 >= paragraphs.size()) {
            return null;
        }
        String title = plain(content.substring(bare.restFrom()));
        ClauseMarker next = ClauseMarker.parse(textOf(index + 1).strip());
        // a title has no sentence in it; one over a subclause has no comma either
        boolean noSentence = HeadingShapes.wordCount(title) <= 12 && !title.matches(".*[.:;!?].*");
        boolean opensSubclause = noSentence && !title.contains(",") && next != null && next.kind() == MarkerKind.DECIMAL
            && next.value().startsWith(bare.value() + ".");
        int number = Integer.parseInt(bare.value());
        boolean inTurn = noSentence && (lastNumberedHeading == 0 ? number == 1 : number > lastNumberedHeading && number <= lastNumberedHeading + 2)
            && afterAnEnd(index);
        if (!opensSubclause && !inTurn) {
            return null;
        }
        lastNumberedHeading = number;
        return bare;
    }

    /**
     * Whether the paragraph before {@code index} ends a sentence, is a heading, a whole paragraph of its own or a table of
     * contents: a new line there is no wrapped sentence's.
     */
    private boolean afterAnEnd(int index) {
        String previous = previousText(index);
        return previous == null || previous.matches(".*[.;:!?)\"”]$") || hasHeadingShape(previous)
            || HeadingShapes.wordCount(previous) >= WHOLE_PARAGRAPH_WORDS || HeadingShapes.isContents(previous);
    }

    /** The name an untitled document's opening sentence gives it ({@link #OPENING_NAME}), in its first paragraphs; or null. */
    private String openingName() {
        for (int index = 0; index < Math.min(paragraphs.size(), FRONT_MATTER_PARAGRAPHS); index++) {
            Matcher name = OPENING_NAME.matcher(plain(textOf(index)));
            if (name.find()) {
                return name.group(1);
            }
        }
        return null;
    }

    /**
     * Whether the heading at {@code index} is an NDA's name at the top level that its opening names, the first such and with no
     * title before it, under paragraphs that speak of no party, role or date of the agreement: the notes above an agreement.
     */
    private boolean startsAfterNotes(int index, int styledLevel, String plain) {
        if (styledLevel != 1 || title != null || !seenContent || !NDA_NAME.matcher(plain).matches() || !namedByOpening(index, plain)) {
            return false;
        }
        for (int before = 0; before < index; before++) {
            if (AGREEMENT_TEXT.matcher(textOf(before)).find()) {
                return false;
            }
        }
        return true;
    }

    /** Whether the paragraph after a heading opens by naming it: "THIS MUTUAL NON-DISCLOSURE AGREEMENT (this "Agreement") ...". */
    private boolean namedByOpening(int index, String heading) {
        String next = nextText(index);
        return next != null && next.regionMatches(true, 0, "this " + heading, 0, heading.length() + 5);
    }

    /** The plain text of the first non-empty paragraph after {@code index}, or {@code null} at the end. */
    private String nextText(int index) {
        for (int after = index + 1; after < paragraphs.size(); after++) {
            String next = plain(textOf(after));
            if (!next.isEmpty()) {
                return next;
            }
        }
        return null;
    }

    /** The plain text of the last non-empty paragraph before {@code index}, or {@code null} at the start. */
    private String previousText(int index) {
        for (int before = index - 1; before >= 0; before--) {
            String previous = plain(textOf(before));
            if (!previous.isEmpty()) {
                return previous;
            }
        }
        return null;
    }

    /** The markers of a list's items, short of a section's: "(a)", "(iv)", "(2)". */
    private static final Set<MarkerKind> LIST_ITEMS = EnumSet.of(MarkerKind.LOWER_ALPHA, MarkerKind.LOWER_ROMAN, MarkerKind.NUMBER_PAREN);

    /**
     * A lead-in that a duty or a condition completes: "The Recipient agrees to:", "Recipient shall:", "information that:" (not
     * "the parties hereby agree:", which numbered sections follow).
     */
    private static final Pattern DUTY_LEAD_IN = Pattern.compile("(?i)\\b(?:to|shall|will|must|that)\\s*:$");

    /**
     * Whether an item goes on with a list, so that a short one ("(a) Hold all Confidential Information in strict confidence")
     * is text, not a title: it follows a lead-in ending in a colon, or an item of its kind that was text.
     */
    private boolean continuesList(int index, ClauseMarker marker, List<ParagraphRole> roles) {
        if (marker.kind() == MarkerKind.DECIMAL) {
            return completesDuty(index, marker, roles);
        }
        if (!LIST_ITEMS.contains(marker.kind())) {
            return false; // a numbered section's title after "... agree as follows:" heads its section
        }
        for (int before = index - 1; before >= 0; before--) {
            String previous = plain(textOf(before));
            if (previous.isEmpty()) {
                continue;
            }
            if (previous.endsWith(":")) {
                return true;
            }
            // not resolved against the stack, where it is open itself: "(c)" before "(d)" is a letter, as a Roman "c" it is no sibling
            ClauseMarker sibling = ClauseMarker.parse(textOf(before).strip());
            return sibling != null && (sibling.kind() == marker.kind() || kindAsLetter(sibling) == kindAsLetter(marker))
                && !roles.get(before).heading();
        }
        return false;
    }

    /**
     * Whether numbered items, this one and the text items of its kind before it, complete a duty's lead-in ("The Recipient
     * agrees to:" / "1. Hold all Confidential Information in strict confidence" / "2. Return all Confidential Information upon
     * request"): they are the duty's items, not the titles a numbered section has after "... agree as follows:".
     */
    private boolean completesDuty(int index, ClauseMarker marker, List<ParagraphRole> roles) {
        for (int before = index - 1; before >= 0; before--) {
            String previous = plain(textOf(before));
            if (previous.isEmpty()) {
                continue;
            }
            ClauseMarker sibling = ClauseMarker.parse(textOf(before).strip());
            if (sibling == null || sibling.kind() != marker.kind() || sibling.depth() != marker.depth() || roles.get(before).heading()) {
                return DUTY_LEAD_IN.matcher(previous).find();
            }
        }
        return false;
    }

    /** A marker's kind, a single letter that may be a Roman numeral ("(c)", "(d)", "(i)") read as a letter. */
    private static MarkerKind kindAsLetter(ClauseMarker marker) {
        return marker.isRoman() && marker.value().length() == 1 ? marker.asLetter().kind() : marker.kind();
    }

    /** (i) after (h) is a letter, not a Roman numeral. */
    private ClauseMarker resolve(ClauseMarker marker) {
        if (marker == null || !marker.isRoman()) {
            return marker;
        }
        ClauseMarker letter = marker.asLetter();
        for (int i = stack.size() - 1; i >= 0; i--) {
            Entry entry = stack.get(i);
            if (entry.itemKind() == letter.kind()) {
                return marker.continuesLetters(entry.marker()) ? letter : marker;
            }
        }
        return marker;
    }

    /**
     * "1." in an outline numbered "I.", "A.", "1.", "a." (US government forms): an item of the lettered section open under a
     * Roman one ("B. Termination for Cause. ... DOHMH may do one or more of the following:" then "1. Provide an opportunity
     * ..."), not a new top-level clause; a short one ("3. Immediately terminate the Agreement; and/or") is neither a heading
     * nor a fragment of the item before.
     */
    private boolean outlineItem(ClauseMarker marker) {
        if (marker.kind() != MarkerKind.DECIMAL || marker.depth() != 1) {
            return false;
        }
        boolean roman = false;
        for (Entry entry : stack) {
            roman |= entry.marker() != null && entry.marker().kind() == MarkerKind.UPPER_ROMAN;
            if (roman && entry.itemKind() == MarkerKind.UPPER_ALPHA_DOT) {
                return true;
            }
        }
        return false;
    }

    private Entry entryFor(ClauseMarker marker, String element) {
        return switch (marker.kind()) {
            case ARTICLE -> new Entry(ARTICLE_RANK, null, marker, element);
            case DECIMAL -> new Entry(ARTICLE_RANK + marker.depth(), null, marker, element);
            case UPPER_ROMAN -> new Entry(PLAIN_HEADING_RANK, null, marker, element);
            default -> new Entry(ITEM_RANK, marker.kind(), marker, element);
        };
    }

    private void open(Entry entry) {
        if (entry.itemKind() != null) {
            for (int i = stack.size() - 1; i >= 0; i--) {
                if (stack.get(i).itemKind() == entry.itemKind()) {
                    stack.subList(i, stack.size()).clear();
                    break;
                }
            }
        } else {
            while (!stack.isEmpty() && stack.getLast().rank() >= entry.rank()) {
                stack.removeLast();
            }
        }
        stack.add(entry);
    }

    private List<String> path() {
        return stack.stream().map(Entry::element).toList();
    }

    private void considerTitle(String candidate) {
        if (title == null || (!TITLE_WORDS.matcher(title).matches() && TITLE_WORDS.matcher(candidate).matches())) {
            title = candidate;
        }
    }

    private ChunkKind kind(String content) {
        String plain = plain(content);
        if (inNotes || NOTE_TEXT.matcher(plain).find()) {
            return ChunkKind.NOTE;
        }
        if (SIGNATURE_START.matcher(plain).matches()) {
            inSignatures = true;
        }
        int words = HeadingShapes.wordCount(plain);
        if (inSignatures || (words <= 12 && SIGNATURE_LINE.matcher(plain).matches())) {
            return ChunkKind.SIGNATURE_BLOCK;
        }
        // a line to fill in ("THIS AGREEMENT is made on [date]", "[Address]"), not a clause with an option in brackets
        if (words <= 15 && BLANK.matcher(plain).find() && !HeadingShapes.definesTerm(plain)
            && HeadingShapes.wordCount(BLANK.matcher(plain).replaceAll(" ")) <= FORM_FIELD_WORDS) {
            return ChunkKind.FORM_FIELD;
        }
        return ChunkKind.CLAUSE;
    }

    private boolean looksLikeHeading(String plain, int index) {
        if (plain.isEmpty() || index + 1 >= paragraphs.size()) {
            return false;
        }
        if (seenContent && opensTopLevelSection(index + 1) && !groupHeadings.contains(index)) {
            return false; // a heading right before the next top-level clause would head nothing
        }
        int next = styledLevel(index + 1);
        if (next > 0 && index == headedAt + 1 && !stack.isEmpty() && stack.getLast().rank() <= MAX_STYLED_LEVEL && next <= stack.getLast().rank()) {
            // nor a styled heading's only line, right before a styled heading that closes its section: "## Governing State Law" /
            // "Texas, USA" / "## Parties"
            return false;
        }
        return hasHeadingShape(plain);
    }

    /**
     * The level of the heading style paragraph {@code index} has, none for a signatory's line a rule underlines in the
     * signatures ("By: /s/ Daniel Schwartz" / "--------"), which is no heading.
     */
    private int styledLevel(int index) {
        int level = paragraphs.get(index).headingLevel();
        return level > 0 && inSignatures && SIGNATURE_LINE.matcher(plain(textOf(index))).matches() ? 0 : level;
    }

    /** The title line after a label-only paragraph such as {@code ARTICLE V}. */
    private boolean isLabelTitle(String plain, int index) {
        return !plain.isEmpty() && index + 1 < paragraphs.size() && ClauseMarker.parse(plain) == null
            && hasHeadingShape(plain);
    }

    private static boolean hasHeadingShape(String plain) {
        if (HeadingShapes.isAllCapsHeading(plain)) {
            return !BLANK.matcher(plain).find();
        }
        return isTitleCase(plain);
    }

    private static boolean isTitleCase(String plain) {
        int words = HeadingShapes.wordCount(plain);
        char first = plain.charAt(0);
        char last = plain.charAt(plain.length() - 1);
        if (words == 0 || words > 6 || !Character.isUpperCase(first) || ".,;:)]_".indexOf(last) >= 0
            || plain.indexOf(':') >= 0 || BLANK.matcher(plain).find() || DATE_OR_ADDRESS.matcher(plain).matches() || isPlace(plain)) {
            return false;
        }
        return mostlyCapitalised(plain);
    }

    /** A place on an address's line, its names apart by commas and the last a state or country: "Harrow, Tasmania, Australia". */
    private static boolean isPlace(String plain) {
        Matcher place = PLACE_LINE.matcher(plain);
        return place.matches() && Jurisdictions.of(place.group(1)).isPresent();
    }

    /** Whether at least four in five of the words longer than three letters start with a capital. */
    private static boolean mostlyCapitalised(String plain) {
        int long_ = 0;
        int capitalised = 0;
        for (String word : plain.split("\\s+")) {
            if (word.length() > 3 && Character.isLetter(word.charAt(0))) {
                long_++;
                if (Character.isUpperCase(word.charAt(0))) {
                    capitalised++;
                }
            }
        }
        return long_ > 0 && capitalised * 10 >= long_ * 8;
    }

    private static boolean isHeadingShaped(String plain) {
        int words = HeadingShapes.wordCount(plain);
        return words <= 3 || (words <= 12 && !endsSentence(plain));
    }

    /**
     * A few words with no sentence inside, such as {@code Definition and interpretation}, or a series in title case
     * ({@code Confidentiality, Use and Disclosure of Evaluation Material}); a lead-in such as {@code Confidential
     * Information excludes any information that:} is not one.
     */
    private static boolean isShortTitle(String plain) {
        if (plain.isEmpty() || HeadingShapes.wordCount(plain) > 7 || plain.matches(".*[.:;!?].*") || DUTY.matcher(plain).find()
            || plain.indexOf(',') >= 0 && !topicSeries(plain) || !Character.isUpperCase(plain.charAt(0))) {
            return false;
        }
        String lastWord = plain.substring(plain.lastIndexOf(' ') + 1).toLowerCase(Locale.ROOT);
        return !LEAD_IN_ENDINGS.contains(lastWord);
    }

    /**
     * Topics listed in title case, the last after "and" or "or" ("Confidentiality, Use and Disclosure of Evaluation Material"),
     * not a party's name ("Galaxy Next Solutions, Inc.", "Acme, Beta and Gamma Ltd.").
     */
    private static boolean topicSeries(String plain) {
        return mostlyCapitalised(plain) && SERIES.matcher(plain).find() && !COMPANY_FORM.matcher(plain).find();
    }

    private static boolean isFragment(String content) {
        int words = HeadingShapes.wordCount(content);
        return words < 4 || (words < 8 && !endsSentence(content));
    }

    private static boolean endsSentence(String content) {
        String trimmed = content.strip();
        return !trimmed.isEmpty() && ".!?;:".indexOf(trimmed.charAt(trimmed.length() - 1)) >= 0;
    }

    private String textOf(int index) {
        SourceParagraph paragraph = paragraphs.get(index);
        return sameLengthSpaces(text.substring(paragraph.start(), paragraph.end()));
    }

    /** No-break and other Unicode spaces as plain spaces, keeping every offset. */
    private static String sameLengthSpaces(String content) {
        return NON_ASCII_SPACES.matcher(content).replaceAll(" ");
    }

    /** Text without Markdown emphasis and with single spaces. */
    private static String plain(String content) {
        return PICTOGRAPHS.matcher(EMPHASIS.matcher(content).replaceAll("")).replaceAll("").replaceAll("\\s+", " ").strip();
    }

    private static String shorten(String element) {
        String cleaned = element.strip().replaceAll("[.:]+$", "").strip();
        if (cleaned.length() <= MAX_ELEMENT_LENGTH) {
            return cleaned;
        }
        int cut = cleaned.lastIndexOf(' ', MAX_ELEMENT_LENGTH - 1);
        return cleaned.substring(0, cut > 20 ? cut : MAX_ELEMENT_LENGTH - 1) + "…";
    }
}
