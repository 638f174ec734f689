package dev.clauselens.cli;

import java.io.PrintWriter;

/** The log of {@code clauselens serve}: whole lines from request threads and the analysis worker, never interleaved. */
final class ServerLog {
    private final PrintWriter out;

    ServerLog(PrintWriter out) {
        this.out = out;
    }

    synchronized void line(String format, Object... values) {
        out.println(format.formatted(values));
        out.flush();
    }

    /** What failed and the stack trace: the unexpected failures an operator needs to see. */
    synchronized void failure(String what, Throwable e) {
        out.println(what + " failed on an unexpected error:");
        e.printStackTrace(out);
        out.flush();
    }
}
