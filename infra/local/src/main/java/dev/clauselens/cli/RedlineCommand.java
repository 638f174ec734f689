package dev.clauselens.cli;

import dev.clauselens.core.Sha256;
import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.agent.AnalysisResults;
import dev.clauselens.core.analysis.DocumentRecord;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.error.RequestRefusedException;
import dev.clauselens.documents.ParserLimits;
import dev.clauselens.documents.redline.DocumentRedlines;
import dev.clauselens.documents.redline.RedlineDocx;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code clauselens redline ANALYSIS FILE}: the analysed document as DOCX with what was confirmed and the playbook's fixes. */
@Command(name = "redline", mixinStandardHelpOptions = true,
    description = {"Writes an analysed NDA as a Word document with tracked changes and comments: first the redlines, "
        + "notes and statuses confirmed through the assistant (ask --confirm, chat, the add-in), then the playbook's "
        + "fixes. FILE must be the document exactly as it was analysed (checked by its SHA-256).",
        "ANALYSIS is an analysis id (analyze prints it) or 'latest'."})
final class RedlineCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "ANALYSIS", description = "an analysis id, or 'latest'")
    String analysis;

    @Parameters(index = "1", paramLabel = "FILE", description = "the document that was analysed")
    Path file;

    @Option(names = {"-o", "--out"}, paramLabel = "OUT.docx", description = "where to write it (default: FILE's name "
        + "with -redline.docx, beside it)")
    Path out;

    @Option(names = "--playbook", paramLabel = "FILE|NAME", description = "the playbook whose fixes to write (default: "
        + "the built-in one for the side reviewed)")
    String playbook;

    @Mixin
    EngineOptions engine;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter printed = spec.commandLine().getOut();
        try (Stores stores = Stores.open(engine.store, false)) {
            ParserLimits limits = ParserLimits.fromEnvironment(System.getenv());
            DocumentSource source = ParseCommand.source(file, limits);
            String analysisId = AskCommand.analysisId(stores, analysis);
            AnalysisResult result = AnalysisResults.read(stores.analyses(), AnalyzeCommand.TENANT, analysisId, 0, List.of())
                .orElseThrow(() -> new RequestRefusedException(ErrorCode.NOT_FOUND, "No finished analysis " + analysisId + "."));
            DocumentRecord document = stores.analyses().findDocument(AnalyzeCommand.TENANT, result.documentId()).orElseThrow();
            if (!document.contentHash().equals(Sha256.hex(source.bytes()))) {
                throw new InvalidInputException(file + " is not the document analysis " + analysisId + " read ("
                    + document.title() + "); the redline is placed by the positions found in that document.");
            }
            if (playbook != null) {
                result = result.withPlaybook(AnalyzeCommand.readPlaybook(playbook));
            }
            Path target = out != null ? out : file.resolveSibling(file.getFileName().toString()
                .replaceAll("\\.[A-Za-z0-9]{1,5}$", "") + "-redline.docx");
            RedlineDocx.Result redlined = new DocumentRedlines(limits, Clock.systemUTC()).write(source, result,
                stores.conversations().actions(AnalyzeCommand.TENANT, analysisId));
            Files.write(target, redlined.docx());
            printed.println(AnalyzeCommand.redlineLine(target, redlined));
            return 0;
        } catch (ClauseLensException e) {
            return ErrorReporter.report(e, spec.commandLine(), false);
        } catch (IOException e) {
            spec.commandLine().getErr().println("error: cannot read or write a file: " + e.getMessage());
            return ErrorReporter.BAD_INPUT;
        } finally {
            printed.flush();
        }
    }
}
