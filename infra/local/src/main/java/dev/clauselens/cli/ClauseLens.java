package dev.clauselens.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code clauselens} command. */
@Command(
    name = "clauselens",
    mixinStandardHelpOptions = true,
    version = "clauselens 0.1.0",
    description = "Reviews non-disclosure agreements. Runs on this machine with no cloud account.",
    subcommands = {AnalyzeCommand.class, AskCommand.class, ChatCommand.class, RedlineCommand.class, CompareCommand.class, ServeCommand.class, ParseCommand.class, CorpusCommand.class, EvalCommand.class, TrainCommand.class, BenchCommand.class,
        BedrockServerCommand.class})
public final class ClauseLens {

    public static void main(String[] args) {
        Logging.quiet();
        System.exit(commandLine().execute(args));
    }

    static CommandLine commandLine() {
        var commandLine = new CommandLine(new ClauseLens());
        commandLine.setExecutionExceptionHandler(new ErrorReporter());
        return commandLine;
    }
}
