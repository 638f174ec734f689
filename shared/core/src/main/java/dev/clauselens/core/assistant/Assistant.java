package dev.clauselens.core.assistant;

import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.analysis.ModelCallRecord;
import dev.clauselens.core.config.Settings;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.model.Agent;
import dev.clauselens.core.model.ContentBlock;
import dev.clauselens.core.model.LanguageModel;
import dev.clauselens.core.model.ModelCatalog;
import dev.clauselens.core.model.ModelGateway;
import dev.clauselens.core.model.ModelMessage;
import dev.clauselens.core.model.ModelResponse;
import dev.clauselens.core.model.TokenBudget;
import dev.clauselens.core.model.ToolRegistry;
import dev.clauselens.core.model.ToolRegistry.ToolOutcome;
import dev.clauselens.core.model.UntrustedText;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Answers one question about an analysed NDA: routes it ({@link IntentRouter}), runs the specialists the
 * intent needs (independent ones in parallel, each with its own timeout), lets the advisor or an
 * orchestrator step merge their parts, keeps every proposed change for the user to confirm, and records
 * the whole turn as an {@link AgentTrace}. With no model every specialist answers from its local layer; with
 * one, each runs its tool-use loop under the turn's token budget and falls back to its local layer when
 * the model fails. A part that times out or fails is named in the answer; the answer is never blank.
 */
public final class Assistant {
    static final String ORCHESTRATOR = "orchestrator";
    private static final String MERGE = """
        You are ClauseLens's orchestrator. Several specialists researched the user's question about an NDA; merge \
        their findings into one short answer that keeps their clause numbers and quotes, most important first, and \
        says where they disagree. Add nothing they did not find.
        """ + Specialist.RULES;

    /**
     * How a turn runs.
     *
     * @param agentTimeout how long each specialist may take
     * @param turnBudget   tokens one turn may spend through the model
     * @param maxSteps     model calls a specialist's tool-use loop may make
     * @param memoryTurns  how many relevant earlier turns a question is given
     */
    public record Config(Duration agentTimeout, int turnBudget, int maxSteps, int memoryTurns) {
        public static final Config DEFAULT = new Config(Duration.ofSeconds(20), 40_000, 6, 3);

        /**
         * {@code CLAUSELENS_ASSISTANT_TIMEOUT_SECONDS} (per specialist, default 20),
         * {@code CLAUSELENS_ASSISTANT_TURN_BUDGET} (tokens per turn, default 40,000) and
         * {@code CLAUSELENS_ASSISTANT_MAX_STEPS} (tool-use steps per specialist, default 6).
         */
        public static Config fromEnvironment(Map<String, String> env) {
            return new Config(Duration.ofSeconds(Settings.number(env, "CLAUSELENS_ASSISTANT_TIMEOUT_SECONDS", Long::parseLong, 20L)),
                Settings.number(env, "CLAUSELENS_ASSISTANT_TURN_BUDGET", Integer::parseInt, 40_000),
                Settings.number(env, "CLAUSELENS_ASSISTANT_MAX_STEPS", Integer::parseInt, 6), 3);
        }
    }

    /** The model the assistant reaches through a {@link ModelGateway} per turn; every call goes to {@code recorder}. */
    public record Models(LanguageModel model, ModelCatalog catalog, Consumer<ModelCallRecord> recorder) {
    }

    private record Run(Specialist.Selected selected, ToolSession session, Future<Part> future, long started) {
    }

    private final AssistantServices services;
    private final Models models;
    private final Config config;
    private final IntentRouter router = new IntentRouter();

    /** @param models the model, or {@code null} to answer from the local layer alone */
    public Assistant(AssistantServices services, Models models, Config config) {
        this.services = services;
        this.models = models;
        this.config = config;
    }

    /** Answers the turn's question and records its trace and proposals; the caller writes the answer to the turn. */
    public AssistantAnswer answer(ReviewContext review, TurnRecord turn) {
        long began = System.nanoTime();
        String tenant = review.tenantId();
        ModelGateway gateway = models == null ? null : new ModelGateway(models.model(), models.catalog(),
            TokenBudget.forTurn(config.turnBudget()), models.recorder(), services.clock(), tenant, review.result().analysisId());
        Routing routing = router.route(turn.question(), gateway);
        List<TurnRecord> memory = turn.embedding() == null ? List.of()
            : services.store().relevantTurns(tenant, turn.conversationId(), turn.embedding(), config.memoryTurns());
        ToolRegistry tools = AssistantTools.registry(review, services);
        List<Specialist.Selected> plan = Specialist.plan(routing.intent());
        boolean advised = plan.size() > 1 && plan.getLast().specialist() == Specialist.ADVISOR;
        List<Specialist.Selected> research = advised ? plan.subList(0, plan.size() - 1) : plan;

        Map<Specialist.Selected, Part> parts = new LinkedHashMap<>();
        List<AgentTrace.AgentRun> runs = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        try (ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor()) {
            collect(start(research, executor, review, turn, routing.intent(), tools, gateway, memory, List.of()), parts, runs, missing);
            if (advised) {
                collect(start(plan.subList(plan.size() - 1, plan.size()), executor, review, turn, routing.intent(), tools, gateway, memory,
                    List.copyOf(parts.values())), parts, runs, missing);
            }
        }
        List<Part> answered = new ArrayList<>(parts.values());
        if (advised && parts.keySet().stream().anyMatch(s -> s.specialist() == Specialist.ADVISOR)) {
            answered.sort((a, b) -> a.specialist() == Specialist.ADVISOR ? -1 : b.specialist() == Specialist.ADVISOR ? 1 : 0);
        }
        String text = merge(answered, advised, gateway, turn.question(), runs);
        if (!missing.isEmpty()) {
            text = (text.isEmpty() ? "No part of the answer could be produced. " : text + "\n\n") + String.join(" ", missing);
        }
        List<AssistantAnswer.Proposed> proposals = propose(answered, review, turn);
        List<AssistantAnswer.Cited> citations = answered.stream().flatMap(p -> p.citations().stream()).distinct().toList();
        String needsModel = answered.stream().map(Part::needsModel).filter(Objects::nonNull).findFirst().orElse(null);
        String traceId = "tr-" + UUID.randomUUID();
        int input = runs.stream().mapToInt(AgentTrace.AgentRun::inputTokens).sum();
        int output = runs.stream().mapToInt(AgentTrace.AgentRun::outputTokens).sum();
        services.store().saveTrace(new AgentTrace(tenant, traceId, turn.conversationId(), turn.turnId(), routing, runs, input,
            output, millisSince(began), services.clock().instant()));
        return new AssistantAnswer(text, citations, proposals, missing, needsModel, routing,
            answered.stream().map(p -> p.specialist().agent().id()).toList(), traceId, AnalysisResult.DISCLAIMER);
    }

    private List<Run> start(List<Specialist.Selected> selected, ExecutorService executor, ReviewContext review, TurnRecord turn,
                            Intent intent, ToolRegistry tools, ModelGateway gateway, List<TurnRecord> memory, List<Part> research) {
        List<Run> runs = new ArrayList<>();
        for (Specialist.Selected choice : selected) {
            var session = new ToolSession(tools.subset(choice.specialist().tools()));
            Future<Part> future = executor.submit(() -> part(choice.specialist(), review, turn, intent, session, gateway, memory,
                research));
            runs.add(new Run(choice, session, future, System.nanoTime()));
        }
        return runs;
    }

    /** A specialist's part: its model loop, or its local layer with no model or when the model fails. */
    private Part part(Specialist specialist, ReviewContext review, TurnRecord turn, Intent intent, ToolSession session,
                      ModelGateway gateway, List<TurnRecord> memory, List<Part> research) {
        if (gateway == null) {
            return LocalSpecialists.run(specialist, review, turn.question(), intent, session, memory, research);
        }
        try {
            return ToolLoop.run(specialist, gateway, review, turn.question(), session, memory, research, config.maxSteps());
        } catch (ClauseLensException e) {
            return LocalSpecialists.run(specialist, review, turn.question(), intent, new ToolSession(session.tools()), memory,
                research).afterModelFailure(e.code().name(), session.calls());
        }
    }

    private void collect(List<Run> started, Map<Specialist.Selected, Part> parts, List<AgentTrace.AgentRun> runs,
                         List<String> missing) {
        for (Run run : started) {
            long remaining = config.agentTimeout().toNanos() - (System.nanoTime() - run.started());
            String agent = run.selected().specialist().agent().id();
            String title = run.selected().specialist().titleInSentence();
            try {
                Part part = run.future().get(Math.max(0, remaining), TimeUnit.NANOSECONDS);
                parts.put(run.selected(), part);
                runs.add(new AgentTrace.AgentRun(agent, run.selected().why(), part.layer(), "ok", null,
                    part.usage().allInput(), part.usage().output(),
                    millisSince(run.started()), part.toolCalls()));
            } catch (TimeoutException e) {
                run.future().cancel(true);
                missing.add("The " + title + " part is missing: it did not finish within " + config.agentTimeout().toSeconds()
                    + " s.");
                runs.add(new AgentTrace.AgentRun(agent, run.selected().why(), layer(), "timeout", "no answer within "
                    + config.agentTimeout().toSeconds() + " s", 0, 0, millisSince(run.started()), run.session().calls()));
            } catch (ExecutionException e) {
                missing.add("The " + title + " part is missing: it failed (" + describe(e.getCause()) + ").");
                runs.add(new AgentTrace.AgentRun(agent, run.selected().why(), layer(), "failed", describe(e.getCause()), 0, 0,
                    millisSince(run.started()), run.session().calls()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while answering", e);
            }
        }
    }

    /**
     * One text from the parts: the advisor's advice comes first and, with a model, stands on its own (it read
     * the research); otherwise several parts are merged by the model, or joined under their titles.
     */
    private String merge(List<Part> parts, boolean advised, ModelGateway gateway, String question,
                         List<AgentTrace.AgentRun> runs) {
        if (parts.isEmpty()) {
            return "";
        }
        if (parts.size() == 1 || (advised && gateway != null && parts.getFirst().specialist() == Specialist.ADVISOR
            && parts.getFirst().layer().equals(ToolLoop.MODEL))) {
            return parts.getFirst().text();
        }
        if (gateway != null && !advised) {
            long began = System.nanoTime();
            try {
                String findings = parts.stream().map(p -> "The " + p.specialist().titleInSentence() + ":\n"
                    + UntrustedText.fence("research", p.text()).block()).collect(Collectors.joining("\n\n"));
                ModelResponse merged = gateway.converse(Agent.ADVISOR, List.of(ContentBlock.text(MERGE), ContentBlock.cachePoint()),
                    List.of(ModelMessage.user(ContentBlock.text(findings + "\n\nThe user's question:\n"
                        + UntrustedText.fence("question", question).block()))), List.of(), 1200);
                runs.add(new AgentTrace.AgentRun(ORCHESTRATOR, "merges the specialists' parts", ToolLoop.MODEL, "ok", null,
                    merged.usage().allInput(), merged.usage().output(),
                    millisSince(began), List.of()));
                if (!merged.text().isBlank()) {
                    return merged.text().strip();
                }
            } catch (ClauseLensException e) {
                runs.add(new AgentTrace.AgentRun(ORCHESTRATOR, "merges the specialists' parts", ToolLoop.MODEL, "failed",
                    e.code().name(), 0, 0, millisSince(began), List.of()));
            }
        }
        runs.add(new AgentTrace.AgentRun(ORCHESTRATOR, "joins the specialists' parts under their titles",
            LocalSpecialists.LOCAL, "ok", null, 0, 0, 0, List.of()));
        return parts.stream().map(p -> p.specialist() == parts.getFirst().specialist() && advised ? p.text()
            : p.specialist().title() + ": " + p.text()).collect(Collectors.joining("\n\n"));
    }

    /** Keeps each proposed change for the user to confirm, under an id the answer gives. */
    private List<AssistantAnswer.Proposed> propose(List<Part> parts, ReviewContext review, TurnRecord turn) {
        List<AssistantAnswer.Proposed> proposed = new ArrayList<>();
        for (Part part : parts) {
            for (ToolOutcome.Proposal proposal : part.proposals()) {
                String id = "prop-" + UUID.randomUUID();
                var preview = proposal.output().path("proposal");
                services.store().saveProposal(new ProposalRecord(review.tenantId(), id, turn.conversationId(),
                    review.result().analysisId(), turn.turnId(), proposal.tool(), proposal.arguments(), preview,
                    ProposalRecord.Status.PENDING, services.clock().instant(), null));
                proposed.add(new AssistantAnswer.Proposed(id, proposal.tool(), preview.path("action").asText(), preview));
            }
        }
        return proposed;
    }

    private String layer() {
        return models == null ? LocalSpecialists.LOCAL : ToolLoop.MODEL;
    }

    private static String describe(Throwable failure) {
        return failure instanceof ClauseLensException e ? e.code().name() + ": " + e.getMessage()
            : failure.getClass().getSimpleName();
    }

    private static long millisSince(long nanos) {
        return (System.nanoTime() - nanos) / 1_000_000;
    }
}
