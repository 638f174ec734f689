package dev.clauselens.cli;

import static dev.clauselens.cli.Figures.round;
import static dev.clauselens.cli.Figures.seconds;

import dev.clauselens.core.agent.AgentSettings;
import dev.clauselens.core.agent.Agents;
import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.corpus.BuiltInCorpus;
import dev.clauselens.corpus.CorpusLoader;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.embedded.InMemoryReferenceCorpus;
import dev.clauselens.embedded.SqliteAnalysisStore;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code clauselens bench store}: analyses per minute on the embedded store in a file, as
 * {@code serve} runs them (one after another, every write durable), on an empty store and again
 * once {@code --stored} analyses are kept, to show the cost of a write does not grow with history.
 */
@Command(name = "store", mixinStandardHelpOptions = true,
    description = "Analyses per minute on the embedded SQLite store, empty and with a history of stored analyses.")
final class BenchStoreCommand implements Callable<Integer> {
    private static final String SAMPLE = "infra/local/samples/mutual-nda.txt";

    @Parameters(index = "0", arity = "0..1", description = "the NDA to analyse (default: the sample NDA)")
    Path document;

    @Option(names = "--stored", defaultValue = "300", description = "analyses kept before the second measure (default: ${DEFAULT-VALUE})")
    int stored;

    @Option(names = "--runs", defaultValue = "40", description = "analyses per measure (default: ${DEFAULT-VALUE})")
    int runs;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Path file = document != null ? document : SharedKit.repository().map(repo -> repo.resolve(SAMPLE))
            .filter(Files::isRegularFile).orElseThrow(() -> new InvalidInputException("The sample NDA " + SAMPLE
                + " was not found; name the NDA to analyse."));
        byte[] bytes = Files.readAllBytes(file);
        var embeddings = new BgeSmallEmbeddingModel();
        var corpus = new InMemoryReferenceCorpus();
        new CorpusLoader(corpus, embeddings).load(List.of(BuiltInCorpus.read()), (done, total) -> { });
        Map<String, Object> report = new LinkedHashMap<>();
        try (var scratch = ScratchFolder.create("clauselens-bench-store");
            var store = SqliteAnalysisStore.open(scratch.path().resolve(Stores.ANALYSES_FILE))) {
            var pipeline = new AnalysisPipeline(new StandardDocumentParser(), embeddings,
                Agents.on(corpus, AgentSettings.DEFAULTS), store, Clock.systemUTC());
            DocumentSource source = new DocumentSource(file.getFileName().toString(), bytes);
            run(pipeline, source, 5);
            double empty = perMinute(pipeline, source);
            int kept = 5 + runs;
            run(pipeline, source, Math.max(0, stored - kept));
            kept = Math.max(kept, stored);
            double full = perMinute(pipeline, source);
            report.put("document", file.getFileName().toString());
            report.put("analyses_per_minute_empty_store", round(empty));
            report.put("analyses_stored_before_second_measure", kept);
            report.put("analyses_per_minute_with_history", round(full));
            report.put("ratio_with_history_to_empty", round(full / empty));
            report.put("store_megabytes", round(size(scratch.path()) / 1048576.0));
            report.put("heap_used_megabytes", round((Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory())
                / 1048576.0));
            report.put("target", "ratio >= 0.8");
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(Json.write(report));
        out.flush();
        return 0;
    }

    private double perMinute(AnalysisPipeline pipeline, DocumentSource source) {
        long start = System.nanoTime();
        run(pipeline, source, runs);
        return runs / seconds(start) * 60;
    }

    private static void run(AnalysisPipeline pipeline, DocumentSource source, int count) {
        for (int i = 0; i < count; i++) {
            pipeline.analyze(AnalyzeCommand.TENANT, source, (stage, percent, message) -> { });
        }
    }

    private static long size(Path folder) throws java.io.IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).mapToLong(path -> path.toFile().length()).sum();
        }
    }
}
