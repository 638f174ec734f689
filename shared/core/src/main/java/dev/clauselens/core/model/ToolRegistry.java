package dev.clauselens.core.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;

/**
 * Tools agents can use: name, description and argument schema. Arguments are validated before a tool
 * runs, with errors worded so the caller (a model or a person) can correct itself. Every tool takes
 * {@code responseFormat} ({@code concise}, the default, or {@code detailed}) and every answer carries
 * {@code _meta {tool, executionMillis, itemsSearched}}. A tool that would change data does not act: it
 * returns a {@link ToolOutcome.Proposal} with {@code confirmation_required: true}, and acts only
 * through {@link #confirm}, once the user has said yes.
 */
public final class ToolRegistry {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String FORMAT = "responseFormat";
    /** Schemas compiled once per process: a registry is built per turn over the turn's analysis, its schemas are not. */
    private static final Map<JsonNode, JsonSchema> COMPILED = new ConcurrentHashMap<>();

    /** How much a tool says: the essentials, or everything it has. */
    public enum Format {
        CONCISE, DETAILED;

        static Format of(JsonNode arguments) {
            return valueOf(arguments.path(FORMAT).asText("concise").toUpperCase(Locale.ROOT));
        }
    }

    /** What a tool found: its answer and how many items it looked through to find it. */
    public record Reply(ObjectNode body, int itemsSearched) {
        public Reply {
            Objects.requireNonNull(body, "body");
        }
    }

    /**
     * A refusal the caller can act on, naming what exists: "No clause 14: the document has clauses 1 to 12."
     * Tools throw it; the registry turns it into a {@link ToolOutcome.Failed}.
     */
    public static final class ToolException extends RuntimeException {
        public ToolException(String message) {
            super(message);
        }
    }

    /**
     * A tool.
     *
     * @param argumentSchema a JSON schema of an object; {@code responseFormat} is added to it
     * @param run            what a read-only tool answers, or what a data-changing tool would do (checked, not done)
     * @param apply          what a data-changing tool does once confirmed; {@code null} for a read-only tool
     */
    public record Tool(String name, String description, JsonNode argumentSchema, BiFunction<JsonNode, Format, Reply> run,
                       BiFunction<JsonNode, Format, Reply> apply) {
        public Tool {
            Objects.requireNonNull(run, "run");
            new ToolSpec(name, description, argumentSchema);
        }

        public static Tool reading(String name, String description, JsonNode schema, BiFunction<JsonNode, Format, Reply> run) {
            return new Tool(name, description, schema, run, null);
        }

        public boolean changesData() {
            return apply != null;
        }
    }

    /** What calling a tool gave; {@link #output()} is what the caller reads, {@code _meta} included. */
    public sealed interface ToolOutcome {
        ObjectNode output();

        record Result(ObjectNode output) implements ToolOutcome {
        }

        /** Invalid arguments or a refusal; {@code output.error} says what to do instead. */
        record Failed(ObjectNode output) implements ToolOutcome {
            public String error() {
                return output.path("error").asText();
            }
        }

        /** A change the user must confirm before it happens. */
        record Proposal(String tool, JsonNode arguments, ObjectNode output) implements ToolOutcome {
        }
    }

    private record Registered(Tool tool, ToolSpec spec, JsonSchema schema) {
    }

    private final Map<String, Registered> tools = new LinkedHashMap<>();

    public ToolRegistry register(Tool tool) {
        ObjectNode schema = tool.argumentSchema().deepCopy();
        schema.withObject("/properties").putObject(FORMAT).put("type", "string")
            .put("description", "concise (default): the essentials; detailed: full texts and every field")
            .putArray("enum").add("concise").add("detailed");
        var spec = new ToolSpec(tool.name(), tool.description(), schema);
        JsonSchema compiled = COMPILED.computeIfAbsent(schema, JsonSchemas::compile);
        if (tools.putIfAbsent(tool.name(), new Registered(tool, spec, compiled)) != null) {
            throw new IllegalArgumentException("a tool named " + tool.name() + " is registered already");
        }
        return this;
    }

    /** A registry with only the named tools, to hand one agent what it needs. */
    public ToolRegistry subset(List<String> names) {
        var subset = new ToolRegistry();
        for (String name : names) {
            Registered registered = tools.get(name);
            if (registered == null) {
                throw new IllegalArgumentException("no tool named " + name);
            }
            subset.tools.put(name, registered);
        }
        return subset;
    }

    public List<ToolSpec> specs() {
        return tools.values().stream().map(Registered::spec).toList();
    }

    public ToolOutcome call(String name, JsonNode arguments) {
        long start = System.nanoTime();
        Registered registered = tools.get(name);
        if (registered == null) {
            return failed(name, "There is no tool named '" + name + "'. Available tools: " + String.join(", ", tools.keySet())
                + ".", start);
        }
        List<String> problems = JsonSchemas.violations(registered.schema(), arguments);
        if (!problems.isEmpty()) {
            return failed(name, "The arguments for '" + name + "' are not valid: " + String.join("; ", problems)
                + ". Correct them and call the tool again.", start);
        }
        Reply reply;
        try {
            reply = registered.tool().run().apply(arguments, Format.of(arguments));
        } catch (ToolException e) {
            return failed(name, e.getMessage(), start);
        }
        if (!registered.tool().changesData()) {
            return new ToolOutcome.Result(withMeta(reply, name, start));
        }
        ObjectNode output = JSON.createObjectNode().put("confirmation_required", true);
        output.set("proposal", reply.body());
        return new ToolOutcome.Proposal(name, arguments, withMeta(new Reply(output, reply.itemsSearched()), name, start));
    }

    /** Carries out a proposal the user has confirmed. */
    public ToolOutcome confirm(ToolOutcome.Proposal proposal) {
        long start = System.nanoTime();
        Registered registered = tools.get(proposal.tool());
        if (registered == null || !registered.tool().changesData()) {
            throw new IllegalArgumentException("no data-changing tool named " + proposal.tool());
        }
        try {
            return new ToolOutcome.Result(withMeta(registered.tool().apply().apply(proposal.arguments(),
                Format.of(proposal.arguments())), proposal.tool(), start));
        } catch (ToolException e) {
            return failed(proposal.tool(), e.getMessage(), start);
        }
    }

    private static ToolOutcome.Failed failed(String tool, String error, long start) {
        return new ToolOutcome.Failed(withMeta(new Reply(JSON.createObjectNode().put("error", error), 0), tool, start));
    }

    private static ObjectNode withMeta(Reply reply, String tool, long start) {
        ObjectNode output = reply.body().deepCopy();
        output.putObject("_meta").put("tool", tool).put("executionMillis", (System.nanoTime() - start) / 1_000_000)
            .put("itemsSearched", reply.itemsSearched());
        return output;
    }
}
