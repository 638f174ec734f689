package dev.clauselens.core.agent;

import dev.clauselens.core.analysis.Citation;
import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.analysis.GapAnalysisRecord.Importance;
import dev.clauselens.core.analysis.GapAnalysisRecord.MissingCategory;
import dev.clauselens.core.analysis.GapAnalysisRecord.WeakClause;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceCorpus;
import dev.clauselens.core.corpus.ReferenceMatch;
import dev.clauselens.core.corpus.ReferenceSearch;
import dev.clauselens.core.corpus.SearchFilter;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.terms.KeyTermExtractor;
import dev.clauselens.core.terms.KeyTerms;
import dev.clauselens.core.terms.TriageChecklist;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleBiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Gap Analyst's local layer.
 *
 * <p>Categories: an NDA is expected to hold the protections in {@link #EXPECTED}, each critical,
 * important or optional; a protection is present when a clause is classified so, the text states it in
 * so many words under whatever heading, a governing law or a term among them
 * ({@link TriageChecklist#protections}; the rules' strongest word cues in any clause, {@link ClauseRules#topics}), or a hypothesis found with evidence shows it; a missing one gets suggested language from ClauseLens's own reference
 * clauses (a balanced one), and an aggressive clause is listed as weak. The gap score adds 25 per
 * missing critical protection, 10 per important, 5 per optional and 5 per weak clause, capped at 100.
 *
 * <p>Hypotheses: drafting conventions decide first ({@link HypothesisRules}), citing of the places whose wording they
 * matched those closest to the reference clauses labelled with that hypothesis. Otherwise every clause chunk is compared with the
 * reference clauses labelled with that hypothesis. When the best chunk's similarity reaches the
 * hypothesis's threshold, the labels of its nearest references vote ({@link Votes}) entailment or contradiction and
 * the chunks close to that best one are the evidence. Otherwise no evidence is given and the verdict
 * is the fallback: not mentioned, or with training data the label most NDAs there carry.
 */
public final class GapAnalyst {
    /** What the gap score means, as the report and the add-in state it next to the figure. */
    public static final String SCORE_LEGEND = "Gap score: 0 means every protection an NDA is expected to have is there. "
        + "Each missing critical protection adds 25, each important one 10, each optional one 5, and each clause rated "
        + "aggressive 5; capped at 100. Lower is better.";

    static final Map<ClauseCategory, Importance> EXPECTED = expected();
    /**
     * What an individual's undertaking to its employer is expected to hold: {@link #EXPECTED} without what only a deal between
     * businesses needs (no obligation to proceed, no warranty).
     */
    private static final Map<ClauseCategory, Importance> EXPECTED_OF_AN_UNDERTAKING = expectedOfAnUndertaking();
    /** A hypothesis found with evidence shows that the NDA addresses this protection. */
    private static final Map<Hypothesis, ClauseCategory> SHOWN_BY = Map.of(
        Hypothesis.NDA_4, ClauseCategory.PURPOSE_LIMITATION,
        Hypothesis.NDA_5, ClauseCategory.PERMITTED_DISCLOSURE,
        Hypothesis.NDA_7, ClauseCategory.PERMITTED_DISCLOSURE,
        Hypothesis.NDA_8, ClauseCategory.COMPELLED_DISCLOSURE,
        Hypothesis.NDA_12, ClauseCategory.STANDARD_EXCEPTIONS,
        Hypothesis.NDA_13, ClauseCategory.STANDARD_EXCEPTIONS,
        Hypothesis.NDA_15, ClauseCategory.NO_LICENSE,
        Hypothesis.NDA_16, ClauseCategory.RETURN_OR_DESTRUCTION,
        Hypothesis.NDA_19, ClauseCategory.TERM_AND_SURVIVAL);
    static final int NEIGHBOURS = 5;
    /** A law or courts named in a reference clause: group 1 "laws" or "courts". */
    private static final Pattern NAMED_PLACE = Pattern.compile("the (laws|courts) of (England and Wales|England|the State of [A-Z]\\w+( [A-Z]\\w+)?)");
    private static final double RULE_CONFIDENCE = 0.8;

    private final ReferenceSearch search;
    private final ReferenceCorpus corpus;
    private final Map<Hypothesis, Double> thresholds;
    private final Map<Hypothesis, NliLabel> fallbacks;
    private final double defaultThreshold;

    /**
     * @param thresholds similarity each hypothesis needs, chosen by {@link HypothesisCalibration}; a hypothesis without one
     *                   uses {@link AgentSettings#hypothesisThreshold()} to weigh how sure its fallback is, and never votes
     * @param fallbacks  the verdict when no evidence reaches the threshold: by default not mentioned;
     *                   with training data, the hypothesis's most frequent label there
     */
    public GapAnalyst(ReferenceSearch search, ReferenceCorpus corpus, Map<Hypothesis, Double> thresholds,
                      Map<Hypothesis, NliLabel> fallbacks, AgentSettings settings) {
        this.defaultThreshold = settings.hypothesisThreshold();
        this.search = search;
        this.corpus = corpus;
        this.thresholds = Map.copyOf(thresholds);
        this.fallbacks = Map.copyOf(fallbacks);
    }

    public GapReport analyse(String tenantId, String rawText, String title, List<ChunkVector> chunks, List<ClauseDecision> clauses,
                             List<RiskFinding> risks) {
        Set<ClauseCategory> present = new LinkedHashSet<>();
        for (ClauseDecision clause : clauses) {
            present.add(clause.category());
            present.addAll(clause.secondary());
        }
        List<Chunk> text = chunks.stream().map(ChunkVector::chunk).toList();
        KeyTerms terms = KeyTermExtractor.extract(text, title);
        DefinedRoles roles = DefinedRoles.of(rawText);
        TriageChecklist.Protections words = TriageChecklist.protections(text, terms);
        present.addAll(words.stated());
        present.addAll(ClauseRules.topics(text));
        if (present.contains(ClauseCategory.LIQUIDATED_DAMAGES)) {
            present.add(ClauseCategory.REMEDIES); // a remedy for breach, if a harsh one: the Risk Scorer rates it
        }
        if (present.contains(ClauseCategory.EXPIRATION_DATE)) {
            present.add(ClauseCategory.TERM_AND_SURVIVAL); // CUAD's name for the clause that says how long the agreement runs
        }
        List<HypothesisVerdict> hypotheses = hypotheses(tenantId, rawText, chunks);
        for (HypothesisVerdict verdict : hypotheses) {
            ClauseCategory shown = SHOWN_BY.get(verdict.hypothesis());
            if (shown != null && !verdict.chunkIds().isEmpty()) {
                present.add(shown);
            }
        }
        // the checklist reads some protections by their words alone, and the two lists must not disagree: a clause labelled no licence,
        // or an ownership clause the hypothesis takes for it, is no statement that disclosure grants no licence; a clause labelled an
        // exclusion where none of the four is carved out ("- Public disclosure of the violation within the community") is none
        present.removeAll(words.unsaid());
        List<MissingCategory> missing = new ArrayList<>();
        Map<ClauseCategory, Importance> expected = terms.documentType() == KeyTerms.DocumentType.EMPLOYEE_UNDERTAKING
            ? EXPECTED_OF_AN_UNDERTAKING : EXPECTED;
        expected.forEach((category, importance) -> {
            // a cover page's protections are in the standard terms it incorporates, which are not in the text: none is known missing
            if (!present.contains(category) && terms.incorporatedTerms() == null) {
                missing.add(new MissingCategory(category, importance, fitted(suggestion(category), terms, roles)));
            }
        });
        List<WeakClause> weak = new ArrayList<>();
        for (RiskFinding risk : risks) {
            if (risk.level() == RiskLevel.AGGRESSIVE) {
                String balanced = fitted(suggestion(risk.category()), terms, roles);
                weak.add(new WeakClause(risk.chunkId(), risk.category(), balanced == null
                    ? "Negotiate this clause towards market practice."
                    : "Negotiate towards balanced wording, for example: \"" + balanced + "\""));
            }
        }
        int score = 0;
        for (MissingCategory gap : missing) {
            score += switch (gap.importance()) {
                case CRITICAL -> 25;
                case IMPORTANT -> 10;
                case OPTIONAL -> 5;
            };
        }
        score = Math.min(100, score + 5 * weak.size());
        return new GapReport(score, List.copyOf(present), missing, weak, hypotheses);
    }

    List<HypothesisVerdict> hypotheses(String tenantId, String rawText, List<ChunkVector> chunks) {
        List<ChunkVector> clauses = chunks.stream().filter(c -> c.chunk().kind() == ChunkKind.CLAUSE).toList();
        List<HypothesisVerdict> verdicts = new ArrayList<>();
        Map<String, ChunkVector> vectors = new HashMap<>();
        clauses.forEach(c -> vectors.put(c.chunk().id(), c));
        ToDoubleBiFunction<Hypothesis, Chunk> relevance = (hypothesis, chunk) -> {
            List<ReferenceMatch> nearest = search.search(tenantId, vectors.get(chunk.id()).embedding(), 1,
                SearchFilter.hypotheses(hypothesis), 0);
            return nearest.isEmpty() ? 0 : nearest.getFirst().similarity();
        };
        Map<Hypothesis, HypothesisRules.Decision> ruled = HypothesisRules.decideAll(clauses.stream().map(ChunkVector::chunk).toList(),
            relevance);
        for (Hypothesis hypothesis : Hypothesis.values()) {
            if (ruled.containsKey(hypothesis)) {
                verdicts.add(byRule(hypothesis, ruled.get(hypothesis), rawText));
                continue;
            }
            SearchFilter filter = SearchFilter.hypotheses(hypothesis);
            Map<ChunkVector, List<ReferenceMatch>> matches = new LinkedHashMap<>();
            for (ChunkVector chunk : clauses) {
                matches.put(chunk, search.search(tenantId, chunk.embedding(), NEIGHBOURS, filter, 0));
            }
            var best = matches.entrySet().stream()
                .filter(e -> !e.getValue().isEmpty())
                .max(Comparator.comparingDouble(e -> e.getValue().getFirst().similarity()));
            double threshold = thresholds.getOrDefault(hypothesis, defaultThreshold);
            if (best.isEmpty() || best.get().getValue().getFirst().similarity() < threshold) {
                double closeness = best.map(e -> e.getValue().getFirst().similarity()).orElse(0.0);
                // Just under the threshold is a doubtful "not mentioned"; far under it, a sure one.
                double confidence = Math.min(1, 0.5 + (threshold - closeness));
                verdicts.add(new HypothesisVerdict(hypothesis, fallbacks.getOrDefault(hypothesis, NliLabel.NOT_MENTIONED),
                    Votes.round(confidence), List.of(), List.of(), DecisionLayer.LOCAL));
                continue;
            }
            Votes.Share<NliLabel> winner = Votes.tally(best.get().getValue(), ReferenceClause::nliLabel).getFirst();
            if (!thresholds.containsKey(hypothesis)
                || winner.label() == NliLabel.CONTRADICTION && HypothesisRules.namesContradiction(hypothesis)) {
                // A vote decides only where calibration on labelled documents found it beats the fallback: uncalibrated,
                // votes over the built-in clauses lost more verdicts than they won on both ContractNLI splits (an exclusion
                // "required to be disclosed by law" voted notice of compelled disclosure). And where the rules know the words
                // that contradict the hypothesis and found none, a clause merely about the same topic ("return all
                // information") does not contradict it.
                verdicts.add(new HypothesisVerdict(hypothesis, fallbacks.getOrDefault(hypothesis, NliLabel.NOT_MENTIONED),
                    Votes.round(1 - winner.share() / 2), List.of(), List.of(), DecisionLayer.LOCAL));
                continue;
            }
            double top = best.get().getValue().getFirst().similarity();
            var evidence = matches.entrySet().stream()
                .filter(e -> !e.getValue().isEmpty() && e.getValue().getFirst().similarity() >= Math.max(threshold, top - HypothesisRules.MARGIN))
                .sorted(Comparator.comparingDouble(e -> -e.getValue().getFirst().similarity()))
                .limit(HypothesisRules.MAX_EVIDENCE)
                .toList();
            List<Citation> quotes = new ArrayList<>();
            for (var e : evidence) {
                String sentence = HypothesisRules.closestSentence(e.getKey().chunk(), e.getValue().getFirst().clause().text()).quote();
                Quotes.verify(rawText, e.getKey().chunk(), sentence).ifPresent(quotes::add);
            }
            verdicts.add(new HypothesisVerdict(hypothesis, winner.label(), Votes.round(winner.share()),
                evidence.stream().map(e -> e.getKey().chunk().id()).toList(), quotes, DecisionLayer.LOCAL));
        }
        return verdicts;
    }

    /** A verdict from drafting conventions ({@link HypothesisRules}), with the matching chunks as evidence. */
    private static HypothesisVerdict byRule(Hypothesis hypothesis, HypothesisRules.Decision decision, String rawText) {
        List<Citation> quotes = new ArrayList<>();
        for (HypothesisRules.Evidence evidence : decision.evidence()) {
            Quotes.verify(rawText, evidence.chunk(), evidence.quote()).ifPresent(quotes::add);
        }
        return new HypothesisVerdict(hypothesis, decision.label(), RULE_CONFIDENCE,
            decision.evidence().stream().map(e -> e.chunk().id()).distinct().toList(), quotes, DecisionLayer.LOCAL);
    }

    /**
     * The suggestion in the document's own law, forum and names for the parties: the reference clauses name England
     * or Delaware, which would be wrong for a Virginia form, and say "Recipient" where the document may say
     * "Receiving Party"; where the document states no law or forum, a blank to fill in.
     */
    static String fitted(String suggestion, KeyTerms terms, DefinedRoles roles) {
        if (suggestion == null) {
            return null;
        }
        KeyTerms.Term stated = KeyTerms.stated(terms.governingLaw());
        String law = stated != null ? stated.value() : "[governing law]";
        String forum = KeyTerms.stated(terms.forum()) != null ? terms.forum().value() : stated != null ? law : "[forum]";
        return roles.adapt(NAMED_PLACE.matcher(suggestion).replaceAll(named -> Matcher.quoteReplacement(
            "the " + named.group(1) + " of " + (named.group(1).equals("laws") ? law : forum))));
    }

    /** Balanced language of the category from ClauseLens's own clauses, or {@code null}. */
    private String suggestion(ClauseCategory category) {
        return corpus.clausesOf(category).stream()
            .filter(c -> c.risk() == RiskLevel.STANDARD && c.hypothesis() == null && c.documentId().startsWith("clauselens:"))
            .map(ReferenceClause::text)
            .findFirst()
            .orElse(null);
    }

    private static Map<ClauseCategory, Importance> expectedOfAnUndertaking() {
        Map<ClauseCategory, Importance> expected = new LinkedHashMap<>(EXPECTED);
        expected.keySet().removeAll(Set.of(ClauseCategory.NO_OBLIGATION, ClauseCategory.NO_WARRANTY));
        return expected;
    }

    private static Map<ClauseCategory, Importance> expected() {
        Map<ClauseCategory, Importance> expected = new LinkedHashMap<>();
        expected.put(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, Importance.CRITICAL);
        expected.put(ClauseCategory.PURPOSE_LIMITATION, Importance.CRITICAL);
        expected.put(ClauseCategory.STANDARD_EXCEPTIONS, Importance.CRITICAL);
        expected.put(ClauseCategory.TERM_AND_SURVIVAL, Importance.CRITICAL);
        expected.put(ClauseCategory.RETURN_OR_DESTRUCTION, Importance.CRITICAL);
        expected.put(ClauseCategory.PERMITTED_DISCLOSURE, Importance.IMPORTANT);
        expected.put(ClauseCategory.COMPELLED_DISCLOSURE, Importance.IMPORTANT);
        expected.put(ClauseCategory.STANDARD_OF_CARE, Importance.IMPORTANT);
        expected.put(ClauseCategory.NO_LICENSE, Importance.IMPORTANT);
        expected.put(ClauseCategory.REMEDIES, Importance.IMPORTANT);
        expected.put(ClauseCategory.GOVERNING_LAW, Importance.IMPORTANT);
        expected.put(ClauseCategory.NO_WARRANTY, Importance.OPTIONAL);
        expected.put(ClauseCategory.NO_OBLIGATION, Importance.OPTIONAL);
        expected.put(ClauseCategory.ENTIRE_AGREEMENT, Importance.OPTIONAL);
        expected.put(ClauseCategory.ANTI_ASSIGNMENT, Importance.OPTIONAL);
        return expected;
    }
}
