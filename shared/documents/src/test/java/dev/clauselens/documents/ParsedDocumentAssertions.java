package dev.clauselens.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.Paragraph;
import dev.clauselens.core.document.ParsedDocument;
import java.util.HashSet;
import java.util.Set;

/** The promises every {@link ParsedDocument} keeps, whatever the input. */
final class ParsedDocumentAssertions {
    private ParsedDocumentAssertions() {
    }

    static void assertWellFormed(ParsedDocument document, int maxChunkTokens) {
        String raw = document.rawText();
        int previousEnd = 0;
        for (int i = 0; i < document.paragraphs().size(); i++) {
            Paragraph paragraph = document.paragraphs().get(i);
            assertEquals(i, paragraph.index(), "paragraph index");
            assertTrue(paragraph.start() >= previousEnd && paragraph.end() <= raw.length(),
                () -> "paragraph " + paragraph + " overlaps or lies outside the raw text");
            previousEnd = paragraph.end();
        }
        Set<String> ids = new HashSet<>();
        int chunkEnd = 0;
        for (int i = 0; i < document.chunks().size(); i++) {
            Chunk chunk = document.chunks().get(i);
            String where = "chunk " + chunk.id() + " of " + document.title();
            assertEquals(i, chunk.index(), where);
            assertTrue(ids.add(chunk.id()), where + ": duplicate id");
            assertEquals(raw.substring(chunk.startPosition(), chunk.endPosition()), chunk.content(), where);
            assertFalse(chunk.content().isBlank(), where + " is blank");
            assertFalse(Character.isWhitespace(chunk.content().charAt(0)), where + " starts with white space");
            assertTrue(chunk.startPosition() >= chunkEnd, where + " overlaps the chunk before it");
            chunkEnd = chunk.endPosition();
            Paragraph first = document.paragraphs().get(chunk.paragraphIndex());
            Paragraph last = document.paragraphs().get(chunk.endParagraphIndex());
            assertEquals(chunk.startPosition(), first.start() + chunk.paragraphOffset(), where + ": paragraph anchor");
            assertTrue(chunk.startPosition() < first.end(), where + " starts after its paragraph");
            assertEquals(chunk.endPosition(), last.start() + chunk.endParagraphOffset(), where + ": end anchor");
            assertTrue(chunk.endPosition() <= last.end(), where + " ends after its last paragraph");
            assertTrue(chunk.tokenEstimate() <= maxChunkTokens,
                () -> where + " has " + chunk.tokenEstimate() + " tokens, over the limit " + maxChunkTokens);
        }
        assertCovered(document);
    }

    /** Every letter or digit of clause text (not headings) lies in some chunk. */
    private static void assertCovered(ParsedDocument document) {
        boolean[] covered = new boolean[document.rawText().length()];
        for (Chunk chunk : document.chunks()) {
            for (int i = chunk.startPosition(); i < chunk.endPosition(); i++) {
                covered[i] = true;
            }
        }
        for (Paragraph paragraph : document.paragraphs()) {
            if (paragraph.heading()) {
                continue;
            }
            for (int i = paragraph.start(); i < paragraph.end(); i++) {
                if (Character.isLetterOrDigit(document.rawText().charAt(i)) && !covered[i]) {
                    fail("text of paragraph " + paragraph.index() + " is in no chunk: \""
                        + document.rawText().substring(paragraph.start(), paragraph.end()) + "\"");
                }
            }
        }
    }
}
