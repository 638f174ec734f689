package dev.clauselens.cli;

import dev.clauselens.core.analysis.TenantId;
import dev.clauselens.core.api.AnalysisApi;
import dev.clauselens.core.error.InvalidConfigurationException;
import dev.clauselens.documents.ParserLimits;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code clauselens serve}: the HTTP API on this machine, analyses run in-process, until Ctrl-C. */
@Command(name = "serve", mixinStandardHelpOptions = true,
    description = {"Runs the ClauseLens HTTP API on this machine: the routes and JSON of the deployed API, analyses "
        + "run in-process in the state machine's order, uploads kept in ~/.clauselens/uploads.",
        "Sign in with the bearer token printed at start-up. Stops on Ctrl-C; an analysis cut short resumes at the "
            + "next start."})
final class ServeCommand implements Callable<Integer> {
    private static final String TOKEN_FILE = "serve-token";

    @Mixin
    EngineOptions engine;

    @Option(names = "--host", defaultValue = "127.0.0.1",
        description = "the address to listen on (default 127.0.0.1: this machine only; the API speaks plain HTTP)")
    String host;

    @Option(names = "--port", defaultValue = "${env:CLAUSELENS_PORT:-8790}", description = "the port (default 8790)")
    int port;

    @Option(names = "--token", paramLabel = "TENANT=TOKEN",
        description = "a tenant and the bearer token that signs it in; repeat for more tenants. Default: tenant '"
            + AnalyzeCommand.TENANT + "' with CLAUSELENS_SERVE_TOKEN, else a token kept in ~/.clauselens/" + TOKEN_FILE)
    Map<String, String> tokens;

    @Option(names = "--allow-origin", split = ",", defaultValue = "*", paramLabel = "ORIGIN",
        description = "origins a browser may call the API from, such as https://localhost:3000 for a Word Add-in "
            + "(default *: any; every request still needs the token)")
    List<String> allowedOrigins;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Map<String, String> tenantsByToken = tenantsByToken();
        var stopped = new CountDownLatch(1);
        var closed = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            stopped.countDown();
            awaitQuietly(closed);
        });
        Runtime.getRuntime().addShutdownHook(hook);
        try (ServeLock lock = ServeLock.acquire(Stores.home()); Stores stores = Stores.open(engine.store, false)) {
            LocalEngine local = LocalEngine.open(stores, engine.provider, ParserLimits.fromEnvironment(System.getenv()), err);
            var settings = new LocalServer.Settings(host, port, tenantsByToken, allowedOrigins,
                AnalysisApi.Limits.fromEnvironment(System.getenv()));
            try (LocalServer server = LocalServer.start(settings, stores, local, Stores.home(), new ServerLog(err))) {
                out.println("ClauseLens API on " + server.url() + "  (" + stores.description() + ", " + engine.provider
                    + " engine)");
                tenantsByToken.forEach((token, tenant) -> out.println("  tenant " + tenant + ":  Authorization: Bearer " + token));
                out.println("Try:  curl -H 'Authorization: Bearer " + tenantsByToken.keySet().iterator().next() + "' "
                    + server.url() + "/analyses");
                out.println("Press Ctrl-C to stop.");
                out.flush();
                awaitStop(stopped);
                err.println("Stopping...");
                err.flush();
            }
            return 0;
        } finally {
            closed.countDown();
            if (stopped.getCount() > 0) {
                Runtime.getRuntime().removeShutdownHook(hook);
            }
        }
    }

    private Map<String, String> tenantsByToken() {
        Map<String, String> byToken = new LinkedHashMap<>();
        if (tokens == null || tokens.isEmpty()) {
            byToken.put(defaultToken(), AnalyzeCommand.TENANT);
            return byToken;
        }
        tokens.forEach((tenant, token) -> {
            TenantId.require(tenant);
            if (token.length() < 16) {
                throw new InvalidConfigurationException("The token for tenant " + tenant + " is shorter than 16 characters.");
            }
            if (byToken.put(token, tenant) != null) {
                throw new InvalidConfigurationException("Two tenants have the same token; each needs its own.");
            }
        });
        return byToken;
    }

    /** CLAUSELENS_SERVE_TOKEN, else the token kept beside the embedded store (made on first use, readable by the owner only). */
    private static String defaultToken() {
        String configured = System.getenv("CLAUSELENS_SERVE_TOKEN");
        if (configured != null && !configured.isBlank()) {
            return configured.strip();
        }
        Path file = Stores.home().resolve(TOKEN_FILE);
        try {
            if (Files.isRegularFile(file)) {
                return Files.readString(file).strip();
            }
            byte[] random = new byte[24];
            new SecureRandom().nextBytes(random);
            String token = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
            Files.createDirectories(file.getParent());
            if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            }
            Files.writeString(file, token + "\n");
            return token;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the serve token in " + file, e);
        }
    }

    /** Until Ctrl-C (or the JVM's termination signal), or until the thread running the command is interrupted. */
    private static void awaitStop(CountDownLatch stopped) {
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void awaitQuietly(CountDownLatch closed) {
        try {
            closed.await(15, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
