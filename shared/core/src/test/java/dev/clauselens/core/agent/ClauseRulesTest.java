package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.terms.TermPatterns;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ClauseRulesTest {

    @Test
    void theWordsOfTheFirstSentenceOutweighAMisleadingHeadingAndLaterWords() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(
            List.of("9. Breach"),
            "9. Recipient acknowledges that a breach would cause irreparable harm and that the Discloser may seek injunctive "
                + "relief. This Agreement is governed by the laws of the State of New York."));
        ClauseDecision decision = decided.get("c0000");
        assertEquals(ClauseCategory.REMEDIES, decision.category());
        assertTrue(decision.secondary().contains(ClauseCategory.GOVERNING_LAW), decision.toString());
        assertTrue(decision.reason().contains("\"irreparable\""), "the reason quotes the words found: " + decision.reason());
    }

    @Test
    void wordsThatOnlyResembleACueDoNotDecide() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "2.4 The Parties shall only use Confidential Information for the purpose of negotiation. Each Party shall ensure "
                + "that its employees are bound by undertakings that provide the same level of protection as is provided by this Agreement.",
            "6.1 This Agreement shall remain in force for one (1) year, except to the extent this Agreement is superseded by "
                + "a contemplated agreement.",
            "2.3 Under no circumstance will the Recipient approach any of the Discloser's customers for its own benefit."));
        assertEquals(ClauseCategory.PURPOSE_LIMITATION, decided.get("c0000").category(), "'as is provided' is no disclaimer");
        assertFalse(decided.get("c0000").secondary().contains(ClauseCategory.NO_WARRANTY));
        assertFalse(decided.containsKey("c0001") && decided.get("c0001").category() == ClauseCategory.ENTIRE_AGREEMENT,
            "being superseded later is no entire-agreement clause: " + decided.get("c0001"));
        assertEquals(ClauseCategory.NON_SOLICITATION, decided.get("c0002").category());
        Map<String, ClauseDecision> noObligation = ClauseRules.decide(document(List.of(),
            "This Agreement does not constitute an agreement to cooperate in a joint venture or for CP to retain the Supplier."));
        assertEquals(ClauseCategory.NO_OBLIGATION, noObligation.get("c0000").category());
        Map<String, ClauseDecision> noOffer = ClauseRules.decide(document(List.of(),
            "1. There is no obligation on the part of the Company or its Shareholder or Deloitte FA to accept any offer or proposal "
                + "received from us."));
        assertEquals(ClauseCategory.NO_OBLIGATION, noOffer.get("c0000").category(), "no duty to accept an offer is no obligation to proceed");
        Map<String, ClauseDecision> noFormalOffer = ClauseRules.decide(document(List.of(),
            "This letter does not constitute a formal offer or an intention to make an offer. The Company is entitled to reject any "
                + "proposals and to terminate discussions at any time."));
        assertEquals(ClauseCategory.NO_OBLIGATION, noFormalOffer.get("c0000").category());
        Map<String, ClauseDecision> noDuty = ClauseRules.decide(document(List.of(),
            "This letter and the supply of Information do not impose an obligation on either party to continue discussions about the Project."));
        assertEquals(ClauseCategory.NO_OBLIGATION, noDuty.get("c0000").category());
    }

    @Test
    void improvementsOwnedByTheDiscloserAreAnIpOwnershipClauseUnderAnIntellectualPropertyHeading() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of("5. INTELLECTUAL PROPERTY", "5.3 Improvements"),
            "Any improvements, modifications, or derivative works based on Confidential Information shall be owned by the Disclosing "
                + "Party."));
        assertEquals(ClauseCategory.IP_OWNERSHIP_ASSIGNMENT, decided.get("c0000").category(), decided.get("c0000").toString());
    }

    @Test
    void anAssignmentOfWhatTheRecipientDevelopsIsNoAntiAssignmentClause() {
        Map<String, ClauseDecision> developed = ClauseRules.decide(document(List.of(),
            "Section 6.2. Assignment of Developed IP. Any inventions conceived by the Receiving Party as a direct result of access to the "
                + "Confidential Information shall be the sole property of the Disclosing Party, to which the Receiving Party hereby assigns them.",
            "Section 9.6. Assignment. Neither Party may assign this Agreement without the prior written consent of the other Party."));
        assertEquals(ClauseCategory.IP_OWNERSHIP_ASSIGNMENT, developed.get("c0000").category(), developed.get("c0000").toString());
        assertEquals(ClauseCategory.ANTI_ASSIGNMENT, developed.get("c0001").category(), developed.get("c0001").toString());
        ClauseDecision owned = ClauseRules.decide(document(List.of("3. Work Product Ownership / Assignment"), "All deliverables the "
            + "Consultant creates for the Client are works made for hire, and the Consultant irrevocably assigns to the Client all rights "
            + "in them.")).get("c0000");
        assertEquals(ClauseCategory.IP_OWNERSHIP_ASSIGNMENT, owned.category(), "the work's ownership, not the agreement's: " + owned);
    }

    @Test
    void aHeadingNamesItsMainTopicFirstAndRecitalsStayRecitals() {
        Map<String, ClauseDecision> obligations = ClauseRules.decide(document(List.of("3. Obligations of confidentiality and non-use"),
            "The Receiving Parties undertake and agree:"));
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, obligations.get("c0000").category());
        Map<String, ClauseDecision> recitals = ClauseRules.decide(document(List.of("WHEREAS"),
            "The Parties are willing to exchange Confidential Information (the \u201cConfidential Information\u201d) for the sole purpose of "
                + "assessing a collaboration."));
        assertEquals(ClauseCategory.PREAMBLE, recitals.get("c0000").category());
    }

    @Test
    void itemsNumberedOneLevelBelowTheirLeadInFollowItAndAHeadingOfLettersIsNoNumeral() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of("4. DISCLOSURE OF THE CONFIDENTIAL INFORMATION"),
            "4.1 Each party may disclose the Confidential Information of the other party:",
            "4.1.1 with the prior written consent of the other party;",
            "4.2 The headings in this Agreement do not affect its interpretation."));
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, decided.get("c0000").category());
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, decided.get("c0001").category(), "4.1.1 is an item of 4.1");
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, decided.get("c0002").category(), "4.2 is not");
        // "INTRODUCTION" is a heading, not the numeral "I" before "NTRODUCTION", so its text is recital
        Map<String, ClauseDecision> recital = ClauseRules.decide(document(List.of("INTRODUCTION:"),
            "FMO and the Company are respectively the owners of Confidential Information which they have agreed to disclose."));
        assertEquals(ClauseCategory.PREAMBLE, recital.get("c0000").category());
        Map<String, ClauseDecision> article = ClauseRules.decide(document(List.of("ARTICLE I Definitions"),
            "Words in the singular include the plural."));
        assertEquals(ClauseCategory.DEFINITIONS, article.get("c0000").category(), "the heading is \"Definitions\" after its article");
    }

    @Test
    void theTextOfAClauseOutweighsTheHeadingOfItsSection() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of("8. TERM AND TERMINATION"),
            "8.2.1 to return to the other party all documents and other material in its possession that contain its "
                + "Confidential Information;",
            "8.3 Without prejudice to the generality of Clause 8.2, each party may retain:",
            "10.3 A person who is not a party to this Agreement has no right to enforce any term of this Agreement."));
        assertEquals(ClauseCategory.RETURN_OR_DESTRUCTION, decided.get("c0000").category());
        assertEquals(ClauseCategory.RETURN_OR_DESTRUCTION, decided.get("c0001").category(), "what may be kept is part of the return");
        assertEquals(ClauseCategory.THIRD_PARTY_BENEFICIARY, decided.get("c0002").category(), "\"any term of\" is a provision");
        ClauseDecision capped = ClauseRules.decide(document(List.of(), "IN NO EVENT WILL THE OWNER BE LIABLE FOR ANY INDIRECT OR "
            + "CONSEQUENTIAL DAMAGES ARISING FROM A BREACH OF ANY WARRANTY OR ANY OTHER TERM OF THIS AGREEMENT.")).get("c0000");
        assertTrue(capped == null || capped.category() != ClauseCategory.TERM_AND_SURVIVAL, "\"any other term of\" is a provision: " + capped);
        Map<String, ClauseDecision> covenant = ClauseRules.decide(document(List.of("3. Duties"),
            "Company will not, directly or indirectly, manufacture, sell or distribute any products the same or identical to "
                + "the products manufactured for Champion during the term of this Agreement and for 30 years thereafter."));
        assertEquals(ClauseCategory.NON_COMPETE, covenant.get("c0000").category(), "a non-compete, whatever its duration");
    }

    @Test
    void whatAClauseDoesOutweighsWordsItShares() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "4. Receiving Party may disclose the Confidential Information of Disclosing Party pursuant to a valid order issued by a court.",
            "5. Neither this Agreement nor any disclosure shall constitute or imply any promise, intention or commitment by either "
                + "Party to enter into a business transaction with the other Party.",
            "9. Receiving Party shall not remove, overprint or deface any notice of confidentiality from any copies.",
            "10. Each Party agrees not to announce or disclose to any third person its participation in discussions without "
                + "the advance written consent of the other Party.",
            "13. Each party agrees to submit to the exclusive jurisdiction of the federal and state courts, including for any injunction.",
            "15. This Agreement is not assignable and is binding on any successors of Receiving Party."));
        assertEquals(ClauseCategory.COMPELLED_DISCLOSURE, decided.get("c0000").category());
        assertEquals(ClauseCategory.NO_OBLIGATION, decided.get("c0001").category());
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, decided.get("c0002").category());
        assertEquals(ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT, decided.get("c0003").category());
        assertEquals(ClauseCategory.JURISDICTION, decided.get("c0004").category());
        assertEquals(ClauseCategory.ANTI_ASSIGNMENT, decided.get("c0005").category());
    }

    @Test
    void listItemsTakeTheirLeadInsCategory() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of("2. Exclusions"),
            "The obligations in this Agreement shall not apply to any information that:",
            "a) was known to the Receiving Party before its disclosure;",
            "b) is required to be disclosed by order of a court, after notice to the Disclosing Party."));
        assertEquals(ClauseCategory.STANDARD_EXCEPTIONS, decided.get("c0001").category());
        ClauseDecision compelled = decided.get("c0002");
        assertEquals(ClauseCategory.STANDARD_EXCEPTIONS, compelled.category(), "an exception stays an exception");
        assertEquals(List.of(ClauseCategory.COMPELLED_DISCLOSURE), compelled.secondary(), "its own topic is kept");
    }

    @Test
    void itemsFollowTheLastSentenceOfTheirLeadInOrTheirOwnWordsWhenItHasNone() {
        Map<String, ClauseDecision> exclusions = ClauseRules.decide(document(List.of("1"),
            "1. Definition. \u201cConfidential Information\u201d shall mean all business plans and trade secrets. "
                + "\u201cConfidential Information\u201d shall not include:",
            "a. Information that was in the public domain at the time of disclosure;"));
        assertEquals(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, exclusions.get("c0000").category());
        assertEquals(ClauseCategory.STANDARD_EXCEPTIONS, exclusions.get("c0001").category(), exclusions.get("c0001").reason());
        Map<String, ClauseDecision> duties = ClauseRules.decide(document(List.of("3"),
            "3. Nondisclosure. The Receiving Party shall hold the Confidential Information in strict confidence. The Receiving "
                + "Party further agrees:",
            "e. To return Confidential Information, including all copies, to the Company within five days of its request."));
        assertEquals(ClauseCategory.RETURN_OR_DESTRUCTION, duties.get("c0001").category(), "a generic lead-in leaves each item its topic");
    }

    @Test
    void itemsAfterExceptKeepTheirOwnTopicAndAssigningWorkIsNoAssignmentClause() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of("2"),
            "2. For five years the receiving Party shall maintain such Confidential Information as confidential, except:",
            "(a) Confidential Information which is or becomes known publicly through no fault of the receiving Party; or",
            "(b) Confidential Information which must be disclosed under operation of law.",
            "7. Neither Party shall disclose Confidential Information nor assign work hereunder to anyone other than its employees.",
            "8. Nothing contained in this Agreement shall constitute a commitment by either Party to the release of any product."));
        assertEquals(ClauseCategory.STANDARD_EXCEPTIONS, decided.get("c0001").category(), decided.get("c0001").reason());
        assertEquals(ClauseCategory.COMPELLED_DISCLOSURE, decided.get("c0002").category(), decided.get("c0002").reason());
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, decided.get("c0003").category(), decided.get("c0003").reason());
        assertEquals(ClauseCategory.NO_OBLIGATION, decided.get("c0004").category(), decided.get("c0004").reason());
    }

    @Test
    void survivalDefinitiveAgreementsAndSecurityMeasuresInOtherWords() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of("2"),
            "2.4 the provisions of this Agreement shall continue in effect notwithstanding any decision not to proceed or any "
                + "return or destruction of the Confidential Information.",
            "7. The parties agree that unless and until a written definitive agreement concerning a transaction has been executed, "
                + "neither party will have any obligation with respect to any Transaction.",
            "8. I understand that only encrypted and password protected devices may be used to transport PHI.",
            "9. If any provision in this Agreement is illegal, invalid or unenforceable, the remaining provisions shall remain in "
                + "full force and effect."));
        assertEquals(ClauseCategory.TERM_AND_SURVIVAL, decided.get("c0000").category(), decided.get("c0000").reason());
        assertEquals(ClauseCategory.NO_OBLIGATION, decided.get("c0001").category(), decided.get("c0001").reason());
        assertEquals(ClauseCategory.STANDARD_OF_CARE, decided.get("c0002").category(), decided.get("c0002").reason());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, decided.get("c0003").category(), "severance is no survival clause");
    }

    @Test
    void textBetweenThePartiesAndTheOperativeWordsIsRecital() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "THIS AGREEMENT is made as of 19 November 1998 by and between Health Card, Inc. and John Smith. The parties "
                + "acknowledge the following facts:",
            "A. Health Card and Smith wish to engage in a possible relationship. B. Health Card may disclose to Smith "
                + "certain Proprietary Information.",
            "For purposes of this Agreement \u201cProject\u201d means the evaluation of the relationship.",
            "In consideration of the above promises, the parties agree as follows:",
            "Smith must not use the Proprietary Information except to perform the Project."));
        assertEquals(ClauseCategory.PREAMBLE, decided.get("c0001").category(), decided.get("c0001").reason());
        assertEquals(ClauseCategory.DEFINITIONS, decided.get("c0002").category(), "a definition in the recitals stays one");
        assertEquals(ClauseCategory.PURPOSE_LIMITATION, decided.get("c0004").category(), "the operative clauses are not recitals");
        Map<String, ClauseDecision> noRecitals = ClauseRules.decide(document(List.of(),
            "This Agreement is made between Acme Ltd and Widget Inc. The parties agree as follows:",
            "Widget shall hold the information in strict confidence.",
            "In consideration of the disclosure, Widget agrees to indemnify Acme for any breach."));
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, noRecitals.get("c0001").category(),
            "when the opening leads straight into the terms there are no recitals");
    }

    @Test
    void generalProvisionsInOtherWordsAndLeaksReportedAreRecognised() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "This Agreement shall be binding upon and inure to the benefit of the Parties and their respective agents, executors, "
                + "heirs, beneficiaries, successors, and assigns.",
            "This Agreement will be deemed to have been mutually prepared by the Parties and will not be construed against "
                + "either of them by reason of authorship.",
            "Attendee shall notify BOMI immediately upon discovery of unauthorized use or disclosure of Confidential Information.",
            "The parties each agree not to undertake any analysis on the products supplied by the other to determine structure "
                + "or composition."));
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, decided.get("c0000").category(), decided.get("c0000").reason());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, decided.get("c0001").category(), decided.get("c0001").reason());
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, decided.get("c0002").category(), decided.get("c0002").reason());
        assertEquals(ClauseCategory.NO_REVERSE_ENGINEERING, decided.get("c0003").category(), decided.get("c0003").reason());
        Map<String, ClauseDecision> more = ClauseRules.decide(document(List.of(),
            "In the event of circumvention by the Parties, a monetary penalty will be paid by the person engaged in it.",
            "The disclosing party disclaims all warranties regarding all Confidential Information disclosed.",
            "No party shall be in violation of this Agreement when the violation is due to situations beyond the said party's "
                + "control, such as acts of God.",
            "For the purposes of this Agreement, the term \"associates\" or \"contacts\" shall be defined as its officers."));
        assertEquals(ClauseCategory.LIQUIDATED_DAMAGES, more.get("c0000").category(), more.get("c0000").reason());
        assertEquals(ClauseCategory.NO_WARRANTY, more.get("c0001").category(), more.get("c0001").reason());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, more.get("c0002").category(), more.get("c0002").reason());
        assertEquals(ClauseCategory.DEFINITIONS, more.get("c0003").category(), more.get("c0003").reason());
    }

    @Test
    void theOpeningAndGeneralTextAreRecognisedAndNeverRated() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "This Non-Disclosure Agreement is made on 1 March 2026 between Acme Ltd and Widget Inc.",
            "NOW, THEREFORE, the parties agree as follows:",
            "This Agreement may be executed in counterparts, each of which is an original."));
        assertEquals(ClauseCategory.PREAMBLE, decided.get("c0000").category());
        assertEquals(ClauseCategory.PREAMBLE, decided.get("c0001").category());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, decided.get("c0002").category());
        decided.values().forEach(d -> assertFalse(d.category().rated(), d.toString()));
        assertTrue(ClauseCategory.NON_COMPETE.rated());
    }

    @Test
    void leavesToTheVoteWhatNoConventionPlaces() {
        assertTrue(ClauseRules.decide(document(List.of(), "The widgets shall be painted blue before the spring fair.")).isEmpty());
    }

    @Test
    void everyTopicStatedInSoManyWordsIsPresent() {
        var topics = ClauseRules.topics(List.of(chunk(0, List.of("12. General"),
            "12. General. Neither party may assign this Agreement without the prior written consent of the other. This "
                + "Agreement is the entire agreement of the parties and supersedes all prior discussions.")));
        assertTrue(topics.containsAll(List.of(ClauseCategory.ANTI_ASSIGNMENT, ClauseCategory.ENTIRE_AGREEMENT)), topics.toString());
        var transfer = ClauseRules.topics(List.of(chunk(0, List.of("9. Miscellaneous"),
            "9. Miscellaneous. The Supplier may not assign or otherwise transfer this Agreement (by merger, amalgamation, sale of shares, "
                + "change of control or sale of all or nearly all of its business) without the consent of the Customer. This Agreement is governed by the laws of Ohio.")));
        assertTrue(transfer.contains(ClauseCategory.ANTI_ASSIGNMENT), "'or otherwise transfer' " + transfer);
        var protect = ClauseRules.topics(List.of(chunk(0, List.of("A. Non-Disclosure"), "A. Non-Disclosure. The Reader agrees to not use "
            + "or disclose the Plan for personal benefit or the benefit of any other person, and shall take all steps necessary to protect "
            + "the Plan from disclosure.")));
        assertTrue(protect.containsAll(List.of(ClauseCategory.PURPOSE_LIMITATION, ClauseCategory.STANDARD_OF_CARE)), protect.toString());
        var team = ClauseRules.topics(List.of(chunk(0, List.of(), "1. Keep the survey answers confidential, not sharing them in any form "
            + "(e.g., notes, recordings) with anyone outside the project team unless the lead researcher asks in writing.")));
        assertTrue(team.contains(ClauseCategory.PERMITTED_DISCLOSURE), "who may see it, said as who may not: " + team);
        var software = ClauseRules.topics(List.of(chunk(0, List.of("1. Confidentiality"), "The Software, its features, behaviour, "
            + "performance, and any non-public information about it are confidential. You will keep them confidential.")));
        assertTrue(software.contains(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION), "what is confidential, said of the "
            + "information: " + software);
    }

    @Test
    void dutiesSaidOfTheDocumentsTermsSaidAsApplyingAndBoilerplateInItsOtherWords() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "11. Documents which contain confidential information must not be reproduced without the Discloser's prior consent.",
            "7. As with the confidential information, no results obtained from that information may be disclosed to any third parties.",
            "1. The disclosure of confidential information is for the specific purpose of evaluating technology in the field.",
            "14. This agreement enters into force when signed by all contracting parties, and applies for a term of three years.",
            "This Agreement shall apply to: (a) material that is marked \"Confidential\" (hereinafter referred to collectively as "
                + "\"Confidential Information.\")",
            "The agreement is engrossed in duplicate.",
            "Any amendments or additions to this agreement must be in writing."));
        assertEquals(List.of(ClauseCategory.CONFIDENTIALITY_OBLIGATION, ClauseCategory.CONFIDENTIALITY_OBLIGATION,
                ClauseCategory.PURPOSE_LIMITATION, ClauseCategory.TERM_AND_SURVIVAL, ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION,
                ClauseCategory.GENERAL_PROVISIONS, ClauseCategory.GENERAL_PROVISIONS),
            decided.values().stream().map(ClauseDecision::category).toList());
    }

    @Test
    void breachNoticesSecurityMeasuresExclusionLeadInsAndNoticeAddressesInOtherWords() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "7. The Receiving Party shall notify the Disclosing Party in writing immediately upon discovery of any unauthorized use or "
                + "disclosure of Proprietary Information, and will reasonably cooperate with the Disclosing Party to regain possession.",
            "10. Immediate Notice. VENDOR shall give BPS immediate written and verbal notice of any unauthorized use or disclosure of "
                + "the Confidential Information, upon learning of same.",
            "1. Data Sharing. VENDOR shall maintain and administer a secure database (\u201cthe Database\u201d) for delivery and evaluation "
                + "of information. The Database will meet government data management and security protocols.",
            "3. Background Checks: VENDOR acknowledges that BPS reserves the right to conduct an appropriate background check on any "
                + "and all participants with access to the Confidential Information.",
            "5. This Agreement shall not restrict disclosure or use of Proprietary Information that is:",
            "9. All notices, instructions, requests, authorizations, consents, demands and other communications hereunder shall be in "
                + "writing and shall be sent by facsimile, overnight courier or registered airmail, postage prepaid, addressed as follows:",
            "Attention: Kevin Healy, General Counsel\nFacsimile: 631-244-7960",
            "16. If any part, term or provision of this Agreement shall be held illegal, unenforceable, or in conflict with international "
                + "law or any law of a federal, state or local government having jurisdiction over this Agreement, the validity of the "
                + "remaining portions of this Agreement shall not be affected thereby.",
            "15. Conflict of Interest. The parties' attention is called to General Laws c. 268A (the Conflict of Interest Law). No party "
                + "shall act in collusion with any other party, person or entity to circumvent such law.",
            "8. Disclosure, Breach & Penalties. VENDOR's failure to comply with this agreement or return or destroy Confidential "
                + "Information may constitute a breach of this Agreement and may result in other such penalties as dictated by law or equity.",
            "17. This Agreement may be executed in counterparts, and signatures exchanged by facsimile shall be binding.",
            "9. Any copy of this Agreement, or any other documents executed and/or signed by any of the Parties hereto, and sent to "
                + "another Party hereto by facsimile transmission carries the full force and effect as if it were the original.",
            "(f) Time of Essence. Time is of the essence as to all of the terms of this Agreement."));
        assertTrue(ClauseRules.topics(document(List.of(), "8. Each party shall use and rely upon Proprietary Information received from "
            + "the other at its sole risk and expense.")).contains(ClauseCategory.NO_WARRANTY), "relying at one's own risk disclaims warranties");
        assertTrue(ClauseRules.topics(document(List.of(), "8. No license or other right is granted except as stated here. All information "
            + "is provided \"as is.\"")).contains(ClauseCategory.NO_WARRANTY), "\"as is\" with the sentence's full stop inside the quotes");
        assertEquals(List.of(ClauseCategory.CONFIDENTIALITY_OBLIGATION, ClauseCategory.CONFIDENTIALITY_OBLIGATION,
                ClauseCategory.STANDARD_OF_CARE, ClauseCategory.STANDARD_OF_CARE, ClauseCategory.STANDARD_EXCEPTIONS, ClauseCategory.NOTICES, ClauseCategory.NOTICES,
                ClauseCategory.GENERAL_PROVISIONS, ClauseCategory.GENERAL_PROVISIONS, ClauseCategory.REMEDIES,
                ClauseCategory.GENERAL_PROVISIONS, ClauseCategory.GENERAL_PROVISIONS, ClauseCategory.GENERAL_PROVISIONS),
            decided.values().stream().map(ClauseDecision::category).toList(), decided.values().toString());
    }

    @Test
    void copyingDeliveringUpAmendingWarrantingAndBackgroundInOtherWords() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "c. To the extent that any software on the VA systems is protected by copyright, the contractor agrees that it will not copy or "
                + "disclose it without first obtaining VA's prior written authorization.",
            "f. The contractor and its employees shall not make any copies of any VA information, except as necessary to restore VA "
                + "computer systems to an operating state.",
            "b. To hold all Confidential Information in confidence and to procure that its representatives hold all such Confidential "
                + "Information in confidence.",
            "k. Upon completion or termination of the contract for any reason, the contractor will immediately deliver all VA records, "
                + "data and copies to the VA official designated in the contract. The contractor will not retain any copies of any of these documents.",
            "l. All additions to, or modifications of, this agreement must be in writing and signed by both parties.",
            "2. In order to perform this contract, the contractor will need access to VA data, software, and computer systems.",
            "1. To facilitate discussions between the Parties with respect to the Matter, it may be necessary for either Party to "
                + "disclose (\u201cDiscloser\u201d) to the other Party (\u201cRecipient\u201d) Confidential Information as defined below.",
            "6. Neither this Agreement nor provision of Confidential Information pursuant to it shall be construed as an agreement, "
                + "commitment, promise or representation by either Party to do business with the other.",
            "The contractor warrants and represents that the contractor-supplied software does not contain any program routine or "
                + "device designed to disable a computer program.",
            "If disabling procedures are discovered, the contractor, as its entire liability and VA's sole and exclusive remedy for the "
                + "breach of the warranty in this section, agrees to take action immediately to eradicate them."));
        assertEquals(List.of(ClauseCategory.CONFIDENTIALITY_OBLIGATION, ClauseCategory.CONFIDENTIALITY_OBLIGATION,
                ClauseCategory.CONFIDENTIALITY_OBLIGATION, ClauseCategory.RETURN_OR_DESTRUCTION, ClauseCategory.GENERAL_PROVISIONS,
                ClauseCategory.PREAMBLE, ClauseCategory.PREAMBLE, ClauseCategory.NO_OBLIGATION, ClauseCategory.GENERAL_PROVISIONS,
                ClauseCategory.REMEDIES),
            decided.values().stream().map(ClauseDecision::category).toList(), decided.values().toString());
        Map<String, ClauseDecision> recitals = ClauseRules.decide(document(List.of(),
            "THIS AGREEMENT is dated the day of 20",
            "WHEREAS: NGO and the Operator intend to carry on commercial discussions with each other and anticipate sharing "
                + "information of a confidential or proprietary nature in the course of those discussions.",
            "NOW IT IS AGREED by and between the parties as follows:"));
        assertEquals(List.of(ClauseCategory.PREAMBLE, ClauseCategory.PREAMBLE, ClauseCategory.PREAMBLE),
            recitals.values().stream().map(ClauseDecision::category).toList());
        assertEquals(List.of(), recitals.get("c0001").secondary(), "the nature of information is no secret of the discussions");
    }

    @Test
    void aFreedomToDevelopIsNoNonCompeteAndANoShopIsExclusivity() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of("3. INTELLECTUAL PROPERTY RIGHTS, CURRENT OR FUTURE DEVELOPMENTS"),
            "3.2. The Disclosing Party understands that Receiving Party may currently or in the future be developing information internally, "
                + "or receiving information from other parties that may be similar to Disclosing Party's Confidential Information. Accordingly, "
                + "nothing in this Agreement will be construed as a representation or inference that Receiving Party will not develop products, "
                + "or have products developed for it that compete with the products contemplated by Disclosing Party's Confidential Information.",
            "3.3. The Recipient shall not, directly or indirectly, engage in any business that competes with the Discloser for two years."));
        assertEquals(ClauseCategory.COMPETITIVE_RESTRICTION_EXCEPTION, decided.get("c0000").category(), decided.toString());
        assertFalse(decided.get("c0000").secondary().contains(ClauseCategory.NON_COMPETE), "nothing binds the recipient not to compete");
        assertEquals(ClauseCategory.NON_COMPETE, decided.get("c0001").category(), decided.get("c0001").reason());
        assertEquals(0.85, decided.get("c0001").confidence(), "the covenant's words, which the checklist reads too, are one piece of evidence");
        Map<String, ClauseDecision> letter = ClauseRules.decide(document(List.of(),
            "You have indicated an interest in evaluating a potential acquisition (the \u201cTransaction\u201d) of the Company. You agree to "
                + "treat any information furnished to you in connection with the Transaction (all such information, collectively, the "
                + "\u201cConfidential Information\u201d) in accordance with this Agreement.",
            "8. From the date of this Agreement until February 3, 2011, the Company shall not, directly or indirectly, (w) solicit or knowingly "
                + "encourage inquiries or proposals with respect to any offer to (i) sell any equity securities of the Company (any of the "
                + "foregoing hereinafter referred to as an \u201cAlternative Proposal\u201d).",
            "13. For purposes of this Agreement, \u201cPerson\u201d shall be broadly interpreted to include any individual, corporation, "
                + "partnership or other entity.",
            "Please confirm your agreement with the foregoing by signing and returning to the undersigned a duplicate copy of this Agreement."));
        assertEquals(List.of(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, ClauseCategory.EXCLUSIVITY, ClauseCategory.DEFINITIONS, ClauseCategory.GENERAL_PROVISIONS),
            letter.values().stream().map(ClauseDecision::category).toList(), letter.toString());
    }

    @Test
    void theEffectsOfTerminationAreWhatHappensToTheInformationAndCopiesAreLimitedToTheNeed() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of("6. TERM ; TERMINATION ; EFFECTS OF TERMINATION"),
            "6.1. This Agreement shall continue in force for three (3) years unless earlier terminated in accordance with Section 6.2.",
            "6.3. Upon expiration or termination of this Agreement the Receiving Party must, upon request, promptly return to the Disclosing "
                + "Party or permanently destroy all of its Confidential Information. In relation to any copy that is not destroyed the "
                + "Receiving Party's obligations of confidentiality shall continue as per the provisions of this Agreement.",
            "6.4. Notwithstanding Section 6.3, the Receiving Party may retain a reasonable number of copies of the Confidential Information. "
                + "Its obligations of confidentiality shall continue in respect of such copies.",
            "2.3. Each party may only make as many copies of Confidential Information as are reasonably necessary for its permitted use, "
                + "and each such copy will be marked with the same proprietary notices that appear on the originals."));
        assertEquals(List.of(ClauseCategory.TERM_AND_SURVIVAL, ClauseCategory.RETURN_OR_DESTRUCTION, ClauseCategory.RETURN_OR_DESTRUCTION,
                ClauseCategory.CONFIDENTIALITY_OBLIGATION),
            decided.values().stream().map(ClauseDecision::category).toList(), decided.values().toString());
        // a commitment denied in other words is the no-obligation the gap analysis looks for
        assertTrue(ClauseRules.topics(document(List.of(), "This Agreement does not express or imply any commitment on behalf of either "
            + "party to disclose any particular information to the other party or to purchase or sell goods or services."))
            .contains(ClauseCategory.NO_OBLIGATION));
    }

    @Test
    void anRfpNdasOpeningItsListOfConfidentialInformationAndItsBoilerplate() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "Non-Disclosure Agreement for Request for Proposal \u2013 California Courts Protective Order Registry Development\nTHIS "
                + "CONFIDENTIALITY AGREEMENT (\u201cAgreement\u201d), effective as of ____ (\u201cEffective Date\u201d), is entered into by and "
                + "between the Administrative Office of the Courts (the \u201cAOC\u201d) and [company name] (hereinafter the \u201cCompany\u201d).",
            "WHEREAS, the AOC is planning to disclose certain confidential information to potential vendors who wish to bid on the "
                + "Request for Proposal for California Courts Protective Order Registry Development (the \u201cRFP\u201d);",
            "NOW THEREFORE, it is agreed by and between the parties hereto as follows:",
            "1. Company agrees that all information disclosed to Company in connection with the RFP, including but not limited to any of "
                + "the following is \u201cConfidential Information\u201d under the terms of this Agreement:",
            "e. All fees including base charges for services, ARC and RRC rates, termination fees and volume discounts;",
            "11. The Recipient will, within five business days of a written request by the Disclosing Party, confirm that it has "
                + "destroyed the original provided to Recipient (and all copies made by it).",
            "20. To the extent that any Confidential Information includes materials subject to the attorney-client privilege, such "
                + "disclosure is inadvertent and the Disclosing Party is not waiving its privileges."));
        assertEquals(List.of(ClauseCategory.PREAMBLE, ClauseCategory.PREAMBLE, ClauseCategory.PREAMBLE,
                ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION,
                ClauseCategory.RETURN_OR_DESTRUCTION, ClauseCategory.GENERAL_PROVISIONS),
            decided.values().stream().map(ClauseDecision::category).toList(), decided.values().toString());
        Map<String, ClauseDecision> bidders = ClauseRules.decide(document(List.of("Obligation to Maintain Confidentiality"),
            "6. Notwithstanding the other provisions of this Agreement, the Company may disclose to other potential parties for a Proposed "
                + "Transaction that it is considering a Proposed Transaction, but may not disclose the involvement of the Company.",
            "7. Each party may disclose to the other party confidential information relating to its products."));
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, bidders.get("c0000").category(), bidders.get("c0000").reason());
        assertFalse(bidders.containsKey("c0001") && bidders.get("c0001").category() == ClauseCategory.PERMITTED_DISCLOSURE,
            "the exchange the agreement is about is no permitted disclosure");
    }

    @Test
    void anUndertakingByTheUndersignedItsBackgroundNoContactAndBoilerplate() {
        Map<String, ClauseDecision> background = ClauseRules.decide(document(List.of("BDO Canada Limited"),
            "Re: Baldwin Paper Co. Limited (\u201cBaldwin\u201d)\nThe undersigned hereby acknowledges having been advised that:",
            "i) BDO Canada Limited (\u201cBDO\u201d) was appointed as Proposal Trustee of Baldwin on February 14, 2012."));
        assertEquals(List.of(ClauseCategory.PREAMBLE, ClauseCategory.PREAMBLE),
            background.values().stream().map(ClauseDecision::category).toList(), background.values().toString());
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "5. The undersigned shall be responsible for any breach of the provisions of this NDA by any of the Representatives to whom "
                + "the undersigned discloses Information;",
            "6. The undersigned and its Representatives shall under no circumstances contact directly or indirectly any of the residents, "
                + "partners or former partners or directors of Baldwin to ask any questions regarding the possible acquisition;",
            "10. The undersigned acknowledges and agrees that the execution and delivery of this NDA does not give rise to any legal "
                + "obligation of BDO or Baldwin.",
            "11. Upon receipt of a written request to the undersigned, the undersigned and its Representatives shall promptly return to "
                + "BDO any and all Information received, printed, downloaded or otherwise copied;",
            "13. The undersigned acknowledges and agrees that it has had an opportunity to obtain independent legal advice as to the "
                + "terms of this NDA;",
            "3.05 PRONOUNS. All pronouns used herein shall be deemed to refer to the masculine, feminine, or neuter gender as the context "
                + "requires."));
        assertEquals(List.of(ClauseCategory.PERMITTED_DISCLOSURE, ClauseCategory.NON_SOLICITATION, ClauseCategory.NO_OBLIGATION,
                ClauseCategory.RETURN_OR_DESTRUCTION, ClauseCategory.GENERAL_PROVISIONS, ClauseCategory.GENERAL_PROVISIONS),
            decided.values().stream().map(ClauseDecision::category).toList(), decided.values().toString());
    }

    @Test
    void aFormsAdviceToHaveItReviewedIsBoilerplate() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "IMPORTANT LEGAL NOTICE: This Non-Disclosure Agreement should be reviewed by a qualified business attorney to ensure "
                + "adequate protection of confidential information.",
            "This document is a legally binding agreement. Each party should review it carefully and consult with legal counsel "
                + "before signing."));
        assertEquals(List.of(ClauseCategory.GENERAL_PROVISIONS, ClauseCategory.GENERAL_PROVISIONS),
            decided.values().stream().map(ClauseDecision::category).toList(), decided.values().toString());
    }

    @Test
    void aCovenantNotToCompeteOpensItsConfidentialInformationAndItsNoHire() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "This Covenant Not to Compete (this \"Agreement\") is made this 3rd day of April, 1996 by and among Lumex, Inc., a New York "
                + "corporation (\"Seller\"), and Fuqua Enterprises, Inc., a Delaware corporation (\"Parent\").",
            "(a) Seller acknowledges that the misappropriation or disclosure of such confidential information would cause irreparable "
                + "harm to Parent. Seller acknowledges that such confidential information includes, without limitation, financial "
                + "information concerning the Business, such information collectively being referred to as the \"Confidential Information.\"",
            "2.04 NON-SOLICITATION AND NON-INTERFERENCE. Seller agrees that for a period of one (1) year after the execution of this "
                + "Agreement, it will not in any way, directly or indirectly, for itself or on behalf of or in conjunction with any other "
                + "person, partnership, firm or corporation hire any employee of the Division or Purchasers as of the Closing Date."));
        assertEquals(ClauseCategory.PREAMBLE, decided.get("c0000").category(), decided.get("c0000").reason());
        assertEquals(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, decided.get("c0001").category(), decided.get("c0001").reason());
        assertTrue(List.of(ClauseCategory.NON_SOLICITATION, ClauseCategory.NO_SOLICIT_OF_EMPLOYEES).contains(decided.get("c0002").category()),
            decided.get("c0002").reason());
    }

    @Test
    void anInvestorNdasInformationUnderAnotherNameItsTradingBanDisclaimerAndNoContact() {
        Map<String, ClauseDecision> definitions = ClauseRules.decide(document(List.of("2. Definitions."),
            "(b) \u201cBlueknight Non-public Information\u201d shall mean information pertaining to Blueknight that has not been Publicly "
                + "Disclosed and that Blueknight discloses to Receiving Party."));
        assertEquals(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, definitions.get("c0000").category(), definitions.get("c0000").reason());
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of("5. Miscellaneous."),
            "(c) Receiving Party agrees that for a period of twenty (20) days from the date of the Refinancing Meeting, Receiving Party "
                + "will not, directly or indirectly, effect any sale (including any short-sale) or acquisition of any equity securities of "
                + "Blueknight.",
            "(a) Receiving Party acknowledges that none of Blueknight, the General Partner nor any of their respective representatives "
                + "makes any representations or warranties, express or implied, as to the accuracy or completeness of any Blueknight "
                + "Non-public Information.",
            "6. Except in the ordinary course of business, neither the Company nor any of its Affiliates or Representatives will initiate "
                + "or maintain contact with any Person employed by Chief Enterprises or with any customer or supplier of Chief Enterprises."));
        assertEquals(List.of(ClauseCategory.SECURITIES_TRADING, ClauseCategory.NO_WARRANTY, ClauseCategory.NON_SOLICITATION),
            decided.values().stream().map(ClauseDecision::category).toList(), decided.values().toString());
    }

    @Test
    void sharingWithAssociatesUnderAUseHeadingAndDestroyingTheConfidentialInformationOnRequest() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "9. Commercial Relationship Use. Notwithstanding any restrictions herein, if during due diligence HPE learns of flaws in the "
                + "Company's products, the Associates of HPE evaluating the Transaction may share such information with the Associates of "
                + "HPE who are responsible for purchasing such products.",
            "10. Termination of Discussions. Following written notice of the termination of discussions, upon written request of the "
                + "disclosing party, the receiving party shall take reasonable steps to instruct all persons involved in the Transaction to "
                + "destroy all Confidential Information furnished to it. The receiving party may retain any Confidential Information to the "
                + "extent required by its record retention policies."));
        assertEquals(List.of(ClauseCategory.PERMITTED_DISCLOSURE, ClauseCategory.RETURN_OR_DESTRUCTION),
            decided.values().stream().map(ClauseDecision::category).toList(), decided.values().toString());
    }

    @Test
    void aBareLeadInIsAboutWhatMostOfItsOwnItemsAreAbout() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(List.of(
            chunk(0, List.of("3"), "3. Each Party acknowledges and agrees:"),
            chunk(1, List.of("3", "a"), "a. All Confidential Information shall be and shall remain the exclusive property of the disclosing Party;"),
            chunk(2, List.of("3", "b"), "b. To hold all Confidential Information in confidence;"),
            chunk(3, List.of("3", "c"), "c. The Recipient shall not disclose the Confidential Information to any third party;"),
            chunk(4, List.of("4"), "4. The contractor acknowledges and understands the following:"),
            chunk(5, List.of("4", "a"), "a. The contractor shall not disclose the information."),
            chunk(6, List.of("5", "a"), "a. Contractor personnel shall satisfy all requirements for background checks."),
            chunk(7, List.of("5", "b"), "b. Contractor personnel shall pass background checks before they start.")));
        ClauseDecision agrees = decided.get("c0000");
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, agrees.category(), agrees.reason());
        assertEquals(List.of(ClauseCategory.NO_LICENSE), agrees.secondary());
        ClauseDecision understands = decided.get("c0004");
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, understands.category(), "the next section's items are not its own");
        assertEquals(List.of(), understands.secondary());

        Map<String, ClauseDecision> duties = ClauseRules.decide(List.of(
            chunk(0, List.of("2"), "2. Upon receipt of any Confidential Information, Receiving Party shall:"),
            chunk(1, List.of("2", "a"), "(a) only disclose such Confidential Information to those of its Representatives with a need to know;"),
            chunk(2, List.of("2", "b"), "(b) use at least the same degree of care to protect the Confidential Information as it uses for its own;"),
            chunk(3, List.of("3"), "3. Neither Party shall be obligated under this Agreement with respect to Confidential Information that:"),
            chunk(4, List.of("3", "a"), "(a) prior to any disclosure was known by Receiving Party, free of any known obligation to keep it confidential;")));
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, duties.get("c0000").category(), duties.get("c0000").reason());
        assertEquals(List.of(ClauseCategory.PERMITTED_DISCLOSURE, ClauseCategory.STANDARD_OF_CARE), duties.get("c0000").secondary());
        assertNull(duties.get("c0004"), "an obligation it is free of is no duty");
    }

    @Test
    void anAgreementThatGuaranteesNoFutureEngagementStatesNoObligation() {
        ClauseDecision future = ClauseRules.decide(document(List.of("6. Future Collaboration"),
            "This Agreement:\n- does not create employment, partnership or agency,\n- does not guarantee future engagement, and")).get("c0000");
        assertStates(ClauseCategory.NO_OBLIGATION, future);
    }

    @Test
    void reasonableSafeguardsAreAStandardOfCare() {
        ClauseDecision duties = ClauseRules.decide(document(List.of("2. Obligations of Receiving Party"),
            "The receiving party agrees to:\n- Maintain confidentiality using reasonable safeguards\n- Not disclose information to third parties"))
            .get("c0000");
        assertStates(ClauseCategory.STANDARD_OF_CARE, duties);
    }

    @Test
    void aDealLettersStandstillProcessCountersignatureAndOtherFormsAreRead() {
        Map<String, ClauseDecision> standstill = ClauseRules.decide(document(List.of("STANDSTILL"),
            "You agree that until one year from the date of this Agreement, you will not (i) acquire or make any proposal to acquire any "
                + "securities or property of the Company, (ii) make or participate in any solicitation of proxies to vote, or (iii) take any "
                + "action which might require the Company to make a public announcement regarding a business combination."));
        assertEquals(ClauseCategory.SECURITIES_TRADING, standstill.get("c0000").category(), standstill.get("c0000").toString());
        Map<String, ClauseDecision> process = ClauseRules.decide(document(List.of("NO REPRESENTATION OR WARRANTY"),
            "You also acknowledge and agree that no contract or agreement providing for a Possible Transaction shall be deemed to exist "
                + "between you and the Company unless and until a Sale Agreement has been executed.",
            "You further understand and agree that (i) the Company shall be free to conduct the process regarding a transaction "
                + "involving the Company as it in its sole discretion shall determine."));
        assertEquals(ClauseCategory.NO_OBLIGATION, process.get("c0000").category());
        assertEquals(ClauseCategory.NO_OBLIGATION, process.get("c0001").category());
        Map<String, ClauseDecision> letter = ClauseRules.decide(document(List.of("LEGAL REMEDY"),
            "If you are in agreement with the foregoing, please sign and return one copy of this letter.",
            "Upon the Company's request, you shall promptly deliver to the Company or destroy all written Evaluation Materials and "
                + "shall certify the destruction of such materials in writing. You will continue to be bound by your obligations.",
            "The disclosure of your possible interest in negotiating a transaction with the Company could harm the Company. Accordingly, "
                + "unless required by applicable law, you will not disclose to any person the fact that discussions are taking place."));
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, letter.get("c0000").category());
        assertEquals(ClauseCategory.RETURN_OR_DESTRUCTION, letter.get("c0001").category());
        assertEquals(ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT, letter.get("c0002").category());
        Map<String, ClauseDecision> misc = ClauseRules.decide(document(List.of("15. Miscellaneous"),
            "j. Withdrawal. A Party may withdraw from this Agreement on 30-day notice by giving notice to all Parties in accordance with "
                + "the notice requirements of this Agreement.",
            "i. Party. Any entity that becomes a party to the Consolidated Transmission Owners Agreement may become a Party to this "
                + "Agreement by executing a copy.",
            "3. “Commission” or “FERC” means the Federal Energy Regulatory Commission.",
            "1. Each Party shall safeguard the Confidential Information at least to the same extent that it would its own confidential information."));
        assertEquals(ClauseCategory.TERM_AND_SURVIVAL, misc.get("c0000").category(), "leaving on notice is no notices clause");
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, misc.get("c0001").category());
        assertEquals(ClauseCategory.DEFINITIONS, misc.get("c0002").category());
        assertEquals(ClauseCategory.STANDARD_OF_CARE, misc.get("c0003").category());
    }

    @Test
    void aCarveOutIsNoCompelledDisclosureAndALettersTeamingStandstillAndContactCovenantsAreRead() {
        Map<String, ClauseDecision> secrecy = ClauseRules.decide(document(List.of("Non-Disclosure"),
            "Unless otherwise required by applicable law in the reasonable written opinion of your legal counsel, neither you nor your "
                + "Representatives will, without the Company's prior written consent, disclose to any person either the fact that "
                + "discussions or negotiations have taken place concerning a possible Transaction.",
            "Without limitation of the foregoing, you further agree that you will not, directly or indirectly, enter in any agreement, "
                + "arrangement or understanding with any person regarding participation in a possible Transaction as a principal, "
                + "coinvestor or an equity investor.",
            "You will make all reasonable, necessary and appropriate efforts to safeguard Evaluation Material from disclosure.",
            "The term “Representatives” includes, without limitation, your affiliates and their respective directors and officers."));
        assertEquals(ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT, secrecy.get("c0000").category(), secrecy.get("c0000").toString());
        assertEquals(ClauseCategory.EXCLUSIVITY, secrecy.get("c0001").category());
        assertEquals(ClauseCategory.STANDARD_OF_CARE, secrecy.get("c0002").category());
        assertEquals(ClauseCategory.DEFINITIONS, secrecy.get("c0003").category());
        Map<String, ClauseDecision> standstill = ClauseRules.decide(document(List.of("Standstill"),
            "Unless and until you have received the prior written invitation of the Company, you also agree during such period not to "
                + "(x) request the Company to amend or waive any provision of this paragraph or (y) take any action which might require "
                + "the Company to make a public announcement regarding a merger."));
        assertEquals(ClauseCategory.SECURITIES_TRADING, standstill.get("c0000").category(), "all a standstill's paragraph says is the standstill");
        Map<String, ClauseDecision> contact = ClauseRules.decide(document(List.of("No Unauthorized Contact"),
            "You further agree not to contact any officers, directors or employees of the Company in connection with a possible "
                + "Transaction without the prior written consent of the Company."));
        assertEquals(ClauseCategory.NON_SOLICITATION, contact.get("c0000").category());
    }

    @Test
    void aOneSentenceLeadInKeepsItsTopicForItsItemsAndCopiesOwnedByTheDiscloserAreNoAssignment() {
        Map<String, ClauseDecision> handling = ClauseRules.decide(document(List.of("2. HANDLING OF CONFIDENTIAL INFORMATION"),
            "(a) to maintain the same in confidence and to use it only for the Purpose and for no other purpose and in particular:",
            "(i) not to make any commercial use thereof;",
            "(iii) not to use the same for the purpose of guiding or conducting a search of any information;",
            "2.2 The Company shall cause its directors, agents and employees involved in the Purpose to observe or be similarly bound by "
                + "the terms of Agreement."));
        assertEquals(ClauseCategory.PURPOSE_LIMITATION, handling.get("c0001").category(), handling.get("c0001").toString());
        assertEquals(ClauseCategory.PURPOSE_LIMITATION, handling.get("c0002").category());
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, handling.get("c0003").category());
        Map<String, ClauseDecision> copies = ClauseRules.decide(document(List.of("2. HANDLING OF CONFIDENTIAL INFORMATION"),
            "(b) not to copy, reproduce or reduce to writing any part thereof except as may be reasonably necessary for the Purpose and "
                + "that any copies so made shall be the property of the Discloser;"));
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, copies.get("c0000").category(), "copies are no invention assigned");
        Map<String, ClauseDecision> other = ClauseRules.decide(document(List.of("MISCELLANEOUS"),
            "CONFIDENTIALITY OF THIS AGREEMENT Each party agrees to keep the existence and nature of this Agreement confidential.",
            "The data will not be transferred or made available to any Third (3rd) Party without the prior written consent of AHPL.",
            "This Agreement may not be transferred or assigned (by operation of law or otherwise) by Receiving Party without the prior "
                + "written consent of Blueknight."));
        assertEquals(ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT, other.get("c0000").category());
        assertFalse(other.containsKey("c0001") && other.get("c0001").category() == ClauseCategory.ANTI_ASSIGNMENT,
            "data passed on is no assignment of the agreement");
        assertEquals(ClauseCategory.ANTI_ASSIGNMENT, other.get("c0002").category());
    }

    @Test
    void aFormsTickBoxesRolesRecordsPressReleasesInterestAndBrokersNoticesAreRead() {
        Map<String, ClauseDecision> opening = ClauseRules.decide(document(List.of(),
            "□ that certain real property, together with any improvements located thereon, leased by Seller, and to be assigned to Buyer.",
            "The implementation of the applicable Agreement as it relates to the Property shall be referred to as the “Transaction”."));
        assertEquals(ClauseCategory.PREAMBLE, opening.get("c0000").category(), "a tick-box option of the opening: " + opening.get("c0000"));
        assertEquals(ClauseCategory.DEFINITIONS, opening.get("c0001").category());
        Map<String, ClauseDecision> terms = ClauseRules.decide(document(List.of("4. OBLIGATIONS REGARDING THE INFORMATION"),
            "1.A. Seller; OR Buyer is the Delivering Party or, if checked: Both Seller and Buyer shall each be delivering Information to the "
                + "other party.",
            "C. WRITTEN RECORDS: The Receiving Party shall keep a record of the written Information furnished to the Receiving Party.",
            "F. PROHIBITED CONTACTS: Neither the Receiving Party nor its Representatives shall make (other than to its Representatives on a "
                + "need to know basis): (i) any statement, or any public announcement, or any release to trade publications or to the press.",
            "E. NON-PAYMENT: Any amount not paid within ten days shall bear interest at ten percent (10%) per annum, or such lesser amount "
                + "as shall be required by law.",
            "BROKERS ARE NOT ATTORNEYS AND DO NOT PROVIDE LEGAL ADVICE. EACH PARTY SHOULD SEEK THE ADVICE OF THEIR OWN LEGAL COUNSEL."));
        assertEquals(ClauseCategory.PARTIES, terms.get("c0000").category());
        assertEquals(ClauseCategory.STANDARD_OF_CARE, terms.get("c0001").category());
        assertEquals(ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT, terms.get("c0002").category(), terms.get("c0002").toString());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, terms.get("c0003").category(), "interest is no compelled disclosure");
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, terms.get("c0004").category());
    }

    @Test
    void healthDataTradeSecretsForeverTheDraftsmanAndTheChannelForRequestsAreRead() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "9. HIPAA Compliance. The Receiving Party agrees that it will not have access to any patient care information subject to the "
                + "Health Insurance Portability and Accountability Act of 1996, and shall return and destroy any such information.",
            "2. Trade Secrets. Nothing in this Agreement shall place a time limitation on the period of protection of such trade secret, it "
                + "being agreed that the trade secrets of the Assignors shall enjoy perpetual protection; a court of competent jurisdiction may so find.",
            "22. Drafting. No provision of this Agreement shall be interpreted for or against either Party on the basis that such Party was "
                + "the draftsman of such provision.",
            "The Receiving Party acknowledges and agrees that all (a) requests for Confidential Information, (b) communications regarding the "
                + "Possible Transaction and (c) requests for facility tours shall be submitted or directed to the Assignee."));
        assertEquals(ClauseCategory.DATA_PROTECTION, decided.get("c0000").category(), decided.get("c0000").toString());
        assertEquals(ClauseCategory.TERM_AND_SURVIVAL, decided.get("c0001").category());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, decided.get("c0002").category());
        assertEquals(ClauseCategory.NON_SOLICITATION, decided.get("c0003").category(), "the channel for contacts");
    }

    @Test
    void aTermAgreedAmongTheRecitalsAgencyThirdPartiesPenaltiesAndPrivilegedInformationInADefinitionAreRead() {
        Map<String, ClauseDecision> recitals = ClauseRules.decide(document(List.of("WHEREAS"),
            "Each Party has developed or possesses information and data.",
            "It is agreed that INTERMEDIARY or PRODUCER will not contact in any way or manner any Party introduced by the other party "
                + "without the prior written agreement of the other Party.",
            "NOW THEREFORE, in consideration of the foregoing the Parties hereby agree as follows:"));
        assertEquals(ClauseCategory.PREAMBLE, recitals.get("c0000").category());
        assertEquals(ClauseCategory.NON_SOLICITATION, recitals.get("c0001").category(), recitals.get("c0001").toString());
        Map<String, ClauseDecision> general = ClauseRules.decide(document(List.of(),
            "17. Nothing in the Agreement shall grant to any Party the right to make any commitments of any kind for or on behalf of the "
                + "other Party without that Party's express written authority.",
            "18. The rights herein granted are for the benefit of the Parties hereto and are not for the benefit of any third person, and "
                + "nothing herein contained shall be construed to create any rights or obligations to any third parties.",
            "19. All Parties agree that a financial penalty may be imposed on any one Party for any violation of this Agreement.",
            "20. The Parties acknowledge that their representatives who have signed this Agreement had full authority to do so.",
            "21. The Agreement has been prepared and signed in two (2) original copies in the English language."));
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, general.get("c0000").category(), "agency, not a licence");
        assertEquals(ClauseCategory.THIRD_PARTY_BENEFICIARY, general.get("c0001").category());
        assertEquals(ClauseCategory.LIQUIDATED_DAMAGES, general.get("c0002").category());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, general.get("c0003").category());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, general.get("c0004").category());
        Map<String, ClauseDecision> definition = ClauseRules.decide(document(List.of("1. Definitions"),
            "1. The term “Confidential Information” shall include:",
            "(a) Any information provided to the Board Member in connection with his or her duties, including communications that may be "
                + "protected by the Attorney-Client Privilege or the Attorney Work Product Doctrine;",
            "2. The Board Member agrees to restrict dissemination of Confidential Information to those persons employed by the Board Member "
                + "who require access to it, and then only if they agree to maintain the confidentiality of the Confidential Information.",
            "3. This Agreement embodies all the understandings between the Parties concerning the subject matter hereof, and merges all "
                + "prior discussions."));
        assertEquals(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, definition.get("c0001").category(), definition.get("c0001").toString());
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, definition.get("c0002").category());
        assertEquals(ClauseCategory.ENTIRE_AGREEMENT, definition.get("c0003").category());
    }

    @Test
    void definitionsWithoutQuotesExemptionsFreedomOfInformationAndTheAgreementsExistenceAreRead() {
        Map<String, ClauseDecision> definitions = ClauseRules.decide(document(List.of("1 Interpretation"),
            "In this Agreement: Affiliate means any other entity that directly or indirectly controls, is controlled by or is under common "
                + "control with either party;",
            "Confidential Information means any information disclosed by or on behalf of the Disclosing Party to the Receiving Party;",
            "4.4 For the purposes of Clause 4 Recipient means a person to whom any Confidential Information is disclosed."));
        assertEquals(ClauseCategory.DEFINITIONS, definitions.get("c0000").category(), definitions.get("c0000").toString());
        assertEquals(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, definitions.get("c0001").category());
        assertEquals(ClauseCategory.DEFINITIONS, definitions.get("c0002").category());
        Map<String, ClauseDecision> scope = ClauseRules.decide(document(List.of("1. Purpose, Scope, and Definitions"),
            "“Confidential Information” under this Agreement consists of:",
            "(i) all information disclosed by any Participating Entity pursuant to its participation in the Program;"));
        assertEquals(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, scope.get("c0001").category(), scope.get("c0001").toString());
        Map<String, ClauseDecision> rest = ClauseRules.decide(document(List.of(),
            "3. Exemptions to Non-Disclosure. Notwithstanding Sections 1 and 2, a Participating Entity shall not have breached any "
                + "obligation under this Agreement if the Confidential Information is disclosed to a third party when the Confidential Information:",
            "(b) A Participating Entity shall not disclose any Confidential Information in response to a request under the federal Freedom of "
                + "Information Act, except as required by law.",
            "6.3 Save as expressly set out in this Agreement, neither party shall owe any duty of care to the other party.",
            "9 Neither party shall disclose the Purpose or the existence of this Agreement to another person without the prior written consent "
                + "of the other party except to the extent that such disclosure is required by law.",
            "2 - Nothing in this Agreement shall be construed as compelling a Party to disclose any Confidential Information to the other.",
            "13. The exclusive points of contact (POC) for the Parties with respect to the exchange of Proprietary Information are as follows:"));
        assertEquals(ClauseCategory.STANDARD_EXCEPTIONS, rest.get("c0000").category(), rest.get("c0000").toString());
        assertEquals(ClauseCategory.COMPELLED_DISCLOSURE, rest.get("c0001").category());
        assertEquals(ClauseCategory.NO_WARRANTY, rest.get("c0002").category());
        assertEquals(ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT, rest.get("c0003").category(), rest.get("c0003").toString());
        assertEquals(ClauseCategory.NO_OBLIGATION, rest.get("c0004").category());
        assertEquals(ClauseCategory.NOTICES, rest.get("c0005").category());
    }

    @Test
    void recitalsAfterACoversFieldsAndALongListOfPartiesAreRecitals() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "Effective Date:",
            "End of confidentiality obligations:",
            "This non disclosure agreement is made by and between:",
            "WHEREAS, there is a collaboration agreement between CEA and the Partners:",
            "- The European Research Services GmbH, having its registered office at Mendelstr. 17, Münster, Germany,",
            "- Some Other Institute, having its registered office at Strindveien 4, Trondheim, Norway,",
            "- A Third Institute, having its registered office at College Green, Dublin 2, Ireland,",
            "- A Fourth Institute, having its registered office at Brownlow Hill, Liverpool, United Kingdom,",
            "- A Fifth Institute, having its registered office at Überlandstrasse 129, Dübendorf, Switzerland,",
            "- A Sixth Institute, having its registered office at Mendelstr. 17, Münster, Germany,",
            "- A Seventh Institute, having its registered office at Rue de la Loi 200, Brussels, Belgium,",
            "CEA and the Partners are active in the characterisation of nanomedicines and own valuable information related to the same;",
            "The Sponsor is active in the development, production and commercialisation of products and owns valuable information.",
            "NOW THEREFORE, the Parties hereto agree as follows:"));
        assertEquals(ClauseCategory.PREAMBLE, decided.get("c0011").category(), String.valueOf(decided.get("c0011")));
        assertEquals(ClauseCategory.PREAMBLE, decided.get("c0012").category(), String.valueOf(decided.get("c0012")));
    }

    @Test
    void aLateDesignationAnItemsOwnTitleTheAgreementsNameAndWarrantyAndPersonnelClausesAreRead() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "3. Subsequent Notice of Confidentiality. Discloser may give notice in writing that written or verbal information that has been "
                + "previously furnished, but not declared confidential, is in fact confidential.",
            "9. Effective Date. This Agreement shall terminate upon the express written termination by either one of the parties hereto. "
                + "The following general provisions shall apply:",
            "(d) Headings. All headings used herein are intended for reference purposes only and shall not affect the interpretation of this "
                + "Agreement.",
            "1. The Parties intend to engage in discussions. This Agreement combines a non-disclosure, a non-circumvention, non-solicitation and "
                + "non-competition agreement.",
            "8. Protection. Each Party agrees to protect Confidential Information with at least the same degree of care as it protects its own "
                + "confidential information and shall promptly advise the Discloser, in writing, of any misappropriation or misuse.",
            "9. Personnel. Each Party may use the same personnel who receive Confidential Information under this Agreement on other projects "
                + "similar to the Purpose so long as such Party does not breach the confidentiality of this Agreement.",
            "11. Warranty. Each Party warrants that it has the right to disclose all of the Confidential Information it discloses, but does not "
                + "otherwise make any representation as to the accuracy of such Confidential Information, nor does it create any agency or partnership.",
            "17. Attorneys’ Fees. In any action to enforce this Agreement, the prevailing party as determined by the court or other body with "
                + "jurisdiction by agreement of the Parties, shall be entitled to recover from the other Party, in addition to all other awards, "
                + "its reasonable attor-neys’ fees and costs."));
        assertEquals(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, decided.get("c0000").category(), decided.get("c0000").toString());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, decided.get("c0002").category(), decided.get("c0002").toString());
        assertFalse(decided.containsKey("c0003") && decided.get("c0003").category() == ClauseCategory.NON_COMPETE, "the agreement's own name");
        assertEquals(ClauseCategory.STANDARD_OF_CARE, decided.get("c0004").category(), decided.get("c0004").toString());
        assertEquals(ClauseCategory.COMPETITIVE_RESTRICTION_EXCEPTION, decided.get("c0005").category());
        assertEquals(ClauseCategory.NO_WARRANTY, decided.get("c0006").category(), decided.get("c0006").toString());
        assertEquals(ClauseCategory.REMEDIES, decided.get("c0007").category());
        Map<String, ClauseDecision> miscellaneous = ClauseRules.decide(document(List.of("9. MISCELLANEOUS"),
            "9d. No Party has an obligation under this Agreement to purchase any service or item from the other Party."));
        assertEquals(ClauseCategory.NO_OBLIGATION, miscellaneous.get("c0000").category());
        Map<String, ClauseDecision> solicited = ClauseRules.decide(document(List.of("11. NON-SOLICITATION"),
            "The Parties hereby confirm that neither they nor anyone on their behalf has solicited in any way, and that there has not been any "
                + "offer to buy or sell securities."));
        assertEquals(ClauseCategory.SECURITIES_TRADING, solicited.get("c0000").category());
        Map<String, ClauseDecision> existence = ClauseRules.decide(document(List.of(),
            "4. In addition, without the prior written consent of PHCS, except to the extent Confidential Information may be disclosed to "
                + "Representatives of the Recipient, neither the Recipient nor its Representatives will disclose to any person (i) that the "
                + "Confidential Information has been made available to them, (ii) the existence of, or any of the terms of, this Agreement."));
        assertEquals(ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT, existence.get("c0000").category(), existence.get("c0000").toString());
    }

    @Test
    void anUnnumberedFormsTermsAfterItsOperativeWordsAreNoOpeningAndPlainWordingsAreRead() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "This Non-Disclosure Agreement was entered into as of (insert effective date), between:",
            "JB Machine LLC, having primary place of residence at 14309 Toepperwein rd, San Antonio, TX 78233 (hereinafter referred to as "
                + "“Recipient” or “Company”), And",
            "Therefore, in consideration of the provisions made by the Parties in this Contract, the Parties covenant and agree as follows:",
            "B. “Customer” as used herein shall include any person, firm or other business entity which receiving party has contacted.",
            "The recipient shall not acquire any intellectual property rights under this Agreement. The information is, as between the Owner "
                + "and the Recipient, the property of the Owner.",
            "The Recipient is aware that the information is provided „as is“. The OWNER DOES NOT MAKE ANY WARRANTIES WITH RESPECT TO THE "
                + "CONFIDENTIAL INFORMATION. IN NO EVENT SHALL THE OWNER BE FURTHER LIABLE FOR ANY DAMAGES.",
            "GTC may exercise its rights under this Agreement at any time, even if they delayed doing so or failed to do so in the past.",
            "I am employed by the Organization. I understand that I may not disclose Confidential Information to anyone, in any way.",
            "The contract is not to be interpreted in favor of the party who/which had not drafted it.",
            "Disclosure of these materials may give the right of redress to the Owner. The Recipient understands that further legal remedies "
                + "may be taken against him/her."));
        assertEquals(ClauseCategory.PREAMBLE, decided.get("c0001").category(), decided.get("c0001").toString());
        assertEquals(ClauseCategory.DEFINITIONS, decided.get("c0003").category());
        assertEquals(ClauseCategory.NO_LICENSE, decided.get("c0004").category(), "no opening words once the terms have begun");
        assertEquals(ClauseCategory.NO_WARRANTY, decided.get("c0005").category(), decided.get("c0005").toString());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, decided.get("c0006").category());
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, decided.get("c0007").category());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, decided.get("c0008").category());
        assertEquals(ClauseCategory.REMEDIES, decided.get("c0009").category());
    }

    @Test
    void aNumberedPartiesClauseCommitmentsTheAgreementsDurationSecureKeepingAndWhereToSendAreRead() {
        Map<String, ClauseDecision> parties = ClauseRules.decide(document(List.of("1. PARTIES"),
            "The parties to this Agreement are:",
            "1.1. ESKOM HOLDINGS SOC LTD (\"Eskom\") a company incorporated under the laws of the Republic of South Africa, having its "
                + "registered office at Megawatt Park, Sandton, Republic of South Africa;"));
        assertTrue(Set.of(ClauseCategory.PARTIES, ClauseCategory.PREAMBLE).contains(parties.get("c0001").category()),
            "a company incorporated under the laws of a republic is no governing law: " + parties.get("c0001"));
        Map<String, ClauseDecision> opening = ClauseRules.decide(document(List.of(),
            "By and between,",
            "The European GNSS Supervisory Authority, hereinafter referred to as the \"GSA\", set up by Council Regulation (EC) No 1321/2004, "
                + "located at: 56, Rue de la Loi"));
        assertEquals(ClauseCategory.PREAMBLE, opening.get("c0001").category(), opening.get("c0001").toString());
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "3.1. Neither this Agreement nor the exchange of information contemplated hereby shall commit either Party to continue discussions.",
            "2.3 No provision of this Agreement shall be construed to be an obligation by either Party to disclose information to the other Party.",
            "6.3. The Receiving Party agrees that it will not, during the existence of this Agreement disclose the Confidential Information to "
                + "any Third Party.",
            "6.7. The Counterparty must inform Eskom in writing of any existing or potential conflict of interest, and Eskom may invoke all "
                + "remedies available to it in law.",
            "13. Each Party to this Agreement shall execute and deliver such other documents as may be reasonably necessary to give effect to it.",
            "3.1.3 The Recipient shall keep the Confidential Information and any copies thereof secure by effective and reasonable means.",
            "3.1.6 In the event that the Recipient becomes aware of any unauthorised copy of the Confidential Information in the public domain, "
                + "it shall immediately inform the GSA.",
            "8.1 The Confidential Information shall be sent by the GSA to the following person:",
            "10.2 The Parties shall make their best efforts to settle amicably all disputes arising in connection with this Agreement."));
        List<ClauseCategory> expected = List.of(ClauseCategory.NO_OBLIGATION, ClauseCategory.NO_OBLIGATION,
            ClauseCategory.CONFIDENTIALITY_OBLIGATION, ClauseCategory.GENERAL_PROVISIONS, ClauseCategory.GENERAL_PROVISIONS,
            ClauseCategory.STANDARD_OF_CARE, ClauseCategory.CONFIDENTIALITY_OBLIGATION, ClauseCategory.NOTICES, ClauseCategory.JURISDICTION);
        for (int i = 0; i < expected.size(); i++) {
            String id = "c%04d".formatted(i);
            assertEquals(expected.get(i), decided.get(id).category(), decided.get(id).toString());
        }
        ClauseDecision inducement = ClauseRules.decide(document(List.of("7. No Inducement Or Commitment"),
            "Neither the disclosure nor access to Confidential Information under this Agreement constitutes an inducement or commitment to "
                + "enter into any employment, consulting or other business relationship.")).get("c0000");
        assertEquals(ClauseCategory.NO_OBLIGATION, inducement.category(), inducement.toString());
        Map<String, ClauseDecision> warranty = ClauseRules.decide(document(List.of("17. REPRESENTATIONS & WARRANTIES"),
            "17.2. The Disclosing Party warrants that disclosure of the Confidential Information to the Receiving Party:",
            "17.2.1. will not result in a breach of any other agreement to which it is a party; and",
            "17.2.2. will not infringe the rights of any Third Party, and the Disclosing Party hereby indemnifies and holds the Receiving Party "
                + "harmless against any liability for Third Party claims on such a basis."));
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, warranty.get("c0000").category(), "a warranty given, not an indemnity");
        Map<String, ClauseDecision> nothing = ClauseRules.decide(document(List.of("3. RELATIONSHIP BETWEEN THE PARTIES"),
            "3.2. Nothing contained in this Agreement shall be construed as –",
            "3.2.1. prohibiting either Party from entering into a business relationship with any Third Party;",
            "3.2.2. creating a joint venture, partnership or employment relationship between the Parties."));
        assertFalse(nothing.containsKey("c0000") && nothing.get("c0000").category() == ClauseCategory.CONFIDENTIALITY_OBLIGATION,
            String.valueOf(nothing.get("c0000")));
    }

    @Test
    void aRomanEighthDefinitionAnOrderUnderWhichDisclosureIsAllowedAndAnAssignmentBarAreRead() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "(viii) “Provider User” or “User” means an individual Provider that participates as a “provider” in the HCAI System.",
            "(b) Vendor may disclose Confidential Information in accordance with a Canadian judicial or other legal binding Canadian "
                + "governmental order, provided that Vendor gives IBC reasonable notice prior to such disclosure.",
            "(f) This Agreement shall be binding upon and inure to the benefit of each party’s respective successors and lawful assigns; "
                + "provided, however, that Vendor may not assign this Agreement without the prior written approval of IBC."));
        assertEquals(ClauseCategory.DEFINITIONS, decided.get("c0000").category(), decided.get("c0000").toString());
        assertEquals(ClauseCategory.COMPELLED_DISCLOSURE, decided.get("c0001").category(), decided.get("c0001").toString());
        assertEquals(ClauseCategory.ANTI_ASSIGNMENT, decided.get("c0002").category(), decided.get("c0002").toString());
        Map<String, ClauseDecision> lse = ClauseRules.decide(document(List.of(),
            "2.3 A party may disclose Confidential Information to the extent such Confidential Information is required to be disclosed by law, "
                + "provided that it gives the other party as much notice of this disclosure as possible.",
            "but not including any information that:"));
        assertEquals(ClauseCategory.COMPELLED_DISCLOSURE, lse.get("c0000").category(), lse.get("c0000").toString());
        assertEquals(ClauseCategory.STANDARD_EXCEPTIONS, lse.get("c0001").category());
    }

    @Test
    void numberedItemsOfALetteredSectionTakeItsLeadInsTopic() {
        List<String> section = List.of("VIII. OTHER TERMS", "B");
        List<String> item = List.of("VIII. OTHER TERMS", "B", "1");
        Map<String, ClauseDecision> decided = ClauseRules.decide(List.of(
            chunk(0, section, "B. Data Recipient agrees to defend, indemnify and hold harmless DOHMH against all losses suffered by the "
                + "Indemnified Party arising from or in connection with:"),
            chunk(1, item, "1. any breach of the provisions of this Agreement by Data Recipient;"),
            chunk(2, item, "2. any negligent act or omission or intentional tortious act by Data Recipient."),
            chunk(3, List.of("IX. NOTICE", "A"), "A. All notices under this Agreement shall be in writing.")));
        assertEquals(ClauseCategory.INDEMNITY, decided.get("c0001").category(), decided.toString());
        assertEquals(ClauseCategory.INDEMNITY, decided.get("c0002").category(), decided.toString());
        assertEquals(ClauseCategory.NOTICES, decided.get("c0003").category(), "the next lettered section is not an item");
    }

    @Test
    void anItemThatAFreeingLeadInCompletesIsAFreedomNotACovenant() {
        Map<String, ClauseDecision> freedom = ClauseRules.decide(document(List.of("Clarifications", "Freedom to Operate"),
            "No terms of this agreement prohibit either party from:",
            "- competing with the other party;",
            "- entering into any business relationship with any non-party; or"));
        assertEquals(ClauseCategory.COMPETITIVE_RESTRICTION_EXCEPTION, freedom.get("c0001").category(), freedom.get("c0001").toString());
        assertEquals(ClauseCategory.COMPETITIVE_RESTRICTION_EXCEPTION, freedom.get("c0002").category(),
            "a freedom listed after another of the same lead-in is one too: " + freedom.get("c0002"));
        assertFalse(freedom.values().stream().anyMatch(d -> d.category() == ClauseCategory.NON_COMPETE
            || d.category() == ClauseCategory.EXCLUSIVITY), "no item a freeing lead-in completes is a covenant: " + freedom);

        Map<String, ClauseDecision> commits = ClauseRules.decide(document(List.of("7. MISCELLANEOUS"),
            "7.1 Neither this agreement, nor any disclosure of Confidential Information under this agreement, in any way:",
            "a. grants the parties any right or license under any intellectual property right owned by the other party,",
            "b. commits the parties to perform any work.",
            "c. limits the parties from developing or marketing competing products."));
        assertEquals(ClauseCategory.NO_OBLIGATION, commits.get("c0002").category(), commits.get("c0002").toString());
        assertEquals(ClauseCategory.COMPETITIVE_RESTRICTION_EXCEPTION, commits.get("c0003").category(), commits.get("c0003").toString());

        Map<String, ClauseDecision> binding = ClauseRules.decide(document(List.of("9. Restrictions"),
            "9.1 For twelve months neither party shall:",
            "(a) compete with the other party in the territory;"));
        assertTrue(binding.get("c0001") == null || binding.get("c0001").category() != ClauseCategory.COMPETITIVE_RESTRICTION_EXCEPTION,
            "a binding lead-in frees nothing: " + binding.get("c0001"));
        assertFalse(TermPatterns.freesItsItems("9.1 For twelve months neither party shall:"), "a covenant's lead-in binds");
        assertTrue(TermPatterns.freesItsItems("No terms of this agreement prohibit either party from:"));
        assertTrue(TermPatterns.freesItsItems("7.1 Neither this agreement, nor any disclosure of Confidential Information, in any way:"));
    }

    @Test
    void aBulletKeepsItsOwnWordsUnderALeadInOfAnotherTopic() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of("4. Obligations"),
            "4.1 The Receiving Party shall keep the Confidential Information confidential, including by:",
            "- taking all necessary and reasonable precautions to prevent unauthorised disclosure;",
            "- marking the copies it makes."));
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, decided.get("c0000").category(), decided.get("c0000").toString());
        assertEquals(ClauseCategory.STANDARD_OF_CARE, decided.get("c0001").category(), decided.get("c0001").toString());
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, decided.get("c0002").category(), "a bullet of no topic takes its lead-in's");
    }

    @Test
    void aClauseUnderAStorageHeadingIsItsStandardOfCare() {
        ClauseDecision storage = ClauseRules.decide(document(List.of("3. Storage of Confidential Information"),
            "3.2 Where the Receiving Party holds the Confidential Information in hardcopy form, it must be stored in a locked cabinet "
                + "when not in use.")).get("c0000");
        assertEquals(ClauseCategory.STANDARD_OF_CARE, storage.category(), "how the information is stored is its standard of care");
    }

    @Test
    void aDisclosurePermittedToDefendADisputeIsAPermittedDisclosure() {
        ClauseDecision defend = ClauseRules.decide(document(List.of("2. Confidentiality", "(d) Disclosure Permitted to Defend Dispute"),
            "(d) Disclosure Permitted to Defend Dispute. Notwithstanding the foregoing, Buyer may disclose Evaluation Material to the "
                + "extent necessary to defend any litigation claim brought against it by the other party.")).get("c0000");
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, defend.category(), "the dispute is why the disclosure is permitted");
    }

    @Test
    void reasonableEffortsToKeepTheInformationInConfidenceAreItsStandardOfCare() {
        ClauseDecision care = ClauseRules.decide(document(List.of("3. CARE OF CONFIDENTIAL INFORMATION"),
            "The Receiving Party shall exert reasonable efforts to maintain the Disclosing Party's Confidential Information in "
                + "confidence, except that the Receiving Party may disclose it to its employees who need to know it.")).get("c0000");
        assertStates(ClauseCategory.STANDARD_OF_CARE, care);
    }

    @Test
    void aWhistleblowerImmunityNoticePermitsDisclosureAndPeopleListedAreNoRelationshipClause() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of("18 U.S.C. 1833(b) Notice"),
            "- An individual shall not be held criminally or civilly liable under any Federal or State trade secret law for the "
                + "disclosure of a trade secret that:",
            "- is made in a complaint or other document filed in a lawsuit or other proceeding, if such filing is made under seal."));
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, decided.get("c0000").category(), decided.get("c0000").reason());
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, decided.get("c0001").category(), decided.get("c0001").reason());
        Map<String, ClauseDecision> people = ClauseRules.decide(document(List.of("Permitted Disclosure"),
            "The Recipient may disclose Confidential Information to the following personnel:",
            "- employees, independent contractors, officers, directors, and agents of the Recipient who need to know it; and"));
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, people.get("c0001").category(), people.get("c0001").reason());
    }

    @Test
    void aReasonNamesTheWordsThatDecidedOnce() {
        ClauseDecision care = ClauseRules.decide(document(List.of(),
            "The Recipient shall protect the Confidential Information with the same degree of care it uses for its own.")).get("c0000");
        assertEquals(1, care.reason().split("\"same degree of care\"", -1).length - 1, care.reason());
    }

    @Test
    void tellingTheDiscloserOfALeakIsADutyOfConfidence() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(),
            "The Buyer shall promptly inform the Seller of the circumstances upon learning that Evaluation Material has been disclosed "
                + "in breach of this letter."));
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, decided.get("c0000").category(), "" + decided.get("c0000"));
    }

    @Test
    void anAgreementThatObligesNoOneToDealIsNoObligationAndAPublicAiToolIsNoPublicInformation() {
        ClauseDecision oblige = ClauseRules.decide(document(List.of("4. Licence and Commitments"),
            "This letter does not oblige either side to enter into a contract.")).get("c0000");
        assertTrue(oblige != null && oblige.category() == ClauseCategory.NO_OBLIGATION, "British 'oblige': " + oblige);
        ClauseDecision training = ClauseRules.decide(document(List.of("2. Use"), "(d) not paste it into any publicly available chatbot."))
            .get("c0000");
        assertTrue(training == null || training.category() != ClauseCategory.STANDARD_EXCEPTIONS
            && !training.secondary().contains(ClauseCategory.STANDARD_EXCEPTIONS), "a ban on feeding a public tool excludes nothing: " + training);
    }

    @Test
    void listsOfWhatIsNotAllowedOrNotOwedStateAnAntiAssignmentOrNoObligation() {
        assertStates(ClauseCategory.ANTI_ASSIGNMENT, ClauseRules.decide(document(List.of("12. Miscellaneous"),
            "No set-off, assignment without consent or third-party rights.")).get("c0000"));
        // a party named far into the list of what the agreement does not do
        assertStates(ClauseCategory.NO_OBLIGATION, ClauseRules.decide(document(List.of("3. No Licence"), "Neither this Agreement, nor any"
            + " disclosure under it, (a) grants the Recipient any licence under any patent, copyright or other right owned by Quillmark, or"
            + " (b) obligates Quillmark to disclose any information or proceed with any transaction.")).get("c0000"));
    }

    @Test
    void aClauseDenyingEnforcementToOthersIsAboutThirdPartiesNotRemedies() {
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of("General Terms", "No Third-Party Enforcement"),
            "Only the parties may enforce rights under this agreement."));
        assertEquals(ClauseCategory.THIRD_PARTY_BENEFICIARY, decided.get("c0000").category(), decided.get("c0000").reason());
    }

    @Test
    void protectionsInOtherWordsAreTheirCategories() {
        Map<String, ClauseCategory> expected = new LinkedHashMap<>();
        expected.put("20. No oral side agreements have been made. Any change to this Agreement must be in writing.",
            ClauseCategory.ENTIRE_AGREEMENT);
        expected.put("We'll keep what we share to ourselves and we won't use it except for the reason it was given.",
            ClauseCategory.PURPOSE_LIMITATION);
        expected.put("Neither of us can transfer this contract to anybody without permission.", ClauseCategory.ANTI_ASSIGNMENT);
        expected.put("6. The party supplying the Information does not warrant its accuracy or completeness.", ClauseCategory.NO_WARRANTY);
        expected.put("Each party shall keep the Information in safe custody.", ClauseCategory.STANDARD_OF_CARE);
        expected.put("Treat it like you'd want your own inventions treated.", ClauseCategory.STANDARD_OF_CARE);
        expected.put("Don't use our designs for your own products without asking first.", ClauseCategory.PURPOSE_LIMITATION);
        expected.put("- Share the drawings only with essential staff, who must also comply", ClauseCategory.PERMITTED_DISCLOSURE);
        expected.put("3. The Visitor shall not use, copy or study the Samples without prior written consent.", ClauseCategory.PURPOSE_LIMITATION);
        expected.put("You may talk about the prototype privately with the studio and with other invited reviewers.", ClauseCategory.PERMITTED_DISCLOSURE);
        expected.put("Nor will Member make use of any Confidential Information for Member's own purposes.", ClauseCategory.PURPOSE_LIMITATION);
        expected.put("The Visitor shall not copy, lend, or use the Samples, in whole or in part, except as expressly authorized in writing by the Studio.",
            ClauseCategory.PURPOSE_LIMITATION);
        expected.put("The Visitor understands that nothing herein (i) requires the disclosure of any Samples of the Studio or (ii) requires the Studio to go ahead with any exhibition.",
            ClauseCategory.NO_OBLIGATION);
        expected.put("The Studio agrees to make all reasonable efforts to keep the drawings away from others and to protect them as its own.",
            ClauseCategory.STANDARD_OF_CARE);
        expected.put("No Party is obligated to proceed with any transaction or listing.", ClauseCategory.NO_OBLIGATION);
        expected.put("Proprietary information includes any technical and business information that is not in the public domain.",
            ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION);
        expected.put("Protect using industry standard safeguards, not less than those for your own similar information.",
            ClauseCategory.STANDARD_OF_CARE);
        expected.put("No assignment without consent (except merger/reorg).", ClauseCategory.ANTI_ASSIGNMENT);
        expected.put("- protect all materials with reasonable and bank-grade security", ClauseCategory.STANDARD_OF_CARE);
        List<String> texts = List.copyOf(expected.keySet());
        Map<String, ClauseDecision> decided = ClauseRules.decide(document(List.of(), texts.toArray(String[]::new)));
        for (int i = 0; i < texts.size(); i++) {
            ClauseDecision decision = decided.get("c%04d".formatted(i));
            assertEquals(expected.get(texts.get(i)), decision == null ? null : decision.category(), texts.get(i) + ": " + decision);
        }
    }

    /** The decision states {@code category}, as its category or a secondary one. */
    private static void assertStates(ClauseCategory category, ClauseDecision decision) {
        assertTrue(decision.category() == category || decision.secondary().contains(category), decision.toString());
    }

    private static List<Chunk> document(List<String> section, String... texts) {
        List<Chunk> chunks = new ArrayList<>();
        int at = 0;
        for (int i = 0; i < texts.length; i++) {
            chunks.add(new Chunk("c%04d".formatted(i), i, texts[i], section, texts[i].length() / 4, at, at + texts[i].length(),
                i, 0, i, texts[i].length(), ChunkKind.CLAUSE));
            at += texts[i].length() + 1;
        }
        return chunks;
    }

    private static Chunk chunk(int index, List<String> section, String text) {
        return new Chunk("c%04d".formatted(index), index, text, section, text.length() / 4, 0, text.length(), index, 0, index,
            text.length(), ChunkKind.CLAUSE);
    }
}
