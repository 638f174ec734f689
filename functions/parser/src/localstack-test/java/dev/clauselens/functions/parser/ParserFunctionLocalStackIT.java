package dev.clauselens.functions.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.documents.ParserLimits;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.localstack.LocalStackContainer;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

/** The Parser function against LocalStack's S3 (opt-in: {@code -Plocalstack}, needs Docker). */
@Testcontainers(disabledWithoutDocker = true)
class ParserFunctionLocalStackIT {

    @Container
    static final LocalStackContainer LOCALSTACK = new LocalStackContainer("localstack/localstack:4.4").withServices("s3");

    @Test
    void parsesAnUploadInLocalStack() throws Exception {
        try (S3Client s3 = S3Client.builder()
            .endpointOverride(LOCALSTACK.getEndpoint())
            .region(Region.of(LOCALSTACK.getRegion()))
            .forcePathStyle(true)
            .credentialsProvider(StaticCredentialsProvider.create(
                AwsBasicCredentials.create(LOCALSTACK.getAccessKey(), LOCALSTACK.getSecretKey())))
            .httpClientBuilder(Apache5HttpClient.builder())
            .build()) {
            s3.createBucket(b -> b.bucket("uploads"));
            s3.putObject(r -> r.bucket("uploads").key("uploads/acme/d1/nda.txt"),
                RequestBody.fromString("1. Term. This Agreement lasts two years.\n\n2. Law. English law applies."));
            var out = new ByteArrayOutputStream();
            new ParserFunction(s3, new ParserFunctionConfig(ParserLimits.DEFAULTS)).handleRequest(
                new ByteArrayInputStream(("{\"tenantId\":\"acme\",\"analysisId\":\"a1\",\"documentId\":\"d1\","
                    + "\"bucket\":\"uploads\",\"key\":\"uploads/acme/d1/nda.txt\"}").getBytes(StandardCharsets.UTF_8)),
                out, null);
            assertEquals(2, new ObjectMapper().readTree(out.toByteArray()).get("chunkCount").asInt());
        }
    }
}
