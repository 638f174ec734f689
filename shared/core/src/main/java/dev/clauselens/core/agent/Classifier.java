package dev.clauselens.core.agent;

import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceMatch;
import dev.clauselens.core.corpus.ReferenceSearch;
import dev.clauselens.core.corpus.SearchFilter;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Classifier's local layer. Drafting conventions decide first ({@link ClauseRules}: headings and
 * the words of the clause); otherwise the nearest categorised reference clauses vote for a category
 * ({@link Votes}: close matches count for much more). The winner's share of the vote is the confidence; up to two
 * runners-up with a fifth of the votes or more are secondary categories. A vote below the minimum confidence
 * ({@link AgentSettings}) is uncertain: it goes to the model layer when there is one, and otherwise stands as the
 * fallback, marked by its low confidence (with no reference close enough, general text at confidence 0), so that
 * every clause gets a category. Signature blocks and form fields
 * are not classified.
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

    /**
     * Decisions for the chunks the local layer is sure of, the ids of those it is not, and its best guess for
     * those (kept when no model decides them).
     */
    public record Outcome(List<ClauseDecision> decided, List<String> uncertain, List<ClauseDecision> fallback) {
        public static Outcome allUncertain(List<String> ids) {
            return new Outcome(List.of(), List.copyOf(ids), List.of());
        }
    }

    /**
     * @param document every chunk of the document, for the context the rules read (a section's heading, a list's lead-in)
     * @param chunks   the chunks to classify
     */
    public Outcome classify(String tenantId, List<Chunk> document, List<ChunkVector> chunks) {
        Map<String, ClauseDecision> ruled = ClauseRules.decide(document);
        List<ClauseDecision> decided = new ArrayList<>();
        List<String> uncertain = new ArrayList<>();
        List<ClauseDecision> fallback = new ArrayList<>();
        for (ChunkVector chunk : chunks) {
            if (chunk.chunk().kind() != ChunkKind.CLAUSE) {
                continue;
            }
            ClauseDecision rule = ruled.get(chunk.chunk().id());
            ClauseDecision vote = rule != null && rule.confidence() >= 0.85 ? null : decide(tenantId, chunk);
            ClauseDecision decision = rule == null ? vote : combine(rule, vote);
            if (decision != null && decision.confidence() >= settings.classifierMinConfidence()) {
                decided.add(decision);
            } else {
                uncertain.add(chunk.chunk().id());
                fallback.add(decision != null ? decision : new ClauseDecision(chunk.chunk().id(), ClauseCategory.GENERAL_PROVISIONS,
                    List.of(), 0, "No rule and no reference clause places this text; shown as general text, not rated. Read it yourself.",
                    DecisionLayer.LOCAL));
            }
        }
        return new Outcome(decided, uncertain, fallback);
    }

    /** The rules decide; a vote that agrees raises the confidence, and a confident one that disagrees becomes a secondary category. */
    static ClauseDecision combine(ClauseDecision rule, ClauseDecision vote) {
        if (vote == null) {
            return rule;
        }
        if (vote.category() == rule.category()) {
            return new ClauseDecision(rule.chunkId(), rule.category(), rule.secondary(),
                Votes.round(Math.max(rule.confidence(), Math.min(0.95, rule.confidence() + vote.confidence() / 5))),
                rule.reason() + "; the closest reference clauses agree", rule.decidedBy());
        }
        if (vote.confidence() >= 0.8 && !rule.secondary().contains(vote.category()) && rule.secondary().size() < 2) {
            List<ClauseCategory> secondary = new ArrayList<>(rule.secondary());
            secondary.add(vote.category());
            return new ClauseDecision(rule.chunkId(), rule.category(), secondary, rule.confidence(),
                rule.reason() + "; the closest reference clauses are " + vote.category().displayName(), rule.decidedBy());
        }
        return rule;
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
