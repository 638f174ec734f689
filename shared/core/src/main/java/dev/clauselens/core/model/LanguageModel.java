package dev.clauselens.core.model;

import dev.clauselens.core.error.ModelRejectedException;
import dev.clauselens.core.error.RetriableModelException;

/**
 * A language model service (Amazon Bedrock in production). Adapters map the provider's failures
 * once: passing ones to {@link RetriableModelException}, the rest to {@link ModelRejectedException}.
 * Agents do not call this port directly: they go through {@link ModelGateway}.
 */
public interface LanguageModel {

    /**
     * @throws RetriableModelException when throttled, timed out, 5xx or the model is not ready
     * @throws ModelRejectedException  when the request is invalid, access is denied, the model
     *                                 errs or the content is filtered
     */
    ModelResponse converse(ModelRequest request);
}
