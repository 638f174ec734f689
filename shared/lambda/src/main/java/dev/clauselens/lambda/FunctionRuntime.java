package dev.clauselens.lambda;

import dev.clauselens.bedrock.BedrockClients;
import dev.clauselens.bedrock.BedrockConfig;
import dev.clauselens.bedrock.BedrockLanguageModel;
import dev.clauselens.core.agent.AgentSettings;
import dev.clauselens.core.agent.Agents;
import dev.clauselens.core.agent.AnalysisStages;
import dev.clauselens.core.agent.AnalysisStages.Gateways;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.api.AnalysisApi;
import dev.clauselens.core.corpus.ReferenceCorpus;
import dev.clauselens.core.model.ModelCatalog;
import dev.clauselens.core.model.TokenBudget;
import dev.clauselens.postgres.PostgresAnalysisStore;
import dev.clauselens.postgres.PostgresDatabase;
import dev.clauselens.postgres.PostgresReferenceCorpus;
import dev.clauselens.postgres.PostgresUrl;
import java.time.Clock;
import java.util.Map;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.presigner.S3Presigner;
import software.amazon.awssdk.services.sfn.SfnClient;

/**
 * What a function works with, built once per container: the analysis store and reference corpus in
 * PostgreSQL, the model gateways, the clock. Tests build it on their own database and model server.
 */
public final class FunctionRuntime {
    private static final int POOL_SIZE = 2;

    private final AnalysisStore store;
    private final ReferenceCorpus corpus;
    private final Gateways gateways;
    private final int budget;
    private final Clock clock;
    private final Map<String, String> environment;
    private AnalysisStages stages;

    /**
     * @param gateways    the model gateway per analysis ({@code null} answers keep everything local)
     * @param budget      the token budget of an analysis (0 with no model)
     * @param environment the settings the agents read (thresholds)
     */
    public FunctionRuntime(AnalysisStore store, ReferenceCorpus corpus, Gateways gateways, int budget, Clock clock,
                           Map<String, String> environment) {
        this.store = store;
        this.corpus = corpus;
        this.gateways = gateways;
        this.budget = budget;
        this.clock = clock;
        this.environment = Map.copyOf(environment);
    }

    /** The Lambda container's runtime: PostgreSQL through RDS Proxy with IAM tokens, Bedrock unless the provider is local. */
    public static FunctionRuntime fromEnvironment() {
        FunctionConfig config = FunctionConfig.fromEnvironment(System.getenv());
        var database = PostgresDatabase.connect(new PostgresUrl(config.jdbcUrl(), config.databaseUser(), null), POOL_SIZE,
            new RdsIamToken(config.databaseHost(), config.databasePort(), config.databaseUser(), config.region(),
                DefaultCredentialsProvider.builder().build(), Clock.systemUTC()));
        var store = new PostgresAnalysisStore(database);
        Map<String, String> env = config.environment();
        if (config.provider().equals("local")) {
            return new FunctionRuntime(store, new PostgresReferenceCorpus(database), (tenant, analysis) -> null, 0,
                Clock.systemUTC(), env);
        }
        var model = new BedrockLanguageModel(BedrockClients.create(BedrockConfig.fromEnvironment(env)));
        TokenBudget standard = TokenBudget.fromEnvironment(env, warning -> System.err.println("warning: " + warning));
        return new FunctionRuntime(store, new PostgresReferenceCorpus(database), Gateways.of(model,
            ModelCatalog.fromEnvironment(env), () -> TokenBudget.fromEnvironment(env, warning -> { }),
            store::recordModelCall, Clock.systemUTC()), standard.total(), Clock.systemUTC(), env);
    }

    public AnalysisStore store() {
        return store;
    }

    public Clock clock() {
        return clock;
    }

    public int budget() {
        return budget;
    }

    /**
     * The API's routes on AWS, for the functions that start analyses: uploads in S3, executions in
     * Step Functions, clients built once per container.
     *
     * @param presigning whether this function hands out presigned uploads (the HTTP API; not the trigger)
     */
    public AnalysisApi analysisApi(StartConfig config, AnalysisApi.Limits limits, boolean presigning) {
        var uploads = new S3Uploads(S3Client.builder().httpClientBuilder(Apache5HttpClient.builder()).build(),
            presigning ? S3Presigner.create() : null, config.bucket(), clock);
        var executions = new StepFunctionsExecutions(SfnClient.builder().httpClientBuilder(Apache5HttpClient.builder())
            .build(), config.stateMachineArn(), config.maxConcurrency());
        return new AnalysisApi(store, uploads, executions, clock, limits, budget);
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
