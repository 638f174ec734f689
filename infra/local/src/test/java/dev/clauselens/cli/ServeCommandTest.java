package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServeCommandTest {
    @TempDir
    Path home;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("clauselens.home", home.toString());
    }

    @AfterEach
    void forgetHome() {
        System.clearProperty("clauselens.home");
    }

    @Test
    void printsTheUrlAndATokenThatSignsIn() throws Exception {
        var exit = new AtomicInteger(-1);
        Thread serving = new Thread(() -> exit.set(command().execute("serve", "--port", "0")));
        serving.start();
        Instant deadline = Instant.now().plus(Duration.ofMinutes(1));
        while (!out.toString().contains("Press Ctrl-C") && serving.isAlive() && Instant.now().isBefore(deadline)) {
            Thread.sleep(100);
        }
        Matcher printed = Pattern.compile("API on (http://\\S+) .*\\n  tenant local:  Authorization: Bearer (\\S+)")
            .matcher(out.toString());
        assertTrue(printed.find(), out + "\n" + err);
        String token = printed.group(2);
        assertEquals(token, Files.readString(home.resolve("serve-token")).strip(), "the token is kept for the next start");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(home.resolve("serve-token"))));

        var response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(printed.group(1) + "/analyses"))
            .header("Authorization", "Bearer " + token).build(), BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response.body());
        assertTrue(response.body().startsWith("{\"analyses\":"), response.body());

        serving.interrupt();
        serving.join(Duration.ofSeconds(30));
        assertEquals(0, exit.get(), err.toString());
    }

    @Test
    void refusesAShortToken() {
        assertEquals(2, command().execute("serve", "--port", "0", "--token", "acme=short"));
        assertTrue(err.toString().contains("shorter than 16 characters"), err.toString());
    }

    private picocli.CommandLine command() {
        var commandLine = ClauseLens.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine;
    }
}
