package dev.clauselens.cli;

import java.io.PrintWriter;

/**
 * The log of {@code clauselens serve}: whole lines from request threads and the analysis worker, never
 * interleaved. Values come from requests (a path may carry an encoded line break), so their control
 * characters are written escaped: no request can forge a line.
 */
final class ServerLog {
    private final PrintWriter out;

    ServerLog(PrintWriter out) {
        this.out = out;
    }

    synchronized void line(String format, Object... values) {
        Object[] safe = values.clone();
        for (int i = 0; i < safe.length; i++) {
            if (safe[i] instanceof String text) {
                safe[i] = escape(text);
            }
        }
        out.println(format.formatted(safe));
        out.flush();
    }

    static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (Character.isISOControl(c) || c == 0x2028 || c == 0x2029) {
                escaped.append("\\u%04x".formatted(c));
            } else {
                escaped.appendCodePoint(c);
            }
        });
        return escaped.toString();
    }

    /** What failed and the stack trace: the unexpected failures an operator needs to see. */
    synchronized void failure(String what, Throwable e) {
        out.println(escape(what) + " failed on an unexpected error:");
        e.printStackTrace(out);
        out.flush();
    }
}
