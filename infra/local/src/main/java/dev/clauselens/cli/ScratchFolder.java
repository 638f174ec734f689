package dev.clauselens.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** A temporary folder that a command works in and deletes, with all it holds, when done. */
record ScratchFolder(Path path) implements AutoCloseable {
    static ScratchFolder create(String prefix) throws IOException {
        return new ScratchFolder(Files.createTempDirectory(prefix));
    }

    @Override
    public void close() throws IOException {
        try (Stream<Path> files = Files.walk(path)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        }
    }
}
