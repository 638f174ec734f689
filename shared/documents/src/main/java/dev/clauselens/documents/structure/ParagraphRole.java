package dev.clauselens.documents.structure;

import dev.clauselens.core.document.ChunkKind;
import java.util.List;

/**
 * What section detection decided about one paragraph.
 *
 * @param heading     a heading (or title) rather than clause text
 * @param sectionPath the sections it sits in, its own number included
 * @param kind        clause, signature block or form field
 * @param fragment    too short to stand as a clause of its own
 */
record ParagraphRole(boolean heading, List<String> sectionPath, ChunkKind kind, boolean fragment) {
}
