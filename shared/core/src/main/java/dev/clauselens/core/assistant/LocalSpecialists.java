package dev.clauselens.core.assistant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.agent.HypothesisVerdict;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.assistant.ReviewContext.Clause;
import dev.clauselens.core.corpus.DurationExtractor;
import dev.clauselens.core.model.ToolRegistry.ToolOutcome;
import dev.clauselens.core.model.Usage;
import dev.clauselens.core.playbook.Playbook;
import dev.clauselens.core.playbook.PlaybookReview;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.RiskLevel;
import dev.clauselens.core.terms.TriageChecklist;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The specialists' local layer: answers built from the analysis, the key terms, the playbook and the
 * reference corpus through the same tools a model would use, with citations, at no token cost. It says
 * plainly what it cannot do without a model (a general question, language the playbook does not have).
 */
final class LocalSpecialists {
    static final String LOCAL = "local";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MOST_CLAUSES = 3;
    private static final Pattern FOLLOW_UP = Pattern.compile("(?i)\\b(?:it|that|this|those|these|the same|that one)\\b");
    private static final Pattern STATUS = Pattern.compile(
        "(?i)\\b(?:mark|set|flag|move)\\b\\s+(.+?)\\s+(?:as|to)\\s+(accepted|to[ _-]negotiate|resolved)\\b");
    private static final Pattern NOTE = Pattern.compile(
        "(?i)\\b(?:add|put|leave)\\s+(?:a\\s+)?note\\s+(?:to|on)\\s+(.+?)\\s*(?::|,|\\bsaying\\b|\\bthat says\\b)\\s*(.+)$");
    private static final Pattern FINDING_WORDS = Pattern.compile(
        "(?i)\\b(?:the|finding|point|issue|checklist|item|topic)\\b");

    /** What the question is about, as the local layer found it. */
    private record Target(List<Clause> clauses, Optional<Topic> topic, String failure) {
    }

    private final ReviewContext review;
    private final String question;
    private final Intent intent;
    private final ToolSession tools;
    private final List<TurnRecord> memory;
    private final List<AssistantAnswer.Cited> citations = new ArrayList<>();
    private boolean commanded;

    private LocalSpecialists(ReviewContext review, String question, Intent intent, ToolSession tools, List<TurnRecord> memory) {
        this.review = review;
        this.question = question;
        this.intent = intent;
        this.tools = tools;
        this.memory = memory;
    }

    /**
     * One specialist's part, built locally.
     *
     * @param memory   the most relevant earlier turns (a follow-up's "it" is what they cited)
     * @param research the parts that ran before (the advisor's input)
     */
    static Part run(Specialist specialist, ReviewContext review, String question, Intent intent, ToolSession tools,
                    List<TurnRecord> memory, List<Part> research) {
        var local = new LocalSpecialists(review, question, intent, tools, memory);
        String needsModel = null;
        String text = switch (specialist) {
            case DOCUMENT_RESEARCH -> local.documentResearch();
            case MARKET_RESEARCH -> local.marketResearch();
            case ADVISOR -> local.advise(research);
            case DRAFTER -> local.draft();
        };
        if (text.startsWith(NEEDS_MODEL)) {
            needsModel = text.substring(NEEDS_MODEL.length());
            text = needsModel;
        } else if (specialist == Specialist.ADVISOR && intent == Intent.GENERAL && !local.commanded) {
            needsModel = "Questions beyond this analysis need the model: run the assistant with --provider bedrock.";
        }
        return new Part(specialist, text, local.citations, tools.proposals(), needsModel, tools.calls(), Usage.NONE, LOCAL);
    }

    private static final String NEEDS_MODEL = "\u0000needs-model:";

    private String documentResearch() {
        Target target = broad() ? riskiest() : target();
        var text = new StringBuilder();
        Optional<Topic> topic = target.topic();
        if (topic.flatMap(Topic::hypothesis).isPresent() && intent == Intent.FIND) {
            text.append(hypothesisAnswer(topic.get())).append(' ');
        }
        topic.flatMap(Topic::keyTerm).ifPresent(name -> keyTerm(name).ifPresent(line -> text.append(line).append(' ')));
        if (target.failure() != null && target.clauses().isEmpty()) {
            text.append(target.failure()).append(' ');
        }
        for (Clause clause : target.clauses().stream().limit(MOST_CLAUSES).toList()) {
            text.append(describe(clause, intent == Intent.EXPLAIN)).append(' ');
        }
        if (target.clauses().size() > MOST_CLAUSES) {
            text.append("(and ").append(target.clauses().size() - MOST_CLAUSES).append(" more parts) ");
        }
        topic.flatMap(Topic::checklistPoint).flatMap(this::check).ifPresent(check -> text.append("Checklist: ")
            .append(check.status()).append(", ").append(check.reason()).append(". "));
        if (target.clauses().isEmpty() && topic.flatMap(Topic::category).isPresent()) {
            ClauseCategory category = topic.get().category().get();
            text.append("The document has no clause on ").append(topic.get().title()).append('.');
            if (review.result().gaps().missing().stream().anyMatch(m -> m.category() == category)) {
                text.append(" The analysis lists it as a missing protection.");
            }
        }
        return text.isEmpty() ? "The document does not appear to deal with this; try naming a clause number ("
            + review.numbers() + ")." : text.toString().strip();
    }

    private String marketResearch() {
        Target chosen = broad() ? riskiest() : target();
        Optional<ClauseCategory> category = chosen.topic().flatMap(Topic::category)
            .or(() -> chosen.clauses().stream().findFirst().map(Clause::category));
        Target target = new Target(chosen.clauses().stream().filter(c -> category.map(k -> c.category() == k).orElse(true))
            .toList(), chosen.topic(), chosen.failure());
        ObjectNode arguments = JSON.createObjectNode()
            .put("query", AssistantTools.preview(target.clauses().isEmpty() ? question : target.clauses().getFirst().result().text()))
            .put("limit", 3);
        category.ifPresent(c -> arguments.put("category", c.id()));
        ToolOutcome outcome = tools.call(AssistantTools.SEARCH_REFERENCE_CLAUSES, arguments);
        if (outcome instanceof ToolOutcome.Failed failed) {
            return failed.error();
        }
        JsonNode body = outcome.output();
        var text = new StringBuilder();
        JsonNode stats = body.path("statistics");
        if (!stats.isMissingNode()) {
            text.append("The reference corpus holds ").append(stats.path("clauses").asInt()).append(' ')
                .append(stats.path("category").asText()).append(" clauses; ").append(stats.path("statingAPeriod").asInt())
                .append(" state a period");
            if (stats.has("medianMonths")) {
                double median = stats.path("medianMonths").asDouble();
                text.append(", median ").append(months(median));
                if (!target.clauses().isEmpty()) {
                    Clause clause = target.clauses().getFirst();
                    OptionalDouble stated = DurationExtractor.months(clause.result().text()).stream()
                        .mapToDouble(Double::doubleValue).filter(Double::isFinite).max();
                    if (stated.isPresent()) {
                        text.append("; ").append(clause.name()).append(" states a fixed period of ").append(months(stated.getAsDouble()))
                            .append(stated.getAsDouble() > median ? ", longer than the median"
                                : stated.getAsDouble() < median ? ", shorter than the median" : ", the median");
                    }
                }
            } else {
                text.append(" (too few for a median)");
            }
            text.append(". ");
        }
        JsonNode found = body.path("clauses");
        if (found.isEmpty()) {
            text.append("No comparable reference clause was found.");
        } else {
            text.append("The closest reference clauses: ");
            List<String> items = new ArrayList<>();
            found.forEach(item -> items.add("\"" + item.path("text").asText() + "\" (" + item.path("source").asText()
                + (item.has("risk") ? ", rated " + item.path("risk").asText().toLowerCase(Locale.ROOT) : "")
                + ", similarity " + item.path("similarity").asText() + ")"));
            text.append(String.join("; ", items)).append('.');
        }
        return text.toString();
    }

    private String advise(List<Part> research) {
        String command = command();
        if (command != null) {
            commanded = true;
            return command;
        }
        if (intent == Intent.GENERAL) {
            return overview();
        }
        Target target = broad() ? new Target(List.of(), Optional.empty(), null) : target();
        Optional<Topic> topic = target.topic().or(() -> target.clauses().stream().findFirst()
            .flatMap(c -> Topic.of(c.category())));
        var text = new StringBuilder();
        List<PlaybookReview.Finding> findings = review.result().playbook() == null ? List.of()
            : review.result().playbook().findings();
        if (topic.isPresent()) {
            Topic about = topic.get();
            findings.stream().filter(f -> about.playbookTopic(f.topic())).findFirst().ifPresentOrElse(f -> {
                text.append("On ").append(f.title().toLowerCase(Locale.ROOT)).append(", the playbook (")
                    .append(review.result().playbook().playbook()).append(") finds: ").append(f.outcome().label())
                    .append(". ").append(f.reason()).append(' ');
                cite(f.chunkId(), f.quote() == null ? null : f.quote().quote(), f.quote() == null ? -1 : f.quote().start());
                if (f.fix() != null && f.fix().language() != null) {
                    text.append("Ask for: \"").append(f.fix().language()).append("\" ");
                } else if (f.fix() != null && f.fix().kind() == PlaybookReview.FixKind.STRIKE) {
                    text.append("Ask for the clause to be struck. ");
                }
            }, () -> text.append("The playbook has no position on ").append(about.title()).append(". "));
            for (Clause clause : target.clauses().stream().limit(1).toList()) {
                if (clause.result().risk() != null && clause.result().risk().level() != RiskLevel.STANDARD) {
                    text.append("The analysis rates ").append(clause.name()).append(' ')
                        .append(clause.result().risk().level().name()).append(": ").append(clause.result().risk().explanation())
                        .append(' ');
                    cite(clause);
                }
            }
        } else {
            List<String> points = new ArrayList<>();
            findings.stream().filter(f -> f.outcome() == PlaybookReview.Outcome.ESCALATE).forEach(f -> {
                points.add(f.title() + ": " + f.reason());
                cite(f.chunkId(), f.quote() == null ? null : f.quote().quote(), f.quote() == null ? -1 : f.quote().start());
            });
            review.result().checklist().stream().filter(c -> c.status() == TriageChecklist.Status.RED
                    && findings.stream().noneMatch(f -> f.topic().equals(c.id()) && f.outcome() == PlaybookReview.Outcome.ESCALATE))
                .forEach(c -> points.add(c.point().subject() + ": " + c.reason()));
            findings.stream().filter(f -> f.outcome() == PlaybookReview.Outcome.FALLBACK)
                .forEach(f -> points.add(f.title() + " (acceptable as a fallback, worth improving): " + f.reason()));
            findings.stream().filter(f -> f.outcome() == PlaybookReview.Outcome.INCORPORATED)
                .forEach(f -> points.add(f.title() + " (to check in the incorporated terms): " + f.reason()));
            if (points.isEmpty()) {
                text.append("Nothing in the playbook or the checklist needs pushing back on; the points all meet the standard.");
            } else {
                text.append("Points to raise, most important first: ");
                for (int i = 0; i < points.size() && i < 5; i++) {
                    text.append(i + 1).append(". ").append(points.get(i)).append(' ');
                }
            }
        }
        research.stream().flatMap(p -> p.citations().stream()).forEach(citations::add);
        return text.toString().strip();
    }

    /** A status or note the question asks to set, proposed through the tool; {@code null} when it asks none. */
    private String command() {
        Matcher status = STATUS.matcher(question);
        Matcher note = NOTE.matcher(question);
        ToolOutcome outcome;
        if (status.find()) {
            outcome = tools.call(AssistantTools.SET_FINDING_STATUS, JSON.createObjectNode().put("finding", finding(status.group(1)))
                .put("status", status.group(2).toLowerCase(Locale.ROOT).replaceAll("[ -]", "_")));
        } else if (note.find()) {
            outcome = tools.call(AssistantTools.ADD_NOTE, JSON.createObjectNode().put("finding", finding(note.group(1)))
                .put("note", note.group(2).strip()));
        } else {
            return null;
        }
        return switch (outcome) {
            case ToolOutcome.Failed failed -> failed.error();
            case ToolOutcome.Proposal proposal -> "Proposed: " + proposal.output().path("proposal").path("action").asText()
                + ". Confirm it to make the change.";
            case ToolOutcome.Result result -> result.output().toString();
        };
    }

    /** A finding named in a command: a clause number, a topic's checklist point or category, or the words as given. */
    private static String finding(String words) {
        Matcher number = ReviewContext.REFERENCE.matcher(words);
        if (number.find()) {
            return number.group(1);
        }
        return Topic.in(words).map(t -> t.checklistPoint().orElseGet(() -> t.category().map(ClauseCategory::id).orElse(words)))
            .orElseGet(() -> FINDING_WORDS.matcher(words).replaceAll(" ").strip());
    }

    private String overview() {
        JsonNode summary = tools.call(AssistantTools.GET_ANALYSIS_SUMMARY, JSON.createObjectNode()).output();
        var text = new StringBuilder("This is a ").append(summary.path("document").asText()).append(", reviewed for the ")
            .append(summary.path("reviewedFor").asText()).append(" side. Overall risk ").append(summary.path("overallRisk").asText())
            .append(" (").append(summary.path("riskScore").asInt()).append("/100); gap score ")
            .append(summary.path("gapScore").asInt()).append("/100. ");
        List<String> risky = new ArrayList<>();
        summary.path("riskiestClauses").forEach(c -> risky.add(c.path("clause").asText() + " " + c.path("risk").asText()));
        if (!risky.isEmpty()) {
            text.append("Riskiest: ").append(String.join("; ", risky)).append(". ");
        }
        List<String> missing = new ArrayList<>();
        summary.path("missingProtections").forEach(m -> missing.add(m.asText()));
        if (!missing.isEmpty()) {
            text.append("Missing: ").append(String.join(", ", missing)).append(". ");
        }
        List<String> points = new ArrayList<>();
        summary.path("checklist").forEach(c -> points.add(c.path("title").asText() + " (" + c.path("status").asText() + ")"));
        if (!points.isEmpty()) {
            text.append("Checklist points to look at: ").append(String.join("; ", points)).append('.');
        }
        review.clauses().stream().filter(c -> c.result().risk() != null && (c.result().risk().level() == RiskLevel.AGGRESSIVE
            || c.result().risk().level() == RiskLevel.CAUTIOUS)).limit(MOST_CLAUSES).forEach(this::cite);
        return text.toString().strip();
    }

    private String draft() {
        Target target = target();
        Optional<Topic> topic = target.topic().or(() -> target.clauses().stream().findFirst().flatMap(c -> Topic.of(c.category())));
        if (topic.isEmpty() && target.clauses().isEmpty()) {
            return NEEDS_MODEL + "Name the clause to redraft (a number or a topic such as residuals); drafting free-form "
                + "language needs the model (--provider bedrock).";
        }
        Optional<Playbook.Stance> stance = topic.flatMap(t -> review.playbook().flatMap(p -> p.positions().stream()
            .filter(position -> t.playbookTopic(position.topic())).findFirst()))
            .flatMap(position -> position.stances().stream().filter(s -> s.language() != null).findFirst());
        String what = topic.map(Topic::title).orElse(target.clauses().getFirst().category().displayName());
        Optional<Clause> clause = target.clauses().stream().filter(c -> topic.flatMap(Topic::category)
            .map(category -> c.category() == category).orElse(true)).findFirst();
        if (clause.isEmpty()) {
            Optional<String> suggested = topic.flatMap(Topic::category).flatMap(category -> review.result().gaps().missing()
                .stream().filter(m -> m.category() == category).map(GapAnalysisRecord.MissingCategory::suggestedLanguage)
                .filter(s -> s != null && !s.isBlank()).findFirst())
                .or(() -> stance.map(s -> review.roles().adapt(s.language())));
            return suggested.map(language -> "The document has no " + what + " clause, so there is nothing to redline; "
                    + "language to insert: \"" + language + "\"")
                .orElse(NEEDS_MODEL + "The document has no " + what + " clause and the playbook has no language for it; "
                    + "drafting one needs the model (--provider bedrock).");
        }
        cite(clause.get());
        String language;
        String source;
        if (stance.isPresent()) {
            language = review.roles().adapt(stance.get().language());
            source = "the playbook's language (its position: " + stance.get().position() + ")";
        } else {
            Optional<String> reference = standardReference(clause.get());
            if (reference.isEmpty()) {
                return NEEDS_MODEL + "Neither the playbook nor the reference corpus has standard language for " + what
                    + "; redrafting " + clause.get().name() + " needs the model (--provider bedrock).";
            }
            language = review.roles().adapt(reference.get());
            source = "the closest reference clause rated standard (the playbook has no language for " + what + ")";
        }
        ToolOutcome outcome = tools.call(AssistantTools.PROPOSE_REDLINE, JSON.createObjectNode()
            .put("clause", clause.get().chunkId()).put("replacement", language).put("reason", source));
        if (outcome instanceof ToolOutcome.Failed failed) {
            return failed.error();
        }
        return "Proposed redline of " + clause.get().name() + ", replacing it with " + source + ": \"" + language
            + "\" Confirm it to insert it as a tracked change.";
    }

    /** A question about the whole document (what to push back on, an overview): it names no clause or topic. */
    private boolean broad() {
        return (intent == Intent.NEGOTIATE || intent == Intent.GENERAL) && !ReviewContext.REFERENCE.matcher(question).find()
            && Topic.in(question).isEmpty() && !(FOLLOW_UP.matcher(question).find() && !memory.isEmpty());
    }

    /** The clauses rated cautious or aggressive, the riskiest first. */
    private Target riskiest() {
        List<Clause> risky = review.clauses().stream().filter(c -> c.result().risk() != null
                && (c.result().risk().level() == RiskLevel.AGGRESSIVE || c.result().risk().level() == RiskLevel.CAUTIOUS))
            .sorted(java.util.Comparator.comparing((Clause c) -> c.result().risk().level()).reversed()).limit(MOST_CLAUSES).toList();
        return new Target(risky, Optional.empty(), risky.isEmpty() ? "No clause is rated cautious or aggressive." : null);
    }

    /** The reference clause of the clause's category rated standard that is most like it. */
    private Optional<String> standardReference(Clause clause) {
        ToolOutcome outcome = tools.call(AssistantTools.SEARCH_REFERENCE_CLAUSES, JSON.createObjectNode()
            .put("query", AssistantTools.preview(clause.result().text())).put("category", clause.category().id())
            .put("limit", 10).put("responseFormat", "detailed"));
        List<String> standard = new ArrayList<>();
        outcome.output().path("clauses").forEach(item -> {
            if (item.path("risk").asText().equals(RiskLevel.STANDARD.name())) {
                standard.add(item.path("text").asText());
            }
        });
        return standard.stream().findFirst();
    }

    /** The clauses and topic a question is about: a clause number, a topic, a follow-up of earlier turns, or a search. */
    private Target target() {
        Matcher number = ReviewContext.REFERENCE.matcher(question);
        Optional<Topic> topic = Topic.in(question);
        if (number.find()) {
            ToolOutcome outcome = tools.call(AssistantTools.GET_CLAUSE, JSON.createObjectNode().put("clause", number.group(1)));
            if (outcome instanceof ToolOutcome.Failed failed) {
                return new Target(List.of(), topic, failed.error());
            }
            List<Clause> clauses = clausesIn(outcome);
            return new Target(clauses, topic.or(() -> clauses.stream().findFirst().flatMap(c -> Topic.of(c.category()))), null);
        }
        if (topic.isPresent() && topic.get().category().isPresent()) {
            ToolOutcome outcome = tools.call(AssistantTools.GET_CLAUSE, JSON.createObjectNode()
                .put("clause", topic.get().category().get().id()));
            List<Clause> clauses = outcome instanceof ToolOutcome.Result ? clausesIn(outcome) : List.of();
            List<Clause> primary = clauses.stream().filter(c -> c.category() == topic.get().category().get()).toList();
            return new Target(primary.isEmpty() ? clauses : primary, topic, null);
        }
        if (topic.isEmpty() && FOLLOW_UP.matcher(question).find()) {
            List<Clause> earlier = memory.stream().filter(t -> t.answer() != null)
                .flatMap(t -> t.answer().citations().stream()).map(AssistantAnswer.Cited::chunkId).distinct()
                .flatMap(id -> review.byChunk(id).stream()).limit(1).toList();
            if (!earlier.isEmpty()) {
                return new Target(earlier, Topic.of(earlier.getFirst().category()), null);
            }
        }
        if (topic.isPresent()) {
            return new Target(List.of(), topic, null);
        }
        ToolOutcome outcome = tools.call(AssistantTools.SEARCH_DOCUMENT, JSON.createObjectNode().put("query", question).put("limit", 2));
        return outcome instanceof ToolOutcome.Failed failed ? new Target(List.of(), Optional.empty(), failed.error())
            : new Target(clausesIn(outcome), Optional.empty(), null);
    }

    private List<Clause> clausesIn(ToolOutcome outcome) {
        List<Clause> clauses = new ArrayList<>();
        outcome.output().path("clauses").forEach(item -> review.byChunk(item.path("chunkId").asText()).ifPresent(clauses::add));
        return clauses;
    }

    private String hypothesisAnswer(Topic topic) {
        ToolOutcome outcome = tools.call(AssistantTools.GET_HYPOTHESIS, JSON.createObjectNode()
            .put("hypothesis", topic.hypothesis().orElseThrow().id()));
        if (outcome instanceof ToolOutcome.Failed failed) {
            return failed.error();
        }
        HypothesisVerdict verdict = review.result().gaps().hypotheses().stream()
            .filter(v -> v.hypothesis() == topic.hypothesis().get()).findFirst().orElseThrow();
        verdict.evidence().stream().limit(2).forEach(c -> cite(null, c.quote(), c.start()));
        String statement = verdict.hypothesis().statement();
        return switch (verdict.verdict()) {
            case ENTAILMENT -> "Yes: " + statement;
            case CONTRADICTION -> "No: the document provides otherwise than \"" + statement + "\"";
            case NOT_MENTIONED -> "The document does not say (" + lowerFirst(statement.replaceAll("\\.$", "")) + ").";
        };
    }

    private Optional<String> keyTerm(String name) {
        JsonNode term = tools.call(AssistantTools.GET_KEY_TERMS, JSON.createObjectNode().put("responseFormat", "detailed"))
            .output().path("terms").path(name);
        if (term.isMissingNode() || term.isNull()) {
            return Optional.of(name + ": the document does not state it.");
        }
        cite(null, term.path("quote").asText(), term.path("start").asInt());
        return Optional.of(name + ": " + term.path("value").asText() + ".");
    }

    private Optional<TriageChecklist.Check> check(String point) {
        return review.result().checklist().stream().filter(c -> c.id().equals(point)).findFirst();
    }

    private String describe(Clause clause, boolean explain) {
        cite(clause);
        var text = new StringBuilder(upperFirst(clause.name())).append(": \"").append(AssistantTools.preview(clause.result().text()))
            .append("\"");
        var risk = clause.result().risk();
        if (risk != null && (explain || risk.level() == RiskLevel.AGGRESSIVE || risk.level() == RiskLevel.CAUTIOUS)) {
            text.append(" Rated ").append(risk.level().name()).append(": ").append(risk.explanation());
        } else if (explain) {
            text.append(" It is not risk-rated (").append(clause.category().displayName().toLowerCase(Locale.ROOT)).append(").");
        }
        return text.toString().strip();
    }

    private void cite(Clause clause) {
        cite(clause.chunkId(), clause.result().text(), clause.result().startPosition());
    }

    /** Cites a quote: inside the named clause, or the clause the position falls in. */
    private void cite(String chunkId, String quote, int start) {
        if (quote == null || quote.isBlank()) {
            return;
        }
        Optional<Clause> clause = chunkId != null ? review.byChunk(chunkId) : review.at(start);
        clause.filter(c -> citations.stream().noneMatch(existing -> existing.chunkId().equals(c.chunkId())))
            .ifPresent(c -> citations.add(c.cite(quote, start)));
    }

    private static String months(double months) {
        if (Double.isInfinite(months)) {
            return "no end";
        }
        return months % 12 == 0 ? (int) (months / 12) + (months == 12 ? " year" : " years") : Math.round(months) + " months";
    }

    private static String lowerFirst(String text) {
        return text.isEmpty() ? text : Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }

    private static String upperFirst(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
