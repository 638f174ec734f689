package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class HypothesisRulesTest {

    @Test
    void aListItemIsReadWithItsLeadIn() {
        // "(ii) promptly notify the Discloser" alone does not say when; its lead-in says it is on a legal demand.
        String item = "(ii) promptly notify the Discloser in writing.";
        assertNull(decide(Hypothesis.NDA_8, chunks(item)));
        var clauses = chunks("If the Recipient is required by law to disclose Confidential Information, it shall:",
            "(i) disclose only the part that is legally required;", item);
        var decision = decide(Hypothesis.NDA_8, clauses);
        assertEquals(NliLabel.ENTAILMENT, decision.label());
        assertEquals(List.of("c2"), decision.evidence().stream().map(e -> e.chunk().id()).toList());
    }

    @Test
    void evidenceIsTheSentenceThatMatchedNotTheWholeClause() {
        var clauses = chunks("The Recipient shall protect the information with reasonable care. Upon termination of this Agreement, "
            + "the Recipient shall promptly return or destroy all Confidential Information. Each party bears its own costs.");
        var decision = decide(Hypothesis.NDA_16, clauses);
        assertEquals(NliLabel.ENTAILMENT, decision.label());
        assertEquals("Upon termination of this Agreement, the Recipient shall promptly return or destroy all Confidential Information.",
            decision.evidence().getFirst().quote());
    }

    @Test
    void aBareThirdPartyBanContradictsSharingOnlyWhenNoClauseLetsAdvisersIn() {
        String ban = "The Recipient shall not disclose the Confidential Information to any third party.";
        assertEquals(NliLabel.CONTRADICTION, decide(Hypothesis.NDA_7, chunks(ban)).label());
        var withCarveOut = chunks(ban, "The Recipient may disclose it to its professional advisers who need to know it "
            + "and are bound by obligations of confidentiality.");
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_7, withCarveOut).label());
    }

    @Test
    void aContradictingPhraseOutranksAnEntailingOne() {
        var clauses = chunks("Information marked as confidential is Confidential Information.",
            "Information is protected whether or not it is marked as confidential.");
        assertEquals(NliLabel.CONTRADICTION, decide(Hypothesis.NDA_1, clauses).label());
    }

    @Test
    void anEntireAgreementClauseDoesNotMakeOralInformationConfidential() {
        var clauses = chunks("This Agreement supersedes all prior agreements, written or oral, between the parties.");
        assertNull(decide(Hypothesis.NDA_3, clauses));
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_3,
            chunks("Confidential Information includes information disclosed orally or visually.")).label());
    }

    private static HypothesisRules.Decision decide(Hypothesis hypothesis, List<Chunk> clauses) {
        return HypothesisRules.decideAll(clauses).get(hypothesis);
    }

    private static List<Chunk> chunks(String... texts) {
        List<Chunk> chunks = new ArrayList<>();
        int offset = 0;
        for (int i = 0; i < texts.length; i++) {
            String text = texts[i];
            chunks.add(new Chunk("c" + i, i, text, List.of(), text.length() / 4, offset, offset + text.length(), i, 0, i,
                text.length(), ChunkKind.CLAUSE));
            offset += text.length() + 1;
        }
        return chunks;
    }
}
