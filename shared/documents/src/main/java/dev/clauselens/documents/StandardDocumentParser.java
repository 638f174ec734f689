package dev.clauselens.documents;

import dev.clauselens.core.document.DocumentParser;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.documents.extract.Deadline;
import dev.clauselens.documents.extract.Extractors;
import dev.clauselens.documents.structure.DocumentStructure;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The Parser: PDF (PDFBox), DOCX (POI), plain text, Markdown and the Word Add-in payload, with the
 * type read from the bytes. Each document is parsed on a worker thread under a wall-time limit, and
 * every failure — a library's exception, a stack overflow, memory exhaustion — becomes a
 * {@link DocumentRejectedException} with a stable code.
 */
public final class StandardDocumentParser implements DocumentParser {
    /** Bounded: a parse past its deadline stops at its next check instead of piling up threads. */
    private static final ExecutorService WORKERS = Executors.newFixedThreadPool(
        Math.max(2, Runtime.getRuntime().availableProcessors()), runnable -> {
            Thread thread = new Thread(runnable, "clauselens-parser");
            thread.setDaemon(true);
            return thread;
        });

    private final ParserLimits limits;

    public StandardDocumentParser(ParserLimits limits) {
        this.limits = limits;
    }

    public StandardDocumentParser() {
        this(ParserLimits.DEFAULTS);
    }

    @Override
    public ParsedDocument parse(DocumentSource source) {
        var deadline = Deadline.after(limits.timeout());
        var task = WORKERS.submit(() -> parseNow(source, deadline));
        try {
            return task.get(limits.timeout().toMillis() + 250, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            task.cancel(true);
            throw Deadline.timeout(limits.timeout());
        } catch (InterruptedException e) {
            task.cancel(true);
            Thread.currentThread().interrupt();
            throw Deadline.timeout(limits.timeout());
        } catch (ExecutionException e) {
            throw translate(e.getCause());
        }
    }

    private ParsedDocument parseNow(DocumentSource source, Deadline deadline) {
        var extracted = Extractors.extract(source.bytes(), limits, deadline);
        deadline.check();
        return DocumentStructure.build(extracted, fallbackTitle(source.name()), limits.maxChunkTokens());
    }

    private static RuntimeException translate(Throwable failure) {
        return switch (failure) {
            case DocumentRejectedException rejected -> rejected;
            case OutOfMemoryError e -> new DocumentRejectedException(ErrorCode.TOO_LARGE,
                "The document needs more memory to read than ClauseLens allows; it may be a decompression bomb.", e);
            case StackOverflowError e -> new DocumentRejectedException(ErrorCode.MALFORMED,
                "The document's structure is nested too deeply to read; it is probably damaged.", e);
            default -> new DocumentRejectedException(ErrorCode.MALFORMED,
                "The document could not be read (" + failure.getClass().getSimpleName() + ").", failure);
        };
    }

    private static String fallbackTitle(String name) {
        String base = name.replace('\\', '/');
        base = base.substring(base.lastIndexOf('/') + 1);
        int dot = base.lastIndexOf('.');
        return (dot > 0 ? base.substring(0, dot) : base).strip();
    }
}
