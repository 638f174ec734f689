package dev.clauselens.core.terms;

import dev.clauselens.core.taxonomy.Perspective;

/**
 * The side a review takes and why: the user's choice, or inferred from the document (a mutual NDA binds
 * both sides; in a one-way NDA the party asked to sign is usually the one receiving the information).
 *
 * @param inferred whether ClauseLens chose it rather than the user
 * @param reason   a sentence saying how the side was chosen and how to change it
 */
public record ReviewSide(Perspective perspective, boolean inferred, String reason) {
    /** The longest quote a reason gives whole. */
    private static final int BRIEF = 80;

    public static ReviewSide of(Perspective asked, KeyTerms terms) {
        if (asked != null) {
            return new ReviewSide(asked, false, switch (asked) {
                case DISCLOSER -> "Reviewed for the party disclosing the information, as asked.";
                case RECIPIENT -> "Reviewed for the party receiving the information, as asked.";
                case MUTUAL -> "Reviewed for both sides, as asked.";
            });
        }
        KeyTerms.Term mutuality = terms == null ? null : terms.mutuality();
        if (mutuality != null && mutuality.value().equals("MUTUAL") && terms.imbalance() != null) {
            return new ReviewSide(Perspective.MUTUAL, true, "The agreement calls itself mutual (%s), but its terms favour one side: %s."
                .formatted(quoted(mutuality.quote()), terms.imbalance().value()) + " It is reviewed for both sides; choose discloser or "
                + "recipient for the side you are on.");
        }
        if (mutuality != null && mutuality.value().equals("MUTUAL")) {
            return new ReviewSide(Perspective.MUTUAL, true, "The agreement is mutual (%s), so it is reviewed for both sides;"
                .formatted(quoted(mutuality.quote())) + " choose discloser or recipient if you mainly share or mainly receive.");
        }
        if (mutuality != null) {
            return new ReviewSide(Perspective.RECIPIENT, true, "The agreement is one-way (%s); it is reviewed for the party"
                .formatted(quoted(mutuality.quote())) + " receiving the information, who takes on the obligations. Choose discloser if you share.");
        }
        return new ReviewSide(Perspective.MUTUAL, true,
            "The agreement does not say whether it is mutual, so it is reviewed for both sides; choose discloser or recipient.");
    }

    /**
     * The words in quotation marks, brief; words that are a name in its own marks and brackets ("(“Recipient”)") keep their
     * marks alone, not a second pair.
     */
    private static String quoted(String quote) {
        String words = brief(quote).replaceFirst("^\\((.*)\\)$", "$1");
        return words.matches("[\"“‘'].*[\"”’']") ? words : "\"" + words + "\"";
    }

    /**
     * A long quote's first and last words: an individual's undertaking is one-way from its "I" to its "agree", with a
     * form's blanks and a contract's title between them.
     */
    private static String brief(String quote) {
        String flat = quote.strip().replaceAll("\\s+", " ");
        if (flat.length() <= BRIEF) {
            return flat;
        }
        int head = flat.lastIndexOf(' ', BRIEF / 2);
        int tail = flat.indexOf(' ', flat.length() - BRIEF / 2);
        return head < 0 || tail < 0 ? flat : flat.substring(0, head) + " … " + flat.substring(tail + 1);
    }
}
