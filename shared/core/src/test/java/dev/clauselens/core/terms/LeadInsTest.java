package dev.clauselens.core.terms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LeadInsTest {

    @Test
    void anItemIsReadAfterEveryLeadInAboveItAndASiblingOfALeadInEndsIt() {
        List<LeadIns.Read> reads = LeadIns.read(chunks(
            "If required by law, the Recipient must:",
            "(a) before doing so:",
            "(i) notify the Discloser; and",
            "(ii) consult it on the order;",
            "(b) disclose only what is required.",
            "Publicity.",
            "(c) Other Public Disclosure. Neither Party shall:",
            "(x) disclose the discussions; or",
            "(d) Notice. Each Party shall give notice."), 200);
        assertEquals("If required by law, the Recipient must: (a) before doing so: (i) notify the Discloser; and", reads.get(2).text());
        assertEquals("(i) notify the Discloser; and", reads.get(2).text().substring(reads.get(2).ownStart()), "its own words come last");
        assertEquals("(a) before doing so:", reads.get(3).leadIn().content(), "(ii) is the second item of (a)");
        assertEquals("If required by law, the Recipient must: (b) disclose only what is required.", reads.get(4).text(),
            "(b) is (a)'s sibling, read after the lead-in above both");
        assertNull(reads.get(6).leadIn(), "a clause that is no item ends the list above it");
        assertEquals("(c) Other Public Disclosure. Neither Party shall:", reads.get(7).leadIn().content());
        assertNull(reads.get(8).leadIn(), "(d) is (c)'s sibling, not one of its items: no 'Neither Party shall' for it");
        assertEquals("(d) Notice. Each Party shall give notice.", reads.get(8).text());
    }

    @Test
    void aLongClauseEndingInAColonIsALeadInOnlyWithinTheLengthAsked() {
        String lead = "For the period beginning on the Effective Date and ending on its second anniversary, neither the Recipient "
            + "nor any of its affiliates will, directly or indirectly, either as a partner or owner or in any other capacity:";
        List<Chunk> chunks = chunks(lead, "(i) recruit any employee of the Company;");
        assertNull(LeadIns.read(chunks, 200).get(1).leadIn());
        assertEquals(lead, LeadIns.read(chunks, 400).get(1).leadIn().content());
    }

    @Test
    void aSymbolFontBulletFromAWordExportIsABulletLikeAnyOther() {
        List<LeadIns.Read> reads = LeadIns.read(chunks(
            "3. Each party shall protect the Information, including but not limited to:",
            "\uF0B7 restricting its availability to employees with a need to know,",
            "\uF0B7 prohibiting copies without consent."), 200);
        assertEquals("3. Each party shall protect the Information, including but not limited to:", reads.get(1).leadIn().content());
        assertEquals(reads.get(1).leadIn(), reads.get(2).leadIn(), "the second bullet is the first one's sibling");
    }

    @Test
    void aLeadInEndingInADashAsCommonwealthDraftingWritesItIsReadBeforeItsItems() {
        String lead = "The Receiving Party will not, for a period of 24 months, encourage, entice, induce or persuade any person -";
        List<LeadIns.Read> reads = LeadIns.read(chunks(lead, "(a) who is in the employ of the Disclosing Party; and"), 400);
        assertEquals(lead, reads.get(1).leadIn().content());
        assertEquals(lead + " (a) who is in the employ of the Disclosing Party; and", reads.get(1).text());
    }

    private static List<Chunk> chunks(String... texts) {
        List<Chunk> chunks = new ArrayList<>();
        int at = 0;
        for (int i = 0; i < texts.length; i++) {
            chunks.add(new Chunk("c%04d".formatted(i), i, texts[i], List.of(), texts[i].length() / 4, at, at + texts[i].length(),
                0, 0, 0, texts[i].length(), ChunkKind.CLAUSE));
            at += texts[i].length() + 2;
        }
        return chunks;
    }
}
