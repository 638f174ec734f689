package dev.clauselens.cli;

import static dev.clauselens.cli.Figures.round;
import static dev.clauselens.cli.Figures.seconds;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.agent.AgentSettings;
import dev.clauselens.core.agent.Agents;
import dev.clauselens.core.agent.ChunkVector;
import dev.clauselens.core.agent.Classifier;
import dev.clauselens.core.agent.ClauseDecision;
import dev.clauselens.core.agent.Reliability;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.corpus.BuiltInCorpus;
import dev.clauselens.corpus.CorpusBatch;
import dev.clauselens.corpus.CorpusLoader;
import dev.clauselens.corpus.CuadReader;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.embedded.InMemoryReferenceCorpus;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.zip.GZIPInputStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code clauselens eval cuad}: the Parser chunks each contract and the Classifier labels every chunk;
 * a predicted clause of category c hits a gold answer of c when they overlap by at least half of the
 * shorter of the two, and a gold answer is found when some predicted clause of its category hits it
 * (EVALUATION.md). Reports precision, recall and F1 per category, micro and macro, and, ranking every
 * prediction by confidence, precision at 80 % recall and the area under the precision-recall curve.
 * The reference corpus never holds an evaluated contract: with {@code --train} it is built from that
 * file (refused if it shares a contract with {@code --data}); without, every fifth contract of
 * {@code --data} is evaluated and the corpus is built from the others.
 */
@Command(name = "cuad", mixinStandardHelpOptions = true,
    description = "Scores clause classification on CUAD contracts (CUAD: CC BY 4.0, Hendrycks et al. 2021).")
final class EvalCuadCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int HOLDOUT_EVERY = 5;

    @Option(names = "--data", required = true, description = "CUAD file in SQuAD layout (.json or .json.gz)")
    Path data;

    @Option(names = "--train", description = "CUAD training file for the corpus (default: the other contracts of --data)")
    Path train;

    @Option(names = "--limit", description = "evaluate only the first N contracts")
    Integer limit;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Spec
    CommandSpec spec;

    private record Prediction(ClauseCategory category, double confidence, int start, int end, int document) {
    }

    private record Gold(ClauseCategory category, int start, int end, int document) {
    }

    /** A CUAD contract: its text and its answers of the categories ClauseLens knows. */
    record Contract(String title, String context, List<Answer> answers) {
    }

    record Answer(ClauseCategory category, int start, int end) {
    }

    /** Whether the contract at this position of the file is one {@code eval cuad} holds out (every fifth). */
    static boolean heldOut(int index) {
        return index % HOLDOUT_EVERY == HOLDOUT_EVERY - 1;
    }

    static List<Contract> contracts(Path file) {
        List<Contract> contracts = new ArrayList<>();
        for (JsonNode document : read(file).path("data")) {
            JsonNode paragraph = document.path("paragraphs").get(0);
            List<Answer> answers = new ArrayList<>();
            for (JsonNode qa : paragraph.path("qas")) {
                String id = qa.path("id").asText();
                var category = ClauseCategory.fromCuadLabel(id.substring(id.lastIndexOf("__") + 2));
                for (JsonNode answer : qa.path("answers")) {
                    int start = answer.path("answer_start").asInt();
                    int length = answer.path("text").asText().length();
                    category.ifPresent(c -> answers.add(new Answer(c, start, start + length)));
                }
            }
            contracts.add(new Contract(document.path("title").asText(), paragraph.path("context").asText(), List.copyOf(answers)));
        }
        return contracts;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        List<Contract> contracts = contracts(data);
        List<CorpusBatch> corpusBatches = new ArrayList<>(List.of(BuiltInCorpus.read()));
        List<Contract> evaluated = new ArrayList<>();
        String split;
        if (train != null) {
            Set<String> evaluatedTitles = new HashSet<>();
            contracts.forEach(c -> evaluatedTitles.add(c.title()));
            for (CorpusBatch batch : CuadReader.read(train)) {
                if (evaluatedTitles.contains(batch.document().title())) {
                    throw new InvalidInputException("--train and --data share the contract '" + batch.document().title() + "'.");
                }
                corpusBatches.add(batch);
            }
            evaluated.addAll(contracts);
            split = "all contracts of " + data.getFileName() + ", corpus from " + train.getFileName();
        } else {
            Set<String> heldOut = new HashSet<>();
            for (int i = 0; i < contracts.size(); i++) {
                if (heldOut(i)) {
                    evaluated.add(contracts.get(i));
                    heldOut.add("cuad:" + contracts.get(i).title());
                }
            }
            CuadReader.read(data).stream().filter(b -> !heldOut.contains(b.document().id())).forEach(corpusBatches::add);
            split = "every fifth contract of " + data.getFileName() + " held out (" + evaluated.size()
                + "), corpus from the other " + (contracts.size() - evaluated.size());
        }
        if (limit != null) {
            evaluated = evaluated.subList(0, Math.min(limit, evaluated.size()));
        }
        var embeddings = new BgeSmallEmbeddingModel();
        var corpus = new InMemoryReferenceCorpus();
        err.println("Building the reference corpus (" + split + ")...");
        new CorpusLoader(corpus, embeddings).load(corpusBatches, new ProgressLine(err, "corpus")::update);
        var classifier = Agents.on(corpus, AgentSettings.DEFAULTS).classifier();
        var parser = new StandardDocumentParser();

        List<Prediction> predictions = new ArrayList<>();
        List<Gold> gold = new ArrayList<>();
        var progress = new ProgressLine(err, "contracts");
        long started = System.nanoTime();
        for (int d = 0; d < evaluated.size(); d++) {
            String context = evaluated.get(d).context();
            var parsed = parser.parse(new DocumentSource("contract.txt", context.getBytes(StandardCharsets.UTF_8)));
            if (parsed.rawText().length() != context.length()) {
                throw new IllegalStateException("the parser changed the length of a CUAD context; offsets would not match");
            }
            List<Chunk> chunks = parsed.chunks().stream().filter(c -> c.kind() == ChunkKind.CLAUSE).toList();
            var vectors = embeddings.embedAll(chunks.stream().map(ChunkVector::embeddingText).toList());
            for (int i = 0; i < chunks.size(); i++) {
                ClauseDecision decision = classifier.decide("eval", new ChunkVector(chunks.get(i), vectors.get(i)));
                if (decision != null) {
                    predictions.add(new Prediction(decision.category(), decision.confidence(), chunks.get(i).startPosition(),
                        chunks.get(i).endPosition(), d));
                }
            }
            for (Answer answer : evaluated.get(d).answers()) {
                gold.add(new Gold(answer.category(), answer.start(), answer.end(), d));
            }
            progress.update(d + 1, evaluated.size());
        }
        ObjectNode report = report(predictions, gold, evaluated.size(), seconds(started));
        report.put("split", split);
        PrintWriter out = spec.commandLine().getOut();
        out.println(json ? JSON.writerWithDefaultPrettyPrinter().writeValueAsString(report) : table(report));
        out.flush();
        return 0;
    }

    private static boolean hits(Prediction p, Gold g) {
        return p.category() == g.category() && overlaps(p, g);
    }

    /** Whether the two overlap by at least half of the shorter (EVALUATION.md), whatever their categories. */
    private static boolean overlaps(Prediction p, Gold g) {
        if (p.document() != g.document()) {
            return false;
        }
        int overlap = Math.min(p.end(), g.end()) - Math.max(p.start(), g.start());
        return overlap > 0 && overlap >= 0.5 * Math.min(p.end() - p.start(), g.end() - g.start());
    }

    private static ObjectNode report(List<Prediction> predictions, List<Gold> gold, int documents, double seconds) {
        ObjectNode report = JSON.createObjectNode();
        report.put("documents", documents);
        report.put("gold_answers", gold.size());
        Map<ClauseCategory, int[]> counts = new EnumMap<>(ClauseCategory.class);
        List<Prediction> accepted = predictions.stream().filter(p -> p.confidence() >= AgentSettings.DEFAULTS.classifierMinConfidence()).toList();
        for (Prediction p : accepted) {
            int[] c = counts.computeIfAbsent(p.category(), k -> new int[4]);
            c[0]++;
            if (gold.stream().anyMatch(g -> hits(p, g))) {
                c[1]++;
            }
        }
        for (Gold g : gold) {
            int[] c = counts.computeIfAbsent(g.category(), k -> new int[4]);
            c[2]++;
            if (accepted.stream().anyMatch(p -> hits(p, g))) {
                c[3]++;
            }
        }
        ObjectNode perCategory = report.putObject("per_category");
        double macroP = 0;
        double macroR = 0;
        double macroF = 0;
        int categories = 0;
        int[] total = new int[4];
        for (var entry : counts.entrySet()) {
            int[] c = entry.getValue();
            for (int i = 0; i < 4; i++) {
                total[i] += c[i];
            }
            if (c[2] == 0) {
                continue;
            }
            double precision = c[0] == 0 ? 0 : c[1] / (double) c[0];
            double recall = c[3] / (double) c[2];
            double f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall);
            perCategory.putObject(entry.getKey().id()).put("precision", round(precision)).put("recall", round(recall))
                .put("f1", round(f1)).put("predicted", c[0]).put("gold", c[2]);
            macroP += precision;
            macroR += recall;
            macroF += f1;
            categories++;
        }
        double microP = total[0] == 0 ? 0 : total[1] / (double) total[0];
        double microR = total[2] == 0 ? 0 : total[3] / (double) total[2];
        report.putObject("micro").put("precision", round(microP)).put("recall", round(microR))
            .put("f1", round(microP + microR == 0 ? 0 : 2 * microP * microR / (microP + microR)));
        report.putObject("macro").put("precision", round(macroP / Math.max(1, categories)))
            .put("recall", round(macroR / Math.max(1, categories))).put("f1", round(macroF / Math.max(1, categories)));
        rankingFigures(predictions, gold, report);
        report.set("reliability", JSON.valueToTree(reliability(predictions, gold)));
        report.put("seconds_per_document", round(seconds / Math.max(1, documents)));
        report.put("provider", "local");
        report.put("credit", "CUAD (Hendrycks et al. 2021), CC BY 4.0");
        return report;
    }

    /**
     * Calibration on the chunks CUAD labels (a chunk that half-covers an answer, or is half-covered by one): whether
     * the stated confidence matches the share of those chunks whose category is right.
     */
    private static Reliability reliability(List<Prediction> predictions, List<Gold> gold) {
        List<Reliability.Outcome> outcomes = new ArrayList<>();
        for (Prediction p : predictions) {
            List<Gold> covered = gold.stream().filter(g -> overlaps(p, g)).toList();
            if (!covered.isEmpty()) {
                outcomes.add(new Reliability.Outcome(p.confidence(), covered.stream().anyMatch(g -> hits(p, g))));
            }
        }
        return Reliability.of(outcomes);
    }

    /** Every prediction ranked by confidence: precision at 80 % recall and the area under the curve. */
    private static void rankingFigures(List<Prediction> predictions, List<Gold> gold, ObjectNode report) {
        List<Prediction> ranked = new ArrayList<>(predictions);
        ranked.sort(Comparator.comparingDouble(Prediction::confidence).reversed());
        boolean[] found = new boolean[gold.size()];
        int foundCount = 0;
        int hitsSoFar = 0;
        double area = 0;
        double lastRecall = 0;
        double precisionAt80 = 0;
        double bestRecall = 0;
        for (int i = 0; i < ranked.size(); i++) {
            Prediction p = ranked.get(i);
            boolean hit = false;
            for (int g = 0; g < gold.size(); g++) {
                if (hits(p, gold.get(g))) {
                    hit = true;
                    if (!found[g]) {
                        found[g] = true;
                        foundCount++;
                    }
                }
            }
            if (hit) {
                hitsSoFar++;
            }
            double precision = hitsSoFar / (double) (i + 1);
            double recall = gold.isEmpty() ? 0 : foundCount / (double) gold.size();
            area += (recall - lastRecall) * precision;
            lastRecall = recall;
            bestRecall = recall;
            if (recall >= 0.8) {
                precisionAt80 = Math.max(precisionAt80, precision);
            }
        }
        report.put("aupr", round(area));
        report.put("precision_at_80_recall", bestRecall >= 0.8 ? round(precisionAt80) : 0);
        report.put("max_recall", round(bestRecall));
    }

    private static String table(ObjectNode report) {
        var text = new StringBuilder("CUAD: %d contracts, %d gold answers, local layer (%s)%n".formatted(
            report.get("documents").asInt(), report.get("gold_answers").asInt(), report.get("split").asText()));
        text.append("micro P %.3f R %.3f F1 %.3f   macro P %.3f R %.3f F1 %.3f%n".formatted(
            report.at("/micro/precision").asDouble(), report.at("/micro/recall").asDouble(), report.at("/micro/f1").asDouble(),
            report.at("/macro/precision").asDouble(), report.at("/macro/recall").asDouble(), report.at("/macro/f1").asDouble()));
        text.append("AUPR %.3f   precision at 80%% recall %.3f (highest recall reached %.3f)%n%n".formatted(
            report.get("aupr").asDouble(), report.get("precision_at_80_recall").asDouble(), report.get("max_recall").asDouble()));
        report.path("per_category").properties().forEach(e -> text.append("%-40s P %.3f R %.3f F1 %.3f (%d gold)%n".formatted(
            e.getKey(), e.getValue().path("precision").asDouble(), e.getValue().path("recall").asDouble(),
            e.getValue().path("f1").asDouble(), e.getValue().path("gold").asInt())));
        text.append("%nReliability of the stated confidence on the chunks CUAD labels:%n".formatted());
        text.append(JSON.convertValue(report.get("reliability"), Reliability.class).diagram()).append("\n\n");
        return text.append(report.get("credit").asText()).toString();
    }

    private static JsonNode read(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new InvalidInputException("No such file: " + file);
        }
        try (InputStream raw = Files.newInputStream(file);
             InputStream in = file.toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw) {
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new InvalidInputException("Could not read " + file + " as CUAD JSON: " + e.getMessage());
        }
    }
}
