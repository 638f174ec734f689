package dev.clauselens.core.agent;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the three model layers' answers share: items sent in batches, and an answer that is an array
 * of exactly one strict object per item asked, each answered once.
 */
final class BatchAnswer {
    private static final ObjectMapper JSON = new ObjectMapper();

    private BatchAnswer() {
    }

    /** The schema, and the properties object of its items for the caller to fill. */
    record Schema(ObjectNode root, ObjectNode itemProperties) {
    }

    /** {@code {arrayName: [size strict objects with the required fields]}}, no other properties anywhere. */
    static Schema schema(String arrayName, int size, List<String> requiredFields) {
        ObjectNode root = JSON.createObjectNode().put("type", "object").put("additionalProperties", false);
        root.putArray("required").add(arrayName);
        ObjectNode item = root.putObject("properties").putObject(arrayName).put("type", "array")
            .put("minItems", size).put("maxItems", size)
            .putObject("items").put("type", "object").put("additionalProperties", false);
        ArrayNode required = item.putArray("required");
        requiredFields.forEach(required::add);
        return new Schema(root, item.putObject("properties"));
    }

    /** Problems, phrased for the model, when an asked id is answered twice or not at all. */
    static List<String> eachOnce(Collection<String> asked, List<String> answered, String noun) {
        List<String> problems = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String id : answered) {
            if (!seen.add(id)) {
                problems.add(noun + " " + id + " is answered twice");
            }
        }
        asked.stream().filter(id -> !seen.contains(id)).forEach(id -> problems.add(noun + " " + id + " has no answer"));
        return problems;
    }

    /** Consecutive slices of at most {@code size} items. */
    static <T> List<List<T>> batches(List<T> items, int size) {
        List<List<T>> batches = new ArrayList<>();
        for (int from = 0; from < items.size(); from += size) {
            batches.add(items.subList(from, Math.min(items.size(), from + size)));
        }
        return batches;
    }
}
