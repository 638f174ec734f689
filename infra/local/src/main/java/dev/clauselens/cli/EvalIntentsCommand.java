package dev.clauselens.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.assistant.Intent;
import dev.clauselens.core.assistant.IntentRouter;
import dev.clauselens.core.assistant.Routing;
import dev.clauselens.core.error.InvalidInputException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code clauselens eval intents}: the assistant's rule layer on a question set labelled by hand. Coverage is
 * the share of questions the rules decide alone (confidence at the threshold or more), precision the share of
 * those they route right; the rest go to the model. Accuracy of the rules' best guess on every question is
 * what the assistant does with no model.
 */
@Command(name = "intents", mixinStandardHelpOptions = true,
    description = "Measures the assistant's rule-based intent routing on a labelled question set.")
final class EvalIntentsCommand implements Callable<Integer> {
    @Option(names = "--questions", description = "a JSON-lines file of {question, intent} (default: "
        + "infra/eval/intents/questions.jsonl in the checkout)")
    Path questions;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Spec
    CommandSpec spec;

    /** The figures: counts, the three shares, per intent, and every question the rules decided wrongly. */
    record Figures(int questions, int decidedByRules, int rightWhenDecided, double coverage, double precision,
                   double sentToModel, double accuracyWithoutModel, Map<String, int[]> byIntent, List<String> wrong) {
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        Path file = questions != null ? questions : SharedKit.repository().map(r -> r.resolve("infra/eval/intents/questions.jsonl"))
            .orElseThrow(() -> new InvalidInputException("Cannot find infra/eval/intents/questions.jsonl; pass --questions FILE."));
        var router = new IntentRouter();
        var mapper = new ObjectMapper();
        int total = 0;
        int decided = 0;
        int right = 0;
        int guessedRight = 0;
        Map<String, int[]> byIntent = new LinkedHashMap<>();
        List<String> wrong = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode item = mapper.readTree(line);
            Intent expected = Intent.fromId(item.path("intent").asText())
                .orElseThrow(() -> new InvalidInputException("Unknown intent in " + line));
            Routing routing = router.rules(item.path("question").asText());
            int[] counts = byIntent.computeIfAbsent(expected.id(), k -> new int[3]);
            total++;
            counts[0]++;
            boolean correct = routing.intent() == expected;
            guessedRight += correct ? 1 : 0;
            if (routing.confidence() >= IntentRouter.THRESHOLD) {
                decided++;
                counts[1]++;
                if (correct) {
                    right++;
                    counts[2]++;
                } else {
                    wrong.add(item.path("question").asText() + " -> " + routing.intent().id() + " (expected " + expected.id() + ")");
                }
            }
        }
        var figures = new Figures(total, decided, right, share(decided, total), share(right, decided),
            share(total - decided, total), share(guessedRight, total), byIntent, wrong);
        if (json) {
            out.println(Json.write(figures));
        } else {
            out.printf(Locale.ROOT, "%d questions: the rules decide %d (coverage %.1f %%), %d of them right (precision %.1f %%); "
                    + "%.1f %% go to the model. Without a model the rules' best guess is right for %.1f %%.%n", total, decided,
                100 * figures.coverage(), right, 100 * figures.precision(), 100 * figures.sentToModel(),
                100 * figures.accuracyWithoutModel());
            byIntent.forEach((intent, c) -> out.printf(Locale.ROOT, "  %-10s %2d questions, %2d decided by rules, %2d right%n",
                intent, c[0], c[1], c[2]));
            wrong.forEach(w -> out.println("  wrong: " + w));
        }
        out.flush();
        return 0;
    }

    private static double share(int part, int whole) {
        return whole == 0 ? 0 : Math.round(10_000.0 * part / whole) / 10_000.0;
    }
}
