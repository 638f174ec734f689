package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.taxonomy.Perspective;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.util.List;
import org.junit.jupiter.api.Test;

class RiskSignalsTest {

    @Test
    void aWorkForHireAssignmentIsAggressiveForTheRecipientAndNamedWithItsWords() {
        String text = "All inventions developed by Recipient shall be the exclusive property of the Company and shall be deemed a "
            + "work for hire. Recipient hereby assigns all rights in them to the Company.";
        RiskSignals.Signal signal = RiskSignals.strongest(RiskSignals.find(text, Perspective.RECIPIENT));
        assertEquals(RiskSignals.Term.IP_ASSIGNMENT, signal.term());
        assertEquals(RiskLevel.AGGRESSIVE, signal.level());
        assertTrue(text.contains(signal.phrase()), "the phrase is the clause's own words");
        assertEquals(RiskLevel.STANDARD, RiskSignals.strongest(RiskSignals.find(text, Perspective.DISCLOSER)).level(),
            "the same assignment favours the discloser");
        assertNull(RiskSignals.strongest(RiskSignals.find("As between the Disclosing Party and the Receiving Party, Confidential "
            + "Information and all applicable intellectual property rights embodied in the Confidential Information shall remain the "
            + "sole property of the Disclosing Party.", Perspective.RECIPIENT)), "the discloser keeps what it owns: no transfer");
        assertNull(RiskSignals.strongest(RiskSignals.find("(a) All Confidential Information, and all associated intellectual property "
            + "rights therein, are and shall remain the exclusive property of IBC and its licensors.", Perspective.RECIPIENT)),
            "rights 'therein' are the information's own: they remain, nothing passes");
        assertNull(RiskSignals.strongest(RiskSignals.find("8. All right, title and interest in and to the Confidential Information, "
            + "including all patent rights, copyrights and other intellectual property, industrial, proprietary and other rights of any "
            + "kind or nature, shall remain the exclusive property of the Discloser.", Perspective.RECIPIENT)));
        assertEquals(RiskSignals.Term.IP_ASSIGNMENT, RiskSignals.strongest(RiskSignals.find("Contributors assign all rights, title, and "
            + "interest in their contributions to the Company upon creation.", Perspective.RECIPIENT)).term(), "an assignment without 'hereby'");
        assertEquals(RiskSignals.Term.IP_ASSIGNMENT, RiskSignals.strongest(RiskSignals.find("1. All code, designs, and documentation "
            + "contributed to the Project are the exclusive property of the Owner.", Perspective.RECIPIENT)).term(),
            "what contributors make is already the owner's");
        assertEquals(RiskSignals.Term.IP_ASSIGNMENT, RiskSignals.strongest(RiskSignals.find("Each Party acknowledges that all right, title, and "
            + "interest in and to any developments, enhancements, or derivatives of the Confidential Information shall remain with the "
            + "disclosing Party.", Perspective.RECIPIENT)).term(), "what the recipient builds on the information stays with the discloser");
        assertNull(RiskSignals.strongest(RiskSignals.find("Neither party may assign any rights under this Agreement to the buyer of its "
            + "business without consent.", Perspective.RECIPIENT)), "an anti-assignment clause assigns nothing");
        assertEquals(RiskSignals.Term.IP_ASSIGNMENT, RiskSignals.strongest(RiskSignals.find("7. All right, title and interest in and to "
            + "the Confidential Information and intellectual property produced based on the Confidential Information is and shall "
            + "remain the sole property of the Disclosing Party.", Perspective.RECIPIENT)).term(), "what is made from it passes");
        assertEquals(RiskSignals.Term.IP_ASSIGNMENT, RiskSignals.strongest(RiskSignals.find("Any code contributed by the Tester, will "
            + "become property of Harbourline and henceforth owned by Harbourline.", Perspective.RECIPIENT)).term(), "what the reader contributes passes");
        assertNull(RiskSignals.strongest(RiskSignals.find("Any code disclosed by Harbourline will remain the property of Harbourline.",
            Perspective.RECIPIENT)), "the discloser's own code stays where it is");
        assertEquals(RiskSignals.Term.IP_ASSIGNMENT, RiskSignals.strongest(RiskSignals.find("1. All contributions become the property of "
            + "the Disclosing Party", Perspective.RECIPIENT)).term(), "plainly, with no 'shall'");
        assertEquals(RiskSignals.Term.IP_ASSIGNMENT, RiskSignals.strongest(RiskSignals.find("2. The Receiving Party assigns all rights, "
            + "title, and interest in contributions", Perspective.RECIPIENT)).term(), "assigned, the assignee not named in the sentence");
    }

    @Test
    void aNonSolicitOpeningWithNeitherPartyIsRatedAndHiringThroughAdvertisementsIsNot() {
        RiskSignals.Signal signal = RiskSignals.strongest(RiskSignals.find("For twenty-four (24) months neither Party shall directly "
            + "or indirectly solicit for employment any employee of the other Party.", Perspective.MUTUAL));
        assertEquals(RiskSignals.Term.NON_SOLICIT, signal.term(), "the checklist flags this covenant, so the Risk Scorer must rate it");
        assertTrue(signal.reason().contains("runs for 2 years, beyond the market practice of 12 months"), signal.reason());
        RiskSignals.Signal year = RiskSignals.strongest(RiskSignals.find("For one (1) year neither Party shall solicit for employment "
            + "any employee of the other Party.", Perspective.MUTUAL));
        assertEquals(RiskLevel.CAUTIOUS, year.level());
        assertTrue(year.reason().contains("runs for 1 year, within the market practice"), "a year is no excess: " + year.reason());
        assertNull(RiskSignals.strongest(RiskSignals.find("Nothing prevents either Party from hiring employees who respond to "
            + "general advertisements.", Perspective.MUTUAL)));
        assertNull(RiskSignals.strongest(RiskSignals.find("This agreement does not restrict either party from hiring any individual "
            + "who responds to any advertisement or announcement that is not directed specifically at personnel of the other party, or "
            + "any individual recruited by a recruitment firm that did not specifically target personnel of the other party.", Perspective.MUTUAL)));
        assertEquals(RiskSignals.Term.NON_SOLICIT, RiskSignals.strongest(RiskSignals.find("Except as described in General Solicitations, "
            + "until one year from the date this agreement terminates, neither party shall solicit to hire or hire any other employee of "
            + "the other party.", Perspective.MUTUAL)).term(), "a mention of solicitations before the covenant hides it not");
        RiskSignals.Signal employ = RiskSignals.strongest(RiskSignals.find("it will not, for a period of 24 months after the Signature "
            + "Date, directly or indirectly, encourage, entice, induce or persuade any person - 7.1 who is, as at the Signature Date, in the "
            + "employ of the Disclosing Party, to terminate such employment.", Perspective.RECIPIENT));
        assertEquals(RiskSignals.Term.NON_SOLICIT, employ.term(), "a person in the employ of the discloser is its employee");
        assertTrue(employ.reason().contains("2 years"), employ.reason());
    }

    @Test
    void aLumpSumToPayForABreachIsLiquidatedDamagesWhateverItIsCalled() {
        RiskSignals.Signal signal = RiskSignals.strongest(RiskSignals.find("19. In case of a breach of any clause of this Agreement, you "
            + "shall pay to the Company a lump-sum compensation (forfaitaire schadevergoeding) of EUR 50.000, to be increased by EUR 1.000 "
            + "for each day.", Perspective.RECIPIENT));
        assertEquals(RiskSignals.Term.LIQUIDATED_DAMAGES, signal.term());
        assertEquals(RiskLevel.AGGRESSIVE, signal.level());
    }

    @Test
    void useConfinedToThePurposeIsStandardAndUseBeyondItIsNot() {
        String strict = "The Receiving Party shall use the Confidential Information solely for the purpose of evaluating a potential "
            + "business relationship between the Parties (the \"Purpose\") and for no other purpose.";
        RiskSignals.Signal signal = RiskSignals.useLimited(strict).orElseThrow();
        assertEquals(RiskLevel.STANDARD, signal.level());
        assertTrue(strict.contains(signal.phrase()), "the phrase is the clause's own words: " + signal.phrase());
        assertTrue(RiskSignals.useLimited("(a) to maintain the same in confidence and to use it only for the Purpose;").isPresent());
        assertTrue(RiskSignals.useLimited("The Recipient shall not use Confidential Information for any purpose other than the "
            + "Transaction.").isPresent(), "a prohibition of any other use confines it too");
        assertTrue(RiskSignals.useLimited("The Recipient may use Confidential Information for the Purpose and for such other purposes "
            + "as the Recipient reasonably considers related to its business.").isEmpty(), "use beyond the purpose is no standard");
        assertTrue(RiskSignals.useLimited("The Recipient may use Confidential Information only for the Purpose or for its own business "
            + "purposes.").isEmpty(), "'only' does not confine a use its own purposes widen");
        assertTrue(RiskSignals.useLimited("The Recipient will not knowingly use Confidential Information for an illegal purpose.")
            .isEmpty(), "a ban on one use confines nothing");
    }

    @Test
    void aFreedomToDevelopCompetingProductsIsNoNonCompete() {
        assertNull(RiskSignals.strongest(RiskSignals.find("Accordingly, nothing in this Agreement will be construed as a representation "
            + "or inference that Receiving Party will not develop products, or have products developed for it that compete with the "
            + "products contemplated by Disclosing Party's Confidential Information.", Perspective.RECIPIENT)));
        assertEquals(RiskSignals.Term.NON_COMPETE, RiskSignals.strongest(RiskSignals.find("Recipient will not, for two years, compete "
            + "with the Discloser in any market.", Perspective.RECIPIENT)).term());
        RiskSignals.Signal engaged = RiskSignals.strongest(RiskSignals.find("The Recipient agrees that for twelve months it will not "
            + "engage, directly or indirectly, as owner, partner, employee or otherwise, in any activities that compete with the Owner.",
            Perspective.RECIPIENT));
        assertEquals(RiskSignals.Term.NON_COMPETE, engaged.term(), "the capacities between commas leave a non-compete");
        assertEquals(RiskLevel.AGGRESSIVE, engaged.level());
        assertNull(RiskSignals.strongest(RiskSignals.find("Confidential Information shall not include information that Investor can "
            + "demonstrate by competent evidence was public.", Perspective.RECIPIENT)), "competent evidence is no covenant");
        assertNull(RiskSignals.strongest(RiskSignals.find("This Covenant Not to Compete (this \"Agreement\") is made this 3rd day of "
            + "April, 1996 by and among Lumex, Inc. and Fuqua Enterprises, Inc.", Perspective.RECIPIENT)), "the agreement's name binds no one");
    }

    @Test
    void theRecipientsNotesStayingTheDisclosersAreNoAssignmentButWhatItCreatesBecomingItsIs() {
        assertNull(RiskSignals.strongest(RiskSignals.find("All written, electronic or oral information that contains any part of a "
            + "Disclosing Party's Confidential Information (including any Derivative Confidential Information) will remain the property "
            + "of the Disclosing Party.", Perspective.RECIPIENT)));
        assertNull(RiskSignals.strongest(RiskSignals.find("All documents containing Confidential Information and all copies thereof "
            + "(including any note, analysis or memorandum prepared by the Recipient) shall be and remain the property of the Company and "
            + "shall be promptly destroyed or returned to the Company upon the Company's request.", Perspective.RECIPIENT)),
            "the recipient's notes of the information are no assignment");
        assertEquals(RiskSignals.Term.IP_ASSIGNMENT, RiskSignals.strongest(RiskSignals.find("All Confidential Information, and any "
            + "Derivative of it, whether created by the AOC or Company, remains the property of the AOC.", Perspective.RECIPIENT)).term());
    }

    @Test
    void aResidualsClauseDependsOnTheSide() {
        String text = "Recipient may use Residuals, meaning information retained in the unaided memory of its personnel.";
        assertEquals(RiskLevel.AGGRESSIVE, RiskSignals.strongest(RiskSignals.find(text, Perspective.DISCLOSER)).level());
        assertEquals(RiskLevel.CAUTIOUS, RiskSignals.strongest(RiskSignals.find(text, Perspective.MUTUAL)).level());
        assertEquals(RiskLevel.STANDARD, RiskSignals.strongest(RiskSignals.find(text, Perspective.RECIPIENT)).level());
        String memories = "The subsequent use by such Representative of such general knowledge, as retained in their unaided memories, "
            + "will not in itself constitute a breach of this Agreement.";
        assertEquals(RiskSignals.Term.RESIDUALS, RiskSignals.strongest(RiskSignals.find(memories, Perspective.DISCLOSER)).term());
    }

    @Test
    void aPerpetualFeedbackLicenceIsAFeedbackLicenceNotEndlessObligations() {
        String text = "Comments the Receiving Party offers on the Disclosing Party's materials are \"Feedback\". The Receiving Party grants "
            + "the Disclosing Party a perpetual, irrevocable, royalty-free licence to use and commercialise any Feedback without restriction.";
        RiskSignals.Signal signal = RiskSignals.strongest(RiskSignals.find(text, Perspective.MUTUAL));
        assertEquals(RiskSignals.Term.FEEDBACK_LICENCE, signal.term(), signal.reason());
        assertEquals(RiskLevel.CAUTIOUS, signal.level());
        assertEquals(RiskLevel.STANDARD, RiskSignals.strongest(RiskSignals.find(text, Perspective.DISCLOSER)).level());
        assertTrue(RiskSignals.find(text, Perspective.RECIPIENT).stream().noneMatch(s -> s.term() == RiskSignals.Term.DURATION),
            "a licence's perpetuity is not the obligations'");
        assertEquals(RiskSignals.Term.DURATION, RiskSignals.strongest(RiskSignals.find("The obligations of confidentiality are perpetual "
            + "and no licence is granted.", Perspective.RECIPIENT)).term(), "obligations that never end, a licence denied further on");
    }

    @Test
    void feesThatFollowTheOutcomeAreNoOneSidedFees() {
        assertNull(RiskSignals.strongest(RiskSignals.find("In any action to enforce this NDA, the losing\nparty shall bear the other "
            + "party's costs, including reasonable attorneys' fees.", Perspective.RECIPIENT)), "whichever side loses pays");
        assertEquals(RiskSignals.Term.FEES, RiskSignals.strongest(RiskSignals.find("The Recipient shall reimburse the Disclosing "
            + "Party's reasonable attorneys' fees incurred in enforcing this NDA.", Perspective.RECIPIENT)).term(),
            "a Disclosing Party is no losing party");
    }

    @Test
    void otherProvisionsSurvivingWithoutEndAreNoEndlessConfidentiality() {
        assertNull(RiskSignals.strongest(RiskSignals.find("c) Other Provisions: Sections relating to remedies, limitations, and general "
            + "provisions survive indefinitely.", Perspective.RECIPIENT)));
        assertEquals(RiskSignals.Term.DURATION, RiskSignals.strongest(RiskSignals.find("5. Continuing Obligations and Remedies: The "
            + "obligations of Confidant under this Agreement shall not terminate but shall continue without limitation of time.",
            Perspective.RECIPIENT)).term(), "a heading naming remedies over obligations that never end");
    }

    @Test
    void aFormsExampleInItsBlankIsNoPeriod() {
        assertNull(RiskSignals.strongest(RiskSignals.find("Recipient's confidentiality obligations survive for [SURVIVAL, e.g. ten (10) "
            + "years] after disclosure, and its obligations for any trade secret survive for as long as the information remains "
            + "confidential.", Perspective.RECIPIENT)), "the example of a blank is no period of ten years");
        assertEquals(RiskSignals.Term.DURATION, RiskSignals.strongest(RiskSignals.find("Recipient's confidentiality obligations survive "
            + "for ten (10) years after disclosure.", Perspective.RECIPIENT)).term());
    }

    @Test
    void anAgreementsOwnTermInTheMarketsRangeIsAReasonOfItsOwn() {
        RiskSignals.Signal anniversary = RiskSignals.strongest(RiskSignals.find("This agreement will terminate automatically on the first "
            + "anniversary of the Effective Date.", Perspective.MUTUAL));
        assertEquals(RiskLevel.STANDARD, anniversary.level());
        assertEquals(RiskSignals.Term.AGREEMENT_TERM, anniversary.term());
        assertEquals("The agreement runs 1 year, within the 1 to 3 years of market practice.", anniversary.reason());
        assertNull(RiskSignals.strongest(RiskSignals.find("This Agreement shall remain in force for five (5) years.", Perspective.MUTUAL)),
            "a longer term is the checklist's to screen");
        assertNull(RiskSignals.strongest(RiskSignals.find("Either party may terminate this Agreement upon two (2) months' written notice.",
            Perspective.MUTUAL)), "a notice period is no term");
    }

    @Test
    void aUseNamedAfterAuditsIsNoAuditRight() {
        assertTrue(RiskSignals.find("Buyer shall use the Evaluation Material solely for the purpose of evaluating the Transaction (or other "
            + "legal, audit or compliance purposes permitted by this Agreement).", Perspective.RECIPIENT).stream()
            .noneMatch(s -> s.term() == RiskSignals.Term.AUDIT));
        assertTrue(RiskSignals.find("The Discloser may audit the Recipient's records to verify compliance with this Agreement.",
            Perspective.RECIPIENT).stream().anyMatch(s -> s.term() == RiskSignals.Term.AUDIT));
    }

    @Test
    void aKindOfInformationNamedAfterInspectionsIsNoAuditRight() {
        assertTrue(RiskSignals.find("- Site survey notes, inspection processes, fleet usage data and maintenance records",
            Perspective.RECIPIENT).stream().noneMatch(s -> s.term() == RiskSignals.Term.AUDIT), "a definition's list of information");
        assertTrue(RiskSignals.find("The Discloser may inspect the Recipient's premises and systems on reasonable notice.",
            Perspective.RECIPIENT).stream().anyMatch(s -> s.term() == RiskSignals.Term.AUDIT));
    }

    @Test
    void aStandstillIsABarOnBuyingNotAPromiseToObeySecuritiesLawNorItsCrossReference() {
        for (String other : List.of(
            "Potential Acquirer acknowledges that it is aware that applicable securities laws prohibit trading on inside information.",
            "Neither Bidder nor its affiliates will purchase or sell any securities of the Company in violation of applicable securities laws.",
            "The obligations under Section 6 (Non-Solicitation) and Section 7 (Standstill) shall survive in accordance with their terms.")) {
            assertTrue(RiskSignals.find(other, Perspective.RECIPIENT).stream().noneMatch(s -> s.term() == RiskSignals.Term.STANDSTILL),
                other);
        }
        for (String standstill : List.of("For twelve months Bidder shall not acquire any voting securities of the Company.",
            "The standstill provisions of this Section 7 shall terminate if the Company enters into a definitive agreement.")) {
            assertTrue(RiskSignals.find(standstill, Perspective.RECIPIENT).stream().anyMatch(s -> s.term() == RiskSignals.Term.STANDSTILL),
                standstill);
        }
    }

    @Test
    void covenantsNamedInASurvivalListAreNotRatedThereButWhereTheyAreGiven() {
        assertTrue(RiskSignals.find("Section 8.3. Survival. The obligations of confidentiality, non-competition, non-solicitation and "
            + "indemnification shall survive termination of this Agreement for five (5) years.", Perspective.RECIPIENT).stream()
            .noneMatch(s -> s.term() == RiskSignals.Term.NON_COMPETE || s.term() == RiskSignals.Term.INDEMNITY));
        assertTrue(RiskSignals.find("The provisions concerning indemnification, limitation of liability, dispute resolution, governing law, "
            + "and any claims or remedies accrued prior to termination shall survive termination.", Perspective.RECIPIENT).stream()
            .noneMatch(s -> s.term() == RiskSignals.Term.INDEMNITY), "provisions named, far from 'survive', are no indemnity given");
        RiskSignals.Signal indemnity = RiskSignals.strongest(RiskSignals.find("Section 7.1. Indemnification. The Receiving Party shall "
            + "indemnify, defend, and hold harmless the Disclosing Party from and against any and all claims arising out of any breach.",
            Perspective.RECIPIENT));
        assertEquals(RiskSignals.Term.INDEMNITY, indemnity.term());
        assertEquals(RiskLevel.AGGRESSIVE, indemnity.level(), "any and all claims, uncapped: " + indemnity.reason());
        assertTrue(indemnity.phrase().startsWith("indemnify, defend"), "the promise, not the heading: " + indemnity.phrase());
        RiskSignals.Signal compete = RiskSignals.strongest(RiskSignals.find("Section 5.1. Non-Compete Obligation. For one (1) year the "
            + "Receiving Party shall not, directly or indirectly, engage in, own, manage, operate, control, be employed by, participate in, "
            + "or be connected in any manner with the ownership, management, operation, or control of any business that directly competes "
            + "with the Disclosing Party's products.", Perspective.RECIPIENT));
        assertEquals(RiskSignals.Term.NON_COMPETE, compete.term(), "capacities listed before the competing business");
    }

    @Test
    void aNoticePeriodIsNotTheConfidentialityPeriod() {
        RiskSignals.Signal notice = RiskSignals.strongest(RiskSignals.find(
            "Either party may terminate this Agreement on thirty (30) days' written notice; the confidentiality obligations survive "
                + "for three (3) years.", Perspective.RECIPIENT));
        assertEquals(RiskLevel.STANDARD, notice.level());
        assertTrue(notice.reason().startsWith("The obligations last 3 years"), "30 days is notice, three years the period: " + notice.reason());
        RiskSignals.Signal longPeriod = RiskSignals.strongest(RiskSignals.find(
            "The obligations of confidentiality shall survive for a period of ten (10) years.", Perspective.RECIPIENT));
        assertEquals(RiskSignals.Term.DURATION, longPeriod.term());
        assertTrue(longPeriod.reason().contains("10 years"), longPeriod.reason());
        RiskSignals.Signal market = RiskSignals.strongest(RiskSignals.find("Recipient's obligations under this Agreement shall expire "
            + "five (5) years from the date of disclosure.", Perspective.RECIPIENT));
        assertEquals(RiskLevel.STANDARD, market.level());
        assertTrue(market.reason().contains("5 years, within the 2 to 5 years"), "a period in the market's range says so: " + market.reason());
        assertEquals(RiskLevel.CAUTIOUS, RiskSignals.strongest(RiskSignals.find("This Non-Disclosure Agreement shall expire on three (3) "
            + "calendar years from December 31; provided, however, that the confidentiality obligations of this Non-Disclosure Agreement "
            + "will survive indefinitely.", Perspective.RECIPIENT)).level(), "the agreement's own term hides no duty without end");
    }

    @Test
    void secrecyUntilTheInformationIsPublicNeverEndsForTheRecipient() {
        RiskSignals.Signal untilPublic = RiskSignals.strongest(RiskSignals.find(
            "The Adviser shall keep the Confidential Information secret for as long as such Confidential Information is not publicly known.",
            Perspective.RECIPIENT));
        assertEquals(RiskSignals.Term.DURATION, untilPublic.term());
        assertEquals(RiskLevel.CAUTIOUS, untilPublic.level());
    }

    @Test
    void theBurdenOfProvingAnExclusionWeighsOnTheRecipientOnly() {
        String text = "In case of doubt any information is deemed to be Confidential Information unless the Adviser proves that it is public.";
        RiskSignals.Signal burden = RiskSignals.strongest(RiskSignals.find(text, Perspective.RECIPIENT));
        assertEquals(RiskSignals.Term.BURDEN_OF_PROOF, burden.term());
        assertEquals(RiskLevel.CAUTIOUS, burden.level());
        assertNull(RiskSignals.strongest(RiskSignals.find(text, Perspective.DISCLOSER)), "it favours the discloser");
        assertNull(RiskSignals.strongest(RiskSignals.find("No presumption or burden of proof shall arise favoring any Party by virtue "
            + "of the authorship of any provision.", Perspective.RECIPIENT)), "the drafting, not the information");
    }

    @Test
    void anIndemnityThatProtectsTheRecipientFavoursIt() {
        String text = "The Company shall indemnify and hold harmless the Recipient from any damages resulting from its instructions.";
        assertEquals(RiskLevel.STANDARD, RiskSignals.strongest(RiskSignals.find(text, Perspective.RECIPIENT)).level());
        String broad = "The Recipient shall indemnify the Company against any and all losses arising from a breach.";
        assertEquals(RiskLevel.AGGRESSIVE, RiskSignals.strongest(RiskSignals.find(broad, Perspective.RECIPIENT)).level());
        RiskSignals.Signal fault = RiskSignals.strongest(RiskSignals.find("The Licensee shall indemnify the Owner against any and all "
            + "claims, costs and expenses arising out of this Agreement, but only to the extent they are caused by the negligence or wilful "
            + "misconduct of the Licensee or its staff.", Perspective.RECIPIENT));
        assertEquals(RiskLevel.CAUTIOUS, fault.level(), "an indemnity for one's own fault is no uncapped indemnity");
        assertTrue(fault.reason().contains("own fault"), fault.reason());
    }

    @Test
    void aPlainClauseCarriesNoSignal() {
        assertTrue(RiskSignals.find("The Recipient shall return or destroy the Confidential Information on request.",
            Perspective.MUTUAL).isEmpty());
    }

    @Test
    void aNumberWhoseFiguresAndWordsDisagreeIsCautiousOnEitherSideAndOneThatAgreesIsNot() {
        for (Perspective side : Perspective.values()) {
            List<RiskSignals.Signal> signals = RiskSignals.find("During a period of 12 (twenty four) months the Recipient shall keep "
                + "the Information secret.", side);
            assertEquals(RiskSignals.Term.FIGURES_DISAGREE, signals.getFirst().term(), side.toString());
            assertEquals(RiskLevel.CAUTIOUS, signals.getFirst().level());
            assertTrue(signals.getFirst().reason().contains("12 and the words \"twenty four\""), signals.getFirst().reason());
        }
        assertEquals(RiskSignals.Term.FIGURES_DISAGREE, RiskSignals.find("Notice shall be given within thirty (60) days.",
            Perspective.RECIPIENT).getFirst().term(), "words, then the figure");
        for (String agreeing : List.of("For a period of twenty-four (24) months.", "within one hundred and twenty (120) days",
            "Section 5 (Confidentiality) and Schedule A (1) apply.", "1 (one) year after signature")) {
            assertTrue(RiskSignals.find(agreeing, Perspective.RECIPIENT).stream().noneMatch(s -> s.term() == RiskSignals.Term.FIGURES_DISAGREE),
                agreeing);
        }
    }

    @Test
    void aNonCircumventionIsNamedForWhatItBarsAtTheLevelOfANonCompete() {
        RiskSignals.Signal signal = RiskSignals.strongest(RiskSignals.find("For eighteen (18) months the Member will not circumvent the "
            + "Company to deal directly with a supplier introduced through the project.", Perspective.RECIPIENT));
        assertEquals(RiskSignals.Term.NON_CIRCUMVENTION, signal.term());
        assertEquals(RiskLevel.AGGRESSIVE, signal.level(), "rated as the team rates a non-compete");
        assertTrue(signal.reason().startsWith("A non-circumvention covenant"), signal.reason());
    }
}
