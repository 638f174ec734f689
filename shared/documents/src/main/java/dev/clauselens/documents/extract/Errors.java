package dev.clauselens.documents.extract;

import java.util.regex.Pattern;

/** Short, single-line descriptions of library exceptions for messages a person reads. */
final class Errors {
    /** Wrapped exceptions repeat their cause's class name: {@code java.io.IOException: ...}. */
    private static final Pattern CLASS_PREFIX = Pattern.compile("([a-z][\\w$]*\\.)+[A-Z][\\w$]*(Exception|Error): ");

    private Errors() {
    }

    static String describe(Throwable e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return e.getClass().getSimpleName();
        }
        String line = CLASS_PREFIX.matcher(message.strip().lines().findFirst().orElse("")).replaceAll("");
        String sentence = line.replaceAll("[\\s.!]+$", "");
        return sentence.length() > 160 ? sentence.substring(0, 157) + "..." : sentence;
    }
}
