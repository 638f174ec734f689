package dev.clauselens.core.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the periods a clause states, in months: "five (5) years", "24 months", "ninety days",
 * "one year". "Perpetual", "indefinitely" and "for as long as ... remains a trade secret" count as
 * unlimited ({@link Double#POSITIVE_INFINITY}).
 */
public final class DurationExtractor {
    private static final Map<String, Integer> WORDS = Map.ofEntries(
        Map.entry("one", 1), Map.entry("two", 2), Map.entry("three", 3), Map.entry("four", 4), Map.entry("five", 5),
        Map.entry("six", 6), Map.entry("seven", 7), Map.entry("eight", 8), Map.entry("nine", 9), Map.entry("ten", 10),
        Map.entry("eleven", 11), Map.entry("twelve", 12), Map.entry("fifteen", 15), Map.entry("eighteen", 18),
        Map.entry("twenty", 20), Map.entry("twenty-four", 24), Map.entry("thirty", 30), Map.entry("thirty-six", 36),
        Map.entry("forty-five", 45), Map.entry("sixty", 60), Map.entry("ninety", 90), Map.entry("a", 1), Map.entry("an", 1));
    private static final Pattern PERIOD = Pattern.compile(
        "(?i)\\b(\\d{1,3}|" + String.join("|", WORDS.keySet().stream().sorted((a, b) -> b.length() - a.length()).toList())
            + ")(?:\\s*\\((\\d{1,3})\\)|\\s*\\([a-z][a-z -]{2,20}\\))?\\]?[\\s-]+(day|week|month|year)s?\\b");
    private static final Pattern UNLIMITED = Pattern.compile(
        "(?i)\\b(perpetual(ly)?|indefinite(ly)?|in perpetuity|without (a )?time limit|without limit(ation)? (of|as to) time|for as long as)\\b");

    private DurationExtractor() {
    }

    /** Every period in the text, in months, in order of appearance. */
    public static List<Double> months(String text) {
        List<Double> found = new ArrayList<>();
        Matcher matcher = PERIOD.matcher(text);
        while (matcher.find()) {
            String number = matcher.group(2) != null ? matcher.group(2) : matcher.group(1).toLowerCase(Locale.ROOT);
            Integer value = number.chars().allMatch(Character::isDigit) ? Integer.valueOf(number) : WORDS.get(number);
            if (value == null || value == 0) {
                continue;
            }
            found.add(switch (matcher.group(3).toLowerCase(Locale.ROOT)) {
                case "day" -> value / 30.0;
                case "week" -> value * 7 / 30.0;
                case "month" -> (double) value;
                default -> value * 12.0;
            });
        }
        if (UNLIMITED.matcher(text).find()) {
            found.add(Double.POSITIVE_INFINITY);
        }
        return found;
    }

    /** The longest period stated, which is what a survival or restriction clause turns on; empty if none. */
    public static OptionalDouble longestMonths(String text) {
        return months(text).stream().mapToDouble(Double::doubleValue).max();
    }
}
