package dev.clauselens.functions.parser;

import dev.clauselens.documents.ParserLimits;
import java.util.Map;

/**
 * The Parser function's configuration, read once per container from the environment. The bucket
 * comes with each request; the parser's limits come from {@code CLAUSELENS_PARSER_*} (see
 * {@link ParserLimits#fromEnvironment(Map)}).
 */
record ParserFunctionConfig(ParserLimits limits) {

    static ParserFunctionConfig fromEnvironment(Map<String, String> env) {
        return new ParserFunctionConfig(ParserLimits.fromEnvironment(env));
    }
}
