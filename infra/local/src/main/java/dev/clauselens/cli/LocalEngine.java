package dev.clauselens.cli;

import dev.clauselens.bedrock.BedrockClients;
import dev.clauselens.bedrock.BedrockConfig;
import dev.clauselens.bedrock.BedrockLanguageModel;
import dev.clauselens.core.agent.AgentSettings;
import dev.clauselens.core.agent.Agents;
import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.agent.AnalysisStages;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.model.ModelCatalog;
import dev.clauselens.core.model.TokenBudget;
import dev.clauselens.corpus.BuiltInCorpus;
import dev.clauselens.corpus.CorpusBatch;
import dev.clauselens.corpus.CorpusLoader;
import dev.clauselens.documents.ParserLimits;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import java.io.PrintWriter;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * What {@code analyze} and {@code serve} analyse with: the parser, the embedding model, the agents
 * on the reference corpus (the built-in clauses are loaded on first use) and, with
 * {@code --provider bedrock}, the model.
 *
 * @param budget the token budget each analysis runs under (0 with the local engine)
 * @param limits what the parser reads documents under
 */
record LocalEngine(AnalysisPipeline pipeline, int budget, ParserLimits limits) {

    static LocalEngine open(Stores stores, String provider, ParserLimits limits, PrintWriter err) {
        Map<String, String> env = System.getenv();
        AnalysisStages.Gateways gateways = gateways(stores, provider, env);
        var embeddings = new BgeSmallEmbeddingModel();
        CorpusBatch builtIn = BuiltInCorpus.read();
        if (stores.corpus().knownClauseIds(List.of(builtIn.clauses().getFirst().id())).isEmpty()) {
            err.println("Preparing the built-in reference clauses (first run only)...");
            err.flush();
            new CorpusLoader(stores.corpus(), embeddings).load(List.of(builtIn), (done, total) -> { });
        }
        var agents = Agents.on(stores.corpus(), AgentSettings.fromEnvironment(env));
        int budget = provider.equals("bedrock")
            ? TokenBudget.fromEnvironment(env, warning -> err.println("  warning: " + warning)).total() : 0;
        return new LocalEngine(new AnalysisPipeline(new StandardDocumentParser(limits), embeddings, agents, stores.analyses(),
            Clock.systemUTC(), gateways, budget, false), budget, limits);
    }

    /** No gateway with the local engine; with Bedrock, one per analysis with the budget from the environment. */
    private static AnalysisStages.Gateways gateways(Stores stores, String provider, Map<String, String> env) {
        return switch (provider) {
            case "local" -> (tenant, analysis) -> null;
            case "bedrock" -> AnalysisStages.Gateways.of(
                new BedrockLanguageModel(BedrockClients.create(BedrockConfig.fromEnvironment(env))),
                ModelCatalog.fromEnvironment(env), () -> TokenBudget.fromEnvironment(env, warning -> { }),
                stores.analyses()::recordModelCall, Clock.systemUTC());
            default -> throw new InvalidInputException("--provider is local or bedrock, not '" + provider + "'.");
        };
    }
}
