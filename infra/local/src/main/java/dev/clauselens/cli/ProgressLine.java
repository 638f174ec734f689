package dev.clauselens.cli;

import java.io.PrintWriter;

/**
 * Progress on stderr: a bar redrawn in place on a terminal; elsewhere (CI logs, pipes) a line at
 * every tenth of the way, so logs stay short.
 */
final class ProgressLine {
    private static final int WIDTH = 30;

    private final PrintWriter err;
    private final String label;
    private final boolean terminal;
    private int lastTenth = -1;

    ProgressLine(PrintWriter err, String label) {
        this.err = err;
        this.label = label;
        this.terminal = System.console() != null && System.getenv("CI") == null;
    }

    void update(long done, long total) {
        int percent = total == 0 ? 100 : (int) (100 * done / total);
        if (terminal) {
            int filled = WIDTH * percent / 100;
            err.printf("\r%s [%s%s] %3d%% %,d/%,d", label, "#".repeat(filled), " ".repeat(WIDTH - filled), percent, done, total);
            if (done >= total) {
                err.println();
            }
        } else if (percent / 10 > lastTenth) {
            lastTenth = percent / 10;
            err.printf("%s %3d%% (%,d/%,d)%n", label, percent, done, total);
        }
        err.flush();
    }
}
