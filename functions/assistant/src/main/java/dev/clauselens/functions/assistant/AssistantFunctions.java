package dev.clauselens.functions.assistant;

import dev.clauselens.bedrock.BedrockClients;
import dev.clauselens.bedrock.BedrockConfig;
import dev.clauselens.bedrock.BedrockLanguageModel;
import dev.clauselens.bedrock.TitanEmbeddingModel;
import dev.clauselens.core.assistant.Assistant;
import dev.clauselens.core.assistant.AssistantServices;
import dev.clauselens.core.assistant.ConversationService;
import dev.clauselens.core.config.Settings;
import dev.clauselens.core.corpus.EmbeddingModel;
import dev.clauselens.core.error.InvalidConfigurationException;
import dev.clauselens.core.model.ModelCatalog;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import dev.clauselens.lambda.FunctionRuntime;
import java.util.Locale;
import java.util.Map;

/**
 * The assistant both functions work with, built once per container: the conversations beside the analyses in
 * PostgreSQL, questions embedded with the model the document's chunks were ({@code CLAUSELENS_EMBEDDING_MODEL},
 * {@code bge-small} or {@code titan}, as the Parser function has it), and with {@code CLAUSELENS_PROVIDER=bedrock}
 * the model, made at its first call.
 */
final class AssistantFunctions {
    private AssistantFunctions() {
    }

    static ConversationService service(FunctionRuntime runtime, Map<String, String> env) {
        var services = AssistantServices.of(runtime.conversations(), runtime.corpus(), embeddings(env), runtime.clock());
        Assistant.Models models = env.getOrDefault("CLAUSELENS_PROVIDER", "local").equals("bedrock")
            ? new Assistant.Models(BedrockLanguageModel.fromEnvironment(env), ModelCatalog.fromEnvironment(env),
                runtime.store()::recordModelCall) : null;
        return new ConversationService(runtime.store(), services, new Assistant(services, models,
            Assistant.Config.fromEnvironment(env)));
    }

    private static EmbeddingModel embeddings(Map<String, String> env) {
        String model = env.getOrDefault("CLAUSELENS_EMBEDDING_MODEL", "bge-small").strip().toLowerCase(Locale.ROOT);
        return switch (model) {
            case "bge-small" -> new BgeSmallEmbeddingModel();
            case "titan" -> new TitanEmbeddingModel(BedrockClients.create(BedrockConfig.fromEnvironment(env)),
                Settings.number(env, "CLAUSELENS_EMBEDDING_DIMENSIONS", Integer::parseInt, 384));
            default -> throw new InvalidConfigurationException("CLAUSELENS_EMBEDDING_MODEL is bge-small or titan, not " + model + ".");
        };
    }
}
