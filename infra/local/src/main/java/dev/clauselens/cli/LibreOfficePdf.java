package dev.clauselens.cli;

import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.InvalidInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * A document printed to PDF by LibreOffice headless, as a lawyer's PDF of it would be: a Word file as Word lays it out, a
 * text file one paragraph a line, set single-spaced. Lets {@code eval review --as-pdf} measure the PDF reading on the
 * documents whose gold is written.
 */
final class LibreOfficePdf {
    private static final long TIMEOUT_SECONDS = 120;
    private final Path soffice;
    private final Path workDir;

    LibreOfficePdf(Path soffice, Path workDir) {
        this.soffice = soffice;
        if (!Files.isExecutable(soffice)) {
            throw new InvalidInputException("--as-pdf needs LibreOffice: no soffice at " + soffice + " (set SOFFICE to its path).");
        }
        this.workDir = workDir;
    }

    /** Where LibreOffice is: {@code SOFFICE}, or where Debian and Ubuntu put it. */
    static Path installed() {
        return Path.of(System.getenv().getOrDefault("SOFFICE", "/usr/bin/soffice"));
    }

    /**
     * The text with no-break spaces as plain ones: ContractNLI's texts have them between every word, and a word processor
     * breaks such a paragraph inside words ("disclo" / "se"), which no lawyer's PDF does.
     */
    private static byte[] breakable(byte[] text) {
        return new String(text, StandardCharsets.UTF_8).replace('\u00A0', ' ').getBytes(StandardCharsets.UTF_8);
    }

    DocumentSource print(DocumentSource source) throws IOException {
        String name = source.name().toLowerCase(Locale.ROOT);
        if (name.endsWith(".pdf")) {
            return source;
        }
        String base = source.name().replaceFirst("\\.[^.]+$", "");
        boolean word = name.endsWith(".docx");
        Path input = Files.write(workDir.resolve(base + (word ? ".docx" : ".txt")), word ? source.bytes() : breakable(source.bytes()));
        Process process = new ProcessBuilder(soffice.toString(), "--headless", "--norestore",
            "-env:UserInstallation=" + workDir.resolve("libreoffice-profile").toUri(), "--convert-to", "pdf", "--outdir",
            workDir.toString(), input.toString()).redirectErrorStream(true).start();
        try {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            Path pdf = workDir.resolve(base + ".pdf");
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS) || process.exitValue() != 0 || !Files.isRegularFile(pdf)) {
                throw new IOException("LibreOffice could not print " + source.name() + " to PDF: " + output.strip());
            }
            return new DocumentSource(base + ".pdf", Files.readAllBytes(pdf));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while LibreOffice printed " + source.name(), e);
        } finally {
            process.destroy();
        }
    }
}
