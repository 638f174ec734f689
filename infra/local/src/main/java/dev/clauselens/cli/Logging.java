package dev.clauselens.cli;

/**
 * PDFBox and POI log every oddity of a damaged file; on a terminal those lines are noise around
 * the answer, so libraries log only errors unless CLAUSELENS_LOG_LEVEL says otherwise.
 */
final class Logging {
    private Logging() {
    }

    static void quiet() {
        String level = System.getenv().getOrDefault("CLAUSELENS_LOG_LEVEL", "off");
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", level);
        System.setProperty("org.slf4j.simpleLogger.logFile", "System.err");
    }
}
