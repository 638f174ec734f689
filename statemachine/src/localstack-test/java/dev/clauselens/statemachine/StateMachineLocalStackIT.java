package dev.clauselens.statemachine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStatus;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.corpus.BuiltInCorpus;
import dev.clauselens.corpus.CorpusLoader;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import dev.clauselens.postgres.PostgresAnalysisStore;
import dev.clauselens.postgres.PostgresDatabase;
import dev.clauselens.postgres.PostgresMigrations;
import dev.clauselens.postgres.PostgresReferenceCorpus;
import dev.clauselens.postgres.PostgresUrl;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.Network;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.localstack.LocalStackContainer;
import org.testcontainers.postgresql.PostgreSQLContainer;
import org.testcontainers.utility.DockerImageName;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.Runtime;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.Event;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.ExecutionListItem;
import software.amazon.awssdk.services.sfn.model.ExecutionStatus;

/**
 * The LocalStack variant of the end-to-end test (opt-in: {@code mvn verify -Plocalstack}; needs a
 * Docker engine and skips itself without one). The SAM template's functions are deployed to
 * LocalStack's Lambda from their built jars with the template's handlers and variables, the
 * definition to LocalStack's Step Functions with the template's substitutions, the upload bucket
 * notifies the trigger; the functions reach a PostgreSQL with pgvector in a container over TLS
 * (trust authentication stands in for RDS Proxy's IAM check: the token is signed but not verified).
 */
@Testcontainers(disabledWithoutDocker = true)
class StateMachineLocalStackIT {
    private static final Path ROOT = AslInterpreter.MODULE.getParent();
    private static final String LOCALSTACK_IMAGE = System.getProperty("clauselens.localstack.image", "localstack/localstack:4.4");
    private static final String TENANT = "acme";
    private static final String UPLOADS = "clauselens-uploads";
    private static final String CODE = "clauselens-code";
    private static final String APP_ROLE = "clauselens_app";
    private static final List<String> STEP_FUNCTIONS = List.of("ParserFunction", "ClassifierFunction", "RiskScorerFunction",
        "GapAnalystFunction", "FinalizeFunction", "MarkFailedFunction");
    private static final Duration EXECUTION_LIMIT = Duration.ofMinutes(10);
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Network network;
    private static PostgreSQLContainer postgres;
    private static LocalStackContainer localstack;
    private static S3Client s3;
    private static LambdaClient lambda;
    private static SfnClient sfn;
    private static PostgresDatabase database;
    private static PostgresAnalysisStore store;
    private static String stateMachineArn;
    private static String triggerName;

    @BeforeAll
    static void deploy() throws Exception {
        network = Network.newNetwork();
        postgres = new PostgreSQLContainer(DockerImageName.parse("pgvector/pgvector:pg17").asCompatibleSubstituteFor("postgres"))
            .withNetwork(network).withNetworkAliases("postgres")
            .withEnv("POSTGRES_HOST_AUTH_METHOD", "trust")
            .withCommand("postgres", "-c", "fsync=off", "-c", "ssl=on",
                "-c", "ssl_cert_file=/etc/ssl/certs/ssl-cert-snakeoil.pem",
                "-c", "ssl_key_file=/etc/ssl/private/ssl-cert-snakeoil.key");
        postgres.start();
        localstack = new LocalStackContainer(DockerImageName.parse(LOCALSTACK_IMAGE))
            .withServices("s3", "lambda", "stepfunctions", "iam", "sts", "logs")
            .withNetwork(network).withNetworkAliases("localstack")
            .withEnv("LAMBDA_DOCKER_NETWORK", network.getId())
            .withEnv("LAMBDA_RUNTIME_ENVIRONMENT_TIMEOUT", "120")
            .withFileSystemBind(DockerClientFactory.instance().getRemoteDockerUnixSocketPath(), "/var/run/docker.sock");
        localstack.start();

        PostgresUrl owner = PostgresUrl.parse("postgresql://%s:%s@%s:%d/%s".formatted(postgres.getUsername(),
            postgres.getPassword(), postgres.getHost(), postgres.getMappedPort(5432), postgres.getDatabaseName()));
        try (var connection = DriverManager.getConnection(postgres.getJdbcUrl(), postgres.getUsername(), postgres.getPassword());
             var statement = connection.createStatement()) {
            statement.execute("CREATE ROLE " + APP_ROLE + " LOGIN");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create the application role", e);
        }
        PostgresMigrations.migrate(owner, APP_ROLE);
        try (var asOwner = PostgresDatabase.connect(owner, 1)) {
            new CorpusLoader(new PostgresReferenceCorpus(asOwner), new BgeSmallEmbeddingModel())
                .load(List.of(BuiltInCorpus.read()), (done, total) -> { });
        }
        database = PostgresDatabase.connect(owner.as(APP_ROLE, "unused: trust authentication"), 2);
        store = new PostgresAnalysisStore(database);

        var credentials = StaticCredentialsProvider.create(AwsBasicCredentials.create(localstack.getAccessKey(),
            localstack.getSecretKey()));
        Region region = Region.of(localstack.getRegion());
        s3 = S3Client.builder().endpointOverride(localstack.getEndpoint()).region(region).forcePathStyle(true)
            .credentialsProvider(credentials).build();
        lambda = LambdaClient.builder().endpointOverride(localstack.getEndpoint()).region(region)
            .credentialsProvider(credentials).build();
        sfn = SfnClient.builder().endpointOverride(localstack.getEndpoint()).region(region)
            .credentialsProvider(credentials).build();
        s3.createBucket(b -> b.bucket(UPLOADS));
        s3.createBucket(b -> b.bucket(CODE));

        JsonNode template = new ObjectMapper(new YAMLFactory()).readTree(ROOT.resolve("template.yaml").toFile());
        Map<String, String> names = parameters(template);
        names.put("UploadBucket", UPLOADS);
        for (String function : STEP_FUNCTIONS) {
            names.put(function + ".Arn", createFunction(template, function, names));
        }
        String definition = substitute(Files.readString(AslInterpreter.DEFINITION), template
            .at("/Resources/AnalysisStateMachine/Properties/DefinitionSubstitutions"), names);
        stateMachineArn = sfn.createStateMachine(b -> b.name("clauselens-analyze-nda").definition(definition)
            .roleArn("arn:aws:iam::000000000000:role/clauselens-state-machine")).stateMachineArn();
        names.put("AnalysisStateMachine", stateMachineArn);
        String triggerArn = createFunction(template, "UploadTriggerFunction", names);
        triggerName = "clauselens-UploadTriggerFunction";
        s3.putBucketNotificationConfiguration(b -> b.bucket(UPLOADS).notificationConfiguration(n -> n
            .lambdaFunctionConfigurations(l -> l.lambdaFunctionArn(triggerArn).events(Event.S3_OBJECT_CREATED)
                .filter(f -> f.key(k -> k.filterRules(r -> r.name("prefix").value("uploads/")))))));
    }

    @AfterAll
    static void tearDown() {
        for (AutoCloseable closeable : new AutoCloseable[] {s3, lambda, sfn, database, localstack, postgres, network}) {
            try {
                if (closeable != null) {
                    closeable.close();
                }
            } catch (Exception e) {
                // closing what did not start
            }
        }
    }

    @Test
    void anUploadStartsTheDeployedStateMachineAndTheAnalysisSucceeds() throws Exception {
        String key = upload("mutual-nda.txt", Files.readAllBytes(ROOT.resolve("infra/local/samples/mutual-nda.txt")));
        ExecutionListItem execution = awaitExecutionEnd(awaitExecutionFor(key));
        var described = sfn.describeExecution(b -> b.executionArn(execution.executionArn()));
        assertEquals(ExecutionStatus.SUCCEEDED, described.status(), described.toString());
        assertFalse(described.output().contains("Confidential Information"), "no document text in the payload");

        AnalysisRecord analysis = store.findAnalysis(TENANT, execution.name()).orElseThrow();
        assertEquals(AnalysisStatus.SUCCEEDED, analysis.status());
        assertTrue(store.clauses(TENANT, analysis.analysisId()).size() > 5);
        assertEquals(17, store.hypotheses(TENANT, analysis.analysisId()).size());

        // The same object's event delivered again starts nothing new: same name, still one execution.
        String etag = s3.headObject(b -> b.bucket(UPLOADS).key(key)).eTag().replace("\"", "");
        String event = """
            {"Records":[{"eventVersion":"2.1","eventSource":"aws:s3","awsRegion":"%s","eventTime":"2026-11-21T10:00:00.000Z",
              "eventName":"ObjectCreated:Put","s3":{"s3SchemaVersion":"1.0","configurationId":"uploads",
              "bucket":{"name":"%s","arn":"arn:aws:s3:::%s"},
              "object":{"key":"%s","size":100,"eTag":"%s","sequencer":"0A1B2C3D4E5F678901"}}}]}
            """.formatted(localstack.getRegion(), UPLOADS, UPLOADS, key, etag);
        var invoked = lambda.invoke(b -> b.functionName(triggerName).payload(SdkBytes.fromUtf8String(event)));
        assertEquals(null, invoked.functionError(), invoked.payload().asUtf8String());
        assertEquals(List.of(execution.name()), JSON.readValue(invoked.payload().asUtf8String(), List.class));
        assertEquals(1, executions().stream().filter(e -> e.name().equals(execution.name())).count());
    }

    @Test
    void aDocumentThatCannotBeReadEndsInMarkFailedWithItsCode() {
        String key = upload("broken.pdf", "%PDF-1.7 not really".getBytes(StandardCharsets.UTF_8));
        ExecutionListItem execution = awaitExecutionEnd(awaitExecutionFor(key));
        assertEquals(ExecutionStatus.FAILED, execution.status());
        AnalysisRecord analysis = store.findAnalysis(TENANT, execution.name()).orElseThrow();
        assertEquals(AnalysisStatus.FAILED, analysis.status());
        assertEquals(ErrorCode.MALFORMED, analysis.errorCode());
    }

    private static String upload(String name, byte[] bytes) {
        String key = "uploads/" + TENANT + "/" + UUID.randomUUID() + "/" + name;
        s3.putObject(b -> b.bucket(UPLOADS).key(key), RequestBody.fromBytes(bytes));
        return key;
    }

    /** The execution the trigger started for this upload: its document records the key. */
    private static ExecutionListItem awaitExecutionFor(String key) {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        while (Instant.now().isBefore(deadline)) {
            for (ExecutionListItem execution : executions()) {
                boolean forKey = store.findAnalysis(TENANT, execution.name())
                    .flatMap(a -> store.findDocument(TENANT, a.documentId()))
                    .map(d -> key.equals(d.sourceKey())).orElse(false);
                if (forKey) {
                    return execution;
                }
            }
            pause();
        }
        throw new AssertionError("no execution started for " + key + " (is the trigger's notification delivered?)");
    }

    private static ExecutionListItem awaitExecutionEnd(ExecutionListItem started) {
        Instant deadline = Instant.now().plus(EXECUTION_LIMIT);
        while (Instant.now().isBefore(deadline)) {
            ExecutionListItem now = executions().stream().filter(e -> e.executionArn().equals(started.executionArn()))
                .findFirst().orElseThrow();
            if (now.status() != ExecutionStatus.RUNNING) {
                return now;
            }
            pause();
        }
        throw new AssertionError("execution " + started.name() + " still running after " + EXECUTION_LIMIT);
    }

    private static List<ExecutionListItem> executions() {
        return sfn.listExecutionsPaginator(b -> b.stateMachineArn(stateMachineArn)).executions().stream().toList();
    }

    /** Deploys one of the template's functions from its built jar, with its handler, memory, timeout and variables. */
    private static String createFunction(JsonNode template, String logicalId, Map<String, String> names) throws IOException {
        JsonNode globals = template.at("/Globals/Function");
        JsonNode properties = template.at("/Resources/" + logicalId + "/Properties");
        Map<String, String> variables = new HashMap<>();
        for (JsonNode block : List.of(globals.at("/Environment/Variables"), properties.at("/Environment/Variables"))) {
            block.fields().forEachRemaining(v -> variables.put(v.getKey(), resolve(v.getValue(), names)));
        }
        // Inside LocalStack the functions reach S3 by virtual host on LocalStack's own domain; the rest
        // through the AWS_ENDPOINT_URL that LocalStack sets for them.
        variables.put("AWS_ENDPOINT_URL_S3", "http://s3.localhost.localstack.cloud:4566");
        String codeKey = logicalId + ".jar";
        s3.putObject(b -> b.bucket(CODE).key(codeKey), ROOT.resolve(properties.path("CodeUri").asText()));
        String name = "clauselens-" + logicalId;
        String arn = lambda.createFunction(b -> b.functionName(name)
            .runtime(Runtime.JAVA21)
            .handler(properties.path("Handler").asText())
            .role("arn:aws:iam::000000000000:role/clauselens-" + logicalId)
            .memorySize(properties.path("MemorySize").asInt(globals.path("MemorySize").asInt()))
            .timeout(properties.path("Timeout").asInt(globals.path("Timeout").asInt()))
            .environment(e -> e.variables(variables))
            .code(c -> c.s3Bucket(CODE).s3Key(codeKey))).functionArn();
        lambda.waiter().waitUntilFunctionActiveV2(b -> b.functionName(name));
        return arn;
    }

    /** The template's parameter defaults, and this deployment's values where the template has none. */
    private static Map<String, String> parameters(JsonNode template) {
        Map<String, String> names = new HashMap<>();
        template.path("Parameters").fields().forEachRemaining(p -> {
            if (p.getValue().has("Default")) {
                names.put(p.getKey(), p.getValue().path("Default").asText());
            }
        });
        names.putAll(Map.of("DatabaseProxyEndpoint", "postgres", "DatabaseName", postgres.getDatabaseName(),
            "DatabaseUser", APP_ROLE, "ModelProvider", "local", "MaxConcurrency", "2"));
        return names;
    }

    private static String resolve(JsonNode value, Map<String, String> names) {
        if (value.isValueNode()) {
            return value.asText();
        }
        String name = value.has("Ref") ? value.path("Ref").asText()
            : value.path("Fn::GetAtt").path(0).asText() + "." + value.path("Fn::GetAtt").path(1).asText();
        String resolved = names.get(name);
        if (resolved == null) {
            throw new IllegalStateException("the test deployment has no value for " + value);
        }
        return resolved;
    }

    private static String substitute(String definition, JsonNode substitutions, Map<String, String> names) {
        Map<String, String> values = new HashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = substitutions.fields(); it.hasNext(); ) {
            var entry = it.next();
            values.put(entry.getKey(), resolve(entry.getValue(), names));
        }
        Matcher placeholder = Pattern.compile("\\$\\{([A-Za-z0-9]+)}").matcher(definition);
        return placeholder.replaceAll(m -> Matcher.quoteReplacement(values.get(m.group(1))));
    }

    private static void pause() {
        try {
            Thread.sleep(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
