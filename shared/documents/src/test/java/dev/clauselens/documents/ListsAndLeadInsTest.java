package dev.clauselens.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.agent.ClauseDecision;
import dev.clauselens.core.agent.ClauseRules;
import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The rules read over parsed text: lists under their lead-ins, in the numbering forms real NDAs use. */
class ListsAndLeadInsTest {
    private final StandardDocumentParser parser = new StandardDocumentParser();

    @Test
    void anEnglishFormsListsFollowTheirLeadInsAndEachNegatedItemKeepsItsTopic() {
        ParsedDocument document = parse("""
            NON DISCLOSURE AGREEMENT

            IT IS AGREED as follows:
            1 Interpretation
            1.1 In this Agreement, unless the context otherwise requires:
            “Confidential Information” means:
            (a) information relating to the operations, business and affairs of the Disclosing Party; and
            (b) discussions, negotiations and correspondence between the parties in connection with the Permitted Purpose,
            “Crown Body” means any department, office or agency of the Crown;
            2 Confidentiality obligations
            2.1 The Receiving Party shall:
            2.1.1 treat all Confidential Information as secret and confidential;
            2.1.2 not disclose any of the Confidential Information to any other person; and
            2.1.3 not transfer any of the Confidential Information outside the [United Kingdom].
            2.2 The Receiving Party shall be entitled to disclose Confidential Information to the extent that it is required to do so by applicable law or by order of a court.
            2.3 Before making such a disclosure, the Receiving Party shall, if the circumstances permit:
            2.3.1 notify the Disclosing Party in writing of the proposed disclosure; and
            2.3.2 ask the court or other public body to treat the Confidential Information as confidential.
            3 General
            3.1 This Agreement does not include, expressly or by implication, any representations, warranties or other obligations:
            3.1.1 to grant the Receiving Party any licence or rights other than as may be expressly stated in this Agreement;
            3.1.2 to require the Disclosing Party to disclose, continue disclosing or update any Confidential Information; or
            3.1.3 as to the accuracy, efficacy or completeness of any Information.
            3.2 Following any return of Confidential Information, the Receiving Party's obligations shall otherwise continue in force without limit of time.
            IN WITNESS of the above this Agreement has been signed by the duly authorised representatives of the Parties.
            """);
        Map<String, ClauseDecision> decided = ClauseRules.decide(document.chunks());
        assertEquals(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, category(document, decided, "(b) discussions"),
            "an item of the definition is the definition, not another definition");
        assertEquals(ClauseCategory.CONFIDENTIALITY_OBLIGATION, category(document, decided, "2.1.1 treat"));
        assertEquals(ChunkKind.CLAUSE, chunk(document, "2.1.3 not transfer").kind(), "an option in brackets is no form field");
        assertEquals(ClauseCategory.COMPELLED_DISCLOSURE, category(document, decided, "2.2 The Receiving Party"));
        assertEquals(ClauseCategory.COMPELLED_DISCLOSURE, category(document, decided, "2.3.2 ask the court"));
        assertEquals(ClauseCategory.NO_LICENSE, category(document, decided, "3.1.1 to grant"));
        assertEquals(ClauseCategory.NO_OBLIGATION, category(document, decided, "3.1.2 to require"));
        assertEquals(ClauseCategory.NO_WARRANTY, category(document, decided, "3.1.3 as to the accuracy"));
        assertTrue(Set.of(ClauseCategory.NO_LICENSE, ClauseCategory.NO_OBLIGATION, ClauseCategory.NO_WARRANTY)
            .contains(category(document, decided, "3.1 This Agreement")), "the lead-in is about its items, not the heading's topic");
        assertEquals(ClauseCategory.TERM_AND_SURVIVAL, category(document, decided, "3.2 Following"));
        assertEquals(ChunkKind.SIGNATURE_BLOCK, chunk(document, "IN WITNESS of the above").kind());
    }

    @Test
    void aLetteredItemIntroducesItsOwnItemsAndConsiderationOpensNoRecitalInTheTerms() {
        ParsedDocument document = parse("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            3. Confidentiality.
            (a) Use. All Evaluation Material shall be used solely for the purpose of evaluating the Transaction.
            (b) Compulsory Disclosure. If the Receiving Party is required by law to disclose any Evaluation Material, it shall give the Furnishing Party prompt notice.
            If, in the absence of a protective order, the Receiving Party is legally compelled to disclose Evaluation Material, it may disclose only that portion.
            (c) Other Public Disclosure. Except with the prior written consent of the other Party, neither Party shall:
            (x) make any disclosure to any person of the fact that discussions are taking place; or
            (y) make any public statement concerning a proposed Transaction.
            8. In consideration of the efforts to be expended by EarthLink, CIDCO agrees that if it breaches Section 7 it shall pay to EarthLink $100,000 as liquidated damages.
            The Parties have executed this Agreement as of the date first written above.
            """);
        Map<String, ClauseDecision> decided = ClauseRules.decide(document.chunks());
        assertEquals(ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT, category(document, decided, "(c) Other Public Disclosure"),
            "no item of the compelled-disclosure paragraph before it");
        assertEquals(ClauseCategory.CONFIDENTIALITY_OF_AGREEMENT, category(document, decided, "(y) make any public statement"));
        assertEquals(ClauseCategory.LIQUIDATED_DAMAGES, category(document, decided, "8. In consideration"));
        assertEquals(ChunkKind.SIGNATURE_BLOCK, chunk(document, "The Parties have executed").kind());
    }

    @Test
    void aDashIntroducesAListAsAColonDoesAndACommonwealthFormsBoilerplateIsRead() {
        ParsedDocument document = parse("""
            CONFIDENTIALITY AND NON-DISCLOSURE AGREEMENT

            1 INTERPRETATION
            1.1 The rule of construction that an agreement shall be interpreted against the party responsible for the drafting shall not apply.
            1.2 The recordals form an integral part of this Agreement.
            2 RECORDAL
            2.1 For purposes of this Agreement, "Confidential Information" shall include any information relating to the Disclosing Party -
            2.1.1 in whatever format whether written or oral; and
            2.1.2 which includes all information which is not readily available to a competitor of the Disclosing Party.
            4 RECEIVING PARTY'S UNDERTAKINGS
            4.1 For purposes of this Agreement, the term "Affiliate" shall mean any person which controls a Party.
            4.2 Should the Receiving Party be obliged by any law, or a valid order of any court, to disclose any Confidential Information, the Receiving Party shall, prior to making any such disclosure –
            4.2.1 immediately notify the Disclosing Party in writing of the existence, terms and circumstances surrounding such request; and
            4.2.2 consult with the Disclosing Party on the advisability of taking legally available steps to resist or narrow such request.
            4.3 The Receiving Party shall ensure that its employees are bound not to -
            4.3.1 disclose the Confidential Information to any third party; and
            4.3.2 use the Confidential Information otherwise than as may be strictly necessary in relation to the Transaction.
            12 PRINCIPAL ADDRESS(ES) AND NOTICES
            12.1 The Parties choose as their principal address(es) for all purposes arising from this Agreement, as follows -
            12.1.1 Disclosing Party physical - 103 De Kroon
            Republic of South Africa
            12.2 Either Party shall be entitled, by giving written notice to the other, to vary its physical Address to any other physical address.
            13 GENERAL
            13.1 This Agreement constitutes the sole record of the Agreement between the Parties in relation to the subject matter hereof.
            13.2 The Receiving Party shall not be entitled to cede, assign, transfer or otherwise make over any of its rights under this Agreement.
            """);
        Map<String, ClauseDecision> decided = ClauseRules.decide(document.chunks());
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, category(document, decided, "1.1 The rule of construction"));
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, category(document, decided, "1.2 The recordals"));
        assertEquals(ClauseCategory.CONFIDENTIAL_INFORMATION_DEFINITION, category(document, decided, "2.1.2 which includes"));
        assertTrue(!ClauseRules.topics(document.chunks()).contains(ClauseCategory.NON_COMPETE), "a competitor named is no covenant");
        assertEquals(ClauseCategory.DEFINITIONS, category(document, decided, "4.1 For purposes"));
        assertEquals(ClauseCategory.COMPELLED_DISCLOSURE, category(document, decided, "4.2.1 immediately notify"));
        assertEquals(ClauseCategory.COMPELLED_DISCLOSURE, category(document, decided, "4.2.2 consult"));
        assertEquals(ClauseCategory.PURPOSE_LIMITATION, category(document, decided, "4.3.2 use"));
        assertEquals(ClauseCategory.NOTICES, category(document, decided, "12.1 The Parties choose"));
        assertEquals(ClauseCategory.NOTICES, category(document, decided, "12.2 Either Party"));
        assertTrue(chunk(document, "12.2 Either Party").sectionPath().getFirst().startsWith("12"), "a country line is no heading");
        assertEquals(ClauseCategory.ENTIRE_AGREEMENT, category(document, decided, "13.1 This Agreement"));
        assertEquals(ClauseCategory.ANTI_ASSIGNMENT, category(document, decided, "13.2 The Receiving Party"));
    }

    @Test
    void headingsNumberedWithoutAPointConditionsOfADisclosureAndBoilerplateInOtherWords() {
        ParsedDocument document = parse("""
            NON DISCLOSURE AGREEMENT
            Background
            Harbour intends to provide the Confidant with sample data for the purposes of the hackathon.
            THIS DEED WITNESSES
            1 Confidential information
            In this deed, Confidential Information means any information disclosed by Harbour to the Confidant.
            2 Obligations of Confidentiality
            2.1 The Recipient may disclose the Confidential Information to those of its Representatives who need to know it, provided that:
            (a) it informs its Representatives of the confidential nature of the Confidential Information before disclosure;
            (b) it keeps a written record of these Representatives; and
            (c) it shall at all times be liable for the failure of any Representative to comply with this deed.
            3 Reverse engineering, decompilation and re-identification
            The Confidant must not reverse engineer or decompile any software included in the Confidential Information.
            4 Intellectual Property
            By making a submission, the Confidant grants Harbour an irrevocable, non-exclusive, royalty-free and perpetual right to use the submission.
            6 Severance
            If any provision of this deed is or becomes invalid, it shall be deemed modified to the minimum extent necessary.
            7. The Recipient shall return all Confidential Information on request. 8. All right, title and interest in the Confidential Information shall remain the exclusive property of the Disclosing Party.
            9 Warranty and Indemnity
            9.1 Each Disclosing Party warrants that it has the right to disclose its Confidential Information to the Recipient.
            9.2 Each party acknowledges that it has had the opportunity to have legal counsel review this deed.
            9.3 Each Party agrees that it shall have no remedies in respect of any representation that is not set out in this deed.
            9.4 Neither party shall export, directly or indirectly, any Confidential Information to any country for which governmental authorization is required.
            ”PROVIDER” shall mean the party hereto disclosing CONFIDENTIAL INFORMATION to the RECIPIENT party.
            This Agreement has been entered into on the date stated above by:
            """);
        Map<String, ClauseDecision> decided = ClauseRules.decide(document.chunks());
        assertEquals("1 Confidential information", chunk(document, "In this deed").sectionPath().getFirst(),
            "a number and a title over unnumbered text head it");
        assertEquals("3 Reverse engineering, decompilation and re-identification", chunk(document, "The Confidant must not")
            .sectionPath().getFirst(), "a title as long as a wrapped line is still a line of its own");
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, category(document, decided, "(a) it informs"),
            "a condition of the disclosure its lead-in permits, not the heading's topic");
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, category(document, decided, "(c) it shall at all times"));
        assertEquals(ClauseCategory.LICENSE_GRANT, category(document, decided, "By making a submission"));
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, category(document, decided, "If any provision"));
        assertEquals(ClauseCategory.NO_LICENSE, category(document, decided, "8. All right"), "a clause run into the one before is its own");
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, category(document, decided, "9.1 Each Disclosing Party warrants"));
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, category(document, decided, "9.2 Each party acknowledges"));
        assertEquals(ClauseCategory.ENTIRE_AGREEMENT, category(document, decided, "9.3 Each Party agrees"));
        assertEquals(ClauseCategory.EXPORT_CONTROL, category(document, decided, "9.4 Neither party shall export"));
        assertEquals(ClauseCategory.DEFINITIONS, category(document, decided, "”PROVIDER” shall mean"));
        assertEquals(ChunkKind.SIGNATURE_BLOCK, chunk(document, "This Agreement has been entered into").kind());
    }

    @Test
    void aNumberStartingALineInsideASentenceOrAnAddressIsNoHeading() {
        ParsedDocument document = parse("""
            CONFIDENTIALITY AGREEMENT
            1. The Recipient shall return the Confidential Information within ten business days after the Discloser asks for it, and in any event within
            2 Business Days after the end of the Purpose and
            shall certify the return in writing.
            2. Notices go to Beta Ltd,
            9 Old Hall Street
            Liverpool.
            """);
        assertTrue(chunk(document, "1. The Recipient").content().contains("2 Business Days"), "a wrapped sentence stays whole");
        assertTrue(document.chunks().stream().flatMap(c -> c.sectionPath().stream()).noneMatch(s -> s.startsWith("9 Old")),
            "an address line is no heading");
    }

    @Test
    void capitalLetteredItemsAreItemsAndPurposesAndEmployeesInOtherWords() {
        ParsedDocument document = parse("""
            NON DISCLOSURE AGREEMENT
            1. CONFIDENTIAL INFORMATION. Acme agrees to transmit to RECIPIENT confidential information for evaluation purposes only.
            2. PERIOD. For a period of five (5) years, RECIPIENT will not disseminate the confidential information except to it's employees who evaluate it.
            3. NON-CONFIDENTIAL INFORMATION. RECIPIENT shall have no obligation with respect to information to the extent such information:
            A. is or becomes generally available to the public other than as a consequence of a breach of an obligation of confidentiality; or
            B. is made public by Acme; or
            C. is independently developed by RECIPIENT; or
            D. is received from a third party independent of Acme without breaching an obligation of confidentiality; or
            E. is required to be disclosed by the operation of law.
            """);
        Map<String, ClauseDecision> decided = ClauseRules.decide(document.chunks());
        assertEquals(ClauseCategory.STANDARD_EXCEPTIONS, category(document, decided, "A. is or becomes"), "a capital-lettered item is no heading");
        assertEquals(ClauseCategory.STANDARD_EXCEPTIONS, category(document, decided, "D. is received from a third party"),
            "an item of its own, not run into the one on the law after it");
        assertTrue(ClauseRules.topics(document.chunks()).containsAll(Set.of(ClauseCategory.PURPOSE_LIMITATION, ClauseCategory.PERMITTED_DISCLOSURE)),
            "'for evaluation purposes only' limits the use; 'except to it's employees' permits a disclosure");
    }

    @Test
    void exclusionsAfterTheForegoingAPrivilegeNotWaivedAndATermToContinueInOtherWords() {
        ParsedDocument document = parse("""
            NON-DISCLOSURE AGREEMENT
            2. Company will not disclose Confidential Information to any third person. Company will make no commercial use of the Confidential Information.
            3. This Agreement does not preclude discussions of Confidential Information between the undersigned and the University's staff.
            4. COMPANY agrees that, for a period of five (5) years after its receipt of Confidential Information, it shall keep it confidential. The foregoing shall not apply to that part of any Confidential Information that:
            (a) is disclosed or used by COMPANY in accordance with any written consent granted by the University; or
            (b) at the time of receipt by COMPANY was independently known by COMPANY; or
            (c) at any time becomes generally known to the public through no fault of COMPANY.
            5. It is not the intention of the University for the Company to waive solicitor-client privilege or any other protection provided by law.
            6. Nothing herein contained shall be deemed to impose on either party any obligation to give the other party the opportunity of making a tender or to enter into any contract.
            7. This agreement will be effective as of the date below, and continue for five (5) years.
            """);
        Map<String, ClauseDecision> decided = ClauseRules.decide(document.chunks());
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, category(document, decided, "3. This Agreement does not preclude"));
        assertEquals(ClauseCategory.STANDARD_EXCEPTIONS, category(document, decided, "(a) is disclosed or used"),
            "an item after 'The foregoing shall not apply to ... that:' is an exclusion, not the term its paragraph opens with");
        assertEquals(ClauseCategory.STANDARD_EXCEPTIONS, category(document, decided, "(b) at the time of receipt"));
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, category(document, decided, "5. It is not the intention"), "a solicitor is no solicitation");
        assertEquals(ClauseCategory.NO_OBLIGATION, category(document, decided, "6. Nothing herein"));
        assertEquals(ClauseCategory.TERM_AND_SURVIVAL, category(document, decided, "7. This agreement will be effective"));
        assertTrue(ClauseRules.topics(document.chunks()).contains(ClauseCategory.PURPOSE_LIMITATION), "'make no commercial use' limits the use");
        assertTrue(!ClauseRules.topics(document.chunks()).contains(ClauseCategory.NON_SOLICITATION));
    }

    @Test
    void aCompetentAuthorityANamedVentureAndHeadingsForReferenceAreNotWhatTheirWordsSuggest() {
        ParsedDocument document = parse("""
            MUTUAL NON-DISCLOSURE AGREEMENT
            BE IT KNOWN, that the Owner has or may furnish to the Recipient certain confidential information on the following conditions:
            1. Each party intends to disclose information to the other for the purpose of discussing a joint venture (the Purpose).
            6. Nothing in this Agreement will prevent the Recipient from making any disclosure of the Confidential Information required by law or by any competent authority.
            8. Neither this Agreement nor the supply of any information grants the Recipient any licence, interest or right in respect of any intellectual property rights of the other party except the right to copy the Confidential Information solely for the Purpose.
            9. None of the Confidential Information shall constitute any representation, warranty or guarantee by the Owner.
            14. Interpretation: The use of sections and the insertion of headings are for reference purposes only and are not to affect the interpretation of this agreement.
            """);
        Map<String, ClauseDecision> decided = ClauseRules.decide(document.chunks());
        assertEquals(ClauseCategory.PREAMBLE, category(document, decided, "BE IT KNOWN"));
        assertTrue(category(document, decided, "1. Each party intends") != ClauseCategory.GENERAL_PROVISIONS, "a venture discussed is no partnership disclaimed");
        assertEquals(ClauseCategory.COMPELLED_DISCLOSURE, category(document, decided, "6. Nothing in this Agreement"), "a competent authority is no competitor");
        assertEquals(ClauseCategory.NO_LICENSE, category(document, decided, "8. Neither this Agreement"));
        assertEquals(ClauseCategory.NO_WARRANTY, category(document, decided, "9. None of the Confidential"));
        assertEquals(ClauseCategory.GENERAL_PROVISIONS, category(document, decided, "14. Interpretation"), "headings for reference purposes are no purpose");
    }

    @Test
    void theOpeningsLeadInHeadsNoItemOfALaterNumberedClause() {
        ParsedDocument document = parse("""
            Two-Way Non-Disclosure Agreement
            This Agreement is made between Harbour Ltd. and Beta Ltd. In consideration of the mutual covenants contained in this Agreement, the parties hereby agree to the following:
            1. Definitions
            (a) "Confidential Information" means non public information that the Disclosing Party designates as being confidential.
            2. Rights & Remedies
            (a) Receiving Party acknowledges that monetary damages may not be a sufficient remedy for unauthorised disclosure of Confidential Information and that Disclosing Party shall be entitled to such compensation as may be deemed proper by a court of competent jurisdiction.
            (b) Disclosing Party may visit Receiving Party's premises, with reasonable prior notice and during normal business hours, to review Receiving Party's compliance with the Terms of this Agreement.
            3. Miscellaneous
            (a) The terms of confidentiality under this Agreement shall not be construed to limit either party's right to independently develop or acquire products without use of the other party's Confidential Information.
            """);
        Map<String, ClauseDecision> decided = ClauseRules.decide(document.chunks());
        assertEquals(ClauseCategory.REMEDIES, category(document, decided, "(a) Receiving Party acknowledges"),
            "an item of clause 2, not of the opening's 'agree to the following:'");
        assertEquals(ClauseCategory.AUDIT_RIGHTS, category(document, decided, "(b) Disclosing Party may visit"));
        assertEquals(ClauseCategory.COMPETITIVE_RESTRICTION_EXCEPTION, category(document, decided, "(a) The terms of confidentiality"));
    }

    private static ClauseCategory category(ParsedDocument document, Map<String, ClauseDecision> decided, String start) {
        ClauseDecision decision = decided.get(chunk(document, start).id());
        return decision == null ? null : decision.category();
    }

    private static Chunk chunk(ParsedDocument document, String start) {
        return document.chunks().stream().filter(c -> c.content().startsWith(start)).findFirst()
            .orElseThrow(() -> new AssertionError("no chunk starts with " + start + ": " + document.chunks()));
    }

    private ParsedDocument parse(String text) {
        return parser.parse(new DocumentSource("nda.txt", text.getBytes(StandardCharsets.UTF_8)));
    }
}
