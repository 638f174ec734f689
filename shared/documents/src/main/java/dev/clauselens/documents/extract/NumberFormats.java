package dev.clauselens.documents.extract;

/** Word's number formats for list labels. */
final class NumberFormats {
    private static final int[] ROMAN_VALUES = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    private static final String[] ROMAN_DIGITS = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};

    private NumberFormats() {
    }

    static String format(int value, String format) {
        return switch (format) {
            case "lowerLetter" -> letters(value).toLowerCase();
            case "upperLetter" -> letters(value);
            case "lowerRoman" -> roman(value).toLowerCase();
            case "upperRoman" -> roman(value);
            case "decimalZero" -> value < 10 ? "0" + value : String.valueOf(value);
            default -> String.valueOf(value);
        };
    }

    /** Word repeats the letter after Z: A ... Z, AA ... ZZ, AAA ... */
    static String letters(int value) {
        if (value <= 0) {
            return String.valueOf(value);
        }
        char letter = (char) ('A' + (value - 1) % 26);
        return String.valueOf(letter).repeat((value - 1) / 26 + 1);
    }

    static String roman(int value) {
        if (value <= 0 || value >= 4000) {
            return String.valueOf(value);
        }
        var out = new StringBuilder();
        int rest = value;
        for (int i = 0; i < ROMAN_VALUES.length; i++) {
            while (rest >= ROMAN_VALUES[i]) {
                out.append(ROMAN_DIGITS[i]);
                rest -= ROMAN_VALUES[i];
            }
        }
        return out.toString();
    }
}
