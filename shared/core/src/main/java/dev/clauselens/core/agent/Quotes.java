package dev.clauselens.core.agent;

import dev.clauselens.core.analysis.Citation;
import dev.clauselens.core.document.Chunk;
import java.text.BreakIterator;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/** Verified quotes: a citation exists only if its text is found verbatim in the document at its offsets. */
public final class Quotes {
    /** A clause or list number alone: "2.", "4.1", "(a)", "iv)". */
    private static final Pattern LABEL = Pattern.compile("\\(?(\\d{1,3}(\\.\\d{1,3})*|[a-zA-Z]|[ivxIVX]{1,5})[.)]?");
    /** A clause's own heading read as a sentence: "7.2. Entire Agreement.", "Governing Law and Jurisdiction." */
    private static final Pattern HEADING = Pattern.compile("(" + LABEL.pattern() + "\\s+)?\\p{Lu}[\\p{L}'’&/-]*"
        + "(\\s+(\\p{Lu}[\\p{L}'’&/-]*|and|or|of|the|to|for|in|on|&)){0,6}[.:]?");

    private Quotes() {
    }

    /** The quote located inside the chunk, or empty when it is not verbatim there. */
    public static Optional<Citation> verify(String rawText, Chunk chunk, String quote) {
        if (quote == null || quote.isBlank()) {
            return Optional.empty();
        }
        int at = chunk.content().indexOf(quote);
        if (at < 0) {
            return Optional.empty();
        }
        int start = chunk.startPosition() + at;
        Citation citation = new Citation(quote, start, start + quote.length());
        return rawText.regionMatches(start, quote, 0, quote.length()) ? Optional.of(citation) : Optional.empty();
    }

    /**
     * The sentence of the chunk that contains {@code needle}, or its first sentence; a clause number goes with its sentence,
     * and a clause's own heading ("7.2. Entire Agreement.") is no sentence to quote unless nothing follows it.
     */
    public static String sentenceWith(Chunk chunk, String needle) {
        String text = chunk.content();
        BreakIterator sentences = BreakIterator.getSentenceInstance(Locale.ENGLISH);
        sentences.setText(text);
        int start = sentences.first();
        String first = null;
        String heading = null;
        for (int end = sentences.next(); end != BreakIterator.DONE; end = sentences.next()) {
            String sentence = text.substring(start, end).strip();
            if (LABEL.matcher(sentence).matches()) {
                continue; // "2." is no sentence: it numbers the one that follows
            }
            if (first == null && heading == null && HEADING.matcher(sentence).matches()) {
                heading = sentence;
                start = end;
                continue;
            }
            if (first == null && !sentence.isEmpty()) {
                first = sentence;
            }
            if (needle != null && sentence.toLowerCase(Locale.ROOT).contains(needle.toLowerCase(Locale.ROOT))) {
                return sentence;
            }
            start = end;
        }
        return first != null ? first : heading != null ? heading : text.strip();
    }
}
