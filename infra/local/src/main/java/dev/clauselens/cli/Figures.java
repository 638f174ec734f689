package dev.clauselens.cli;

/** How the benchmark and evaluation commands report figures. */
final class Figures {
    private Figures() {
    }

    /** Three decimals: what the reports print. */
    static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }

    static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
