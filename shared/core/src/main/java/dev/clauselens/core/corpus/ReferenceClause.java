package dev.clauselens.core.corpus;

import dev.clauselens.core.Sha256;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.util.Objects;

/**
 * A clause the agents compare documents with. It carries a category, or a hypothesis with the
 * verdict the clause supports, or both; {@code risk} marks the team's one-sided and balanced
 * variants.
 *
 * @param id         stable id: by default derived from the label and the text, so that loading the
 *                   same clause twice adds it once
 * @param documentId the {@link ReferenceDocument} it comes from
 * @param text       the clause text
 * @param category   its category, or {@code null}
 * @param hypothesis the hypothesis it is evidence for, or {@code null}
 * @param nliLabel   the verdict it supports for that hypothesis, or {@code null}
 * @param risk       the team's risk reading of the clause, or {@code null} when not rated
 */
public record ReferenceClause(
    String id,
    String documentId,
    String text,
    ClauseCategory category,
    Hypothesis hypothesis,
    NliLabel nliLabel,
    RiskLevel risk) {

    public ReferenceClause {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(documentId, "documentId");
        Objects.requireNonNull(text, "text");
        if (text.isBlank()) {
            throw new IllegalArgumentException("reference clause " + id + " has no text");
        }
        if (category == null && hypothesis == null) {
            throw new IllegalArgumentException("reference clause " + id + " needs a category or a hypothesis");
        }
        if ((hypothesis == null) != (nliLabel == null)) {
            throw new IllegalArgumentException("reference clause " + id + ": a hypothesis needs a label and vice versa");
        }
    }

    /** A clause whose id is the hash of its labels and whitespace-normalised text. */
    public static ReferenceClause of(String documentId, String text, ClauseCategory category, Hypothesis hypothesis,
                                     NliLabel nliLabel, RiskLevel risk) {
        String key = (category == null ? "" : category.id()) + "|" + (hypothesis == null ? "" : hypothesis.id())
            + "|" + (nliLabel == null ? "" : nliLabel.name()) + "|" + text.strip().replaceAll("\\s+", " ");
        return new ReferenceClause(Sha256.hex(key).substring(0, 24), documentId, text.strip(), category, hypothesis,
            nliLabel, risk);
    }
}
