package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuotesTest {

    @Test
    void aClauseNumberIsQuotedWithItsSentenceNotAlone() {
        Chunk numbered = chunk("2. The parties will mark confidential information. Each party bears its own costs.");
        assertEquals("2. The parties will mark confidential information.", Quotes.sentenceWith(numbered, null));
        assertEquals("Each party bears its own costs.", Quotes.sentenceWith(numbered, "own costs"));
        assertEquals("4.1 (a) The Recipient shall not copy it.", Quotes.sentenceWith(chunk("4.1 (a) The Recipient shall not copy it."), "copy"));
        assertEquals("Save as expressly stated herein, this Agreement represents the entire understanding between the parties.",
            Quotes.sentenceWith(chunk("7.2. Entire Agreement. Save as expressly stated herein, this Agreement represents the entire "
                + "understanding between the parties."), null), "a clause's own heading is no sentence to quote");
        assertEquals("7.7. Governing Law and Jurisdiction.", Quotes.sentenceWith(chunk("7.7. Governing Law and Jurisdiction."), null));
    }

    @Test
    void aQuoteIsVerifiedVerbatimInTheDocument() {
        Chunk chunk = chunk("The Recipient shall return all information.");
        assertTrue(Quotes.verify(chunk.content(), chunk, "return all information").isPresent());
        assertTrue(Quotes.verify(chunk.content(), chunk, "destroy all information").isEmpty());
    }

    private static Chunk chunk(String text) {
        return new Chunk("c0", 0, text, List.of(), text.length() / 4, 0, text.length(), 0, 0, 0, text.length(), ChunkKind.CLAUSE);
    }
}
