package dev.clauselens.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.clauselens.core.agent.ChunkVector;
import dev.clauselens.core.agent.ClauseModel;
import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.corpus.BuiltInCorpus;
import dev.clauselens.corpus.ContractNliReader;
import dev.clauselens.corpus.CorpusBatch;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code clauselens train}: trains the Classifier's learned layer ({@link ClauseModel}) from the team's reference
 * clauses, the clause-sized chunks of CUAD's training contracts that an answer covers (every fifth contract left
 * out, as {@code eval cuad} evaluates those), ContractNLI's train-first50 evidence spans under the category
 * their hypothesis is about, and the clauses of {@code eval review}'s gold files as the team read them. ContractNLI
 * dev never enters (neither its evidence nor its gold files), so {@code eval contractnli} stays honest and
 * {@code eval review} on the dev NDAs measures the layer on documents it never saw.
 */
@Command(name = "train", mixinStandardHelpOptions = true,
    description = {"Trains the Classifier's learned layer (logistic regression over embeddings and words, "
        + "temperature-calibrated) and writes it where the build packs it.",
        "Training data only: CUAD train without the contracts eval cuad holds out, ContractNLI train-first50, "
            + "eval review's gold files of documents outside ContractNLI dev and CUAD."})
final class TrainCommand implements Callable<Integer> {
    private static final String MODEL_FOLDER = "shared/core/src/main/resources/dev/clauselens/core/agent";

    @Option(names = "--cuad", paramLabel = "FILE", description = "CUAD training file (default: the kit's cuad/train.json.gz)")
    Path cuad;

    @Option(names = "--contractnli", paramLabel = "FILE",
        description = "ContractNLI training file (default: the kit's contractnli/train-first50.json)")
    Path contractNli;

    @Option(names = "--gold", paramLabel = "DIR|none",
        description = "eval review's gold files whose clauses to learn from, leaving out the documents eval contractnli and eval cuad "
            + "score (default: infra/eval/review of this checkout; none: no gold clauses)")
    String gold;

    @Option(names = "--out", paramLabel = "DIR", description = "where to write the model (default: " + MODEL_FOLDER + " of this checkout)")
    Path out;

    @Option(names = "--per-category", defaultValue = "300", description = "at most this many CUAD chunks per category (default ${DEFAULT-VALUE})")
    int perCategory;

    @Option(names = "--regularisation", defaultValue = "4", description = "liblinear's C (default ${DEFAULT-VALUE})")
    double regularisation;

    @Option(names = "--buckets", defaultValue = "2048", description = "hashed word and word-pair slots (default ${DEFAULT-VALUE})")
    int buckets;

    @Spec
    CommandSpec spec;

    record Labelled(String text, ClauseCategory category, String group) {
    }

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Path datasets = SharedKit.datasets(null);
        Path cuadFile = cuad != null ? cuad : datasets.resolve("cuad/train.json.gz");
        Path nliFile = contractNli != null ? contractNli : datasets.resolve("contractnli/train-first50.json");
        if (nliFile.getFileName().toString().contains("dev")) {
            throw new InvalidInputException("ContractNLI dev is what eval contractnli scores; train on a training file.");
        }
        Path folder = out != null ? out : SharedKit.repository().map(r -> r.resolve(MODEL_FOLDER))
            .orElseThrow(() -> new InvalidInputException("Not run from a checkout; pass --out DIR."));

        Map<String, Integer> sources = new LinkedHashMap<>();
        List<Labelled> labelled = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (ReferenceClause clause : BuiltInCorpus.read().clauses()) {
            if (clause.category() != null && seen.add(clause.text())) {
                labelled.add(new Labelled(clause.text(), clause.category(), "built-in:" + clause.id()));
                sources.merge("built-in reference clauses", 1, Integer::sum);
            }
        }
        for (CorpusBatch batch : ContractNliReader.read(nliFile)) {
            for (ReferenceClause span : batch.clauses()) {
                ClauseCategory category = topic(span.hypothesis(), span.nliLabel());
                if (category != null && seen.add(span.text())) {
                    labelled.add(new Labelled(span.text(), category, batch.document().id()));
                    sources.merge("ContractNLI train-first50 evidence spans", 1, Integer::sum);
                }
            }
        }
        if (!"none".equals(gold)) {
            Path goldFolder = gold != null ? Path.of(gold) : SharedKit.repository().map(r -> r.resolve("infra/eval/review"))
                .orElseThrow(() -> new InvalidInputException("Not run from a checkout; pass --gold DIR (or --gold none)."));
            for (Labelled clause : goldClauses(datasets, goldFolder)) {
                if (seen.add(clause.text())) {
                    labelled.add(clause);
                    sources.merge("eval review gold clauses (ContractNLI dev and CUAD documents left out)", 1, Integer::sum);
                }
            }
        }
        int fromCuad = cuadChunks(cuadFile, labelled, seen, err);
        sources.put("CUAD training chunks (eval cuad's held-out contracts left out)", fromCuad);

        err.println("Embedding " + labelled.size() + " labelled clauses...");
        err.flush();
        var embeddings = new BgeSmallEmbeddingModel();
        List<ClauseModel.Example> examples = new ArrayList<>();
        var progress = new ProgressLine(err, "clauses");
        for (int from = 0; from < labelled.size(); from += 64) {
            List<Labelled> part = labelled.subList(from, Math.min(labelled.size(), from + 64));
            List<Embedding> vectors = embeddings.embedAll(part.stream().map(Labelled::text).toList());
            for (int i = 0; i < part.size(); i++) {
                examples.add(new ClauseModel.Example(part.get(i).text(), vectors.get(i), part.get(i).category(), part.get(i).group()));
            }
            progress.update(Math.min(labelled.size(), from + 64), labelled.size());
        }
        err.println("Training...");
        err.flush();
        ClauseModel model = ClauseModel.train(examples, regularisation, buckets, sources);
        model.save(folder);
        var card = model.card();
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.printf("Trained on %d clauses of %d categories (%s).%n", card.examples(), card.labels().size(), sources);
        stdout.printf("Held-out fold (%d clauses): %.1f %% right; calibration error %.3f before, %.3f after the temperature %.3f.%n",
            card.calibrationExamples(), 100 * card.calibrationAccuracy(), card.calibrationErrorBefore(), card.calibrationErrorAfter(),
            card.temperature());
        stdout.println("Written to " + folder);
        stdout.flush();
        return 0;
    }

    /**
     * The clauses of eval review's gold files, each chunk as the parser cuts it under the first category a reader gave it.
     * Documents of ContractNLI dev and of CUAD are left out, so that eval contractnli and eval cuad stay honest; eval review
     * on them measures the layer on NDAs it never saw.
     */
    static List<Labelled> goldClauses(Path datasets, Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new InvalidInputException("No gold files at " + folder + "; pass --gold DIR (or --gold none).");
        }
        var documents = new GoldDocuments(datasets);
        var parser = new StandardDocumentParser();
        List<Labelled> labelled = new ArrayList<>();
        for (Path file : GoldDocuments.files(folder)) {
            JsonNode goldFile = GoldDocuments.readJson(file);
            String reference = goldFile.path("document").asText();
            if (GoldDocuments.scoredByOtherEvals(reference)) {
                continue;
            }
            List<Chunk> chunks;
            try {
                chunks = parser.parse(documents.read(file.getFileName().toString(), reference)).chunks();
            } catch (IOException e) {
                throw new InvalidInputException("Cannot read the document of " + file + ": " + e.getMessage());
            }
            for (JsonNode clause : goldFile.path("clauses")) {
                Chunk chunk = GoldDocuments.anchored(chunks, clause.path("anchor").asText());
                ClauseCategory category = ClauseCategory.fromId(clause.path("categories").path(0).asText()).orElse(null);
                if (chunk != null && chunk.kind() == ChunkKind.CLAUSE && category != null) {
                    labelled.add(new Labelled(ChunkVector.embeddingText(chunk), category, "gold:" + file.getFileName()));
                }
            }
        }
        return labelled;
    }

    /**
     * Each clause chunk of a training contract that a CUAD answer of one category covers (by eval cuad's hit rule),
     * labelled with that category; at most {@code perCategory} per category, taken across contracts in file order.
     */
    private int cuadChunks(Path file, List<Labelled> labelled, Set<String> seen, PrintWriter err) {
        var contracts = EvalCuadCommand.contracts(file);
        var parser = new StandardDocumentParser();
        Map<ClauseCategory, Integer> taken = new EnumMap<>(ClauseCategory.class);
        var progress = new ProgressLine(err, "CUAD contracts");
        int added = 0;
        for (int d = 0; d < contracts.size(); d++) {
            progress.update(d + 1, contracts.size());
            if (EvalCuadCommand.heldOut(d)) {
                continue;
            }
            var contract = contracts.get(d);
            String context = contract.context();
            var parsed = parser.parse(new DocumentSource("contract.txt", context.getBytes(StandardCharsets.UTF_8)));
            for (Chunk chunk : parsed.chunks()) {
                if (chunk.kind() != ChunkKind.CLAUSE) {
                    continue;
                }
                Map<ClauseCategory, Integer> cover = new EnumMap<>(ClauseCategory.class);
                for (var gold : contract.answers()) {
                    int overlap = Math.min(chunk.endPosition(), gold.end()) - Math.max(chunk.startPosition(), gold.start());
                    if (overlap > 0 && overlap >= 0.5 * Math.min(chunk.content().length(), gold.end() - gold.start())) {
                        cover.merge(gold.category(), overlap, Integer::sum);
                    }
                }
                if (cover.size() != 1) {
                    continue;
                }
                ClauseCategory category = cover.keySet().iterator().next();
                String text = ChunkVector.embeddingText(chunk);
                if (taken.getOrDefault(category, 0) < perCategory && seen.add(text)) {
                    taken.merge(category, 1, Integer::sum);
                    labelled.add(new Labelled(text, category, "cuad:" + contract.title()));
                    added++;
                }
            }
        }
        return added;
    }

    /**
     * The category a ContractNLI evidence span is about (the team's reading of the hypotheses): the hypotheses on
     * what counts as confidential are definitions, sharing allowed is permitted disclosure while sharing forbidden
     * is the confidentiality obligation itself, and so on; spans of hypotheses without one clear category are left out.
     */
    static ClauseCategory topic(Hypothesis hypothesis, NliLabel label) {
        if (hypothesis == null) {
            return null;
        }
        boolean entailed = label == NliLabel.ENTAILMENT;
        return switch (hypothesis) {
            case NDA_1, NDA_2, NDA_3 -> ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION;
            case NDA_4 -> ClauseCategory.PURPOSE_LIMITATION;
            case NDA_5, NDA_7 -> entailed ? ClauseCategory.PERMITTED_DISCLOSURE : ClauseCategory.CONFIDENTIALITY_OBLIGATION;
            case NDA_8 -> entailed ? ClauseCategory.COMPELLED_DISCLOSURE : null;
            case NDA_10 -> entailed ? ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT : null;
            case NDA_11 -> entailed ? ClauseCategory.NO_REVERSE_ENGINEERING : null;
            case NDA_12, NDA_13 -> entailed ? ClauseCategory.STANDARD_EXCEPTIONS : null;
            case NDA_15 -> entailed ? ClauseCategory.NO_LICENSE : null;
            case NDA_16, NDA_20 -> ClauseCategory.RETURN_OR_DESTRUCTION;
            case NDA_17 -> entailed ? null : ClauseCategory.CONFIDENTIALITY_OBLIGATION;
            case NDA_18 -> entailed ? ClauseCategory.NON_SOLICITATION : null;
            case NDA_19 -> ClauseCategory.TERM_AND_SURVIVAL;
        };
    }
}
