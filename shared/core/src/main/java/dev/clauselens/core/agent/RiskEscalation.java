package dev.clauselens.core.agent;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.analysis.Citation;
import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.model.Agent;
import dev.clauselens.core.model.AnswerSchema;
import dev.clauselens.core.model.ContentBlock;
import dev.clauselens.core.model.ModelGateway;
import dev.clauselens.core.model.Prompt;
import dev.clauselens.core.model.UntrustedText;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The Risk Scorer's model layer: clauses the local layer rated UNKNOWN go to the model in batches,
 * each with its category. The model must quote the words its reading rests on; every quote is
 * checked against the document and dropped unless it is verbatim in the clause. The comparisons and
 * statistics the local layer computed are kept: the model never supplies figures.
 */
public final class RiskEscalation {
    static final int BATCH = 6;
    private static final int MAX_TOKENS = 1_500;
    private static final String TOOL = "record_risk";
    private static final String INSTRUCTIONS = "You review clauses of non-disclosure agreements for the party receiving "
        + "confidential information. Rate each clause standard (balanced, market practice), cautious (leans to one side or "
        + "goes further than usual) or aggressive (one-sided or far beyond market practice). Explain in one or two plain "
        + "sentences and quote, word for word, the words of the clause your rating rests on. " + UntrustedText.SYSTEM_RULE;

    /** The model's answer: a rating per clause. */
    public record Answer(List<Item> assessments) {
        public record Item(String chunkId, String level, double confidence, String explanation, String quote) {
        }
    }

    private final ModelGateway gateway;

    public RiskEscalation(ModelGateway gateway) {
        this.gateway = gateway;
    }

    /** Findings for the unknown ones, with only verbatim quotes kept; the others are returned unchanged. */
    public List<RiskFinding> escalate(String rawText, List<ChunkVector> chunks, List<RiskFinding> findings) {
        Map<String, ChunkVector> byId = new HashMap<>();
        chunks.forEach(c -> byId.put(c.chunk().id(), c));
        List<RiskFinding> unknown = findings.stream().filter(f -> f.level() == RiskLevel.UNKNOWN).toList();
        Map<String, RiskFinding> replaced = new HashMap<>();
        for (List<RiskFinding> batch : BatchAnswer.batches(unknown, BATCH)) {
            Answer answer = gateway.ask(Agent.RISK_SCORER, prompt(batch, byId), schema(batch)).value();
            for (Answer.Item item : answer.assessments()) {
                RiskFinding local = batch.stream().filter(f -> f.chunkId().equals(item.chunkId())).findFirst().orElseThrow();
                List<Citation> citations = Quotes.verify(rawText, byId.get(item.chunkId()).chunk(), item.quote())
                    .map(List::of).orElse(List.of());
                replaced.put(item.chunkId(), new RiskFinding(local.chunkId(), local.category(),
                    RiskLevel.valueOf(item.level().toUpperCase(Locale.ROOT)), Votes.round(item.confidence()),
                    item.explanation(), citations.isEmpty() ? local.citations() : citations, local.comparisons(),
                    local.statistics(), DecisionLayer.MODEL));
            }
        }
        return findings.stream().map(f -> replaced.getOrDefault(f.chunkId(), f)).toList();
    }

    private static Prompt prompt(List<RiskFinding> batch, Map<String, ChunkVector> byId) {
        List<ContentBlock> user = new ArrayList<>();
        user.add(ContentBlock.text("Rate each clause below. Answer for every clause id, once."));
        for (RiskFinding finding : batch) {
            var fenced = UntrustedText.fence("clause", byId.get(finding.chunkId()).chunk().content());
            user.add(ContentBlock.text("Clause id " + finding.chunkId() + " (" + finding.category().displayName() + "):\n"
                + fenced.block()));
        }
        return new Prompt(List.of(ContentBlock.text(INSTRUCTIONS), ContentBlock.cachePoint()), user, MAX_TOKENS, 0);
    }

    static AnswerSchema<Answer> schema(List<RiskFinding> batch) {
        List<String> ids = batch.stream().map(RiskFinding::chunkId).toList();
        var schema = BatchAnswer.schema("assessments", batch.size(),
            List.of("chunkId", "level", "confidence", "explanation", "quote"));
        ObjectNode properties = schema.itemProperties();
        ArrayNode idEnum = properties.putObject("chunkId").putArray("enum");
        ids.forEach(idEnum::add);
        ArrayNode levels = properties.putObject("level").putArray("enum");
        List.of("standard", "cautious", "aggressive").forEach(levels::add);
        properties.putObject("confidence").put("type", "number").put("minimum", 0).put("maximum", 1);
        properties.putObject("explanation").put("type", "string").put("minLength", 1).put("maxLength", 600);
        properties.putObject("quote").put("type", "string").put("maxLength", 600);
        return new AnswerSchema<>(TOOL, "Record the risk of each clause.", schema.root(), Answer.class,
            answer -> BatchAnswer.eachOnce(ids, answer.assessments().stream().map(Answer.Item::chunkId).toList(), "clause"));
    }
}
