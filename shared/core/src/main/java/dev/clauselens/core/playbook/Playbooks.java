package dev.clauselens.core.playbook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.JsonSchema;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.PlaybookRecord;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.model.JsonSchemas;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Perspective;
import dev.clauselens.core.terms.TriageChecklist.Point;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Reading playbooks: a team's file (JSON or YAML) checked against the schema and the topics ClauseLens
 * can judge, with every problem named by where it is; and the built-in playbook for each perspective.
 */
public final class Playbooks {
    /** The topic of the governing law, judged against a list of laws. */
    public static final String GOVERNING_LAW = "governing-law";
    /** The prefix of a topic that asks whether a clause of a category is there: {@code category:non-solicitation}. */
    public static final String CATEGORY = "category:";
    private static final int MAX_BYTES = 256 * 1024;
    private static final ObjectMapper JSON = JsonMapper.builder()
        .enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_ENUMS).build();
    private static final ObjectMapper YAML = YAMLMapper.builder().build();
    private static final JsonSchema SCHEMA = JsonSchemas.compile(resource("playbook.schema.json"));
    /** The built-in playbooks, each read and checked once: every result read applies one. */
    private static final Map<Perspective, Playbook> BUILT_IN = new ConcurrentHashMap<>();

    private Playbooks() {
    }

    /** The playbook ClauseLens applies for {@code perspective} when the team names none. */
    public static Playbook builtIn(Perspective perspective) {
        return BUILT_IN.computeIfAbsent(perspective, p -> parse(bytes("default-" + p.id() + ".yaml")));
    }

    /** A built-in playbook by name ({@code default-recipient}, {@code default-discloser}, {@code default-mutual}). */
    public static Optional<Playbook> builtIn(String name) {
        return Stream.of(Perspective.values()).filter(p -> name.equals("default-" + p.id())).findFirst()
            .map(Playbooks::builtIn);
    }

    /** The playbook a tenant knows by {@code name}: a built-in one, or the tenant's own as last put. */
    public static Optional<Playbook> find(AnalysisStore store, String tenantId, String name) {
        return builtIn(name).or(() -> store.findPlaybook(tenantId, name).map(Playbooks::read));
    }

    /** A tenant's playbook as kept. */
    public static Playbook read(PlaybookRecord record) {
        return parse(record.document().getBytes(StandardCharsets.UTF_8));
    }

    /** The playbook as the JSON {@link #parse} reads back (its perspective by id, as the schema has it). */
    public static ObjectNode json(Playbook playbook) {
        ObjectNode tree = JSON.valueToTree(playbook);
        tree.put("perspective", playbook.perspective().id());
        return tree;
    }

    /**
     * A playbook from its file, JSON or YAML.
     *
     * @throws InvalidInputException naming every problem and where it is ({@code positions[2].topic: ...})
     */
    public static Playbook parse(byte[] bytes) {
        if (bytes.length > MAX_BYTES) {
            throw new InvalidInputException("The playbook is %d KB; a playbook may be at most %d KB."
                .formatted(bytes.length / 1024, MAX_BYTES / 1024));
        }
        String text = new String(bytes, StandardCharsets.UTF_8).strip();
        JsonNode tree;
        try {
            tree = (text.startsWith("{") ? JSON : YAML).readTree(text);
        } catch (IOException e) {
            throw new InvalidInputException("The playbook is neither valid JSON nor valid YAML: "
                + e.getMessage().lines().findFirst().orElse("unreadable") + ".");
        }
        if (tree == null || !tree.isObject()) {
            throw new InvalidInputException("The playbook must be an object with name, perspective and positions.");
        }
        if (tree.path("perspective").isTextual()) {
            ((ObjectNode) tree).put("perspective", tree.get("perspective").asText().strip().toLowerCase(Locale.ROOT));
        }
        List<String> problems = new ArrayList<>(JsonSchemas.violations(SCHEMA, tree).stream()
            .map(m -> m.startsWith("$.") ? m.substring(2) : m.startsWith("$:") ? m.substring(3) : m).toList());
        if (problems.isEmpty()) {
            problems.addAll(topicProblems(tree.get("positions")));
        }
        if (!problems.isEmpty()) {
            throw new InvalidInputException("The playbook is not valid: " + String.join("; ", problems) + ".");
        }
        try {
            return JSON.treeToValue(tree, Playbook.class);
        } catch (IOException e) {
            throw new InvalidInputException("The playbook is not valid: " + e.getMessage().lines().findFirst().orElse("unreadable") + ".");
        }
    }

    /** The states a topic's finding can take, or empty when ClauseLens cannot judge the topic. */
    public static Optional<List<String>> states(String topic) {
        if (topic.equals(GOVERNING_LAW)) {
            return Optional.of(List.of("stated", "left-blank", "not-stated"));
        }
        if (topic.startsWith(CATEGORY)) {
            return ClauseCategory.fromId(topic.substring(CATEGORY.length())).map(c -> List.of("present", "absent"));
        }
        return Point.fromId(topic).map(Point::states);
    }

    private static List<String> topicProblems(JsonNode positions) {
        List<String> problems = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < positions.size(); i++) {
            String where = "positions[" + i + "]";
            String topic = positions.get(i).get("topic").asText();
            Optional<List<String>> states = states(topic);
            if (states.isEmpty()) {
                problems.add(where + ".topic: ClauseLens cannot judge \"" + topic + "\"; topics are "
                    + String.join(", ", Stream.of(Point.values()).map(Point::id).toList()) + ", " + GOVERNING_LAW
                    + " and category:ID with a clause category's id (such as category:non-solicitation)");
                continue;
            }
            if (!seen.add(topic)) {
                problems.add(where + ".topic: \"" + topic + "\" has a position already; give each topic one");
            }
            List<JsonNode> stances = new ArrayList<>();
            stances.add(positions.get(i).get("standard"));
            positions.get(i).path("fallbacks").forEach(stances::add);
            for (int s = 0; s < stances.size(); s++) {
                String at = where + (s == 0 ? ".standard" : ".fallbacks[" + (s - 1) + "]") + ".accept";
                problems.addAll(acceptProblems(at, topic, states.get(), stances.get(s).get("accept")));
            }
        }
        return problems;
    }

    private static List<String> acceptProblems(String at, String topic, List<String> states, JsonNode accept) {
        List<String> problems = new ArrayList<>();
        accept.path("states").forEach(state -> {
            if (!states.contains(state.asText())) {
                problems.add(at + ".states: \"" + state.asText() + "\" is not a state of " + topic + "; its states are "
                    + String.join(", ", states));
            }
        });
        JsonNode years = accept.get("years");
        if (years != null && !states.contains("years")) {
            problems.add(at + ".years: " + topic + " is not a duration; use states");
        } else if (years != null && years.has("min") && years.has("max") && years.get("min").asDouble() > years.get("max").asDouble()) {
            problems.add(at + ".years: min is above max");
        }
        if (accept.has("laws") && !topic.equals(GOVERNING_LAW)) {
            problems.add(at + ".laws: only " + GOVERNING_LAW + " takes a list of laws");
        }
        return problems;
    }

    private static byte[] bytes(String name) {
        try (InputStream in = Playbooks.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the built-in resource " + name + " is missing from the build");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode resource(String name) {
        try {
            return JSON.readTree(bytes(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
