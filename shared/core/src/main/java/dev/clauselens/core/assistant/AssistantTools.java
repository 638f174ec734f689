package dev.clauselens.core.assistant;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.agent.HypothesisVerdict;
import dev.clauselens.core.agent.RiskFinding;
import dev.clauselens.core.analysis.Citation;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.assistant.ReviewContext.Clause;
import dev.clauselens.core.corpus.CategoryStatistics;
import dev.clauselens.core.corpus.CorpusStatistics;
import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.corpus.ReferenceMatch;
import dev.clauselens.core.corpus.SearchFilter;
import dev.clauselens.core.model.ToolRegistry;
import dev.clauselens.core.model.ToolRegistry.Format;
import dev.clauselens.core.model.ToolRegistry.Reply;
import dev.clauselens.core.model.ToolRegistry.ToolException;
import dev.clauselens.core.playbook.PlaybookReview;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.RiskLevel;
import dev.clauselens.core.terms.KeyTerms;
import dev.clauselens.core.terms.TriageChecklist;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * The assistant's tools over one analysed NDA. Read-only tools run freely; {@code propose_redline},
 * {@code add_note} and {@code set_finding_status} only describe the change and act once the user confirms.
 * Tools name clauses by the document's numbers and categories, and refuse a name that matches nothing
 * with the names that do.
 */
public final class AssistantTools {
    public static final String SEARCH_DOCUMENT = "search_document";
    public static final String GET_CLAUSE = "get_clause";
    public static final String GET_ANALYSIS_SUMMARY = "get_analysis_summary";
    public static final String GET_HYPOTHESIS = "get_hypothesis";
    public static final String SEARCH_REFERENCE_CLAUSES = "search_reference_clauses";
    public static final String GET_KEY_TERMS = "get_key_terms";
    public static final String PROPOSE_REDLINE = "propose_redline";
    public static final String ADD_NOTE = "add_note";
    public static final String SET_FINDING_STATUS = "set_finding_status";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int PREVIEW = 300;
    /** The cosine below which a sentence embedding says nothing: unrelated texts still score about this much. */
    private static final double UNRELATED = 0.55;
    private static final Set<String> STOP_WORDS = Set.of("the", "and", "any", "for", "with", "that", "this", "from", "into",
        "are", "can", "does", "what", "which", "who", "how", "they", "them", "their", "our", "its", "may", "shall", "will",
        "not", "all", "about", "document", "agreement", "clause", "there", "have", "has", "say", "says", "do", "is");

    private static final JsonNode SEARCH_DOCUMENT_ARGUMENTS = schema("""
        {"type": "object", "required": ["query"], "additionalProperties": false, "properties": {
          "query": {"type": "string", "minLength": 2, "maxLength": 300, "description": "what to look for, in words"},
          "limit": {"type": "integer", "minimum": 1, "maximum": 10, "default": 5}}}""");
    private static final JsonNode GET_CLAUSE_ARGUMENTS = schema("""
        {"type": "object", "required": ["clause"], "additionalProperties": false, "properties": {
          "clause": {"type": "string", "minLength": 1, "maxLength": 100,
                     "description": "a clause number, category or heading"}}}""");
    private static final JsonNode NO_ARGUMENTS = schema("""
        {"type": "object", "additionalProperties": false, "properties": {}}""");
    private static final JsonNode GET_HYPOTHESIS_ARGUMENTS = schema("""
        {"type": "object", "required": ["hypothesis"], "additionalProperties": false, "properties": {
          "hypothesis": {"type": "string", "minLength": 1, "maxLength": 100,
                         "description": "an id such as nda-7, or the hypothesis's name"}}}""");
    private static final JsonNode SEARCH_REFERENCE_ARGUMENTS = schema("""
        {"type": "object", "required": ["query"], "additionalProperties": false, "properties": {
          "query": {"type": "string", "minLength": 2, "maxLength": 500},
          "category": {"type": "string", "maxLength": 80, "description": "a category id or name, e.g. residuals"},
          "limit": {"type": "integer", "minimum": 1, "maximum": 10, "default": 5}}}""");
    private static final JsonNode PROPOSE_REDLINE_ARGUMENTS = schema("""
        {"type": "object", "required": ["clause", "replacement"], "additionalProperties": false, "properties": {
          "clause": {"type": "string", "minLength": 1, "maxLength": 100},
          "replacement": {"type": "string", "minLength": 10, "maxLength": 4000,
                          "description": "the clause's new text, whole"},
          "reason": {"type": "string", "maxLength": 500}}}""");
    private static final JsonNode ADD_NOTE_ARGUMENTS = schema("""
        {"type": "object", "required": ["finding", "note"], "additionalProperties": false, "properties": {
          "finding": {"type": "string", "minLength": 1, "maxLength": 100},
          "note": {"type": "string", "minLength": 1, "maxLength": 2000}}}""");
    private static final JsonNode SET_STATUS_ARGUMENTS = schema("""
        {"type": "object", "required": ["finding", "status"], "additionalProperties": false, "properties": {
          "finding": {"type": "string", "minLength": 1, "maxLength": 100},
          "status": {"enum": ["accepted", "to_negotiate", "resolved"]}}}""");

    private final ReviewContext review;
    private final AssistantServices services;

    private AssistantTools(ReviewContext review, AssistantServices services) {
        this.review = review;
        this.services = services;
    }

    /** Every tool, over {@code review}. */
    public static ToolRegistry registry(ReviewContext review, AssistantServices services) {
        var tools = new AssistantTools(review, services);
        return new ToolRegistry()
            .register(ToolRegistry.Tool.reading(SEARCH_DOCUMENT, """
                Searches the NDA under review for clauses about a topic, by meaning and by words. Use it to find where \
                the document deals with something ("sharing with contractors", "how long confidentiality lasts") before \
                you explain or advise. Returns the best clauses first, each with its number, category, risk and text.""",
                SEARCH_DOCUMENT_ARGUMENTS, tools::searchDocument))
            .register(ToolRegistry.Tool.reading(GET_CLAUSE, """
                Reads one clause of the NDA with the analysis of it: category, risk level, the reason for the rating and \
                its evidence. Name the clause by its number ("8", "3.1(b)"), its category ("non-solicitation", \
                "Residuals") or its heading; a number returns the clause with all its parts.""",
                GET_CLAUSE_ARGUMENTS, tools::getClause))
            .register(ToolRegistry.Tool.reading(GET_ANALYSIS_SUMMARY, """
                The analysis at a glance: document type and side reviewed for, overall risk, gap score, the riskiest \
                clauses, missing protections, the checklist points that are not green, the playbook's escalations, and \
                notes and statuses users have set. Start here for a general question about the review.""",
                NO_ARGUMENTS, tools::summary))
            .register(ToolRegistry.Tool.reading(GET_HYPOTHESIS, """
                The verdict on one of the 17 ContractNLI hypotheses (for example "nda-7", sharing with third parties, or \
                "Notice of compelled disclosure"): entailment, contradiction or not mentioned, with the quotes it rests on.""",
                GET_HYPOTHESIS_ARGUMENTS, tools::hypothesis))
            .register(ToolRegistry.Tool.reading(SEARCH_REFERENCE_CLAUSES, """
                Searches the reference corpus (the team's reference clauses and public contracts) for clauses like the \
                query, optionally of one category, with each one's risk rating and how many reference clauses of the \
                category state a period and its median. Use it for "what is market" and to ground a redraft.""",
                SEARCH_REFERENCE_ARGUMENTS, tools::references))
            .register(ToolRegistry.Tool.reading(GET_KEY_TERMS, """
                The key terms a lawyer reads first, each with the document's exact words: parties, effective date, term, \
                confidentiality period, trade secrets, purpose, governing law and forum, mutual or one-way, and blanks \
                left unfilled.""",
                NO_ARGUMENTS, tools::keyTerms))
            .register(new ToolRegistry.Tool(PROPOSE_REDLINE, """
                Proposes replacing the text of one clause with new language, as a tracked change. Nothing changes until \
                the user confirms the proposal. Name a single clause (a number with no parts, or a chunk id).""",
                PROPOSE_REDLINE_ARGUMENTS, tools::previewRedline, tools::applyRedline))
            .register(new ToolRegistry.Tool(ADD_NOTE, """
                Proposes adding a note to a finding (a checklist point such as "residuals", a playbook topic, or a clause). \
                Nothing is written until the user confirms.""",
                ADD_NOTE_ARGUMENTS, tools::previewNote, tools::applyNote))
            .register(new ToolRegistry.Tool(SET_FINDING_STATUS, """
                Proposes setting a finding's status: accepted, to_negotiate or resolved. Nothing changes until the user \
                confirms.""",
                SET_STATUS_ARGUMENTS, tools::previewStatus, tools::applyStatus));
    }

    private Reply searchDocument(JsonNode args, Format format) {
        String query = args.path("query").asText();
        int limit = args.path("limit").asInt(5);
        Set<String> words = contentWords(query);
        Embedding vector = queryVector(query);
        record Scored(Clause clause, double score) {
        }
        List<Scored> ranked = review.clauses().stream().map(c -> {
            Set<String> text = contentWords(c.result().text() + " " + c.heading() + " " + c.category().displayName());
            double lexical = words.isEmpty() ? 0 : words.stream().filter(text::contains).count() / (double) words.size();
            double semantic = vector == null || c.embedding() == null || !c.embedding().model().equals(vector.model()) ? 0
                : Math.max(0, (c.embedding().cosine(vector) - UNRELATED) / (1 - UNRELATED));
            return new Scored(c, vector == null ? lexical : 0.5 * lexical + 0.5 * semantic);
        }).filter(s -> s.score() > 0.05).sorted(Comparator.comparingDouble(Scored::score).reversed()).limit(limit).toList();
        if (ranked.isEmpty()) {
            throw new ToolException("Nothing in the document matches '" + query + "'. Try other words, or get_clause with a "
                + "number (" + review.numbers() + ").");
        }
        ObjectNode body = JSON.createObjectNode().put("query", query);
        ArrayNode items = body.putArray("clauses");
        ranked.forEach(s -> items.add(clause(s.clause(), format).put("score", Math.round(s.score() * 100) / 100.0)));
        return new Reply(body, review.clauses().size());
    }

    private Reply getClause(JsonNode args, Format format) {
        List<Clause> found = review.find(args.path("clause").asText());
        ObjectNode body = JSON.createObjectNode();
        ArrayNode items = body.putArray("clauses");
        found.forEach(c -> items.add(clauseWithRisk(c, format)));
        return new Reply(body, review.clauses().size());
    }

    private ObjectNode clauseWithRisk(Clause c, Format format) {
        ObjectNode item = clause(c, format);
        RiskFinding risk = c.result().risk();
        if (risk != null) {
            item.put("riskReason", risk.explanation());
            if (format == Format.DETAILED) {
                item.set("evidence", JSON.valueToTree(risk.citations().stream().map(Citation::quote).toList()));
                item.set("comparisons", JSON.valueToTree(risk.comparisons()));
                item.set("statistics", JSON.valueToTree(risk.statistics()));
            }
        }
        return item;
    }

    private Reply summary(JsonNode args, Format format) {
        AnalysisResult result = review.result();
        ObjectNode body = JSON.createObjectNode()
            .put("title", result.title())
            .put("document", result.keyTerms().description())
            .put("reviewedFor", result.perspective().perspective().id())
            .put("overallRisk", result.overallLevel().name())
            .put("riskScore", result.overallScore())
            .put("gapScore", result.gapScore())
            .put("gapScoreMeans", result.gaps().scoreLegend());
        int riskiest = format == Format.DETAILED ? Integer.MAX_VALUE : 3;
        ArrayNode risky = body.putArray("riskiestClauses");
        review.clauses().stream().filter(c -> c.result().risk() != null && c.result().risk().level() != RiskLevel.STANDARD
                && c.result().risk().level() != RiskLevel.UNKNOWN)
            .sorted(Comparator.comparing((Clause c) -> c.result().risk().level()).reversed()).limit(riskiest)
            .forEach(c -> risky.add(JSON.createObjectNode().put("clause", c.name()).put("risk", c.result().risk().level().name())
                .put("reason", c.result().risk().explanation())));
        ArrayNode missing = body.putArray("missingProtections");
        for (GapAnalysisRecord.MissingCategory gap : result.gaps().missing()) {
            missing.add(gap.category().displayName());
        }
        ArrayNode checklist = body.putArray("checklist");
        result.checklist().stream().filter(c -> format == Format.DETAILED || c.status() != TriageChecklist.Status.GREEN)
            .forEach(c -> checklist.add(JSON.createObjectNode().put("point", c.id()).put("title", c.point().title())
                .put("status", c.status().name()).put("reason", c.reason())));
        if (result.playbook() != null) {
            ArrayNode escalations = body.putArray("playbookEscalations");
            result.playbook().findings().stream().filter(f -> format == Format.DETAILED
                    || f.outcome() == PlaybookReview.Outcome.ESCALATE)
                .forEach(f -> escalations.add(JSON.createObjectNode().put("topic", f.topic()).put("title", f.title())
                    .put("outcome", f.outcome().label()).put("reason", f.reason())));
        }
        ArrayNode actions = body.putArray("userActions");
        for (FindingAction action : services.store().actions(review.tenantId(), result.analysisId())) {
            actions.add(JSON.createObjectNode().put("kind", action.kind().name().toLowerCase(Locale.ROOT))
                .put("finding", action.target()).set("details", action.details()));
        }
        return new Reply(body, review.clauses().size() + result.checklist().size());
    }

    private Reply hypothesis(JsonNode args, Format format) {
        String wanted = args.path("hypothesis").asText().strip().toLowerCase(Locale.ROOT);
        List<HypothesisVerdict> verdicts = review.result().gaps().hypotheses();
        HypothesisVerdict verdict = verdicts.stream().filter(v -> v.hypothesis().id().equals(wanted)
                || v.hypothesis().id().equals("nda-" + wanted) || v.hypothesis().shortName().toLowerCase(Locale.ROOT).equals(wanted))
            .findFirst()
            .or(() -> verdicts.stream().filter(v -> v.hypothesis().shortName().toLowerCase(Locale.ROOT).contains(wanted)).findFirst())
            .orElseThrow(() -> new ToolException("No hypothesis '" + wanted + "'. The 17 are: " + Arrays.stream(Hypothesis.values())
                .map(h -> h.id() + " " + h.shortName()).collect(Collectors.joining(", ")) + "."));
        ObjectNode body = JSON.createObjectNode().put("hypothesis", verdict.hypothesis().id()).put("name", verdict.name())
            .put("statement", verdict.hypothesis().statement()).put("verdict", verdict.verdict().name())
            .put("confidence", Math.round(verdict.confidence() * 100) / 100.0);
        ArrayNode evidence = body.putArray("evidence");
        verdict.evidence().stream().limit(format == Format.DETAILED ? Long.MAX_VALUE : 2)
            .forEach(c -> evidence.add(JSON.createObjectNode().put("quote", c.quote()).put("start", c.start()).put("end", c.end())));
        if (format == Format.DETAILED) {
            body.put("decidedBy", verdict.decidedBy().name().toLowerCase(Locale.ROOT));
        }
        return new Reply(body, verdicts.size());
    }

    private Reply references(JsonNode args, Format format) {
        if (services.corpus() == null || services.embeddings() == null) {
            throw new ToolException("The reference corpus is not available here; answer from the document alone.");
        }
        String query = args.path("query").asText().strip();
        int limit = args.path("limit").asInt(5);
        Optional<ClauseCategory> category = Optional.empty();
        if (args.hasNonNull("category") && !args.path("category").asText().isBlank()) {
            category = ReviewContext.category(args.path("category").asText());
            if (category.isEmpty()) {
                throw new ToolException("No category '" + args.path("category").asText() + "'. Categories are ids such as "
                    + Arrays.stream(ClauseCategory.values()).map(ClauseCategory::id).collect(Collectors.joining(", ")) + ".");
            }
        }
        Optional<ClauseCategory> filter = category;
        String key = "search_reference_clauses|" + filter.map(ClauseCategory::id).orElse("") + "|" + limit + "|"
            + query.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        String cached = services.cache().get(review.tenantId(), key, () -> searchReferences(query, filter, limit).toString());
        ObjectNode body;
        try {
            body = (ObjectNode) JSON.readTree(cached);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a cached reference search is not JSON", e);
        }
        if (format == Format.CONCISE) {
            body.withArray("/clauses").forEach(item -> ((ObjectNode) item).put("text", preview(item.path("text").asText())));
        }
        return new Reply(body, (int) Math.min(Integer.MAX_VALUE, services.corpus().clauseCount()));
    }

    private ObjectNode searchReferences(String query, Optional<ClauseCategory> category, int limit) {
        Embedding vector = services.embeddings().embed(query);
        List<ReferenceMatch> matches = services.corpus().search(vector, limit,
            category.map(SearchFilter::categories).orElse(SearchFilter.ANY), 0.0);
        ObjectNode body = JSON.createObjectNode().put("query", query);
        ArrayNode items = body.putArray("clauses");
        for (ReferenceMatch match : matches) {
            ObjectNode item = items.addObject().put("text", match.clause().text())
                .put("similarity", Math.round(match.similarity() * 100) / 100.0)
                .put("source", match.document() == null ? match.clause().documentId() : match.document().title());
            if (match.clause().category() != null) {
                item.put("category", match.clause().category().displayName());
            }
            if (match.clause().risk() != null) {
                item.put("risk", match.clause().risk().name());
            }
        }
        category.ifPresent(c -> {
            CategoryStatistics stats = new CorpusStatistics(services.corpus()).of(c);
            ObjectNode statistics = body.putObject("statistics").put("category", c.displayName()).put("clauses", stats.clauses())
                .put("statingAPeriod", stats.withDuration());
            if (stats.withDuration() >= 5 && Double.isFinite(stats.medianMonths())) {
                statistics.put("medianMonths", stats.medianMonths());
            }
        });
        return body;
    }

    private Reply keyTerms(JsonNode args, Format format) {
        KeyTerms terms = review.result().keyTerms();
        ObjectNode body = JSON.createObjectNode().put("document", terms.description());
        if (terms.incorporationWarning() != null) {
            body.put("warning", terms.incorporationWarning());
        }
        if (terms.imbalance() != null) {
            body.put("uneven", terms.imbalance().value());
        }
        ArrayNode parties = body.putArray("parties");
        terms.parties().forEach(p -> parties.add(p.value()));
        ObjectNode rows = body.putObject("terms");
        int found = 0;
        for (KeyTerms.Labelled row : terms.rows()) {
            if (row.term() == null) {
                rows.putNull(row.name());
                continue;
            }
            found++;
            ObjectNode term = rows.putObject(row.name()).put("value", row.term().value());
            term.put("quote", format == Format.DETAILED ? row.term().quote() : preview(row.term().quote()));
            if (format == Format.DETAILED) {
                term.put("start", row.term().start()).put("end", row.term().end());
            }
        }
        ArrayNode blanks = body.putArray("unfilledBlanks");
        terms.placeholders().forEach(p -> blanks.add(p.quote()));
        return new Reply(body, found + terms.parties().size() + terms.placeholders().size());
    }

    private Clause single(String name) {
        List<Clause> found = review.find(name);
        if (found.size() > 1) {
            throw new ToolException("'" + name + "' names " + found.size() + " clauses (" + found.stream().map(Clause::name)
                .collect(Collectors.joining(", ")) + "); propose the redline for one of them.");
        }
        return found.getFirst();
    }

    private Reply previewRedline(JsonNode args, Format format) {
        Clause clause = single(args.path("clause").asText());
        String replacement = args.path("replacement").asText().strip();
        if (replacement.equals(clause.result().text().strip())) {
            throw new ToolException("The replacement is the clause's current text; propose different language.");
        }
        ObjectNode body = JSON.createObjectNode().put("action", "replace the text of " + clause.name() + " as a tracked change")
            .put("clause", clause.label()).put("chunkId", clause.chunkId()).put("original", clause.result().text())
            .put("replacement", replacement).put("reason", args.path("reason").asText(""));
        body.set("anchor", JSON.valueToTree(clause.result().anchor()));
        return new Reply(body, review.clauses().size());
    }

    private Reply applyRedline(JsonNode args, Format format) {
        ObjectNode details = previewRedline(args, format).body();
        return record(FindingAction.Kind.REDLINE, details.path("chunkId").asText(), details);
    }

    private Reply previewNote(JsonNode args, Format format) {
        Map.Entry<String, String> finding = finding(args.path("finding").asText());
        return new Reply(JSON.createObjectNode().put("action", "add a note to " + finding.getValue())
            .put("finding", finding.getKey()).put("note", args.path("note").asText().strip()), targets().size());
    }

    private Reply applyNote(JsonNode args, Format format) {
        ObjectNode details = previewNote(args, format).body();
        return record(FindingAction.Kind.NOTE, details.path("finding").asText(), details);
    }

    private Reply previewStatus(JsonNode args, Format format) {
        Map.Entry<String, String> finding = finding(args.path("finding").asText());
        String status = args.path("status").asText();
        return new Reply(JSON.createObjectNode().put("action", "mark " + finding.getValue() + " as " + status.replace('_', ' '))
            .put("finding", finding.getKey()).put("status", status), targets().size());
    }

    private Reply applyStatus(JsonNode args, Format format) {
        ObjectNode details = previewStatus(args, format).body();
        return record(FindingAction.Kind.STATUS, details.path("finding").asText(), details);
    }

    private Reply record(FindingAction.Kind kind, String target, ObjectNode details) {
        String id = "act-" + UUID.randomUUID();
        services.store().recordAction(new FindingAction(review.tenantId(), review.result().analysisId(), id, kind, target,
            details, services.clock().instant()));
        ObjectNode body = details.deepCopy().put("done", true).put("actionId", id);
        return new Reply(body, 1);
    }

    /** The findings a note or status can go on, id to title: checklist points, playbook topics, clauses. */
    private Map<String, String> targets() {
        Map<String, String> targets = new LinkedHashMap<>();
        review.result().checklist().forEach(c -> targets.put(c.id(), c.point().subject()));
        if (review.result().playbook() != null) {
            review.result().playbook().findings().forEach(f -> targets.putIfAbsent(f.topic(), f.title()));
        }
        return targets;
    }

    private Map.Entry<String, String> finding(String name) {
        String wanted = name.strip().toLowerCase(Locale.ROOT);
        for (var target : targets().entrySet()) {
            if (target.getKey().equals(wanted) || target.getValue().toLowerCase(Locale.ROOT).equals(wanted)) {
                return target;
            }
        }
        try {
            List<Clause> clauses = review.find(name);
            if (clauses.size() == 1) {
                return Map.entry(clauses.getFirst().chunkId(), clauses.getFirst().name());
            }
            Clause first = clauses.getFirst();
            return Map.entry(first.label().isEmpty() ? first.category().id() : "clause-" + first.label().split("[.(]")[0],
                clauses.stream().map(Clause::name).collect(Collectors.joining(", ")));
        } catch (ToolException e) {
            throw new ToolException("No finding '" + name + "'. Name a checklist point or playbook topic ("
                + String.join(", ", targets().keySet()) + ") or a clause (" + review.numbers() + ").");
        }
    }

    private Embedding queryVector(String query) {
        return services.embeddings() == null ? null : services.embeddings().embed(query);
    }

    private static ObjectNode clause(Clause c, Format format) {
        ObjectNode item = JSON.createObjectNode().put("clause", c.label()).put("heading", c.heading())
            .put("category", c.category().displayName()).put("chunkId", c.chunkId());
        if (c.result().risk() != null) {
            item.put("risk", c.result().risk().level().name());
        }
        item.put("text", format == Format.DETAILED ? c.result().text() : preview(c.result().text()));
        if (format == Format.DETAILED) {
            item.set("secondaryCategories", JSON.valueToTree(c.result().secondary().stream().map(ClauseCategory::displayName).toList()));
            item.put("startPosition", c.result().startPosition()).put("endPosition", c.result().endPosition());
        }
        return item;
    }

    static String preview(String text) {
        return preview(text, PREVIEW);
    }

    /** The text on one line, cut at a word before {@code most} characters with " …" where it is longer. */
    public static String preview(String text, int most) {
        String flat = text.strip().replaceAll("\\s+", " ");
        return flat.length() <= most ? flat : flat.substring(0, flat.lastIndexOf(' ', most - 1) + 1).strip() + " …";
    }

    /** Lower-case words of three letters or more, plural "s" dropped, common words left out. */
    static Set<String> contentWords(String text) {
        Set<String> words = new HashSet<>();
        for (String word : text.toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
            if (word.length() >= 3 && !STOP_WORDS.contains(word)) {
                words.add(word.length() > 4 && word.endsWith("s") ? word.substring(0, word.length() - 1) : word);
            }
        }
        return words;
    }

    private static JsonNode schema(String json) {
        try {
            return JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tool schema is not JSON", e);
        }
    }
}
