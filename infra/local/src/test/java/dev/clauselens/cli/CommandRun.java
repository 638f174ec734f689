package dev.clauselens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import picocli.CommandLine;

/**
 * The clauselens command run in-process, as the tests run it, with what it prints kept. Registered
 * as an extension, it gives each test a home folder of its own ({@code clauselens.home}).
 */
final class CommandRun implements BeforeEachCallback, AfterEachCallback {
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();
    private Path home;

    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        home = Files.createTempDirectory("clauselens-home");
        System.setProperty("clauselens.home", home.toString());
    }

    @Override
    public void afterEach(ExtensionContext context) throws IOException {
        System.clearProperty("clauselens.home");
        try (var files = Files.walk(home)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    Path home() {
        return home;
    }

    CommandLine commandLine() {
        var commandLine = ClauseLens.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine;
    }

    int run(String... args) {
        return commandLine().execute(args);
    }
}
