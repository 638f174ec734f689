package dev.clauselens.bedrock;

import dev.clauselens.core.config.Settings;
import dev.clauselens.core.error.InvalidConfigurationException;
import java.net.URI;
import java.time.Duration;
import java.util.Map;

/**
 * How to reach Bedrock. Timeouts are explicit: a socket read timeout long enough for a long
 * generation, an attempt timeout, and a call timeout covering all attempts, which must stay below
 * the Lambda function's timeout (the template sets all three; a test checks them
 * against each function's timeout).
 *
 * <p>Environment: {@code AWS_REGION} (required), {@code CLAUSELENS_BEDROCK_ENDPOINT} (a local
 * server), {@code CLAUSELENS_BEDROCK_SOCKET_TIMEOUT_SECONDS} (default 60),
 * {@code _ATTEMPT_TIMEOUT_SECONDS} (75), {@code _CALL_TIMEOUT_SECONDS} (200, inside the agents'
 * 300 s) and {@code _MAX_ATTEMPTS} (3).
 */
public record BedrockConfig(String region, URI endpoint, Duration socketTimeout, Duration attemptTimeout,
                            Duration callTimeout, int maxAttempts, Duration backoffBase) {

    public BedrockConfig {
        if (region == null || region.isBlank()) {
            throw new InvalidConfigurationException("AWS_REGION is not set: Bedrock needs a region");
        }
        if (maxAttempts < 1 || attemptTimeout.compareTo(callTimeout) > 0) {
            throw new InvalidConfigurationException("Bedrock needs at least one attempt, and an attempt timeout within the call timeout");
        }
    }

    public static BedrockConfig fromEnvironment(Map<String, String> env) {
        String endpoint = env.get("CLAUSELENS_BEDROCK_ENDPOINT");
        return new BedrockConfig(env.get("AWS_REGION"),
            endpoint == null || endpoint.isBlank() ? null : URI.create(endpoint),
            seconds(env, "SOCKET_TIMEOUT_SECONDS", 60), seconds(env, "ATTEMPT_TIMEOUT_SECONDS", 75),
            seconds(env, "CALL_TIMEOUT_SECONDS", 200),
            Settings.number(env, "CLAUSELENS_BEDROCK_MAX_ATTEMPTS", Integer::parseInt, 3), Duration.ofMillis(500));
    }

    private static Duration seconds(Map<String, String> env, String suffix, long fallback) {
        return Duration.ofSeconds(Settings.number(env, "CLAUSELENS_BEDROCK_" + suffix, Long::parseLong, fallback));
    }
}
