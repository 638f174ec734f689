package dev.clauselens.core.api;

/**
 * Where a question asked over HTTP is answered, after the request that asked it has returned 202: a worker
 * function invoked asynchronously on AWS, a background thread in {@code serve}. It must end by writing the
 * turn's answer (or its failure), which is what the poller reads.
 */
@FunctionalInterface
public interface Answering {
    void answer(String tenantId, String turnId);
}
