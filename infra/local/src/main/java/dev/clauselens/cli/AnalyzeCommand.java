package dev.clauselens.cli;

import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.agent.HypothesisVerdict;
import dev.clauselens.core.agent.ReportPage;
import dev.clauselens.core.agent.RiskFinding;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.playbook.Playbook;
import dev.clauselens.core.playbook.PlaybookReview;
import dev.clauselens.core.playbook.PlaybookReview.Outcome;
import dev.clauselens.core.playbook.Playbooks;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.core.taxonomy.RiskLevel;
import dev.clauselens.core.terms.KeyTerms;
import dev.clauselens.documents.ParserLimits;
import dev.clauselens.documents.redline.DocumentRedlines;
import dev.clauselens.documents.redline.RedlineDocx;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import dev.clauselens.core.taxonomy.Perspective;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code clauselens analyze FILE}: the whole review, in-process, in the state machine's order. */
@Command(name = "analyze", mixinStandardHelpOptions = true,
    description = {"Reviews an NDA: clauses and their categories, risk with evidence, missing protections and the 17 "
        + "ContractNLI hypotheses. Runs on this machine with the local engine.", "Exits 2 when the file cannot be read."})
final class AnalyzeCommand implements Callable<Integer> {
    static final String TENANT = "local";
    private static final int RISKIEST = 5;

    @Parameters(paramLabel = "FILE", description = "the NDA: PDF, DOCX, text, Markdown or a Word Add-in JSON payload")
    Path file;

    @Mixin
    EngineOptions engine;

    @Option(names = "--perspective", paramLabel = "SIDE", converter = PerspectiveConverter.class,
        description = "whose side the review takes: discloser, recipient or mutual (default: inferred from the document)")
    Perspective perspective;

    @Option(names = "--playbook", paramLabel = "FILE|NAME", description = "the team's playbook (JSON or YAML), or a built-in "
        + "one by name: default-recipient, default-discloser, default-mutual (default: the built-in one for the perspective)")
    String playbook;

    @Option(names = "--json", paramLabel = "FILE", description = "also write the full result as JSON to FILE ('-' for stdout)")
    Path json;

    @Option(names = "--html", paramLabel = "FILE",
        description = "also write the visual report, one self-contained HTML page, to FILE")
    Path html;

    @Option(names = "--redline", paramLabel = "FILE", description = "also write the document as DOCX with the playbook's "
        + "fixes as tracked changes and a comment on each finding (a DOCX is edited in place; other files become a clean DOCX)")
    Path redline;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try (Stores stores = Stores.open(engine.store, false)) {
            ParserLimits limits = ParserLimits.fromEnvironment(System.getenv());
            DocumentSource source = ParseCommand.source(file, limits);
            Playbook team = playbook == null ? null : readPlaybook(playbook);
            LocalEngine local = LocalEngine.open(stores, engine.provider, limits, err);
            AnalysisPipeline pipeline = local.pipeline();
            AnalysisResult result = pipeline.analyze(TENANT, source, perspective,
                (stage, percent, message) -> {
                    err.printf("  %-12s %3d%%  %s%n", stage.name().toLowerCase().replace('_', ' '), percent, message);
                    err.flush();
                });
            if (team != null) {
                result = result.withPlaybook(team);
            }
            RedlineDocx.Result redlined = null;
            if (redline != null) {
                redlined = new DocumentRedlines(limits, Clock.systemUTC()).write(source, result, List.of());
                Files.write(redline, redlined.docx());
            }
            if (html != null) {
                Files.writeString(html, ReportPage.read(stores.analyses(), TENANT, result.analysisId(), local.budget(),
                    result.flags(), team).orElseThrow());
            }
            if (json != null && json.toString().equals("-")) {
                out.println(Json.write(result));
            } else {
                if (json != null) {
                    Files.writeString(json, Json.write(result));
                }
                out.println(summary(result));
                if (json != null) {
                    out.println("\nFull result: " + json);
                }
                if (html != null) {
                    out.println("Report: " + html.toAbsolutePath().toUri());
                }
                if (redlined != null) {
                    out.println(redlineLine(redline, redlined));
                }
            }
            return 0;
        } catch (ClauseLensException e) {
            return ErrorReporter.report(e, spec.commandLine(), false);
        } catch (IOException e) {
            err.println("error: cannot read or write a file: " + e.getMessage());
            return ErrorReporter.BAD_INPUT;
        } finally {
            out.flush();
        }
    }

    static String summary(AnalysisResult result) {
        var text = new StringBuilder();
        text.append("%s%n  Overall risk: %s (%d/100)   Gap score: %d/100   %d clauses classified   %.1f s%n".formatted(
            result.title(), result.overallLevel(), result.overallScore(), result.gapScore(), result.clauses().size(),
            result.processingMillis() / 1000.0));
        text.append("  Why:           %s%n".formatted(result.overallReason()));
        text.append("  Reviewed for:  %s. %s%n".formatted(result.perspective().perspective().id(), result.perspective().reason()));
        text.append("  Analysis id:   %s (ask about it: clauselens ask %s \"question\")%n".formatted(result.analysisId(),
            result.analysisId()));
        if (result.tokenUsage().total() > 0 || result.tokenUsage().budgetExhausted()) {
            text.append("  Model: %d decisions by the model, %,d tokens%s%n".formatted(
                result.decisionsByLayer().getOrDefault("model", 0), result.tokenUsage().total(),
                result.tokenUsage().budgetExhausted() ? "; the token budget ran out, the rest was decided locally" : ""));
        }
        result.flags().forEach(flag -> text.append("  Note: ").append(flag.message()).append('\n'));
        keyTerms(result.keyTerms(), text);
        text.append("\nNDA checklist\n");
        result.checklist().forEach(check -> text.append("  %-6s %-38s %s%n".formatted(check.status(), check.topic(),
            check.reason())));

        playbook(result.playbook(), text);

        text.append("\nRiskiest clauses\n");
        List<AnalysisResult.ClauseResult> riskiest = result.clauses().stream()
            .filter(c -> c.risk() != null && c.risk().level() != RiskLevel.STANDARD)
            .sorted(Comparator.comparingInt((AnalysisResult.ClauseResult c) -> rank(c.risk().level()))
                .thenComparing(c -> -c.risk().confidence()))
            .limit(RISKIEST)
            .toList();
        if (riskiest.isEmpty()) {
            text.append("  none: every classified clause reads as standard\n");
        }
        for (AnalysisResult.ClauseResult clause : riskiest) {
            RiskFinding risk = clause.risk();
            text.append("  %-10s %s (%s)%n".formatted(risk.level(), clause.category().displayName(), clause.chunkId()));
            text.append("             ").append(preview(risk.explanation(), 300)).append('\n');
            risk.citations().forEach(c -> text.append("             \"").append(preview(c.quote(), 150)).append("\"\n"));
            risk.statistics().forEach(s -> text.append("             ").append(s).append('\n'));
            risk.comparisons().stream().limit(1).forEach(c -> text.append("             ").append(c).append('\n'));
        }

        text.append("\nMissing protections\n");
        if (result.gaps().missing().isEmpty()) {
            text.append("  none of the expected protections is missing\n");
        }
        result.gaps().missing().forEach(gap -> text.append("  %-9s  %s%s%n".formatted(gap.importance(),
            gap.category().displayName(), gap.suggestedLanguage() == null ? ""
                : "\n             suggested: \"" + preview(gap.suggestedLanguage(), 140) + "\"")));

        text.append("\nContractNLI hypotheses\n");
        for (HypothesisVerdict verdict : result.gaps().hypotheses()) {
            text.append("  %-6s %-40s %-14s %s%n".formatted(verdict.hypothesis().id(), verdict.hypothesis().shortName(),
                label(verdict.verdict()), String.join(", ", verdict.chunkIds())));
        }
        text.append('\n').append(result.disclaimer());
        return text.toString();
    }

    /** A playbook named by its file, or by a built-in playbook's name. */
    /** What a written redline holds, in one line. */
    static String redlineLine(Path file, RedlineDocx.Result redlined) {
        return "Redline: %s (%d tracked changes, %d comments%s%s)".formatted(file, redlined.changes(), redlined.comments(),
            redlined.asNotes() == 0 ? "" : "; " + redlined.asNotes() + " fixes as comments: their text could not be split "
                + "safely", redlined.missed() == 0 ? "" : "; " + redlined.missed() + " not placed: their text was not found "
                + "in the document");
    }

    static Playbook readPlaybook(String fileOrName) throws IOException {
        Path path = Path.of(fileOrName);
        if (Files.isRegularFile(path)) {
            return Playbooks.parse(Files.readAllBytes(path));
        }
        return Playbooks.builtIn(fileOrName).orElseThrow(() -> new InvalidInputException("No playbook file " + fileOrName
            + " and no built-in playbook of that name; the built-in ones are default-recipient, default-discloser and "
            + "default-mutual."));
    }

    /** The playbook's verdicts: a count, then each finding that is not the team's standard. */
    private static void playbook(PlaybookReview.Result review, StringBuilder text) {
        text.append("%nPlaybook %s: %s%n".formatted(review.playbook(), review.summary()));
        List<PlaybookReview.Finding> raised = review.findings().stream().filter(f -> f.outcome() != Outcome.STANDARD)
            .sorted(Comparator.comparing(PlaybookReview.Finding::outcome).reversed()).toList();
        String row = "  %-" + raised.stream().mapToInt(f -> f.outcome().label().length()).max().orElse(1) + "s %-34s %s%n";
        raised.forEach(f -> text.append(row.formatted(f.outcome().label(), f.title(), preview(f.reason(), 200))));
    }

    /** What a lawyer reads first; "not stated" where the document says nothing, never a guess. */
    private static void keyTerms(KeyTerms terms, StringBuilder text) {
        text.append("\nKey terms\n");
        text.append("  %-17s %s%n".formatted("Document", terms.description()));
        if (terms.documentType() != KeyTerms.DocumentType.NDA) {
            text.append("  Warning: the NDA checklist, gaps and hypotheses below assume an NDA; read them with care.\n");
        }
        if (terms.incorporationWarning() != null) {
            text.append("  Warning: ").append(terms.incorporationWarning()).append('\n');
        }
        text.append("  %-17s %s%n".formatted("Parties", terms.parties().isEmpty() ? "not stated"
            : String.join("; ", terms.parties().stream().map(KeyTerms.Term::value).toList())));
        terms.rows().forEach(row -> text.append("  %-17s %s%n".formatted(row.name(), row.term() == null ? "not stated"
            : preview(row.term().value(), 110))));
        if (!terms.placeholders().isEmpty()) {
            text.append("  %-17s %s%n".formatted("Blanks", terms.placeholderSummary()));
        }
    }

    private static String preview(String text, int length) {
        String flat = text.replaceAll("\\s+", " ").strip();
        return flat.length() <= length ? flat : flat.substring(0, length - 1) + "…";
    }

    private static int rank(RiskLevel level) {
        return switch (Objects.requireNonNull(level)) {
            case AGGRESSIVE -> 0;
            case CAUTIOUS -> 1;
            case UNKNOWN -> 2;
            case STANDARD -> 3;
        };
    }

    private static String label(NliLabel label) {
        return switch (label) {
            case ENTAILMENT -> "entailment";
            case CONTRADICTION -> "contradiction";
            case NOT_MENTIONED -> "not mentioned";
        };
    }
}
