package dev.clauselens.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;

class RdsIamTokenTest {

    @Test
    void isAPresignedConnectRequestForRdsDbWithoutItsScheme() {
        var clock = Clock.fixed(Instant.parse("2026-11-21T10:00:00Z"), ZoneOffset.UTC);
        var token = new RdsIamToken("proxy.example.eu-west-1.rds.amazonaws.com", 5432, "clauselens_app", "eu-west-1",
            StaticCredentialsProvider.create(AwsBasicCredentials.create("AKIDEXAMPLE", "secret")), clock).get();

        assertTrue(token.startsWith("proxy.example.eu-west-1.rds.amazonaws.com:5432/?"), token);
        assertTrue(token.contains("Action=connect"), token);
        assertTrue(token.contains("DBUser=clauselens_app"), token);
        assertTrue(token.contains("X-Amz-Credential=AKIDEXAMPLE%2F20261121%2Feu-west-1%2Frds-db%2Faws4_request"), token);
        assertTrue(token.contains("X-Amz-Expires=900"), token);
        assertTrue(token.matches(".*X-Amz-Signature=[0-9a-f]{64}.*"), token);
        assertEquals(token, new RdsIamToken("proxy.example.eu-west-1.rds.amazonaws.com", 5432, "clauselens_app",
            "eu-west-1", StaticCredentialsProvider.create(AwsBasicCredentials.create("AKIDEXAMPLE", "secret")), clock).get(),
            "the same request at the same time signs the same");
    }
}
