package dev.clauselens.core.corpus;

import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reference documents and clauses with their embeddings, searched by cosine similarity. The corpus
 * is shared reference material, the same for every tenant. All vectors come from one model: the
 * first vector stored fixes it, and a vector of another model is refused.
 */
public interface ReferenceCorpus {

    /** Adds or keeps a document; adding the same id again changes nothing. */
    void addDocument(ReferenceDocument document);

    /**
     * Adds clauses with their embeddings, in order. A clause whose id is already present is skipped.
     *
     * @return how many clauses were new
     * @throws EmbeddingMismatchException when an embedding's model differs from the corpus's
     */
    int addClauses(List<ReferenceClause> clauses, List<Embedding> embeddings);

    /**
     * The {@code k} clauses most similar to {@code query} (cosine, highest first) that pass the filter
     * and reach {@code minSimilarity}.
     */
    List<ReferenceMatch> search(Embedding query, int k, SearchFilter filter, double minSimilarity);

    /** Every clause of a category, for statistics; in no particular order. */
    List<ReferenceClause> clausesOf(ClauseCategory category);

    Optional<ReferenceDocument> document(String id);

    /** Which of these clause ids the corpus holds already, so a loader can skip them before embedding. */
    Set<String> knownClauseIds(Collection<String> ids);

    long clauseCount();

    /** The model of the stored vectors, or empty while the corpus is empty. */
    Optional<String> embeddingModel();
}
