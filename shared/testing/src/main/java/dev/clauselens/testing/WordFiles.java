package dev.clauselens.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import java.util.zip.ZipInputStream;

/** Reading a Word file the way the tests check it: its XML parts, and LibreOffice's reading of it. */
public final class WordFiles {
    private WordFiles() {
    }

    /** A part of the package, such as {@code word/document.xml}, as text. */
    public static String part(byte[] docx, String name) throws IOException {
        try (var zip = new ZipInputStream(new ByteArrayInputStream(docx))) {
            for (var entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                if (entry.getName().equals(name)) {
                    return new String(zip.readAllBytes(), StandardCharsets.UTF_8);
                }
            }
        }
        throw new AssertionError("the file has no part " + name);
    }

    /** How many times {@code needle} occurs in {@code text}. */
    public static int count(String text, String needle) {
        return text.split(Pattern.quote(needle), -1).length - 1;
    }

    /**
     * The document as LibreOffice headless reads it, converted to flat ODF XML (tracked changes are
     * {@code text:changed-region}, comments {@code office:annotation}). The test is skipped where LibreOffice
     * is not installed; {@code infra/scripts/test} installs it.
     */
    public static String libreOffice(byte[] docx, Path dir) throws IOException, InterruptedException {
        Path soffice = Path.of(System.getenv().getOrDefault("SOFFICE", "/usr/bin/soffice"));
        assumeTrue(Files.isExecutable(soffice), "LibreOffice is not installed (infra/scripts/test installs it)");
        Path file = Files.write(Files.createTempFile(dir, "redline", ".docx"), docx);
        Process process = new ProcessBuilder(soffice.toString(), "--headless", "--norestore",
            "-env:UserInstallation=" + dir.resolve("libreoffice-profile").toUri(), "--convert-to", "fodt", "--outdir",
            dir.toString(), file.toString()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), output);
        Path flat = dir.resolve(file.getFileName().toString().replace(".docx", ".fodt"));
        return Files.readString(flat);
    }

    /** The comments LibreOffice read in a flat ODF document. */
    public static int annotations(String flat) {
        return count(flat, "<office:annotation ") + count(flat, "<office:annotation>");
    }
}
