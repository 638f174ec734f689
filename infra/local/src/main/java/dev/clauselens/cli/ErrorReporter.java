package dev.clauselens.cli;

import dev.clauselens.core.error.ClauseLensException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/** Turns an unexpected exception into one line and exit status 1: never a stack trace. */
final class ErrorReporter implements IExecutionExceptionHandler {
    static final int BAD_INPUT = 2;

    /** An expected failure: {@code {"error":{code,message}}} on stdout with {@code --json}, else one line on stderr. */
    static int report(ClauseLensException e, CommandLine commandLine, boolean json) {
        if (json) {
            commandLine.getOut().println(Json.error(e));
        } else {
            commandLine.getErr().println("error: " + e.getMessage() + " (" + e.code() + ")");
        }
        return BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine commandLine, ParseResult parseResult) {
        if (e instanceof ClauseLensException known) {
            return report(known, commandLine, false);
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
