package dev.clauselens.cli;

import dev.clauselens.core.error.InvalidInputException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds the team's kit of datasets ({@code ../shared} beside the checkout): from
 * {@code CLAUSELENS_SHARED_DIR}, else beside the repository that holds this jar, else beside the
 * working directory.
 */
final class SharedKit {
    private SharedKit() {
    }

    static Optional<Path> locate() {
        String configured = System.getenv("CLAUSELENS_SHARED_DIR");
        if (configured != null && !configured.isBlank()) {
            return existing(Path.of(configured));
        }
        return besideJar().or(() -> existing(Path.of("..", "shared")));
    }

    /** {@code override} when given, else the kit's datasets folder, else a clear error. */
    static Path datasets(Path override) {
        if (override != null) {
            return override;
        }
        return locate().map(kit -> kit.resolve("datasets")).orElseThrow(() -> new InvalidInputException(
            "The datasets folder ../shared/datasets was not found; pass --data DIR or set CLAUSELENS_SHARED_DIR."));
    }

    private static Optional<Path> besideJar() {
        return repository().flatMap(repo -> existing(repo.resolveSibling("shared")));
    }

    /** The checkout this command was built from: {@code <repo>/infra/local/target/clauselens.jar} (or {@code target/classes}). */
    static Optional<Path> repository() {
        try {
            Path jar = Path.of(SharedKit.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Optional.of(jar.toAbsolutePath().getParent().getParent().getParent().getParent());
        } catch (URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Optional<Path> existing(Path path) {
        return Files.isDirectory(path.resolve("datasets")) ? Optional.of(path.toAbsolutePath().normalize()) : Optional.empty();
    }
}
