package dev.clauselens.cli;

import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.assistant.ConversationService;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.documents.ParserLimits;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The sample NDA analysed by the real local engine in an embedded store of its own (a temporary home), with
 * the assistant over it: what the assistant's tests ask questions of.
 */
final class AnalysedSample implements AutoCloseable {
    static final Path SAMPLE = Path.of("samples/mutual-nda.txt");

    final Path home;
    final Stores stores;
    final LocalEngine engine;
    final AnalysisResult result;

    private AnalysedSample(Path home, Stores stores, LocalEngine engine, AnalysisResult result) {
        this.home = home;
        this.stores = stores;
        this.engine = engine;
        this.result = result;
    }

    static AnalysedSample open() throws Exception {
        Path home = Files.createTempDirectory("clauselens-assistant");
        String previous = System.getProperty("clauselens.home");
        System.setProperty("clauselens.home", home.toString());
        try {
            Stores stores = Stores.open(Stores.MEMORY, false);
            LocalEngine engine = LocalEngine.open(stores, "local", ParserLimits.DEFAULTS, new PrintWriter(new StringWriter()));
            AnalysisResult result = engine.pipeline().analyze(AnalyzeCommand.TENANT, new DocumentSource("mutual-nda.txt",
                Files.readAllBytes(SAMPLE)), null, (stage, percent, message) -> { });
            return new AnalysedSample(home, stores, engine, result);
        } finally {
            if (previous == null) {
                System.clearProperty("clauselens.home");
            } else {
                System.setProperty("clauselens.home", previous);
            }
        }
    }

    ConversationService assistant() {
        return engine.assistant(stores);
    }

    @Override
    public void close() throws Exception {
        stores.close();
        try (Stream<Path> files = Files.walk(home)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
