package dev.clauselens.core.agent;

import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceMatch;
import dev.clauselens.core.corpus.ReferenceSearch;
import dev.clauselens.core.corpus.SearchFilter;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The Classifier's local layer: the nearest categorised reference clauses vote for a category
 * ({@link Votes}: close matches count for much more). The winner's share of the vote is the confidence; up to two runners-up with a fifth of the votes or more are
 * secondary categories. Below the minimum confidence ({@link AgentSettings}) a chunk is left unclassified, as in the seed
 * design. Signature blocks and form fields are not classified.
 */
public final class Classifier {
    private static final int NEIGHBOURS = 10;
    private static final double SECONDARY_SHARE = 0.2;
    private static final SearchFilter CATEGORISED = new SearchFilter(Set.of(ClauseCategory.values()), Set.of(), Set.of());

    private final ReferenceSearch search;
    private final AgentSettings settings;

    /** The vote needs a reference at least {@code classifierMinSimilarity} close (a share is relative). */
    public Classifier(ReferenceSearch search, AgentSettings settings) {
        this.search = search;
        this.settings = settings;
    }

    /** Decisions for the chunks the local layer is sure of, and the ids of those it is not. */
    public record Outcome(List<ClauseDecision> decided, List<String> uncertain) {
    }

    public Outcome classify(String tenantId, List<ChunkVector> chunks) {
        List<ClauseDecision> decided = new ArrayList<>();
        List<String> uncertain = new ArrayList<>();
        for (ChunkVector chunk : chunks) {
            if (chunk.chunk().kind() != ChunkKind.CLAUSE) {
                continue;
            }
            ClauseDecision decision = decide(tenantId, chunk);
            if (decision != null && decision.confidence() >= settings.classifierMinConfidence()) {
                decided.add(decision);
            } else {
                uncertain.add(chunk.chunk().id());
            }
        }
        return new Outcome(decided, uncertain);
    }

    /** The vote's winner whatever its confidence (for ranking), or {@code null} with no reference close enough. */
    public ClauseDecision decide(String tenantId, ChunkVector chunk) {
        return vote(chunk, search.search(tenantId, chunk.embedding(), NEIGHBOURS, CATEGORISED,
            settings.classifierMinSimilarity()));
    }

    static ClauseDecision vote(ChunkVector chunk, List<ReferenceMatch> neighbours) {
        List<Votes.Share<ClauseCategory>> ranked = Votes.tally(neighbours, ReferenceClause::category);
        if (ranked.isEmpty()) {
            return null;
        }
        ClauseCategory winner = ranked.getFirst().label();
        double confidence = ranked.getFirst().share();
        List<ClauseCategory> secondary = ranked.stream().skip(1).filter(s -> s.share() >= SECONDARY_SHARE).limit(2)
            .map(Votes.Share::label).toList();
        ReferenceMatch best = neighbours.stream().filter(m -> m.clause().category() == winner).findFirst().orElseThrow();
        String reason = "Closest to %s reference clauses (%.0f%% of the vote; best match %.2f: \"%s\")"
            .formatted(winner.displayName(), 100 * confidence, best.similarity(), preview(best.clause().text()));
        return new ClauseDecision(chunk.chunk().id(), winner, secondary, Votes.round(confidence), reason, DecisionLayer.LOCAL);
    }

    static String preview(String text) {
        String flat = text.replaceAll("\\s+", " ").strip();
        return flat.length() <= 80 ? flat : flat.substring(0, 79) + "…";
    }
}
