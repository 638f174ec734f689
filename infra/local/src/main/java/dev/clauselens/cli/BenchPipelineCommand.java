package dev.clauselens.cli;

import static dev.clauselens.cli.Figures.round;
import static dev.clauselens.cli.Figures.seconds;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.agent.AgentSettings;
import dev.clauselens.core.agent.Agents;
import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.corpus.BuiltInCorpus;
import dev.clauselens.corpus.CorpusLoader;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.embedded.SqliteAnalysisStore;
import dev.clauselens.embedded.InMemoryReferenceCorpus;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code clauselens bench pipeline}: seconds per NDA end to end on the embedded store with the local
 * engine. The NDA is a real one (the longest of ContractNLI's dev split) laid out as a PDF of about
 * ten pages. Reports the first analysis in this process (cold: model loading included), later ones
 * (warm, median), documents per minute with analyses in parallel, and the whole {@code analyze}
 * command with JVM start-up, run as a separate process.
 */
@Command(name = "pipeline", mixinStandardHelpOptions = true,
    description = "Times the whole analysis of a ten-page NDA: cold, warm, in parallel, and as a command with start-up.")
final class BenchPipelineCommand implements Callable<Integer> {
    private static final float FONT_SIZE = 11;
    private static final float LEADING = 14;

    @Option(names = "--data", description = "the datasets folder (default: ../shared/datasets)")
    Path data;

    @Option(names = "--runs", defaultValue = "7", description = "warm runs (default: ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Path datasets = SharedKit.datasets(data);
        JsonNode dev = new ObjectMapper().readTree(datasets.resolve("contractnli/dev.json").toFile());
        List<String> texts = new ArrayList<>();
        dev.path("documents").forEach(d -> texts.add(d.path("text").asText()));
        texts.sort((a, b) -> b.length() - a.length());
        byte[] pdf = pdf(texts.getFirst());
        Path pdfFile = Files.createTempFile("clauselens-bench-", ".pdf");
        Files.write(pdfFile, pdf);

        long coldStart = System.nanoTime();
        var embeddings = new BgeSmallEmbeddingModel();
        var corpus = new InMemoryReferenceCorpus();
        new CorpusLoader(corpus, embeddings).load(List.of(BuiltInCorpus.read()), (done, total) -> { });
        double corpusSeconds = seconds(coldStart);
        var pipeline = new AnalysisPipeline(new StandardDocumentParser(), embeddings, Agents.on(corpus, AgentSettings.DEFAULTS),
            SqliteAnalysisStore.inMemory(), Clock.systemUTC());
        long first = System.nanoTime();
        pipeline.analyze("bench", new DocumentSource("nda.pdf", pdf), (s, p, m) -> { });
        double coldSeconds = seconds(first);
        double[] warm = new double[runs];
        // Seconds from one progress report to the next, summed over the warm runs by the stage reporting.
        Map<String, Double> stageSeconds = new LinkedHashMap<>();
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            long[] last = {start};
            String[] current = {null};
            pipeline.analyze("bench", new DocumentSource("nda.pdf", pdf), (stage, percent, message) -> {
                long now = System.nanoTime();
                if (current[0] != null) {
                    stageSeconds.merge(current[0], (now - last[0]) / 1e9, Double::sum);
                }
                current[0] = stage != Stage.PARSE ? stage.name().toLowerCase(Locale.ROOT) : percent == 0 ? "parse" : "embed";
                last[0] = now;
            });
            stageSeconds.merge(current[0], (System.nanoTime() - last[0]) / 1e9, Double::sum);
            warm[i] = seconds(start);
        }
        stageSeconds.replaceAll((stage, total) -> round(total / runs));
        Arrays.sort(warm);
        double perMinute = parallelThroughput(pipeline, texts.subList(0, Math.min(20, texts.size())));
        double commandSeconds = commandWithStartup(pdfFile);
        Files.deleteIfExists(pdfFile);

        Map<String, Object> report = new LinkedHashMap<>();
        report.put("document", "longest ContractNLI dev NDA as a PDF: %d pages, %d chunks, %,d characters".formatted(
            pageCount(pdf), countChunks(pdf), texts.getFirst().length()));
        report.put("cold_first_analysis_seconds", round(coldSeconds));
        report.put("model_and_builtin_corpus_seconds", round(corpusSeconds));
        report.put("warm_median_seconds", round(warm[warm.length / 2]));
        report.put("warm_mean_seconds_by_stage", stageSeconds);
        report.put("documents_per_minute_parallel_2", round(perMinute));
        report.put("analyze_command_with_startup_seconds", round(commandSeconds));
        report.put("cores", Runtime.getRuntime().availableProcessors());
        report.put("targets", Map.of("analyze_command_with_startup_seconds", "< 5", "warm_median_seconds", "< 1"));
        PrintWriter out = spec.commandLine().getOut();
        out.println(Json.write(report));
        out.flush();
        return 0;
    }

    private static double parallelThroughput(AnalysisPipeline pipeline, List<String> texts) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            long start = System.nanoTime();
            List<Future<?>> running = new ArrayList<>();
            for (String text : texts) {
                running.add(pool.submit(() -> pipeline.analyze("bench", new DocumentSource("nda.txt",
                    text.getBytes(StandardCharsets.UTF_8)), (s, p, m) -> { })));
            }
            for (Future<?> future : running) {
                future.get();
            }
            return texts.size() / (seconds(start) / 60);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The analyze command in a new JVM with the launcher's options, as a user runs it: median of three
     * in a fresh data folder (the first run prepares the built-in clauses and the class archive).
     */
    private double commandWithStartup(Path pdf) throws IOException, InterruptedException {
        Path jar = Path.of(BenchPipelineCommand.class.getProtectionDomain().getCodeSource().getLocation().getPath());
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        double[] times = new double[3];
        try (var scratch = ScratchFolder.create("clauselens-bench-home")) {
            Path home = scratch.path();
            for (int i = 0; i < times.length; i++) {
                long start = System.nanoTime();
                Process process = new ProcessBuilder(java.toString(), "-XX:+UseSerialGC", "-XX:+AutoCreateSharedArchive",
                    "-XX:SharedArchiveFile=" + home.resolve("clauselens.jsa"), "-Xlog:cds=off", "-Xlog:cds+dynamic=off",
                    "-Dclauselens.home=" + home, "-jar", jar.toString(), "analyze", pdf.toString())
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
                if (process.waitFor() != 0) {
                    throw new IllegalStateException("the analyze command failed in the benchmark");
                }
                times[i] = seconds(start);
            }
        }
        Arrays.sort(times);
        return times[1];
    }

    /** The text laid out as a word processor would: wrapped at the margin, paragraph per line of text. */
    static byte[] pdf(String text) throws IOException {
        var font = new PDType1Font(Standard14Fonts.FontName.TIMES_ROMAN);
        try (var document = new PDDocument()) {
            PDPageContentStream content = null;
            float y = 0;
            for (String paragraph : text.split("\n")) {
                for (String line : wrap(paragraph.replaceAll("[^\\x20-\\x7E]", " ").strip(), font)) {
                    if (content == null || y < 72) {
                        if (content != null) {
                            content.close();
                        }
                        var page = new PDPage(PDRectangle.LETTER);
                        document.addPage(page);
                        content = new PDPageContentStream(document, page);
                        y = 720;
                    }
                    content.beginText();
                    content.setFont(font, FONT_SIZE);
                    content.newLineAtOffset(72, y);
                    content.showText(line);
                    content.endText();
                    y -= LEADING;
                }
                y -= LEADING / 2;
            }
            if (content != null) {
                content.close();
            }
            var out = new ByteArrayOutputStream();
            document.save(out);
            return out.toByteArray();
        }
    }

    private static List<String> wrap(String paragraph, PDType1Font font) throws IOException {
        List<String> lines = new ArrayList<>();
        var line = new StringBuilder();
        for (String word : paragraph.split(" +")) {
            if (!line.isEmpty() && font.getStringWidth(line + " " + word) / 1000 * FONT_SIZE > 468) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (!line.isEmpty()) {
                line.append(' ');
            }
            line.append(word);
        }
        if (!line.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    private static int pageCount(byte[] pdf) throws IOException {
        try (var document = Loader.loadPDF(pdf)) {
            return document.getNumberOfPages();
        }
    }

    private static int countChunks(byte[] pdf) {
        return new StandardDocumentParser().parse(new DocumentSource("nda.pdf", pdf)).chunks().size();
    }
}
