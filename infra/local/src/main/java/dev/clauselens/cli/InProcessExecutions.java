package dev.clauselens.cli;

import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.api.Executions;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.stage.ParseRequest;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The executions of {@code clauselens serve}: each runs the in-process pipeline (the state
 * machine's steps in its order) on one worker thread, one analysis at a time in the order they were
 * started, so a queued analysis shows {@code QUEUED} until its turn. As in Step Functions, a name
 * that was started once is not started again while the server runs.
 */
final class InProcessExecutions implements Executions, AutoCloseable {
    private final AnalysisPipeline pipeline;
    private final FolderUploads uploads;
    private final ServerLog log;
    private final Set<String> started = ConcurrentHashMap.newKeySet();
    private final ExecutorService worker = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "clauselens-analysis");
        thread.setDaemon(true);
        return thread;
    });

    InProcessExecutions(AnalysisPipeline pipeline, FolderUploads uploads, ServerLog log) {
        this.pipeline = pipeline;
        this.uploads = uploads;
        this.log = log;
    }

    @Override
    public boolean start(String name, ParseRequest input) {
        if (!started.add(name)) {
            return false;
        }
        worker.execute(() -> run(input));
        return true;
    }

    private void run(ParseRequest input) {
        String id = input.analysisId();
        try {
            String name = input.key().substring(input.key().lastIndexOf('/') + 1);
            pipeline.run(input.step(), () -> new DocumentSource(name, uploads.read(input.key())), (stage, percent, message) ->
                log.line("%s  %-12s %3d%%  %s", id, stage.name().toLowerCase(Locale.ROOT).replace('_', ' '), percent, message));
            log.line("%s  succeeded", id);
        } catch (ClauseLensException e) {
            log.line("%s  failed: %s %s", id, e.code(), e.getMessage());
        } catch (RuntimeException e) {
            log.failure(id, e);
        }
    }

    /** Stops the worker; an analysis cut short stays running in the store and is resumed at the next start. */
    @Override
    public void close() {
        worker.shutdownNow();
        try {
            worker.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
