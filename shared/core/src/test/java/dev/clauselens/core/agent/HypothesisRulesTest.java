package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleBiFunction;
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
        // the item is quoted after its lead-in, which says when it applies
        assertEquals(List.of("c0", "c2"), cited(decision));
    }

    @Test
    void aNestedListIsReadWithEveryLeadInAndAcrossItsLineBreaks() {
        // "(i) notify" is the notice; "(a) before doing so:" alone does not say before what
        var nested = chunks("If the Recipient is required by law to disclose Confidential Information, the Recipient must:",
            "(a) before doing so:", "(i) notify the Discloser in writing; and", "(b) disclose only what is required.");
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_8, nested).label());
        // the same list in one paragraph, a line each
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_8, chunks("If the Recipient is required by law to disclose "
            + "Confidential Information, the Recipient must:\n(a) before doing so:\n(i) notify the Discloser; and")).label());
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

    @Test
    void anAntiAssignmentClauseOrAPartyCalledAcquirerGrantsNoLicenceButADisclaimerOfRightsDoes() {
        assertNull(decide(Hypothesis.NDA_15, chunks("The Receiving Party shall not be entitled to cede, assign, transfer or otherwise "
            + "make over any of its rights under this Agreement without the prior written consent of the Disclosing Party.")));
        assertNull(decide(Hypothesis.NDA_15, chunks("Bidder acknowledges that money damages may not be a sufficient remedy for any breach "
            + "by Potential Acquirer or its Representatives, and that Seller shall be entitled to seek injunctive relief.")),
            "'Acquirer' is no acquiring of rights, 'entitled' no title");
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_15, chunks("Nothing in this Agreement shall be construed as granting "
            + "the Recipient any licence or other right in the Confidential Information.")).label());
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_15, chunks("The Recipient does not acquire any title or other right in "
            + "the Confidential Information.")).label());
    }

    @Test
    void informationKeptUnderTheAgreementsTermsIsNoSecrecyOfThoseTerms() {
        assertNull(decide(Hypothesis.NDA_10, chunks("Any Confidential Information so retained shall remain subject to the terms of this "
            + "Agreement for so long as it is retained.")));
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_10, chunks("Neither party shall disclose the terms of this Agreement "
            + "to any third party.")).label());
    }

    @Test
    void aPermissionToKeepAnArchivalCopyQualifiesABanOnRetainingCopies() {
        String ban = "The Recipient shall not retain any copies of the Confidential Information.";
        assertEquals(NliLabel.CONTRADICTION, decide(Hypothesis.NDA_20, chunks(ban)).label());
        var withException = chunks(ban, "Notwithstanding the foregoing, the Recipient may retain one copy in its legal files.");
        var decision = decide(Hypothesis.NDA_20, withException);
        assertEquals(NliLabel.ENTAILMENT, decision.label());
        assertEquals(List.of("c1"), cited(decision));
    }

    @Test
    void independentDevelopmentInItsUsualWordings() {
        for (String exclusion : List.of("(ii) which has been developed by the Recipient independently of the information disclosed to it;",
            "(iv) was generated independently by the Recipient without reliance on Confidential Information;",
            "(v) is developed by Dealer without reference to the Confidential Information, or",
            "3.2 Develops independently;")) {
            assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_12, chunks(exclusion)).label(), exclusion);
        }
        assertNull(decide(Hypothesis.NDA_12, chunks("The Recipient shall develop the prototype without delay.")));
    }

    @Test
    void informationFromAThirdPartyThatTheDefinitionTakesInIsNoExclusion() {
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_13, chunks("Confidential Information does not include information "
            + "that the Recipient lawfully received from a third party free to disclose it.")).label());
        assertNull(decide(Hypothesis.NDA_13, chunks("Confidential Information shall include information obtained by the Company from "
            + "any third party under a duty of confidence known to the Employee.")));
    }

    @Test
    void aBusinessRelationshipThatAPurposeNamesIsNoKindOfInformation() {
        assertNull(decide(Hypothesis.NDA_2, chunks("Purpose: the Confidential Information may be used to evaluate a possible business "
            + "relationship between the parties.")));
        assertEquals(NliLabel.CONTRADICTION, decide(Hypothesis.NDA_2, chunks("Confidential Information covers the Company's business "
            + "plans and customer lists.")).label());
    }

    @Test
    void informationGivenForAPurposeOnlyIsForThatUseOnly() {
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_4, chunks("The Company will send the Recipient technical drawings for "
            + "assessment purposes only.")).label());
        assertNull(decide(Hypothesis.NDA_4, chunks("Headings are for convenience only.")));
        assertNull(decide(Hypothesis.NDA_4, chunks("The headings in this Agreement are for reference purposes only.")));
    }

    @Test
    void informationInWhateverFormIncludesWhatIsSaid() {
        for (String definition : List.of("\"Information\" means all information furnished, whether tangible or intangible and in whatever "
                + "form or medium provided.",
            "Confidential Information includes information disclosed in non-written form and identified as confidential.",
            "Information may exist in any form, including electronic, video, spoken, or written.")) {
            assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_3, chunks(definition)).label(), definition);
        }
        assertNull(decide(Hypothesis.NDA_3, chunks("Neither party shall be under any legal obligation by virtue of any written or "
            + "oral expression, except as agreed herein.")));
    }

    @Test
    void aLeadInThatOnlySaysAPartyAgreesIsNotQuoted() {
        var clauses = chunks("3. Restrictions: The Recipient agrees that:", "(a) it shall not reverse engineer any sample.");
        assertEquals(List.of("(a) it shall not reverse engineer any sample."),
            quotes(Hypothesis.NDA_11, clauses));
    }

    @Test
    void agreeingToBeBoundIsNoSurvivalButContinuingToTreatAsConfidentialIs() {
        assertNull(decide(Hypothesis.NDA_19, chunks("The Company hereby agrees to observe and be bound by the terms of the Agreement.")));
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_19, chunks("The parties will continue to treat as confidential "
            + "any Confidential Information retained under this clause.")).label());
    }

    @Test
    void theQuoteIsTheOneItemOfAListRunIntoASentence() {
        assertEquals(List.of("Confidential Information does not include information that",
                "(iii) is independently developed by the Recipient within two (2) years;"),
            quotes(Hypothesis.NDA_12, chunks("1. Definition. Confidential Information does not include information that (i) is "
                + "public, (ii) was known to the Recipient, or (iii) is independently developed by the Recipient within two (2) years; "
                + "or (iv) is required by law.")));
        // numbered in capital roman numerals, the list has its lead-in too
        assertEquals(List.of("Confidential Information does not include information that",
                "(III) is independently developed by the Recipient."),
            quotes(Hypothesis.NDA_12, chunks("Confidential Information does not include information that (I) is public, (II) was "
                + "known to the Recipient, or (III) is independently developed by the Recipient.")));
    }

    @Test
    void aPatternThatChecksTheWholeClauseQuotesOnlyTheSentenceWithItsCue() {
        var clauses = chunks("1. Definition. Confidential Information includes information disclosed orally. Each party bears its own costs.");
        assertEquals("Confidential Information includes information disclosed orally.",
            decide(Hypothesis.NDA_3, clauses).evidence().getFirst().quote());
    }

    @Test
    void aBanOnCopyingInItsUsualWordingsContradictsCopiesAllowed() {
        for (String ban : List.of("11. Documents which contain confidential information must not be reproduced or extracts made from them.",
            "d. Not to copy Confidential Information in whole or in part, without the express written permission of the Discloser;",
            "Recipients will not disclose, distribute, copy or use any Confidential Information.")) {
            assertEquals(NliLabel.CONTRADICTION, decide(Hypothesis.NDA_17, chunks(ban)).label(), ban);
        }
        // a ban with an exception is no ban on all copies; "any electronic copy" is a noun, not a ban
        assertNull(decide(Hypothesis.NDA_17, chunks("The Recipient shall not copy the information except as needed for the Purpose.")));
        assertNull(decide(Hypothesis.NDA_17, chunks("Destruction will not be made of any electronic copy created by automatic backup.")));
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_17,
            chunks("Each party may only make as many copies of Confidential Information as are reasonably necessary.")).label());
    }

    @Test
    void informationConfidentialByItsNatureNeedsNoMarkingAndAPromiseToMarkIsIdentification() {
        for (String byNature : List.of("Information which is intended or by its nature could reasonably be expected to be confidential.",
            "Information treated as confidential by it, or that ought to be considered confidential from its nature.",
            "Any information that is clearly marked \"Confidential\" or clearly intended to be disclosed in confidence.",
            "Unmarked information is protected if the receiving party knew, or should reasonably have known, that it was confidential.",
            "Information which (a) Discloser identifies as confidential or (b) should be reasonably understood as confidential.")) {
            assertEquals(NliLabel.CONTRADICTION, decide(Hypothesis.NDA_1, chunks(byNature)).label(), byNature);
        }
        for (String marking : List.of("Information in tangible form shall be marked by the Disclosing Party as confidential.",
            "2. The parties will mark or otherwise designate confidential information to show that it is imparted in confidence.")) {
            assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_1, chunks(marking)).label(), marking);
        }
        assertNull(decide(Hypothesis.NDA_1, chunks("The data would not allow a Recipient to identify the Confidential Information of a producer.")));
    }

    @Test
    void aClausesTitleIsNotQuotedWhenTheSentenceUnderItSaysTheSame() {
        assertEquals(List.of("Nothing in this Agreement grants the Recipient any licence in the Confidential Information."),
            quotes(Hypothesis.NDA_15, chunks("9. (a) No License. Nothing in this Agreement grants the Recipient any licence in the "
                + "Confidential Information.")));
        // what the checklist reads as no licence, the hypothesis reads too: ownership kept by the discloser
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_15, chunks("7. Proprietary Rights. The Discloser retains all of its "
            + "intellectual property and other rights in its Confidential Information.")).label());
    }

    @Test
    void solicitorsAndSolicitedBidsAreNoSolicitationOfEmployees() {
        for (String other : List.of("The prevailing party shall recover the fees of accountants, solicitors and other professionals.",
            "Agency represents that it is soliciting bona fide bids for the production of the Commercial.",
            "(w) solicit or knowingly encourage inquiries or proposals with respect to any offer to acquire the Company;",
            "It is not the intention of FNHA to waive solicitor-client privilege.")) {
            assertNull(decide(Hypothesis.NDA_18, chunks(other)), other);
        }
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_18, chunks("For twelve months neither party shall solicit, or make an "
            + "offer of employment to, any employee of the other.")).label());
    }

    @Test
    void sharingWithEmployeesInItsUsualWordings() {
        for (String sharing : List.of("4.1.2 Each party may disclose it to its employees, professional advisors, authorised representatives, "
                + "potential underwriters or sub contractors to the extent that disclosure is necessary for the Purpose;",
            "The Investor shall not disclose any Confidential Information to any person other than the Investor's employees.",
            "Disclosures of the Proprietary Information may be made only to employees, agents or contractors of Kestrel.",
            "Dealer will disclose the Confidential Information only to those individuals employed by Dealer.")) {
            assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_5, chunks(sharing)).label(), sharing);
        }
        // employees named in an exclusion or a warranty let no one in
        assertNull(decide(Hypothesis.NDA_5, chunks("(i) is or becomes public other than through disclosure by the Recipient or its "
            + "employees;", "Neither party nor its officers or employees warrants the accuracy of the information.")));
    }

    @Test
    void sharingWithRepresentativesIsSharingWithEmployeesWhenTheirDefinitionIncludesThem() {
        String sharing = "2.3 The Recipient may disclose Confidential Information to its Representatives who need to know it for the Purpose.";
        assertNull(decide(Hypothesis.NDA_5, chunks(sharing)));
        for (String definition : List.of("1.2 \"Representatives\" means a party's directors, officers, employees and professional advisers.",
            "Each party may share with its officers, employees and agents (collectively, “Representatives”) as set out below.",
            "“Authorised Persons”: means the employees and advisers of the Recipient.",
            "“Representative”: means employees, agents, officers and advisers of the Recipient.")) {
            String named = definition.contains("Authorised") ? sharing.replace("Representatives", "Authorised Persons") : sharing;
            var decision = decide(Hypothesis.NDA_5, chunks(definition, named));
            assertEquals(NliLabel.ENTAILMENT, decision.label(), definition);
            // the permission is read with the definition that makes it a permission to share with employees
            assertEquals(List.of(definition, named), quotes(Hypothesis.NDA_5, chunks(definition, named)));
        }
        // a name for advisers alone, or a party's name, says nothing about employees
        assertNull(decide(Hypothesis.NDA_5, chunks("\"Representatives\" means a party's lawyers and accountants.", sharing)));
        assertNull(decide(Hypothesis.NDA_5, chunks("Acme Inc. and its employees (the “Recipient”) agree as follows.",
            "The Recipient may disclose Confidential Information only where required by law.")));
    }

    @Test
    void ofThePlacesThatMatchTheMostRelevantAreCited() {
        var clauses = chunks("WHEREAS each party will disclose business information that is Confidential Information to the other.",
            "\"Confidential Information\" means all business, financial and technical information of the Discloser.",
            "Confidential Information includes customer lists and pricing.");
        ToDoubleBiFunction<Hypothesis, Chunk> definitionFirst = (hypothesis, chunk) -> switch (chunk.id()) {
            case "c1" -> 0.90;
            case "c2" -> 0.88;
            default -> 0.70;
        };
        var decision = HypothesisRules.decideAll(clauses, definitionFirst).get(Hypothesis.NDA_2);
        assertEquals(NliLabel.CONTRADICTION, decision.label());
        // the recital only mentions the topic; the two definitions state it, as closely as each other
        assertEquals(List.of("c1", "c2"), cited(decision));
        ToDoubleBiFunction<Hypothesis, Chunk> oneDefinition = (hypothesis, chunk) -> chunk.id().equals("c1") ? 0.90 : 0.80;
        assertEquals(List.of("c1"), cited(HypothesisRules.decideAll(clauses, oneDefinition).get(Hypothesis.NDA_2)));
        // without a measure of relevance, the first places in the document
        assertEquals(List.of("c0", "c1"), cited(decide(Hypothesis.NDA_2, clauses)));
    }

    @Test
    void theStatusOfThePartiesDiscussionsIsConfidentialInformationObtainedElsewhereIsExcludedAndAnOralDealIsNoOralInformation() {
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_10, chunks("Each party’s Confidential Information also includes the "
            + "existence and status of the parties’ discussions and information on the Cover Page.")).label());
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_13, chunks("Information that Receiving Party receives other than from "
            + "Disclosing Party is not Confidential Information.")).label());
        assertNull(decide(Hypothesis.NDA_13, chunks("Receiving Party shall not disclose Confidential Information other than to its employees.")));
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_13, chunks("(v) Recipient rightfully obtains such information from a "
            + "third party who has the right to disclose it.")).label());
        assertNull(decide(Hypothesis.NDA_3, chunks("Neither party shall enter into any oral or written agreement, arrangement, or "
            + "understanding, or take part in discussions reasonably expected to produce one.")), "a deal made orally is no oral information");
    }

    @Test
    void anItemAFreeingLeadInCompletesIsNoSolicitationAndObligationsLastingFromExpirySurviveIt() {
        assertNull(decide(Hypothesis.NDA_18, chunks("Nothing contained in this Agreement shall be construed as:",
            "(i) any commitment by a Party to enter into any further transaction; or",
            "(ii) soliciting any business or organization changes.")), "what the agreement is not is no covenant");
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_18, chunks("The Recipient shall not:",
            "(a) solicit any employee of the Discloser.")).label());
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_19, chunks("Obligations of the Parties for maintaining confidentiality "
            + "under this Agreement shall remain valid for a period of seven (7) calendar years from the date of expiry of the Agreement."))
            .label());
        assertEquals(NliLabel.ENTAILMENT, decide(Hypothesis.NDA_13, chunks("(d) was rightfully communicated to the Receiving Party free "
            + "of any obligation of confidence subsequent to the time it was disclosed to the Receiving Party.")).label());
    }

    /** The chunks a decision quotes, in order, one entry per quote. */
    private static List<String> cited(HypothesisRules.Decision decision) {
        return decision.evidence().stream().map(e -> e.chunk().id()).toList();
    }

    private static List<String> quotes(Hypothesis hypothesis, List<Chunk> clauses) {
        return decide(hypothesis, clauses).evidence().stream().map(HypothesisRules.Evidence::quote).toList();
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
