package dev.clauselens.cli;

import dev.clauselens.core.error.ClauseLensException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/** Turns an unexpected exception into one line and exit status 1: never a stack trace. */
final class ErrorReporter implements IExecutionExceptionHandler {
    static final int BAD_INPUT = 2;

    @Override
    public int handleExecutionException(Exception e, CommandLine commandLine, ParseResult parseResult) {
        if (e instanceof ClauseLensException known) {
            commandLine.getErr().println("error: " + known.getMessage() + " (" + known.code() + ")");
            return BAD_INPUT;
        }
        commandLine.getErr().println("error: " + e.getClass().getSimpleName()
            + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        if (System.getenv("CLAUSELENS_DEBUG") != null) {
            e.printStackTrace(commandLine.getErr());
        } else {
            commandLine.getErr().println("(set CLAUSELENS_DEBUG=1 to see the stack trace)");
        }
        return 1;
    }
}
