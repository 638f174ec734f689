package dev.clauselens.core.terms;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as agreements write them ("two (2) years", "24 months", "five years", "five (5) year(s)"): years or months only. */
public final class Durations {
    /**
     * A number of years or months; the number may stand in a drafter's brackets, "[one (1)] year", but is not one option of
     * several ("[1/2/3/5] years" is a blank). Group 1 the duration,
     * group 2 the number (word or digits), group 3 the digits in brackets, group 4 the unit.
     */
    public static final String DURATION = "(\\[?(?<![/\\w])(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|"
        + "twenty|twenty[- ]four|thirty[- ]six|forty[- ]eight|sixty|\\d{1,3})\\s*(?:\\((\\d{1,3})\\)\\s*|\\([a-z][a-z -]{2,20}\\)\\s*)?\\]?(?:\\s*|-)"
        + "(?:(?:calendar|full)\\s+){0,2}(years?|months?)(?:\\(s\\))?)";
    private static final Pattern PATTERN = Pattern.compile(DURATION, Pattern.CASE_INSENSITIVE);
    /** "the first anniversary of the date first set out above": a number of years. */
    public static final String ANNIVERSARY_SOURCE = "\\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"
        + "(?:\\s*\\(\\d{1,2}\\s?(?:s\\s?t|n\\s?d|r\\s?d|t\\s?h)?\\))?\\s+anniversary\\b";
    private static final Pattern ANNIVERSARY = Pattern.compile(ANNIVERSARY_SOURCE, Pattern.CASE_INSENSITIVE);
    private static final List<String> ORDINALS = List.of("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh",
        "eighth", "ninth", "tenth");
    private static final Pattern ENDLESS = Pattern.compile("perpetu|permanent|indefinite|forever|without limit", Pattern.CASE_INSENSITIVE);
    private static final List<String> UNITS = List.of("zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen");
    private static final List<String> TENS = List.of("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
        "ninety");

    private Durations() {
    }

    /** Whether a period, as a key term states it, never ends ("perpetual", "permanently", "indefinitely", "forever", "without limit of time"). */
    public static boolean endless(String period) {
        return ENDLESS.matcher(period).find();
    }

    /** Whether a term's value is an anniversary it ends on: "first anniversary", "fifth (5th) anniversary". */
    public static boolean anniversary(String value) {
        return ANNIVERSARY.matcher(value).matches();
    }

    /** Years in a duration's text; empty when it holds no duration. */
    public static Optional<Double> years(String text) {
        Matcher matcher = PATTERN.matcher(text);
        if (!matcher.find()) {
            Matcher anniversary = ANNIVERSARY.matcher(text);
            return anniversary.find() ? Optional.of((double) ORDINALS.indexOf(anniversary.group(1).toLowerCase(Locale.ROOT)))
                : Optional.empty();
        }
        String number = matcher.group(3) != null ? matcher.group(3) : matcher.group(2);
        OptionalInt value = number.matches("\\d+") ? OptionalInt.of(Integer.parseInt(number)) : inWords(number);
        if (value.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(matcher.group(4).toLowerCase(Locale.ROOT).startsWith("month") ? value.getAsInt() / 12.0 : value.getAsInt());
    }

    /** A number below a thousand written in words ("twenty four", "thirty-six", "one hundred and twenty"); empty for other words. */
    public static OptionalInt inWords(String words) {
        int value = 0;
        boolean any = false;
        for (String word : words.toLowerCase(Locale.ROOT).strip().split("[\\s-]+")) {
            if (word.equals("and") && any) {
                continue;
            }
            if (word.equals("hundred") && any && value > 0 && value < 10) {
                value *= 100;
            } else if (UNITS.contains(word) && value % 10 == 0 && (value % 100 == 0 || UNITS.indexOf(word) < 10)) {
                value += UNITS.indexOf(word);
            } else if (TENS.indexOf(word) >= 2 && value % 100 == 0) {
                value += 10 * TENS.indexOf(word);
            } else {
                return OptionalInt.empty();
            }
            any = true;
        }
        return any ? OptionalInt.of(value) : OptionalInt.empty();
    }
}
