package dev.clauselens.cli;

import dev.clauselens.core.error.InvalidInputException;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code clauselens bench init}: what each Lambda function's container spends before its first
 * invocation, measured as the runtime does it. For every function of {@code template.yaml}, a fresh
 * JVM with only that function's shaded jar (built by {@code mvn package}) and the template's
 * {@code JAVA_TOOL_OPTIONS} loads the handler class and calls its no-argument constructor
 * ({@link InitTimer}). The environment names a database and AWS endpoints that do not answer: a
 * function that connects or calls AWS during init fails here instead of being timed.
 */
@Command(name = "init", mixinStandardHelpOptions = true,
    description = "Times each Lambda function's init (handler class load + constructor) from its shaded jar.")
final class BenchInitCommand implements Callable<Integer> {
    private static final Pattern FUNCTION = Pattern.compile("CodeUri: (functions/([a-z-]+)/target/function\\.jar)\\s+"
        + "Handler: ([A-Za-z0-9_.]+)::");
    private static final Pattern TOOL_OPTIONS = Pattern.compile("JAVA_TOOL_OPTIONS: (.+)");

    @Option(names = "--runs", defaultValue = "5", description = "fresh JVMs per function (default: ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--repo", description = "the repository (default: the one this command was built from)")
    Path repo;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Path root = repo != null ? repo : repository();
        String template = Files.readString(root.resolve("template.yaml"));
        Matcher options = TOOL_OPTIONS.matcher(template);
        String toolOptions = options.find() ? options.group(1).strip() : "";
        Path timer = timerClasses();
        Map<String, Object> functions = new LinkedHashMap<>();
        Matcher function = FUNCTION.matcher(template);
        while (function.find()) {
            Path jar = root.resolve(function.group(1));
            if (!Files.isRegularFile(jar)) {
                throw new InvalidInputException(jar + " is missing: build the functions first (mvn -DskipTests package).");
            }
            long[] millis = new long[runs];
            for (int i = 0; i < runs; i++) {
                millis[i] = initMillis(jar, timer, function.group(3), toolOptions);
            }
            Arrays.sort(millis);
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("init_ms_median", millis[runs / 2]);
            figures.put("init_ms_min", millis[0]);
            figures.put("init_ms_max", millis[runs - 1]);
            figures.put("jar_mb", Figures.round(Files.size(jar) / 1048576.0));
            functions.put(function.group(2), figures);
        }
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("functions", functions);
        report.put("runs", runs);
        report.put("java_tool_options", toolOptions);
        report.put("java", System.getProperty("java.version"));
        report.put("targets", Map.of("init_ms_median", "< 1000 for every function but the parser"));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.write(report));
        } else {
            functions.forEach((name, figures) -> out.printf("%-15s %s%n", name, figures));
        }
        out.flush();
        return 0;
    }

    private static long initMillis(Path jar, Path timer, String handler, String toolOptions) throws IOException,
        InterruptedException {
        String launcher = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        var builder = new ProcessBuilder(launcher, "-cp", timer + File.pathSeparator + jar, InitTimer.class.getName(),
            handler).redirectErrorStream(true);
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(name -> name.startsWith("AWS_") || name.startsWith("CLAUSELENS_"));
        env.putAll(Map.of("AWS_REGION", "eu-west-1", "AWS_ACCESS_KEY_ID", "AKIDBENCH", "AWS_SECRET_ACCESS_KEY", "bench",
            "AWS_ENDPOINT_URL", "http://127.0.0.1:1", "CLAUSELENS_DB_HOST", "127.0.0.1", "CLAUSELENS_DB_PORT", "1",
            "CLAUSELENS_DB_NAME", "clauselens", "CLAUSELENS_DB_USER", "clauselens_app"));
        env.putAll(Map.of("CLAUSELENS_UPLOAD_BUCKET", "bench-uploads", "CLAUSELENS_STATE_MACHINE_ARN",
            "arn:aws:states:eu-west-1:123456789012:stateMachine:bench", "DJL_CACHE_DIR",
            Path.of(System.getProperty("java.io.tmpdir"), "clauselens-djl").toString(), "JAVA_TOOL_OPTIONS", toolOptions));
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IllegalStateException(handler + " did not start: " + output);
        }
        String[] lines = output.split("\n");
        return Long.parseLong(lines[lines.length - 1].split(" ")[0]);
    }

    /** A folder holding only {@link InitTimer}'s class, so the function's jar is all else on the class path. */
    private static Path timerClasses() throws IOException {
        Path folder = Files.createTempDirectory("clauselens-init-timer");
        String resource = InitTimer.class.getName().replace('.', '/') + ".class";
        Path target = folder.resolve(resource);
        Files.createDirectories(target.getParent());
        try (InputStream in = InitTimer.class.getClassLoader().getResourceAsStream(resource)) {
            Files.write(target, in.readAllBytes());
        }
        folder.toFile().deleteOnExit();
        return folder;
    }

    private static Path repository() {
        return SharedKit.repository().filter(root -> Files.isRegularFile(root.resolve("template.yaml")))
            .or(() -> Optional.of(Path.of("").toAbsolutePath()).filter(root -> Files.isRegularFile(root.resolve("template.yaml"))))
            .orElseThrow(() -> new InvalidInputException("No template.yaml found; pass --repo DIR."));
    }
}
