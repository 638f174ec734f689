package dev.clauselens.start;

import dev.clauselens.core.config.Settings;
import dev.clauselens.core.error.InvalidConfigurationException;
import java.util.List;
import java.util.Map;

/**
 * What the functions that start analyses (the HTTP API and the upload trigger) read from the environment.
 *
 * @param maxConcurrency  how many clause batches the Map states run at once
 */
public record StartConfig(String bucket, String stateMachineArn, int maxConcurrency) {

    /** The variables this record requires; the template sets them (checked by a test). */
    public static final List<String> REQUIRED = List.of("CLAUSELENS_UPLOAD_BUCKET", "CLAUSELENS_STATE_MACHINE_ARN");

    public static StartConfig fromEnvironment(Map<String, String> env) {
        Settings.require(env, REQUIRED);
        int concurrency = Settings.number(env, "CLAUSELENS_MAX_CONCURRENCY", Integer::parseInt, 4);
        if (concurrency < 1 || concurrency > 40) {
            throw new InvalidConfigurationException("CLAUSELENS_MAX_CONCURRENCY is 1 to 40, not " + concurrency + ".");
        }
        return new StartConfig(env.get("CLAUSELENS_UPLOAD_BUCKET"), env.get("CLAUSELENS_STATE_MACHINE_ARN"), concurrency);
    }
}
