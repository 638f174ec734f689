package dev.clauselens.core.agent;

import dev.clauselens.core.analysis.Citation;
import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.corpus.CategoryStatistics;
import dev.clauselens.core.corpus.CorpusStatistics;
import dev.clauselens.core.corpus.DurationExtractor;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceMatch;
import dev.clauselens.core.corpus.ReferenceSearch;
import dev.clauselens.core.corpus.SearchFilter;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Risk Scorer's local layer. The nearest reference clauses of the clause's category that carry
 * the team's risk reading vote on its level ({@link Votes}); a stated period is compared
 * with the periods of that category in the corpus, and one longer than four in five of them is at
 * least cautious. Evidence is never invented: quotes are verified verbatim, comparisons name the
 * reference clause, statistics are computed from the corpus. Without rated references, or below
 * the minimum confidence ({@link AgentSettings}), the level is UNKNOWN and the clause is left for the model layer.
 */
public final class RiskScorer {
    private static final int NEIGHBOURS = 6;
    private static final Set<ClauseCategory> PERIOD_CATEGORIES = Set.of(ClauseCategory.TERM_AND_SURVIVAL,
        ClauseCategory.NON_SOLICITATION, ClauseCategory.NON_COMPETE, ClauseCategory.NO_SOLICIT_OF_EMPLOYEES,
        ClauseCategory.NO_SOLICIT_OF_CUSTOMERS, ClauseCategory.EXPIRATION_DATE);
    private static final Pattern PERIOD = Pattern.compile(
        "(?i)\\b[\\w-]+(\\s*\\(\\d+\\))?[\\s-]+(days?|weeks?|months?|years?)\\b|\\bperpetual\\w*|\\bindefinite\\w*");
    private static final Map<RiskLevel, Double> WEIGHTS = Map.of(
        RiskLevel.AGGRESSIVE, 3.0, RiskLevel.CAUTIOUS, 1.5, RiskLevel.STANDARD, 0.0, RiskLevel.UNKNOWN, 0.5);

    private final ReferenceSearch search;
    private final CorpusStatistics statistics;
    private final AgentSettings settings;

    public RiskScorer(ReferenceSearch search, CorpusStatistics statistics, AgentSettings settings) {
        this.search = search;
        this.statistics = statistics;
        this.settings = settings;
    }

    public List<RiskFinding> score(String tenantId, String rawText, List<ChunkVector> chunks, List<ClauseDecision> clauses) {
        Map<String, ChunkVector> byId = new HashMap<>();
        chunks.forEach(c -> byId.put(c.chunk().id(), c));
        List<RiskFinding> findings = new ArrayList<>();
        for (ClauseDecision clause : clauses) {
            ChunkVector chunk = byId.get(clause.chunkId());
            if (chunk != null) {
                findings.add(assess(tenantId, rawText, chunk, clause.category()));
            }
        }
        return findings;
    }

    RiskFinding assess(String tenantId, String rawText, ChunkVector chunk, ClauseCategory category) {
        List<ReferenceMatch> rated = search.search(tenantId, chunk.embedding(), NEIGHBOURS,
                SearchFilter.categories(category), 0).stream()
            .filter(m -> m.clause().risk() != null && m.clause().risk() != RiskLevel.UNKNOWN)
            .toList();
        List<Votes.Share<RiskLevel>> votes = Votes.tally(rated, ReferenceClause::risk);
        RiskLevel level = votes.isEmpty() ? RiskLevel.UNKNOWN : votes.getFirst().label();
        double confidence = votes.isEmpty() ? 0 : votes.getFirst().share();
        List<String> comparisons = new ArrayList<>();
        for (ReferenceMatch match : rated.subList(0, Math.min(2, rated.size()))) {
            comparisons.add("Compared with \"%s\" (%s, rated %s; similarity %.2f)".formatted(Classifier.preview(match.clause().text()),
                match.document() == null ? match.clause().documentId() : match.document().title(),
                match.clause().risk().name().toLowerCase(Locale.ROOT), match.similarity()));
        }
        List<String> figures = new ArrayList<>();
        String periodPhrase = null;
        if (PERIOD_CATEGORIES.contains(category)) {
            var longest = DurationExtractor.longestMonths(chunk.chunk().content());
            CategoryStatistics stats = statistics.of(category);
            if (longest.isPresent() && stats.withDuration() >= 3) {
                double months = longest.getAsDouble();
                double share = stats.shareShorterThan(months);
                figures.add("%s is longer than %.0f%% of the %d reference clauses of this kind that state a period (median %s)."
                    .formatted(describe(months), 100 * share, stats.withDuration(), describe(stats.medianMonths())));
                if (share >= 0.8 && level.compareTo(RiskLevel.CAUTIOUS) < 0) {
                    level = RiskLevel.CAUTIOUS;
                    confidence = Math.max(confidence, share);
                }
                Matcher phrase = PERIOD.matcher(chunk.chunk().content());
                periodPhrase = phrase.find() ? phrase.group() : null;
            }
        }
        if (confidence < settings.riskMinConfidence()) {
            level = RiskLevel.UNKNOWN;
        }
        List<Citation> citations = Quotes.verify(rawText, chunk.chunk(), Quotes.sentenceWith(chunk.chunk(), periodPhrase))
            .map(List::of).orElse(List.of());
        return new RiskFinding(chunk.chunk().id(), category, level, Votes.round(confidence),
            explanation(level, category), citations, comparisons, figures, DecisionLayer.LOCAL);
    }

    /** The seed design's overall score: weighted levels over the maximum, 0-100. */
    public static int overallScore(List<RiskFinding> findings) {
        if (findings.isEmpty()) {
            return 0;
        }
        double sum = findings.stream().mapToDouble(f -> WEIGHTS.get(f.level())).sum();
        return (int) Math.round(100 * sum / (3.0 * findings.size()));
    }

    /** {@code >= 60} aggressive, {@code >= 30} cautious, otherwise standard. */
    public static RiskLevel overallLevel(int score) {
        return score >= 60 ? RiskLevel.AGGRESSIVE : score >= 30 ? RiskLevel.CAUTIOUS : RiskLevel.STANDARD;
    }

    private static String explanation(RiskLevel level, ClauseCategory category) {
        String kind = category.displayName().toLowerCase(Locale.ROOT);
        return switch (level) {
            case STANDARD -> "This " + kind + " clause reads like the balanced, market-standard clauses of its kind.";
            case CAUTIOUS -> "This " + kind + " clause leans towards one side or goes further than usual; review it.";
            case AGGRESSIVE -> "This " + kind + " clause is one-sided or far beyond market practice; negotiate it.";
            case UNKNOWN -> "ClauseLens could not rate this " + kind + " clause with confidence; read it yourself.";
        };
    }

    static String describe(double months) {
        if (Double.isInfinite(months)) {
            return "an unlimited period";
        }
        if (Double.isNaN(months)) {
            return "none";
        }
        if (months >= 12 && months % 12 == 0) {
            long years = (long) (months / 12);
            return "a " + years + "-year period";
        }
        return months >= 1 ? "a " + Math.round(months) + "-month period" : "a " + Math.round(months * 30) + "-day period";
    }
}
