package dev.clauselens.core.assistant;

import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.agent.AnalysisResult.ClauseResult;
import dev.clauselens.core.agent.DefinedRoles;
import dev.clauselens.core.analysis.StoredChunk;
import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.model.ToolRegistry.ToolException;
import dev.clauselens.core.playbook.Playbook;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An analysed NDA as the assistant reads it: each clause under the number the document gives it
 * ({@code "8"}, {@code "3.1(b)"}) and its heading, with the analysis's category, risk and anchor, and the
 * chunk's embedding for search. Clauses are named the way a lawyer names them: by number, by category
 * or by heading, and a name that matches nothing is refused with the names that exist.
 */
public final class ReviewContext {
    private static final Pattern NUMBER = Pattern.compile("^(\\d{1,3}(?:\\.\\d{1,3})*)\\.?(?:\\s+(.*))?$");
    private static final Pattern SUB = Pattern.compile("^\\(([a-z0-9]{1,4})\\)$");
    /** How a text names a clause by number: "clause 8", "sections 3.1(b)", "§ 7"; group 1 is the number. */
    public static final Pattern REFERENCE = Pattern.compile(
        "(?i)\\b(?:clause|section|article|paragraph|§)s?\\s*(\\d{1,3}(?:\\.\\d{1,3})*(?:\\([a-z0-9]{1,4}\\))?)");
    private static final Pattern CLAUSE_WORDS = Pattern.compile(
        "(?i)^(?:clause|section|article|paragraph|§)\\s*");

    /**
     * One clause.
     *
     * @param label   the document's number for it, {@code ""} when it has none
     * @param heading the heading of its section, {@code ""} when none
     */
    public record Clause(String label, String heading, ClauseResult result, Embedding embedding) {
        public String chunkId() {
            return result.chunkId();
        }

        public ClauseCategory category() {
            return result.category();
        }

        /**
         * A citation of {@code quote} in this clause, at its place in the clause (or at {@code start} where the clause
         * does not hold it verbatim), named by the clause's number or, unnumbered, its category.
         */
        public AssistantAnswer.Cited cite(String quote, int start) {
            int from = result.text().indexOf(quote);
            int at = from >= 0 ? result.startPosition() + from : start;
            return new AssistantAnswer.Cited(chunkId(), label.isEmpty() ? category().displayName() : label, quote, at,
                at + quote.length(), result.anchor());
        }

        /** How the answer names it: "clause 8 (Non-Solicitation)", or the category alone where it is unnumbered. */
        public String name() {
            String what = result.category().displayName();
            return label.isEmpty() ? what + " (" + chunkId() + ")" : "clause " + label + " (" + what + ")";
        }
    }

    private final String tenantId;
    private final AnalysisResult result;
    private final List<Clause> clauses;
    private final Playbook playbook;
    private final DefinedRoles roles;

    /** @param playbook the playbook the result was read against, for its stances' language; {@code null} for none */
    public ReviewContext(String tenantId, AnalysisResult result, List<StoredChunk> chunks, Playbook playbook) {
        this.tenantId = tenantId;
        this.result = result;
        this.playbook = playbook;
        Map<String, StoredChunk> byId = new LinkedHashMap<>();
        chunks.forEach(c -> byId.put(c.chunk().id(), c));
        List<Clause> list = new ArrayList<>();
        for (ClauseResult clause : result.clauses()) {
            StoredChunk chunk = byId.get(clause.chunkId());
            List<String> path = chunk == null ? List.of() : chunk.chunk().sectionPath();
            list.add(new Clause(label(path), heading(path), clause, chunk == null ? null : chunk.embedding()));
        }
        this.clauses = List.copyOf(list);
        this.roles = DefinedRoles.of(result);
    }

    public String tenantId() {
        return tenantId;
    }

    public AnalysisResult result() {
        return result;
    }

    public List<Clause> clauses() {
        return clauses;
    }

    public Optional<Playbook> playbook() {
        return Optional.ofNullable(playbook);
    }

    /** The document's names for the two sides, to put language from elsewhere in its own terms. */
    public DefinedRoles roles() {
        return roles;
    }

    /** The clause a raw-text position falls in. */
    public Optional<Clause> at(int position) {
        return clauses.stream().filter(c -> c.result().startPosition() <= position && position < c.result().endPosition())
            .findFirst();
    }

    public Optional<Clause> byChunk(String chunkId) {
        return clauses.stream().filter(c -> c.chunkId().equals(chunkId)).findFirst();
    }

    /** The document's number from a section path: {@code ["3. Exceptions", "3.1", "(b)"]} is {@code "3.1(b)"}. */
    static String label(List<String> path) {
        String label = "";
        for (String part : path) {
            String element = part.strip();
            Matcher number = NUMBER.matcher(element);
            Matcher sub = SUB.matcher(element);
            if (number.matches()) {
                label = number.group(1);
            } else if (sub.matches() && !label.isEmpty()) {
                label = label + "(" + sub.group(1) + ")";
            }
        }
        return label;
    }

    /** The heading of the outermost numbered section, without its number: "Non-Solicitation". */
    static String heading(List<String> path) {
        for (String part : path) {
            Matcher number = NUMBER.matcher(part.strip());
            if (number.matches() && number.group(2) != null && !number.group(2).isBlank()) {
                return number.group(2).strip();
            }
        }
        return "";
    }

    /**
     * The clauses a name means: a number ("8", "clause 3.1", "section 3.1(b)": the clause and its parts), a
     * chunk id, a category (id or name) or a heading.
     *
     * @throws ToolException with the names that exist when none matches
     */
    public List<Clause> find(String name) {
        String wanted = CLAUSE_WORDS.matcher(name.strip()).replaceFirst("").replaceAll("\\.$", "").strip();
        if (wanted.isEmpty()) {
            throw new ToolException("Name a clause: its number (" + numbers() + "), a category or a heading.");
        }
        List<Clause> found = clauses.stream().filter(c -> c.chunkId().equalsIgnoreCase(wanted)).toList();
        if (found.isEmpty() && Character.isDigit(wanted.charAt(0))) {
            found = clauses.stream().filter(c -> c.label().equals(wanted) || c.label().startsWith(wanted + ".")
                || c.label().startsWith(wanted + "(")).toList();
            if (found.isEmpty()) {
                throw new ToolException("No clause " + wanted + ": the document has clauses " + numbers() + ".");
            }
        }
        if (found.isEmpty()) {
            found = byCategory(wanted);
        }
        if (found.isEmpty()) {
            String lower = wanted.toLowerCase(Locale.ROOT);
            found = clauses.stream().filter(c -> !c.heading().isEmpty() && c.heading().toLowerCase(Locale.ROOT).contains(lower))
                .toList();
        }
        if (found.isEmpty()) {
            throw new ToolException("No clause matches '" + wanted + "'. Name one by number (" + numbers()
                + ") or by category: " + String.join(", ", categoryNames()) + ".");
        }
        return found;
    }

    /** The clauses of a category, named by id ("non-solicitation") or as a person reads it ("Non-Solicitation"). */
    public List<Clause> byCategory(String name) {
        Optional<ClauseCategory> category = category(name);
        return category.map(c -> clauses.stream().filter(clause -> clause.category() == c
            || clause.result().secondary().contains(c)).toList()).orElse(List.of());
    }

    public static Optional<ClauseCategory> category(String name) {
        String wanted = name.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        return ClauseCategory.fromId(wanted).or(() -> Arrays.stream(ClauseCategory.values())
            .filter(c -> c.displayName().toLowerCase(Locale.ROOT).equals(wanted)).findFirst());
    }

    /** The top-level clause numbers, as a range where they run on: "1 to 10". */
    public String numbers() {
        var tops = new TreeSet<Integer>();
        clauses.stream().map(Clause::label).filter(l -> !l.isEmpty())
            .forEach(l -> tops.add(Integer.parseInt(l.split("[.(]")[0])));
        if (tops.isEmpty()) {
            return "none numbered";
        }
        return tops.size() == tops.last() - tops.first() + 1 ? tops.first() + " to " + tops.last()
            : String.join(", ", tops.stream().map(String::valueOf).toList());
    }

    /** The categories the document's clauses have, as a person reads them. */
    public List<String> categoryNames() {
        return clauses.stream().map(c -> c.category().id()).distinct().sorted().toList();
    }
}
