package dev.clauselens.corpus;

import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceDocument;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * ClauseLens's own reference clauses, written by the team (resource {@code reference-clauses.md}):
 * several for every category and hypothesis the agents use, with one-sided and balanced variants.
 * Always loaded, so the embedded default works on a fresh machine with no dataset.
 */
public final class BuiltInCorpus {
    public static final ReferenceDocument DOCUMENT = new ReferenceDocument("clauselens:reference-clauses",
        "ClauseLens reference clauses", "clauselens", "written by the ClauseLens team; free to use");
    private static final String RESOURCE = "reference-clauses.md";
    private static final Pattern CLAUSE = Pattern.compile("^- (?:\\[(standard|cautious|aggressive)] )?(.+)$");
    private static final Pattern HYPOTHESIS = Pattern.compile("hypothesis: (nda-\\d+) (entailment|contradiction)");
    private static final Pattern CATEGORY = Pattern.compile("category: ([a-z0-9-]+)");

    private BuiltInCorpus() {
    }

    public static CorpusBatch read() {
        try (InputStream in = BuiltInCorpus.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the jar");
            }
            return new CorpusBatch(DOCUMENT, parse(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<ReferenceClause> parse(String text) {
        List<ReferenceClause> clauses = new ArrayList<>();
        ClauseCategory category = null;
        Hypothesis hypothesis = null;
        NliLabel label = null;
        int lineNumber = 0;
        for (String line : text.split("\n")) {
            lineNumber++;
            if (line.startsWith("## ")) {
                Matcher c = CATEGORY.matcher(line);
                Matcher h = HYPOTHESIS.matcher(line);
                category = c.find() ? ClauseCategory.fromId(c.group(1)).orElseThrow(
                    () -> new IllegalStateException(RESOURCE + ": unknown category in '" + line + "'")) : null;
                if (h.find()) {
                    String id = h.group(1);
                    hypothesis = Hypothesis.fromId(id).orElseThrow(
                        () -> new IllegalStateException(RESOURCE + ": unknown hypothesis " + id));
                    label = NliLabel.valueOf(h.group(2).toUpperCase(Locale.ROOT));
                } else {
                    hypothesis = null;
                    label = null;
                }
                if (category == null && hypothesis == null) {
                    throw new IllegalStateException(RESOURCE + " line " + lineNumber + ": a heading needs a label");
                }
                continue;
            }
            Matcher clause = CLAUSE.matcher(line);
            if (clause.matches()) {
                RiskLevel risk = clause.group(1) == null ? null : RiskLevel.valueOf(clause.group(1).toUpperCase(Locale.ROOT));
                clauses.add(ReferenceClause.of(DOCUMENT.id(), clause.group(2), category, hypothesis, label, risk));
            }
        }
        return clauses;
    }
}
