package dev.clauselens.cli;

import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStatus;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.AnalysisUpdate;
import dev.clauselens.core.analysis.DocumentRecord;
import dev.clauselens.core.api.Executions;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.stage.ParseRequest;
import dev.clauselens.core.stage.Step;
import java.time.Clock;
import java.time.Duration;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Stream;

/**
 * The executions of {@code clauselens serve}. The queue is the store itself: one worker thread runs
 * the oldest {@code QUEUED} analysis whose upload is in the server's folder, in the state machine's
 * order, then the next. Nothing waits in memory, so a killed server loses no queued analysis and a
 * new one resumes all of them (those left {@code RUNNING} are queued again first); starting a name
 * twice, or an analysis already running or finished, starts nothing. {@link #stop} cancels an analysis:
 * a queued one is never picked, a running one stops at its next progress report (and the store
 * refuses its rows once the analysis is deleted).
 */
final class InProcessExecutions implements Executions, AutoCloseable {
    private static final Duration IDLE_POLL = Duration.ofSeconds(5);

    private final AnalysisPipeline pipeline;
    private final AnalysisStore store;
    private final FolderUploads uploads;
    private final Collection<String> tenants;
    private final ServerLog log;
    private final Clock clock;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final Thread worker;
    private volatile String running;
    private volatile boolean cancelled;
    private volatile boolean closed;

    /** Cancels the analysis under way: thrown from its progress report. */
    private static final class Cancelled extends RuntimeException {
        Cancelled() {
            super("cancelled", null, false, false);
        }
    }

    /** @param tenants the tenants this server signs in: their queued analyses are its work */
    InProcessExecutions(AnalysisPipeline pipeline, AnalysisStore store, FolderUploads uploads, Collection<String> tenants,
                        ServerLog log) {
        this.pipeline = pipeline;
        this.store = store;
        this.uploads = uploads;
        this.tenants = List.copyOf(tenants);
        this.log = log;
        this.clock = Clock.systemUTC();
        this.worker = Thread.ofPlatform().name("clauselens-analysis").daemon().unstarted(this::work);
    }

    /**
     * Queues what a previous run left running, then starts the worker; returns how many analyses wait.
     * Only analyses of uploads in this server's folder are its own (one that {@code analyze} runs in
     * another process on the same home is not).
     */
    int resume() {
        List<Next> waiting = runnable().toList();
        for (Next next : waiting) {
            AnalysisRecord analysis = next.analysis();
            if (analysis.status() == AnalysisStatus.RUNNING) {
                store.updateAnalysis(analysis.tenantId(), analysis.analysisId(), new AnalysisUpdate(AnalysisStatus.QUEUED,
                    analysis.stage(), analysis.progress(), "Resuming after a restart", null, null, clock.instant()));
            }
        }
        worker.start();
        return waiting.size();
    }

    @Override
    public boolean start(String name, ParseRequest input) {
        boolean waiting = store.findAnalysis(input.tenantId(), input.analysisId())
            .map(a -> a.status() == AnalysisStatus.QUEUED && a.executionName().equals(name)).orElse(false);
        signal();
        return waiting;
    }

    @Override
    public void stop(String name, String tenantId, String analysisId) {
        lock.lock();
        try {
            if (analysisId.equals(running)) {
                cancelled = true;
                worker.interrupt();
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
                while (analysisId.equals(running) && System.nanoTime() < deadline) {
                    changed.await(100, TimeUnit.MILLISECONDS);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            lock.unlock();
        }
    }

    private void work() {
        while (!closed) {
            Optional<Next> next = next();
            if (next.isEmpty()) {
                await();
                continue;
            }
            run(next.get());
        }
    }

    private record Next(AnalysisRecord analysis, String key) {
    }

    /** The oldest queued analysis whose upload is here. */
    private Optional<Next> next() {
        return runnable().filter(n -> n.analysis().status() == AnalysisStatus.QUEUED).findFirst();
    }

    /** Unfinished analyses of this server's tenants whose upload is in its folder, oldest first. */
    private Stream<Next> runnable() {
        return tenants.stream().flatMap(tenant -> store.unfinishedAnalyses(tenant).stream())
            .sorted(Comparator.comparing(AnalysisRecord::createdAt))
            .map(a -> new Next(a, store.findDocument(a.tenantId(), a.documentId()).map(DocumentRecord::sourceKey)
                .orElse(null)))
            .filter(n -> n.key() != null && n.key().startsWith(ParseRequest.uploadPrefix(n.analysis().tenantId()))
                && uploads.holds(n.key()));
    }

    private void run(Next next) {
        AnalysisRecord analysis = next.analysis();
        String id = analysis.analysisId();
        setRunning(id);
        try {
            String name = next.key().substring(next.key().lastIndexOf('/') + 1);
            pipeline.run(Step.of(analysis.tenantId(), id, analysis.documentId()),
                () -> new DocumentSource(name, uploads.read(next.key())), (stage, percent, message) -> {
                    if (cancelled) {
                        throw new Cancelled();
                    }
                    log.line("%s  %-12s %3d%%  %s", id, stage.name().toLowerCase(Locale.ROOT).replace('_', ' '), percent,
                        message);
                });
            log.line("%s  succeeded", id);
        } catch (RuntimeException e) {
            if (cancelled) {
                log.line("%s  cancelled: the analysis was deleted", id);
            } else if (e instanceof ClauseLensException typed) {
                log.line("%s  failed: %s %s", id, typed.code(), typed.getMessage());
            } else {
                log.failure(id, e);
            }
        } finally {
            setRunning(null);
            Thread.interrupted();
        }
    }

    /** Under the lock, so that {@link #stop} cancels the analysis it found running and never the next one. */
    private void setRunning(String analysisId) {
        lock.lock();
        try {
            running = analysisId;
            cancelled = false;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void signal() {
        lock.lock();
        try {
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Until a start or stop signals, or a while passes (an upload may have arrived for a queued analysis). */
    private void await() {
        lock.lock();
        try {
            if (!closed) {
                changed.await(IDLE_POLL.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Stops the worker after the analysis under way (waiting at most 10 s): one cut short by the end of
     * the process stays RUNNING in the store, with every step it finished, and is resumed at the next start.
     */
    @Override
    public void close() {
        closed = true;
        signal();
        try {
            worker.join(TimeUnit.SECONDS.toMillis(10));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
