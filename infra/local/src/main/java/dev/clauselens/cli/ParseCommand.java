package dev.clauselens.cli;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.document.DocumentFlag;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.error.ClauseLensException;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.documents.ParserLimits;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.documents.extract.Extractors;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code clauselens parse FILE}: the Parser stage alone. */
@Command(name = "parse", mixinStandardHelpOptions = true,
    description = {"Parses a PDF, DOCX, text or Markdown NDA (or a Word Add-in JSON payload) into sections and "
        + "clause chunks.", "Exits 2 when the file cannot be parsed."})
final class ParseCommand implements Callable<Integer> {
    private static final int PREVIEW = 90;

    @Parameters(paramLabel = "FILE", description = "the document to parse")
    Path file;

    @Option(names = "--json", description = "print the ParsedDocument as JSON (errors as {\"error\":{...}})")
    boolean json;

    @Option(names = "--chunks", description = "list every chunk under the outline")
    boolean listChunks;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            ParsedDocument document = parse(file);
            out.println(json ? Json.write(document) : outline(document));
            return 0;
        } catch (ClauseLensException e) {
            return ErrorReporter.report(e, spec.commandLine(), json);
        } finally {
            out.flush();
        }
    }

    static ParsedDocument parse(Path file) {
        ParserLimits limits = ParserLimits.fromEnvironment(System.getenv());
        try {
            return new StandardDocumentParser(limits).parse(source(file, limits));
        } catch (IOException e) {
            throw new InvalidInputException("Cannot read " + file + ": " + e.getMessage());
        }
    }

    /** A document file as the parser takes it: refused when it is not there or larger than the parser reads. */
    static DocumentSource source(Path file, ParserLimits limits) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new InvalidInputException("No such file: " + file);
        }
        Extractors.checkSize(Files.size(file), limits);
        return new DocumentSource(file.getFileName().toString(), Files.readAllBytes(file));
    }

    private String outline(ParsedDocument document) {
        var text = new StringBuilder();
        text.append(document.title()).append('\n');
        text.append("  %s, %s%d paragraphs, %d chunks, %,d characters%n".formatted(
            document.sourceType(), document.pageCount() > 0 ? document.pageCount() + " pages, " : "",
            document.paragraphs().size(), document.chunks().size(), document.rawText().length()));
        Map<ChunkKind, Integer> kinds = new EnumMap<>(ChunkKind.class);
        document.chunks().forEach(chunk -> kinds.merge(chunk.kind(), 1, Integer::sum));
        text.append("  chunks by kind: ").append(kinds.toString().replaceAll("[{}]", "")).append('\n');
        if (document.flags().isEmpty()) {
            text.append("  flags: none\n");
        }
        for (DocumentFlag flag : document.flags()) {
            text.append("  flag %s: %s%s%n".formatted(flag.type(), flag.message(),
                flag.excerpt() == null ? "" : " \"" + preview(flag.excerpt()) + "\""));
        }
        text.append("\nSections\n");
        Map<List<String>, Integer> sections = new LinkedHashMap<>();
        for (Chunk chunk : document.chunks()) {
            List<String> path = chunk.sectionPath();
            for (int depth = 1; depth < path.size(); depth++) {
                sections.putIfAbsent(path.subList(0, depth), 0);
            }
            sections.merge(path, 1, Integer::sum);
        }
        sections.forEach((path, count) -> text.append("  ".repeat(path.size()))
            .append(path.isEmpty() ? "(before the first section)" : path.getLast())
            .append(count == 0 ? "" : count == 1 ? "  [1 chunk]" : "  [" + count + " chunks]").append('\n'));
        if (listChunks) {
            text.append("\nChunks\n");
            for (Chunk chunk : document.chunks()) {
                text.append("  %s %-15s %5d-%-5d %s%n    %s%n".formatted(chunk.id(), chunk.kind(),
                    chunk.startPosition(), chunk.endPosition(), String.join(" > ", chunk.sectionPath()),
                    preview(chunk.content())));
            }
        }
        return text.toString().stripTrailing();
    }

    private static String preview(String content) {
        String flat = content.replaceAll("\\s+", " ");
        return flat.length() <= PREVIEW ? flat : flat.substring(0, PREVIEW - 1) + "…";
    }
}
