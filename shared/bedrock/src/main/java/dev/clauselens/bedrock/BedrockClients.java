package dev.clauselens.bedrock;

import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClient;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClientBuilder;
import software.amazon.awssdk.services.bedrockruntime.model.ModelNotReadyException;
import software.amazon.awssdk.services.bedrockruntime.model.ModelTimeoutException;
import software.amazon.awssdk.services.bedrockruntime.model.ServiceUnavailableException;

/**
 * Builds the Bedrock client. This client is the only layer that retries transient faults —
 * throttling, 5xx, model not ready, attempt timeouts — with exponential backoff and jitter, up to
 * {@code maxAttempts}; nothing above it retries the same call.
 */
public final class BedrockClients {
    private BedrockClients() {
    }

    /** A client with the default credential chain (the Lambda role, a profile, the environment). */
    public static BedrockRuntimeClient create(BedrockConfig config) {
        return create(config, DefaultCredentialsProvider.builder().build());
    }

    public static BedrockRuntimeClient create(BedrockConfig config, AwsCredentialsProvider credentials) {
        var retry = AwsRetryStrategy.standardRetryStrategy().toBuilder()
            .maxAttempts(config.maxAttempts())
            .backoffStrategy(BackoffStrategy.exponentialDelay(config.backoffBase(), config.backoffBase().multipliedBy(20)))
            .throttlingBackoffStrategy(BackoffStrategy.exponentialDelay(config.backoffBase().multipliedBy(2),
                config.backoffBase().multipliedBy(40)))
            .retryOnExceptionInstanceOf(ModelNotReadyException.class)
            .retryOnExceptionInstanceOf(ServiceUnavailableException.class)
            .retryOnExceptionInstanceOf(ModelTimeoutException.class)
            .circuitBreakerEnabled(false)
            .build();
        BedrockRuntimeClientBuilder builder = BedrockRuntimeClient.builder()
            .region(Region.of(config.region()))
            .credentialsProvider(credentials)
            .httpClientBuilder(Apache5HttpClient.builder().socketTimeout(config.socketTimeout()))
            .overrideConfiguration(ClientOverrideConfiguration.builder()
                .retryStrategy(retry)
                .apiCallAttemptTimeout(config.attemptTimeout())
                .apiCallTimeout(config.callTimeout())
                .build());
        if (config.endpoint() != null) {
            builder.endpointOverride(config.endpoint());
        }
        return builder.build();
    }
}
