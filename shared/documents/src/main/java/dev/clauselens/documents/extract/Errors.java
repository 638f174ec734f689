package dev.clauselens.documents.extract;

/** Short, single-line descriptions of library exceptions for messages a person reads. */
final class Errors {
    private Errors() {
    }

    static String describe(Throwable e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return e.getClass().getSimpleName();
        }
        String line = message.strip().lines().findFirst().orElse("");
        return line.length() > 160 ? line.substring(0, 157) + "..." : line;
    }
}
