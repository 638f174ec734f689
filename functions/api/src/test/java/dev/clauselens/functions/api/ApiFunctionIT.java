package dev.clauselens.functions.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.analysis.AnalysisUpdate;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.api.AnalysisApi;
import dev.clauselens.core.api.Uploads;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.stage.ParseRequest;
import dev.clauselens.core.taxonomy.Perspective;
import dev.clauselens.embedded.SqliteAnalysisStore;
import dev.clauselens.s3.S3Uploads;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.gaul.s3proxy.junit.S3ProxyExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3Configuration;
import software.amazon.awssdk.services.s3.presigner.S3Presigner;

/**
 * The API handler with API Gateway's v2 events, S3 served by S3Proxy and the embedded store. Starts
 * are recorded instead of run: the state machine itself is exercised by {@code StateMachineIT}.
 */
class ApiFunctionIT {
    private static final String BUCKET = "clauselens-uploads";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ADDIN = """
        {"content": {"rawText": "MUTUAL NDA\\r1. Each party keeps the other's information secret.",
          "paragraphs": [{"text": "MUTUAL NDA", "style": "Title", "isHeading": true},
                         {"text": "1. Each party keeps the other's information secret.", "style": "Normal", "isHeading": false}]}}
        """;

    @RegisterExtension
    static final S3ProxyExtension S3_PROXY = S3ProxyExtension.builder().withCredentials("access", "secret").build();

    private final SqliteAnalysisStore store = SqliteAnalysisStore.inMemory();
    private final List<ParseRequest> started = new CopyOnWriteArrayList<>();
    private final Set<String> executionNames = ConcurrentHashMap.newKeySet();
    private S3Client s3;
    private S3Uploads uploads;
    private ApiFunction function;

    @BeforeEach
    void setUp() {
        var credentials = StaticCredentialsProvider.create(AwsBasicCredentials.create(S3_PROXY.getAccessKey(),
            S3_PROXY.getSecretKey()));
        s3 = S3Client.builder().endpointOverride(S3_PROXY.getUri()).region(Region.US_EAST_1).forcePathStyle(true)
            .credentialsProvider(credentials).httpClientBuilder(Apache5HttpClient.builder()).build();
        s3.createBucket(b -> b.bucket(BUCKET));
        uploads = new S3Uploads(s3, S3Presigner.builder().endpointOverride(S3_PROXY.getUri()).region(Region.US_EAST_1)
            .credentialsProvider(credentials).serviceConfiguration(S3Configuration.builder().pathStyleAccessEnabled(true)
                .build()).build(), BUCKET, Clock.systemUTC());
        var api = new AnalysisApi(store, uploads, (name, request) -> executionNames.add(name) && started.add(request),
            Clock.systemUTC(),
            new AnalysisApi.Limits(64 * 1024, 1024 * 1024), 0);
        function = new ApiFunction(api, "tenant_id");
    }

    @AfterEach
    void tearDown() {
        s3.close();
    }

    @Test
    void oneTenantCannotReadListOrDeleteAnothersAnalysis() throws Exception {
        String id = body(call("globex", "POST", "/analyses", ADDIN), 202).get("analysisId").asText();

        assertError(call("acme", "GET", "/analyses/" + id, null), 404, "NOT_FOUND");
        assertError(call("acme", "GET", "/analyses/" + id + "/results", null), 404, "NOT_FOUND");
        assertError(call("acme", "DELETE", "/analyses/" + id, null), 404, "NOT_FOUND");
        assertTrue(body(call("acme", "GET", "/analyses", null), 200).get("analyses").isEmpty());

        JsonNode own = body(call("globex", "GET", "/analyses/" + id, null), 200);
        assertEquals("QUEUED", own.get("status").asText());
        assertEquals(1, body(call("globex", "GET", "/analyses", null), 200).get("analyses").size());
        assertError(call("globex", "GET", "/analyses/" + id + "/results", null), 409, "NOT_READY");
    }

    @Test
    void aTenantInTheBodyIsIgnoredAndTheSameTextTwiceIsOneAnalysis() throws Exception {
        String body = ADDIN.replaceFirst("\\{", "{\"tenantId\": \"globex\",");
        String first = body(call("acme", "POST", "/analyses", body), 202).get("analysisId").asText();
        String second = body(call("acme", "POST", "/analyses", body), 202).get("analysisId").asText();

        assertEquals(first, second, "a repeated request is the same analysis");
        assertTrue(store.findAnalysis("acme", first).isPresent());
        assertTrue(store.findAnalysis("globex", first).isEmpty());
        assertTrue(started.stream().allMatch(r -> r.tenantId().equals("acme") && r.key().startsWith("uploads/acme/addin/")),
            started.toString());
        String stored = s3.getObjectAsBytes(b -> b.bucket(BUCKET).key(started.getFirst().key())).asUtf8String();
        assertFalse(stored.contains("globex"), stored);
    }

    @Test
    void theSideReviewedForIsPartOfTheAnalysis() throws Exception {
        String inferred = body(call("acme", "POST", "/analyses", ADDIN), 202).get("analysisId").asText();
        String asRecipient = body(call("acme", "POST", "/analyses", ADDIN.replaceFirst("\\{", "{\"perspective\": \"recipient\",")), 202)
            .get("analysisId").asText();
        assertNotEquals(inferred, asRecipient, "the same text reviewed for another side is another analysis");
        assertNull(store.findAnalysis("acme", inferred).orElseThrow().perspective(), "left out: inferred from the document");
        assertEquals(Perspective.RECIPIENT, store.findAnalysis("acme", asRecipient).orElseThrow().perspective());
        assertEquals("recipient", body(call("acme", "GET", "/analyses/" + asRecipient, null), 200).get("perspective").asText());
        int before = started.size();
        assertError(call("acme", "POST", "/analyses", ADDIN.replaceFirst("\\{", "{\"perspective\": \"buyer\",")), 400, "INVALID_INPUT");
        assertEquals(before, started.size(), "nothing started for a side that does not exist");
    }

    @Test
    void badRequestsGetAClearCode() {
        assertError(call("acme", "POST", "/analyses", "{not json"), 400, "INVALID_INPUT");
        assertError(call("acme", "POST", "/analyses", "{\"paragraphs\": []}"), 400, "INVALID_INPUT");
        assertError(call("acme", "POST", "/analyses", "{\"key\": \"uploads/globex/x/nda.pdf\"}"), 404, "NOT_FOUND");
        assertError(call("acme", "POST", "/analyses", "{\"text\": \"" + "x".repeat(70 * 1024) + "\"}"), 413, "TOO_LARGE");
        assertError(call("acme", "POST", "/uploads", "{\"fileName\": \"a.exe\", \"contentType\": \"application/x-msdownload\", "
            + "\"size\": 10}"), 415, "UNSUPPORTED_TYPE");
        assertError(call("acme", "POST", "/uploads", "{\"fileName\": \"a.pdf\", \"contentType\": \"application/pdf\", "
            + "\"size\": 5000000}"), 413, "TOO_LARGE");
        assertError(call(null, "GET", "/analyses", null), 401, "UNAUTHORIZED");
        assertError(call("acme", "PATCH", "/analyses/an-1", "{}"), 404, "NOT_FOUND");
        assertTrue(started.isEmpty(), "nothing started");
    }

    @Test
    void aPresignedUploadTakesExactlyTheDeclaredFileUnderTheTenantsPrefixAndStartsItsAnalysis() throws Exception {
        byte[] file = "MUTUAL NDA\n\n1. Each party keeps the other's information secret.\n".getBytes();
        JsonNode upload = body(call("acme", "POST", "/uploads", "{\"fileName\": \"../../Mutual NDA.txt\", "
            + "\"contentType\": \"text/plain\", \"size\": " + file.length + "}"), 201);
        String key = upload.get("key").asText();
        assertTrue(key.startsWith("uploads/acme/") && key.endsWith("/Mutual-NDA.txt"), key);

        var http = HttpClient.newHttpClient();
        var put = HttpRequest.newBuilder(URI.create(upload.get("url").asText()))
            .header("Content-Type", "text/plain").PUT(HttpRequest.BodyPublishers.ofByteArray(file)).build();
        assertEquals(200, http.send(put, HttpResponse.BodyHandlers.ofString()).statusCode());
        var tampered = HttpRequest.newBuilder(URI.create(upload.get("url").asText().replace(key, key + "-other")))
            .header("Content-Type", "text/plain").PUT(HttpRequest.BodyPublishers.ofByteArray(file)).build();
        assertEquals(403, http.send(tampered, HttpResponse.BodyHandlers.ofString()).statusCode(), "the key is signed");

        String id = body(call("acme", "POST", "/analyses", "{\"key\": \"" + key + "\"}"), 202).get("analysisId").asText();
        assertEquals(key, started.getFirst().key());

        assertEquals(204, call("acme", "DELETE", "/analyses/" + id, null).getStatusCode());
        assertTrue(store.findAnalysis("acme", id).isEmpty());
        assertTrue(uploads.find(key).isEmpty(), "the upload is gone too");
    }

    @Test
    void aFailedAnalysisRunsAgainAsItsNextAttemptWhileDuplicatesOfARunningOneStartNothing() throws Exception {
        String id = body(call("acme", "POST", "/analyses", ADDIN), 202).get("analysisId").asText();
        body(call("acme", "POST", "/analyses", ADDIN), 202);
        store.updateAnalysis("acme", id, AnalysisUpdate.running(Stage.CLASSIFY, 40, "Classifying", Instant.now()));
        assertEquals("RUNNING", body(call("acme", "POST", "/analyses", ADDIN), 202).get("status").asText());
        assertEquals(1, started.size(), "duplicates of a queued or running analysis start nothing");
        assertError(call("acme", "POST", "/analyses/" + id + "/retry", null), 409, "CONFLICT");

        store.updateAnalysis("acme", id, AnalysisUpdate.failed(Stage.CLASSIFY, ErrorCode.INTERNAL, "Crashed", Instant.now()));
        JsonNode again = body(call("acme", "POST", "/analyses", ADDIN), 202);
        assertEquals(id, again.get("analysisId").asText(), "the same document is the same analysis");
        assertEquals("QUEUED", again.get("status").asText());
        assertFalse(again.has("error"), again.toString());
        assertEquals(2, started.size(), "the failed analysis started again");
        assertTrue(executionNames.contains(id + "-attempt-2"), executionNames.toString());
        body(call("acme", "POST", "/analyses", ADDIN), 202);
        assertEquals(2, started.size(), "a duplicate of the new attempt starts nothing");

        store.updateAnalysis("acme", id, AnalysisUpdate.failed(Stage.PARSE, ErrorCode.TIMEOUT, "Too slow", Instant.now()));
        assertError(call("globex", "POST", "/analyses/" + id + "/retry", null), 404, "NOT_FOUND");
        assertEquals("QUEUED", body(call("acme", "POST", "/analyses/" + id + "/retry", null), 202).get("status").asText());
        assertEquals(3, store.findAnalysis("acme", id).orElseThrow().attempt());
        assertTrue(executionNames.contains(id + "-attempt-3"), executionNames.toString());
        assertEquals(started.getFirst(), started.getLast(), "every attempt reads the same upload");
    }

    @Test
    void aTenantPutsItsPlaybookReadsItBackAndNamesItForAnAnalysis() throws Exception {
        String yaml = """
            name: sales-2026
            perspective: Recipient
            description: What sales signs without legal.
            positions:
              - topic: term
                standard: {position: One to three years., accept: {states: [years], years: {min: 1, max: 3}}}
                escalation: Anything longer.
            """;
        JsonNode created = body(call("acme", "PUT", "/playbooks/sales-2026", yaml), 201);
        assertEquals("recipient", created.at("/playbook/perspective").asText());
        assertFalse(created.get("builtIn").asBoolean());
        assertEquals(1, created.get("positions").asInt());
        String json = created.get("playbook").toString().replace("One to three years.", "Up to two years.")
            .replace("\"max\":3", "\"max\":2");
        assertEquals("Up to two years.", body(call("acme", "PUT", "/playbooks/sales-2026", json), 200)
            .at("/playbook/positions/0/standard/position").asText(), "the same name again replaces it");
        assertEquals(2.0, body(call("acme", "GET", "/playbooks/sales-2026", null), 200)
            .at("/playbook/positions/0/standard/accept/years/max").asDouble());

        List<String> listed = new java.util.ArrayList<>();
        body(call("acme", "GET", "/playbooks", null), 200).get("playbooks").forEach(p -> listed.add(p.get("name").asText()));
        assertEquals(List.of("default-discloser", "default-recipient", "default-mutual", "sales-2026"), listed);
        assertEquals("default-mutual", body(call("acme", "GET", "/playbooks/default-mutual", null), 200)
            .at("/playbook/name").asText());
        assertError(call("globex", "GET", "/playbooks/sales-2026", null), 404, "NOT_FOUND");
        assertEquals(3, body(call("globex", "GET", "/playbooks", null), 200).get("playbooks").size());

        var refused = call("acme", "PUT", "/playbooks/sales-2026", yaml.replace("topic: term", "topic: terms"));
        assertError(refused, 400, "INVALID_INPUT");
        assertTrue(refused.getBody().contains("positions[0].topic"), refused.getBody());
        assertEquals("Up to two years.", body(call("acme", "GET", "/playbooks/sales-2026", null), 200)
            .at("/playbook/positions/0/standard/position").asText(), "a refused playbook leaves the one kept before");
        assertError(call("acme", "PUT", "/playbooks/other", yaml), 400, "INVALID_INPUT");
        assertError(call("acme", "PUT", "/playbooks/default-recipient", yaml.replace("sales-2026", "default-recipient")),
            409, "CONFLICT");
        assertError(call("acme", "PUT", "/playbooks/Sales!", yaml), 400, "INVALID_INPUT");

        String withPlaybook = ADDIN.replaceFirst("\\{", "{\"playbook\": \"sales-2026\",");
        JsonNode started = body(call("acme", "POST", "/analyses", withPlaybook), 202);
        assertEquals("sales-2026", started.get("playbook").asText());
        assertEquals("sales-2026", store.findAnalysis("acme", started.get("analysisId").asText()).orElseThrow().playbook());
        assertNotEquals(started.get("analysisId").asText(), body(call("acme", "POST", "/analyses", ADDIN), 202)
            .get("analysisId").asText(), "another playbook is another analysis");
        assertError(call("globex", "POST", "/analyses", withPlaybook), 404, "NOT_FOUND");
    }

    @Test
    void anUnexpectedFailureReachesTheCallerAsATypedErrorAndAPreflightNeedsNoToken() throws Exception {
        Uploads broken = new Uploads() {
            public String bucket() {
                return BUCKET;
            }

            public Presigned presign(String key, String contentType, long size) {
                throw new IllegalStateException("secret internals");
            }

            public String put(String key, byte[] bytes, String contentType) {
                throw new IllegalStateException("secret internals");
            }

            public Optional<Stored> find(String key) {
                throw new IllegalStateException("secret internals");
            }

            public byte[] read(String key) {
                throw new IllegalStateException("secret internals");
            }

            public void delete(String key) {
                throw new IllegalStateException("secret internals");
            }
        };
        function = new ApiFunction(new AnalysisApi(store, broken, (name, request) -> true, Clock.systemUTC(),
            new AnalysisApi.Limits(64 * 1024, 1024 * 1024), 0), "tenant_id");
        var failed = call("acme", "POST", "/analyses", ADDIN);
        assertError(failed, 500, "INTERNAL");
        assertEquals("application/json", failed.getHeaders().get("Content-Type").split(";")[0]);
        assertFalse(failed.getBody().contains("secret internals"), failed.getBody());
        assertEquals(204, call(null, "OPTIONS", "/analyses", null).getStatusCode());
    }

    private APIGatewayV2HTTPResponse call(String tenant, String method, String path, String body) {
        var authorizer = APIGatewayV2HTTPEvent.RequestContext.Authorizer.builder()
            .withJwt(APIGatewayV2HTTPEvent.RequestContext.Authorizer.JWT.builder()
                .withClaims(tenant == null ? Map.of("sub", "someone") : Map.of("sub", "someone", "tenant_id", tenant))
                .build())
            .build();
        var event = APIGatewayV2HTTPEvent.builder()
            .withRawPath(path)
            .withBody(body)
            .withIsBase64Encoded(false)
            .withRequestContext(APIGatewayV2HTTPEvent.RequestContext.builder()
                .withHttp(APIGatewayV2HTTPEvent.RequestContext.Http.builder().withMethod(method).withPath(path).build())
                .withAuthorizer(authorizer)
                .build())
            .build();
        return function.handleRequest(event, null);
    }

    private static JsonNode body(APIGatewayV2HTTPResponse response, int status) throws Exception {
        assertEquals(status, response.getStatusCode(), response.getBody());
        return JSON.readTree(response.getBody());
    }

    private static void assertError(APIGatewayV2HTTPResponse response, int status, String code) {
        assertEquals(status, response.getStatusCode(), response.getBody());
        try {
            JsonNode error = JSON.readTree(response.getBody()).get("error");
            assertEquals(code, error.get("code").asText(), response.getBody());
            assertFalse(error.get("message").asText().isBlank());
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }
}
