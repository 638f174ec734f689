package dev.clauselens.core.terms;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Objects;

/**
 * The terms a lawyer reads first, each with the verbatim text it was read from. A term the document
 * does not state is {@code null} (a list is empty), never guessed; one whose place a form leaves blank ("the laws of the
 * State of ______", "Expires {nda_term} from Effective Date") has the value {@value #LEFT_BLANK} and the blank as its quote.
 *
 * @param documentType what the document is, so that the NDA checklist is applied only where it fits
 * @param mutuality    whether both parties disclose and protect, or one discloses to the other
 * @param parties      the contracting parties as the opening names them
 * @param placeholders blanks and template fields left unfilled ({@code ____}, {@code [●]}, {@code {{name}}}, {@code {purpose}},
 *                     {@code <Company name>}, {@code 2020-2020})
 * @param incorporatedTerms terms the document incorporates without containing them (a cover page's "Bonterms Mutual NDA
 *                     (Version 1.0)", an NDA "attached hereto as Exhibit A" that is not attached): the protections they hold
 *                     cannot be read from this text;
 *                     {@code null} where the document holds the terms it relies on
 * @param imbalance    in an agreement that is mutual, how its terms still favour one side ("Recipient's obligations last in
 *                     perpetuity, Acme's one (1) year; 8 duties are written for Recipient alone, none for Acme"), quoting the
 *                     heavier side's first duty or period; {@code null} where both sides are bound alike or it is not mutual
 */
public record KeyTerms(DocumentType documentType, Term mutuality, List<Term> parties, Term effectiveDate, Term term,
                       Term confidentialityPeriod, Term tradeSecrets, Term purpose, Term governingLaw, Term forum,
                       List<Term> placeholders, Term incorporatedTerms, Term imbalance) {

    /** The value of a term whose place the form leaves blank. */
    public static final String LEFT_BLANK = "left blank";
    /** How much of a blank a summary shows. */
    private static final int BLANK_SHOWN = 30;

    public KeyTerms {
        Objects.requireNonNull(documentType, "documentType");
        parties = List.copyOf(parties);
        placeholders = List.copyOf(placeholders);
    }

    /** Whether {@code term} is one the form leaves blank: stated nowhere, though the document has a place for it. */
    public static boolean leftBlank(Term term) {
        return term != null && term.value().equals(LEFT_BLANK);
    }

    /** {@code term}, or {@code null} where the document does not state it, left blank or silent. */
    public static Term stated(Term term) {
        return leftBlank(term) ? null : term;
    }

    /** What kind of document it is. */
    public enum DocumentType {
        /** A non-disclosure or confidentiality agreement between parties. */
        NDA("non-disclosure agreement"),
        /** Mainly a non-competition or restrictive-covenant agreement. */
        NON_COMPETE("non-compete agreement"),
        /** An individual's (an employee's or contractor's staff member's) one-sided confidentiality undertaking. */
        EMPLOYEE_UNDERTAKING("an individual's confidentiality undertaking"),
        /** Something else: the NDA checklist does not apply as such. */
        OTHER("not an NDA");

        private final String label;

        DocumentType(String label) {
            this.label = label;
        }

        /** How a person names it. */
        public String label() {
            return label;
        }
    }

    /** A term with the name a person reads it under; {@code term} is {@code null} where the document is silent. */
    public record Labelled(String name, Term term) {
    }

    /** The single-valued terms in reading order, from the effective date to the forum. */
    public List<Labelled> rows() {
        return List.of(new Labelled("Effective date", effectiveDate), new Labelled("Term", term),
            new Labelled("Confidentiality", confidentialityPeriod), new Labelled("Trade secrets", tradeSecrets),
            new Labelled("Purpose", purpose), new Labelled("Governing law", governingLaw), new Labelled("Forum", forum));
    }

    /**
     * What a reader of a cover page must know, or {@code null} where the document holds the terms it relies on; sent with the
     * key terms so that every screen warns in the same words.
     */
    @JsonProperty("incorporationWarning")
    public String incorporationWarning() {
        return incorporatedTerms == null ? null : "It incorporates " + incorporatedTerms.value() + ", whose text is "
            + "not in the document. Missing protections are not judged, and the checklist and the hypotheses read only this text: "
            + "what it does not mention may be settled by those terms. Review it together with them.";
    }

    /**
     * The blanks in a line: how many, then the first five different ones, each cut to thirty characters ({@code "3 left
     * unfilled: [Receiving Party Name]  ____"}); empty where none is left.
     */
    public String placeholderSummary() {
        List<String> shown = placeholders.stream().map(t -> t.value().replaceAll("\\s+", " ").strip())
            .map(v -> v.length() > BLANK_SHOWN ? v.substring(0, BLANK_SHOWN - 1) + "…" : v).distinct().limit(5).toList();
        return placeholders.isEmpty() ? "" : placeholders.size() + " left unfilled: " + String.join("  ", shown);
    }

    /**
     * The document type and, where stated, "mutual" (or "mutual but uneven" where its terms favour one side) or "one-way":
     * {@code "non-disclosure agreement, mutual"}.
     */
    public String description() {
        return documentType.label() + (mutuality == null ? "" : !mutuality.value().equals("MUTUAL") ? ", one-way"
            : imbalance == null ? ", mutual" : ", mutual but uneven");
    }

    /**
     * One term: what it says in a few words, and the exact text it was read from.
     *
     * @param value what the term is ({@code "England and Wales"}, {@code "two (2) years"}, {@code "MUTUAL"})
     * @param quote the document's text, verbatim: {@code rawText.substring(start, end)}
     * @param start offset of the quote in the document's raw text
     * @param end   offset just past it
     */
    public record Term(String value, String quote, int start, int end) {
        public Term {
            Objects.requireNonNull(value, "value");
            Objects.requireNonNull(quote, "quote");
            if (start < 0 || end - start != quote.length()) {
                throw new IllegalArgumentException("a term's quote must match its offsets");
            }
        }
    }
}
