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
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Perspective;
import dev.clauselens.core.taxonomy.RiskLevel;
import dev.clauselens.core.terms.Durations;
import dev.clauselens.core.terms.KeyTermExtractor;
import dev.clauselens.core.terms.LeadIns;
import dev.clauselens.core.terms.TermPatterns;
import dev.clauselens.core.terms.TriageChecklist;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Risk Scorer's local layer. A clause is rated by the terms in its own words that make NDA
 * clauses risky ({@link RiskSignals}: a non-compete, an IP assignment, a period far from market
 * practice...), for the side the user reviews from; the rating names the term and quotes it. With no
 * such term, the nearest reference clauses of its category that carry the team's risk reading vote
 * ({@link Votes}); a clause like the team's cautious ones is at most cautious, and the explanation says
 * which reference it resembles. A stated period is compared with the corpus's clauses of that category
 * only where the corpus holds enough of them ({@link #MIN_COMPARABLE}, n stated). Evidence is never
 * invented: quotes are verified verbatim. Categories that are never rated (the preamble, general
 * provisions...) get no finding unless a risky term hides in them. Without a signal or a confident vote
 * the level is UNKNOWN and the clause is left for the model layer.
 */
public final class RiskScorer {
    private static final int NEIGHBOURS = 6;
    /** How many of the riskiest clauses the overall reason names. */
    private static final int MAX_NAMED = 3;
    /** Comparable reference clauses a statistic needs before it is shown. */
    static final int MIN_COMPARABLE = 10;
    private static final Set<ClauseCategory> PERIOD_CATEGORIES = Set.of(ClauseCategory.TERM_AND_SURVIVAL,
        ClauseCategory.NON_SOLICITATION, ClauseCategory.NON_COMPETE, ClauseCategory.NO_SOLICIT_OF_EMPLOYEES,
        ClauseCategory.NO_SOLICIT_OF_CUSTOMERS);
    private static final Pattern OBLIGATION_PERIOD = Pattern.compile("(?i)(confiden|obligation|surviv|restrict|solicit|compet)[^.;]{0,200}?"
        + Durations.DURATION + "|" + Durations.DURATION + "[^.;]{0,200}?(confiden|obligation|surviv|restrict|solicit|compet)");
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

    public List<RiskFinding> score(String tenantId, String rawText, List<ChunkVector> chunks, List<ClauseDecision> clauses,
                                   Perspective perspective) {
        Map<String, ChunkVector> byId = new HashMap<>();
        chunks.forEach(c -> byId.put(c.chunk().id(), c));
        Map<String, LeadIns.Read> reads = new HashMap<>();
        LeadIns.read(chunks.stream().map(ChunkVector::chunk).filter(c -> c.kind() == ChunkKind.CLAUSE).toList(), LeadIns.LEAD_IN_LENGTH)
            .forEach(read -> reads.put(read.chunk().id(), read));
        // the sections of a form where an option is ticked: the options left unticked there are not the agreement's terms
        Set<List<String>> chosen = new HashSet<>();
        chunks.stream().map(ChunkVector::chunk).filter(c -> TermPatterns.TICKED.matcher(c.content()).find())
            .forEach(c -> chosen.add(c.sectionPath()));
        List<RiskFinding> findings = new ArrayList<>();
        for (ClauseDecision clause : clauses) {
            ChunkVector chunk = byId.get(clause.chunkId());
            boolean notChosen = chunk != null && chosen.contains(chunk.chunk().sectionPath())
                && TermPatterns.UNTICKED.matcher(chunk.chunk().content()).lookingAt();
            if (chunk != null && !notChosen) {
                RiskFinding finding = assess(tenantId, rawText, chunk, reads.get(clause.chunkId()), clause.category(), perspective);
                if (finding != null) {
                    findings.add(finding);
                }
            }
        }
        return findings;
    }

    /**
     * The finding for one clause, a list item read after its lead-ins ({@code read}, {@code null} for none); {@code null} for
     * a category never rated with no risky term in it, for a form's field left blank, which has no terms to rate, and for a
     * list item with no term of its own, which its lead-in's rating covers.
     */
    RiskFinding assess(String tenantId, String rawText, ChunkVector chunk, LeadIns.Read read, ClauseCategory category,
                       Perspective perspective) {
        String text = chunk.chunk().content();
        List<RiskSignals.Signal> signals = read == null || read.leadIn() == null ? RiskSignals.find(text, perspective)
            : inContext(read, perspective);
        if (signals.isEmpty() && category == ClauseCategory.PURPOSE_LIMITATION) {
            signals = RiskSignals.useLimited(text).map(List::of).orElse(List.of());
        }
        if (signals.isEmpty() && read != null && read.leadIn() != null) {
            // an item with no term of its own ("(d) Product development plans;") is rated with its lead-in, not by resemblance
            return null;
        }
        RiskSignals.Signal strongest = RiskSignals.strongest(signals);
        if ((!category.rated() || KeyTermExtractor.onlyBlank(text)) && (strongest == null || strongest.level() == RiskLevel.STANDARD)) {
            return null;
        }
        if (strongest == null && TermPatterns.immunityNotice(text)) {
            return new RiskFinding(chunk.chunk().id(), category, RiskLevel.STANDARD, 1.0, "The whistleblower immunity notice of 18 U.S.C. "
                + "1833(b) in the statute's words: it takes nothing from either side, and gives the employer its full remedies under the "
                + "Defend Trade Secrets Act.", citations(rawText, chunk.chunk(), null), List.of(), List.of(), DecisionLayer.LOCAL);
        }
        List<ReferenceMatch> rated = search.search(tenantId, chunk.embedding(), NEIGHBOURS,
                SearchFilter.categories(category), 0).stream()
            .filter(m -> m.clause().risk() != null && m.clause().risk() != RiskLevel.UNKNOWN)
            .toList();
        List<String> comparisons = new ArrayList<>();
        for (ReferenceMatch match : rated.subList(0, Math.min(2, rated.size()))) {
            comparisons.add("Compared with \"%s\" (%s, rated %s; similarity %.2f)".formatted(Classifier.preview(match.clause().text()),
                match.document() == null ? match.clause().documentId() : match.document().title(),
                match.clause().risk().name().toLowerCase(Locale.ROOT), match.similarity()));
        }
        List<String> figures = periodFigures(category, text);
        RiskLevel level;
        double confidence;
        String explanation;
        String quoted;
        if (strongest != null) {
            level = strongest.level();
            confidence = 0.9;
            explanation = explain(signals);
            quoted = strongest.phrase();
        } else {
            List<Votes.Share<RiskLevel>> votes = Votes.tally(rated, ReferenceClause::risk);
            RiskLevel voted = votes.isEmpty() ? RiskLevel.UNKNOWN : votes.getFirst().label();
            confidence = votes.isEmpty() ? 0 : votes.getFirst().share();
            // "worded like" a reference only as close as the classifier needs a neighbour to be
            ReferenceMatch closest = rated.stream().filter(m -> m.clause().risk() == voted
                && m.similarity() >= settings.classifierMinSimilarity()).findFirst().orElse(null);
            // a rating above standard names its term; a resemblance alone is a reason to read, not to negotiate
            boolean standard = voted == RiskLevel.STANDARD && confidence >= settings.riskMinConfidence();
            level = standard ? RiskLevel.STANDARD : RiskLevel.UNKNOWN;
            explanation = explain(standard, category, closest);
            quoted = null;
        }
        return new RiskFinding(chunk.chunk().id(), category, level, Votes.round(confidence), explanation,
            citations(rawText, chunk.chunk(), quoted), comparisons, figures, DecisionLayer.LOCAL);
    }

    /** The verified sentence of a clause that holds {@code quoted}, or its first sentence; none where it cannot be verified. */
    private static List<Citation> citations(String rawText, Chunk chunk, String quoted) {
        return Quotes.verify(rawText, chunk, Quotes.sentenceWith(chunk, quoted)).map(List::of).orElse(List.of());
    }

    /**
     * The signals of a list item: its own, and those it gives read after its lead-ins ("neither Seller nor its affiliates
     * will:" / "(ii) recruit any employee of the Company") that rest on words of the item itself. A signal the lead-ins give
     * alone is theirs, even where its words run on into the item ("... shall indemnify the Company against:" / "(a) any claim").
     */
    private static List<RiskSignals.Signal> inContext(LeadIns.Read read, Perspective perspective) {
        List<RiskSignals.Signal> signals = new ArrayList<>(RiskSignals.find(read.chunk().content(), perspective));
        Set<RiskSignals.Term> found = new HashSet<>();
        signals.forEach(signal -> found.add(signal.term()));
        RiskSignals.find(read.text().substring(0, read.ownStart()), perspective).forEach(signal -> found.add(signal.term()));
        for (RiskSignals.Signal signal : RiskSignals.find(read.text(), perspective)) {
            int at = read.text().indexOf(signal.phrase());
            if (!found.contains(signal.term()) && at >= 0 && at + signal.phrase().length() > read.ownStart()) {
                signals.add(new RiskSignals.Signal(signal.term(), signal.level(), signal.phrase().substring(Math.max(0,
                    read.ownStart() - at)), signal.reason()));
            }
        }
        return signals;
    }

    /** The period of the obligations against the corpus's clauses of the category, when it holds enough of them. */
    private List<String> periodFigures(ClauseCategory category, String text) {
        if (!PERIOD_CATEGORIES.contains(category)) {
            return List.of();
        }
        Matcher period = OBLIGATION_PERIOD.matcher(text);
        CategoryStatistics stats = statistics.of(category);
        if (!period.find() || stats.withDuration() < MIN_COMPARABLE) {
            return List.of();
        }
        var months = DurationExtractor.longestMonths(period.group());
        if (months.isEmpty()) {
            return List.of();
        }
        return List.of("%s is longer than %.0f%% of the n=%d reference clauses of this kind that state a period (median %s)."
            .formatted(capitalise(describe(months.getAsDouble())), 100 * stats.shareShorterThan(months.getAsDouble()),
                stats.withDuration(), describe(stats.medianMonths())));
    }

    private static String explain(List<RiskSignals.Signal> signals) {
        List<String> parts = new ArrayList<>();
        for (RiskSignals.Signal signal : signals) {
            parts.add(capitalise(signal.term().label()) + " (\"" + Classifier.preview(signal.phrase()) + "\"): " + signal.reason());
        }
        return String.join(" ", parts);
    }

    private static String explain(boolean standard, ClauseCategory category, ReferenceMatch closest) {
        String kind = category.displayName().toLowerCase(Locale.ROOT);
        String like = closest == null ? "" : " (closest: \"" + Classifier.preview(closest.clause().text()) + "\")";
        if (standard) {
            return "None of the terms that make NDA clauses risky (a non-compete or non-solicit, an IP assignment, an "
                + "indemnity or penalty, a period far from 2-5 years, residuals) is in this " + kind + " clause, and it reads like "
                + "the team's balanced ones" + like + ".";
        }
        return closest == null
            ? "ClauseLens found no risky term in this " + kind + " clause and no reference clause worded closely enough to judge it "
                + "by; read it yourself."
            : "ClauseLens found no risky term in this " + kind + " clause, but it is worded like the team's "
                + closest.clause().risk().name().toLowerCase(Locale.ROOT) + " example" + like + "; compare the wording before "
                + "you accept it.";
    }

    /** The agreement's overall level, its score (0-100) within that level's band, and why, in a sentence a lawyer reads first. */
    public record Overall(RiskLevel level, int score, String reason) {
    }

    /**
     * As risky as its riskiest clause, and at least cautious when the triage checklist marks a point red against the
     * reviewed side (no exclusions for a recipient, a residuals clause for a discloser): a missing protection is no
     * clause to rate, yet it is a risk all the same.
     */
    public static Overall overall(List<RiskFinding> findings, List<TriageChecklist.Check> checklist, Perspective side) {
        RiskLevel byClauses = overallLevel(findings);
        List<TriageChecklist.Check> red = TriageChecklist.redAgainst(checklist, side);
        RiskLevel level = byClauses == RiskLevel.STANDARD && !red.isEmpty() ? RiskLevel.CAUTIOUS : byClauses;
        List<String> why = new ArrayList<>();
        if (byClauses != RiskLevel.STANDARD) {
            List<String> riskiest = findings.stream().filter(f -> f.level() == byClauses && f.category() != null)
                .map(f -> f.category().displayName()).distinct().toList();
            why.add("the riskiest terms are rated " + byClauses.name().toLowerCase(Locale.ROOT) + " ("
                + String.join(", ", riskiest.subList(0, Math.min(MAX_NAMED, riskiest.size())))
                + (riskiest.size() > MAX_NAMED ? " and " + (riskiest.size() - MAX_NAMED) + " more" : "") + ")");
        }
        if (!red.isEmpty()) {
            why.add("the checklist marks " + String.join("; ", red.stream().map(c -> c.topic() + " red (" + c.reason() + ")").toList()));
        }
        String reason = why.isEmpty()
            ? "No clause is rated above standard and no checklist point is red for " + (side == Perspective.MUTUAL ? "either side"
                : "the " + side.id()) + "."
            : capitalise(String.join("; and ", why)) + ".";
        return new Overall(level, score(findings, level), reason);
    }

    /** The seed design's score, weighted levels over the maximum (0-100), kept within the band of {@code level}. */
    private static int score(List<RiskFinding> findings, RiskLevel level) {
        double sum = findings.stream().mapToDouble(f -> WEIGHTS.get(f.level())).sum();
        int score = findings.isEmpty() ? 0 : (int) Math.round(100 * sum / (3.0 * findings.size()));
        return switch (level) {
            case AGGRESSIVE -> Math.max(60, score);
            case CAUTIOUS -> Math.min(59, Math.max(30, score));
            default -> Math.min(29, score);
        };
    }

    /**
     * An agreement is as risky as its riskiest terms, not their average: aggressive with an aggressive
     * clause, cautious with a cautious one, otherwise standard.
     */
    private static RiskLevel overallLevel(List<RiskFinding> findings) {
        boolean cautious = false;
        for (RiskFinding finding : findings) {
            if (finding.level() == RiskLevel.AGGRESSIVE) {
                return RiskLevel.AGGRESSIVE;
            }
            cautious |= finding.level() == RiskLevel.CAUTIOUS;
        }
        return cautious ? RiskLevel.CAUTIOUS : RiskLevel.STANDARD;
    }

    private static String capitalise(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
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
