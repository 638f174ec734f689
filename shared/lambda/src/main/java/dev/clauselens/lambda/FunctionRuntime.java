package dev.clauselens.lambda;

import dev.clauselens.core.agent.AgentSettings;
import dev.clauselens.core.agent.Agents;
import dev.clauselens.core.agent.AnalysisStages;
import dev.clauselens.core.agent.AnalysisStages.Gateways;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.assistant.ConversationStore;
import dev.clauselens.core.config.Settings;
import dev.clauselens.core.corpus.ReferenceCorpus;
import dev.clauselens.core.model.LanguageModel;
import dev.clauselens.core.model.ModelCatalog;
import dev.clauselens.core.model.TokenBudget;
import dev.clauselens.postgres.PostgresAnalysisStore;
import dev.clauselens.postgres.PostgresConversationStore;
import dev.clauselens.postgres.PostgresDatabase;
import dev.clauselens.postgres.PostgresReferenceCorpus;
import dev.clauselens.postgres.PostgresUrl;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;

/**
 * What a function works with, built once per container: the analysis store and reference corpus in
 * PostgreSQL, the model gateways, the clock. Building it connects to nothing: the pool opens its first
 * connection (and checks the role) at the first query, and a model client is made at the first model
 * call, so a container's init stays short and a function that never asks a model never pays for a client.
 * Tests build it on their own database and model server.
 */
public final class FunctionRuntime {

    /** The language model an agent function calls; the functions that call none pass {@link #NONE}. */
    @FunctionalInterface
    public interface ModelAccess {
        ModelAccess NONE = environment -> null;

        /** The model, configured from the environment; {@code null} for none. */
        LanguageModel model(Map<String, String> environment);
    }

    private static final int POOL_SIZE = 2;

    private final AnalysisStore store;
    private final ReferenceCorpus corpus;
    private final Gateways gateways;
    private final int budget;
    private final Clock clock;
    private final Map<String, String> environment;
    private final InvocationDeadline deadline;
    private AnalysisStages stages;

    /**
     * @param gateways    the model gateway per analysis ({@code null} answers keep everything local)
     * @param budget      the token budget of an analysis (0 with no model)
     * @param environment the settings the agents read (thresholds)
     */
    public FunctionRuntime(AnalysisStore store, ReferenceCorpus corpus, Gateways gateways, int budget, Clock clock,
                           Map<String, String> environment) {
        this(store, corpus, gateways, budget, clock, environment, null);
    }

    private FunctionRuntime(AnalysisStore store, ReferenceCorpus corpus, Gateways gateways, int budget, Clock clock,
                            Map<String, String> environment, InvocationDeadline deadline) {
        this.store = store;
        this.corpus = corpus;
        this.gateways = gateways;
        this.budget = budget;
        this.clock = clock;
        this.environment = Map.copyOf(environment);
        this.deadline = deadline;
    }

    /** The Lambda container's runtime: PostgreSQL through RDS Proxy with IAM tokens, {@code models} unless the provider is local. */
    public static FunctionRuntime fromEnvironment(ModelAccess models) {
        FunctionConfig config = FunctionConfig.fromEnvironment(System.getenv());
        var database = PostgresDatabase.connect(new PostgresUrl(config.jdbcUrl(), config.databaseUser(), null), POOL_SIZE,
            new RdsIamToken(config.databaseHost(), config.databasePort(), config.databaseUser(), config.region(),
                DefaultCredentialsProvider.builder().build(), Clock.systemUTC()));
        var store = new PostgresAnalysisStore(database);
        var corpus = new PostgresReferenceCorpus(database);
        Map<String, String> env = config.environment();
        if (config.provider().equals("local")) {
            return new FunctionRuntime(store, corpus, (tenant, analysis) -> null, 0, Clock.systemUTC(), env);
        }
        int budget = TokenBudget.fromEnvironment(env, warning -> System.err.println("warning: " + warning)).total();
        LanguageModel model = models.model(env);
        InvocationDeadline timed = model == null ? null : new InvocationDeadline(model, Duration.ofSeconds(
            Settings.number(env, "CLAUSELENS_BEDROCK_CALL_TIMEOUT_SECONDS", Long::parseLong, 200L)));
        Gateways gateways = timed == null ? (tenant, analysis) -> null : Gateways.of(timed,
            ModelCatalog.fromEnvironment(env), () -> TokenBudget.fromEnvironment(env, warning -> { }),
            store::recordModelCall, Clock.systemUTC());
        return new FunctionRuntime(store, corpus, gateways, budget, Clock.systemUTC(), env, timed);
    }

    /** An invocation starts with {@code remaining} before the function's timeout: no model call may outlast it. */
    public void startInvocation(Duration remaining) {
        if (deadline != null) {
            deadline.start(remaining);
        }
    }

    public AnalysisStore store() {
        return store;
    }

    public ReferenceCorpus corpus() {
        return corpus;
    }

    /** The assistant's conversations, in the analyses' database. */
    public ConversationStore conversations() {
        if (!(store instanceof PostgresAnalysisStore postgres)) {
            throw new IllegalStateException("conversations are kept beside the analyses in PostgreSQL");
        }
        return new PostgresConversationStore(postgres);
    }

    public Clock clock() {
        return clock;
    }

    public int budget() {
        return budget;
    }

    /** The analysis steps on this runtime's agents, made at first use (the Parse function never needs them). */
    public synchronized AnalysisStages stages() {
        if (stages == null) {
            stages = new AnalysisStages(Agents.on(corpus, AgentSettings.fromEnvironment(environment)), store, clock,
                gateways, false);
        }
        return stages;
    }
}
