package dev.clauselens.core.compare;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.agent.AnalysisResult.ClauseResult;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.playbook.Playbook;
import dev.clauselens.core.playbook.PlaybookReview;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.terms.Durations;
import dev.clauselens.core.terms.TriageChecklist.Check;
import dev.clauselens.core.terms.TriageChecklist.Point;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Two NDAs side by side, or one against a playbook's standard: the key points each takes and which side
 * each difference favours, clauses aligned by category and wording with their word-level differences, and
 * the protections one has and the other lacks.
 */
public final class Comparison {
    /** Wording under which two clauses of a category are not the same clause reworded. */
    private static final double SAME_CLAUSE = 0.2;
    private static final Pattern TOKEN = Pattern.compile("\\s+|[^\\s]+");
    /**
     * Per checklist point, its states from the least to the most protective of the disclosing party; a
     * point missing here (the whistleblower notice: a statutory matter) favours neither side.
     */
    private static final Map<Point, List<String>> PROTECTION = Map.of(
        Point.TERM, List.of("not-stated", "unclear", "years", "indefinite"),
        Point.CONFIDENTIALITY, List.of("not-stated", "unclear", "years", "indefinite"),
        Point.EXCLUSIONS, List.of("all", "one-missing", "several-missing"),
        Point.COMPELLED_DISCLOSURE, List.of("without-notice", "with-notice", "not-allowed"),
        Point.RETURN, List.of("not-stated", "required"),
        Point.RESTRICTIVE_COVENANTS, List.of("none", "non-solicit", "non-compete"),
        Point.RESIDUALS, List.of("present", "none"),
        Point.NO_LICENCE, List.of("not-stated", "stated"),
        Point.REMEDIES, List.of("silent", "injunction", "punitive"));

    private Comparison() {
    }

    /** Which side a difference helps: the party disclosing information, the one receiving it, or neither. */
    public enum Favours { DISCLOSER, RECIPIENT, NEITHER }

    /** A piece of text in a word-level difference: kept in both, only on the left (removed) or only on the right (added). */
    public enum Change { SAME, REMOVED, ADDED }

    public record Segment(Change change, String text) {
    }

    /** One checklist point (or the governing law) as each side has it. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record KeyPoint(String topic, String title, String left, String right, Favours favours, String why) {
    }

    /**
     * Clauses of one category aligned: both sides' text (either may be missing), their similarity (0 to 1) and
     * the word-level difference from left to right.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Row(String category, String leftChunkId, String rightChunkId, String left, String right,
                      double similarity, List<Segment> diff) {
        /** Whether both sides have the clause word for word. */
        public boolean unchanged() {
            return left != null && right != null && diff.stream().allMatch(d -> d.change() == Change.SAME);
        }
    }

    /**
     * @param left       what is compared (a title)
     * @param right      what it is compared with (a title, or "playbook NAME")
     * @param points     the key points side by side
     * @param rows       the clauses aligned, in the left document's order, then those only on the right
     * @param added      protections the right has and the left lacks
     * @param removed    protections the left has and the right lacks
     */
    public record Result(String left, String right, List<KeyPoint> points, List<Row> rows, List<String> added,
                         List<String> removed) {
        /** The same comparison under other names (a file name where both documents have the same title). */
        public Result named(String leftName, String rightName) {
            return new Result(leftName, rightName, points, rows, added, removed);
        }

        /** How many points favour {@code side} on the right compared with the left. */
        public long favouring(Favours side) {
            return points.stream().filter(p -> p.favours() == side).count();
        }
    }

    /** Two analyses: how the right one differs from the left one. */
    public static Result of(AnalysisResult left, AnalysisResult right) {
        List<KeyPoint> points = new ArrayList<>();
        for (Check l : left.checklist()) {
            Check r = right.checklist().stream().filter(c -> c.point() == l.point()).findFirst().orElseThrow();
            points.add(point(l, r));
        }
        String leftLaw = left.keyTerms().governingLaw() == null ? "not stated" : left.keyTerms().governingLaw().value();
        String rightLaw = right.keyTerms().governingLaw() == null ? "not stated" : right.keyTerms().governingLaw().value();
        points.add(new KeyPoint("governing-law", "Governing law", leftLaw, rightLaw, Favours.NEITHER,
            leftLaw.equalsIgnoreCase(rightLaw) ? "The same." : "A different law: which side it helps depends on where each is."));
        return new Result(left.title(), right.title(), points, align(left.clauses(), right.clauses()),
            protections(right, left), protections(left, right));
    }

    /** An analysis against a playbook's standard: each topic's passage beside the team's language. */
    public static Result of(AnalysisResult left, Playbook playbook) {
        PlaybookReview.Result review = PlaybookReview.apply(playbook, left);
        List<KeyPoint> points = new ArrayList<>();
        List<Row> rows = new ArrayList<>();
        for (PlaybookReview.Finding finding : review.findings()) {
            points.add(new KeyPoint(finding.topic(), finding.title(), finding.state(), finding.stance(), Favours.NEITHER,
                finding.outcome().label() + ": " + finding.reason()));
            String standard = finding.fix() == null ? null : finding.fix().language();
            String passage = finding.passage() == null ? null : finding.passage().quote();
            if (standard != null || passage != null) {
                rows.add(row(finding.title(), finding.chunkId(), null, passage, standard,
                    passage == null || standard == null ? 0 : similarity(passage, standard)));
            }
        }
        return new Result(left.title(), "playbook " + review.playbook(), points, rows, List.of(), List.of());
    }

    private static KeyPoint point(Check left, Check right) {
        String title = left.point().subject();
        String l = describe(left);
        String r = describe(right);
        List<String> order = PROTECTION.get(left.point());
        if (order == null || l.equals(r)) {
            return new KeyPoint(left.point().id(), title, l, r, Favours.NEITHER, l.equals(r) ? "The same." : "Different; "
                + "neither side is favoured as such.");
        }
        int compared = Integer.compare(rank(order, right), rank(order, left));
        if (compared == 0 && left.state().equals("years")) {
            compared = Double.compare(years(right).orElse(0.0), years(left).orElse(0.0));
        }
        Favours favours = compared > 0 ? Favours.DISCLOSER : compared < 0 ? Favours.RECIPIENT : Favours.NEITHER;
        String why = switch (favours) {
            case DISCLOSER -> "The right one protects the disclosing party more.";
            case RECIPIENT -> "The right one leaves the receiving party freer.";
            case NEITHER -> "Different wording, the same position.";
        };
        return new KeyPoint(left.point().id(), title, l, r, favours, why);
    }

    /** Where a point's state stands in {@code order}; a term left blank protects as little as one not stated. */
    private static int rank(List<String> order, Check check) {
        return order.indexOf(check.state().equals("left-blank") ? "not-stated" : check.state());
    }

    private static String describe(Check check) {
        return check.state().equals("years") && check.quote() != null ? check.quote().value() : check.state();
    }

    private static Optional<Double> years(Check check) {
        return check.quote() == null ? Optional.empty() : Durations.years(check.quote().value());
    }

    /** Categories missing from {@code without} that {@code with} has, by name. */
    private static List<String> protections(AnalysisResult with, AnalysisResult without) {
        Set<ClauseCategory> has = new HashSet<>(with.gaps().present());
        return without.gaps().missing().stream().map(GapAnalysisRecord.MissingCategory::category).filter(has::contains)
            .map(ClauseCategory::displayName).toList();
    }

    /**
     * Clauses paired within each category, most similar first, when their wording overlaps enough to be the same
     * clause; what is left stands alone on its side.
     */
    private static List<Row> align(List<ClauseResult> left, List<ClauseResult> right) {
        List<ClauseResult> lefts = left.stream().filter(c -> c.category().rated()).toList();
        List<ClauseResult> rights = right.stream().filter(c -> c.category().rated()).toList();
        record Pair(ClauseResult left, ClauseResult right, double similarity) {
        }
        List<Pair> pairs = new ArrayList<>();
        for (ClauseResult l : lefts) {
            for (ClauseResult r : rights) {
                if (l.category() == r.category()) {
                    pairs.add(new Pair(l, r, similarity(l.text(), r.text())));
                }
            }
        }
        pairs.sort(Comparator.comparingDouble(Pair::similarity).reversed());
        Set<String> usedLeft = new HashSet<>();
        Set<String> usedRight = new HashSet<>();
        List<Pair> chosen = new ArrayList<>();
        for (Pair pair : pairs) {
            if (pair.similarity() >= SAME_CLAUSE && !usedLeft.contains(pair.left().chunkId())
                && !usedRight.contains(pair.right().chunkId())) {
                usedLeft.add(pair.left().chunkId());
                usedRight.add(pair.right().chunkId());
                chosen.add(pair);
            }
        }
        List<Row> rows = new ArrayList<>();
        for (ClauseResult l : lefts) {
            Optional<Pair> pair = chosen.stream().filter(p -> p.left() == l).findFirst();
            rows.add(pair.map(p -> row(l.category().displayName(), l.chunkId(), p.right().chunkId(), l.text(),
                    p.right().text(), p.similarity()))
                .orElseGet(() -> row(l.category().displayName(), l.chunkId(), null, l.text(), null, 0)));
        }
        rights.stream().filter(r -> !usedRight.contains(r.chunkId()))
            .forEach(r -> rows.add(row(r.category().displayName(), null, r.chunkId(), null, r.text(), 0)));
        return rows;
    }

    private static Row row(String category, String leftId, String rightId, String left, String right, double similarity) {
        return new Row(category, leftId, rightId, left, right, Math.round(similarity * 100) / 100.0, diff(left, right));
    }

    /**
     * The word-level difference from {@code left} to {@code right} (java-diff-utils over words and spaces); changes
     * separated only by white space read as one ({@code two (2)} to {@code four (4)}, not word by word).
     */
    public static List<Segment> diff(String left, String right) {
        List<String> a = tokens(left == null ? "" : left);
        List<String> b = tokens(right == null ? "" : right);
        List<Segment> segments = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        List<String> added = new ArrayList<>();
        int at = 0;
        for (AbstractDelta<String> delta : DiffUtils.diff(a, b).getDeltas()) {
            List<String> gap = a.subList(at, delta.getSource().getPosition());
            if (!removed.isEmpty() || !added.isEmpty()) {
                if (gap.stream().allMatch(String::isBlank)) {
                    removed.addAll(gap);
                    added.addAll(gap);
                    gap = List.of();
                } else {
                    flush(segments, removed, added);
                }
            }
            add(segments, Change.SAME, gap);
            removed.addAll(delta.getSource().getLines());
            added.addAll(delta.getTarget().getLines());
            at = delta.getSource().getPosition() + delta.getSource().size();
        }
        flush(segments, removed, added);
        add(segments, Change.SAME, a.subList(at, a.size()));
        return segments;
    }

    private static void flush(List<Segment> segments, List<String> removed, List<String> added) {
        add(segments, Change.REMOVED, removed.stream().anyMatch(t -> !t.isBlank()) ? removed : List.of());
        add(segments, Change.ADDED, added.stream().anyMatch(t -> !t.isBlank()) ? added : List.of());
        removed.clear();
        added.clear();
    }

    private static void add(List<Segment> segments, Change change, List<String> tokens) {
        if (tokens.isEmpty()) {
            return;
        }
        String text = String.join("", tokens);
        if (!segments.isEmpty() && segments.getLast().change() == change) {
            segments.set(segments.size() - 1, new Segment(change, segments.getLast().text() + text));
        } else {
            segments.add(new Segment(change, text));
        }
    }

    private static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        Matcher matcher = TOKEN.matcher(text);
        while (matcher.find()) {
            tokens.add(matcher.group());
        }
        return tokens;
    }

    /** Shared words over all words (Jaccard over lower-cased words). */
    static double similarity(String a, String b) {
        Set<String> left = words(a);
        Set<String> right = words(b);
        if (left.isEmpty() || right.isEmpty()) {
            return 0;
        }
        Set<String> shared = new HashSet<>(left);
        shared.retainAll(right);
        Set<String> all = new HashSet<>(left);
        all.addAll(right);
        return (double) shared.size() / all.size();
    }

    private static Set<String> words(String text) {
        Set<String> words = new HashSet<>();
        for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!word.isEmpty()) {
                words.add(word);
            }
        }
        return words;
    }
}
