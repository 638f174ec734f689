package dev.clauselens.core.agent;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The names a document gives the two sides ("Receiving Party" or "Recipient", "Disclosing Party" or
 * "Discloser"), so that language taken from elsewhere (ClauseLens's reference clauses, a playbook) reads
 * in the document's own defined terms before it is suggested or inserted.
 */
public final class DefinedRoles {
    private static final List<List<String>> ROLES = List.of(List.of("Receiving Party", "Recipient", "Receiver"),
        List.of("Disclosing Party", "Discloser"));
    /** Each side's names, singular or plural ("Receiving Parties", "Recipients"). */
    private static final List<Pattern> PATTERNS = ROLES.stream().map(names -> Pattern.compile("\\b(?:" + String.join("|",
        names.stream().map(name -> Pattern.quote(name) + "|" + Pattern.quote(plural(name))).toList()) + ")\\b")).toList();
    /** Each name alone, to count its uses. */
    private static final Map<String, Pattern> NAMES = ROLES.stream().flatMap(List::stream)
        .collect(Collectors.toMap(name -> name, name -> Pattern.compile("\\b" + name + "\\b")));
    /** A name used fewer times is not taken for the document's defined term. */
    private static final int LEAST_USES = 2;

    private final List<String> chosen;

    private DefinedRoles(List<String> chosen) {
        this.chosen = chosen;
    }

    /** The names {@code text} uses most for each side (as written, capitalised), where it uses one at least twice. */
    public static DefinedRoles of(String text) {
        return new DefinedRoles(ROLES.stream().map(names -> mostUsed(text, names)).toList());
    }

    /** The names an analysed document uses, read from its clauses. */
    public static DefinedRoles of(AnalysisResult result) {
        return of(String.join("\n", result.clauses().stream().map(AnalysisResult.ClauseResult::text).toList()));
    }

    /** {@code language} with each side's other names replaced by the document's; unchanged where the document names none. */
    public String adapt(String language) {
        if (language == null) {
            return null;
        }
        String adapted = language;
        for (int role = 0; role < ROLES.size(); role++) {
            String name = chosen.get(role);
            if (name != null) {
                adapted = PATTERNS.get(role).matcher(adapted).replaceAll(found -> Matcher.quoteReplacement(
                    found.group().endsWith("s") ? plural(name) : name));
            }
        }
        return adapted;
    }

    /** No singular name ends in "s"; its plural does. */
    private static String plural(String name) {
        return name.endsWith("Party") ? name.substring(0, name.length() - 1) + "ies" : name + "s";
    }

    private static String mostUsed(String text, List<String> names) {
        String best = null;
        int most = LEAST_USES - 1;
        for (String name : names) {
            int uses = (int) NAMES.get(name).matcher(text).results().count();
            if (uses > most) {
                best = name;
                most = uses;
            }
        }
        return best;
    }
}
