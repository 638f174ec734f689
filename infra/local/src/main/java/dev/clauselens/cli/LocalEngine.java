package dev.clauselens.cli;

import dev.clauselens.bedrock.BedrockClients;
import dev.clauselens.bedrock.BedrockConfig;
import dev.clauselens.bedrock.BedrockLanguageModel;
import dev.clauselens.core.agent.AgentSettings;
import dev.clauselens.core.agent.Agents;
import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.agent.AnalysisStages;
import dev.clauselens.core.assistant.Assistant;
import dev.clauselens.core.assistant.AssistantServices;
import dev.clauselens.core.assistant.ConversationService;
import dev.clauselens.core.corpus.EmbeddingModel;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.model.LanguageModel;
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
 * @param budget     the token budget each analysis runs under (0 with the local engine)
 * @param limits     what the parser reads documents under
 * @param embeddings the model the chunks (and the assistant's questions) are embedded with
 * @param model      the language model with {@code --provider bedrock}, {@code null} with the local engine
 */
record LocalEngine(AnalysisPipeline pipeline, int budget, ParserLimits limits, EmbeddingModel embeddings, LanguageModel model) {

    static LocalEngine open(Stores stores, String provider, ParserLimits limits, PrintWriter err) {
        Map<String, String> env = System.getenv();
        LanguageModel model = switch (provider) {
            case "local" -> null;
            case "bedrock" -> new BedrockLanguageModel(BedrockClients.create(BedrockConfig.fromEnvironment(env)));
            default -> throw new InvalidInputException("--provider is local or bedrock, not '" + provider + "'.");
        };
        AnalysisStages.Gateways gateways = model == null ? (tenant, analysis) -> null : AnalysisStages.Gateways.of(model,
            ModelCatalog.fromEnvironment(env), () -> TokenBudget.fromEnvironment(env, warning -> { }),
            stores.analyses()::recordModelCall, Clock.systemUTC());
        var embeddings = new BgeSmallEmbeddingModel();
        CorpusBatch builtIn = BuiltInCorpus.read();
        if (stores.corpus().knownClauseIds(List.of(builtIn.clauses().getFirst().id())).isEmpty()) {
            err.println("Preparing the built-in reference clauses (first run only)...");
            err.flush();
            new CorpusLoader(stores.corpus(), embeddings).load(List.of(builtIn), (done, total) -> { });
        }
        var agents = Agents.on(stores.corpus(), AgentSettings.fromEnvironment(env));
        int budget = model != null
            ? TokenBudget.fromEnvironment(env, warning -> err.println("  warning: " + warning)).total() : 0;
        return new LocalEngine(new AnalysisPipeline(new StandardDocumentParser(limits), embeddings, agents, stores.analyses(),
            Clock.systemUTC(), gateways, budget, false), budget, limits, embeddings, model);
    }

    /** The assistant over {@code stores}: with the model when there is one, from the local layer otherwise. */
    ConversationService assistant(Stores stores) {
        Map<String, String> env = System.getenv();
        var services = AssistantServices.of(stores.conversations(), stores.corpus(), embeddings, Clock.systemUTC());
        Assistant.Models models = model == null ? null
            : new Assistant.Models(model, ModelCatalog.fromEnvironment(env), stores.analyses()::recordModelCall);
        return new ConversationService(stores.analyses(), services, new Assistant(services, models,
            Assistant.Config.fromEnvironment(env)));
    }
}
