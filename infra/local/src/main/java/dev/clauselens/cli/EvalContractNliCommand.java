package dev.clauselens.cli;

import static dev.clauselens.cli.Figures.round;
import static dev.clauselens.cli.Figures.seconds;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.agent.AgentSettings;
import dev.clauselens.core.agent.Agents;
import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.agent.ChunkVector;
import dev.clauselens.core.agent.HypothesisCalibration;
import dev.clauselens.core.agent.HypothesisVerdict;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.corpus.BuiltInCorpus;
import dev.clauselens.corpus.ContractNliReader;
import dev.clauselens.corpus.CorpusBatch;
import dev.clauselens.corpus.CorpusLoader;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.embedded.SqliteAnalysisStore;
import dev.clauselens.embedded.InMemoryReferenceCorpus;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code clauselens eval contractnli}: runs the whole pipeline on every document of a ContractNLI
 * split, sent as the Word Add-in would send it (its lines as paragraphs), and scores the Gap Analyst's
 * 17 verdicts with the paper's definitions ("macro_label_micro_doc": per hypothesis over all
 * documents, then averaged over hypotheses, leaving a hypothesis out of a class's average when its
 * gold labels hold no instance of that class), plus pooled figures and evidence precision/recall.
 * The reference corpus is ClauseLens's own clauses plus the training spans given with {@code --train},
 * never the evaluated split.
 */
@Command(name = "contractnli", mixinStandardHelpOptions = true,
    description = "Scores the 17 hypothesis verdicts on a ContractNLI split (ContractNLI: CC BY 4.0, Koreeda & Manning 2021).")
final class EvalContractNliCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<NliLabel> LABELS = List.of(NliLabel.ENTAILMENT, NliLabel.CONTRADICTION, NliLabel.NOT_MENTIONED);

    @Option(names = "--data", required = true, description = "the split to evaluate, e.g. ../shared/datasets/contractnli/dev.json")
    Path data;

    @Option(names = "--train", arity = "0..*", description = "training files whose evidence spans join the corpus "
        + "(default: train-first50.json beside --data, if there)")
    List<Path> train;

    @Option(names = "--limit", description = "evaluate only the first N documents")
    Integer limit;

    @Option(names = "--threshold", description = "similarity a hypothesis needs to be considered mentioned (default: the Gap Analyst's)")
    Double threshold;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Option(names = "--errors", paramLabel = "FILE", description = "also write every wrong verdict, and every verdict citing text "
        + "that is not gold evidence (gold, verdict, quotes, gold spans, stray spans), as JSON lines to FILE")
    Path errors;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isRegularFile(data)) {
            // checked before the reference corpus is built, which takes a while
            throw new InvalidInputException(Files.isDirectory(data)
                ? "--data names a folder; give a ContractNLI split file, such as " + data.resolve("dev.json")
                : "No such file: " + data);
        }
        List<Path> trainFiles = train != null ? train : defaultTrain();
        for (Path file : trainFiles) {
            if (file.toAbsolutePath().normalize().equals(data.toAbsolutePath().normalize())) {
                throw new InvalidInputException("--train may not include the evaluated file " + data);
            }
        }
        var embeddings = new BgeSmallEmbeddingModel();
        var corpus = new InMemoryReferenceCorpus();
        List<CorpusBatch> training = new ArrayList<>();
        for (Path file : trainFiles) {
            training.addAll(ContractNliReader.read(file));
        }
        List<CorpusBatch> batches = new ArrayList<>(List.of(BuiltInCorpus.read()));
        batches.addAll(training);
        err.println("Building the reference corpus (built-in + " + trainFiles.size() + " training file(s))...");
        new CorpusLoader(corpus, embeddings).load(batches, new ProgressLine(err, "corpus")::update);

        JsonNode split = JSON.readTree(data.toFile());
        List<JsonNode> documents = new ArrayList<>();
        split.path("documents").forEach(documents::add);
        if (limit != null) {
            documents = documents.subList(0, Math.min(limit, documents.size()));
        }
        var calibrated = calibrate(trainFiles, corpus, embeddings, err);
        Map<Hypothesis, Double> thresholds = new EnumMap<>(calibrated.thresholds());
        if (threshold != null) {
            thresholds.replaceAll((h, t) -> threshold);
        }
        var store = SqliteAnalysisStore.inMemory();
        var pipeline = new AnalysisPipeline(new StandardDocumentParser(), embeddings,
            Agents.on(corpus, AgentSettings.DEFAULTS, thresholds, calibrated.fallbacks()), store, Clock.systemUTC());

        Map<Hypothesis, List<NliLabel[]>> pairs = new EnumMap<>(Hypothesis.class);
        Map<Hypothesis, int[]> evidence = new EnumMap<>(Hypothesis.class);
        List<String> wrong = new ArrayList<>();
        var progress = new ProgressLine(err, "documents");
        long started = System.nanoTime();
        for (int d = 0; d < documents.size(); d++) {
            JsonNode document = documents.get(d);
            String text = document.path("text").asText();
            var result = pipeline.analyze("eval", new DocumentSource(document.path("file_name").asText("doc") + ".json",
                addinPayload(text)), (stage, percent, message) -> { });
            Map<String, Chunk> chunks = new HashMap<>();
            store.chunks("eval", result.documentId()).forEach(c -> chunks.put(c.chunk().id(), c.chunk()));
            JsonNode annotations = document.path("annotation_sets").get(0).path("annotations");
            for (HypothesisVerdict verdict : result.gaps().hypotheses()) {
                JsonNode gold = annotations.path(verdict.hypothesis().id());
                NliLabel goldLabel = label(gold.path("choice").asText("NotMentioned"));
                pairs.computeIfAbsent(verdict.hypothesis(), h -> new ArrayList<>()).add(new NliLabel[] {goldLabel, verdict.verdict()});
                Set<Integer> stray = scoreEvidence(verdict, goldLabel, gold.path("spans"), document.path("spans"), chunks,
                    evidence.computeIfAbsent(verdict.hypothesis(), h -> new int[3]));
                if (goldLabel != verdict.verdict() || !stray.isEmpty()) {
                    ObjectNode error = JSON.createObjectNode().put("document", document.path("id").asText())
                        .put("hypothesis", verdict.hypothesis().id()).put("gold", goldLabel.name()).put("verdict", verdict.verdict().name());
                    verdict.evidence().forEach(c -> error.withArray("quotes").add(c.quote()));
                    gold.path("spans").forEach(i -> error.withArray("gold_spans").add(span(text, document.path("spans"), i.asInt())));
                    stray.forEach(i -> error.withArray("stray_spans").add(span(text, document.path("spans"), i)));
                    wrong.add(JSON.writeValueAsString(error));
                }
            }
            progress.update(d + 1, documents.size());
        }
        ObjectNode report = report(pairs, evidence, documents.size(), seconds(started));
        if (errors != null) {
            Files.write(errors, wrong);
        }
        ObjectNode calibration = report.putObject("calibration");
        calibration.put("from", trainFiles.stream().map(f -> f.getFileName().toString()).toList().toString());
        thresholds.forEach((h, t) -> calibration.putObject(h.id()).put("threshold", t)
            .put("fallback", name(calibrated.fallbacks().get(h)))
            .put("training_accuracy", calibrated.trainingAccuracy().get(h)).put("training_documents", calibrated.documents().get(h)));
        PrintWriter out = spec.commandLine().getOut();
        out.println(json ? JSON.writerWithDefaultPrettyPrinter().writeValueAsString(report) : table(report));
        out.flush();
        return 0;
    }

    /** Thresholds and fallbacks per hypothesis from the training documents; defaults without any. */
    private static HypothesisCalibration.Calibrated calibrate(List<Path> trainFiles, InMemoryReferenceCorpus corpus,
                                                             BgeSmallEmbeddingModel embeddings, PrintWriter err) {
        List<HypothesisCalibration.Sample> samples = new ArrayList<>();
        var parser = new StandardDocumentParser();
        List<ContractNliReader.LabelledDocument> documents = new ArrayList<>();
        for (Path file : trainFiles) {
            documents.addAll(ContractNliReader.readLabelled(file));
        }
        var progress = new ProgressLine(err, "calibrating");
        for (ContractNliReader.LabelledDocument document : documents) {
            List<Chunk> chunks = parser.parse(new DocumentSource("train.json", addinPayload(document.text()))).chunks();
            var vectors = embeddings.embedAll(chunks.stream().map(ChunkVector::embeddingText).toList());
            List<ChunkVector> chunkVectors = new ArrayList<>();
            for (int i = 0; i < chunks.size(); i++) {
                chunkVectors.add(new ChunkVector(chunks.get(i), vectors.get(i)));
            }
            samples.add(new HypothesisCalibration.Sample(document.document().id(), chunkVectors, document.gold()));
            progress.update(samples.size(), documents.size());
        }
        return HypothesisCalibration.calibrate(samples, corpus);
    }

    private List<Path> defaultTrain() {
        Path sibling = data.toAbsolutePath().resolveSibling("train-first50.json");
        return Files.exists(sibling) ? List.of(sibling) : List.of();
    }

    /** The document as the Word Add-in sends it: its lines as paragraphs, its text as the raw text. */
    static byte[] addinPayload(String text) {
        ObjectNode payload = JSON.createObjectNode();
        payload.put("rawText", text);
        ArrayNode paragraphs = payload.putArray("paragraphs");
        for (String line : text.split("\n", -1)) {
            paragraphs.addObject().put("text", line).put("style", "Normal").put("isHeading", false);
        }
        try {
            return JSON.writeValueAsBytes(payload);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Predicted evidence: the gold spans that overlap a quote the verdict cites (the sentence a rule matched, or a whole
     * chunk), or, for a verdict without quotes, an evidence chunk; counted against the gold spans.
     *
     * @return the cited spans that are not gold evidence
     */
    private static Set<Integer> scoreEvidence(HypothesisVerdict verdict, NliLabel gold, JsonNode goldSpans, JsonNode spans,
                                              Map<String, Chunk> chunks, int[] counts) {
        List<int[]> cited = new ArrayList<>();
        if (verdict.verdict() != NliLabel.NOT_MENTIONED) {
            verdict.evidence().forEach(c -> cited.add(new int[] {c.start(), c.end()}));
            if (cited.isEmpty()) {
                verdict.chunkIds().stream().map(chunks::get).filter(Objects::nonNull)
                    .forEach(c -> cited.add(new int[] {c.startPosition(), c.endPosition()}));
            }
        }
        Set<Integer> predicted = new HashSet<>();
        for (int[] range : cited) {
            for (int i = 0; i < spans.size(); i++) {
                if (spans.get(i).get(0).asInt() < range[1] && spans.get(i).get(1).asInt() > range[0]) {
                    predicted.add(i);
                }
            }
        }
        Set<Integer> expected = new HashSet<>();
        if (gold != NliLabel.NOT_MENTIONED) {
            goldSpans.forEach(s -> expected.add(s.asInt()));
        }
        int hits = (int) predicted.stream().filter(expected::contains).count();
        counts[0] += hits;
        counts[1] += predicted.size();
        counts[2] += expected.size();
        predicted.removeAll(expected);
        return predicted;
    }

    private static String span(String text, JsonNode spans, int index) {
        return text.substring(spans.get(index).get(0).asInt(), spans.get(index).get(1).asInt());
    }

    /**
     * @param evidence per hypothesis: gold spans cited, spans cited, gold spans (pooled for the headline figures)
     */
    static ObjectNode report(Map<Hypothesis, List<NliLabel[]>> pairs, Map<Hypothesis, int[]> evidence, int documents, double seconds) {
        ObjectNode report = JSON.createObjectNode();
        report.put("documents", documents);
        report.put("pairs", pairs.values().stream().mapToInt(List::size).sum());
        double accuracy = 0;
        Map<NliLabel, List<Double>> f1 = new EnumMap<>(NliLabel.class);
        ObjectNode perHypothesis = JSON.createObjectNode();
        List<NliLabel[]> pooled = new ArrayList<>();
        for (var entry : pairs.entrySet()) {
            List<NliLabel[]> list = entry.getValue();
            pooled.addAll(list);
            double hypothesisAccuracy = list.stream().filter(p -> p[0] == p[1]).count() / (double) list.size();
            accuracy += hypothesisAccuracy;
            ObjectNode row = perHypothesis.putObject(entry.getKey().id());
            row.put("accuracy", round(hypothesisAccuracy));
            ObjectNode support = row.putObject("support");
            for (NliLabel label : LABELS) {
                long goldCount = list.stream().filter(p -> p[0] == label).count();
                support.put(name(label), goldCount);
                if (label != NliLabel.NOT_MENTIONED && goldCount > 0) {
                    f1.computeIfAbsent(label, l -> new ArrayList<>()).add(f1(list, label));
                }
            }
            // The floor EVALUATION.md names: always the hypothesis's most frequent gold label.
            Map<NliLabel, Long> counts = new EnumMap<>(NliLabel.class);
            list.forEach(p -> counts.merge(p[0], 1L, Long::sum));
            row.put("majority_accuracy", round(counts.values().stream().mapToLong(Long::longValue).max().orElse(0) / (double) list.size()));
            putEvidence(row.putObject("evidence"), evidence.getOrDefault(entry.getKey(), new int[3]));
        }
        report.put("accuracy", round(accuracy / pairs.size()));
        ObjectNode macroF1 = report.putObject("f1");
        macroF1.put("entailment", round(mean(f1.get(NliLabel.ENTAILMENT))));
        macroF1.put("contradiction", round(mean(f1.get(NliLabel.CONTRADICTION))));
        ObjectNode micro = report.putObject("micro");
        micro.put("accuracy", round(pooled.stream().filter(p -> p[0] == p[1]).count() / (double) pooled.size()));
        ObjectNode microF1 = micro.putObject("f1");
        for (NliLabel label : LABELS) {
            microF1.put(name(label), round(f1(pooled, label)));
        }
        int[] pooledEvidence = new int[3];
        evidence.values().forEach(counts -> Arrays.setAll(pooledEvidence, i -> pooledEvidence[i] + counts[i]));
        putEvidence(report.putObject("evidence"), pooledEvidence);
        report.put("escalated_fraction", 0.0);
        report.put("tokens_per_document", 0.0);
        report.put("seconds_per_document", round(seconds / Math.max(1, documents)));
        report.put("provider", "local");
        report.set("per_hypothesis", perHypothesis);
        report.put("credit", "ContractNLI (Koreeda & Manning 2021), CC BY 4.0");
        return report;
    }

    private static void putEvidence(ObjectNode node, int[] counts) {
        node.put("precision", round(counts[1] == 0 ? 0 : counts[0] / (double) counts[1]));
        node.put("recall", round(counts[2] == 0 ? 0 : counts[0] / (double) counts[2]));
    }

    private static double f1(List<NliLabel[]> pairs, NliLabel label) {
        long tp = pairs.stream().filter(p -> p[0] == label && p[1] == label).count();
        long fp = pairs.stream().filter(p -> p[0] != label && p[1] == label).count();
        long fn = pairs.stream().filter(p -> p[0] == label && p[1] != label).count();
        double precision = tp + fp == 0 ? 0 : tp / (double) (tp + fp);
        double recall = tp + fn == 0 ? 0 : tp / (double) (tp + fn);
        return precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall);
    }

    private static String table(ObjectNode report) {
        var text = new StringBuilder("ContractNLI: %d documents, %d pairs, local layer%n".formatted(report.get("documents").asInt(),
            report.get("pairs").asInt()));
        text.append("accuracy %.3f (macro over hypotheses)   F1 entailment %.3f   F1 contradiction %.3f%n".formatted(
            report.get("accuracy").asDouble(), report.path("f1").path("entailment").asDouble(),
            report.path("f1").path("contradiction").asDouble()));
        text.append("micro accuracy %.3f   evidence precision %.3f recall %.3f   %.2f s/document%n%n".formatted(
            report.path("micro").path("accuracy").asDouble(), report.path("evidence").path("precision").asDouble(),
            report.path("evidence").path("recall").asDouble(), report.get("seconds_per_document").asDouble()));
        text.append("%-7s %9s %9s %10s %10s%n".formatted("", "accuracy", "majority", "evidence P", "evidence R"));
        report.path("per_hypothesis").properties().forEach(e -> text.append("%-7s %9.3f %9.3f %10.3f %10.3f%n".formatted(e.getKey(),
            e.getValue().path("accuracy").asDouble(), e.getValue().path("majority_accuracy").asDouble(),
            e.getValue().at("/evidence/precision").asDouble(), e.getValue().at("/evidence/recall").asDouble())));
        text.append("\n").append(report.get("credit").asText());
        return text.toString();
    }

    private static NliLabel label(String choice) {
        return switch (choice) {
            case "Entailment" -> NliLabel.ENTAILMENT;
            case "Contradiction" -> NliLabel.CONTRADICTION;
            default -> NliLabel.NOT_MENTIONED;
        };
    }

    private static String name(NliLabel label) {
        return switch (label) {
            case ENTAILMENT -> "entailment";
            case CONTRADICTION -> "contradiction";
            case NOT_MENTIONED -> "not_mentioned";
        };
    }

    private static double mean(List<Double> values) {
        return values == null || values.isEmpty() ? 0 : values.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }
}
