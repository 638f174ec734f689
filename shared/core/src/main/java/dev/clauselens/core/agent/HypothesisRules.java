package dev.clauselens.core.agent;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.core.terms.LeadIns;
import dev.clauselens.core.terms.TermPatterns;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleBiFunction;
import java.util.function.ToDoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Drafting conventions that settle a hypothesis without a model: phrases NDAs use to grant or deny
 * what each hypothesis states ("whether or not marked", "reverse engineer", "shall survive",
 * "return or destroy", "archival copy"). Written from general drafting practice and checked against
 * the ContractNLI dev and train-first50 splits, never the test split.
 *
 * <p>A contradicting phrase outranks an entailing one, unless the entailing phrases are exceptions to the
 * contradicting ones: "may retain one archival copy" qualifies "shall not retain any copies", wherever each
 * stands. Some denials only count when nothing in the NDA grants the point: "shall not disclose to any third
 * party" contradicts sharing with advisers unless another clause lets the advisers in
 * ({@code contradictsUnlessEntailed}). A list item is read with its lead-in ("The Receiving Party shall not:
 * ... (b) use ..."), since the item alone is half a sentence, and quoted after it.
 */
final class HypothesisRules {
    /**
     * The longest lead-in read with its items: one is quoted with them as evidence, and longer ones (up to 400 characters, as
     * the Risk Scorer reads them) cost evidence precision on ContractNLI dev (0.633 to 0.600) and two verdicts.
     */
    private static final int QUOTED_LEAD_IN = 200;
    /**
     * Hypotheses of a restriction, which an item a freeing lead-in completes does not impose: "Nothing contained in this
     * Agreement shall be construed as: ... (v) soliciting any business or organization changes" is no non-solicit.
     */
    private static final Set<Hypothesis> RESTRICTIONS = Set.of(Hypothesis.NDA_18);
    /** "Business" as a kind of information, not a business relationship, day or transaction that a purpose names. */
    private static final String KINDS_OF_BUSINESS = "business(?! (relationship|day|transaction|opportunit|purpose|combination|arrangement)s?\\b)";
    /** The most places a verdict cites, whichever layer reached it (a list item's lead-in goes with the item). */
    static final int MAX_EVIDENCE = 2;
    /**
     * How far behind the most relevant place another may be and still be cited (in similarity to the hypothesis's
     * reference clauses), whichever layer reached the verdict: a second place is cited when it states the point as
     * well as the first, not because it mentions the topic too.
     */
    static final double MARGIN = 0.03;
    private static final String CUE = "cue";
    private static final Pattern WORD = Pattern.compile("\\p{L}{3,}");
    /**
     * Where a quoted part ends: a full stop, semicolon or colon before a space, a line break, or the space before an
     * item of a list run into the sentence ("... that (i) is public, (ii) was known ..."), so a quote is the one item.
     */
    private static final Pattern SENTENCE_STOP;
    /** An item of a list run into a sentence: "(iv) ", "(b) ", "(2) ", but not the figure of "thirty (30) days". */
    private static final Pattern INLINE_ITEM;

    static {
        String item = "(?<!\\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty"
            + "|sixty|ninety|hundred|thousand)\\s)\\(([ivx]{1,5}|[a-zA-Z]|\\d{1,2})\\)\\s(?!(business |calendar )?(days?|weeks?|months?"
            + "|years?|hours?|cop(y|ies)|percent)\\b)";
        INLINE_ITEM = Pattern.compile(item, Pattern.CASE_INSENSITIVE);
        SENTENCE_STOP = Pattern.compile("[.;:](?=\\s)|\\n|\\s(?=" + item + ")", Pattern.CASE_INSENSITIVE);
    }
    /** A lead-in that introduces a party's promises or the definitions, not a topic. */
    private static final Pattern GENERIC_LEAD_IN = Pattern.compile("(?i)(as follows|following meanings?)\\s*:$"
        + "|^(\\(?\\w{1,4}[.)]\\s*)?[\\p{L}'’ ]{0,40}?\\b(agrees?|undertakes?|acknowledges?|covenants?|confirms?|shall|will)\\b"
        + "( (and|to) \\p{L}+)?( that| with \\p{L}+)?\\s*:$|^\\W*\\w{0,4}\\W*\\p{L}+( \\p{L}+)?:$");
    /** A clause's title quoted alone: a few words and a full stop or colon, after a number ("(a) No License."). */
    private static final Pattern TITLE = Pattern.compile("(\\(?\\w{1,4}[.)]\\s*)?(\\S+\\s+){0,3}\\S+[.:]");
    /** The labels a list starts with. */
    private static final Set<String> FIRST_LABELS = Set.of("i", "I", "a", "A", "1");
    /** Where a sentence ends, whatever lists it runs in: a full stop or a line break. */
    private static final Pattern SENTENCE_END = Pattern.compile("\\.(?=\\s)|\\n");
    /** A party's own people, whom sharing with employees (NDA-5) is about. */
    private static final String STAFF = "employees|officers|staff|personnel";
    private static final Pattern NAMES_STAFF = Pattern.compile("\\b(" + STAFF + ")\\b", Pattern.CASE_INSENSITIVE);
    /**
     * A name the document defines for the people a party may share with: "“Representatives” means its directors,
     * employees ...", "its officers, employees and agents (collectively, “Representatives”)", "referred to as your
     * “Representatives”". Persons and Recipients only with a qualifier ("Authorised Persons"): alone they name a party.
     */
    private static final Pattern GROUP_DEFINED;
    /** How far from the defined name its definition may name the staff. */
    private static final int DEFINITION_REACH = 300;

    static {
        String name = "[\"“]\\s*(?<%s>(?:\\p{Lu}\\p{L}*\\s+){0,2}(?:Representatives?|Personnel|Disclosees?)"
            + "|(?:\\p{Lu}\\p{L}*\\s+){1,2}(?:Persons|Recipients|Individuals))\\s*[\"”]";
        GROUP_DEFINED = Pattern.compile("(?:\\([^()]{0,80}?|referred to as (?:your |its |their |the )?)" + name.formatted("named")
            + "|" + name.formatted("defined") + ":?\\s*(?:means|shall mean|includes|shall include|refers to|shall refer to)\\b");
    }

    /**
     * The phrases that point to each verdict of one hypothesis; any pattern may be {@code null}.
     *
     * @param exceptionsWin the entailing phrases state exceptions to the contradicting ones, so they prevail
     */
    record Rule(Pattern entails, Pattern contradicts, Pattern contradictsUnlessEntailed, boolean exceptionsWin) {
    }

    /** A verdict reached by the rules, with the quotes of the places whose wording decided it. */
    record Decision(NliLabel label, List<Evidence> evidence) {
    }

    /**
     * One place whose wording a pattern matched: the matched sentence, after what it needs to be read with (a list item's
     * lead-in, the definition of a name it uses).
     */
    private record Place(List<Evidence> context, Evidence quote) {
        Place(Evidence leadIn, Evidence quote) {
            this(leadIn == null ? List.of() : List.of(leadIn), quote);
        }

        Place readWith(Evidence definition) {
            return new Place(Stream.concat(context.stream(), Stream.of(definition)).toList(), quote);
        }
    }

    /** The name a document gives a group of people that includes a party's staff, and the sentence that defines it. */
    private record StaffGroup(String name, Evidence definition) {
    }

    /** The verdict the phrases point to and every place that says so, before the ones to cite are chosen. */
    private record Found(NliLabel label, List<Place> places) {
    }

    /** The sentence of a chunk ({@code [start, end)} within its content) whose wording decided a verdict. */
    record Evidence(Chunk chunk, int start, int end) {
        String quote() {
            return chunk.content().substring(start, end);
        }
    }

    private static final Map<Hypothesis, Rule> RULES = rules();
    /** The patterns that first check a whole clause and name the words they found as their {@link #CUE}. */
    private static final Set<Pattern> CUED = cued();

    private HypothesisRules() {
    }

    /**
     * The verdicts the drafting conventions give for a document's clause chunks, by hypothesis; a
     * hypothesis they say nothing about is absent. Each chunk is read once, with its lead-in.
     */
    static Map<Hypothesis, Decision> decideAll(List<Chunk> clauses) {
        return decideAll(clauses, (hypothesis, chunk) -> 0);
    }

    /**
     * As {@link #decideAll(List)}, citing of all the places that support a verdict the most relevant one, and up to
     * {@link #MAX_EVIDENCE} in all that come within {@link #MARGIN} of it: the first match in a document is often a
     * recital or a definition that only mentions the topic.
     *
     * @param relevance how well a chunk states a hypothesis (higher first); places that tie keep document order
     */
    static Map<Hypothesis, Decision> decideAll(List<Chunk> clauses, ToDoubleBiFunction<Hypothesis, Chunk> relevance) {
        List<LeadIns.Read> readings = readings(clauses);
        List<LeadIns.Read> bound = readings.stream()
            .filter(read -> read.leadIn() == null || !TermPatterns.freesItsItems(read.leadIn().content().strip())).toList();
        Map<Hypothesis, Decision> decisions = new EnumMap<>(Hypothesis.class);
        Map<Hypothesis, Rule> rules = RULES;
        StaffGroup staff = staffGroup(clauses);
        if (staff != null) {
            // "may disclose to its Representatives who need to know" lets employees in when Representatives include them
            rules = new EnumMap<>(RULES);
            // defined in the singular ("“Representative” means"), a name is mostly used in the plural
            String singular = staff.name().toLowerCase(Locale.ROOT).replaceFirst("s$", "");
            rules.put(Hypothesis.NDA_5, staffRule(Pattern.quote(singular) + "s?"));
        }
        rules.forEach((hypothesis, rule) -> {
            Found found = decide(rule, RESTRICTIONS.contains(hypothesis) ? bound : readings);
            if (found != null && hypothesis == Hypothesis.NDA_5 && staff != null) {
                found = new Found(found.label(), found.places().stream()
                    .map(place -> NAMES_STAFF.matcher(place.quote().quote()).find() ? place : place.readWith(staff.definition()))
                    .toList());
            }
            if (found != null) {
                decisions.put(hypothesis, new Decision(found.label(),
                    cited(found.places(), chunk -> relevance.applyAsDouble(hypothesis, chunk))));
            }
        });
        return decisions;
    }

    /** Whether the rules know the words that contradict this hypothesis. */
    static boolean namesContradiction(Hypothesis hypothesis) {
        Rule rule = RULES.get(hypothesis);
        return rule != null && (rule.contradicts() != null || rule.contradictsUnlessEntailed() != null);
    }

    private static Found decide(Rule rule, List<LeadIns.Read> readings) {
        List<Place> entailing = new ArrayList<>();
        List<Place> contradicting = new ArrayList<>();
        List<Place> weaklyContradicting = new ArrayList<>();
        for (LeadIns.Read reading : readings) {
            collect(rule.contradicts(), reading, contradicting);
            collect(rule.entails(), reading, entailing);
            collect(rule.contradictsUnlessEntailed(), reading, weaklyContradicting);
        }
        if (!entailing.isEmpty() && rule.exceptionsWin()) {
            return new Found(NliLabel.ENTAILMENT, entailing);
        }
        if (!contradicting.isEmpty()) {
            return new Found(NliLabel.CONTRADICTION, contradicting);
        }
        if (!entailing.isEmpty()) {
            return new Found(NliLabel.ENTAILMENT, entailing);
        }
        return weaklyContradicting.isEmpty() ? null : new Found(NliLabel.CONTRADICTION, weaklyContradicting);
    }

    /** The quotes of the most relevant places (see {@link #MARGIN}), in document order, a lead-in once before its items. */
    private static List<Evidence> cited(List<Place> places, ToDoubleFunction<Chunk> relevance) {
        Map<Chunk, Double> scores = new HashMap<>(); // several places may share a chunk: one search each
        places.forEach(place -> scores.computeIfAbsent(place.quote().chunk(), relevance::applyAsDouble));
        ToDoubleFunction<Place> score = place -> scores.get(place.quote().chunk());
        double best = Collections.max(scores.values());
        Set<Place> chosen = places.stream()
            .filter(place -> score.applyAsDouble(place) >= best - MARGIN)
            .sorted(Comparator.comparingDouble(score).reversed())
            .limit(MAX_EVIDENCE)
            .collect(Collectors.toSet());
        List<Evidence> quotes = new ArrayList<>();
        for (Place place : places.stream().filter(chosen::contains).toList()) {
            place.context().stream().filter(context -> !quotes.contains(context)).forEach(quotes::add);
            if (!quotes.contains(place.quote())) {
                quotes.add(place.quote());
            }
        }
        return quotes;
    }

    /**
     * What the patterns read of each chunk: a list item with its lead-ins ({@link LeadIns}), lower-cased (the patterns
     * are lower case; lower-casing once is several times faster than case-insensitive matching).
     */
    private static List<LeadIns.Read> readings(List<Chunk> clauses) {
        return LeadIns.read(clauses, QUOTED_LEAD_IN).stream()
            .map(read -> new LeadIns.Read(read.chunk(), read.text().toLowerCase(Locale.ROOT), read.leadIn())).toList();
    }

    /**
     * The sentence the pattern matched, preceded by what introduces it when it is a list item: the lead-in chunk, or the
     * words before the first item of a list run into the sentence ("does not include information that").
     */
    private static void collect(Pattern pattern, LeadIns.Read reading, List<Place> into) {
        if (pattern == null) {
            return;
        }
        Matcher matcher = pattern.matcher(reading.text());
        if (!matcher.find()) {
            return;
        }
        String cue = CUED.contains(pattern) ? CUE : null;
        Evidence evidence = matched(matcher, cue, reading);
        // a clause's title ("(a) No License.") states nothing: the sentence under it does, if it matches too
        if (TITLE.matcher(evidence.quote()).matches() && matcher.find(matcher.end())) {
            evidence = matched(matcher, cue, reading);
        }
        into.add(new Place(reading.leadIn() != null ? chunkLeadIn(reading.leadIn()) : inlineLeadIn(evidence), evidence));
    }

    /** The sentence of the chunk where the matcher's last match (or its cue) is. */
    private static Evidence matched(Matcher matcher, String cue, LeadIns.Read reading) {
        Chunk chunk = reading.chunk();
        // the text may open with a list item's lead-in: a match there points at the item as a whole
        int offset = reading.ownStart();
        int start = (cue == null ? matcher.start() : matcher.start(cue)) - offset;
        int end = (cue == null ? matcher.end() : matcher.end(cue)) - offset;
        return start < 0 ? new Evidence(chunk, 0, chunk.content().length())
            : sentence(chunk, start, Math.min(chunk.content().length(), end));
    }

    /** The last sentence of a lead-in chunk, unless it only says that a party agrees ("The Recipient agrees that:"). */
    private static Evidence chunkLeadIn(Chunk leadIn) {
        String content = leadIn.content().stripTrailing();
        Evidence last = sentence(leadIn, content.length() - 1, content.length());
        return GENERIC_LEAD_IN.matcher(last.quote()).find() ? null : last;
    }

    /** The words before the first item of the list run into a sentence, when the evidence is a later item of it. */
    private static Evidence inlineLeadIn(Evidence item) {
        String content = item.chunk().content();
        if (!INLINE_ITEM.matcher(content).region(item.start(), content.length()).lookingAt()) {
            return null;
        }
        int from = 0;
        Matcher stop = SENTENCE_END.matcher(content);
        while (stop.find() && stop.end() <= item.start()) {
            from = stop.end();
        }
        Matcher first = INLINE_ITEM.matcher(content).region(from, item.start());
        while (first.find()) {
            if (FIRST_LABELS.contains(first.group(1))) {
                return trimmed(item.chunk(), from, first.start());
            }
        }
        return null;
    }

    private static Evidence trimmed(Chunk chunk, int from, int to) {
        String content = chunk.content();
        while (from < to && Character.isWhitespace(content.charAt(from))) {
            from++;
        }
        while (to > from && Character.isWhitespace(content.charAt(to - 1))) {
            to--;
        }
        return from < to ? new Evidence(chunk, from, to) : null;
    }

    /**
     * The chunk's sentence that shares the largest share of its words with a reference clause: the part of a long clause
     * that the similarity search found, quoted alone (cheap: no further embeddings).
     */
    static Evidence closestSentence(Chunk chunk, String reference) {
        Set<String> wanted = words(reference);
        String content = chunk.content();
        Evidence best = new Evidence(chunk, 0, content.length());
        double bestScore = -1;
        int from = 0;
        Matcher stop = SENTENCE_STOP.matcher(content);
        while (from < content.length()) {
            int to = stop.find() ? stop.start() + 1 : content.length();
            Evidence candidate = sentence(chunk, from, Math.max(from, to - 1));
            Set<String> have = words(candidate.quote());
            long shared = have.stream().filter(wanted::contains).count();
            double score = have.isEmpty() ? 0 : shared / Math.sqrt(have.size());
            if (score > bestScore) {
                bestScore = score;
                best = candidate;
            }
            from = to;
        }
        return best;
    }

    private static Set<String> words(String text) {
        Set<String> words = new HashSet<>();
        Matcher word = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (word.find()) {
            words.add(word.group());
        }
        return words;
    }

    /** The sentence (or list item, or semicolon-separated part) around {@code [start, end)}, without surrounding spaces. */
    static Evidence sentence(Chunk chunk, int start, int end) {
        return sentence(chunk, start, end, SENTENCE_STOP);
    }

    /** The part of a chunk around {@code [start, end)} between two {@code stops}, without surrounding spaces. */
    private static Evidence sentence(Chunk chunk, int start, int end, Pattern stops) {
        String content = chunk.content();
        int from = 0;
        Matcher stop = stops.matcher(content);
        while (stop.find() && stop.end() <= start) {
            from = stop.end();
        }
        int to = content.length();
        stop = stops.matcher(content);
        if (stop.find(Math.max(end, from))) {
            to = stop.start() + 1;
        }
        Evidence sentence = trimmed(chunk, from, to);
        return sentence != null ? sentence : new Evidence(chunk, 0, content.length());
    }

    private static Map<Hypothesis, Rule> rules() {
        Map<Hypothesis, Rule> rules = new EnumMap<>(Hypothesis.class);
        rules.put(Hypothesis.NDA_1, rule(
            "(marked|labell?ed|stamped|designated|identified"
                + "|legend)\\s+(in writing\\s+)?(as\\s+)?[\\\"“']?(confidential|proprietary)|(bears?"
                + "|bearing) an? .{0,30}(legend|marking)|(reduced to writing|summari[sz]ed in writing"
                + "|confirmed in writing).{0,80}(confidential|within)"
                // "marked by the Discloser as confidential", "will mark or otherwise designate confidential information"
                + "|(marked|labell?ed|stamped|designated|identified) by [^,.;]{1,40}? as [\\\"“']?(confidential|proprietary)"
                + "|\\b(mark|designate)s? (or otherwise (mark|designate|identify) )?(all |such |the )?(confidential"
                + "|proprietary) information",
            "whether or not (it is |such information is )?(marked|designated|identified|labell?ed)"
                + "|(regardless|irrespective) of whether.{0,60}(marked|designated|identified)|(need not"
                + "|does not need to|is not required to) be (marked|designated|identified)|not (so )?(marked"
                + "|designated|identified|labell?ed)( as confidential)?,? (but|if|which|that)|(should|would"
                + "|ought) reasonably (to )?be (understood|considered|regarded|deemed)"
                + "|reasonable person .{0,80}(confidential|proprietary)"
                // unmarked information is protected too when its nature says it is confidential
                + "|(could|would|should|might|ought) (reasonably )?(to )?be (reasonably )?(expected|understood|considered|regarded|deemed"
                + "|treated) (as |to be )?(as )?(confidential|proprietary)|(know|knows|knew|known),? or (reasonably )?(should"
                + "|ought to)( reasonably)? (have )?(known|know)|(marked|designated|identified|labell?ed)[^.;]{0,60}\\bor (that )?"
                + "(is |are )?(clearly |reasonably |otherwise )?(intended|understood|known|ought|should|would|by (its|their) nature)",
            null));
        rules.put(Hypothesis.NDA_2, rule(
            "(only|solely|exclusively|limited to) .{0,40}technical (information|data)"
                + "|technical information .{0,60}(\\\"|“)?(confidential information|proprietary information)",
            "confidential information.{0,400}\\b(" + KINDS_OF_BUSINESS + "|financial|commercial|marketing|customer|pricing"
                + "|strategic|personnel|sales)\\b|\\b(" + KINDS_OF_BUSINESS + "|financial|commercial"
                + "|marketing)\\b.{0,200}confidential information|(confidential"
                + "|proprietary) information[\\\"”]?,?\\)? (means|shall mean|includes|shall include|is defined as"
                + "|refers to) (any|all)\\b"
                // the same, when the defined term is another name for it
                + "|(proprietary information|evaluation material|non-public information).{0,400}\\b(business|financial"
                + "|commercial|marketing|customer|pricing|strategic|personnel|sales|operational)\\b"
                + "|\\binformation\\b[^.;]{0,40}including,? (but not limited to,? |without limitation,? )?[^.;]{0,60}\\b(financial"
                + "|marketing|business|commercial|operational)\\b",
            null));
        rules.put(Hypothesis.NDA_3, rule(
            "^(?!.*(supersede|entire (agreement|understanding)|integration|written (and|or) (verbal"
                + "|oral) notice|legal obligation|representation|warrant"
                // a deal made by word of mouth, not information given so: "enter into any oral or written agreement, arrangement"
                + "|(oral|verbal|written) (or|and) (oral|verbal|written) (agreements?|arrangements?|understandings?|contracts?)\\b)).*?(?<cue>\\b(oral(ly)?|verbal(ly)?|visual(ly)?"
                + "|spoken)\\b.{0,80}(information|disclos|form|communicat|presentation|conversation|discussion|observ"
                + "|inspection)|(information|disclos\\w*|communicat\\w*|provided|furnished|conveyed|transmitted|form"
                + "|whether)\\b.{0,100}\\b(oral(ly)?|verbal(ly)?|visual(ly)?|spoken)\\b|non-?(written|tangible) form"
                // information in whatever form it is given includes what is said
                + "|(information|disclos\\w*|provided|furnished).{0,100}(regardless of|irrespective of|in whatever|whatever) "
                + "(the )?(form|medium|manner))",
            null,
            null));
        rules.put(Hypothesis.NDA_4, rule(
            "(solely|only|exclusively|strictly) (be )?(used )?(for|in connection with|to the extent"
                + "|as (necessary|required)) |for (no|any) (other )?(purpose|reason)s? (other than|except|save)"
                + "|for (the )?(sole|exclusive|limited|specific|express) purpose|(sole|exclusive) (use|benefit)"
                + "|not (to )?(use|utili[sz]e|exploit).{0,120}(other than|except|save|for any (other )?purpose)"
                + "|(other than|except) (for )?the (permitted |agreed |stated )?purpose|purposes? other than"
                // "confidential information for evaluation purposes only" (not "headings are for reference purposes only")
                + "|\\bfor (the |such |these )?(?!([\\w-]+ ){0,2}" + TermPatterns.NO_PURPOSE + " purposes?)([\\w-]+ ){0,3}purposes? only\\b",
            "(may|is free to|shall be free to) use.{0,40}\\bfor any purpose",
            null));
        rules.put(Hypothesis.NDA_5, staffRule(null));
        rules.put(Hypothesis.NDA_7, rule(
            "\\b(advis[eo]rs?|consultants?|agents|contractors|attorneys|lawyers|accountants|auditors|bankers"
                + "|financing sources|representatives)\\b.{0,160}(need to know|need-to-know|bound by"
                + "|obligations of confidentiality)|(need to know|need-to-know).{0,160}\\b(advis[eo]rs|consultants"
                + "|agents|contractors|representatives)\\b|(disclos\\w*|shar\\w*|furnish\\w*|made available|reveal\\w*"
                + "|access)[^.]{0,200}\\b(advis[eo]rs|consultants|agents|contractors|subcontractors|attorneys"
                + "|counsel|lawyers|accountants|auditors|bankers|financing sources|representatives)\\b",
            null,
            "\\b(not|no|nor)\\b[^.;]{0,80}(disclos|furnish|divulg|reveal|communicat|made available"
                + "|make available)[^.;]{0,120}\\b(any|a|to) (third|other person|person|individual|one)"
                + "|only to (those |such )?(of )?(its |their )?(individuals |persons )?(employ|employees)|(anyone"
                + "|any person) other than .{0,40}employees"));
        rules.put(Hypothesis.NDA_8, rule(
            "(subpoena|court order|order of (a|any) court|legal process|judicial|governmental (order|body"
                + "|authority|agency)|required by (applicable )?law|compelled|legally required|requirement of (a "
                + "|any )?(law|governmental)|(by|under) (law|regulation)).{0,400}(notif|notice|\\binform(s|ed)?\\b|\\badvise)"
                + "|(notif|notice|\\binform(s|ed)?\\b|\\badvise).{0,300}(subpoena|court order|legal process|required by law"
                + "|compelled|order)",
            null,
            null));
        // the agreement's terms as a thing kept secret, not as its rules: "shall remain subject to the terms of this Agreement"
        String terms = "(?<!(?:subject|pursuant) to the |accordance with the |bound by the |breach of the |under the |comply with the )terms";
        rules.put(Hypothesis.NDA_10, rule(
            "(disclos\\w*|reveal\\w*|confiden\\w*|announce\\w*|public\\w*|divulge\\w*).{0,200}(existence|" + terms
                + "|fact|content|nature|status|substance) of (this|the|these|such|any) (parties['’] )?(agreement|discussions"
                + "|negotiations|transaction|evaluation)|(existence|" + terms + "|fact|content|nature|status"
                + "|substance) of (this|the|these|such|any) (parties['’] )?(agreement|discussions|negotiations|transaction"
                + "|evaluation).{0,200}(confiden|not (be )?disclos)|fact that .{0,80}(discussions|negotiations"
                + "|evaluation|transaction|agreement|information has been)|(discussions|negotiations) (are"
                + "|have been) (taking place|held|occurring)",
            null,
            null));
        rules.put(Hypothesis.NDA_11, rule(
            "reverse[- ]?engineer|decompil|disassembl",
            null,
            null));
        rules.put(Hypothesis.NDA_12, rule(TermPatterns.INDEPENDENT_DEVELOPMENT.pattern(), null, null));
        rules.put(Hypothesis.NDA_13, rule(
            // not a definition that takes such information in: "shall include information obtained ... from any third party"
            "(?<!includ(?:e|es|ing) (?:any |all )?information )(receive[sd]|obtain(?:s|ed)|acquire[sd]|disclosed|revealed|made available|learned|learnt|known|available"
                + "|furnished|provided|supplied).{0,120}(third[- ]?part(y|ies)|(a|any) source (other than|that"
                + "|which|who|with|not)|source other than)|(rightfully|lawfully|legally) (received|obtained"
                + "|acquired|possessed|in (its|the) possession)|non-?confidential basis"
                + "|" + TermPatterns.RECEIVED_ELSEWHERE.pattern(),
            null,
            null));
        rules.put(Hypothesis.NDA_15, rule(
            "no (license|licence|right|rights|title|interest)s?\\b.{0,120}(granted|conveyed|implied|given"
                + "|deduced|created|transferred|conferred)"
                // not an anti-assignment clause: "shall not be entitled to cede, assign, transfer ... any of its rights"
                // whole words: not "Potential Acquirer ... shall be entitled"
                + "|(nothing|not|neither) (?![^.]{0,80}\\b(?:assign|cede|delegat)).{0,120}\\b(grant|granting|confer"
                + "|conferring|transfer|be (deemed|construed) as|acquires?\\b|receive).{0,80}\\b(license|licence|right"
                + "|title\\b|ownership)|remains? (with|vested in|the property)"
                + "|(not|no way) .{0,40}(convey|create|construed as)[^.]{0,60}(right|licen)"
                // and whatever the checklist reads as no licence granted, so that the two never disagree
                + "|" + TermPatterns.NO_LICENCE.pattern(),
            null,
            null));
        rules.put(Hypothesis.NDA_16, rule(
            "(\\breturn|\\bdestr|\\bdeliver|\\bexpunge|\\berase).{0,200}(terminat|expir|end of (this"
                + "|the) agreement|conclusion|completion|abandon|no longer|cease|decid\\w* not to proceed)"
                + "|(terminat|expir|end of (this|the) agreement|conclusion|completion|abandon).{0,200}(\\breturn"
                + "|\\bdestr|\\bdeliver)",
            null,
            null));
        rules.put(Hypothesis.NDA_17, rule(
            "(copies|reproductions) .{0,80}(shall|must|will) (bear|contain|include|reproduce)|(may|permitted to"
                + "|entitled to)( only)? (make|reproduce|copy) .{0,40}cop(y|ies)|(except|other than|unless) .{0,60}(copies"
                + "|copy|reproduc)",
            // a ban on copying, active or passive, in a list of verbs, in a list item's "not to"; not the noun "any copy"
            "((shall|will|may|must) not|\\bnot to|\\bnor)( be)? [^.;]{0,80}?(?<!(any|an|one|each|the|such|electronic|a) )"
                + "\\b(cop(y|ied)|reproduc(e|ed)|duplicat(e|ed)|photocop(y|ied))\\b(?![^.;]{0,80}(except|other than|unless|save))",
            null));
        rules.put(Hypothesis.NDA_18, rule(
            // not a party's solicitors (lawyers), nor soliciting bids or proposals ("solicitation or request for proposal");
            // "offer" is not among them: "solicit, or make an offer of employment to, any employee" is a non-solicit
            "\\bsolicit(?!ors?\\b)(?![^.;]{0,40}\\b(bids?|proposals?|inquir\\w*|enquir\\w*|tenders?|quotations?|proxies"
                + "|votes?)\\b)|\\bentice|\\binduce .{0,40}(employee|personnel|leave)",
            null,
            null));
        rules.put(Hypothesis.NDA_19, rule(
            "\\bsurviv|(continue|remain) in (full )?(force|effect).{0,80}(after|following|notwithstanding"
                + "|beyond)|(termination|expiration|expiry).{0,80}(shall not|will not|does not) (relieve|affect"
                + "|release)|for a period of .{0,40}(after|following) .{0,30}(termination|expir|the date)"
                + "|continue to be bound|continue to (treat|hold|keep|maintain|protect)[^.;]{0,40}(confiden|secre)|(?<!(agrees?|agreed|consents?) to (observe and )?)(remain|be) bound by|remain subject to|notwithstanding the (return"
                + "|destruction|delivery|termination|expiration)|shall not terminate|in perpetuity|perpetual"
                // "shall remain valid for a period of seven (7) calendar years from the date of expiry of the Agreement"
                + "|(continue|remain).{0,60}(after|following|from) (the )?(date of )?(termination|expir)",
            null,
            null));
        rules.put(Hypothesis.NDA_20, rule(
            "(may|entitled to|permitted to|right to|allowed to) (retain|keep) .{0,120}(cop(y|ies)|archiv"
                + "|record|backup|back-up)|\\barchival\\b|(backup|back-up) (tapes|systems|copies|media)"
                + "|retain.{0,60}(required by|as required|comply with) .{0,20}(law|regulat)|(not"
                + "|no) (be )?(required|obliged|obligated) to (return|destroy|delete|erase)|(one|1) (\\(1\\) )?cop(y"
                + "|ies) .{0,60}(retain|kept|keep)|(retain|keep) one (\\(1\\) )?cop",
            "(shall|will|may) not (thereafter )?(be )?(retain|keep)|without (retaining|keeping)|retain no\\b"
                + "|no (copies|copy) .{0,40}(retained|kept)",
            null, true));
        return rules;
    }

    /**
     * Sharing with a party's staff, or with the group the document names {@code group} (a pattern) when it includes them.
     * The group's name must follow a word that gives to it ("disclose ... to its Representatives who need to know"): a
     * name defined for a group recurs in clauses that do not let it in ("if its Representatives are required by law").
     */
    private static Rule staffRule(String group) {
        String staff = "\\b(" + STAFF + ")\\b.{0,120}(need to know|need-to-know|require|necessary)"
            + "|(need to know|need-to-know).{0,120}\\b(" + STAFF + ")\\b"
            // "may disclose it to its officers and employees", "not disclose ... to anyone other than its employees"
            + "|(disclos\\w*|reveal\\w*|furnish\\w*|made available|make available|communicat\\w*|shar\\w*|dissemina\\w*"
            + "|access)[^.;]{0,100}\\b(to|with|than) (those |such |any )?(of )?(its|their|your|his|her|(the )?\\p{L}+( party)?['’]s)"
            + "\\b[^.;]{0,80}\\b(" + STAFF + "|employed)\\b"
            // "Information may be made available to employees within your organisation"
            + "|\\b(may|can) be (made available|disclosed) to (" + STAFF + ")\\b"
            + "|\\b(except|other than|save|only|solely|limited|restricted)\\b( \\w+){0,3} to (those |such )?(of )?[^.;]{0,80}"
            + "\\b(" + STAFF + "|employed)\\b";
        if (group != null) {
            staff += "|\\b(to|with|permit|allow) (those of |such of |any of )?(its |their |your |the |such |those )?(respective )?"
                + group + "\\b.{0,120}(need to know|need-to-know|require|necessary)"
                + "|(need to know|need-to-know).{0,120}\\b" + group + "\\b";
        }
        return rule(staff, null, null);
    }

    /** The first name the clauses define for a group of people that includes a party's staff (see {@link #GROUP_DEFINED}). */
    private static StaffGroup staffGroup(List<Chunk> clauses) {
        for (Chunk chunk : clauses) {
            String content = chunk.content();
            Matcher defined = GROUP_DEFINED.matcher(content);
            while (defined.find()) {
                Evidence sentence = sentence(chunk, defined.start(), defined.end(), SENTENCE_END);
                int from = Math.max(sentence.start(), defined.start() - DEFINITION_REACH);
                int to = Math.min(sentence.end(), defined.end() + DEFINITION_REACH);
                String name = defined.group("named") != null ? defined.group("named") : defined.group("defined");
                if (NAMES_STAFF.matcher(content).region(from, to).find()) {
                    return new StaffGroup(name.strip(), sentence);
                }
            }
        }
        return null;
    }

    private static Set<Pattern> cued() {
        Set<Pattern> cued = new HashSet<>();
        RULES.values().forEach(rule -> Stream.of(rule.entails(), rule.contradicts(), rule.contradictsUnlessEntailed())
            .filter(p -> p != null && p.namedGroups().containsKey(CUE)).forEach(cued::add));
        return cued;
    }

    private static Rule rule(String entails, String contradicts, String contradictsUnlessEntailed) {
        return rule(entails, contradicts, contradictsUnlessEntailed, false);
    }

    private static Rule rule(String entails, String contradicts, String contradictsUnlessEntailed, boolean exceptionsWin) {
        return new Rule(compile(entails), compile(contradicts), compile(contradictsUnlessEntailed), exceptionsWin);
    }

    private static Pattern compile(String regex) {
        return regex == null ? null : Pattern.compile(regex);
    }
}
