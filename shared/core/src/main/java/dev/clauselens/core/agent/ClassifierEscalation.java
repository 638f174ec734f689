package dev.clauselens.core.agent;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.model.Agent;
import dev.clauselens.core.model.AnswerSchema;
import dev.clauselens.core.model.ContentBlock;
import dev.clauselens.core.model.ModelGateway;
import dev.clauselens.core.model.Prompt;
import dev.clauselens.core.model.UntrustedText;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.ArrayList;
import java.util.List;

/**
 * The Classifier's model layer: the chunks the local vote was unsure of go to the model in batches.
 * The taxonomy is in the system prompt, before a cache point, so every batch after the first reads it
 * from the cache; each clause is fenced as untrusted text. The answer must name only the chunks it
 * was given, each once, with a known category (or "none").
 */
public final class ClassifierEscalation {
    static final int BATCH = 8;
    private static final int MAX_TOKENS = 1_024;
    private static final String TOOL = "record_categories";
    private static final String NONE = "none";
    private static final String INSTRUCTIONS = systemPrompt();

    /** The model's answer: a category per clause. */
    public record Answer(List<Item> clauses) {
        public record Item(String chunkId, String category, double confidence, String reason) {
        }
    }

    private final ModelGateway gateway;

    public ClassifierEscalation(ModelGateway gateway) {
        this.gateway = gateway;
    }

    /** Decisions for the chunks the model could place; chunks it answers "none" for stay unclassified. */
    public List<ClauseDecision> escalate(List<ChunkVector> uncertain) {
        List<ClauseDecision> decisions = new ArrayList<>();
        for (List<ChunkVector> batch : BatchAnswer.batches(uncertain, BATCH)) {
            Answer answer = gateway.ask(Agent.CLASSIFIER, prompt(batch), schema(batch)).value();
            for (Answer.Item item : answer.clauses()) {
                if (!item.category().equals(NONE)) {
                    decisions.add(new ClauseDecision(item.chunkId(), ClauseCategory.fromId(item.category()).orElseThrow(),
                        List.of(), item.confidence(), item.reason(), DecisionLayer.MODEL));
                }
            }
        }
        return decisions;
    }

    private static Prompt prompt(List<ChunkVector> batch) {
        List<ContentBlock> user = new ArrayList<>();
        user.add(ContentBlock.text("Classify each clause below. Answer for every clause id, once."));
        for (ChunkVector chunk : batch) {
            var fenced = UntrustedText.fence("clause", chunk.chunk().content());
            user.add(ContentBlock.text("Clause id " + chunk.chunk().id() + ", under \""
                + String.join(" > ", chunk.chunk().sectionPath()) + "\":\n" + fenced.block()));
        }
        return new Prompt(List.of(ContentBlock.text(INSTRUCTIONS), ContentBlock.cachePoint()), user, MAX_TOKENS, 0);
    }

    static AnswerSchema<Answer> schema(List<ChunkVector> batch) {
        List<String> ids = batch.stream().map(c -> c.chunk().id()).toList();
        var schema = BatchAnswer.schema("clauses", batch.size(), List.of("chunkId", "category", "confidence", "reason"));
        ObjectNode properties = schema.itemProperties();
        ArrayNode idEnum = properties.putObject("chunkId").putArray("enum");
        ids.forEach(idEnum::add);
        ArrayNode categories = properties.putObject("category").putArray("enum");
        for (ClauseCategory category : ClauseCategory.values()) {
            categories.add(category.id());
        }
        categories.add(NONE);
        properties.putObject("confidence").put("type", "number").put("minimum", 0).put("maximum", 1);
        properties.putObject("reason").put("type", "string").put("maxLength", 300);
        return new AnswerSchema<>(TOOL, "Record the category of each clause.", schema.root(), Answer.class,
            answer -> BatchAnswer.eachOnce(ids, answer.clauses().stream().map(Answer.Item::chunkId).toList(), "clause"));
    }

    private static String systemPrompt() {
        var text = new StringBuilder("You classify clauses of non-disclosure agreements into one category each. "
            + "Categories (id: name):\n");
        for (ClauseCategory category : ClauseCategory.values()) {
            text.append(category.id()).append(": ").append(category.displayName()).append('\n');
        }
        text.append("Use \"none\" when no category fits. Give a confidence from 0 to 1 and a one-line reason. ")
            .append(UntrustedText.SYSTEM_RULE);
        return text.toString();
    }
}
