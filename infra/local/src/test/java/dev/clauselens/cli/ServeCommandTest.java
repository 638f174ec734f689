package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class ServeCommandTest {
    @RegisterExtension
    final CommandRun cli = new CommandRun();

    @Test
    void printsTheUrlAndATokenThatSignsIn() throws Exception {
        var exit = new AtomicInteger(-1);
        Thread serving = new Thread(() -> exit.set(cli.commandLine().execute("serve", "--port", "0")));
        serving.start();
        Instant deadline = Instant.now().plus(Duration.ofMinutes(1));
        while (!cli.out.toString().contains("Press Ctrl-C") && serving.isAlive() && Instant.now().isBefore(deadline)) {
            Thread.sleep(100);
        }
        Matcher printed = Pattern.compile("API on (http://\\S+) .*\\n  tenant local:  Authorization: Bearer (\\S+)")
            .matcher(cli.out.toString());
        assertTrue(printed.find(), cli.out + "\n" + cli.err);
        String token = printed.group(2);
        assertEquals(token, Files.readString(cli.home().resolve("serve-token")).strip(), "the token is kept for the next start");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(cli.home().resolve("serve-token"))));

        var response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(printed.group(1) + "/analyses"))
            .header("Authorization", "Bearer " + token).build(), BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response.body());
        assertTrue(response.body().startsWith("{\"analyses\":"), response.body());

        serving.interrupt();
        serving.join(Duration.ofSeconds(30));
        assertEquals(0, exit.get(), cli.err.toString());
    }

    @Test
    void refusesAShortToken() {
        assertEquals(2, cli.run("serve", "--port", "0", "--token", "acme=short"));
        assertTrue(cli.err.toString().contains("shorter than 16 characters"), cli.err.toString());
    }
}
