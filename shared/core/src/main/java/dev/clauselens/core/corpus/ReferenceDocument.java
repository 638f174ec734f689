package dev.clauselens.core.corpus;

import java.util.Objects;

/**
 * A document reference clauses come from: one of ClauseLens's own texts, a CUAD contract or a
 * ContractNLI NDA.
 *
 * @param id      stable id, unique in the corpus
 * @param title   the document's title
 * @param source  the collection it belongs to ({@code clauselens}, {@code cuad}, {@code contractnli})
 * @param licence its licence, shown wherever its text is quoted
 */
public record ReferenceDocument(String id, String title, String source, String licence) {
    public ReferenceDocument {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(licence, "licence");
    }
}
