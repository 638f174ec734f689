package dev.clauselens.core.terms;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.terms.KeyTerms.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether an agreement binds its two sides alike. It reads the names the opening gives the two parties ("Acme Technologies,
 * Inc. ... ("Acme Technologies")") and, under each name, the duties written for that party alone ("Recipient shall promptly
 * return", "Recipient shall defend, indemnify", "Recipient may not assign") and the period its obligations last ("The
 * obligations of Recipient ... shall survive ... in perpetuity"). A "mutual" NDA that binds one named party to far more than
 * the other, protects one side's information for longer, or whose opening fixes who discloses and who receives is one-sided
 * whatever its title says ({@link #of}); an agreement silent on mutuality whose duties are written for one party is one-way
 * ({@link #soleObligor}).
 */
final class Imbalance {
    /** How far after a party's name the opening gives its short name: "Acme Technologies, Inc., a Delaware corporation ... (". */
    private static final int NAME_REACH = 400;
    /** The fewest duties one side must carry alone before the agreement is called uneven. */
    private static final int FEWEST_DUTIES = 3;
    /** The fewest duties that make an agreement that says nothing of mutuality one-way, the other side carrying none. */
    private static final int FEWEST_ALONE = 2;
    /** How many of the first paragraphs are the opening, where the roles are given. */
    private static final int OPENING = 8;
    /** The roles a party's short name may give it. */
    private static final String ROLES = "disclosing\\s+party|receiving\\s+party|recipient";
    /**
     * A role the opening gives one party, group 1 or 2: "Disclosing Party: [Your Company Name]", "Disclosing Party (Company): ____",
     * "Recipient: The individual identified in the signature file",
     * "("Nexus" or "Disclosing Party")".
     */
    private static final Pattern FIXED_ROLE = Pattern.compile(TermPatterns.roleLine("disclosing\\s+party|discloser|receiving\\s+party|recipient"
        + "|owner|maintainer|developer")
        // the party's name on the same line or the next: "Receiving Party:" / "Potential Buyer(s)", or in the next paragraph where
        // the role's line ends its own ("2. Receiving Party:" / "[Recipient's Name]" as a field of its own);
        // or given in brackets: "("Quantum" or "Receiving Party")", "XYZ Ltd., ..., hereinafter referred to as the "Receiving Party"",
        // "... hereinafter referred to as the "RECIPIENT"", or the role before the party's short name: "("Receiving Party" / "Client")"
        + "(?:(?:\\n[ \\t]*){0,2}\\S[^\\n]{0,80}|\\s*\\z)|(?:[\"“][^\"”\\n]{1,40}[\"”]\\s*(?:or|/)|here(?:in)?after\\s+referred\\s+to\\s+as"
        + "|\\((?=\\s*[\"“](?:" + ROLES + ")[\"”]\\s*/))\\s*(?:the\\s+)?[\"“](" + ROLES + ")[\"”]", Pattern.CASE_INSENSITIVE);
    /** A role that owns what is disclosed: "Owner", "Maintainer", "Developer/Licensor". */
    private static final Pattern OWNING_SIDE = Pattern.compile("\\b(?:owner|maintainer|licensor)\\b", Pattern.CASE_INSENSITIVE);
    /** A name the opening defines for a party: ("Acme Technologies"), (the "Company"), (hereinafter "Buyer"). */
    private static final Pattern DEFINED_NAME = Pattern.compile("\\(\\s*(?:the\\s+|hereinafter(?:\\s+referred\\s+to\\s+as)?\\s+)?[\"“]"
        + "(\\p{Lu}[^\"”()\\n]{1,40})[\"”]");
    /** Names that are no party's: a party is not "the Agreement", "the Parties" or "the Effective Date". */
    private static final Pattern NOT_A_PARTY = Pattern.compile("(?i)(?:the\\s+)?(?:agreement|part(?:y|ies)|effective\\s+date|purpose|"
        + "confidential\\s+information|nda|contract|transaction|project|services?)");
    /** Words before a name that make it no subject: "disclosed by Acme will", "to Recipient shall". */
    private static final String NOT_AFTER = "(?<!\\b(?:by|to|of|from|with|and|or|than|for|on)\\s)";
    /** A modal that gives a duty; not a freedom put as "shall have no obligation" or "shall be entitled". */
    private static final String DUTY = "\\s+(?:(?:also|hereby|further|expressly)\\s+)?(?:shall|must|will|agrees|undertakes|acknowledges|covenants|"
        + "may\\s+not)\\b(?!\\s+(?:have\\s+no\\b|not\\s+be\\s+(?:required|obliged|obligated)|be\\s+entitled|have\\s+the\\s+right))";
    /** A side's obligations with the period they last, group 1: "obligations of Recipient ... shall survive ... in perpetuity". */
    private static final String PERIOD = "\\b(?:obligations?|duties)\\s+of\\s+(?:the\\s+)?%s\\b[^.;]{0,200}?\\b(?:surviv\\w*|continu\\w*|last\\w*|"
        + "remain\\w*)\\b[^.;]{0,160}?(in\\s+perpetuity|indefinitely|perpetual\\w*|(?:a\\s+period\\s+of\\s+)?" + Durations.DURATION + ")";

    private Imbalance() {
    }

    /** What one side carries: its name, the duties written for it alone (first quoted) and its obligations' period if stated. */
    record Side(String name, int duties, Term firstDuty, Term period) {
    }

    /**
     * How uneven an agreement is, or empty when it binds its sides alike or its parties have no names of their own: the value
     * says which side carries what ("Recipient's obligations last in perpetuity, Acme Technologies' one (1) year; 8 duties
     * are written for Recipient alone, none for Acme Technologies"), the quote is the heaviest side's first duty or period.
     */
    static Optional<Term> of(List<Chunk> chunks, List<Term> parties) {
        List<Side> sides = sides(chunks, parties);
        if (sides.size() != 2) {
            return fixedRoles(chunks);
        }
        Side one = sides.get(0);
        Side other = sides.get(1);
        List<String> said = new ArrayList<>();
        Term quote = null;
        double oneLasts = years(one.period());
        double otherLasts = years(other.period());
        if (!Double.isNaN(oneLasts) && !Double.isNaN(otherLasts) && oneLasts != otherLasts) {
            Side longer = oneLasts > otherLasts ? one : other;
            Side shorter = longer == one ? other : one;
            said.add("%s obligations last %s, %s %s".formatted(possessive(longer.name()), longer.period().value(),
                possessive(shorter.name()), shorter.period().value()));
            quote = longer.period();
        }
        Optional<Side> heavier = heavier(one, other, false);
        if (heavier.isPresent()) {
            Side lighter = heavier.get() == one ? other : one;
            said.add("%d duties are written for %s alone, %s for %s".formatted(heavier.get().duties(), heavier.get().name(),
                lighter.duties() == 0 ? "none" : String.valueOf(lighter.duties()), lighter.name()));
            quote = quote == null ? heavier.get().firstDuty() : quote;
        }
        return said.isEmpty() ? fixedRoles(chunks)
            : Optional.of(new Term(String.join("; ", said), quote.quote(), quote.start(), quote.end()));
    }

    /**
     * Roles the opening fixes, one party the Disclosing Party (or the owner of what is disclosed: "Maintainer:",
     * "Developer/Licensor:") and the other the Receiving Party ("Disclosing Party: [Your Company Name]", "("Quantum" or
     * "Receiving Party")"): the duties written for the Receiving Party then bind one side only, whatever the title says. Quotes
     * the receiving party's line.
     */
    static Optional<Term> fixedRoles(List<Chunk> chunks) {
        boolean discloser = false;
        Term recipient = null;
        List<Chunk> opening = chunks.subList(0, Math.min(OPENING, chunks.size()));
        for (int at = 0; at < opening.size(); at++) {
            Chunk chunk = opening.get(at);
            Matcher role = FIXED_ROLE.matcher(chunk.content());
            while (role.find()) {
                String which = role.group(1) != null ? role.group(1) : role.group(2);
                if (receiving(which)) {
                    recipient = recipient == null ? new Term(role.group(), role.group(), chunk.startPosition() + role.start(),
                        chunk.startPosition() + role.end()) : recipient;
                } else {
                    discloser |= disclosing(which, role.group().substring(0, Math.max(0, role.group().indexOf(':'))));
                }
            }
            // a role heading the lines under it: "**RECEIVING PARTY:**" / "Name: ______" (the line quoted)
            Optional<String> heading = Parties.roleHeading(opening, at);
            if (heading.isPresent() && receiving(heading.get())) {
                String line = chunk.content().substring(0, Parties.firstLineEnd(chunk));
                recipient = recipient == null ? new Term(line, line, chunk.startPosition(), chunk.startPosition() + line.length()) : recipient;
            } else if (heading.isPresent()) {
                discloser |= disclosing(heading.get(), heading.get());
            }
        }
        return discloser && recipient != null ? Optional.of(new Term("the opening makes one party the Disclosing Party and the other "
            + "the Receiving Party, so the duties written for the Receiving Party bind one side only", recipient.quote(),
            recipient.start(), recipient.end())) : Optional.empty();
    }

    private static boolean receiving(String role) {
        return roleWord(role).startsWith("rec");
    }

    /**
     * Whether a role is the disclosing side, or the one that owns what is disclosed by its label ("Maintainer:",
     * "Developer/Licensor:", not a developer who receives).
     */
    private static boolean disclosing(String role, String label) {
        return roleWord(role).startsWith("disclos") || OWNING_SIDE.matcher(label).find();
    }

    /** A role in lower case without its article: "the Recipient" is "recipient". */
    private static String roleWord(String role) {
        return role.toLowerCase(Locale.ROOT).replaceFirst("^the\\s+", "");
    }

    /** The years a side's period lasts: infinite where it never ends, not a number where it is not stated. */
    private static double years(Term period) {
        if (period == null) {
            return Double.NaN;
        }
        return Durations.endless(period.value()) ? Double.POSITIVE_INFINITY : Durations.years(period.value()).orElse(Double.NaN);
    }

    /**
     * One way where an agreement says nothing of mutuality but writes its duties for one named party (at least {@value
     * #FEWEST_DUTIES}, and that many times the other's, or {@value #FEWEST_ALONE} and the other none): "Visitor agrees that
     * ...", "Tester shall not ...". Quotes the first.
     */
    static Optional<Term> soleObligor(List<Chunk> chunks, List<Term> parties) {
        List<Side> sides = sides(chunks, parties);
        return sides.size() != 2 ? Optional.empty() : heavier(sides.get(0), sides.get(1), true)
            .map(side -> new Term("ONE_WAY", side.firstDuty().quote(), side.firstDuty().start(), side.firstDuty().end()));
    }

    /**
     * The side that carries the duties where it carries {@value #FEWEST_DUTIES} or more and that many times the other's, or, where
     * {@code orAlone}, {@value #FEWEST_ALONE} or more and the other none.
     */
    private static Optional<Side> heavier(Side one, Side other, boolean orAlone) {
        Side heavier = one.duties() >= other.duties() ? one : other;
        Side lighter = heavier == one ? other : one;
        boolean uneven = heavier.duties() >= FEWEST_DUTIES && heavier.duties() >= FEWEST_DUTIES * Math.max(1, lighter.duties());
        boolean alone = orAlone && heavier.duties() >= FEWEST_ALONE && lighter.duties() == 0;
        return uneven || alone ? Optional.of(heavier) : Optional.empty();
    }

    /** The two parties' own names, each with what it carries; fewer than two where the opening names no two apart. */
    static List<Side> sides(List<Chunk> chunks, List<Term> parties) {
        List<String> names = new ArrayList<>();
        for (Term party : parties) {
            definedAfter(chunks, party).filter(name -> !names.contains(name)).ifPresent(names::add);
        }
        if (names.size() != 2) {
            return List.of();
        }
        return names.stream().map(name -> side(chunks, name)).toList();
    }

    /** The short name defined just after a party's full name, in the same chunk: "Acme Technologies, Inc. ... ("Acme Technologies")". */
    private static Optional<String> definedAfter(List<Chunk> chunks, Term party) {
        for (Chunk chunk : chunks) {
            int at = party.end() - chunk.startPosition();
            if (at < 0 || at > chunk.content().length()) {
                continue;
            }
            Matcher defined = DEFINED_NAME.matcher(chunk.content()).region(at, Math.min(chunk.content().length(), at + NAME_REACH));
            return defined.find() && !NOT_A_PARTY.matcher(defined.group(1).strip()).matches()
                ? Optional.of(defined.group(1).strip()) : Optional.empty();
        }
        return Optional.empty();
    }

    private static Side side(List<Chunk> chunks, String name) {
        String quoted = Pattern.quote(name);
        Pattern duty = Pattern.compile(NOT_AFTER + "(?<![\\w'’-])(?:[Tt]he\\s+)?" + quoted + "(?:,\\s+(?:as\\s+)?[^,.;]{1,40},)?" + DUTY);
        Pattern period = Pattern.compile(PERIOD.formatted(quoted), Pattern.CASE_INSENSITIVE);
        int duties = 0;
        Term firstDuty = null;
        Term lasts = null;
        for (Chunk chunk : chunks) {
            Matcher matcher = duty.matcher(chunk.content());
            while (matcher.find()) {
                duties++;
                if (firstDuty == null) {
                    firstDuty = sentence(chunk, matcher.start());
                }
            }
            Matcher survives = period.matcher(chunk.content());
            if (lasts == null && survives.find()) {
                lasts = new Term(survives.group(1).replaceFirst("(?i)^a\\s+period\\s+of\\s+", ""), survives.group(),
                    chunk.startPosition() + survives.start(), chunk.startPosition() + survives.end());
            }
        }
        return new Side(name, duties, firstDuty, lasts);
    }

    /** "Recipient's", "Acme Technologies'". */
    private static String possessive(String name) {
        return name + (name.endsWith("s") ? "'" : "'s");
    }

    /** The sentence from {@code from} to its end, quoted at its offsets. */
    private static Term sentence(Chunk chunk, int from) {
        String text = chunk.content();
        String quote = text.substring(from, Math.min(text.length(), BlankTerms.sentenceEnd(text, from) + 1));
        return new Term(quote, quote, chunk.startPosition() + from, chunk.startPosition() + from + quote.length());
    }
}
