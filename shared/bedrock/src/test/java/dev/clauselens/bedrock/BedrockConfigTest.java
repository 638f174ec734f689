package dev.clauselens.bedrock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.error.InvalidConfigurationException;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BedrockConfigTest {

    @Test
    void readsTimeoutsBelowTheLambdaLimitFromTheEnvironment() {
        var defaults = BedrockConfig.fromEnvironment(Map.of("AWS_REGION", "eu-west-1"));
        assertEquals("eu-west-1", defaults.region());
        assertEquals(null, defaults.endpoint());
        assertEquals(3, defaults.maxAttempts());
        assertTrue(defaults.callTimeout().compareTo(Duration.ofSeconds(300)) < 0, "below the agent functions' timeout");
        assertTrue(defaults.attemptTimeout().compareTo(defaults.callTimeout()) <= 0);

        var local = BedrockConfig.fromEnvironment(Map.of("AWS_REGION", "us-east-1",
            "CLAUSELENS_BEDROCK_ENDPOINT", "http://127.0.0.1:8787", "CLAUSELENS_BEDROCK_MAX_ATTEMPTS", "5",
            "CLAUSELENS_BEDROCK_ATTEMPT_TIMEOUT_SECONDS", "30"));
        assertEquals(URI.create("http://127.0.0.1:8787"), local.endpoint());
        assertEquals(5, local.maxAttempts());
        assertEquals(Duration.ofSeconds(30), local.attemptTimeout());
    }

    @Test
    void refusesAMissingRegionWithItsName() {
        var e = assertThrows(InvalidConfigurationException.class, () -> BedrockConfig.fromEnvironment(Map.of()));
        assertTrue(e.getMessage().contains("AWS_REGION"), e.getMessage());
    }
}
