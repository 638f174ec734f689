package dev.clauselens.core.agent;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.analysis.Citation;
import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.model.Agent;
import dev.clauselens.core.model.AnswerSchema;
import dev.clauselens.core.model.ContentBlock;
import dev.clauselens.core.model.ModelGateway;
import dev.clauselens.core.model.Prompt;
import dev.clauselens.core.model.UntrustedText;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The Gap Analyst's model layer: hypotheses the local layer found no evidence for go to the model,
 * a few at a time. The document's clauses come first, fenced, and end in a cache point, so every
 * batch after the first reads them from the prompt cache. A verdict other than "not mentioned" must
 * name the clauses it rests on; its quote is kept only if verbatim in one of them.
 */
public final class HypothesisEscalation {
    static final int BATCH = 6;
    private static final int MAX_TOKENS = 1_500;
    private static final String TOOL = "record_hypotheses";
    private static final String INSTRUCTIONS = "You read non-disclosure agreements and decide, for each statement you are "
        + "given, whether the agreement entails it, contradicts it, or does not mention it. Cite the ids of the clauses "
        + "your verdict rests on and quote their decisive words exactly. An exception stated far from the rule it "
        + "qualifies still counts. " + UntrustedText.SYSTEM_RULE;

    /** The model's answer: a verdict per hypothesis. */
    public record Answer(List<Item> verdicts) {
        public record Item(String hypothesis, String verdict, List<String> chunkIds, String quote) {
        }
    }

    private final ModelGateway gateway;

    public HypothesisEscalation(ModelGateway gateway) {
        this.gateway = gateway;
    }

    /** The verdicts without evidence are asked again of the model; the others are returned unchanged. */
    public List<HypothesisVerdict> escalate(String rawText, List<ChunkVector> chunks, List<HypothesisVerdict> verdicts) {
        List<ChunkVector> clauses = chunks.stream().filter(c -> c.chunk().kind() == ChunkKind.CLAUSE).toList();
        Map<String, ChunkVector> byId = new HashMap<>();
        clauses.forEach(c -> byId.put(c.chunk().id(), c));
        List<HypothesisVerdict> unsure = verdicts.stream().filter(v -> v.chunkIds().isEmpty()).toList();
        if (clauses.isEmpty() || unsure.isEmpty()) {
            return verdicts;
        }
        List<ContentBlock> document = documentPrefix(clauses);
        Map<Hypothesis, HypothesisVerdict> replaced = new HashMap<>();
        for (List<HypothesisVerdict> batch : BatchAnswer.batches(unsure, BATCH)) {
            List<ContentBlock> user = new ArrayList<>(document);
            var question = new StringBuilder("Decide each statement for the agreement above:\n");
            batch.forEach(v -> question.append(v.hypothesis().id()).append(": ").append(v.hypothesis().statement()).append('\n'));
            user.add(ContentBlock.text(question.toString()));
            Answer answer = gateway.ask(Agent.GAP_ANALYST, new Prompt(List.of(ContentBlock.text(INSTRUCTIONS),
                ContentBlock.cachePoint()), user, MAX_TOKENS, 0), schema(batch, byId.keySet())).value();
            for (Answer.Item item : answer.verdicts()) {
                Hypothesis hypothesis = Hypothesis.fromId(item.hypothesis()).orElseThrow();
                NliLabel verdict = NliLabel.valueOf(item.verdict().toUpperCase(Locale.ROOT));
                List<Citation> quotes = new ArrayList<>();
                for (String id : item.chunkIds()) {
                    Quotes.verify(rawText, byId.get(id).chunk(), item.quote()).ifPresent(quotes::add);
                }
                replaced.put(hypothesis, new HypothesisVerdict(hypothesis, verdict, 0.7,
                    verdict == NliLabel.NOT_MENTIONED ? List.of() : item.chunkIds(), quotes, DecisionLayer.MODEL));
            }
        }
        return verdicts.stream().map(v -> replaced.getOrDefault(v.hypothesis(), v)).toList();
    }

    private static List<ContentBlock> documentPrefix(List<ChunkVector> clauses) {
        var text = new StringBuilder("The agreement, clause by clause:\n");
        for (ChunkVector clause : clauses) {
            text.append("Clause id ").append(clause.chunk().id()).append(":\n")
                .append(UntrustedText.fence("document", clause.chunk().content()).block()).append('\n');
        }
        return List.of(ContentBlock.text(text.toString()), ContentBlock.cachePoint());
    }

    static AnswerSchema<Answer> schema(List<HypothesisVerdict> batch, Set<String> chunkIds) {
        List<String> asked = batch.stream().map(v -> v.hypothesis().id()).toList();
        var schema = BatchAnswer.schema("verdicts", batch.size(), List.of("hypothesis", "verdict", "chunkIds", "quote"));
        ObjectNode properties = schema.itemProperties();
        ArrayNode hypothesisEnum = properties.putObject("hypothesis").putArray("enum");
        asked.forEach(hypothesisEnum::add);
        ArrayNode verdicts = properties.putObject("verdict").putArray("enum");
        List.of("entailment", "contradiction", "not_mentioned").forEach(verdicts::add);
        ArrayNode idEnum = properties.putObject("chunkIds").put("type", "array").put("maxItems", 3)
            .putObject("items").putArray("enum");
        chunkIds.stream().sorted().forEach(idEnum::add);
        properties.putObject("quote").put("type", "string").put("maxLength", 600);
        return new AnswerSchema<>(TOOL, "Record a verdict for each statement.", schema.root(), Answer.class, answer -> {
            List<String> problems = new ArrayList<>(BatchAnswer.eachOnce(asked,
                answer.verdicts().stream().map(Answer.Item::hypothesis).toList(), "statement"));
            for (Answer.Item item : answer.verdicts()) {
                if (!item.verdict().equals("not_mentioned") && item.chunkIds().isEmpty()) {
                    problems.add("statement " + item.hypothesis() + ": a verdict of " + item.verdict()
                        + " must cite the clauses it rests on");
                }
            }
            return problems;
        });
    }
}
