package dev.clauselens.functions.parser;

import dev.clauselens.core.config.Settings;
import dev.clauselens.core.error.InvalidConfigurationException;
import dev.clauselens.documents.ParserLimits;
import java.util.Locale;
import java.util.Map;

/**
 * The Parser function's own configuration, read once per container. The parser's limits come from
 * {@code CLAUSELENS_PARSER_*} (see {@link ParserLimits#fromEnvironment(Map)}); the embedding model
 * from {@code CLAUSELENS_EMBEDDING_MODEL} (it must be the model the reference corpus was loaded with).
 *
 * @param embeddingModel {@code bge-small} (in-process, the default) or {@code titan} (Bedrock)
 */
public record ParserFunctionConfig(ParserLimits limits, String embeddingModel, int embeddingDimensions) {
    static final String BGE_SMALL = "bge-small";
    static final String TITAN = "titan";

    public static ParserFunctionConfig fromEnvironment(Map<String, String> env) {
        String model = env.getOrDefault("CLAUSELENS_EMBEDDING_MODEL", BGE_SMALL).strip().toLowerCase(Locale.ROOT);
        if (!model.equals(BGE_SMALL) && !model.equals(TITAN)) {
            throw new InvalidConfigurationException("CLAUSELENS_EMBEDDING_MODEL is bge-small or titan, not " + model + ".");
        }
        return new ParserFunctionConfig(ParserLimits.fromEnvironment(env), model,
            Settings.number(env, "CLAUSELENS_EMBEDDING_DIMENSIONS", Integer::parseInt, 384));
    }
}
