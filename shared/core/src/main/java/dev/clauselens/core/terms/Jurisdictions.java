package dev.clauselens.core.terms;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Places whose law or courts a contract may choose (the resource {@code jurisdictions.txt}: the US states, Canada's
 * provinces, Australia's states, the United Kingdom's parts and the world's countries), each with the country it lies in,
 * and the adjectives a contract may name a country's law by ("English law").
 */
public final class Jurisdictions {
    /** Countries whose law or courts a document may name by adjective ("English law", "the English courts"). */
    static final Map<String, String> ADJECTIVES = Map.ofEntries(Map.entry("english", "England and Wales"),
        Map.entry("scottish", "Scotland"), Map.entry("irish", "Ireland"), Map.entry("austrian", "Austria"),
        Map.entry("german", "Germany"), Map.entry("french", "France"), Map.entry("dutch", "the Netherlands"),
        Map.entry("swiss", "Switzerland"), Map.entry("italian", "Italy"), Map.entry("spanish", "Spain"),
        Map.entry("swedish", "Sweden"), Map.entry("danish", "Denmark"), Map.entry("finnish", "Finland"),
        Map.entry("norwegian", "Norway"), Map.entry("belgian", "Belgium"), Map.entry("polish", "Poland"),
        Map.entry("japanese", "Japan"), Map.entry("chinese", "China"), Map.entry("indian", "India"),
        Map.entry("canadian", "Canada"), Map.entry("australian", "Australia"), Map.entry("israeli", "Israel"),
        Map.entry("brazilian", "Brazil"), Map.entry("mexican", "Mexico"), Map.entry("portuguese", "Portugal"),
        Map.entry("singaporean", "Singapore"), Map.entry("indonesian", "Indonesia"), Map.entry("philippine", "Philippines"),
        Map.entry("pakistani", "Pakistan"), Map.entry("greek", "Greece"), Map.entry("turkish", "Turkey"),
        Map.entry("saudi", "Saudi Arabia"), Map.entry("emirati", "United Arab Emirates"), Map.entry("egyptian", "Egypt"),
        Map.entry("nigerian", "Nigeria"), Map.entry("kenyan", "Kenya"), Map.entry("korean", "South Korea"));
    /** The adjectives as a case-insensitive alternation. */
    static final String ADJECTIVE = "(?i:" + String.join("|", ADJECTIVES.keySet()) + ")";
    /** Lower-case name to its spelling and country; in file order, so "Georgia" is the US state. */
    private static final Map<String, Place> PLACES = read();
    /** Every name, longest first, as whole words; the first letter must be a capital (a proper name, not "victoria" as a word). */
    private static final Pattern NAMES = Pattern.compile("(?<![\\p{L}-])(?=\\p{Lu})(?i:" + String.join("|", PLACES.values().stream()
        .map(Place::name).sorted(Comparator.comparingInt(String::length).reversed())
        .map(n -> Pattern.quote(n).replace(" ", "\\E\\s+\\Q").replace("'", "\\E['’]\\Q")).toList()) + ")(?![\\p{L}-])");
    /** Places to choose from in a drafter's brackets, a form's blank: "[Thailand / Singapore / Delaware]". */
    private static final Pattern CHOICE = Pattern.compile(TermPatterns.OPTIONS_BLANK);
    private static final Pattern THE = Pattern.compile("(?i)the\\s+");
    private static final Pattern LETTERS = Pattern.compile("\\p{L}+");
    /** The only small-letter words a place's name can start with ("the State of", "state of Florida"); others are skipped at once. */
    private static final Pattern LOWER_CASE_START = Pattern.compile("(?:the|state|commonwealth|province|republic|kingdom|federal|people|"
        + "emirate|principality|grand|federation)\\b");
    /** "State of", "the Commonwealth of", "Federal Republic of": the words a place's official name starts with. */
    private static final Pattern OFFICIAL = Pattern.compile("(?i)(?:federal\\s+|people['’]s\\s+)?(?:state|commonwealth|province|"
        + "republic|kingdom|emirate|principality|grand\\s+duchy|federation)\\s+of\\s+(?:the\\s+)?");

    /** Two states named together, each law chosen: "the States of Pennsylvania and Virginia", "the Provinces of Ontario and Quebec". */
    private static final Pattern PLURAL = Pattern.compile("(?i)(?:states|provinces)\\s+of\\s+");
    /** One word or two that start with a capital (group 1 the first): a place's name as written, perhaps misspelt. */
    private static final Pattern CAPITALISED = Pattern.compile("(\\p{Lu}\\p{L}+)(?:[ \\t]+\\p{Lu}\\p{L}+)?(?![\\p{L}-])");
    /** The fewest letters of a name a misspelling is read for: shorter names are too near to others ("Iowa", "Ohio"). */
    private static final int MISSPELT_MIN_LENGTH = 7;
    private static final Pattern AND = Pattern.compile("(?i)\\s+and\\s+");

    private Jurisdictions() {
    }

    /** A place as the contract names it, in its usual spelling ("STATE OF NEW YORK": State of New York), and its country. */
    public record Place(String name, String country) {
        /** Whether US law is this place's law (a state, the District of Columbia, a territory, the United States). */
        public boolean american() {
            return "US".equals(country);
        }
    }

    /** A place named in a text, from {@code start} (its "the" and official prefix included) to {@code end}. */
    record Found(Place place, int start, int end) {
    }

    /** The place whose name starts at {@code from} in {@code text}, after "the" and an official prefix, the longest name first. */
    static Optional<Found> at(String text, int from) {
        if (CHOICE.matcher(text).region(from, text.length()).lookingAt()) {
            return Optional.empty(); // places to choose from, none chosen: "the laws of [Thailand / Singapore / Delaware]"
        }
        int at = bracketed(text, from);
        Matcher the = THE.matcher(text).region(at, text.length());
        if (the.lookingAt()) {
            at = the.end();
        }
        Matcher plural = PLURAL.matcher(text).region(at, text.length());
        if (plural.lookingAt()) {
            return pair(text, from, plural.end());
        }
        String prefix = "";
        Matcher official = OFFICIAL.matcher(text).region(at, text.length());
        if (official.lookingAt()) {
            prefix = titleCase(official.group().strip().replaceFirst("(?i)\\s+the$", "").replaceAll("\\s+", " ")) + " ";
            at = bracketed(text, official.end());
        }
        Matcher name = NAMES.matcher(text).region(at, text.length());
        if (!name.lookingAt()) {
            // after "State of" or "Commonwealth of", a place's name with one letter wrong: "the Commonwealth of Massachusettes"
            String stated = prefix;
            return prefix.isEmpty() ? Optional.empty() : misspelt(text, at)
                .map(found -> new Found(new Place(stated + found.place().name(), found.place().country()), from, found.end()));
        }
        Place place = place(name.group());
        return Optional.of(new Found(new Place(prefix + place.name(), place.country()), from, name.end()));
    }

    /**
     * The place whose name, of {@value #MISSPELT_MIN_LENGTH} letters or more, the capitalised words at {@code at} spell with one
     * letter added, left out or changed ("Massachusettes", "Conneticut", "Pensylvania"), if exactly one place is that close.
     */
    private static Optional<Found> misspelt(String text, int at) {
        Matcher name = CAPITALISED.matcher(text).region(at, text.length());
        if (!name.lookingAt()) {
            return Optional.empty();
        }
        // the two words first, then the first alone
        for (int group : new int[] {0, 1}) {
            String written = name.group(group).replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
            List<Place> near = PLACES.entrySet().stream().filter(entry -> entry.getKey().length() >= MISSPELT_MIN_LENGTH
                && oneEditApart(written, entry.getKey())).map(Map.Entry::getValue).distinct().toList();
            if (near.size() == 1) {
                return Optional.of(new Found(near.getFirst(), at, name.end(group)));
            }
        }
        return Optional.empty();
    }

    /** Whether two different words are one letter added, left out or changed apart. */
    private static boolean oneEditApart(String a, String b) {
        if (a.equals(b) || Math.abs(a.length() - b.length()) > 1) {
            return false;
        }
        String shorter = a.length() <= b.length() ? a : b;
        String longer = shorter == a ? b : a;
        int i = 0;
        while (i < shorter.length() && shorter.charAt(i) == longer.charAt(i)) {
            i++;
        }
        // past the first difference the rest is equal, the longer one's letter skipped or both letters changed
        return shorter.length() == longer.length() ? shorter.substring(i + 1).equals(longer.substring(i + 1))
            : shorter.substring(i).equals(longer.substring(i + 1));
    }

    /** The two places "States of" names, "Pennsylvania and Virginia", as one place in the first one's country. */
    private static Optional<Found> pair(String text, int from, int at) {
        Matcher first = NAMES.matcher(text).region(at, text.length());
        if (!first.lookingAt()) {
            return Optional.empty();
        }
        Matcher and = AND.matcher(text).region(first.end(), text.length());
        Matcher second = NAMES.matcher(text);
        if (!and.lookingAt() || !second.region(and.end(), text.length()).lookingAt()) {
            return Optional.empty();
        }
        Place one = place(first.group());
        return Optional.of(new Found(new Place(one.name() + " and " + place(second.group()).name(), one.country()), from, second.end()));
    }

    private static Place place(String name) {
        return PLACES.get(name.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replace('’', '\''));
    }

    /** Past a drafter's opening bracket, a place proposed in a form: "the laws of the State of [New York]". */
    private static int bracketed(String text, int at) {
        return text.startsWith("[", at) ? at + 1 : at;
    }

    /** Every place {@code text} names, in order, each read from the start of a word. */
    static List<Found> in(String text) {
        List<Found> places = new ArrayList<>();
        for (int at = 0; at < text.length(); at++) {
            if (Character.isLetter(text.charAt(at)) && (at == 0 || !Character.isLetter(text.charAt(at - 1)))
                && (Character.isUpperCase(text.charAt(at)) || LOWER_CASE_START.matcher(text).region(at, text.length()).lookingAt())) {
                Optional<Found> found = at(text, at);
                if (found.isPresent()) {
                    places.add(found.get());
                    at = found.get().end();
                }
            }
        }
        return places;
    }

    /**
     * The place a name stands for, with or without its official prefix ("State of Israel", "Delaware", "Republic of Italy"), or
     * the pair a law names ("Pennsylvania and Virginia").
     */
    public static Optional<Place> of(String name) {
        String stripped = name.strip();
        return Stream.of(at(stripped, 0), pair(stripped, 0, 0)).flatMap(Optional::stream)
            .filter(found -> found.end() == stripped.length()).findFirst().map(Found::place);
    }

    /** "STATE OF" and "state of": State of; "of", "the" and "and" stay in small letters. */
    static String titleCase(String words) {
        return LETTERS.matcher(words.toLowerCase(Locale.ROOT)).replaceAll(word -> word.group().matches("of|the|and")
            ? word.group() : Character.toUpperCase(word.group().charAt(0)) + word.group().substring(1));
    }

    private static Map<String, Place> read() {
        Map<String, Place> places = new LinkedHashMap<>();
        try (InputStream in = Jurisdictions.class.getResourceAsStream("jurisdictions.txt")) {
            if (in == null) {
                throw new IllegalStateException("jurisdictions.txt is missing from the jar");
            }
            new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .map(line -> line.split("\t"))
                .forEach(fields -> places.putIfAbsent(fields[0].toLowerCase(Locale.ROOT), new Place(fields[0], fields[1])));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return places;
    }
}
