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
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

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
    private static final double HEADING_ONLY = 0.8;
    /** A rule of one cue. */
    private static final double ONE_CUE = 0.85;
    /** A rule this confident (two cues or more) stands whatever the learned layer reads. */
    private static final double SURE_RULE = 0.95;
    /** A learned reading this likely outweighs a rule of one cue that disagrees. */
    private static final double OUTWEIGHS_ONE_CUE = 0.8;
    /**
     * Words without which a clause is not of a category, however the learned layer or the vote reads it: a governing-law
     * clause chooses a law ("governed by", "the laws of the State of", "Ohio law"), a cap on liability speaks of liability,
     * damages or a limit, an audit right of audits, records or inspection. Only categories whose words are that plain.
     */
    private static final Map<ClauseCategory, Pattern> WORDING = wording(Map.ofEntries(
        Map.entry(ClauseCategory.GOVERNING_LAW, "\\bgovern(?:ed|s|ing)\\b|\\bchoice\\s+of\\s+law\\b|\\blaws?\\s+(?:of|in)\\s+(?:the\\s+)?"
            + "(?:state|commonwealth|province|republic|kingdom|country|(?-i:\\p{Lu}))|(?-i:\\p{Lu}\\w+)\\s+law\\b|\\bapplicable\\s+law\\s+(?:is|shall\\s+be)\\b"),
        Map.entry(ClauseCategory.MINIMUM_COMMITMENT, "minimum|\\bat\\s+least\\b|\\b(?:not|no)\\s+less\\s+than\\b|\\bcommit|\\b(?:purchase|order|buy)|"
            + "quota|volume|require|\\b(?:sell|provide|deliver|supply|pay)"),
        Map.entry(ClauseCategory.CAP_ON_LIABILITY, "liab|damages|exceed|excess|\\blimit|responsib|in\\s+no\\s+event|aggregate|\\bloss"),
        Map.entry(ClauseCategory.REVENUE_PROFIT_SHARING, "revenue|profit|royalt|percent|%|net\\s+sales|commission|\\bshare|proceeds|\\bfees?\\b"),
        Map.entry(ClauseCategory.POST_TERMINATION_SERVICES, "terminat|expir|wind[- ]?down|transition|\\bafter\\b|following|thereafter|surviv|"
            + "\\bupon\\b|\\bend\\s+of|cessation|\\bremain|continu"),
        Map.entry(ClauseCategory.AUDIT_RIGHTS, "audit|inspect|records|\\bbooks\\b|examin|verif"),
        Map.entry(ClauseCategory.EXPORT_CONTROL, "export|import|\\bitar\\b|\\bear\\b|sanction|embargo|\\bofac\\b"),
        Map.entry(ClauseCategory.INSURANCE, "insur|polic(?:y|ies)|coverage"),
        Map.entry(ClauseCategory.SOURCE_CODE_ESCROW, "escrow|source\\s+code"),
        // a covenant not to compete names competition, a business or activity kept from, or a restriction (nine in ten of
        // CUAD's non-compete answers, the rest lead-ins whose chunk says more)
        Map.entry(ClauseCategory.NON_COMPETE, "compet|\\bengag(?:e|es|ing)\\b|\\bbusiness|\\bdevelop(?:s|ing)?\\b|circumvent|similar|solicit"
            + "|interfer|rival|\\bsell|\\boffer|manufactur|\\bmarket|\\bconduct|restrict|exclusiv"),
        Map.entry(ClauseCategory.NON_DISPARAGEMENT, "disparag|derogat|defam|negative"),
        Map.entry(ClauseCategory.THIRD_PARTY_BENEFICIARY, "third[- ]part|beneficiar"),
        Map.entry(ClauseCategory.NO_REVERSE_ENGINEERING, "reverse|decompil|disassembl|analy[sz]|deconstruct")));
    /**
     * CUAD's terms of commercial deals, which no NDA the team has read holds (not one of the 3,100 clauses of its gold files):
     * an uncertain reading of one of them ("The Organiser will reimburse Mentor the travel" as revenue sharing) is shown as
     * general text, not as that term.
     */
    private static final Set<ClauseCategory> COMMERCIAL_TERMS = EnumSet.of(ClauseCategory.MOST_FAVORED_NATION,
        ClauseCategory.ROFR_ROFO_ROFN, ClauseCategory.REVENUE_PROFIT_SHARING, ClauseCategory.PRICE_RESTRICTIONS,
        ClauseCategory.MINIMUM_COMMITMENT, ClauseCategory.VOLUME_RESTRICTION, ClauseCategory.SOURCE_CODE_ESCROW,
        ClauseCategory.POST_TERMINATION_SERVICES, ClauseCategory.UNLIMITED_ALL_YOU_CAN_EAT_LICENSE,
        ClauseCategory.AFFILIATE_LICENSE_LICENSOR, ClauseCategory.AFFILIATE_LICENSE_LICENSEE, ClauseCategory.JOINT_IP_OWNERSHIP,
        ClauseCategory.NON_TRANSFERABLE_LICENSE, ClauseCategory.NOTICE_PERIOD_TO_TERMINATE_RENEWAL, ClauseCategory.INSURANCE);
    private static final SearchFilter CATEGORISED = new SearchFilter(Set.of(ClauseCategory.values()), Set.of(), Set.of());

    private final ReferenceSearch search;
    private final AgentSettings settings;
    private final ClauseModel model;
    /** The rules' decisions for the last document seen: every batch of a document reads the same whole-document context. */
    private volatile Ruled lastRuled;

    private record Ruled(List<Chunk> document, Map<String, ClauseDecision> decisions) {
    }

    /**
     * @param model the learned layer, or {@code null} to let the nearest reference clauses vote; it is also passed
     *              over for vectors of another embedding model than its own
     */
    public Classifier(ReferenceSearch search, AgentSettings settings, ClauseModel model) {
        this.search = search;
        this.settings = settings;
        this.model = model;
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
     * The rules' decisions for a whole document, decided once per document rather than once per batch: a document of 600
     * chunks in 27 batches would otherwise be read 27 times (chunks are records, so an equal list is the same document).
     */
    private Map<String, ClauseDecision> ruled(List<Chunk> document) {
        Ruled last = lastRuled;
        if (last != null && last.document().equals(document)) {
            return last.decisions();
        }
        Map<String, ClauseDecision> decisions = ClauseRules.decide(document);
        lastRuled = new Ruled(List.copyOf(document), decisions);
        return decisions;
    }

    /**
     * @param document every chunk of the document, for the context the rules read (a section's heading, a list's lead-in)
     * @param chunks   the chunks to classify
     */
    public Outcome classify(String tenantId, List<Chunk> document, List<ChunkVector> chunks) {
        Map<String, ClauseDecision> ruled = ruled(document);
        List<ClauseDecision> decided = new ArrayList<>();
        List<String> uncertain = new ArrayList<>();
        List<ClauseDecision> fallback = new ArrayList<>();
        for (ChunkVector chunk : chunks) {
            if (chunk.chunk().kind() != ChunkKind.CLAUSE) {
                continue;
            }
            ClauseDecision rule = ruled.get(chunk.chunk().id());
            boolean learned = model != null && model.reads(chunk.embedding());
            // only the learned layer can outweigh a rule of one cue: the reference vote is not asked about it
            ClauseDecision vote = rule != null && rule.confidence() >= (learned ? SURE_RULE : ONE_CUE) ? null : decide(tenantId, chunk);
            ClauseDecision decision = rule == null ? vote : combine(rule, vote, learned);
            if (decision != null && decision.confidence() >= settings.classifierMinConfidence()) {
                decided.add(decision);
            } else {
                uncertain.add(chunk.chunk().id());
                fallback.add(guess(chunk.chunk().id(), decision));
            }
        }
        return new Outcome(decided, uncertain, fallback);
    }

    /** What is shown of a chunk the local layer is unsure of when no model decides it. */
    static ClauseDecision guess(String chunkId, ClauseDecision decision) {
        if (decision == null) {
            return new ClauseDecision(chunkId, ClauseCategory.GENERAL_PROVISIONS, List.of(), 0,
                "No rule and no reference clause places this text; shown as general text, not rated. Read it yourself.", DecisionLayer.LOCAL);
        }
        if (COMMERCIAL_TERMS.contains(decision.category())) {
            return new ClauseDecision(chunkId, ClauseCategory.GENERAL_PROVISIONS, List.of(decision.category()), decision.confidence(),
                "Reads only faintly as %s (%.0f%% likely), a commercial term NDAs do not hold; shown as general text, not rated. Read it yourself."
                    .formatted(decision.category().displayName(), 100 * decision.confidence()), decision.decidedBy());
        }
        return decision;
    }

    /**
     * The rules decide; the local layer's reading that agrees raises the confidence. A rule gives way, and stays as a
     * secondary category, to a reading that disagrees when it rests on a section's heading alone (confidence below
     * {@value #HEADING_ONLY}: a chapter heading such as "Permitted use and non-disclosure" spans many topics) and the
     * reading is more confident than itself, or when it rests on one cue and the learned layer reads it as another
     * category at least {@value #OUTWEIGHS_ONE_CUE} likely (trained on NDA clauses read by the team, that layer is right
     * about 8 times in 10 on NDAs it never saw, and one cue's words can belong to another topic: "may disclose ... to the
     * extent ... required to be disclosed by law" is compelled, not permitted, disclosure).
     *
     * @param learned whether the reading is the learned layer's, not the reference clauses' vote
     */
    static ClauseDecision combine(ClauseDecision rule, ClauseDecision vote, boolean learned) {
        if (vote == null) {
            return rule;
        }
        boolean headingOnly = rule.confidence() < HEADING_ONLY;
        boolean outweighed = headingOnly ? vote.confidence() > rule.confidence()
            : learned && rule.confidence() < SURE_RULE && vote.confidence() >= OUTWEIGHS_ONE_CUE;
        if (outweighed && vote.category() != rule.category()) {
            List<ClauseCategory> secondary = new ArrayList<>(List.of(rule.category()));
            vote.secondary().stream().filter(c -> c != rule.category()).limit(1).forEach(secondary::add);
            return new ClauseDecision(rule.chunkId(), vote.category(), secondary, vote.confidence(), vote.reason() + "; "
                + rule.reason().replaceFirst("^Classified as", headingOnly ? "the section heading suggests" : "one cue alone suggests"),
                vote.decidedBy());
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

    /**
     * The local layer's best reading whatever its confidence (for ranking): the learned model's, or without one the
     * vote's winner ({@code null} with no reference close enough).
     */
    public ClauseDecision decide(String tenantId, ChunkVector chunk) {
        List<ReferenceMatch> neighbours = search.search(tenantId, chunk.embedding(), NEIGHBOURS, CATEGORISED,
            settings.classifierMinSimilarity());
        if (model != null && model.reads(chunk.embedding())) {
            ClauseDecision reading = learned(chunk, model.rank(ChunkVector.embeddingText(chunk.chunk()), chunk.embedding()), neighbours);
            if (neighbours.isEmpty()) {
                // The probabilities are calibrated on clauses like the training data; text unlike any reference clause
                // ("the widgets shall be painted blue") still gets a category that sums to 1, so its confidence is halved.
                return new ClauseDecision(reading.chunkId(), reading.category(), reading.secondary(), Votes.round(reading.confidence() / 2),
                    reading.reason() + "; no reference clause resembles this text, so the reading is uncertain", reading.decidedBy());
            }
            return reading;
        }
        return vote(chunk, neighbours);
    }

    /**
     * The most probable category; categories a fifth as likely or more are secondary; the closest reference of the winner
     * illustrates. A clause without the words a category needs is not of it, however it reads ({@link #WORDING}: "Each party
     * shall comply with all applicable laws" chooses no law): the next reading stands, with its own probability.
     */
    static ClauseDecision learned(ChunkVector chunk, List<ClauseModel.Scored> scored, List<ReferenceMatch> neighbours) {
        List<ClauseModel.Scored> worded = scored.stream().filter(s -> worded(s.category(), chunk)).toList();
        List<ClauseModel.Scored> ranked = worded.isEmpty() ? scored : worded;
        ClauseCategory winner = ranked.getFirst().category();
        double confidence = ranked.getFirst().probability();
        List<ClauseCategory> secondary = ranked.stream().skip(1).filter(s -> s.probability() >= SECONDARY_SHARE).limit(2)
            .map(ClauseModel.Scored::category).toList();
        String reason = "Reads as %s (%.0f%% likely by the trained classifier%s)".formatted(winner.displayName(), 100 * confidence,
            neighbours.stream().filter(m -> m.clause().category() == winner).findFirst()
                .map(m -> "; closest reference clause %.2f: \"%s\"".formatted(m.similarity(), preview(m.clause().text()))).orElse(""));
        return new ClauseDecision(chunk.chunk().id(), winner, secondary, Votes.round(confidence), reason, DecisionLayer.LOCAL);
    }

    /** Whether the clause has the words a category needs ({@link #WORDING}); the vote obeys the same test as the learned layer. */
    private static boolean worded(ClauseCategory category, ChunkVector chunk) {
        Pattern words = WORDING.get(category);
        return words == null || words.matcher(chunk.chunk().content()).find();
    }

    private static Map<ClauseCategory, Pattern> wording(Map<ClauseCategory, String> regexes) {
        Map<ClauseCategory, Pattern> wording = new EnumMap<>(ClauseCategory.class);
        regexes.forEach((category, regex) -> wording.put(category, Pattern.compile(regex, Pattern.CASE_INSENSITIVE)));
        return wording;
    }

    static ClauseDecision vote(ChunkVector chunk, List<ReferenceMatch> neighbours) {
        List<Votes.Share<ClauseCategory>> ranked = Votes.tally(neighbours, ReferenceClause::category).stream()
            .filter(share -> worded(share.label(), chunk)).toList();
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
