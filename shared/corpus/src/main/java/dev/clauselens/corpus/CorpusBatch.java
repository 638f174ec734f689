package dev.clauselens.corpus;

import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceDocument;
import java.util.List;

/** One reference document with the clauses taken from it. */
public record CorpusBatch(ReferenceDocument document, List<ReferenceClause> clauses) {
    public CorpusBatch {
        clauses = List.copyOf(clauses);
    }
}
