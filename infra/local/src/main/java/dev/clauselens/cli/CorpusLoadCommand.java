package dev.clauselens.cli;

import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.corpus.BuiltInCorpus;
import dev.clauselens.corpus.ContractNliReader;
import dev.clauselens.corpus.CorpusBatch;
import dev.clauselens.corpus.CorpusLoader;
import dev.clauselens.corpus.CuadReader;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code clauselens corpus load}: adds the built-in reference clauses and, optionally, CUAD answers
 * and ContractNLI evidence spans from files the user has. Training (and ContractNLI dev) data only;
 * de-duplicated and resumable.
 */
@Command(name = "load", mixinStandardHelpOptions = true,
    description = {"Loads reference clauses into the store: always ClauseLens's built-in set, plus CUAD answers "
        + "(--cuad) and ContractNLI evidence spans (--contractnli) when given.",
        "Only CUAD's training contracts and ContractNLI's train and dev files are accepted. A second run adds nothing."})
final class CorpusLoadCommand implements Callable<Integer> {

    @Option(names = "--cuad", paramLabel = "FILE", description = "CUAD training file in SQuAD layout (.json or .json.gz)")
    Path cuad;

    @Option(names = "--contractnli", paramLabel = "FILE", arity = "1..*",
        description = "ContractNLI split files: train.json, train-*.json or dev.json")
    List<Path> contractNli = new ArrayList<>();

    @Option(names = "--store", defaultValue = "${env:CLAUSELENS_STORE:-memory}",
        description = "memory (default, kept in ~/.clauselens) or postgresql://user:password@host:port/db")
    String store;

    @Option(names = "--json", description = "print the summary as JSON")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            List<CorpusBatch> batches = new ArrayList<>();
            batches.add(BuiltInCorpus.read());
            if (cuad != null) {
                batches.addAll(CuadReader.read(cuad));
            }
            for (Path file : contractNli) {
                batches.addAll(ContractNliReader.read(file));
            }
            try (Stores stores = Stores.open(store, true)) {
                err.println("Loading reference clauses into the " + stores.description());
                var loader = new CorpusLoader(stores.corpus(), new BgeSmallEmbeddingModel());
                var progress = new ProgressLine(err, "embedding");
                CorpusLoader.Summary summary = loader.load(batches, progress::update);
                Map<String, Object> report = new LinkedHashMap<>();
                report.put("documents", summary.documents());
                report.put("clauses_read", summary.clauses());
                report.put("duplicates", summary.duplicates());
                report.put("already_present", summary.present());
                report.put("added", summary.added());
                report.put("corpus_clauses", stores.corpus().clauseCount());
                report.put("embedding_model", stores.corpus().embeddingModel().orElse(""));
                report.put("seconds", summary.took().toMillis() / 1000.0);
                out.println(json ? Json.write(report) : """
                    Read %,d clauses from %,d document(s) (%,d repeated within the input).
                    Added %,d; %,d were in the corpus already. The corpus now holds %,d clauses (%s), in %.1f s."""
                    .formatted(summary.clauses(), summary.documents(), summary.duplicates(), summary.added(),
                        summary.present(), stores.corpus().clauseCount(), report.get("embedding_model"),
                        summary.took().toMillis() / 1000.0));
            }
            return 0;
        } catch (ClauseLensException e) {
            return ErrorReporter.report(e, spec.commandLine(), json);
        } finally {
            out.flush();
        }
    }
}
