package dev.clauselens.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.bedrock.BedrockClients;
import dev.clauselens.bedrock.BedrockConfig;
import dev.clauselens.bedrock.BedrockLanguageModel;
import dev.clauselens.core.agent.AgentSettings;
import dev.clauselens.core.agent.Agents;
import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.agent.ChunkVector;
import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.agent.AnalysisStages;
import dev.clauselens.core.agent.RiskEscalation;
import dev.clauselens.core.agent.RiskFinding;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.analysis.ModelCallRecord;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.model.ModelCatalog;
import dev.clauselens.core.model.TokenBudget;
import dev.clauselens.core.stage.Step;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.RiskLevel;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.embedded.SqliteAnalysisStore;
import dev.clauselens.embedded.InMemoryReferenceCorpus;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import dev.clauselens.testing.ConverseCall;
import dev.clauselens.testing.LocalBedrockServer;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClient;

/** The agents' model layers through the real Bedrock adapter, against the local Bedrock server. */
class ModelLayersIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String NDA = """
        CONFIDENTIALITY AGREEMENT

        1. Governing Law. This Agreement is governed by the laws of the State of New York.

        2. Widgets. Blue widgets supplied under the pilot programme shall be painted green before each Tuesday delivery.

        3. Canteen. Visitors may use the staff canteen between noon and two in the afternoon.
        """;

    private static LocalBedrockServer server;
    private static BedrockRuntimeClient client;
    private static InMemoryReferenceCorpus corpus;
    private static BgeSmallEmbeddingModel model;

    @BeforeAll
    static void start() {
        server = LocalBedrockServer.start(0).answerWith(ModelLayersIT::answerLikeAModel);
        client = BedrockClients.create(new BedrockConfig("us-east-1", server.endpoint(), Duration.ofSeconds(5),
                Duration.ofSeconds(5), Duration.ofSeconds(20), 2, Duration.ofMillis(5)),
            StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")));
        model = new BgeSmallEmbeddingModel();
        corpus = new InMemoryReferenceCorpus();
        new CorpusLoader(corpus, model).load(List.of(BuiltInCorpus.read()), (done, total) -> { });
    }

    @AfterAll
    static void stop() {
        client.close();
        server.close();
    }

    /**
     * Answers every clause id the schema allows, as a model that reads the task would; risk answers
     * quote "painted green" for every clause, which only one clause contains.
     */
    private static JsonNode answerLikeAModel(ConverseCall call) {
        ObjectNode answer = JSON.createObjectNode();
        JsonNode schema = call.toolSchema(call.forcedTool());
        if (call.forcedTool().equals("record_risk")) {
            var assessments = answer.putArray("assessments");
            schema.at("/properties/assessments/items/properties/chunkId/enum").forEach(id -> assessments.addObject()
                .put("chunkId", id.asText()).put("level", "cautious").put("confidence", 0.7)
                .put("explanation", "Unusual obligation.").put("quote", "painted green"));
            return answer;
        }
        if (call.forcedTool().equals("record_hypotheses")) {
            var verdicts = answer.putArray("verdicts");
            String firstClause = schema.at("/properties/verdicts/items/properties/chunkIds/items/enum/0").asText();
            schema.at("/properties/verdicts/items/properties/hypothesis/enum").forEach(id -> {
                var verdict = verdicts.addObject().put("hypothesis", id.asText()).put("verdict", "entailment")
                    .put("quote", "governed by the laws");
                verdict.putArray("chunkIds").add(firstClause);
            });
            return answer;
        }
        var clauses = answer.putArray("clauses");
        schema.at("/properties/clauses/items/properties/chunkId/enum").forEach(id -> clauses.addObject()
            .put("chunkId", id.asText()).put("category", "notices").put("confidence", 0.6).put("reason", "placed by the model"));
        return answer;
    }

    @Test
    void aRetriedStepCountsTheTokensItsAnalysisAlreadySpent() {
        var store = SqliteAnalysisStore.inMemory();
        AnalysisResult parsed = new AnalysisPipeline(new StandardDocumentParser(), model, Agents.on(corpus, AgentSettings.DEFAULTS),
            store, Clock.systemUTC()).analyze("acme", new DocumentSource("nda.txt", NDA.getBytes(StandardCharsets.UTF_8)),
            (stage, percent, message) -> { });
        // A second analysis of the same document whose earlier attempt already spent the classifier's share.
        store.createAnalysis(AnalysisRecord.queued("acme", "an-retried", parsed.documentId(), Instant.now()));
        store.recordModelCall(new ModelCallRecord("acme", "an-retried", "call-1", "classifier",
            "us.anthropic.claude-haiku-4-5-20251001-v1:0", 70_000, 0, 0, 0, 0.21, 900, "ok", Instant.now()));
        var stages = new AnalysisStages(Agents.on(corpus, AgentSettings.DEFAULTS), store, Clock.systemUTC(),
            gateways(store), true);
        int callsBefore = server.calls().size();

        stages.classify(Step.of("acme", "an-retried", parsed.documentId()).inBatch(0), (stage, percent, message) -> { });

        assertEquals(callsBefore, server.calls().size(), "the spent share refuses the call before it is sent");
        assertTrue(store.progress("acme", "an-retried").stream().anyMatch(e -> e.message().startsWith("the model layer stopped")),
            store.progress("acme", "an-retried").toString());
        assertEquals(1, store.modelCalls("acme", "an-retried").size());
    }

    @Test
    void theRiskScorersModelLayerKeepsOnlyQuotesFoundVerbatimInTheClause() {
        var store = SqliteAnalysisStore.inMemory();
        var parsed = new StandardDocumentParser().parse(new DocumentSource("nda.txt", NDA.getBytes(StandardCharsets.UTF_8)));
        List<ChunkVector> chunks = parsed.chunks().stream().map(c -> new ChunkVector(c, model.embed(c.content()))).toList();
        List<RiskFinding> unknown = chunks.stream().skip(1).map(c -> new RiskFinding(c.chunk().id(), ClauseCategory.NOTICES,
            RiskLevel.UNKNOWN, 0.3, "unsure", List.of(), List.of("compared locally"), List.of(), DecisionLayer.LOCAL)).toList();
        AnalysisPipeline.register(store, Clock.systemUTC(), Step.of("acme", "an-risk", "doc-risk"), "nda.txt", "h", null, null, null);
        var gateway = gateways(store).open("acme", "an-risk");

        List<RiskFinding> rated = new RiskEscalation(gateway).escalate(parsed.rawText(), chunks, unknown);

        assertEquals(unknown.size(), rated.size());
        for (RiskFinding finding : rated) {
            assertEquals(RiskLevel.CAUTIOUS, finding.level());
            assertEquals(DecisionLayer.MODEL, finding.decidedBy());
            assertEquals(List.of("compared locally"), finding.comparisons(), "the model never supplies comparisons");
            boolean widgets = parsed.chunks().stream().anyMatch(c -> c.id().equals(finding.chunkId())
                && c.content().startsWith("2. Widgets"));
            if (widgets) {
                var quote = finding.citations().getFirst();
                assertEquals("painted green", quote.quote());
                assertEquals("painted green", parsed.rawText().substring(quote.start(), quote.end()));
            } else {
                assertTrue(finding.citations().isEmpty(), "a quote not in the clause is dropped: " + finding.citations());
            }
        }
        assertEquals("us.anthropic.claude-sonnet-4-20250514-v1:0", server.calls().getLast().modelId(), "the risk scorer's tier");
    }

    @Test
    void sendsWhatTheLocalLayerCouldNotPlaceToTheModelAndCountsTheTokens() {
        var store = SqliteAnalysisStore.inMemory();
        var pipeline = new AnalysisPipeline(new StandardDocumentParser(), model, Agents.on(corpus, AgentSettings.DEFAULTS), store,
            Clock.systemUTC(), gateways(store), TokenBudget.standard(warning -> { }).total(), false);

        AnalysisResult result = pipeline.analyze("acme", new DocumentSource("nda.txt", NDA.getBytes(StandardCharsets.UTF_8)),
            (stage, percent, message) -> { });

        var byModel = result.clauses().stream().filter(c -> c.classifiedBy().equals("MODEL")).toList();
        assertTrue(byModel.stream().anyMatch(c -> c.text().startsWith("2. Widgets")), result.clauses().toString());
        assertTrue(result.clauses().stream().anyMatch(c -> c.text().startsWith("1. Governing Law") && c.classifiedBy().equals("LOCAL")),
            "what the local layer is sure of never reaches the model");
        ConverseCall call = server.calls().getFirst();
        assertEquals("us.anthropic.claude-haiku-4-5-20251001-v1:0", call.modelId());
        assertTrue(call.systemText().contains("governing-law: Governing Law"), "the taxonomy is in the cached system prompt");
        assertEquals("system[1]", call.cachePoints().getFirst());
        assertTrue(call.userText().contains("<clause-"), "clause text is fenced");
        assertTrue(result.tokenUsage().total() > 0);
        assertTrue(result.tokenUsage().byAgent().containsKey("classifier"));
        long modelDecisions = byModel.size()
            + result.clauses().stream().filter(c -> c.risk() != null && c.risk().decidedBy() == DecisionLayer.MODEL).count()
            + result.gaps().hypotheses().stream().filter(h -> h.decidedBy() == DecisionLayer.MODEL).count();
        assertEquals(modelDecisions, (long) result.decisionsByLayer().get("model"));
        assertEquals(server.calls().size(), store.modelCalls("acme", result.analysisId()).size(), "every call is recorded");

        var byModelVerdicts = result.gaps().hypotheses().stream().filter(h -> h.decidedBy() == DecisionLayer.MODEL).toList();
        assertTrue(!byModelVerdicts.isEmpty(), "hypotheses without local evidence go to the model");
        for (var verdict : byModelVerdicts) {
            assertTrue(!verdict.chunkIds().isEmpty(), "an entailment cites its clauses: " + verdict);
            assertEquals("governed by the laws", verdict.evidence().getFirst().quote());
        }
        var gapCalls = store.modelCalls("acme", result.analysisId()).stream()
            .filter(c -> c.agent().equals("gap-analyst")).toList();
        assertTrue(gapCalls.size() >= 2, "17 hypotheses minus those decided locally, six at a time");
        assertTrue(gapCalls.get(1).cacheReadTokens() > 0, "later batches read the document from the prompt cache");
    }

    /** Gateways through the real SDK to the local Bedrock server, recording calls in the store. */
    private static AnalysisStages.Gateways gateways(SqliteAnalysisStore store) {
        return AnalysisStages.Gateways.of(new BedrockLanguageModel(client), ModelCatalog.fromEnvironment(Map.of()),
            () -> TokenBudget.standard(message -> { }), store::recordModelCall, Clock.systemUTC());
    }
}
