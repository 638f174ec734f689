package dev.clauselens.documents.redline;

import java.util.List;
import java.util.Objects;

/**
 * What a redline changes in a document, in offsets of the document's raw text (as the Parser read it):
 * edits of existing text and new clauses, each with the comment that explains it.
 *
 * @param author who the tracked changes and comments are from, as Word shows it
 */
public record Redline(String author, List<Edit> edits, List<Insertion> insertions, List<Note> notes) {

    public Redline {
        Objects.requireNonNull(author, "author");
        edits = List.copyOf(edits);
        insertions = List.copyOf(insertions);
        notes = List.copyOf(notes);
    }

    /** {@code [start, end)} of the raw text becomes {@code replacement} ({@code ""} strikes it), with a comment on it. */
    public record Edit(int start, int end, String replacement, String comment) {
        public Edit {
            if (start < 0 || end <= start) {
                throw new IllegalArgumentException("an edit needs text to change: " + start + ".." + end);
            }
            Objects.requireNonNull(replacement, "replacement");
            Objects.requireNonNull(comment, "comment");
        }
    }

    /** A new paragraph of {@code text} after the paragraph holding raw-text offset {@code after}, with a comment on it. */
    public record Insertion(int after, String text, String comment) {
        public Insertion {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(comment, "comment");
        }
    }

    /** A comment on {@code [start, end)} of the raw text that changes nothing. */
    public record Note(int start, int end, String comment) {
        public Note {
            Objects.requireNonNull(comment, "comment");
        }
    }
}
