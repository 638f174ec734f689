package dev.clauselens.cli;

import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.compare.Comparison;
import dev.clauselens.core.compare.Comparison.Favours;
import dev.clauselens.core.compare.Comparison.KeyPoint;
import dev.clauselens.core.compare.ComparisonPage;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.playbook.Playbook;
import dev.clauselens.core.taxonomy.Perspective;
import dev.clauselens.documents.ParserLimits;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code clauselens compare A B}: two NDAs side by side, or one against a playbook's standard. */
@Command(name = "compare", mixinStandardHelpOptions = true,
    description = {"Compares two NDAs (or one with a playbook's standard): the key points side by side and which side "
        + "each difference favours, clauses aligned by category and wording with their word-level differences, and the "
        + "protections one has and the other lacks.", "Exits 2 when a file cannot be read."})
final class CompareCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "LEFT", description = "the NDA compared (PDF, DOCX, text, Markdown)")
    Path left;

    @Parameters(index = "1", arity = "0..1", paramLabel = "RIGHT",
        description = "the NDA it is compared with; left out with --playbook, the playbook's standard")
    Path right;

    @Option(names = "--playbook", paramLabel = "FILE|NAME", description = "compare LEFT with this playbook's standard "
        + "positions and language instead of a second NDA")
    String playbook;

    @Option(names = "--perspective", paramLabel = "SIDE", converter = PerspectiveConverter.class,
        description = "whose side the reviews take: discloser, recipient or mutual (default: inferred from each document)")
    Perspective perspective;

    @Mixin
    EngineOptions engine;

    @Option(names = "--html", paramLabel = "FILE", description = "also write the side-by-side page to FILE")
    Path html;

    @Option(names = "--json", paramLabel = "FILE", description = "also write the comparison as JSON to FILE ('-' for stdout)")
    Path json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try (Stores stores = Stores.open(engine.store, false)) {
            if ((right == null) == (playbook == null)) {
                throw new InvalidInputException("Give a second NDA to compare with, or --playbook, not both and not neither.");
            }
            Playbook team = playbook == null ? null : AnalyzeCommand.readPlaybook(playbook);
            ParserLimits limits = ParserLimits.fromEnvironment(System.getenv());
            AnalysisPipeline pipeline = LocalEngine.open(stores, engine.provider, limits, err).pipeline();
            AnalysisResult first = analyse(pipeline, left, limits, err);
            Comparison.Result result = team != null ? Comparison.of(first, team)
                : Comparison.of(first, analyse(pipeline, right, limits, err))
                    .named(left.getFileName().toString(), right.getFileName().toString());
            if (html != null) {
                Files.writeString(html, ComparisonPage.render(result));
            }
            if (json != null) {
                if (json.toString().equals("-")) {
                    out.println(Json.write(result));
                    return 0;
                }
                Files.writeString(json, Json.write(result));
            }
            out.printf("%s  <->  %s%n", result.left(), result.right());
            if (team == null) {
                out.printf("On the right, %d point(s) favour the disclosing party, %d the receiving party.%n",
                    result.favouring(Favours.DISCLOSER), result.favouring(Favours.RECIPIENT));
            }
            for (KeyPoint point : result.points()) {
                if (!point.left().equals(point.right())) {
                    out.printf("  %-28s %-22s | %-22s %s%n", point.title(), clip(point.left()), clip(point.right()),
                        point.favours() == Favours.NEITHER ? "" : "favours the " + point.favours().name().toLowerCase());
                }
            }
            long changed = result.rows().stream().filter(r -> r.left() != null && r.right() != null && !r.unchanged()).count();
            out.printf("Clauses: %d aligned and reworded, %d only on the left, %d only on the right%n", changed,
                result.rows().stream().filter(r -> r.right() == null).count(),
                result.rows().stream().filter(r -> r.left() == null).count());
            result.added().forEach(name -> out.println("  only on the right: " + name));
            result.removed().forEach(name -> out.println("  only on the left:  " + name));
            if (html != null) {
                out.println("Side by side: " + html);
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

    private AnalysisResult analyse(AnalysisPipeline pipeline, Path file, ParserLimits limits, PrintWriter err)
        throws IOException {
        DocumentSource source = ParseCommand.source(file, limits);
        err.println("Analysing " + file.getFileName() + "...");
        err.flush();
        return pipeline.analyze(AnalyzeCommand.TENANT, source, perspective, (stage, percent, message) -> { });
    }

    private static String clip(String text) {
        return text.length() <= 22 ? text : text.substring(0, 21) + "…";
    }
}
