package dev.clauselens.cli;

import static dev.clauselens.cli.Figures.round;

import com.fasterxml.jackson.databind.JsonNode;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code clauselens eval terms}: key terms read from the whole text of each CUAD contract against CUAD's answers. The
 * governing law against "Governing Law": right when every word of its place ("the State of New York": new, york) is among
 * the words of the answers, or when the law was named by its adjective ("English law") inside an answer. The effective
 * date against "Agreement Date" and "Effective Date" that write a date out (one left blank is no date to read): right when
 * the date read lies in an answer or is its text. The
 * term against "Expiration Date": right when the term read lies in an answer. The parties against "Parties": right when
 * every name read is among the answers' words. The contracts are split as
 * {@code eval cuad} splits them: every fifth is held out, and its misses are never printed, so the rules can be developed
 * on the other four fifths and judged on the fifth they were not tuned on.
 */
@Command(name = "terms", mixinStandardHelpOptions = true,
    description = "Scores key terms (governing law, effective date, term, parties) on CUAD contracts (CUAD: CC BY 4.0, Hendrycks et al. 2021).")
final class EvalTermsCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The dot inside an abbreviation written with dots: "U.S." is the word "US". */
    private static final Pattern ABBREVIATION_DOT = Pattern.compile("(?<=\\b\\p{L})\\.(?=\\p{L}\\b)");
    private static final Pattern WRITTEN_DATE = Pattern.compile(KeyTermExtractor.DATE, Pattern.CASE_INSENSITIVE);

    @Option(names = "--data", required = true, description = "CUAD file in SQuAD layout (.json or .json.gz)")
    Path data;

    @Option(names = "--misses", description = "list the misses of the development contracts (never of the held-out fifth)")
    boolean misses;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Spec
    CommandSpec spec;

    /** Counts of one split: contracts with an answer, right, wrong, not named; contracts without one where the term was named. */
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

    /** A key term scored against the answers of some CUAD categories. */
    private record Scored(String name, Set<ClauseCategory> categories, Predicate<String> counts, Function<KeyTerms, List<KeyTerms.Term>> read,
        Rightness right) {
    }

    @FunctionalInterface
    private interface Rightness {
        boolean test(List<KeyTerms.Term> read, String gold, List<EvalCuadCommand.Answer> answers);
    }

    private static final List<Scored> TERMS = List.of(
        new Scored("governing_law", Set.of(ClauseCategory.GOVERNING_LAW), answer -> true, terms -> listed(terms.governingLaw()),
            (read, gold, answers) -> placeIn(read.getFirst(), gold, answers)),
        // a date left blank ("September ___, 2019") is no date to read: the placeholders are their own key term
        new Scored("effective_date", Set.of(ClauseCategory.AGREEMENT_DATE, ClauseCategory.EFFECTIVE_DATE), answer -> WRITTEN_DATE.matcher(answer).find(),
            terms -> listed(terms.effectiveDate()),
            (read, gold, answers) -> inside(read.getFirst(), answers) || words(gold).containsAll(words(read.getFirst().value()))),
        new Scored("term", Set.of(ClauseCategory.EXPIRATION_DATE), answer -> true, terms -> listed(terms.term()),
            (read, gold, answers) -> inside(read.getFirst(), answers)),
        new Scored("parties", Set.of(ClauseCategory.PARTIES), answer -> true, KeyTerms::parties,
            (read, gold, answers) -> read.stream().allMatch(party -> words(gold).containsAll(words(party.value())))));

    @Override
    public Integer call() throws IOException {
        List<EvalCuadCommand.Contract> contracts = EvalCuadCommand.contracts(data);
        var parser = new StandardDocumentParser();
        Map<String, Score[]> scores = new LinkedHashMap<>();
        TERMS.forEach(term -> scores.put(term.name(), new Score[] {new Score(), new Score()}));
        var progress = new ProgressLine(spec.commandLine().getErr(), "contracts");
        for (int i = 0; i < contracts.size(); i++) {
            EvalCuadCommand.Contract contract = contracts.get(i);
            var parsed = parser.parse(new DocumentSource("contract.txt", contract.context().getBytes(StandardCharsets.UTF_8)));
            KeyTerms terms = KeyTermExtractor.extract(parsed.chunks(), null);
            for (Scored term : TERMS) {
                List<EvalCuadCommand.Answer> answers = contract.answers().stream().filter(a -> term.categories().contains(a.category())
                    && term.counts().test(contract.context().substring(a.start(), a.end()))).toList();
                score(scores.get(term.name())[EvalCuadCommand.heldOut(i) ? 1 : 0], contract, term, term.read().apply(terms), answers);
            }
            progress.update(i + 1, contracts.size());
        }
        ObjectNode report = JSON.createObjectNode();
        report.put("split", "every fifth contract of " + data.getFileName() + " held out, as eval cuad holds it out");
        scores.forEach((name, split) -> {
            ObjectNode term = report.putObject(name);
            term.set("development", split[0].figures());
            term.set("held_out", split[1].figures());
            if (misses) {
                term.set("development_misses", split[0].misses);
            }
        });
        report.put("credit", "CUAD (Hendrycks et al. 2021), CC BY 4.0");
        PrintWriter out = spec.commandLine().getOut();
        out.println(json ? JSON.writerWithDefaultPrettyPrinter().writeValueAsString(report) : table(report));
        out.flush();
        return 0;
    }

    private static List<KeyTerms.Term> listed(KeyTerms.Term term) {
        return term == null ? List.of() : List.of(term);
    }

    private static void score(Score score, EvalCuadCommand.Contract contract, Scored term, List<KeyTerms.Term> read,
        List<EvalCuadCommand.Answer> answers) {
        if (answers.isEmpty()) {
            score.unanswered++;
            if (!read.isEmpty()) {
                score.namedUnanswered++;
                miss(score, contract, read, "named where CUAD has no answer", "");
            }
            return;
        }
        score.answered++;
        String gold = String.join(" | ", answers.stream().map(a -> contract.context().substring(a.start(), a.end())).toList());
        if (read.isEmpty()) {
            score.missed++;
            miss(score, contract, read, "not named", gold);
        } else if (term.right().test(read, gold, answers)) {
            score.right++;
        } else {
            score.wrong++;
            miss(score, contract, read, "wrong", gold);
        }
    }

    /** The place's words all among the answers' words, or a law named by its adjective inside an answer. */
    private static boolean placeIn(KeyTerms.Term law, String gold, List<EvalCuadCommand.Answer> answers) {
        Set<String> goldWords = new HashSet<>(Arrays.asList(EvalReviewCommand.place(gold).split(" ")));
        if (goldWords.containsAll(Arrays.asList(EvalReviewCommand.place(law.value()).split(" ")))) {
            return true;
        }
        return !law.quote().contains(law.value()) && inside(law, answers);
    }

    /** Whether the term's text overlaps an answer. */
    private static boolean inside(KeyTerms.Term term, List<EvalCuadCommand.Answer> answers) {
        return answers.stream().anyMatch(a -> a.start() < term.end() && term.start() < a.end());
    }

    /** Lower-case words and numbers, punctuation dropped ("Acme, Inc.": acme, inc), an abbreviation's dots too ("U.S.": us). */
    private static Set<String> words(String text) {
        Set<String> words = new HashSet<>(Arrays.asList(ABBREVIATION_DOT.matcher(text).replaceAll("").toLowerCase(Locale.ROOT)
            .replaceAll("[^\\p{L}\\p{N}]+", " ").strip().split(" ")));
        words.remove("");
        return words;
    }

    private static void miss(Score score, EvalCuadCommand.Contract contract, List<KeyTerms.Term> read, String what, String gold) {
        ObjectNode miss = score.misses.addObject();
        miss.put("contract", contract.title());
        miss.put("miss", what);
        miss.put("named", read.isEmpty() ? null : String.join(" | ", read.stream().map(KeyTerms.Term::value).toList()));
        miss.put("quote", read.isEmpty() ? null : read.getFirst().quote());
        miss.put("answer", gold);
    }

    private static String table(ObjectNode report) {
        var text = new StringBuilder("Key terms on CUAD (%s)%n".formatted(report.get("split").asText()));
        for (Scored term : TERMS) {
            JsonNode scores = report.get(term.name());
            for (String part : List.of("development", "held_out")) {
                JsonNode f = scores.get(part);
                text.append("%-15s %-12s %d of %d right (%.1f %%), %d wrong, %d not named; named in %d of %d contracts without an answer%n"
                    .formatted(term.name().replace('_', ' '), part.replace('_', ' '), f.get("right").asInt(), f.get("contracts_with_answer").asInt(),
                        100 * f.get("accuracy").asDouble(), f.get("wrong").asInt(), f.get("not_named").asInt(),
                        f.get("named_without_answer").asInt(), f.get("contracts_without_answer").asInt()));
            }
            scores.path("development_misses").forEach(m -> text.append("  %s: %s %s — %s%n".formatted(m.get("contract").asText(),
                m.get("miss").asText(), m.path("named").asText(""), m.get("answer").asText().replaceAll("\\s+", " "))));
        }
        return text.append(report.get("credit").asText()).toString();
    }
}
