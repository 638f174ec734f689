package dev.clauselens.cli;

import static dev.clauselens.cli.Figures.round;

import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.documents.ParserLimits;
import dev.clauselens.documents.StandardDocumentParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code clauselens bench parse}: milliseconds per page and per document for the PDF and DOCX NDAs
 * of the team's datasets, against plain PDFBox text extraction of the same PDFs in the same run.
 * Runs of ClauseLens and PDFBox alternate so that both see the same machine; medians are reported.
 */
@Command(name = "parse", mixinStandardHelpOptions = true,
    description = "Times the Parser on the PDF and DOCX NDAs of ../shared/datasets against plain PDFBox.")
final class BenchParseCommand implements Callable<Integer> {
    private static final int SYNTHETIC_PAGES = 20;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Option(names = "--runs", defaultValue = "9", description = "timed runs per document (default: ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--warmup", defaultValue = "5", description = "untimed runs per document first (default: ${DEFAULT-VALUE})")
    int warmup;

    @Option(names = "--data", description = "the datasets folder (default: ../shared/datasets)")
    Path data;

    @Spec
    CommandSpec spec;

    private final StandardDocumentParser parser = new StandardDocumentParser(ParserLimits.DEFAULTS);

    private record Sample(String file, String type, int pages, int bytes, int chunks, double medianMs,
                          Double pdfboxMedianMs) {
    }

    @Override
    public Integer call() throws IOException {
        Path datasets = SharedKit.datasets(data);
        List<Path> files = documents(datasets);
        if (files.isEmpty()) {
            throw new InvalidInputException("No PDF or DOCX files under " + datasets);
        }
        List<Sample> samples = new ArrayList<>();
        for (Path file : files) {
            samples.add(measure(datasets.relativize(file).toString(), Files.readAllBytes(file)));
        }
        Sample synthetic = measure("synthetic " + SYNTHETIC_PAGES + "-page NDA (dataset PDF pages repeated)",
            syntheticPdf(files.stream().filter(f -> f.toString().endsWith(".pdf")).toList()));
        Map<String, Object> report = report(samples, synthetic);
        PrintWriter out = spec.commandLine().getOut();
        out.println(json ? Json.write(report) : table(samples, synthetic, report));
        out.flush();
        return 0;
    }

    private static List<Path> documents(Path datasets) throws IOException {
        List<Path> files = new ArrayList<>();
        for (String folder : List.of("ndas", "cuad/sample-pdfs")) {
            Path root = datasets.resolve(folder);
            if (Files.isDirectory(root)) {
                try (Stream<Path> walk = Files.walk(root)) {
                    walk.filter(Files::isRegularFile)
                        .filter(f -> f.toString().toLowerCase(Locale.ROOT).matches(".*\\.(pdf|docx)$"))
                        .sorted()
                        .forEach(files::add);
                }
            }
        }
        return files;
    }

    private Sample measure(String name, byte[] bytes) throws IOException {
        boolean pdf = name.toLowerCase(Locale.ROOT).endsWith(".pdf") || name.startsWith("synthetic");
        ParsedDocument parsed = parser.parse(new DocumentSource(name, bytes));
        for (int i = 0; i < warmup; i++) {
            parser.parse(new DocumentSource(name, bytes));
            if (pdf) {
                plainPdfbox(bytes);
            }
        }
        double[] ours = new double[runs];
        double[] baseline = new double[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            parser.parse(new DocumentSource(name, bytes));
            ours[i] = (System.nanoTime() - start) / 1e6;
            if (pdf) {
                start = System.nanoTime();
                plainPdfbox(bytes);
                baseline[i] = (System.nanoTime() - start) / 1e6;
            }
        }
        return new Sample(name, pdf ? "pdf" : "docx", parsed.pageCount(), bytes.length, parsed.chunks().size(),
            median(ours), pdf ? median(baseline) : null);
    }

    private static String plainPdfbox(byte[] bytes) throws IOException {
        try (PDDocument document = Loader.loadPDF(bytes)) {
            return new PDFTextStripper().getText(document);
        }
    }

    private static byte[] syntheticPdf(List<Path> pdfs) throws IOException {
        try (PDDocument target = new PDDocument()) {
            List<PDDocument> sources = new ArrayList<>();
            try {
                for (Path pdf : pdfs) {
                    sources.add(Loader.loadPDF(Files.readAllBytes(pdf)));
                }
                outer:
                while (true) {
                    for (PDDocument source : sources) {
                        for (var page : source.getPages()) {
                            if (target.getNumberOfPages() >= SYNTHETIC_PAGES) {
                                break outer;
                            }
                            target.importPage(page);
                        }
                    }
                }
                var out = new ByteArrayOutputStream();
                target.save(out);
                return out.toByteArray();
            } finally {
                for (PDDocument source : sources) {
                    source.close();
                }
            }
        }
    }

    private Map<String, Object> report(List<Sample> samples, Sample synthetic) {
        List<Sample> pdfs = samples.stream().filter(s -> s.type().equals("pdf")).toList();
        List<Sample> docx = samples.stream().filter(s -> s.type().equals("docx")).toList();
        double oursPdf = pdfs.stream().mapToDouble(Sample::medianMs).sum();
        double pdfbox = pdfs.stream().mapToDouble(Sample::pdfboxMedianMs).sum();
        int pages = pdfs.stream().mapToInt(Sample::pages).sum();
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("runs", runs);
        report.put("warmup", warmup);
        report.put("cores", Runtime.getRuntime().availableProcessors());
        report.put("java", Runtime.version().toString());
        report.put("pdf", Map.of(
            "documents", pdfs.size(),
            "pages", pages,
            "ms_per_page", round(oursPdf / Math.max(1, pages)),
            "ms_per_document", round(oursPdf / Math.max(1, pdfs.size())),
            "pdfbox_ms_per_page", round(pdfbox / Math.max(1, pages)),
            "ratio_to_pdfbox", round(oursPdf / pdfbox)));
        report.put("docx", Map.of(
            "documents", docx.size(),
            "ms_per_document", round(docx.stream().mapToDouble(Sample::medianMs).sum() / Math.max(1, docx.size()))));
        report.put("twenty_page_pdf", Map.of(
            "pages", synthetic.pages(),
            "median_ms", round(synthetic.medianMs()),
            "pdfbox_median_ms", round(synthetic.pdfboxMedianMs()),
            "ratio_to_pdfbox", round(synthetic.medianMs() / synthetic.pdfboxMedianMs())));
        report.put("documents", samples.stream().map(s -> {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("file", s.file());
            row.put("type", s.type());
            row.put("pages", s.pages());
            row.put("bytes", s.bytes());
            row.put("chunks", s.chunks());
            row.put("median_ms", round(s.medianMs()));
            if (s.pdfboxMedianMs() != null) {
                row.put("pdfbox_median_ms", round(s.pdfboxMedianMs()));
                row.put("ratio_to_pdfbox", round(s.medianMs() / s.pdfboxMedianMs()));
            }
            return row;
        }).toList());
        return report;
    }

    @SuppressWarnings("unchecked")
    private static String table(List<Sample> samples, Sample synthetic, Map<String, Object> report) {
        var text = new StringBuilder("%-70s %5s %9s %9s %6s%n".formatted("document", "pages", "ms", "pdfbox", "ratio"));
        for (Sample s : samples) {
            text.append("%-70s %5s %9.2f %9s %6s%n".formatted(shorten(s.file()), s.pages() == 0 ? "-" : s.pages(),
                s.medianMs(), s.pdfboxMedianMs() == null ? "-" : "%.2f".formatted(s.pdfboxMedianMs()),
                s.pdfboxMedianMs() == null ? "-" : "%.2f".formatted(s.medianMs() / s.pdfboxMedianMs())));
        }
        text.append("%-70s %5d %9.2f %9.2f %6.2f%n".formatted(shorten(synthetic.file()), synthetic.pages(),
            synthetic.medianMs(), synthetic.pdfboxMedianMs(), synthetic.medianMs() / synthetic.pdfboxMedianMs()));
        Map<String, Object> pdf = (Map<String, Object>) report.get("pdf");
        Map<String, Object> docx = (Map<String, Object>) report.get("docx");
        text.append("%nPDF: %s ms per page, ratio to plain PDFBox %s; DOCX: %s ms per document (medians of %d runs)"
            .formatted(pdf.get("ms_per_page"), pdf.get("ratio_to_pdfbox"), docx.get("ms_per_document"),
                (Integer) report.get("runs")));
        return text.toString();
    }

    private static String shorten(String name) {
        return name.length() <= 70 ? name : "…" + name.substring(name.length() - 69);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
