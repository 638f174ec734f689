package dev.clauselens.documents.extract;

import dev.clauselens.core.error.DocumentRejectedException;
import dev.clauselens.core.error.ErrorCode;
import java.time.Duration;

/** A wall-time limit that long loops check cooperatively. */
public final class Deadline {
    private final long deadlineNanos;
    private final Duration budget;

    private Deadline(Duration budget) {
        this.budget = budget;
        this.deadlineNanos = System.nanoTime() + budget.toNanos();
    }

    public static Deadline after(Duration budget) {
        return new Deadline(budget);
    }

    public void check() {
        if (System.nanoTime() - deadlineNanos > 0 || Thread.currentThread().isInterrupted()) {
            throw timeout(budget);
        }
    }

    public static DocumentRejectedException timeout(Duration budget) {
        return new DocumentRejectedException(ErrorCode.TIMEOUT,
            "Reading the document took longer than %s seconds; it may be damaged or unusually complex."
                .formatted(budget.toMillis() / 1000.0));
    }
}
