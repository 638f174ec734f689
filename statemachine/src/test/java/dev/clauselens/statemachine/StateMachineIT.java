package dev.clauselens.statemachine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.amazonaws.services.lambda.runtime.events.S3Event;
import com.amazonaws.services.lambda.runtime.serialization.events.LambdaEventSerializers;
import dev.clauselens.bedrock.BedrockClients;
import dev.clauselens.bedrock.BedrockConfig;
import dev.clauselens.bedrock.BedrockLanguageModel;
import dev.clauselens.core.agent.AnalysisStages;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStatus;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.api.AnalysisApi;
import dev.clauselens.core.assistant.FindingAction;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.model.ModelCatalog;
import dev.clauselens.core.model.TokenBudget;
import dev.clauselens.corpus.BuiltInCorpus;
import dev.clauselens.corpus.CorpusLoader;
import dev.clauselens.documents.ParserLimits;
import dev.clauselens.documents.redline.DocumentRedlines;
import dev.clauselens.functions.redline.RedlineFunction;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import dev.clauselens.functions.classifier.ClassifierFunction;
import dev.clauselens.functions.finalize.FinalizeFunction;
import dev.clauselens.functions.gapanalyst.GapAnalystFunction;
import dev.clauselens.functions.markfailed.MarkFailedFunction;
import dev.clauselens.functions.parser.ParserFunction;
import dev.clauselens.functions.parser.ParserFunctionConfig;
import dev.clauselens.functions.riskscorer.RiskScorerFunction;
import dev.clauselens.functions.trigger.UploadTriggerFunction;
import dev.clauselens.lambda.FunctionRuntime;
import dev.clauselens.s3.S3Uploads;
import dev.clauselens.start.StepFunctionsExecutions;
import dev.clauselens.postgres.PostgresAnalysisStore;
import dev.clauselens.postgres.PostgresConversationStore;
import dev.clauselens.postgres.PostgresDatabase;
import dev.clauselens.postgres.PostgresReferenceCorpus;
import dev.clauselens.testing.LocalBedrockServer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.gaul.s3proxy.junit.S3ProxyExtension;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3Configuration;
import software.amazon.awssdk.services.s3.presigner.S3Presigner;
import software.amazon.awssdk.services.sfn.SfnClient;

/**
 * {@code analyze-nda.asl.json} run by the local ASL interpreter, its Task states served by the real
 * handlers in-process, on a real PostgreSQL with pgvector, S3 served by S3Proxy, models by the local
 * Bedrock server, executions started by the real upload trigger through the real Step Functions client.
 */
class StateMachineIT {
    private static final String BUCKET = "clauselens-uploads";
    private static final String TENANT = "acme";
    private static final String NDA = """
        MUTUAL NON-DISCLOSURE AGREEMENT

        1. Confidential Information. "Confidential Information" means all information disclosed by one party to the \
        other, whether orally or in writing, that is marked confidential.

        2. Obligations. The Receiving Party shall keep the Confidential Information secret, use it only to evaluate the \
        proposed transaction and disclose it only to its employees who need to know it.

        3. Compelled Disclosure. If the Receiving Party is required by law to disclose Confidential Information, it shall \
        promptly notify the Disclosing Party.

        4. Term. This Agreement lasts two years; the obligations survive for three years after it ends.

        5. Return of Information. On request the Receiving Party shall return or destroy all Confidential Information.

        6. Governing Law. This Agreement is governed by the laws of England and Wales.
        """;

    @RegisterExtension
    static final S3ProxyExtension S3_PROXY = S3ProxyExtension.builder().withCredentials("access", "secret").build();

    private static PostgresDatabase database;
    private static PostgresAnalysisStore store;
    private static LocalBedrockServer bedrock;
    private static LocalLambda lambda;
    private static LocalStepFunctions stepFunctions;
    private static S3Client s3;
    private static SfnClient sfn;
    private static FunctionRuntime runtime;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final AtomicBoolean crashClassifierOnce = new AtomicBoolean();
    private static final AtomicReference<JsonNode> crashedOutput = new AtomicReference<>();
    /** What each classifier invocation returned (its Step), in order. */
    private static final List<JsonNode> classifierOutputs = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() {
        assumeTrue(AslInterpreter.available(), "skipped: statemachine/node_modules is missing (infra/scripts/test runs npm ci)");
        var owner = TestDatabase.prepare();
        try (var asOwner = PostgresDatabase.connect(owner, 1)) {
            new CorpusLoader(new PostgresReferenceCorpus(asOwner), new BgeSmallEmbeddingModel())
                .load(List.of(BuiltInCorpus.read()), (done, total) -> { });
        }
        database = TestDatabase.application(owner);
        store = new PostgresAnalysisStore(database);
        var corpus = new PostgresReferenceCorpus(database);

        bedrock = LocalBedrockServer.start(0);
        var bedrockClient = BedrockClients.create(new BedrockConfig("us-east-1", bedrock.endpoint(), Duration.ofSeconds(5),
            Duration.ofSeconds(10), Duration.ofSeconds(20), 1, Duration.ofMillis(10)),
            StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")));
        runtime = new FunctionRuntime(store, corpus, AnalysisStages.Gateways.of(new BedrockLanguageModel(bedrockClient),
            ModelCatalog.fromEnvironment(Map.of()), () -> TokenBudget.standard(warning -> { }), store::recordModelCall,
            Clock.systemUTC()), TokenBudget.standard(warning -> { }).total(), Clock.systemUTC(), Map.of());

        lambda = new LocalLambda();
        var classifier = new ClassifierFunction(runtime);
        lambda.register("classifier", (in, out, context) -> {
            var output = new ByteArrayOutputStream();
            classifier.handleRequest(in, output, context);
            out.write(output.toByteArray());
            JsonNode step = JSON.readTree(output.toByteArray());
            classifierOutputs.add(step);
            if (crashClassifierOnce.compareAndSet(true, false)) {
                crashedOutput.set(step);
                // the step committed its rows, then the invocation was lost: Lambda reports a service error
                throw new LocalLambda.Failure("Lambda.ServiceException", "connection reset after the function returned");
            }
        });
        lambda.register("risk-scorer", new RiskScorerFunction(runtime));
        lambda.register("gap-analyst", new GapAnalystFunction(runtime));
        lambda.register("finalize", new FinalizeFunction(runtime));
        lambda.register("mark-failed", new MarkFailedFunction(runtime));

        Map<String, String> substitutions = Map.of(
            "ParserFunctionArn", LocalLambda.arn("parser"),
            "ClassifierFunctionArn", LocalLambda.arn("classifier"),
            "RiskScorerFunctionArn", LocalLambda.arn("risk-scorer"),
            "GapAnalystFunctionArn", LocalLambda.arn("gap-analyst"),
            "FinalizeFunctionArn", LocalLambda.arn("finalize"),
            "MarkFailedFunctionArn", LocalLambda.arn("mark-failed"));
        stepFunctions = new LocalStepFunctions(new AslInterpreter(lambda.endpoint()), substitutions);
        sfn = SfnClient.builder().endpointOverride(stepFunctions.endpoint()).region(Region.US_EAST_1)
            .credentialsProvider(credentials()).httpClientBuilder(Apache5HttpClient.builder()).build();
    }

    @AfterAll
    static void stop() {
        for (AutoCloseable closeable : new AutoCloseable[] {sfn, stepFunctions, lambda, s3, bedrock, database}) {
            try {
                if (closeable != null) {
                    closeable.close();
                }
            } catch (Exception e) {
                // closing what did not start
            }
        }
    }

    /** S3Proxy starts afresh for every test. */
    @BeforeEach
    void reset() {
        if (s3 != null) {
            s3.close();
        }
        s3 = S3Client.builder().endpointOverride(S3_PROXY.getUri()).region(Region.US_EAST_1).forcePathStyle(true)
            .credentialsProvider(credentials()).httpClientBuilder(Apache5HttpClient.builder()).build();
        s3.createBucket(b -> b.bucket(BUCKET));
        lambda.register("parser", new ParserFunction(runtime, s3,
            new ParserFunctionConfig(ParserLimits.DEFAULTS, "bge-small", 384)));
        bedrock.throttleNext(0);
        lambda.clearInvocations();
        classifierOutputs.clear();
    }

    @Test
    void anUploadRunsEveryStateAndTheAnalysisSucceeds() throws Exception {
        String key = upload("mutual-nda.txt", NDA);
        String analysisId = trigger(key).getFirst();

        AslInterpreter.Execution execution = stepFunctions.executions().get(analysisId);
        assertEquals("SUCCEEDED", execution.status(), execution.toString());
        AnalysisRecord analysis = store.findAnalysis(TENANT, analysisId).orElseThrow();
        assertEquals(AnalysisStatus.SUCCEEDED, analysis.status());
        assertEquals(100, analysis.progress());
        assertFalse(store.clauses(TENANT, analysisId).isEmpty());
        assertEquals(store.clauses(TENANT, analysisId).size(), store.assessments(TENANT, analysisId).size());
        assertEquals(17, store.hypotheses(TENANT, analysisId).size());
        assertEquals("MUTUAL NON-DISCLOSURE AGREEMENT", store.findDocument(TENANT, analysis.documentId()).orElseThrow().title());
        assertTrue(lambda.invocations().containsAll(List.of("parser", "classifier", "risk-scorer", "gap-analyst", "finalize")));
        assertFalse(lambda.invocations().contains("mark-failed"));
        // identifiers only between states: the document's text never travels through the execution
        String output = execution.output().toString();
        assertFalse(output.contains("Receiving Party"), output);
        assertTrue(output.length() < 2_000, output.length() + " bytes: " + output);

        // the redline's own function reads the upload again and answers a Word file, base64 as API Gateway wants it
        var result = dev.clauselens.core.agent.AnalysisResults.read(store, TENANT, analysisId, 0, List.of()).orElseThrow();
        var conversations = new PostgresConversationStore(store);
        var api = new AnalysisApi(store, new S3Uploads(s3, null, BUCKET, Clock.systemUTC()), (name, request) -> false,
            Clock.systemUTC(), AnalysisApi.Limits.fromEnvironment(Map.of()), 0)
            .withRedlines(new DocumentRedlines(ParserLimits.DEFAULTS, Clock.systemUTC()), conversations);
        var request = APIGatewayV2HTTPEvent.builder()
            .withRawPath("/analyses/" + analysisId + "/redline.docx")
            .withRequestContext(APIGatewayV2HTTPEvent.RequestContext.builder()
                .withHttp(APIGatewayV2HTTPEvent.RequestContext.Http.builder().withMethod("GET").build())
                .withAuthorizer(APIGatewayV2HTTPEvent.RequestContext.Authorizer.builder()
                    .withJwt(APIGatewayV2HTTPEvent.RequestContext.Authorizer.JWT.builder()
                        .withClaims(Map.of("tenant_id", TENANT)).build()).build())
                .build())
            .build();
        APIGatewayV2HTTPResponse redline = new RedlineFunction(api, "tenant_id").handleRequest(request, null);
        assertEquals(200, redline.getStatusCode(), redline.getBody());
        assertTrue(redline.getIsBase64Encoded());
        assertEquals(AnalysisApi.DOCX_TYPE, redline.getHeaders().get("Content-Type"));
        assertEquals("attachment; filename=\"MUTUAL-NON-DISCLOSURE-AGREEMENT-redline.docx\"",
            redline.getHeaders().get("Content-Disposition"));
        long fixes = result.playbook().findings().stream().filter(f -> f.fix() != null).count();
        try (var docx = docx(redline)) {
            assertEquals("MUTUAL NON-DISCLOSURE AGREEMENT", docx.getParagraphs().getFirst().getText());
            assertEquals(fixes > 0, docx.getDocument().xmlText().contains("w:author=\"ClauseLens\""), fixes + " fixes; "
                + result.playbook());
        }

        // with a redline the user confirmed through the assistant, kept in PostgreSQL beside the analysis
        String confirmed = "Each Party shall protect the other Party's Confidential Information with reasonable care.";
        conversations.recordAction(new FindingAction(TENANT, analysisId, "act-1", FindingAction.Kind.REDLINE,
            result.clauses().getLast().chunkId(), new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode()
                .put("replacement", confirmed).put("reason", "asked for in the deal call"), Instant.now()));
        try (var docx = docx(new RedlineFunction(api, "tenant_id").handleRequest(request, null))) {
            assertTrue(docx.getDocument().xmlText().contains("reasonable care"), "the confirmed redline is a tracked insertion");
            assertTrue(java.util.Arrays.stream(docx.getComments()).anyMatch(c -> c.getText()
                .equals("Redline confirmed in ClauseLens Ask: asked for in the deal call.")), "with its comment");
        }
    }

    private static XWPFDocument docx(APIGatewayV2HTTPResponse response) throws java.io.IOException {
        assertEquals(200, response.getStatusCode(), response.getBody());
        return new XWPFDocument(new java.io.ByteArrayInputStream(java.util.Base64.getDecoder().decode(response.getBody())));
    }

    @Test
    void aThrottledModelIsRetriedByTheStateMachineAndTheAnalysisSucceeds() {
        String key = upload("throttled.txt", NDA + "\n7. Widgets. The widgets shall be painted blue before the spring fair.\n");
        bedrock.throttleNext(1);

        String analysisId = trigger(key).getFirst();

        AslInterpreter.Execution execution = stepFunctions.executions().get(analysisId);
        assertEquals("SUCCEEDED", execution.status(), execution.toString());
        assertEquals(1, execution.count("StateFailed", "Classify batch", "dev.clauselens.core.error.ModelThrottledException"),
            execution.events().toString());
        assertEquals(1, execution.count("StateRetried", "Classify batch", null), "retried by the state machine");
        long classifierRuns = lambda.invocations().stream().filter("classifier"::equals).count();
        assertTrue(classifierRuns > store.progress(TENANT, analysisId).stream()
                .filter(e -> e.stage() == Stage.CLASSIFY && e.message().startsWith("Batch")).count(),
            "a classify batch ran twice: " + lambda.invocations());
        assertEquals(AnalysisStatus.SUCCEEDED, store.findAnalysis(TENANT, analysisId).orElseThrow().status());
    }

    @Test
    void aDocumentThatCannotBeReadEndsInMarkFailedWithItsReason() {
        String key = upload("scan.pdf", "%PDF-1.7 this is not really a PDF");

        String analysisId = trigger(key).getFirst();

        AslInterpreter.Execution execution = stepFunctions.executions().get(analysisId);
        assertEquals("FAILED", execution.status());
        assertEquals("dev.clauselens.core.error.DocumentRejectedException", execution.error(), execution.toString());
        assertTrue(lambda.invocations().contains("mark-failed"), lambda.invocations().toString());
        AnalysisRecord analysis = store.findAnalysis(TENANT, analysisId).orElseThrow();
        assertEquals(AnalysisStatus.FAILED, analysis.status());
        assertEquals(Stage.PARSE, analysis.stage());
        assertEquals(ErrorCode.MALFORMED, analysis.errorCode(), analysis.toString());
        assertFalse(analysis.errorReason().isBlank());
        assertTrue(store.chunks(TENANT, analysis.documentId()).isEmpty(), "nothing half-written");
    }

    @Test
    void aStepRetriedAfterItsCommitAddsNoRows() {
        String key = upload("crash.txt", NDA + "\n8. Entire Agreement. This is the entire agreement.\n");
        crashClassifierOnce.set(true);

        String analysisId = trigger(key).getFirst();

        AslInterpreter.Execution execution = stepFunctions.executions().get(analysisId);
        assertEquals("SUCCEEDED", execution.status(), execution.toString());
        assertFalse(crashClassifierOnce.get(), "the crash happened");
        // the crashed batch ran twice: first it worked, then its retry found the done mark and reused the rows
        JsonNode crashed = crashedOutput.get();
        List<JsonNode> sameBatch = classifierOutputs.stream()
            .filter(o -> o.path("batch").asInt() == crashed.path("batch").asInt()).toList();
        assertEquals(2, sameBatch.size(), classifierOutputs.toString());
        assertFalse(sameBatch.get(0).path("reused").asBoolean());
        assertTrue(sameBatch.get(1).path("reused").asBoolean(), sameBatch.toString());
        assertEquals(sameBatch.get(0).path("count").asInt(), sameBatch.get(1).path("count").asInt());
        long batches = store.progress(TENANT, analysisId).stream()
            .filter(e -> e.stage() == Stage.CLASSIFY && e.eventKey().endsWith("-done")).count();
        assertEquals(batches + 1, classifierOutputs.size(), "only the crashed batch ran twice");
    }

    @Test
    void theSameUploadEventDeliveredTwiceStartsOneExecution() {
        String key = upload("twice.txt", NDA + "\n9. Counterparts. This Agreement may be signed in counterparts.\n");
        int before = stepFunctions.startRequests();
        int executionsBefore = stepFunctions.executions().size();

        String first = trigger(key).getFirst();
        String second = trigger(key).getFirst();

        assertEquals(first, second);
        assertEquals(before + 2, stepFunctions.startRequests(), "both events asked");
        assertEquals(executionsBefore + 1, stepFunctions.executions().size(), "one execution");
        assertEquals(1, lambda.invocations().stream().filter("parser"::equals).count(), "one execution ran");
        assertEquals(1, store.recentAnalyses(TENANT, 100).stream().filter(a -> a.analysisId().equals(first)).count());
        assertEquals(AnalysisStatus.SUCCEEDED, store.findAnalysis(TENANT, first).orElseThrow().status());
    }

    @Test
    void aFailedAnalysisRunsAgainFromTheSameUploadAndDuplicatesOfTheNewAttemptStartNothing() {
        String key = upload("crashing-nda.txt", NDA);
        lambda.register("parser", (in, out, context) -> {
            throw new LocalLambda.Failure("java.lang.OutOfMemoryError", "Java heap space");
        });
        String analysisId = trigger(key).getFirst();
        AnalysisRecord failed = store.findAnalysis(TENANT, analysisId).orElseThrow();
        assertEquals(AnalysisStatus.FAILED, failed.status());
        assertEquals(ErrorCode.INTERNAL, failed.errorCode());

        lambda.register("parser", new ParserFunction(runtime, s3,
            new ParserFunctionConfig(ParserLimits.DEFAULTS, "bge-small", 384)));
        assertEquals(analysisId, trigger(key).getFirst(), "the same upload is the same analysis");
        AslInterpreter.Execution retried = stepFunctions.executions().get(analysisId + "-attempt-2");
        assertEquals("SUCCEEDED", retried.status(), String.valueOf(retried));
        AnalysisRecord succeeded = store.findAnalysis(TENANT, analysisId).orElseThrow();
        assertEquals(AnalysisStatus.SUCCEEDED, succeeded.status());
        assertEquals(2, succeeded.attempt());
        assertEquals(null, succeeded.errorCode());

        int executions = stepFunctions.executions().size();
        trigger(key);
        assertEquals(executions, stepFunctions.executions().size(), "a duplicate event after success starts nothing");
    }

    /** EventBridge's "Step Functions Execution Status Change" event, as AWS documents it. */
    @Test
    void anExecutionThatTimedOutOrWasAbortedLeavesItsAnalysisFailedNotRunning() throws Exception {
        for (String status : List.of("TIMED_OUT", "ABORTED")) {
            String analysisId = "an-" + status.toLowerCase().replace("_", "");
            var step = dev.clauselens.core.stage.Step.of(TENANT, analysisId, "doc-" + analysisId);
            dev.clauselens.core.agent.AnalysisPipeline.register(store, Clock.systemUTC(), step, "nda.txt", "etag:1",
                "uploads/acme/x/nda.txt", null, null);
            store.updateAnalysis(TENANT, analysisId, dev.clauselens.core.analysis.AnalysisUpdate.running(Stage.CLASSIFY, 40,
                "Classifying", java.time.Instant.now()));
            String input = JSON.writeValueAsString(Map.of("tenantId", TENANT, "analysisId", analysisId, "documentId",
                step.documentId(), "bucket", BUCKET, "key", "uploads/acme/x/nda.txt", "maxConcurrency", 2));
            String event = JSON.writeValueAsString(Map.of("version", "0", "id", UUID.randomUUID().toString(),
                "detail-type", "Step Functions Execution Status Change", "source", "aws.states",
                "account", "123456789012", "time", "2026-11-22T10:00:00Z", "region", "us-east-1",
                "resources", List.of("arn:aws:states:us-east-1:123456789012:execution:analyze-nda:" + analysisId),
                "detail", Map.of("executionArn", "arn:aws:states:us-east-1:123456789012:execution:analyze-nda:" + analysisId,
                    "stateMachineArn", "arn:aws:states:us-east-1:123456789012:stateMachine:analyze-nda",
                    "name", analysisId, "status", status, "input", input)));
            new MarkFailedFunction(runtime).handleRequest(new java.io.ByteArrayInputStream(event.getBytes(StandardCharsets.UTF_8)),
                new ByteArrayOutputStream(), null);
            AnalysisRecord analysis = store.findAnalysis(TENANT, analysisId).orElseThrow();
            assertEquals(AnalysisStatus.FAILED, analysis.status(), status);
            assertEquals(status.equals("TIMED_OUT") ? ErrorCode.TIMEOUT : ErrorCode.CANCELLED, analysis.errorCode());
            assertEquals(Stage.CLASSIFY, analysis.stage(), "the stage it was in");
            assertTrue(analysis.errorReason().contains("starting it again"), analysis.errorReason());
        }
    }

    private static String upload(String name, String text) {
        String key = "uploads/" + TENANT + "/" + UUID.randomUUID() + "/" + name;
        s3.putObject(b -> b.bucket(BUCKET).key(key), RequestBody.fromString(text));
        return key;
    }

    /** Delivers S3's notification for {@code key} to the real upload trigger. */
    @SuppressWarnings("unchecked")
    private static List<String> trigger(String key) {
        String etag = S3Uploads.unquote(s3.headObject(b -> b.bucket(BUCKET).key(key)).eTag());
        String json = """
            {"Records":[{"eventVersion":"2.1","eventSource":"aws:s3","awsRegion":"us-east-1",
             "eventTime":"2026-11-21T10:00:00.000Z","eventName":"ObjectCreated:Put",
             "s3":{"s3SchemaVersion":"1.0","configurationId":"uploads",
                   "bucket":{"name":"%s","arn":"arn:aws:s3:::%s"},
                   "object":{"key":"%s","size":100,"eTag":"%s","sequencer":"0A1B2C3D4E5F678901"}}}]}
            """.formatted(BUCKET, BUCKET, key, etag);
        S3Event event = LambdaEventSerializers.serializerFor(S3Event.class, StateMachineIT.class.getClassLoader())
            .fromJson(json);
        var uploads = new S3Uploads(s3, S3Presigner.builder().endpointOverride(S3_PROXY.getUri()).region(Region.US_EAST_1)
            .credentialsProvider(credentials()).serviceConfiguration(S3Configuration.builder().pathStyleAccessEnabled(true)
                .build()).build(), BUCKET, Clock.systemUTC());
        var api = new AnalysisApi(store, uploads, new StepFunctionsExecutions(sfn,
            "arn:aws:states:us-east-1:123456789012:stateMachine:analyze-nda", 2), Clock.systemUTC(),
            new AnalysisApi.Limits(1 << 20, ParserLimits.DEFAULTS.maxBytes()), 0);
        return new UploadTriggerFunction(api).handleRequest(event, null);
    }

    private static StaticCredentialsProvider credentials() {
        return StaticCredentialsProvider.create(AwsBasicCredentials.create(S3_PROXY.getAccessKey(), S3_PROXY.getSecretKey()));
    }
}
