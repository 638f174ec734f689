package dev.clauselens.cli;

import static dev.clauselens.cli.Figures.round;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.terms.KeyTermExtractor;
import dev.clauselens.core.terms.KeyTerms;
import dev.clauselens.documents.StandardDocumentParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code clauselens eval terms}: the governing-law key term, read from the whole text of each CUAD contract, against
 * CUAD's "Governing Law" answers. A law named is right when every word of its place ("the State of New York": new, york)
 * is among the words of the contract's answers, or when the law was named by its adjective ("English law") inside an
 * answer. The contracts are split as {@code eval cuad} splits them: every fifth is held out, and its misses are never
 * printed, so the rules can be developed on the other four fifths and judged on the fifth they were not tuned on.
 */
@Command(name = "terms", mixinStandardHelpOptions = true,
    description = "Scores the governing-law key term on CUAD contracts (CUAD: CC BY 4.0, Hendrycks et al. 2021).")
final class EvalTermsCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Option(names = "--data", required = true, description = "CUAD file in SQuAD layout (.json or .json.gz)")
    Path data;

    @Option(names = "--misses", description = "list the misses of the development contracts (never of the held-out fifth)")
    boolean misses;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Spec
    CommandSpec spec;

    /** Counts of one split: contracts with an answer, right, wrong, not named; contracts without one where a law was named. */
    private static final class Score {
        int answered;
        int right;
        int wrong;
        int missed;
        int unanswered;
        int namedUnanswered;
        final ArrayNode misses = JSON.createArrayNode();

        ObjectNode figures() {
            ObjectNode figures = JSON.createObjectNode();
            figures.put("contracts_with_answer", answered);
            figures.put("right", right);
            figures.put("wrong", wrong);
            figures.put("not_named", missed);
            figures.put("accuracy", round(answered == 0 ? 0 : right / (double) answered));
            figures.put("precision", round(right + wrong == 0 ? 0 : right / (double) (right + wrong)));
            figures.put("contracts_without_answer", unanswered);
            figures.put("named_without_answer", namedUnanswered);
            return figures;
        }
    }

    @Override
    public Integer call() throws IOException {
        List<EvalCuadCommand.Contract> contracts = EvalCuadCommand.contracts(data);
        var parser = new StandardDocumentParser();
        Score development = new Score();
        Score heldOut = new Score();
        var progress = new ProgressLine(spec.commandLine().getErr(), "contracts");
        for (int i = 0; i < contracts.size(); i++) {
            EvalCuadCommand.Contract contract = contracts.get(i);
            var parsed = parser.parse(new DocumentSource("contract.txt", contract.context().getBytes(StandardCharsets.UTF_8)));
            KeyTerms.Term law = KeyTermExtractor.extract(parsed.chunks(), null).governingLaw();
            List<EvalCuadCommand.Answer> answers = contract.answers().stream()
                .filter(a -> a.category() == ClauseCategory.GOVERNING_LAW).toList();
            score(EvalCuadCommand.heldOut(i) ? heldOut : development, contract, law, answers);
            progress.update(i + 1, contracts.size());
        }
        ObjectNode report = JSON.createObjectNode();
        report.put("term", "governing law");
        report.put("split", "every fifth contract of " + data.getFileName() + " held out, as eval cuad holds it out");
        report.set("development", development.figures());
        report.set("held_out", heldOut.figures());
        if (misses) {
            report.set("development_misses", development.misses);
        }
        report.put("credit", "CUAD (Hendrycks et al. 2021), CC BY 4.0");
        PrintWriter out = spec.commandLine().getOut();
        out.println(json ? JSON.writerWithDefaultPrettyPrinter().writeValueAsString(report) : table(report));
        out.flush();
        return 0;
    }

    private static void score(Score score, EvalCuadCommand.Contract contract, KeyTerms.Term law, List<EvalCuadCommand.Answer> answers) {
        if (answers.isEmpty()) {
            score.unanswered++;
            if (law != null) {
                score.namedUnanswered++;
                miss(score, contract, law, "named where CUAD has no answer", "");
            }
            return;
        }
        score.answered++;
        String gold = String.join(" | ", answers.stream().map(a -> contract.context().substring(a.start(), a.end())).toList());
        if (law == null) {
            score.missed++;
            miss(score, contract, null, "not named", gold);
        } else if (right(law, gold, answers)) {
            score.right++;
        } else {
            score.wrong++;
            miss(score, contract, law, "wrong", gold);
        }
    }

    /** The place's words all among the answers' words, or a law named by its adjective inside an answer. */
    private static boolean right(KeyTerms.Term law, String gold, List<EvalCuadCommand.Answer> answers) {
        Set<String> goldWords = new HashSet<>(Arrays.asList(EvalReviewCommand.place(gold).split(" ")));
        if (goldWords.containsAll(Arrays.asList(EvalReviewCommand.place(law.value()).split(" ")))) {
            return true;
        }
        boolean byAdjective = !law.quote().contains(law.value());
        return byAdjective && answers.stream().anyMatch(a -> a.start() <= law.start() && law.end() <= a.end());
    }

    private static void miss(Score score, EvalCuadCommand.Contract contract, KeyTerms.Term law, String what, String gold) {
        ObjectNode miss = score.misses.addObject();
        miss.put("contract", contract.title());
        miss.put("miss", what);
        miss.put("named", law == null ? null : law.value());
        miss.put("quote", law == null ? null : law.quote());
        miss.put("answer", gold);
    }

    private static String table(ObjectNode report) {
        var text = new StringBuilder("Governing law on CUAD (%s)%n".formatted(report.get("split").asText()));
        for (String part : List.of("development", "held_out")) {
            var f = report.get(part);
            text.append("%-12s %d of %d right (%.1f %%), %d wrong, %d not named; named in %d of %d contracts without an answer%n"
                .formatted(part.replace('_', ' '), f.get("right").asInt(), f.get("contracts_with_answer").asInt(),
                    100 * f.get("accuracy").asDouble(), f.get("wrong").asInt(), f.get("not_named").asInt(),
                    f.get("named_without_answer").asInt(), f.get("contracts_without_answer").asInt()));
        }
        report.path("development_misses").forEach(m -> text.append("  %s: %s %s — %s%n".formatted(m.get("contract").asText(),
            m.get("miss").asText(), m.path("named").asText(""), m.get("answer").asText().replaceAll("\\s+", " "))));
        return text.append(report.get("credit").asText()).toString();
    }
}
