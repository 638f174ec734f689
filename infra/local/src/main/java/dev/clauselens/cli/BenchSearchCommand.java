package dev.clauselens.cli;

import static dev.clauselens.cli.Figures.round;
import static dev.clauselens.cli.Figures.seconds;

import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceCorpus;
import dev.clauselens.core.corpus.ReferenceDocument;
import dev.clauselens.core.corpus.ReferenceMatch;
import dev.clauselens.core.corpus.SearchFilter;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.corpus.BuiltInCorpus;
import dev.clauselens.corpus.ContractNliReader;
import dev.clauselens.corpus.CorpusBatch;
import dev.clauselens.corpus.CuadReader;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.embedded.InMemoryReferenceCorpus;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import dev.clauselens.postgres.PostgresDatabase;
import dev.clauselens.postgres.PostgresMigrations;
import dev.clauselens.postgres.PostgresReferenceCorpus;
import dev.clauselens.postgres.PostgresUrl;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code clauselens bench search}: top-10 search latency and recall against exact search for the
 * embedded store and PostgreSQL (HNSW), embedding throughput, and corpus load time, on the CUAD
 * training answers plus ContractNLI dev and train-first50 spans (padded with exact duplicates to the
 * target size only if the data is smaller, and reported as such). PostgreSQL work happens in a
 * throw-away schema, {@code clauselens_bench}, dropped at the end.
 */
@Command(name = "search", mixinStandardHelpOptions = true,
    description = "Times reference-corpus search in the embedded store and PostgreSQL on the team's datasets.")
final class BenchSearchCommand implements Callable<Integer> {
    private static final String SCHEMA = "clauselens_bench";
    private static final int K = 10;
    private static final int WARMUP_QUERIES = 20;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Option(names = "--data", description = "the datasets folder (default: ../shared/datasets)")
    Path data;

    @Option(names = "--database", defaultValue = "${env:DATABASE_URL}",
        description = "PostgreSQL URL of a schema owner (default: $DATABASE_URL); without one only the embedded store is measured")
    String database;

    @Option(names = "--target", defaultValue = "20000", description = "corpus size to measure at (default: ${DEFAULT-VALUE})")
    int target;

    @Option(names = "--queries", defaultValue = "200", description = "timed queries (default: ${DEFAULT-VALUE})")
    int queries;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Path datasets = SharedKit.datasets(data);
        PrintWriter err = spec.commandLine().getErr();
        var model = new BgeSmallEmbeddingModel();
        Map<String, Object> report = new LinkedHashMap<>();

        List<CorpusBatch> batches = new ArrayList<>();
        batches.add(BuiltInCorpus.read());
        batches.addAll(CuadReader.read(datasets.resolve("cuad/train.json.gz")));
        batches.addAll(ContractNliReader.read(datasets.resolve("contractnli/dev.json")));
        batches.addAll(ContractNliReader.read(datasets.resolve("contractnli/train-first50.json")));
        Map<String, ReferenceClause> unique = new LinkedHashMap<>();
        batches.forEach(batch -> batch.clauses().forEach(clause -> unique.putIfAbsent(clause.id(), clause)));
        List<ReferenceClause> clauses = new ArrayList<>(unique.values());

        report.put("embedding", embeddingThroughput(model, clauses));
        err.printf("Embedding %,d clauses...%n", clauses.size());
        var progress = new ProgressLine(err, "embedding");
        long embedStart = System.nanoTime();
        List<Embedding> vectors = new ArrayList<>(clauses.size());
        for (int from = 0; from < clauses.size(); from += 64) {
            var slice = clauses.subList(from, Math.min(clauses.size(), from + 64));
            vectors.addAll(model.embedAll(slice.stream().map(ReferenceClause::text).toList()));
            progress.update(vectors.size(), clauses.size());
        }
        double embedSeconds = seconds(embedStart);
        int real = clauses.size();
        var padding = new ReferenceDocument("bench:padding", "Exact duplicates to reach the target size", "bench-padding", "n/a");
        for (int i = 0; clauses.size() < target; i++) {
            ReferenceClause original = clauses.get(i % real);
            clauses.add(new ReferenceClause("pad-" + i, padding.id(), original.text(), original.category(),
                original.hypothesis(), original.nliLabel(), original.risk()));
            vectors.add(vectors.get(i % real));
        }
        Map<String, Object> corpus = new LinkedHashMap<>();
        corpus.put("clauses_from_data", real);
        corpus.put("padding_exact_duplicates", clauses.size() - real);
        corpus.put("total", clauses.size());
        corpus.put("sources", "ClauseLens built-in, CUAD train (answers of 4+ words), ContractNLI dev and train-first50 evidence spans");
        report.put("corpus", corpus);

        List<Embedding> queryVectors = model.embedAll(queryTexts(datasets));
        var embedded = new InMemoryReferenceCorpus();
        long insertStart = System.nanoTime();
        fill(embedded, batches, padding, clauses, vectors);
        double embeddedInsert = seconds(insertStart);
        List<List<ReferenceMatch>> exact = new ArrayList<>();
        Map<String, Object> embeddedReport = new LinkedHashMap<>(latency(embedded, queryVectors, exact));
        embeddedReport.put("load_seconds", round(embedSeconds + embeddedInsert));
        Map<String, Object> search = new LinkedHashMap<>();
        search.put("embedded_exact", embeddedReport);

        if (database != null && !database.isBlank()) {
            search.put("postgresql_hnsw", postgres(batches, padding, clauses, vectors, queryVectors, exact, embedSeconds, err));
        } else {
            search.put("postgresql_hnsw", "skipped: no --database or DATABASE_URL");
        }
        search.put("queries", queryVectors.size());
        search.put("k", K);
        report.put("search", search);
        report.put("targets", Map.of("postgresql_recall_at_10", ">= 0.95", "postgresql_p99_ms", "<= 10",
            "embedded_p99_ms", "<= 20", "full_load_seconds", "< 300"));
        PrintWriter out = spec.commandLine().getOut();
        out.println(Json.write(report));
        out.flush();
        return 0;
    }

    private Map<String, Object> postgres(List<CorpusBatch> batches, ReferenceDocument padding, List<ReferenceClause> clauses,
                                         List<Embedding> vectors, List<Embedding> queryVectors,
                                         List<List<ReferenceMatch>> exact, double embedSeconds, PrintWriter err) {
        PostgresUrl url = PostgresUrl.parse(database).inSchema(SCHEMA);
        resetSchema(url, true);
        PostgresMigrations.migrate(url, null);
        try (var db = PostgresDatabase.connect(url, 2)) {
            var corpus = new PostgresReferenceCorpus(db);
            err.println("Loading PostgreSQL (schema " + SCHEMA + ")...");
            long start = System.nanoTime();
            fill(corpus, batches, padding, clauses, vectors);
            double insert = seconds(start);
            List<List<ReferenceMatch>> found = new ArrayList<>();
            Map<String, Object> result = new LinkedHashMap<>(latency(corpus, queryVectors, found));
            double recall = 0;
            for (int q = 0; q < found.size(); q++) {
                double tenth = exact.get(q).get(Math.min(K, exact.get(q).size()) - 1).similarity();
                recall += found.get(q).stream().filter(m -> m.similarity() >= tenth - 1e-5).count() / (double) K;
            }
            result.put("recall_at_10", round(recall / found.size()));
            result.put("load_seconds", round(embedSeconds + insert));
            result.put("insert_seconds", round(insert));
            return result;
        } finally {
            resetSchema(url, false);
        }
    }

    /**
     * Drops the bench schema and, with {@code create}, makes it anew: it must exist before the
     * migration connects, or PostgreSQL would fall back to the next schema on the search path.
     */
    private static void resetSchema(PostgresUrl url, boolean create) {
        try (var connection = DriverManager.getConnection(url.jdbcUrl(), url.user(), url.password());
             var statement = connection.createStatement()) {
            statement.execute("DROP SCHEMA IF EXISTS " + SCHEMA + " CASCADE");
            if (create) {
                statement.execute("CREATE SCHEMA " + SCHEMA);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot reset the bench schema: " + e.getMessage(), e);
        }
    }

    private static void fill(ReferenceCorpus corpus, List<CorpusBatch> batches, ReferenceDocument padding,
                             List<ReferenceClause> clauses, List<Embedding> vectors) {
        batches.forEach(batch -> corpus.addDocument(batch.document()));
        corpus.addDocument(padding);
        for (int from = 0; from < clauses.size(); from += 500) {
            int to = Math.min(clauses.size(), from + 500);
            corpus.addClauses(clauses.subList(from, to), vectors.subList(from, to));
        }
    }

    private static Map<String, Object> latency(ReferenceCorpus corpus, List<Embedding> queries,
                                               List<List<ReferenceMatch>> results) {
        for (int i = 0; i < Math.min(WARMUP_QUERIES, queries.size()); i++) {
            corpus.search(queries.get(i), K, SearchFilter.ANY, -1);
        }
        double[] millis = new double[queries.size()];
        for (int i = 0; i < queries.size(); i++) {
            long start = System.nanoTime();
            results.add(corpus.search(queries.get(i), K, SearchFilter.ANY, -1));
            millis[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(millis);
        return Map.of("p50_ms", round(percentile(millis, 0.50)), "p99_ms", round(percentile(millis, 0.99)));
    }

    private Map<String, Object> embeddingThroughput(BgeSmallEmbeddingModel model, List<ReferenceClause> clauses) {
        List<String> sample = clauses.stream().limit(256).map(ReferenceClause::text).toList();
        model.embedAll(sample.subList(0, 32));
        long start = System.nanoTime();
        for (int from = 0; from < sample.size(); from += 64) {
            model.embedAll(sample.subList(from, Math.min(sample.size(), from + 64)));
        }
        double batched = sample.size() / seconds(start);
        start = System.nanoTime();
        for (String text : sample.subList(0, 64)) {
            model.embed(text);
        }
        double single = 64 / seconds(start);
        return Map.of("clauses_per_second_batched_64", round(batched), "clauses_per_second_single", round(single));
    }

    /** Real clause text the corpus has not seen: chunks of the team's NDA documents. */
    private List<String> queryTexts(Path datasets) throws IOException {
        var parser = new StandardDocumentParser();
        List<String> texts = new ArrayList<>();
        try (Stream<Path> files = Files.walk(datasets.resolve("ndas"))) {
            for (Path file : files.filter(f -> f.toString().matches(".*\\.(md|txt|docx|pdf)$")).sorted().toList()) {
                try {
                    parser.parse(new DocumentSource(file.getFileName().toString(), Files.readAllBytes(file))).chunks()
                        .stream().filter(c -> c.kind() == ChunkKind.CLAUSE).forEach(c -> texts.add(c.content()));
                } catch (RuntimeException e) {
                    // a document the parser rejects simply gives no queries
                }
            }
        }
        if (texts.isEmpty()) {
            throw new InvalidInputException("no NDA text to query with under " + datasets.resolve("ndas"));
        }
        List<String> picked = new ArrayList<>();
        for (int i = 0; picked.size() < queries; i++) {
            picked.add(texts.get((i * 7) % texts.size()));
        }
        return picked;
    }

    private static double percentile(double[] sorted, double p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)];
    }
}
