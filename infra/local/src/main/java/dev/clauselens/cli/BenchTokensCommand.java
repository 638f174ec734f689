package dev.clauselens.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.bedrock.BedrockClients;
import dev.clauselens.bedrock.BedrockConfig;
import dev.clauselens.bedrock.BedrockLanguageModel;
import dev.clauselens.core.agent.AgentSettings;
import dev.clauselens.core.agent.Agents;
import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.agent.AnalysisStages;
import dev.clauselens.core.analysis.ModelCallRecord;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.model.ModelCatalog;
import dev.clauselens.core.model.PriceList;
import dev.clauselens.core.model.TokenBudget;
import dev.clauselens.corpus.BuiltInCorpus;
import dev.clauselens.corpus.CorpusLoader;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.embedded.SqliteAnalysisStore;
import dev.clauselens.embedded.InMemoryReferenceCorpus;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import dev.clauselens.testing.ConverseCall;
import dev.clauselens.testing.LocalBedrockServer;
import dev.clauselens.testing.SchemaExamples;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClient;

/**
 * {@code clauselens bench tokens}: the real agents run against the local Bedrock server, which
 * counts the prompts they send (characters / 4; output the same) and reports cache reads for
 * prefixes it saw within five minutes. Figures per NDA, once at the default thresholds and once with
 * every decision sent to the model, with cost at Claude Sonnet 4.5 list prices ($3 / $15 per million
 * input / output tokens, cache reads $0.30, cache writes $3.75).
 */
@Command(name = "tokens", mixinStandardHelpOptions = true,
    description = "Counts the tokens the agents spend per NDA through the Bedrock path, against the local Bedrock server.")
final class BenchTokensCommand implements Callable<Integer> {
    /** Every call priced as the dearest default model, for one comparable upper bound. */
    private static final PriceList.Price PRICE = PriceList.of("claude-sonnet-4-5");

    @Option(names = "--data", description = "the datasets folder (default: ../shared/datasets)")
    Path data;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Path folder = SharedKit.datasets(data).resolve("ndas/contractnli_dev_real_ndas");
        List<Path> ndas;
        try (Stream<Path> files = Files.list(folder)) {
            ndas = files.filter(f -> f.toString().endsWith(".txt")).sorted().toList();
        }
        if (ndas.isEmpty()) {
            throw new InvalidInputException("no NDA texts under " + folder);
        }
        var embeddings = new BgeSmallEmbeddingModel();
        var corpus = new InMemoryReferenceCorpus();
        new CorpusLoader(corpus, embeddings).load(List.of(BuiltInCorpus.read()), (done, total) -> { });
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("documents", ndas.size());
        try (var server = LocalBedrockServer.start(0).answerWith(BenchTokensCommand::answer)) {
            var client = BedrockClients.create(new BedrockConfig("us-east-1", server.endpoint(), Duration.ofSeconds(30),
                    Duration.ofSeconds(60), Duration.ofSeconds(120), 3, Duration.ofMillis(50)),
                StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")));
            report.put("default_thresholds", run(false, ndas, embeddings, corpus, client));
            report.put("everything_to_model", run(true, ndas, embeddings, corpus, client));
            client.close();
        }
        report.put("prices_per_million", Map.of("input", PRICE.input(), "output", PRICE.output(), "cache_read",
            PRICE.cacheRead(), "cache_write", PRICE.cacheWrite(),
            "model", "Claude Sonnet 4.5 list prices"));
        report.put("targets", Map.of("default_tokens_per_document", "<= 25000", "forced_tokens_per_document", "<= 60000",
            "seed_budget", 212_000));
        PrintWriter out = spec.commandLine().getOut();
        out.println(Json.write(report));
        out.flush();
        return 0;
    }

    private static Map<String, Object> run(boolean everything, List<Path> ndas, BgeSmallEmbeddingModel embeddings,
                                           InMemoryReferenceCorpus corpus,
                                           BedrockRuntimeClient client)
        throws IOException {
        var store = SqliteAnalysisStore.inMemory();
        var pipeline = new AnalysisPipeline(new StandardDocumentParser(), embeddings, Agents.on(corpus, AgentSettings.DEFAULTS),
            store, Clock.systemUTC(), AnalysisStages.Gateways.of(new BedrockLanguageModel(client),
                ModelCatalog.fromEnvironment(Map.of()), () -> TokenBudget.standard(warning -> { }), store::recordModelCall,
                Clock.systemUTC()), TokenBudget.standard(warning -> { }).total(), everything);
        long input = 0;
        long output = 0;
        long cacheRead = 0;
        long cacheWrite = 0;
        long calls = 0;
        long laterCalls = 0;
        long laterCallsWithCacheRead = 0;
        long maximum = 0;
        for (Path nda : ndas) {
            var result = pipeline.analyze("bench", new DocumentSource(nda.getFileName().toString(), Files.readAllBytes(nda)),
                (stage, percent, message) -> { });
            List<ModelCallRecord> records = store.modelCalls("bench", result.analysisId());
            Map<String, Integer> seen = new LinkedHashMap<>();
            for (ModelCallRecord call : records) {
                input += call.inputTokens();
                output += call.outputTokens();
                cacheRead += call.cacheReadTokens();
                cacheWrite += call.cacheWriteTokens();
                if (seen.merge(call.agent(), 1, Integer::sum) > 1) {
                    laterCalls++;
                    if (call.cacheReadTokens() > 0) {
                        laterCallsWithCacheRead++;
                    }
                }
            }
            calls += records.size();
            maximum = Math.max(maximum, result.tokenUsage().total());
        }
        int n = ndas.size();
        double cost = (input * PRICE.input() + output * PRICE.output() + cacheRead * PRICE.cacheRead()
            + cacheWrite * PRICE.cacheWrite()) / 1e6 / n;
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("tokens_per_document", Map.of("input", input / n, "output", output / n, "cache_read", cacheRead / n,
            "cache_write", cacheWrite / n, "total", (input + output + cacheRead + cacheWrite) / n));
        figures.put("most_tokens_in_one_document", maximum);
        figures.put("model_calls_per_document", Math.round(10.0 * calls / n) / 10.0);
        figures.put("share_of_later_calls_reading_the_cache", laterCalls == 0 ? 1.0
            : Math.round(1000.0 * laterCallsWithCacheRead / laterCalls) / 1000.0);
        figures.put("cost_per_document_usd", Math.round(cost * 10_000) / 10_000.0);
        return figures;
    }

    /** A schema-valid answer, citing the first clause where a verdict must cite one. */
    private static JsonNode answer(ConverseCall call) {
        JsonNode answer = SchemaExamples.example(call.toolSchema(call.forcedTool()));
        if ("record_hypotheses".equals(call.forcedTool())) {
            String first = call.toolSchema(call.forcedTool()).at("/properties/verdicts/items/properties/chunkIds/items/enum/0").asText();
            for (JsonNode verdict : answer.path("verdicts")) {
                ((ArrayNode) verdict.path("chunkIds")).add(first);
                ((ObjectNode) verdict).put("quote", "");
            }
        }
        return answer;
    }
}
