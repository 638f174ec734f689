package dev.clauselens.core.terms;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.terms.Jurisdictions.Found;
import dev.clauselens.core.terms.KeyTerms.Term;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The law a contract chooses, read sentence by sentence: first a sentence whose agreement is governed, construed or
 * interpreted by the laws of a known place, then any sentence with one of those verbs, and only where none has them a
 * sentence that says it is subject to, determined by or applies them ("the laws of the State of New York", "the laws
 * thereof", "Ohio law", "English law"). The place must be one
 * {@link Jurisdictions} knows, so a field left to fill ("the State of [●]") or a defined term is no law, and a company's
 * status ("organized under the laws of Delaware") or a subject's laws ("the export laws of the United States") are not its
 * choice. Where a sentence names the United States and a state, the state's law is the one chosen.
 */
final class GoverningLaw {
    private static final int CASE = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    /** Verbs that say a law governs the agreement. */
    private static final Pattern CHOOSES = Pattern.compile("\\b(?:govern(?:ed|s|ing)?|constru(?:ed|e)|interpret(?:ed)?|enforced)\\b", CASE);
    /** The verbs with the agreement as their subject: not "counsel's opinion shall be limited to matters governed by ...". */
    private static final Pattern AGREEMENT_CHOOSES = Pattern.compile("\\b(?:this|the)\\s+(?:agreement|contract|amendment|nda|mnda|letter|"
        + "undertaking|deed)\\b[^.;]{0,300}?" + CHOOSES.pattern(), CASE);
    /** Weaker words, read only where no sentence has one of the verbs above. */
    private static final Pattern APPLIES = Pattern.compile("\\b(?:controlled|determined|appl(?:y|ies|ied|ication)|applicable\\s+law\\s+(?:shall\\s+be|is)|subject\\s+to"
        + "|in\\s+accordance\\s+with|according\\s+to|pursuant\\s+to|(?:made|entered\\s+into|executed|performed|contract)\\s+under"
        // "This Document is legally binding, and falls under the law of the state of California"
        + "|falls?\\s+under)\\b", CASE);
    /**
     * "the laws of", "the internal laws, and not the law of conflicts, of", "laws and decisions of", "legislation of", "laws in force in",
     * "governing law is assumed to be that of", "Governing law:".
     */
    private static final Pattern LAWS_OF = Pattern.compile("(?:\\b(?:laws?|legislation)(?:\\s+and\\s+(?:decisions|regulations|statutes))?"
        + "(?:\\s*,[^,.;]{1,60},)?(?:\\s*\\([^().;]{1,80}\\))?\\s+(?:of|in(?:\\s+force\\s+in)?|prevailing\\s+in)"
        + "|\\bgoverning\\s+law\\s+(?:is|shall\\s+be|will\\s+be)\\s+(?:(?:assumed|deemed|taken)\\s+to\\s+be\\s+)?(?:that|those)\\s+of"
        // a field in a clause: "7.1 Governing law: Singapore. Exclusive jurisdiction: ..."
        + "|\\bgoverning\\s+law\\s*:)\\s+", CASE);
    /** "the laws thereof", "the laws of that State": the place named before in the sentence. */
    private static final Pattern LAWS_THEREOF = Pattern.compile("\\blaws?\\s+(?:thereof|of\\s+(?:that|such|said|the\\s+same)\\s+"
        + "(?:state|commonwealth|province|country|jurisdiction))\\b", CASE);
    /** A province or state left blank before the country it is in: "the laws of [PROVINCE] and Canada", "[STATE], USA". */
    private static final Pattern BLANK_BEFORE_COUNTRY = Pattern.compile("\\[[^\\]\\n]{1,30}]\\s*(?:,\\s*|\\s+and\\s+(?:of\\s+)?)");
    /** "English law", "Ohio law", "New York substantive law". */
    private static final Pattern LAW_AFTER = Pattern.compile("\\s+(?:substantive\\s+)?laws?\\b", CASE);
    private static final Pattern ADJECTIVE_LAW = Pattern.compile("\\b(" + Jurisdictions.ADJECTIVE + ")" + LAW_AFTER.pattern(), CASE);
    /** Laws of a subject, not the law chosen: "the export control laws of", "applicable securities laws of". */
    private static final Pattern SUBJECT_LAWS = Pattern.compile("\\b(?:export|control|securities|tax|privacy|protection|antitrust|competition|"
        + "bankruptcy|insolvency|employment|labou?r|environmental|patent|copyright|trademark|property|immigration|corruption|sanctions?"
        // "the applicable laws of Tennessee, and all other applicable laws": laws to comply with, not the one chosen
        + "|applicable|all|any|other)\\s*$", CASE);
    /** "United States laws and regulations governing the licence": rules of a subject, not the law chosen. */
    private static final Pattern REGULATIONS = Pattern.compile("\\s*(?:and|,)\\s+(?:regulations|rules|statutes)\\b", CASE);
    /** A company's status, not the agreement's law: "a corporation organized and existing under the laws of". */
    private static final Pattern STATUS = Pattern.compile("\\b(?:organi[sz]ed|incorporated|existing|formed|registered|established|"
        + "chartered|constituted|company|corporation|standing)\\b[^.;]{0,60}$", CASE);
    /** Where a sentence ends: a full stop or semicolon before a capital, a digit or an opening bracket (not "U.S." or "Inc."). */
    private static final Pattern SENTENCE_END = Pattern.compile("(?<![\\s.]\\p{Lu}|\\b(?:Inc|Co|Ltd|Corp|No|Mr|Ms|Dr|St|U\\.S))[.;]"
        + "(?=\\s+[\\p{Lu}\\d(\"“])|\\n\\s*\\n");

    /** How far before a law's name its status or subject is looked for. */
    private static final int LOOK_BACK = 100;
    /** How far from "the laws thereof" or "the United States" the place it points to is looked for. */
    private static final int REACH = 300;
    /** How long a place named before "law" may be ("the Commonwealth of Massachusetts"). */
    private static final int PLACE_BEFORE_LAW = 60;
    private static final Pattern LAW_WORD = Pattern.compile("\\blaws?\\b", CASE);
    /** A heading of a few capitalised words with its full stop: "Governing Law.", "Choice of Law.". */
    private static final Pattern HEADING = Pattern.compile("\\s*\\p{Lu}[\\p{L}'’-]*(?:\\s+(?:\\p{Lu}[\\p{L}'’-]*|of|and|&)){0,3}\\.");
    /** The cues, strongest first. */
    private static final List<Pattern> CUES = List.of(AGREEMENT_CHOOSES, CHOOSES, APPLIES);

    private GoverningLaw() {
    }

    /** The law the agreement chooses, from its chunks in document order. */
    static Optional<Term> of(List<Chunk> ordered) {
        for (Pattern cue : CUES) {
            for (Chunk chunk : ordered) {
                Optional<Term> law = inText(chunk.content(), cue).map(t -> new Term(t.value(), t.quote(),
                    chunk.startPosition() + t.start(), chunk.startPosition() + t.end()));
                if (law.isPresent()) {
                    return law;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Term> inText(String text, Pattern cue) {
        int from = 0;
        for (int end : ends(text)) {
            Optional<Term> law = inSentence(text, from, end, cue);
            if (law.isPresent()) {
                return law;
            }
            from = end;
        }
        return Optional.empty();
    }

    /** Where the sentences of {@code text} end; a heading run into its text ("Governing Law. Laws of the State of ...") ends none. */
    private static List<Integer> ends(String text) {
        List<Integer> ends = new ArrayList<>();
        Matcher end = SENTENCE_END.matcher(text);
        int from = 0;
        while (end.find()) {
            if (!HEADING.matcher(text.substring(from, end.end())).matches()) {
                ends.add(end.end());
            }
            from = end.end();
        }
        ends.add(text.length());
        return ends;
    }

    /** The law chosen in text[from, to) if the sentence has the cue; offsets within the chunk. */
    private static Optional<Term> inSentence(String text, int from, int to, Pattern cue) {
        String sentence = text.substring(from, to);
        if (!cue.matcher(sentence).find()) {
            return Optional.empty();
        }
        List<Term> named = new ArrayList<>();
        Matcher laws = LAWS_OF.matcher(sentence);
        while (laws.find()) {
            String before = sentence.substring(Math.max(0, laws.start() - LOOK_BACK), laws.start());
            if (STATUS.matcher(before).find() || SUBJECT_LAWS.matcher(before).find()) {
                continue;
            }
            int at = laws.start();
            Matcher blank = BLANK_BEFORE_COUNTRY.matcher(sentence).region(laws.end(), sentence.length());
            Jurisdictions.at(sentence, laws.end()).or(() -> blank.lookingAt() ? Jurisdictions.at(sentence, blank.end()) : Optional.empty())
                .ifPresent(found -> named.add(new Term(found.place().name(), sentence.substring(at, found.end()), from + at, from + found.end())));
        }
        Matcher thereof = LAWS_THEREOF.matcher(sentence);
        if (thereof.find()) {
            int at = from + thereof.start();
            places(text, Math.max(from, at - REACH), at).stream().reduce((a, b) -> b).ifPresent(place -> named.add(
                new Term(place.place().name(), thereof.group(), at, from + thereof.end())));
        }
        Matcher adjective = ADJECTIVE_LAW.matcher(sentence);
        if (adjective.find()) {
            named.add(new Term(Jurisdictions.ADJECTIVES.get(adjective.group(1).toLowerCase(Locale.ROOT)), adjective.group(),
                from + adjective.start(), from + adjective.end()));
        }
        // "Ohio law": a place just before the word
        Matcher lawWord = LAW_WORD.matcher(sentence);
        while (lawWord.find()) {
            int at = from + lawWord.start();
            for (Found place : places(text, Math.max(from, at - PLACE_BEFORE_LAW), at)) {
                Matcher law = LAW_AFTER.matcher(text).region(place.end(), to);
                if (law.lookingAt() && !SUBJECT_LAWS.matcher(text.substring(Math.max(from, place.start() - LOOK_BACK), place.start())).find()
                    && !REGULATIONS.matcher(text).region(law.end(), to).lookingAt()) {
                    named.add(new Term(place.place().name(), text.substring(place.start(), law.end()), place.start(), law.end()));
                }
            }
        }
        return named.stream().min(Comparator.comparingInt(Term::start)).map(first -> first.value().startsWith("United States")
            // "the laws of the United States of America and of the State of Texas": the state's
            ? places(text, first.end(), Math.min(to, first.end() + REACH)).stream()
                .filter(p -> p.place().american() && !p.place().name().startsWith("United States"))
                .findFirst().map(state -> new Term(state.place().name(), text.substring(first.start(), state.end()), first.start(), state.end()))
                .orElse(first)
            : first);
    }

    /** Every place text[from, to) names, with offsets within the text. */
    private static List<Found> places(String text, int from, int to) {
        return Jurisdictions.in(text.substring(from, to)).stream()
            .map(found -> new Found(found.place(), from + found.start(), from + found.end())).toList();
    }
}
