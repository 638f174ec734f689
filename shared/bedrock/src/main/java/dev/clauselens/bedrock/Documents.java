package dev.clauselens.bedrock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkNumber;
import software.amazon.awssdk.core.document.Document;

/** JSON trees to the SDK's {@link Document} and back (tool schemas out, tool inputs in). */
final class Documents {
    private Documents() {
    }

    static Document toDocument(JsonNode node) {
        if (node == null || node.isNull()) {
            return Document.fromNull();
        }
        if (node.isObject()) {
            Map<String, Document> map = new LinkedHashMap<>();
            node.properties().forEach(e -> map.put(e.getKey(), toDocument(e.getValue())));
            return Document.fromMap(map);
        }
        if (node.isArray()) {
            List<Document> list = new ArrayList<>();
            node.forEach(item -> list.add(toDocument(item)));
            return Document.fromList(list);
        }
        if (node.isBoolean()) {
            return Document.fromBoolean(node.booleanValue());
        }
        if (node.isNumber()) {
            return Document.fromNumber(SdkNumber.fromBigDecimal(node.decimalValue()));
        }
        return Document.fromString(node.asText());
    }

    static JsonNode toJson(Document document) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        if (document == null || document.isNull()) {
            return f.nullNode();
        }
        if (document.isMap()) {
            ObjectNode object = f.objectNode();
            document.asMap().forEach((key, value) -> object.set(key, toJson(value)));
            return object;
        }
        if (document.isList()) {
            ArrayNode array = f.arrayNode();
            document.asList().forEach(item -> array.add(toJson(item)));
            return array;
        }
        if (document.isBoolean()) {
            return f.booleanNode(document.asBoolean());
        }
        if (document.isNumber()) {
            BigDecimal number = new BigDecimal(document.asNumber().stringValue());
            return number.scale() <= 0 && number.abs().compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) < 0
                ? f.numberNode(number.longValue()) : f.numberNode(number);
        }
        return f.textNode(document.asString());
    }
}
