package dev.clauselens.core.assistant;

import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Hypothesis;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The NDA topics a question names in a lawyer's words, each tied to what the analysis knows of it: the
 * clause category, the triage checklist point (a playbook topic too), the ContractNLI hypothesis and the
 * key term. How the local layer finds what a question is about without a model.
 */
public enum Topic {
    NON_SOLICIT("non-solicitation", "\\bsolicit|poach|hire\\s+(?:our|their|its)\\s+(?:staff|employees|people)",
        ClauseCategory.NON_SOLICITATION, "restrictive-covenants", Hypothesis.NDA_18, null),
    NON_COMPETE("non-compete", "non-?compet|\\bcompete\\b|competing\\s+business", ClauseCategory.NON_COMPETE,
        "restrictive-covenants", null, null),
    RESIDUALS("residuals", "residual|unaided\\s+memory|retained\\s+in\\s+(?:the\\s+)?memory", ClauseCategory.RESIDUALS,
        "residuals", null, null),
    REVERSE_ENGINEERING("reverse engineering", "reverse[- ]engineer|decompil|disassembl", ClauseCategory.NO_REVERSE_ENGINEERING,
        null, Hypothesis.NDA_11, null),
    COMPELLED("compelled disclosure", "compelled|subpoena|court\\s+order|required\\s+by\\s+law|regulator|legal\\s+process",
        ClauseCategory.COMPELLED_DISCLOSURE, "compelled-disclosure", Hypothesis.NDA_8, null),
    RETURN("return or destruction", "\\breturn|destr(?:oy|uction)|delete|erase", ClauseCategory.RETURN_OR_DESTRUCTION,
        "return-or-destruction", Hypothesis.NDA_16, null),
    RETENTION("retention", "\\bretain|retention|keep\\s+(?:a\\s+)?cop|archival|back-?up", ClauseCategory.RETURN_OR_DESTRUCTION,
        null, Hypothesis.NDA_20, null),
    THIRD_PARTIES("sharing with third parties", "contractor|consultant|advis[eo]r|agent|third\\s+part|subcontract|"
        + "affiliate|representative|lawyer|accountant|auditor|investor|lender|financ", ClauseCategory.PERMITTED_DISCLOSURE,
        null, Hypothesis.NDA_7, null),
    EMPLOYEES("sharing with employees", "employee|staff|personnel|need\\s+to\\s+know", ClauseCategory.PERMITTED_DISCLOSURE,
        null, Hypothesis.NDA_5, null),
    SURVIVAL("confidentiality period", "surviv|how\\s+long|duration|confidentiality\\s+period|last(?:s)?\\s+for|"
        + "expir|perpetual|indefinite|trade\\s+secret", ClauseCategory.TERM_AND_SURVIVAL, "confidentiality-period",
        Hypothesis.NDA_19, "Confidentiality"),
    TERM("term", "\\bterm\\b|terminat|renew", ClauseCategory.TERM_AND_SURVIVAL, "term", null, "Term"),
    GOVERNING_LAW("governing law", "governing\\s+law|law\\s+appl|which\\s+law|jurisdiction|\\bforum\\b|court|venue|"
        + "arbitrat|dispute", ClauseCategory.GOVERNING_LAW, null, null, "Governing law"),
    DEFINITION("definition of confidential information", "definition|defined|counts?\\s+as\\s+confidential|"
        + "what\\s+is\\s+confidential|marked|oral(?:ly)?|visual", ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, null,
        Hypothesis.NDA_1, null),
    EXCLUSIONS("exclusions", "exclusion|exception|carve[- ]?out|public(?:ly)?\\s+(?:available|domain|known)|"
        + "independently\\s+develop|already\\s+kn[eo]w", ClauseCategory.STANDARD_EXCEPTIONS, "exclusions", Hypothesis.NDA_12, null),
    LICENCE("no licence", "licen[cs]e|intellectual\\s+property|\\bip\\b|ownership", ClauseCategory.NO_LICENSE, "no-licence",
        Hypothesis.NDA_15, null),
    REMEDIES("remedies", "remed|injunct|damages|specific\\s+performance|breach", ClauseCategory.REMEDIES, "remedies", null, null),
    PURPOSE("purpose", "purpose|use\\s+(?:the\\s+)?(?:information|it|confidential)|use\\s+only|evaluat",
        ClauseCategory.PURPOSE_LIMITATION, null, Hypothesis.NDA_4, "Purpose"),
    ASSIGNMENT("assignment", "assign|transfer\\s+(?:this|the)\\s+agreement|change\\s+of\\s+control",
        ClauseCategory.ANTI_ASSIGNMENT, null, null, null),
    INDEMNITY("indemnity", "indemn|hold\\s+harmless", ClauseCategory.INDEMNITY, null, null, null),
    WARRANTY("no warranty", "warrant|as\\s+is|accura", ClauseCategory.NO_WARRANTY, null, null, null),
    WHISTLEBLOWER("whistleblower notice", "whistle-?blow|dtsa|defend\\s+trade\\s+secrets", null, "whistleblower-notice", null, null),
    SECRECY_OF_DEAL("confidentiality of the agreement", "existence\\s+of\\s+(?:this|the)\\s+agreement|"
        + "(?:that|fact)\\s+we\\s+are\\s+(?:talking|negotiating)|discussions\\s+(?:are|themselves)",
        ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT, null, Hypothesis.NDA_10, null),
    COPIES("copies", "\\bcop(?:y|ies)\\b|reproduc", null, null, Hypothesis.NDA_17, null),
    PARTIES("parties", "\\bpart(?:y|ies)\\b|who\\s+(?:signs|is\\s+bound)|mutual|one-?way|unilateral", null, null, null, null);

    private final String title;
    private final Pattern pattern;
    private final ClauseCategory category;
    private final String checklistPoint;
    private final Hypothesis hypothesis;
    private final String keyTerm;

    Topic(String title, String pattern, ClauseCategory category, String checklistPoint, Hypothesis hypothesis, String keyTerm) {
        this.title = title;
        this.pattern = Pattern.compile(pattern, Pattern.CASE_INSENSITIVE);
        this.category = category;
        this.checklistPoint = checklistPoint;
        this.hypothesis = hypothesis;
        this.keyTerm = keyTerm;
    }

    public String title() {
        return title;
    }

    public Optional<ClauseCategory> category() {
        return Optional.ofNullable(category);
    }

    /** The triage checklist point, which is also the playbook's topic. */
    public Optional<String> checklistPoint() {
        return Optional.ofNullable(checklistPoint);
    }

    public Optional<Hypothesis> hypothesis() {
        return Optional.ofNullable(hypothesis);
    }

    /** The key term's row name ("Governing law"), where the topic is one. */
    public Optional<String> keyTerm() {
        return Optional.ofNullable(keyTerm);
    }

    /** The playbook topic names this topic goes by: its checklist point, and its category as {@code category:ID}. */
    public boolean playbookTopic(String topic) {
        return topic.equals(checklistPoint) || (category != null && topic.equals("category:" + category.id()));
    }

    /** The first topic the text names, in this order (the more specific topics come first). */
    public static Optional<Topic> in(String text) {
        return Stream.of(values()).filter(t -> t.pattern.matcher(text).find()).findFirst();
    }

    /** The topic a category belongs to. */
    public static Optional<Topic> of(ClauseCategory category) {
        return Stream.of(values()).filter(t -> t.category == category).findFirst();
    }
}
