package dev.clauselens.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.agent.Reliability;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Perspective;
import dev.clauselens.core.terms.Durations;
import dev.clauselens.core.terms.KeyTerms;
import dev.clauselens.core.terms.TriageChecklist;
import dev.clauselens.core.agent.AgentSettings;
import dev.clauselens.core.agent.Agents;
import dev.clauselens.core.agent.ClauseModel;
import dev.clauselens.corpus.BuiltInCorpus;
import dev.clauselens.corpus.CorpusLoader;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.embedded.InMemoryReferenceCorpus;
import dev.clauselens.embedded.SqliteAnalysisStore;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import java.time.Clock;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code clauselens eval review}: the review as a lawyer reads it, over the kit's real NDAs against gold
 * files written by reading them ({@code infra/eval/review}). Each document runs through the whole
 * pipeline on the embedded default; the figures are clause coverage, category precision, clauses that
 * are never rated but were, gap false alarms, key-term and checklist accuracy, and the overall level
 * where a lawyer's is clear, reported for the documents not looked at while tuning apart from the rest.
 */
@Command(name = "review", mixinStandardHelpOptions = true,
    description = "Scores the review (categories, key terms, gaps, checklist) on the kit's real NDAs against gold files.")
final class EvalReviewCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TENANT = "eval";

    @Option(names = "--gold", description = "the folder of gold files (default: infra/eval/review in the checkout)")
    Path gold;

    @Option(names = "--datasets", description = "the kit's datasets folder (default: ../shared/datasets)")
    Path datasets;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Option(names = "--clause-model", paramLabel = "DIR|none",
        description = "the learned layer written by 'train --out DIR' instead of the built-in one, or none to run without one")
    String clauseModel;

    @Option(names = "--as-pdf",
        description = "analyse each document as the PDF LibreOffice headless prints of it (SOFFICE, default /usr/bin/soffice)")
    boolean asPdf;

    @Spec
    CommandSpec spec;

    /** Counts behind one figure: hits over trials. */
    private static final class Ratio {
        int hits;
        int total;

        void add(boolean hit) {
            total++;
            hits += hit ? 1 : 0;
        }

        double value() {
            return total == 0 ? Double.NaN : (double) hits / total;
        }
    }

    /** The figures of a group of documents. */
    private static final class Scores {
        final Ratio coverage = new Ratio();
        final Ratio precision = new Ratio();
        final Ratio withSecondary = new Ratio();
        final Ratio unratedKept = new Ratio();
        final Ratio gapFalseAlarms = new Ratio();
        final Ratio omissionsFlagged = new Ratio();
        final Ratio keyTerms = new Ratio();
        final Ratio checklist = new Ratio();
        final Ratio overall = new Ratio();
        final List<Reliability.Outcome> confidence = new ArrayList<>();
        int documents;

        ObjectNode json() {
            ObjectNode node = JSON.createObjectNode();
            node.put("documents", documents);
            put(node, "coverage", coverage);
            put(node, "category_precision", precision);
            put(node, "category_precision_with_secondary", withSecondary);
            put(node, "never_rated_kept_unrated", unratedKept);
            put(node, "gap_false_alarm_rate", gapFalseAlarms);
            put(node, "real_omissions_flagged", omissionsFlagged);
            put(node, "key_terms_exact", keyTerms);
            put(node, "checklist_agreement", checklist);
            put(node, "overall_level_agreement", overall);
            node.set("reliability", JSON.valueToTree(Reliability.of(confidence)));
            return node;
        }

        private static void put(ObjectNode node, String name, Ratio ratio) {
            node.putObject(name).put("value", Double.isNaN(ratio.value()) ? null : Math.round(ratio.value() * 1000) / 1000.0)
                .put("hits", ratio.hits).put("of", ratio.total);
        }
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path goldDir = gold != null ? gold : SharedKit.repository().map(r -> r.resolve("infra/eval/review"))
            .orElseThrow(() -> new InvalidInputException("Cannot find infra/eval/review; pass --gold FOLDER."));
        Path kit = SharedKit.datasets(datasets);
        if (!Files.isDirectory(kit.resolve("ndas"))) {
            throw new InvalidInputException("No real NDAs at " + kit.resolve("ndas") + "; pass --datasets with the kit's datasets folder.");
        }
        var documents = new GoldDocuments(kit);
        List<Path> files = GoldDocuments.files(goldDir);
        Scores unseen = new Scores();
        Scores seen = new Scores();
        ObjectNode report = JSON.createObjectNode();
        ObjectNode perDocument = report.putObject("per_document");
        ClauseModel layer = model();
        var embeddings = new BgeSmallEmbeddingModel();
        var corpus = new InMemoryReferenceCorpus();
        new CorpusLoader(corpus, embeddings).load(List.of(BuiltInCorpus.read()), (done, total) -> { });
        try (var store = SqliteAnalysisStore.inMemory(); var scratch = asPdf ? ScratchFolder.create("clauselens-eval-pdf") : null) {
            LibreOfficePdf printer = scratch == null ? null : new LibreOfficePdf(LibreOfficePdf.installed(), scratch.path());
            // the embedded default as a fresh machine has it: the built-in reference clauses, the local engine
            var pipeline = new AnalysisPipeline(new StandardDocumentParser(), embeddings, Agents.on(corpus, AgentSettings.DEFAULTS, Map.of(), Map.of(), layer),
                store, Clock.systemUTC());
            for (Path file : files) {
                JsonNode goldFile = GoldDocuments.readJson(file);
                DocumentSource read = documents.read(file.getFileName().toString(), goldFile.path("document").asText());
                DocumentSource document = printer == null ? read : printer.print(read);
                Scores scores = goldFile.path("seen").asBoolean(true) ? seen : unseen;
                err.println("Reviewing " + document.name() + "...");
                Perspective perspective = Perspective.fromId(goldFile.path("perspective").asText(null)).orElse(null);
                AnalysisResult result = pipeline.analyze(TENANT, document, perspective, (stage, percent, message) -> { });
                List<Chunk> chunks = store.chunks(TENANT, result.documentId()).stream().map(c -> c.chunk()).toList();
                score(goldFile, result, chunks, scores, perDocument.putObject(file.getFileName().toString()));
                scores.documents++;
            }
        }
        report.set("unseen", unseen.json());
        report.set("seen", seen.json());
        if (json) {
            out.println(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(report));
        } else {
            print(out, "Documents not looked at while tuning", unseen);
            print(out, "Documents looked at while tuning", seen);
        }
        out.flush();
        return 0;
    }

    private ClauseModel model() {
        if (clauseModel == null) {
            return ClauseModel.builtIn().orElse(null);
        }
        if (clauseModel.equals("none")) {
            return null;
        }
        Path folder = Path.of(clauseModel);
        if (!Files.isRegularFile(folder.resolve(ClauseModel.CARD))) {
            throw new InvalidInputException("No clause model in " + folder + ": pass a folder written by 'clauselens train --out', or none.");
        }
        return ClauseModel.load(folder);
    }

    private static void score(JsonNode gold, AnalysisResult result, List<Chunk> chunks, Scores scores, ObjectNode detail) {
        Map<String, AnalysisResult.ClauseResult> byChunk = new HashMap<>();
        result.clauses().forEach(c -> byChunk.put(c.chunkId(), c));
        var misses = detail.putArray("category_misses");
        var ratedMisses = detail.putArray("rated_though_never_rated");
        for (JsonNode clause : gold.path("clauses")) {
            String anchor = GoldDocuments.flat(clause.path("anchor").asText());
            Set<ClauseCategory> accepted = new HashSet<>();
            clause.path("categories").forEach(c -> accepted.add(ClauseCategory.fromId(c.asText())
                .orElseThrow(() -> new InvalidInputException("unknown category " + c.asText() + " in a gold file"))));
            Chunk chunk = GoldDocuments.anchored(chunks, anchor);
            if (chunk != null && chunk.kind() != ChunkKind.CLAUSE && accepted.stream().noneMatch(ClauseCategory::rated)) {
                // a signature line or a line to fill in, recognised as such and never rated: what the gold asks of it
                scores.coverage.add(true);
                scores.precision.add(true);
                scores.withSecondary.add(true);
                scores.unratedKept.add(true);
                continue;
            }
            AnalysisResult.ClauseResult found = chunk == null || chunk.kind() != ChunkKind.CLAUSE ? null : byChunk.get(chunk.id());
            boolean classified = found != null && found.confidence() > 0;
            scores.coverage.add(classified);
            if (!classified) {
                misses.add("unclassified: " + anchor);
                continue;
            }
            boolean right = accepted.contains(found.category());
            scores.precision.add(right);
            scores.confidence.add(new Reliability.Outcome(found.confidence(), right));
            scores.withSecondary.add(right || found.secondary().stream().anyMatch(accepted::contains));
            if (!right) {
                misses.add(found.category().id() + " for \"" + anchor + "\" (gold " + clause.path("categories") + ")");
            }
            if (accepted.stream().noneMatch(ClauseCategory::rated)) {
                scores.unratedKept.add(found.risk() == null);
                if (found.risk() != null) {
                    ratedMisses.add(found.risk().level() + " for \"" + anchor + "\" (gold " + clause.path("categories") + ")");
                }
            }
        }
        Set<String> present = ids(gold.path("protections").path("present"));
        Set<String> absent = ids(gold.path("protections").path("absent"));
        Set<String> flagged = new HashSet<>();
        result.gaps().missing().forEach(m -> flagged.add(m.category().id()));
        var falseAlarms = detail.putArray("gap_false_alarms");
        for (String category : flagged) {
            if (present.contains(category) || absent.contains(category)) {
                scores.gapFalseAlarms.add(present.contains(category));
                if (present.contains(category)) {
                    falseAlarms.add(category);
                }
            }
        }
        absent.forEach(category -> scores.omissionsFlagged.add(flagged.contains(category)));
        keyTerms(gold.path("keyTerms"), result.keyTerms(), scores.keyTerms, detail.putArray("key_term_misses"));
        Map<String, String> statuses = new HashMap<>();
        for (TriageChecklist.Check check : result.checklist()) {
            statuses.put(check.topic(), check.status().name());
        }
        var checklistMisses = detail.putArray("checklist_misses");
        gold.path("checklist").properties().forEach(e -> {
            boolean same = e.getValue().asText().equals(statuses.get(e.getKey()));
            scores.checklist.add(same);
            if (!same) {
                checklistMisses.add(e.getKey() + ": " + statuses.get(e.getKey()) + " (gold " + e.getValue().asText() + ")");
            }
        });
        JsonNode overall = gold.path("overall").path(result.perspective().perspective().id());
        if (overall.isArray()) {
            boolean same = ids(overall).contains(result.overallLevel().name());
            scores.overall.add(same);
            detail.put("overall", result.overallLevel().name() + " for the " + result.perspective().perspective().id()
                + (same ? "" : " (gold " + overall + ")"));
        }
    }

    private static void keyTerms(JsonNode gold, KeyTerms terms, Ratio ratio, ArrayNode misses) {
        Map<String, String> found = new HashMap<>();
        found.put("documentType", terms.documentType().name());
        found.put("mutuality", terms.mutuality() == null ? null : terms.mutuality().value());
        // the gold's null is "not stated", a place left blank included
        found.put("governingLaw", KeyTerms.stated(terms.governingLaw()) == null ? null : place(terms.governingLaw().value()));
        found.put("forum", KeyTerms.stated(terms.forum()) == null ? null : place(terms.forum().value()));
        found.put("termYears", years(KeyTerms.stated(terms.term())));
        found.put("confidentialityYears", years(KeyTerms.stated(terms.confidentialityPeriod())));
        gold.properties().forEach(e -> {
            JsonNode expected = e.getValue();
            String actual = found.get(e.getKey());
            boolean same = switch (e.getKey()) {
                case "documentType" -> ids(expected).contains(actual);
                case "governingLaw", "forum" -> expected.isNull() ? actual == null : place(expected.asText()).equals(actual);
                case "termYears", "confidentialityYears" -> expected.isNull() ? actual == null
                    : expected.isTextual() ? expected.asText().equals(actual)
                    : actual != null && actual.matches("[\\d.]+") && Math.abs(Double.parseDouble(actual) - expected.asDouble()) < 0.01;
                default -> expected.isNull() ? actual == null : expected.asText().equals(actual);
            };
            ratio.add(same);
            if (!same) {
                misses.add(e.getKey() + ": " + actual + " (gold " + expected + ")");
            }
        });
    }

    /** A term's number of years, "perpetual" for one without end, else "unreadable". */
    private static String years(KeyTerms.Term term) {
        if (term == null) {
            return null;
        }
        return Durations.years(term.value()).or(() -> Durations.years(term.quote())).map(String::valueOf)
            .orElse(Durations.endless(term.value()) ? "perpetual" : "unreadable");
    }

    /** A place as a lawyer names it: "the State of New York" and "New York", "any court within Wilmington, Delaware" and "Wilmington, Delaware", "the Republic of Italy" and "Italy", "the Province of Alberta" and "Alberta" are the same law, "the competent court in The Hague" and "The Hague" the same forum. */
    static String place(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("\\b(the|any|laws?|state|commonwealth|province|republic|of|courts?|chancery|federal|competent|commercial|civil|ordinary|in|within|located|sitting|situated|and|or|usa)\\b", " ")
            .replaceAll("[^a-z ]", " ").replaceAll("\\s+", " ").strip();
    }

    private static Set<String> ids(JsonNode array) {
        Set<String> ids = new HashSet<>();
        array.forEach(v -> ids.add(v.asText()));
        return ids;
    }

    private static void print(PrintWriter out, String title, Scores scores) {
        out.printf("%s (%d)%n", title, scores.documents);
        List<String[]> rows = new ArrayList<>();
        rows.add(row("Clauses classified", scores.coverage));
        rows.add(row("Category precision", scores.precision));
        rows.add(row("  counting secondary categories", scores.withSecondary));
        rows.add(row("Never-rated text left unrated", scores.unratedKept));
        rows.add(row("Gap false-alarm rate", scores.gapFalseAlarms));
        rows.add(row("Real omissions flagged", scores.omissionsFlagged));
        rows.add(row("Key terms exact", scores.keyTerms));
        rows.add(row("Checklist agreement", scores.checklist));
        rows.add(row("Overall level agreement", scores.overall));
        rows.forEach(r -> out.printf("  %-34s %7s  (%s)%n", r[0], r[1], r[2]));
        if (!scores.confidence.isEmpty()) {
            out.println("  Reliability of the category confidence:");
            Reliability.of(scores.confidence).diagram().lines().forEach(line -> out.println("    " + line));
        }
    }

    private static String[] row(String name, Ratio ratio) {
        return new String[] {name, Double.isNaN(ratio.value()) ? "-" : "%.1f %%".formatted(100 * ratio.value()),
            ratio.hits + " of " + ratio.total};
    }
}
