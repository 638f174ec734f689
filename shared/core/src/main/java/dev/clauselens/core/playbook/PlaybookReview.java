package dev.clauselens.core.playbook;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.clauselens.core.agent.AgentSettings;
import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.agent.AnalysisResult.ClauseResult;
import dev.clauselens.core.agent.DefinedRoles;
import dev.clauselens.core.playbook.Playbook.Position;
import dev.clauselens.core.playbook.Playbook.Stance;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.terms.Durations;
import dev.clauselens.core.terms.KeyTerms;
import dev.clauselens.core.terms.KeyTerms.Term;
import dev.clauselens.core.terms.TriageChecklist.Check;
import dev.clauselens.core.terms.TriageChecklist.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A finished analysis read against a playbook: for each of the playbook's topics, whether the document
 * meets the team's standard, falls within an acceptable fallback or needs a lawyer to escalate, with the
 * reason, the document's words, and the fix the team's language proposes.
 */
public final class PlaybookReview {
    /** States in which the document is silent on what the stance wants: a fix adds a clause rather than changing one. */
    private static final Set<String> SILENT = Set.of("not-stated", "not-allowed", "silent", "missing", "absent");
    /** The state of a term whose place the form leaves blank: to fill in, not to negotiate. */
    private static final String LEFT_BLANK = "left-blank";

    private PlaybookReview() {
    }

    /**
     * How a finding stands against the playbook. {@code INCORPORATED}: a cover page is silent on the topic and leaves it to
     * the standard terms it incorporates, which are not in the text, so the playbook cannot judge it from the document.
     */
    public enum Outcome {
        STANDARD("meets standard"), INCORPORATED("left to the incorporated terms"), FALLBACK("acceptable fallback"),
        ESCALATE("needs escalation");

        private final String label;

        Outcome(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * What the team's language would change: {@code REPLACE} the sentence quoted, {@code STRIKE} it (the
     * standard is that there is no such clause), {@code INSERT} a new clause where the document is silent, or
     * only {@code COMMENT} where an edit could duplicate text (a partial list of exclusions) or a form leaves the term blank.
     */
    public enum FixKind { REPLACE, STRIKE, INSERT, COMMENT }

    /** The edit a playbook proposes for a finding that needs escalation; {@code language} is null for a strike. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Fix(FixKind kind, String language) {
    }

    /**
     * One topic of the playbook, judged.
     *
     * @param topic   the playbook's topic id
     * @param title   the topic as a lawyer reads it
     * @param state   what the document does on it (one of the topic's states)
     * @param stance  the playbook's position the outcome rests on: the one that accepts it, or the standard
     * @param reason  what the document says and how that stands against the playbook, in sentences
     * @param quote   the document's words, verbatim, or {@code null} where it is silent
     * @param chunkId the clause the quote is in, if any
     * @param passage the text a fix replaces or strikes and a comment marks: the sentence around the quote within its
     *                clause (the whole clause for a category), with its raw-text positions; {@code null} where the
     *                document is silent
     * @param fix     what the team's language would change; {@code null} when the finding meets the standard
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Finding(String topic, String title, Outcome outcome, String state, String stance, String reason,
                          Term quote, String chunkId, Term passage, Fix fix) {
        public Finding {
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(reason, "reason");
        }
    }

    /** The whole playbook's result for one analysis. */
    public record Result(String playbook, String perspective, List<Finding> findings) {
        public Result {
            findings = List.copyOf(findings);
        }

        /** How many findings have {@code outcome}. */
        public long count(Outcome outcome) {
            return findings.stream().filter(f -> f.outcome() == outcome).count();
        }

        /** The counts as a person reads them, as the CLI, the report and the add-in show them. */
        @JsonProperty("summary")
        public String summary() {
            long fallbacks = count(Outcome.FALLBACK);
            long escalations = count(Outcome.ESCALATE);
            long incorporated = count(Outcome.INCORPORATED);
            return "%d meet the standard, %d acceptable fallback%s, %d need%s escalation%s".formatted(count(Outcome.STANDARD),
                fallbacks, fallbacks == 1 ? "" : "s", escalations, escalations == 1 ? "s" : "",
                incorporated == 0 ? "" : ", %d left to the incorporated terms".formatted(incorporated));
        }
    }

    /** Every position of {@code playbook} judged on {@code result}. */
    public static Result apply(Playbook playbook, AnalysisResult result) {
        List<Finding> findings = new ArrayList<>();
        DefinedRoles roles = DefinedRoles.of(result);
        Term incorporated = result.keyTerms().incorporatedTerms();
        for (Position position : playbook.positions()) {
            findings.add(judge(position, observe(position.topic(), result), result.clauses(), roles, incorporated));
        }
        return new Result(playbook.name(), playbook.perspective().id(), findings);
    }

    /** What the document does on a topic: its state, a sentence saying so, a duration's years and the words it rests on. */
    private record Observation(String title, String state, String says, Optional<Double> years, Term quote, String law) {
    }

    private static Observation observe(String topic, AnalysisResult result) {
        if (topic.equals(Playbooks.GOVERNING_LAW)) {
            Term law = result.keyTerms().governingLaw();
            return law == null ? new Observation("Governing law", "not-stated", "no governing law is stated", Optional.empty(),
                null, null) : KeyTerms.leftBlank(law) ? new Observation("Governing law", LEFT_BLANK, "the governing law is left blank, "
                    + "to be filled in", Optional.empty(), law, null) : new Observation("Governing law", "stated", "the governing law is "
                    + law.value(), Optional.empty(), law, law.value());
        }
        if (topic.startsWith(Playbooks.CATEGORY)) {
            ClauseCategory category = ClauseCategory.fromId(topic.substring(Playbooks.CATEGORY.length())).orElseThrow();
            Optional<ClauseResult> clause = clauseOf(result.clauses(), category);
            String name = category.displayName();
            return clause.map(c -> new Observation(name, "present", "the document has a " + name.toLowerCase(Locale.ROOT)
                    + " clause (" + c.chunkId() + ")", Optional.<Double>empty(), new Term(c.preview(), c.text(),
                    c.startPosition(), c.endPosition()), null))
                .orElseGet(() -> new Observation(name, "absent", "the document has no " + name.toLowerCase(Locale.ROOT)
                    + " clause", Optional.empty(), null, null));
        }
        Check check = result.checklist().stream().filter(c -> c.id().equals(topic)).findFirst().orElseThrow();
        Optional<Double> years = check.state().equals("years") ? Durations.years(check.quote().value()) : Optional.empty();
        return new Observation(check.point().subject(), check.state(), check.reason(), years, check.quote(), null);
    }

    /**
     * The first clause of {@code category}, as its primary or a secondary category, that the Classifier placed with confidence:
     * a guess below its threshold ("Feedback remains owned by the providing Party" read as an IP assignment at 5 %) is no
     * such clause to negotiate.
     */
    static Optional<ClauseResult> clauseOf(List<ClauseResult> clauses, ClauseCategory category) {
        return clauses.stream().filter(c -> (c.category() == category || c.secondary().contains(category))
            && c.confidence() >= AgentSettings.DEFAULTS.classifierMinConfidence()).findFirst();
    }

    /**
     * The outcome of one topic. Where {@code incorporated} (a cover page's standard terms, not in the text) is set, a topic
     * the text is silent on and that falls short of the standard is left to those terms, with nothing to insert, except
     * the governing law, which such forms fill in on the cover page itself.
     */
    private static Finding judge(Position position, Observation seen, List<ClauseResult> clauses, DefinedRoles roles,
                                 Term incorporated) {
        List<Stance> stances = position.stances();
        int accepted = -1;
        for (int i = 0; i < stances.size() && accepted < 0; i++) {
            if (accepts(stances.get(i).accept(), seen)) {
                accepted = i;
            }
        }
        Stance standard = position.standard();
        Outcome outcome = accepted == 0 ? Outcome.STANDARD : incorporated != null && seen.quote() == null
            && !position.topic().equals(Playbooks.GOVERNING_LAW) ? Outcome.INCORPORATED
            : accepted > 0 ? Outcome.FALLBACK : Outcome.ESCALATE;
        String says = capitalised(seen.says()) + ". ";
        String reason = switch (outcome) {
            case STANDARD -> says + "Meets the standard: " + standard.position();
            case FALLBACK -> says + "An acceptable fallback: " + stances.get(accepted).position() + " The standard is: "
                + standard.position();
            case ESCALATE -> seen.state().equals(LEFT_BLANK) ? says + "Fill it in to the standard: " + standard.position()
                : says + "Needs escalation: " + position.escalation() + " The standard is: " + standard.position();
            case INCORPORATED -> says + "Read " + incorporated.value() + " against the standard: " + standard.position();
        };
        Optional<ClauseResult> clause = seen.quote() == null ? Optional.empty() : clauses.stream()
            .filter(c -> c.startPosition() <= seen.quote().start() && seen.quote().start() < c.endPosition()).findFirst();
        Term passage = clause.map(c -> position.topic().startsWith(Playbooks.CATEGORY) ? seen.quote()
            : sentence(c, seen.quote())).orElse(null);
        String stance = outcome != Outcome.INCORPORATED && accepted >= 0 ? stances.get(accepted).position() : standard.position();
        return new Finding(position.topic(), seen.title(), outcome, seen.state(), stance, reason, seen.quote(),
            clause.map(ClauseResult::chunkId).orElse(null), passage, outcome == Outcome.ESCALATE ? fix(position, seen, roles) : null);
    }

    /**
     * The sentence of {@code clause} around {@code quote}: from after the last {@code .}, {@code ;}, {@code :} or table
     * cell's {@code |} and white space (or the line's start) to the first full stop after the quote (or the line's or the
     * cell's end), trimmed: a table row's cells are paragraphs of their own in the Word document.
     */
    static Term sentence(ClauseResult clause, Term quote) {
        String text = clause.text();
        int start = Math.max(0, quote.start() - clause.startPosition());
        int end = Math.min(text.length(), Math.max(start, quote.end() - clause.startPosition()));
        int from = start;
        while (from > 0 && text.charAt(from - 1) != '\n' && !(from >= 2 && ".;:|".indexOf(text.charAt(from - 2)) >= 0
            && Character.isWhitespace(text.charAt(from - 1)))) {
            from--;
        }
        int to = end;
        while (to < text.length() && text.charAt(to) != '\n' && !text.startsWith(" | ", to) && !(to > start && text.charAt(to - 1) == '.'
            && (to == text.length() || Character.isWhitespace(text.charAt(to))))) {
            to++;
        }
        while (from < to && Character.isWhitespace(text.charAt(from))) {
            from++;
        }
        while (to > from && Character.isWhitespace(text.charAt(to - 1))) {
            to--;
        }
        String words = text.substring(from, to);
        return new Term(words, words, clause.startPosition() + from, clause.startPosition() + to);
    }

    private static boolean accepts(Playbook.Accept accept, Observation seen) {
        if (accept.states() != null && !accept.states().contains(seen.state())) {
            return false;
        }
        if (accept.years() != null && seen.state().equals("years")
            && (seen.years().isEmpty() || !accept.years().contains(seen.years().get()))) {
            return false;
        }
        if (accept.laws() != null) {
            String law = seen.law() == null ? "" : seen.law().toLowerCase(Locale.ROOT);
            return !law.isEmpty() && accept.laws().stream().map(l -> l.toLowerCase(Locale.ROOT))
                .anyMatch(l -> law.contains(l) || l.contains(law));
        }
        return true;
    }

    /** The standard's language, in the document's names for the parties, put where the document falls short of it. */
    private static Fix fix(Position position, Observation seen, DefinedRoles roles) {
        String language = roles.adapt(position.standard().language());
        if (SILENT.contains(seen.state()) || seen.quote() == null) {
            return new Fix(language == null ? FixKind.COMMENT : FixKind.INSERT, language);
        }
        if (position.topic().equals(Point.EXCLUSIONS.id()) || seen.state().equals(LEFT_BLANK)) {
            return new Fix(FixKind.COMMENT, language); // a partial list, or a form's blank: the standard is said, not written over it
        }
        return new Fix(language == null ? FixKind.STRIKE : FixKind.REPLACE, language);
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
