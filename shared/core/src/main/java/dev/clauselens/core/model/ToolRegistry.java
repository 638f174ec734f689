package dev.clauselens.core.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Tools agents can offer a model: name, description and argument schema. Arguments are validated
 * before a tool runs, with errors worded so the model can correct itself. A tool that would change
 * data does not act: it returns a {@link ToolOutcome.Proposal} that runs only once the user confirms.
 */
public final class ToolRegistry {

    /** A tool. {@code changesData} tools only ever propose. */
    public record Tool(String name, String description, JsonNode argumentSchema, boolean changesData,
                       Function<JsonNode, String> action) {
        public Tool {
            Objects.requireNonNull(action, "action");
            new ToolSpec(name, description, argumentSchema);
        }
    }

    /** What calling a tool gave. */
    public sealed interface ToolOutcome {
        record Result(String text) implements ToolOutcome {
        }

        record InvalidArguments(String error) implements ToolOutcome {
        }

        /** A change the user must confirm before it happens. */
        record Proposal(String tool, JsonNode arguments, String summary) implements ToolOutcome {
        }
    }

    private record Registered(Tool tool, JsonSchema schema) {
    }

    private final Map<String, Registered> tools = new LinkedHashMap<>();

    public ToolRegistry register(Tool tool) {
        if (tools.putIfAbsent(tool.name(), new Registered(tool, JsonSchemas.compile(tool.argumentSchema()))) != null) {
            throw new IllegalArgumentException("a tool named " + tool.name() + " is registered already");
        }
        return this;
    }

    /** A registry with only the named tools, to hand one agent what it needs. */
    public ToolRegistry subset(String... names) {
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
        return tools.values().stream().map(r -> new ToolSpec(r.tool().name(), r.tool().description(),
            r.tool().argumentSchema())).toList();
    }

    public ToolOutcome call(String name, JsonNode arguments) {
        Registered registered = tools.get(name);
        if (registered == null) {
            return new ToolOutcome.InvalidArguments("There is no tool named '" + name + "'. Available tools: "
                + String.join(", ", tools.keySet()) + ".");
        }
        List<String> problems = JsonSchemas.violations(registered.schema(), arguments);
        if (!problems.isEmpty()) {
            return new ToolOutcome.InvalidArguments("The arguments for '" + name + "' are not valid: "
                + String.join("; ", problems) + ". Correct them and call the tool again.");
        }
        if (registered.tool().changesData()) {
            return new ToolOutcome.Proposal(name, arguments, registered.tool().description() + " with " + arguments);
        }
        return new ToolOutcome.Result(registered.tool().action().apply(arguments));
    }

    /** Carries out a proposal the user has confirmed. */
    public ToolOutcome.Result confirm(ToolOutcome.Proposal proposal) {
        Registered registered = tools.get(proposal.tool());
        if (registered == null) {
            throw new IllegalArgumentException("no tool named " + proposal.tool());
        }
        return new ToolOutcome.Result(registered.tool().action().apply(proposal.arguments()));
    }
}
