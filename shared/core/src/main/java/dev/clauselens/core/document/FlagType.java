package dev.clauselens.core.document;

/** Something about a document that a reviewer should know although parsing succeeded. */
public enum FlagType {
    /** Text a reader cannot see: white, invisible, microscopic or placed off the page. */
    HIDDEN_TEXT,
    /** The file was damaged and had to be repaired to be read; some text may be missing. */
    REPAIRED,
    /** The Word document has tracked changes; it was read as if all of them were accepted. */
    TRACKED_CHANGES,
    /** Part of the document was left out (for example pages without any text). */
    PARTIAL_TEXT
}
