package dev.clauselens.documents;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The team's kit beside the checkout ({@code ../shared}); tests that need it skip without it. */
final class SharedData {
    private SharedData() {
    }

    static Path require(String relative) {
        String configured = System.getProperty("clauselens.shared.dir", "../../../shared");
        Path path = Path.of(configured).resolve(relative);
        assumeTrue(Files.exists(path), () -> "skipped: " + path + " is not here (the ../shared kit is absent)");
        return path;
    }

    static List<Path> files(Path root, String... extensions) {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile)
                .filter(file -> extensions.length == 0 || Stream.of(extensions)
                    .anyMatch(ext -> file.getFileName().toString().toLowerCase().endsWith(ext)))
                .sorted()
                .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
