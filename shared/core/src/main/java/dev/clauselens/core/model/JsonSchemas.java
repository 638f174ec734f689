package dev.clauselens.core.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.util.List;

/** Compiles JSON schemas (draft 2020-12) and turns violations into sentences a model can act on. */
public final class JsonSchemas {
    private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);

    private JsonSchemas() {
    }

    public static JsonSchema compile(JsonNode schema) {
        return FACTORY.getSchema(schema);
    }

    public static List<String> violations(JsonSchema schema, JsonNode value) {
        return schema.validate(value).stream().map(ValidationMessage::getMessage).sorted().toList();
    }
}
