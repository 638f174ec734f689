package dev.clauselens.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceDocument;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Reads a ContractNLI split file: every evidence span of an Entailment or Contradiction annotation
 * becomes a reference clause labelled with the hypothesis and the verdict. Accepts the training split
 * ({@code train.json} and subsets named {@code train*.json}) and the development split
 * ({@code dev.json}); refuses the test split. The split is kept in the document's source
 * ({@code contractnli-train}, {@code contractnli-dev}) so an evaluation on dev can leave dev out.
 */
public final class ContractNliReader {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ContractNliReader() {
    }

    public static List<CorpusBatch> read(Path file) {
        String split = split(file);
        JsonNode root = parse(file);
        List<CorpusBatch> batches = new ArrayList<>();
        for (JsonNode document : root.path("documents")) {
            String text = document.path("text").asText();
            JsonNode spans = document.path("spans");
            String name = document.path("file_name").asText(document.path("id").asText());
            var reference = new ReferenceDocument("contractnli-" + split + ":" + document.path("id").asText(), name,
                "contractnli-" + split, "CC BY 4.0 (ContractNLI, Koreeda & Manning 2021)");
            List<ReferenceClause> clauses = new ArrayList<>();
            for (JsonNode annotationSet : document.path("annotation_sets")) {
                annotationSet.path("annotations").properties().forEach(entry -> {
                    var hypothesis = Hypothesis.fromId(entry.getKey());
                    NliLabel label = label(entry.getValue().path("choice").asText());
                    if (hypothesis.isEmpty() || label == null) {
                        return;
                    }
                    for (JsonNode index : entry.getValue().path("spans")) {
                        JsonNode span = spans.path(index.asInt());
                        int start = span.path(0).asInt(-1);
                        int end = span.path(1).asInt(-1);
                        if (start >= 0 && end > start && end <= text.length() && !text.substring(start, end).isBlank()) {
                            clauses.add(ReferenceClause.of(reference.id(), text.substring(start, end), null,
                                hypothesis.get(), label, null));
                        }
                    }
                });
            }
            batches.add(new CorpusBatch(reference, clauses));
        }
        return batches;
    }

    /** A document of a split with its text and its gold verdict per hypothesis. */
    public record LabelledDocument(ReferenceDocument document, String text, Map<Hypothesis, NliLabel> gold) {
    }

    /** The split's documents with their gold verdicts (not mentioned where the annotation says so). */
    public static List<LabelledDocument> readLabelled(Path file) {
        String split = split(file);
        JsonNode root = parse(file);
        List<LabelledDocument> documents = new ArrayList<>();
        for (JsonNode document : root.path("documents")) {
            Map<Hypothesis, NliLabel> gold = new EnumMap<>(Hypothesis.class);
            document.path("annotation_sets").path(0).path("annotations").properties().forEach(entry ->
                Hypothesis.fromId(entry.getKey()).ifPresent(h -> gold.put(h,
                    Objects.requireNonNullElse(label(entry.getValue().path("choice").asText()), NliLabel.NOT_MENTIONED))));
            documents.add(new LabelledDocument(new ReferenceDocument("contractnli-" + split + ":" + document.path("id").asText(),
                document.path("file_name").asText(document.path("id").asText()), "contractnli-" + split,
                "CC BY 4.0 (ContractNLI, Koreeda & Manning 2021)"), document.path("text").asText(), gold));
        }
        return documents;
    }

    private static JsonNode parse(Path file) {
        JsonNode root;
        try {
            root = JSON.readTree(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new InvalidInputException("Cannot read " + file + " as ContractNLI JSON: " + e.getMessage());
        }
        if (!root.path("documents").isArray()) {
            throw new InvalidInputException(file + " is not a ContractNLI file: it has no 'documents' list.");
        }
        return root;
    }

    private static String split(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new InvalidInputException("No such file: " + file);
        }
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.contains("test")) {
            throw new InvalidInputException("Refusing " + file + ": ContractNLI's test split must never enter the "
                + "reference corpus. Load train.json (or train-*.json) and dev.json only.");
        }
        if (name.startsWith("train")) {
            return "train";
        }
        if (name.startsWith("dev")) {
            return "dev";
        }
        throw new InvalidInputException("Cannot tell which ContractNLI split " + file + " is: name it train.json, "
            + "train-*.json or dev.json as the dataset does.");
    }

    private static NliLabel label(String choice) {
        return switch (choice) {
            case "Entailment" -> NliLabel.ENTAILMENT;
            case "Contradiction" -> NliLabel.CONTRADICTION;
            default -> null;
        };
    }
}
