package dev.clauselens.core.model;

import dev.clauselens.core.analysis.ModelCallRecord;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.InvalidModelAnswerException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * The one way agents reach a language model, for one analysis: picks the agent's model, checks the
 * budget before each call, records every call (tokens, cost, latency, outcome), forces the answer
 * through a tool with a JSON schema, validates it strictly, and asks once more with the validation
 * errors when it is invalid. Agents get validated data or a typed failure, never a half-parsed answer.
 *
 * <p>Retries: transient faults (throttling, 5xx, timeouts) are retried by the provider adapter's
 * client and nowhere else; an invalid answer is repaired once here, which is a new question rather
 * than a retry of the same call.
 */
public final class ModelGateway {
    private static final String REPAIR = "Your answer did not meet the required format:\n%s\nCall %s again with a corrected answer.";

    private final LanguageModel model;
    private final ModelCatalog catalog;
    private final TokenBudget budget;
    private final Consumer<ModelCallRecord> recorder;
    private final Clock clock;
    private final String tenantId;
    private final String analysisId;

    public ModelGateway(LanguageModel model, ModelCatalog catalog, TokenBudget budget, Consumer<ModelCallRecord> recorder,
                        Clock clock, String tenantId, String analysisId) {
        this.model = model;
        this.catalog = catalog;
        this.budget = budget;
        this.recorder = recorder;
        this.clock = clock;
        this.tenantId = tenantId;
        this.analysisId = analysisId;
    }

    public TokenBudget budget() {
        return budget;
    }

    /**
     * Asks for a structured answer.
     *
     * @throws dev.clauselens.core.error.BudgetExhaustedException before calling, when the budget is spent
     * @throws InvalidModelAnswerException                       when the answer and its repair are both invalid
     */
    public <T> Answer<T> ask(Agent agent, Prompt prompt, AnswerSchema<T> schema) {
        String modelId = catalog.modelFor(agent);
        String tool = schema.tool().name();
        List<ModelMessage> messages = new ArrayList<>(List.of(new ModelMessage(ModelMessage.Role.USER, prompt.user())));
        ModelResponse response = call(agent, new ModelRequest(modelId, prompt.system(), messages, List.of(schema.tool()),
            tool, prompt.maxTokens(), prompt.temperature()));
        Usage usage = response.usage();
        AnswerSchema.Validated<T> answer = validate(response, schema);
        if (answer.problems().isEmpty()) {
            return new Answer<>(answer.value(), modelId, usage, 1);
        }
        messages.add(new ModelMessage(ModelMessage.Role.ASSISTANT, response.content()));
        String feedback = REPAIR.formatted("- " + String.join("\n- ", answer.problems()), tool);
        messages.add(new ModelMessage(ModelMessage.Role.USER, List.of(response.toolUse()
            .<ContentBlock>map(use -> new ContentBlock.ToolResult(use.toolUseId(), feedback, true))
            .orElse(new ContentBlock.Text(feedback)))));
        ModelResponse repaired = call(agent, new ModelRequest(modelId, prompt.system(), messages, List.of(schema.tool()),
            tool, prompt.maxTokens(), prompt.temperature()));
        usage = usage.plus(repaired.usage());
        AnswerSchema.Validated<T> second = validate(repaired, schema);
        if (!second.problems().isEmpty()) {
            throw new InvalidModelAnswerException("The model's answer for the " + agent.id() + " did not meet the required "
                + "format, even after it was shown the problems.", second.problems());
        }
        return new Answer<>(second.value(), modelId, usage, 2);
    }

    /**
     * One step of a conversation in which the model may answer in text or ask for the tools offered (the
     * assistant's tool-use loop): budgeted and recorded like {@link #ask}; the caller runs the tools.
     */
    public ModelResponse converse(Agent agent, List<ContentBlock> system, List<ModelMessage> messages, List<ToolSpec> tools,
                                  int maxTokens) {
        return call(agent, new ModelRequest(catalog.modelFor(agent), system, messages, tools, null, maxTokens, 0.0));
    }

    private static <T> AnswerSchema.Validated<T> validate(ModelResponse response, AnswerSchema<T> schema) {
        return response.toolUse()
            .filter(use -> use.name().equals(schema.tool().name()))
            .map(use -> schema.validate(use.input()))
            .orElse(new AnswerSchema.Validated<>(null, List.of("no call of the tool " + schema.tool().name()
                + " was found; answer only by calling it")));
    }

    private ModelResponse call(Agent agent, ModelRequest request) {
        budget.reserve(agent, request.characters() / 4 + request.maxTokens());
        long start = System.nanoTime();
        try {
            ModelResponse response = model.converse(request);
            budget.charge(agent, response.usage());
            record(agent, request.modelId(), response.usage(), start, "ok");
            return response;
        } catch (ClauseLensException e) {
            record(agent, request.modelId(), Usage.NONE, start, e.code().name());
            throw e;
        }
    }

    private void record(Agent agent, String modelId, Usage usage, long startNanos, String outcome) {
        recorder.accept(new ModelCallRecord(tenantId, analysisId, UUID.randomUUID().toString(), agent.id(), modelId,
            usage.input(), usage.output(), usage.cacheRead(), usage.cacheWrite(), PriceList.cost(modelId, usage),
            (System.nanoTime() - startNanos) / 1_000_000, outcome, clock.instant()));
    }
}
