package dev.clauselens.functions.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.documents.ParserLimits;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.gaul.s3proxy.junit.S3ProxyExtension;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

/** The Parser function against a real S3 protocol server (S3Proxy, in-process), fed real event JSON. */
class ParserFunctionIT {
    private static final String BUCKET = "clauselens-uploads";
    private static final String KEY = "uploads/acme/doc-0001/mutual-nda.txt";
    private static final String NDA = """
        MUTUAL NON-DISCLOSURE AGREEMENT

        1. Confidentiality. Each party shall keep the other's Confidential Information secret.

        2. Term. This Agreement lasts two years; obligations survive for three years after it ends.
        """;

    @RegisterExtension
    static final S3ProxyExtension S3_PROXY = S3ProxyExtension.builder().withCredentials("access", "secret").build();

    private final ObjectMapper json = new ObjectMapper();
    private S3Client s3;
    private ParserFunction function;

    @BeforeEach
    void setUp() {
        s3 = S3Client.builder()
            .endpointOverride(S3_PROXY.getUri())
            .region(Region.US_EAST_1)
            .forcePathStyle(true)
            .credentialsProvider(StaticCredentialsProvider.create(
                AwsBasicCredentials.create(S3_PROXY.getAccessKey(), S3_PROXY.getSecretKey())))
            .httpClientBuilder(Apache5HttpClient.builder())
            .build();
        s3.createBucket(b -> b.bucket(BUCKET));
        function = new ParserFunction(s3, new ParserFunctionConfig(ParserLimits.DEFAULTS));
    }

    @AfterEach
    void tearDown() {
        s3.close();
    }

    @Test
    void parsesAnUploadAndKeepsTheResultInS3() throws IOException {
        upload(KEY, NDA.getBytes(StandardCharsets.UTF_8));
        JsonNode result = invoke(event());
        assertEquals("parsed/acme/doc-0001.json", result.get("parsedKey").asText());
        assertEquals(2, result.get("chunkCount").asInt());
        assertFalse(result.get("reused").asBoolean());
        assertFalse(result.toString().contains("Confidential Information secret"), "the step output carries no text");

        JsonNode parsed = json.readTree(s3.getObjectAsBytes(r -> r.bucket(BUCKET).key("parsed/acme/doc-0001.json"))
            .asByteArray());
        assertEquals("MUTUAL NON-DISCLOSURE AGREEMENT", parsed.get("title").asText());
        JsonNode chunk = parsed.get("chunks").get(1);
        assertEquals("2. Term", chunk.get("sectionPath").get(0).asText());
        String raw = parsed.get("rawText").asText();
        assertEquals(chunk.get("content").asText(),
            raw.substring(chunk.get("startPosition").asInt(), chunk.get("endPosition").asInt()));
    }

    @Test
    void aRetriedStepReturnsTheEarlierResultWithoutParsingAgain() throws IOException {
        upload(KEY, NDA.getBytes(StandardCharsets.UTF_8));
        invoke(event());
        String firstTag = s3.headObject(r -> r.bucket(BUCKET).key("parsed/acme/doc-0001.json")).eTag();
        s3.deleteObject(r -> r.bucket(BUCKET).key(KEY));

        JsonNode again = invoke(event());
        assertTrue(again.get("reused").asBoolean());
        assertEquals(2, again.get("chunkCount").asInt());
        assertEquals(firstTag, s3.headObject(r -> r.bucket(BUCKET).key("parsed/acme/doc-0001.json")).eTag());
    }

    @Test
    void anUnreadableDocumentFailsTheStepWithATypedError() {
        upload(KEY, new byte[] {0x00, 0x01, 0x02, (byte) 0xFF, 0x00, 0x10});
        var e = assertThrows(DocumentRejectedException.class, () -> invoke(event()));
        assertEquals(ErrorCode.UNSUPPORTED_TYPE, e.code());
        assertEquals(0, s3.listObjectsV2(r -> r.bucket(BUCKET).prefix("parsed/")).keyCount(), "nothing half-written");
    }

    @Test
    void refusesAKeyOutsideTheTenantsUploads() {
        upload("uploads/other-tenant/secret.txt", NDA.getBytes(StandardCharsets.UTF_8));
        String event = event().replace(KEY, "uploads/other-tenant/secret.txt");
        var e = assertThrows(InvalidInputException.class, () -> invoke(event));
        assertTrue(e.getMessage().contains("uploads/acme/"), e.getMessage());
    }

    @Test
    void refusesAnEventWithoutIdentifiers() {
        var e = assertThrows(InvalidInputException.class, () -> invoke("{\"tenantId\": \"acme\"}"));
        assertTrue(e.getMessage().contains("analysisId"), e.getMessage());
        assertThrows(InvalidInputException.class, () -> invoke("not json"));
    }

    @Test
    void reportsAMissingUploadAsInvalidInput() {
        var e = assertThrows(InvalidInputException.class, () -> invoke(event()));
        assertTrue(e.getMessage().contains(KEY), e.getMessage());
    }

    private JsonNode invoke(String event) throws IOException {
        var out = new ByteArrayOutputStream();
        function.handleRequest(new ByteArrayInputStream(event.getBytes(StandardCharsets.UTF_8)), out, null);
        return json.readTree(out.toByteArray());
    }

    private String event() {
        try (InputStream in = getClass().getResourceAsStream("/events/parse-request.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private void upload(String key, byte[] bytes) {
        s3.putObject(r -> r.bucket(BUCKET).key(key), RequestBody.fromBytes(bytes));
    }
}
