package dev.clauselens.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Perspective;
import dev.clauselens.core.terms.KeyTermExtractor;
import dev.clauselens.core.terms.TriageChecklist;
import dev.clauselens.core.terms.TriageChecklist.Check;
import dev.clauselens.core.terms.TriageChecklist.Status;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The ten-point NDA screen on the team's sample NDA and on a one-sided text written for the red cases. */
class TriageChecklistTest {
    private final StandardDocumentParser parser = new StandardDocumentParser();

    @Test
    void screensTheSampleNdaPointByPointWithVerbatimQuotes() throws Exception {
        Map<String, Check> checks = screen(Files.readString(Path.of("../../infra/local/samples/mutual-nda.txt")));
        assertEquals(10, checks.size());
        assertEquals(Status.GREEN, checks.get("Term of 1 to 3 years").status());
        assertEquals(Status.GREEN, checks.get("Confidentiality survives 2 to 5 years").status());
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertEquals(Status.GREEN, checks.get("Notice of compelled disclosure").status());
        Map<String, Check> other = screen("""
            CONFIDENTIALITY AGREEMENT

            1. The obligation of confidentiality shall not apply to any Confidential Information that: a) was known to the Receiving Party prior to such disclosure; b) was public knowledge at the time of such disclosure; c) is lawfully disclosed or made available to the Receiving Party by a third party having no obligation of confidentiality; d) was independently developed by the Receiving Party.
            """);
        assertStatus(Status.GREEN, other, "Standard exclusions");
        Map<String, Check> third = screen("""
            CONFIDENTIALITY AGREEMENT

            6. All intellectual property rights associated with the Confidential Information shall remain in the Discloser.

            7. The obligation of non-disclosure shall not extend to: (1) information in the Recipient's possession free of any obligation of confidence; (2) information which is generally known; (3) information which is revealed to the Recipient by a third party; or (4) information developed by the Recipient independently.

            8. If the Discloser instructs the Recipient not to comply with a subpoena, the Discloser shall indemnify and hold harmless the Recipient from any damages resulting from its compliance with those instructions.

            9. The Discloser shall be entitled to injunctive relief.
            """);
        assertStatus(Status.GREEN, third, "Standard exclusions");
        Map<String, Check> fourth = screen("""
            CONFIDENTIALITY AGREEMENT

            2. The obligations do not extend to information which (i) is publicly known, (ii) was obtained from a third Person not obliged to keep it confidential, (iii) was generated independently by the Recipient or (iv) was received prior to the Effective Date of this Agreement.
            """);
        assertStatus(Status.GREEN, fourth, "Standard exclusions");
        assertEquals(Status.GREEN, third.get("No licence granted").status(), "rights that remain with the discloser");
        assertEquals(Status.GREEN, third.get("Remedies").status(), "an indemnity the discloser gives is no penalty");
        assertEquals(Status.YELLOW, checks.get("No non-compete or non-solicit").status(), "the sample has a non-solicit");
        assertTrue(checks.get("No non-compete or non-solicit").quote().quote().contains("solicit"));
        assertEquals(Status.RED, checks.get("No residuals clause").status());
        assertEquals(Status.GREEN, checks.get("Whistleblower immunity notice (US)").status(), "English law");
    }

    @Test
    void aOneSidedTextTurnsTheScreenRedWhereItShould() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            This Agreement is made between Alpha LLC and Beta Corp.

            1. The Recipient shall keep the Confidential Information secret. These obligations continue in perpetuity.

            2. The obligations do not apply to information that is publicly available.

            3. For two (2) years the Recipient shall not directly or indirectly compete with Alpha LLC anywhere in the world.

            4. The Recipient shall pay liquidated damages of $100,000 for each breach.

            5. This Agreement is governed by the laws of the State of Delaware.
            """);
        assertEquals(Status.YELLOW, checks.get("Term of 1 to 3 years").status(), "no term is stated");
        assertNull(checks.get("Term of 1 to 3 years").quote());
        assertEquals(Status.RED, checks.get("Confidentiality survives 2 to 5 years").status());
        assertEquals(Status.RED, checks.get("Standard exclusions").status());
        assertTrue(checks.get("Standard exclusions").reason().contains("independently developed"));
        assertEquals(Status.RED, checks.get("No non-compete or non-solicit").status());
        assertEquals(Status.RED, checks.get("Remedies").status());
        assertEquals(Status.YELLOW, checks.get("Whistleblower immunity notice (US)").status(), "Delaware law, no DTSA notice");
        assertEquals(Status.YELLOW, checks.get("Return or destruction").status());
        assertEquals(Status.YELLOW, checks.get("Notice of compelled disclosure").status());
    }

    @Test
    void theWhistleblowerNoticeIsAskedForUnderAnyUsStateLawAndNotUnderAnotherStates() {
        String nda = """
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Confidential Information secret.

            2. This Agreement shall be governed by and construed in accordance with %s.
            """;
        assertEquals(Status.YELLOW, screen(nda.formatted("Utah law")).get("Whistleblower immunity notice (US)").status());
        assertEquals(Status.YELLOW, screen(nda.formatted("the laws of the State of Minnesota")).get("Whistleblower immunity notice (US)").status());
        Check israel = screen(nda.formatted("the laws of the State of Israel")).get("Whistleblower immunity notice (US)");
        assertEquals(Status.GREEN, israel.status(), "a state that is no US state: " + israel.reason());
        Check ontario = screen(nda.formatted("the laws of the Province of Ontario")).get("Whistleblower immunity notice (US)");
        assertEquals("not needed where the law of the Province of Ontario applies", ontario.reason());
    }

    @Test
    void exclusionsReturnAndANonSolicitAreReadInOtherWords() {
        Map<String, Check> checks = screen("""
            CONFIDENTIALITY AGREEMENT

            1. No obligation of confidentiality applies to any Confidential Information the Recipient: (a) already possesses; (b) develops independently; (c) rightfully receives without obligation of confidentiality from a third party.

            2. No obligation applies to information that is or becomes publicly available.

            3. Upon termination the Recipient shall, upon written request, deliver any records, data and other documents furnished to it.

            4. Under no circumstance will the Recipient approach any of the Discloser's customers for its own benefit.

            5. This Agreement will not restrict the Recipient from complying with an order of a court of competent jurisdiction; the Recipient will promptly notify the Discloser of such order.
            """);
        assertEquals(Status.GREEN, checks.get("Notice of compelled disclosure").status());
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertEquals(Status.GREEN, checks.get("Return or destruction").status());
        assertEquals(Status.YELLOW, checks.get("No non-compete or non-solicit").status());
        assertTrue(checks.get("No non-compete or non-solicit").quote().quote().contains("approach"));
    }

    @Test
    void independentDevelopmentIsReadAsTheHypothesesReadItNotInATradeSecretsDefinition() {
        String exclusions = """
            CONFIDENTIAL DISCLOSURE AGREEMENT

            1. "Trade Secrets" means information that is not readily ascertainable through independent development.

            2. The obligations do not apply to information which is in the public domain, was in its possession at the time of disclosure, or is received from a third party without restriction%s.
            """;
        assertEquals(Status.YELLOW, screen(exclusions.formatted("")).get("Standard exclusions").status(),
            "a trade secret's definition is no exclusion for independent development");
        assertEquals(Status.GREEN, screen(exclusions.formatted(", or has been generated by the Recipient without reliance on it"))
            .get("Standard exclusions").status());
    }

    @Test
    void surrenderAnOrderToDiscloseAndPayingForAThirdPartysClaimAreRead() {
        Map<String, Check> checks = screen("""
            CONFIDENTIALITY AGREEMENT

            1. All Test materials are BOMI's property and will be promptly surrendered to BOMI upon the completion of the Testing Period.

            2. In the event that the Receiving Party is ordered to disclose the Confidential Information pursuant to a judicial order, Receiving Party shall immediately notify Vapotherm.

            3. If a third party brings an action against BOMI arising out of Attendee's breach of this Agreement, BOMI may settle or defend the claim, and Attendee shall pay all settlements, costs, damages and legal fees arising out of it.
            """);
        assertEquals(Status.GREEN, checks.get("Return or destruction").status());
        assertEquals(Status.GREEN, checks.get("Notice of compelled disclosure").status());
        assertStatus(Status.RED, checks, "Remedies");
        assertTrue(checks.get("Remedies").quote().quote().contains("shall pay all settlements"));
    }

    @Test
    void exclusionsNoticeAndANonCircumventionInOtherWords() {
        Map<String, Check> checks = screen("""
            CONFIDENTIALITY AGREEMENT

            1. The Receiving Party's obligations do not apply to information that (a) is generally made available publicly by the disclosing party, (b) is developed by the Receiving Party without reference to the Confidential Information, (c) was in the Receiving Party's possession before receipt, or (d) becomes rightfully possessed by the receiving party without any obligation restricting disclosure.

            2. Recipient may disclose CI as necessary to respond to a valid order by a court, provided that Recipient promptly notifies Discloser upon receipt of the order.

            3. Each Party shall not conduct business with any sources or contacts made known by another Party.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertEquals(Status.GREEN, checks.get("Notice of compelled disclosure").status());
        assertEquals(Status.RED, checks.get("No non-compete or non-solicit").status());
    }

    @Test
    void exclusionsListedInShortAreAllFourAndAShortNoLicenceIsOne() {
        Check exclusions = screen("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            3. Exclusions. Not confidential: information that is public, already known, developed independently, or received lawfully without restriction.
            """).get("Standard exclusions");
        assertEquals(Status.GREEN, exclusions.status(), exclusions.reason());
        Map<String, Check> general = screen("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            3. Exclusions. Information which is public, already known without breach, independently developed, or disclosed by third parties without breach.

            6. No License. No rights are granted except as stated.
            """);
        assertStatus(Status.GREEN, general, "Standard exclusions");
        assertStatus(Status.GREEN, general, "No licence granted");
    }

    @Test
    void anEmployeesExclusionsAreReadWithTheEmployeeAsRecipient() {
        Map<String, Check> checks = screen("""
            EMPLOYEE NON-DISCLOSURE AGREEMENT

            1. This Agreement does not apply to information that:

            (a) Is or becomes public knowledge through no fault of Employee;

            (b) Was known to Employee prior to employment;

            (c) Is received by Employee from a third party without restriction;

            (d) Is independently developed by Employee after employment ends using no Confidential Information; or

            (e) Must be disclosed by law (with prompt notice to Company).
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");

        Map<String, Check> letter = screen("""
            CONFIDENTIALITY AGREEMENT

            5. this shall not apply to publicly available information or information, which was provided to us by a third party \
            without any breach of a confidentiality obligation, or as to which we are able to prove that we had already held the \
            information prior to the date of signing or acquired or developed it independently thereof;

            8. exceptions are cases in which Information must be disclosed pursuant to statutory or regulatory rules, provided \
            that Deloitte FA is notified promptly of this requirement.
            """);
        assertStatus(Status.GREEN, letter, "Standard exclusions");
        assertEquals(Status.GREEN, screen("""
            CONFIDENTIALITY AGREEMENT

            Confidential Information does not include information which (i) is or becomes publicly available, or (ii) is or becomes \
            available to the Recipient from a person other than the Company or its advisers, provided that such person is not \
            prohibited to disclose such information, or (iii) was already known to the Recipient, or (iv) is independently developed \
            by the Recipient.
            """).get("Standard exclusions").status(), "information from a person other than the discloser is from a third party");
        Check noPrior = screen("""
            CONFIDENTIALITY AGREEMENT

            Confidential Information does not include information which (i) is or becomes publicly available, or (ii) is or becomes \
            available to the Recipient from a person other than the Company, or (iii) is independently developed by the Recipient.

            On request the Recipient will return all documents containing Confidential Information, whether or not in the possession \
            of the Recipient.
            """).get("Standard exclusions");
        assertEquals("no exclusion for information the recipient already had", noPrior.reason(), "a return clause's possession is no exclusion");
        assertStatus(Status.GREEN, letter, "Notice of compelled disclosure");
    }

    @Test
    void aLongSentenceIsQuotedFromAWordAndInformationIsNoNotice() {
        String text = """
            CONFIDENTIALITY AGREEMENT

            1. Confidential Information shall not include information that (i) is in the public domain through no improper action or inaction by Dealer, or (ii) was in Dealers possession or known by Dealer prior to receipt from CIF, or (iii) is rightfully disclosed to Dealer by a third party, or (iv) is required to be disclosed by Dealer in compliance with applicable laws or court order.

            2. Dealer shall not disclose the Confidential Information to any person.
            """;
        Check compelled = screen(text).get("Notice of compelled disclosure");
        assertEquals(Status.YELLOW, compelled.status(), "\"Information\" is no notice: " + compelled.reason());
        String quote = compelled.quote().quote();
        assertTrue(text.contains(" " + quote), "quoted from a word's start: " + quote);
        assertTrue(quote.endsWith("court order."), quote);
    }

    @Test
    void ownershipKeptAndCopiesDeliveredBackAreRead() {
        Map<String, Check> checks = screen("""
            CONFIDENTIALITY AGREEMENT

            1. Confidential Information shall not include information that is or becomes known publicly, was learned by the receiving Party from a third party, was already known to the receiving Party or is independently developed by it.

            2. Dealer acknowledges that the Confidential Information is the property of CIF.

            3. At the conclusion of their review, all copies of the Information will be delivered by Holdings and its Representatives to Big Sky.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertEquals(Status.GREEN, checks.get("No licence granted").status());
        assertEquals(Status.GREEN, checks.get("Return or destruction").status());
    }

    @Test
    void exclusionsSaidOfAnyDisclosureAndACompetingBusinessAreRead() {
        Map<String, Check> checks = screen("""
            AGREEMENT

            1. Neither Selling Party will, directly or indirectly: (i) engage in the homebuilding business within 100 miles (a "Competing Business").

            3. Neither Party shall be obligated to preserve the confidentiality of any information that (a) prior to any disclosure by Disclosing Party was known by Receiving Party; (b) is or becomes publicly available; (c) was developed by Receiving Party independently of any Confidential Information; or (d) is disclosed by a third party.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertEquals(Status.RED, checks.get("No non-compete or non-solicit").status());
    }

    @Test
    void anEmployeeNonSolicitAndALongIndemnityForBreachAreRead() {
        Map<String, Check> checks = screen("""
            CONFIDENTIALITY AGREEMENT

            1. You shall not, and shall procure that any associated company of yours shall not, employ, seek to employ, or solicit any person employed by us.

            2. Investor shall indemnify and hold harmless the Owner and its affiliates (and their respective directors, officers, partners, agents and employees) from and against all claims, actions, causes of action, damages, losses and liabilities (including without limitation, reasonable attorney's fees and expenses) arising out of or based upon any breach of this Agreement.
            """);
        assertEquals(Status.YELLOW, checks.get("No non-compete or non-solicit").status());
        assertEquals(Status.RED, checks.get("Remedies").status());
        assertEquals(Status.RED, screen("""
            CONFIDENTIALITY AGREEMENT

            10. The Supplier shall indemnify the Buyer against all losses arising from: a failure by the Supplier's staff to comply with their duties of secrecy; or fraud.
            """).get("Remedies").status(), "an indemnity for a failure to comply is one for breach");
        Map<String, Check> plain = screen("""
            CONFIDENTIALITY AGREEMENT

            1. The Recipient may disclose the information to its employees, consultants and clients who need to know it.
            """);
        assertEquals(Status.GREEN, plain.get("No non-compete or non-solicit").status(), "\"employees\" is no covenant not to employ");
    }

    @Test
    void theProtectionsTheTextStatesAreThereWhateverTheirHeading() throws Exception {
        ParsedDocument sample = parser.parse(new DocumentSource("nda.txt",
            Files.readAllBytes(Path.of("../../infra/local/samples/mutual-nda.txt"))));
        assertEquals(Set.of(ClauseCategory.REMEDIES, ClauseCategory.RETURN_OR_DESTRUCTION, ClauseCategory.COMPELLED_DISCLOSURE,
            ClauseCategory.NO_LICENSE, ClauseCategory.STANDARD_EXCEPTIONS, ClauseCategory.GOVERNING_LAW,
            ClauseCategory.TERM_AND_SURVIVAL), TriageChecklist.protections(sample.chunks(),
                KeyTermExtractor.extract(sample.chunks(), sample.title())).stated());
        ParsedDocument bare = parser.parse(new DocumentSource("nda.txt", """
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Confidential Information secret and use it only to evaluate the deal.

            2. The obligations do not apply to information that is publicly available.
            """.getBytes(StandardCharsets.UTF_8)));
        assertEquals(Set.of(), TriageChecklist.protections(bare.chunks(), KeyTermExtractor.extract(bare.chunks(),
            bare.title())).stated(), "one exclusion is not the standard four; no law, no term");
    }

    @Test
    void priorKnowledgeAtTheTimeOfReceiptAndAReturnOfAllDocumentsAreRead() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            4. The obligations shall not apply to information that (a) is generally available to the public; (c) is known by the receiving party at the time of receipt from the disclosing party as evidenced by its documentation; (d) was independently developed by the receiving party without use of the Confidential Information; or (e) is lawfully received without restriction from a third party.

            8. Each party undertakes, on written request, to return to the other party all documents and other material in its possession, custody or control that contain any part of the other party's Confidential Information.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertEquals(Status.GREEN, checks.get("Return or destruction").status());
    }

    @Test
    void aThirdPartySourceAfterItsConditionsIsReadAndAcknowledgeIsNoDisclaimerOfRights() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            5. This Agreement shall not restrict disclosure or use of Proprietary Information that is: A. Now, or hereafter becomes, through no act of the Receiving Party, generally known; or B. Known by the Receiving Party at the time of receiving such information as evidenced by its records; or C. Hereafter furnished to the Receiving Party, as a matter of right and without restriction on disclosure, by a third party who had not received it from the Disclosing Party; or E. Independently developed by the Receiving Party by persons who did not have access to the Disclosing Party's information.

            3. Background Checks: VENDOR acknowledges that BPS reserves the right to conduct an appropriate background check on any and all participants with access to the Confidential Information.

            7. Company shall certify that it has not released any controlled technical data and that it is seeking a license or other approval.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertEquals(Status.YELLOW, checks.get("No licence granted").status(), "the \"no\" of \"acknowledges\" grants nothing: "
            + checks.get("No licence granted").quote());
        Map<String, Check> owned = screen("""
            NON-DISCLOSURE AGREEMENT

            4. Confidential Information created by Company will be considered a work for hire in which the ownership of all right, title and interest therein vests in Champion.
            """);
        assertEquals(Status.GREEN, owned.get("No licence granted").status(), "ownership vested in the discloser passes nothing");
    }

    @Test
    void aCoverPageLeavesWhatItIsSilentOnToTheTermsItIncorporates() {
        Map<String, Check> checks = screen(KeyTermsTest.COVER_PAGE);
        Check exclusions = checks.get("Standard exclusions");
        assertEquals(Status.YELLOW, exclusions.status(), "no exclusion in a cover page is no red point: " + exclusions.reason());
        assertTrue(exclusions.reason().startsWith("left to the incorporated terms, which are not in this text: "), exclusions.reason());
        assertEquals(Status.GREEN, checks.get("Term of 1 to 3 years").status(), "the cover page's own term is judged");
        assertEquals(Status.GREEN, checks.get("Confidentiality survives 2 to 5 years").status());
        assertEquals(Status.RED, screen("""
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall not disclose Confidential Information to anyone.
            """).get("Standard exclusions").status(), "an agreement without exclusions still fails the point");
    }

    @Test
    void aNonCompeteWhoseWillNotItsItemsCutOffIsOne() {
        Check check = screen("""
            CONFIDENTIALITY AND NON-COMPETITION AGREEMENT

            4. The Employee will not: (i) while employed; and (ii) for one year after leaving, carry on or be engaged in any capacity with any business which is competitive with the Employer.
            """).get("No non-compete or non-solicit");
        assertEquals(Status.RED, check.status(), check.reason());
    }

    @Test
    void aDisclosureNotMadeWithoutFirstNotifyingTheDiscloserIsOneAfterNotice() {
        Check check = screen("""
            CONFIDENTIALITY TERMS

            - The Recipient may disclose Confidential Information if the disclosure is required by law or a court order, but the Recipient must not make such a disclosure without first notifying the Discloser.
            """).get("Notice of compelled disclosure");
        assertEquals(Status.GREEN, check.status(), check.reason());
    }

    @Test
    void noTransferOfOwnershipAndOwnershipKeptInOtherWordsAreNoLicence() {
        for (String wording : List.of(
            "4. Under the terms of this Agreement there is no explicit or implied transfer of ownership to the receiving party of any drawings.",
            "4. The Discloser shall have sole ownership of the Confidential Information.",
            "4. All notes incorporating the Confidential Information shall be the property of the Discloser.",
            "4. This Agreement does not transfer any intellectual property rights or grant any licence to use the information beyond the Purpose.")) {
            Check check = screen("NON-DISCLOSURE AGREEMENT\n\n" + wording + "\n").get("No licence granted");
            assertEquals(Status.GREEN, check.status(), wording);
        }
        String options = """
            NON-DISCLOSURE AGREEMENT

            ☐ - Unilateral – The Discloser shall have sole ownership of the Confidential Information.

            ☐ - Mutual – Each party shall keep the other's information confidential.
            """;
        assertEquals(Status.YELLOW, screen(options).get("No licence granted").status(), "an option left unticked states nothing");
        assertEquals(Status.GREEN, screen(options.replaceFirst("☐", "☒")).get("No licence granted").status(), "a ticked one does");
        Check mere = screen("""
            NON-DISCLOSURE AGREEMENT

            4. The Recipient shall protect this property of the Discloser with reasonable care.
            """).get("No licence granted");
        assertEquals(Status.YELLOW, mere.status(), "\"this property of\" keeps no ownership: " + mere.quote());
    }

    @Test
    void aForbiddenOrFearedDestructionIsNoReturnDutyAndAnInjunctionAgainstOthersIsNoRemedy() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            a. If the contract does not contain the requirements, the contractor will handle the VA property with a reasonable degree of care to prevent the unauthorized access, use, dissemination, publication, or destruction that the contractor uses to protect its own sensitive information.

            e. The contractor will not authorize anyone else to access, disclose, modify, or destroy the information, software or applications on the VA systems.

            i. VA will name the official whom the contractor will notify if any unauthorized access, modification, disposition, or destruction of VA sensitive information occurs.

            j. The contractor will also cooperate with VA in any civil litigation to obtain injunctive relief against any third party who accessed or disclosed VA sensitive data.
            """);
        assertEquals(Status.YELLOW, checks.get("Return or destruction").status(), String.valueOf(checks.get("Return or destruction").quote()));
        assertEquals(Status.YELLOW, checks.get("Remedies").status(), String.valueOf(checks.get("Remedies").quote()));
        Map<String, Check> delivered = screen("""
            NON-DISCLOSURE AGREEMENT

            e. The contractor will not authorize anyone else to access, disclose, modify, or destroy the information on the VA systems.

            k. Upon completion or termination of the contract for any reason, the contractor will immediately deliver all VA records, data, copies of VA records and data to the VA official designated in the contract.
            """);
        assertEquals(Status.GREEN, delivered.get("Return or destruction").status());
        assertTrue(delivered.get("Return or destruction").quote().quote().contains("deliver all VA records"),
            delivered.get("Return or destruction").quote().quote());
    }

    @Test
    void aFreedomToDevelopIsNoNonCompeteAndAThirdPartyIsAPersonNotBoundToTheDiscloser() {
        Map<String, Check> checks = screen("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            2. The term "Confidential Information" does not include any information which (a) at the time of disclosure or thereafter is generally available to or known by the public, (b) was available to you on a non-confidential basis prior to disclosure by the Company, (c) becomes available to you on a non-confidential basis from a Person who is not known by you to be bound by a confidentiality agreement with the Company, or (d) is or was independently developed by you without reference to any Confidential Information.

            3.2. Accordingly, nothing in this Agreement will be construed as a representation or inference that Receiving Party will not develop products, or have products developed for it that compete with the products contemplated by Disclosing Party's Confidential Information.
            """);
        assertStatus(Status.GREEN, checks, "No non-compete or non-solicit");
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        Map<String, Check> bound = screen("""
            NON-COMPETITION AGREEMENT

            1. For two years the Employee will not, directly or indirectly, compete with the Company anywhere in the world.
            """);
        assertEquals(Status.RED, bound.get("No non-compete or non-solicit").status());
    }

    @Test
    void aLegallyCompelledDisclosureAfterPromptNoticeIsGreen() {
        Map<String, Check> checks = screen("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            8. If the Recipient receives notice indicating that it may or will be legally compelled to disclose any of the Confidential Information, Recipient will make a reasonable effort to provide the Disclosing Party with prompt notice so that the Disclosing Party may seek a protective order.
            """);
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
    }

    @Test
    void aRequestInACourtProceedingAndANoHireWhoseNegationIsFarAhead() {
        Map<String, Check> checks = screen("""
            COVENANT NOT TO COMPETE

            (a) In the event that Seller is requested in any court or governmental proceeding to disclose any Confidential Information, Seller shall give Purchasers prompt notice of such request.

            2.04 Seller agrees that for a period of one (1) year after the execution of this Agreement, it will not in any way, directly or indirectly, for itself or on behalf of or in conjunction with any other person, partnership, firm or corporation hire any employee of the Division.
            """);
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
        assertStatus(Status.YELLOW, checks, "No non-compete or non-solicit");
    }

    @Test
    void representativesInformedOfTheConfidentialNatureIsNoNoticeAndThirdPartiesInOtherWords() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            (b) "Blueknight Non-public Information" shall not include information which (i) is or becomes generally available to the public other than as a result of disclosure by Receiving Party, (ii) was or becomes available to Receiving Party on a non-confidential basis from a person, other than Blueknight or the General Partner, who is not known by Receiving Party to be bound by an obligation to keep such information confidential or (iii) is developed independently by Receiving Party.

            3. Receiving Party shall keep Blueknight Non-public Information in strict confidence, except to the extent that Receiving Party is required by applicable law or by legal process to disclose any such information; provided, however, that Receiving Party may disclose such information to its representatives, it being understood that such representatives shall be informed in advance by Receiving Party of the confidential nature of such information.
            """);
        assertStatus(Status.YELLOW, checks, "Notice of compelled disclosure");
        assertFalse(checks.get("Standard exclusions").reason().contains("third party"), checks.get("Standard exclusions").reason());
    }

    @Test
    void compelledUnderApplicableLawAndNothingConstruedAsGrantingALicence() {
        Map<String, Check> checks = screen("""
            MUTUAL NONDISCLOSURE AGREEMENT

            2. Nothing except that expressly stated herein shall affect either party's rights under any country's patent laws, or be construed as granting any license under any present or future patent.

            3. In the event that a receiving party is or becomes legally compelled under applicable law, regulation or securities exchange listing agreement to disclose any portion of the Confidential Information, the receiving party will provide the disclosing party with prompt written notice of such legal compulsion.
            """);
        assertStatus(Status.GREEN, checks, "No licence granted");
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
    }

    @Test
    void aNoticeInTheItemsAfterTheLawsPermissionAPublicExclusionAndANoHireOfPersonsEmployedAreRead() {
        Map<String, Check> checks = screen("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            1. Confidential Information shall not include information which (a) was rightfully in the possession of the Receiving Party prior to disclosure; (b) is independently developed by the Receiving Party; (c) is now or hereafter becomes available to the public other than as a result of disclosure by the Receiving Party; or (d) becomes available to the Receiving Party on a non-confidential basis from a source other than the Furnishing Party.
            2.1 The Receiving Party shall be entitled to disclose Confidential Information to the extent that it is required to do so by applicable law or by order of a court.
            2.2 Before making a disclosure pursuant to Clause 2.1, the Receiving Party shall, if the circumstances permit:
            2.2.1 notify the Disclosing Party in writing of the proposed disclosure as soon as possible; and
            2.2.2 ask the court to treat the Confidential Information as confidential.
            3. For a period of one year, neither Party shall directly or indirectly solicit for hire any person currently employed by the other Party.
            """);
        Map<String, Check> letter = screen("""
            CONFIDENTIALITY AGREEMENT

            1. The persons involved will not for a period of two years directly or indirectly solicit for employment any person who is now employed by the Company.
            """);
        assertStatus(Status.YELLOW, letter, "No non-compete or non-solicit");
        Map<String, Check> headed = screen("""
            CONFIDENTIALITY AGREEMENT

            6 CONFIDENTIALITY
            The Receiving Party shall keep the Confidential Information confidential.
            7 NON-SOLICITATION OF EMPLOYEES
            The Receiving Party agrees that it will not, for a period of 24 months, encourage, entice, induce or persuade any person -
            7.1 who is in the employ of the Disclosing Party,
            to terminate such employment.
            """);
        assertEquals(Status.YELLOW, headed.get("No non-compete or non-solicit").status(), "the covenant under its heading: "
            + headed.get("No non-compete or non-solicit").reason());
        Map<String, Check> form = screen("""
            CONFIDENTIALITY AGREEMENT

            6. A. ABSENCE OF LICENSE: The provisions of this Confidentiality Agreement shall not be deemed by implication or otherwise to grant or convey to Receiving Party any license or similar ownership right in and to any Information.
            """);
        assertStatus(Status.GREEN, form, "No licence granted");
        Map<String, Check> limitations = screen("""
            CONFIDENTIALITY AGREEMENT

            3. Limitations. The term "Confidential Information" shall not include information that: (i) is available to the public other than as a result of disclosure by the Receiving Party; (ii) becomes available to the Receiving Party on a non-confidential basis from a source other than the Disclosing Party; (iii) was independently developed by the Receiving Party without use of any Confidential Information; and/or (iv) was demonstrably within the actual possession of the Receiving Party prior to it being furnished by the Disclosing Party.
            """);
        assertStatus(Status.GREEN, limitations, "Standard exclusions");
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertStatus(Status.YELLOW, checks, "No non-compete or non-solicit");
    }

    @Test
    void lawsOfAnyKindJudicialActionAndLicencesNeitherGrantedNorAcquiredAreRead() {
        Map<String, Check> any = screen("""
            NON-DISCLOSURE AGREEMENT

            4. RECIPIENT's obligations shall not extend to CONFIDENTIAL INFORMATION that is required by any law, regulation, or order of court to be disclosed by RECIPIENT. Prior to disclosing it, the RECIPIENT shall first notify PROVIDER.

            6. Nothing herein shall be deemed to constitute, by implication or otherwise, the grant to RECIPIENT of any license under any patent.
            """);
        assertStatus(Status.GREEN, any, "Notice of compelled disclosure");
        assertStatus(Status.GREEN, any, "No licence granted");
        Map<String, Check> judicial = screen("""
            CONFIDENTIALITY AGREEMENT

            4. The restrictions above will not apply to Confidential Information which is disclosed pursuant to judicial action or government regulations, provided that the receiving party notifies the furnishing party prior to such disclosure.

            8. The Confidant acknowledges that it will not acquire any licence, rights, title or interest in any Confidential Information.
            """);
        assertStatus(Status.GREEN, judicial, "Notice of compelled disclosure");
        assertStatus(Status.GREEN, judicial, "No licence granted");
    }

    @Test
    void noticeProvidedLawfulPossessionAndSourcesOtherThanTheDiscloserAreRead() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            3. Limitations. The obligations of the Recipient shall not apply to Confidential Information that: (a) is or becomes generally known to the public; (b) is in the Recipient’s lawful possession at the time of disclosure; (c) becomes known to the Recipient through disclosure by an unaffiliated third party; or (d) is independently developed by the Recipient. It shall not be a breach of this Agreement for the Recipient to disclose Confidential Information if required to do so under law, provided the Disclosing Party has been given reasonable prior notice.

            4. Confidential Information may be disclosed as required pursuant to a requirement of a governmental agency or law so long as the other party is provided notice of such requirement.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
        Map<String, Check> source = screen("""
            CONFIDENTIALITY AGREEMENT

            3. The Recipient shall have no obligation with respect to Confidential Information received at any time from any source other than the Company that has no obligation regarding its confidentiality, made public by the Company, or independently developed by the Recipient, or rightfully in the possession of the Recipient prior to signing this Agreement.
            """);
        assertStatus(Status.GREEN, source, "Standard exclusions");
    }

    @Test
    void aPrivilegeOfSolicitorAndClientIsNoNonSolicitAndAnInformationKnownIndependentlyIsPriorKnowledge() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            2. Company acknowledges and agrees that nothing contained in this Agreement will be construed as granting it any rights, by license or otherwise, to any Confidential Information.

            3. It is not the intention of FNHA for the Company to waive solicitor-client privilege or any other protection provided by law that applies to the Confidential Information or to the discussions with its clients.

            4. The foregoing shall not apply to Confidential Information that (a) at the time of receipt was independently known by COMPANY; (b) becomes generally known to the public; (c) is made available to COMPANY by a third party having the lawful right to do so; or (d) is independently developed by COMPANY.
            """);
        assertStatus(Status.GREEN, checks, "No non-compete or non-solicit");
        assertStatus(Status.GREEN, checks, "No licence granted");
        assertStatus(Status.GREEN, checks, "Standard exclusions");
    }

    @Test
    void knownAtTheTimeOfDisclosureAnotherSourceAJudicialProcessAndNeitherGrantsAreRead() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            1. These restrictions shall not apply to any CONFIDENTIAL INFORMATION: i. which is independently developed by Vendor or is lawfully received free of restriction from another source having the right to furnish it; ii. after it has become generally available to the public; iii. which, at the time of disclosure to Vendor, was known to Vendor to be free of restriction.

            2. In the event that either party is required to disclose Confidential Information pursuant to judicial or administrative process, that party will give prompt notice to the party to whom the Confidential Information belongs.

            3. Neither this Agreement nor the supply of any information grants the Recipient any licence, interest or right in respect of any intellectual property rights of the other party.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
        assertStatus(Status.GREEN, checks, "No licence granted");
    }

    @Test
    void neitherTheAgreementNorADisclosureConstruedAsGrantingRightsGrantsNoLicence() {
        Map<String, Check> checks = screen("""
            SURVEY CONFIDENTIALITY AGREEMENT

            4. Neither this Agreement nor any disclosure shall be construed as granting to the Adviser any rights in or to the survey data of Harrow Lane.
            """);
        assertStatus(Status.GREEN, checks, "No licence granted");
    }

    @Test
    void anIndemnityOfTheOwnerOrLiabilityWithoutLimitGoesBeyondTheUsualRemediesButACapsCarveOutDoesNot() {
        for (String remedy : List.of("The Adviser agrees to indemnify the Owner.", "The Adviser's liability shall be unlimited.")) {
            Map<String, Check> checks = screen("""
                SURVEY CONFIDENTIALITY AGREEMENT

                6. %s
                """.formatted(remedy));
            assertStatus(Status.RED, checks, "Remedies");
        }
        Map<String, Check> carveOut = screen("""
            SURVEY CONFIDENTIALITY AGREEMENT

            7. (c) Unlimited Liability. Clause 7(a) does not limit liability for fraud. The Owner may seek an injunction for any breach.
            """);
        assertStatus(Status.GREEN, carveOut, "Remedies");
    }

    @Test
    void plainEnglishExclusionsACompelledDisclosureToldFirstAndACourtAskedToStopABreachAreRead() {
        Map<String, Check> checks = screen("""
            CONFIDENTIALITY AGREEMENT

            4. This agreement doesn't apply to information that (a) is or becomes public through no fault of yours; (b) you already knew before I shared it; (c) you develop independently; or (d) you receive from someone else who is free to share it.

            5. You may disclose the drawings if a law, court or government authority requires you to. If you're allowed to, tell me first.

            9. If you break this agreement I may ask a court to stop it.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
        assertStatus(Status.GREEN, checks, "Remedies");
    }

    @Test
    void aLabelledListOfExclusionsReadsInformationAlreadyPublic() {
        Map<String, Check> checks = screen("""
            SURVEY CONFIDENTIALITY AGREEMENT

            Exclusions: information already public, independently developed, or received from a third party without restriction.
            """);
        assertEquals("one-missing", checks.get("Standard exclusions").state(), "only prior knowledge is missing");
    }

    @Test
    void materialsTurnedOverOnRequestAreAReturnDuty() {
        Map<String, Check> checks = screen("""
            FOCUS GROUP NON-DISCLOSURE AGREEMENT

            e) All notes and records reflecting any of the Confidential Information shall belong exclusively to Owner and the undersigned agrees to turn over all copies of such materials in the undersigned's possession to Owner upon request.
            """);
        assertStatus(Status.GREEN, checks, "Return or destruction");
    }

    @Test
    void anIndemnityForActsOrOmissionsRightsNotConferredABrokenThirdPartyAndCircumventionAreRead() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            1. The Board Member shall not be liable for any disclosure of Confidential Information that (a) is publicly available; (b) is lawfully obtained by the Board Member from a third- party; (c) was known to him or her prior to its disclosure; or (d) was independently developed by the Board Member.

            2. This agreement does not confer any rights, in particular property, licencing or replication rights.

            3. The Recipient agrees to indemnify the Discloser in respect of any losses the Discloser may incur as a result of an act or omission by the Recipient.

            4. The Parties agree that absolutely no effort shall be made to circumvent the Agreement to gain fees.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertStatus(Status.GREEN, checks, "No licence granted");
        assertStatus(Status.RED, checks, "Remedies");
        assertEquals(Status.RED, checks.get("No non-compete or non-solicit").status(), "going around the agreement");
        Map<String, Check> contact = screen("""
            NON-DISCLOSURE AGREEMENT

            1. Buyer will not circumvent Seller and/or Broker by contacting any person involved with the Business including employees, suppliers or customers.

            2. No party shall act in collusion with any other person to circumvent such law.
            """);
        assertEquals(Status.YELLOW, contact.get("No non-compete or non-solicit").status(), "going around the seller by contacting its people is a no-contact");
        Map<String, Check> law = screen("""
            NON-DISCLOSURE AGREEMENT

            1. No party shall act in collusion with any other person to circumvent such law.
            """);
        assertEquals(Status.GREEN, law.get("No non-compete or non-solicit").status(), "going around a law");
    }

    @Test
    void knownAtTheTimeOfDisclosureNoAccessABodyRequiringDisclosureAndNoWayConstruedAreRead() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            1. The obligations do not apply to information that (a) was in the public domain; (b) had been received by such Participating Entity at or prior to the time of disclosure; (c) is subsequently disclosed to it by a third party without restriction; or (d) is the result of developments undertaken by the Receiving Party’s personnel which had no access to such information.

            2. Proprietary Information may be disclosed to a legislative, judicial, or regulatory body requiring its disclosure, provided that, prior to such disclosure, the receiving Party has notified the disclosing Party.

            3. This Agreement shall in no way be construed as the granting or conferring of a license to either Party.

            4. The Town shall have the right to terminate the engagement of the Provider without any liability or penalty if the Provider fails the assessment.

            5. Each Party's Proprietary Information may include, but is not limited to, customer lists, solicitation response strategies and technical solutions to client requirements.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
        assertStatus(Status.GREEN, checks, "No licence granted");
        assertEquals(Status.YELLOW, checks.get("Remedies").status(), "ending an engagement without penalty is no penalty");
        assertEquals(Status.GREEN, checks.get("No non-compete or non-solicit").status(), "\"not limited to\" is no negation");
    }

    @Test
    void aDisclosureByTheRecipientPursuantToJudicialActionSuppliedInformationAndABlankUsStateAreRead() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            1. The restrictions shall not apply to information which: (i) is known by Recipient at the time of receipt; (ii) is or becomes a part of the public domain; (iii) can be demonstrated to have been supplied to Recipient by a third party who is under no obligation of confidence; (iv) is independently developed by Recipient; or (v) is disclosed by Recipient pursuant to judicial action or Government regulations provided Recipient notifies Discloser prior to such disclosure.

            2. This Agreement shall be construed in accordance with the laws of the State of [state] without regard to any conflict of law principles.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
        Check whistleblower = checks.get("Whistleblower immunity notice (US)");
        assertEquals(Status.YELLOW, whistleblower.status(), whistleblower.reason());
        assertTrue(whistleblower.quote().quote().contains("State of [state]"), whistleblower.quote()::quote);
    }

    @Test
    void aRequestUnderApplicableLawALongListOfSolicitingVerbsFreelyAccessibleKnowledgeAndDirectCompetitionAreRead() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            1. If Receiving Party is requested to disclose any Confidential Information of the Originating Party under applicable law, the Receiving Party shall promptly notify the Originating Party of such request.

            2. Receiving Party agrees not to directly or indirectly communicate, solicit, induce, hire, recruit, take away, employ, endeavor to employ (on Receiving Party’s own behalf or on behalf of any other person or entity) or attempt to influence any employee or contractor of Originating Party.

            3. The term does NOT include: matter of public or otherwise freely accessible knowledge; information rightfully received from a third party; independently developed information.

            4. The recipient shall not acquire any intellectual property rights under this Agreement.
            """);
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
        assertStatus(Status.YELLOW, checks, "No non-compete or non-solicit");
        assertStatus(Status.YELLOW, checks, "Standard exclusions");
        assertStatus(Status.GREEN, checks, "No licence granted");
        Map<String, Check> compete = screen("""
            NON-DISCLOSURE AGREEMENT

            1. The Employee hereby promises that he/she will NOT, for a period of two years after termination of employment, directly or indirectly, accept employment or in any other way, directly or indirectly, engage in business activities which are of direct competition to the Owner.
            """);
        assertStatus(Status.RED, compete, "No non-compete or non-solicit");
    }

    @Test
    void aCourtOrderAfterWhichTheDiscloserIsAdvisedAGovernmentsRequestAndLongerWordingsAreRead() {
        Map<String, Check> checks = screen("""
            CONFIDENTIALITY AGREEMENT

            11. The obligations shall not apply to any Confidential Information that: 11.1 is or becomes publicly known; 11.2 was already lawfully developed or acquired by the Recipient at the date of receipt of the Confidential Information; 11.3 was lawfully obtained by the Recipient without restriction and without breach of this Agreement from a third party; 11.4 is developed independently of the Disclosing Party; 11.5 is disclosed by the Receiving Party to satisfy an order of a court of competent jurisdiction, provided that the Receiving Party shall advise the Disclosing Party to take whatever steps it deems necessary.

            6.8. The Receiving Party hereby indemnifies the Disclosing Party, and shall defend and hold the Disclosing Party harmless from and against any and all suits, liabilities, causes of action, claims, losses, damages, costs (including, but not limited to, cost of cover, reasonable attorneys' fees and expenses), or expenses of any kind (collectively, "Losses") incurred or suffered by the Disclosing Party arising from or in connection with the Receiving Party's or its Representative's use or disclosure of the Disclosing Party's Confidential Information in violation of this Agreement.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
        assertStatus(Status.RED, checks, "Remedies");
        Map<String, Check> request = screen("""
            CONFIDENTIALITY AGREEMENT

            4.5 The obligations are not applicable to information that is disclosed pursuant to the request of a governmental or jurisdictional authority; in either case the Recipient shall immediately give the GSA a written notice of the above request.
            """);
        assertStatus(Status.GREEN, request, "Notice of compelled disclosure");
        Map<String, Check> possessive = screen("""
            CONFIDENTIALITY AGREEMENT

            1. Confidential Information shall not include any information that: (i) is or subsequently becomes publicly available; (ii) became known to Vendor prior to IBC’s disclosure of such information to Vendor; (iii) became known to Vendor from a source other than IBC; or (iv) is independently developed by Vendor.
            """);
        assertStatus(Status.GREEN, possessive, "Standard exclusions");
    }

    @Test
    void aTableOfContentsIsNoEvidenceAndAProcessRequiringDisclosureAndSecrecyUntilPublicAreRead() {
        Map<String, Check> checks = screen("""
            CONSULTING NDA
            Contents
            1 Definitions ...................................................2
            2 Return of documents ..........................................3
            3 Court orders .................................................3

            1 Definitions
            "Confidential Information" means all information the Company gives the Adviser. All Confidential Information shall be kept secret for as long as the Confidential Information is not generally known.

            2 Return of documents
            The Adviser shall return every copy of the Confidential Information when the Company asks.

            3 Court orders
            If the Adviser is required by a binding administrative or judicial process to disclose Confidential Information, the Adviser shall promptly notify the Company.
            """);
        Check back = checks.get("Return or destruction");
        assertEquals(Status.GREEN, back.status(), back.reason());
        assertTrue(back.quote().quote().startsWith("The Adviser shall return"), "quoted from the clause, not the contents: " + back.quote());
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
        assertStatus(Status.RED, checks, "Confidentiality survives 2 to 5 years");
        Check secret = screen("""
            CONSULTING NDA

            1. The Adviser's duties under this Agreement shall continue for so long as the information remains secret.
            """).get("Confidentiality survives 2 to 5 years");
        assertEquals(Status.RED, secret.status(), "the Risk Scorer's endless term, read alike: " + secret.reason());
        Check harm = screen("""
            CONSULTING NDA

            1. The Adviser acknowledges that a breach of this Agreement may cause the Company irreparable harm.
            """).get("Remedies");
        assertEquals(Status.GREEN, harm.status());
        assertTrue(harm.reason().startsWith("a breach is acknowledged to cause irreparable harm"), "no relief is named: " + harm.reason());
    }

    @Test
    void consultingTheDiscloserLawfulPossessionAThirdPartysSourceAndKnowledgeEnhancementAreRead() {
        Map<String, Check> checks = screen("""
            CONFIDENTIALITY LETTER

            1. This letter has no bearing on information which at the time of supply is in the public domain, is already in or comes into your lawful possession without breach of this letter, or subsequently comes lawfully into your possession from a third party who owes the Company no duty of confidence.

            2. You may disclose Information where required by law, in which case only the required disclosures will be made after consultation of the Company.

            3. The Company acknowledges that the review of the Information may enhance your understanding of the markets in which it competes, which will not in itself be a breach of this letter.
            """);
        Check exclusions = checks.get("Standard exclusions");
        assertEquals("no exclusion for information independently developed", exclusions.reason(), "the only one missing");
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
        Check residuals = checks.get("No residuals clause");
        assertEquals(Status.RED, residuals.status(), "knowledge enhancement is a residuals clause");
        List<Check> all = List.copyOf(checks.values());
        assertTrue(TriageChecklist.redAgainst(all, Perspective.RECIPIENT).stream().noneMatch(c -> c.topic().equals(residuals.topic())),
            "a residuals clause helps the recipient");
        assertTrue(TriageChecklist.redAgainst(all, Perspective.DISCLOSER).contains(residuals));
    }

    @Test
    void aListItemIsReadAfterTheLeadInWhoseWordsItCompletes() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            7. MISCELLANEOUS

            7.1 Neither this agreement, nor any disclosure of Confidential Information under this agreement, in any way:

            a. grants the parties any right or license under any intellectual property right owned by the other party,

            b. commits the parties to perform any work.
            """);
        Check licence = checks.get("No licence granted");
        assertEquals(Status.GREEN, licence.status(), licence.reason());
        assertTrue(licence.quote().quote().startsWith("grants the parties any right or license"), licence.quote().quote());
        Check interrupted = screen("""
            NON-DISCLOSURE AGREEMENT

            7.1 Neither this agreement, nor any disclosure of Confidential Information under this agreement, in any way:

            The Recipient shall keep records of every disclosure.

            a. grants the parties any right or license under any intellectual property right owned by the other party,
            """).get("No licence granted");
        assertEquals(Status.YELLOW, interrupted.status(), "a paragraph between them ends the lead-in's list: " + interrupted.reason());
    }

    @Test
    void informationNowPublicOrReceivedOtherThanFromTheDiscloserTheLawRequiringDisclosureAndTheStatutesNoticeAreRead() {
        Map<String, Check> checks = screen("""
            # Exclusions from Confidential Information
            Information that is now public is not Confidential Information. Information that Receiving Party receives other than from Disclosing Party is not Confidential Information. Information Receiving Party develops independently is not Confidential Information.

            # Mitigate Legally Required Disclosure
            The following obligations apply when the law requires disclosure of Confidential Information:

            If legally permitted, Receiving Party shall promptly notify Disclosing Party of the nature of the requirement.

            # 18 U.S.C. 1833(b) Notice
            An individual shall not be held criminally or civilly liable under any Federal or State trade secret law for the disclosure of a trade secret that is made in confidence to a government official.
            """);
        assertEquals("no exclusion for information the recipient already had", checks.get("Standard exclusions").reason());
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
        assertEquals("given", checks.get("Whistleblower immunity notice (US)").state());

        Check proceedings = screen("""
            NONDISCLOSURE AGREEMENT

            3. (c) If Recipient is subject to judicial or governmental proceedings requiring disclosure of Confidential Information, then, prior to any such disclosure, Recipient will provide Company with reasonable prior notice.
            """).get("Notice of compelled disclosure");
        assertEquals(Status.GREEN, proceedings.status(), proceedings.reason());
        String publicCompany = screen("""
            NON-DISCLOSURE AGREEMENT

            1. The Company is a public company. Information which becomes public record is confidential.
            """).get("Standard exclusions").reason();
        assertTrue(publicCompany.contains("information already public"), "a public company or record is no public-information exclusion: "
            + publicCompany);
    }

    @Test
    void memoriesRetainedByTheRecipientsPeopleAndInformationRightfullyCommunicatedFreeOfConfidenceAreRead() {
        Map<String, Check> checks = screen("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            3. The Receiving Party will not have any obligations with respect to Confidential Information that: (a) was in the public domain at the time it was disclosed; (b) was in the Receiving Party's possession free of any obligation of confidence at the time it was disclosed; (c) was rightfully communicated to the Receiving Party free of any obligation of confidence subsequent to the time it was disclosed; or (d) was developed by employees of the Receiving Party who had no access to any Confidential Information.

            11. Representatives of the Buyer may further develop their general knowledge, skills and experience. The subsequent use of such general knowledge, skills and experience, as retained in their unaided memories, will not in itself constitute a breach of this Agreement.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        Check residuals = checks.get("No residuals clause");
        assertEquals(Status.RED, residuals.status(), "memories retained are residuals");
    }

    @Test
    void aNonCompeteWithItsCapacitiesBetweenCommasAndRecordsReturnedOnRequestAreRead() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            2. Restriction. The Recipient agrees that for twelve months after the engagement ends it will not engage, directly or indirectly, as owner, partner, employee or otherwise, in any activities that compete with the products of the Owner.

            3. Obligations. The Recipient shall return to the Owner any and all records, notes, and other written, printed, or tangible materials in its possession immediately if the Owner asks for them in writing.
            """);
        Check covenant = checks.get("No non-compete or non-solicit");
        assertEquals(Status.RED, covenant.status(), covenant.reason());
        assertStatus(Status.GREEN, checks, "Return or destruction");
    }

    @Test
    void aNoticeInBracketsANothingGrantsLicenceAndWorkForACompetitorAreRead() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            ## 3. Exclusions

            Confidential Information does not include information that:
            - Was publicly known at the time of disclosure
            - Is required to be disclosed by law (with notice to Disclosing Party)

            ## 5. No Rights

            Nothing in this Agreement grants any license or right to use the Confidential Information except as expressly stated.

            ## 6. Restriction

            For six months after the project, the Receiving Party shall not:
            - Work for a competitor of the Disclosing Party
            """);
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure");
        assertStatus(Status.GREEN, checks, "No licence granted");
        assertStatus(Status.RED, checks, "No non-compete or non-solicit");
    }

    @Test
    void namingTheSoftwaresSourceIsNoThirdPartyExclusion() {
        Check exclusions = screen("""
            BETA TESTER NONDISCLOSURE AGREEMENT

            9. No Rights Granted. Tester shall not identify Software as coming from any source other than Company.
            """).get("Standard exclusions");
        assertTrue(exclusions.reason().contains("information received from a third party"), exclusions.reason());
    }

    @Test
    void theStatutesWordsWithoutAnyAreTheWhistleblowerNotice() {
        Check notice = screen("""
            EMPLOYEE CONFIDENTIALITY AGREEMENT

            1. Employee will not disclose Confidential Information. This Agreement is governed by the laws of the State of Ohio.

            2. An individual may not be held criminally or civilly liable under federal or state trade secret law for the disclosure of a trade secret that is made in confidence to a government official.
            """).get("Whistleblower immunity notice (US)");
        assertEquals(Status.GREEN, notice.status(), notice.reason());
    }

    @Test
    void competentEvidenceIsNoNonCompeteAndOneSectionsLicenceLimitIsNoNoLicenceClause() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            1.2 Exclusions. Confidential Information shall not include information that Investor can demonstrate by competent evidence was public.

            3.4 Residuals. Either Party shall be free to use the residuals retained in the unaided memories of its people. However, this Section 3.4 shall not be deemed to grant to either Party a license under the other Party's patents.
            """);
        Check covenant = checks.get("No non-compete or non-solicit");
        assertEquals(Status.GREEN, covenant.status(), covenant.reason());
        Check licence = checks.get("No licence granted");
        assertEquals(Status.YELLOW, licence.status(), "one section's limit is no general no-licence clause: " + licence.reason());
    }

    @Test
    void aNoticeGivenPriorToDisclosureIsNoPriorKnowledgeExclusion() {
        Check exclusions = screen("""
            EMPLOYEE CONFIDENTIALITY AGREEMENT

            1.2 Confidential Information shall not include information that was publicly known before the Employee learned of it.

            4. If Employee is required by law to disclose any Confidential Information, Employee shall provide Company with prompt written notice of such requirement prior to disclosure.
            """).get("Standard exclusions");
        assertTrue(exclusions.reason().contains("information the recipient already had"), exclusions.reason());
    }

    @Test
    void aLicenceGrantedToUseTheInformationIsNoNoLicenceClauseAndNoPartyEngagingInACompetingProductIsANonCompete() {
        Map<String, Check> checks = screen("""
            CONFIDENTIALITY AGREEMENT

            Section 5.1. Ownership. Each Party retains all right, title, and interest in its pre-existing intellectual property.

            Section 5.3. Evaluation License. Each Disclosing Party grants each Receiving Party a limited, non-exclusive, royalty-free license to use the Confidential Information solely for the Purpose.

            Section 6.1. Non-Compete. For eighteen (18) months following termination, no Party shall directly or indirectly engage in the development or sale of any competing product.
            """);
        Check licence = checks.get("No licence granted");
        assertEquals(Status.YELLOW, licence.status(), licence.reason());
        assertTrue(licence.quote().quote().contains("grants each Receiving Party a limited"), licence.quote().quote());
        assertStatus(Status.RED, checks, "No non-compete or non-solicit");
        assertEquals(Status.GREEN, screen("""
            CONFIDENTIALITY AGREEMENT

            1. Nothing in this Agreement grants the Recipient a license to use the Discloser's trademarks or any other right.
            """).get("No licence granted").status(), "a licence denied is the no-licence clause");
        assertEquals(Status.GREEN, screen("""
            CONFIDENTIALITY AGREEMENT

            4.1 No rights, including intellectual property rights, in respect of a party's Confidential Information are granted to the other Party. The Disclosing Party shall grant to the Recipient a non-exclusive, revocable license to use its background rights solely for the Purpose.
            """).get("No licence granted").status(), "a licence for the purpose beside words that deny any other");
    }

    @Test
    void aReturnWithAnAsideIsOneAndInformationThirdPartiesGiveForTheDiscloserIsNoExclusion() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            1. Confidential Information includes information disclosed to the Recipient by third parties on behalf of the Discloser.

            2. Confidential Information does not include information that is public, that the Recipient already had, or that the Recipient develops independently.

            3. Within seven days of a written request the Recipient shall return/destroy (as may be requested in writing by the Discloser or upon expiry and or earlier termination) all originals, copies and summaries of what it holds.
            """);
        Check exclusions = checks.get("Standard exclusions");
        assertTrue(exclusions.reason().contains("information received from a third party"), exclusions.reason());
        assertStatus(Status.GREEN, checks, "Return or destruction");
    }

    @Test
    void anExclusionInOtherWordsIsOneAndANoticeBeforeDisclosureIsNoPriorKnowledge() {
        Check listed = screen("""
            NON-DISCLOSURE AGREEMENT

            Excluded Information. Information that is (i) rightfully known to the Recipient without restriction before receipt from the Discloser; (ii) becomes known to the public after disclosure; (iii) developed independently by the Recipient; or (iv) rightfully disclosed to the Recipient without restriction by a third party.
            """).get("Standard exclusions");
        assertEquals(Status.GREEN, listed.status(), listed.reason());
        Check defined = screen("""
            CONFIDENTIALITY AGREEMENT

            Confidential Information does not include publicly available information or information which becomes known to the other party from a third person who is not in breach of any duty of confidence.

            4.2 The party must promptly, and prior to disclosure, give written notice of the requirement to the other party.
            """).get("Standard exclusions");
        assertTrue(defined.reason().contains("information the recipient already had"), defined.reason());
        assertTrue(!defined.reason().contains("received from a third party"), "a third person is a third party: " + defined.reason());
    }

    @Test
    void dataReturnedAndKnowledgeLeftFreeToUseAreReturnAndResiduals() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            Rule 2. Upon request, the Studio will return and/or destroy all data and artifacts provided by the Client.

            Rule 3. The Studio will not be prevented from using, without naming the Client, otherwise unprotected (by patent, trade secret, etc.) knowledge obtained while working with the Client.
            """);
        assertStatus(Status.GREEN, checks, "Return or destruction");
        assertStatus(Status.RED, checks, "No residuals clause");
    }

    @Test
    void shortExclusionsAndRightsNotTransferredAreStated() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            2. Excluded: publicly known facts, facts previously known by the reviewer, independently developed work, or third-party disclosures made lawfully.

            5. No rights are transferred except for the review.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertStatus(Status.GREEN, checks, "No licence granted");
        Map<String, Check> owned = screen("""
            NON-DISCLOSURE AGREEMENT

            5. The studio retains all ownership and rights in its sketches.
            """);
        assertStatus(Status.GREEN, owned, "No licence granted");
    }

    @Test
    void aProvisoThatNarrowsTheExclusionsIsNoPriorKnowledgeExclusion() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            5. This agreement shall not apply to Information that: (a) is or becomes publicly available through no fault of Recipient; or (b) is received in good faith by Recipient from a third party having no obligation of confidentiality; or (c) is independently developed by Recipient. Information shall not be deemed to be publicly available or in the Recipient's possession merely because it is embraced by a more general disclosure, or derived from combinations of disclosures which may be publicly available or in the Recipient's possession.
            """);
        assertStatus(Status.YELLOW, checks, "Standard exclusions", "already had");
    }

    @Test
    void deletingEveryCopyOrReturningOrDestroyingOnRequestIsAReturnClause() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            6. If your access ends, delete every copy of the prototype and any photos you took of it.
            """);
        assertStatus(Status.GREEN, checks, "Return or destruction");
        Map<String, Check> listed = screen("""
            NON-DISCLOSURE AGREEMENT

            Obligations: Receiving Party shall (i) keep the designs secret; and (ii) return or destroy upon request.

            3) Exclusions. CI does not include information that is (i) publicly known without breach; or (ii) disclosed under legal compulsion (with prompt notice if lawful).
            """);
        assertStatus(Status.GREEN, listed, "Return or destruction");
        assertStatus(Status.GREEN, listed, "Notice of compelled disclosure");
    }

    @Test
    void aStatesLawLeftBlankAsABlankAndTheWordStateNeedsTheNotice() {
        Map<String, Check> checks = screen("""
            CONFIDENTIALITY AGREEMENT

            11. This Agreement shall be governed in accordance with the laws of _____________________ (state), without giving effect to any conflict of laws provisions.
            """);
        assertStatus(Status.YELLOW, checks, "Whistleblower immunity notice (US)");
    }

    @Test
    void whatWasPublicBeforeTheDisclosureIsNoPriorKnowledgeExclusion() {
        Map<String, Check> checks = screen("""
            NON-DISCLOSURE AGREEMENT

            2. Confidential Information does not include information that:
            - Was publicly known prior to the disclosure;
            - Is obtained by the Receiving Party from a third party who has the legal right to disclose it.
            """);
        assertStatus(Status.RED, checks, "Standard exclusions", "already had");
    }

    @Test
    void informationTheDiscloserGotFromThirdPartiesIsNoThirdPartyExclusion() {
        Map<String, Check> checks = screen("""
            NONDISCLOSURE AGREEMENT

            1. "Confidential Information" means any information disclosed to the Recipient by the Company. Confidential Information may also include information disclosed to Company by third parties. Confidential Information shall not, however, include any information which (i) was publicly known prior to disclosure; or (ii) is in the possession of the Recipient, without confidentiality restrictions, at the time of disclosure.
            """);
        assertStatus(Status.RED, checks, "Standard exclusions", "from a third party");
    }

    @Test
    void aLicenceToTheLicenseeToUseIsALicenceGrantedThoughTitleStaysWithTheProvider() {
        Map<String, Check> checks = screen("""
            DATA USE AGREEMENT

            7. PROVIDER hereby grants to ANALYST, a limited non-exclusive, revocable license to ANALYST to use the Confidential Information solely for the study. All title and remaining rights to the Confidential Information remain vested in PROVIDER.
            """);
        assertStatus(Status.YELLOW, checks, "No licence granted", "is granted");
        ParsedDocument reserved = parser.parse(new DocumentSource("dua.txt", """
            DATA USE AGREEMENT

            7. PROVIDER hereby grants to ANALYST, a limited non-exclusive, revocable license to ANALYST to use the Confidential Information solely for the study. All title and remaining rights to the Confidential Information remain vested in PROVIDER.
            """.getBytes(StandardCharsets.UTF_8)));
        assertTrue(TriageChecklist.protections(reserved.chunks(), KeyTermExtractor.extract(reserved.chunks(), reserved.title()))
            .stated().contains(ClauseCategory.NO_LICENSE), "the rest reserved states that no other licence passes");
    }

    @Test
    void informationMadePermanentlyUnavailableIsDestroyedAndAHolderOfTheRightsGrantsNoLicence() {
        Map<String, Check> checks = screen("""
            CONFIDENTIALITY AGREEMENT

            CLAUSE 4. If the venture does not go ahead, the OWNER will remain the holder of the rights over the INFORMATION, and the RECIPIENT must promptly make all INFORMATION permanently unavailable, with every copy of it.
            """);
        assertStatus(Status.GREEN, checks, "Return or destruction");
        assertStatus(Status.GREEN, checks, "No licence granted");
    }

    @Test
    void withoutGrantingAnyRightOrLicenceStatesThatNoneIsGranted() {
        Map<String, Check> checks = screen("""
            MUTUAL NONDISCLOSURE AGREEMENT

            2. Without granting any right or license, the Owner agrees that the foregoing shall not apply to information that is generally available to the public.
            """);
        assertStatus(Status.GREEN, checks, "No licence granted");
    }

    @Test
    void nothingRetainedAfterTheDealingAndNoLicenceCreatedOrConstruedAsGranted() {
        Map<String, Check> checks = screen("""
            CONFIDENTIALITY AGREEMENT

            4. Receiving party shall not retain any documents or items connected with the disclosure after the review has ceased.

            5. No disclosure made by the Disclosing Party shall create any license, title or interest in respect of its designs.
            """);
        assertStatus(Status.GREEN, checks, "Return or destruction");
        assertStatus(Status.GREEN, checks, "No licence granted");
        assertStatus(Status.GREEN, screen("""
            NON-DISCLOSURE AGREEMENT

            7. Nothing in this Agreement shall be construed as granting, by implication, estoppel, or otherwise, any licence to use the designs.
            """), "No licence granted", "no licence");
    }

    @Test
    void residualsDeniedAreNoResidualsClauseAndKnownWithoutDutyIsPriorKnowledge() {
        Map<String, Check> checks = screen("""
            GLOBAL MUTUAL NDA

            3.3 Exclusions. Confidential Information does not include information that the Recipient can demonstrate: (a) became public through no breach; (b) was known to Recipient without duty of confidentiality; (c) was independently developed without use of Discloser's Confidential Information; or (d) was rightfully received from a third party without duty of confidentiality.

            3.4 No Residuals. No “residuals” rights — unaided memory does not grant any right to use Confidential Information.
            """);
        assertStatus(Status.GREEN, checks, "No residuals clause");
        assertStatus(Status.GREEN, checks, "Standard exclusions");
    }

    @Test
    void informationGivenBySomeoneNotPartyToTheAgreementIsTheThirdPartyExclusion() {
        Check exclusions = screen("""
            CONFIDENTIALITY AGREEMENT

            2. Confidential Information shall not include information which: (i) is or becomes part of the public domain; (ii) was or is disclosed to the Receiving Party as a matter of right by a person or entity not a party to this Agreement; or (iii) was already known to the Receiving Party at the time of disclosure.
            """).get("Standard exclusions");
        assertEquals(Status.YELLOW, exclusions.status(), exclusions.reason());
        assertTrue(exclusions.reason().contains("independently developed") && !exclusions.reason().contains("third party"), exclusions.reason());
    }

    @Test
    void aLawLeftBlankForAStateOrACountryNeedsNoDtsaNotice() {
        String nda = """
            MUTUAL NON-DISCLOSURE AGREEMENT

            1. Each Party shall keep the other Party's Confidential Information secret.

            2. This Agreement is governed by the laws of %s.
            """;
        assertEquals(Status.GREEN, screen(nda.formatted("[STATE/COUNTRY]")).get("Whistleblower immunity notice (US)").status(),
            "a state or a country: not necessarily American");
        assertEquals(Status.YELLOW, screen(nda.formatted("the State of [STATE]")).get("Whistleblower immunity notice (US)").status(),
            "a US state left blank");
    }

    @Test
    void anOutlinesShortExclusionsAndItsNoRightsGrantedAreRead() {
        Map<String, Check> checks = screen("""
            # Mutual Non-Disclosure Agreement

            ## 2. Exclusions
            Information that is (a) public without breach, (b) already known, (c) independently developed, (d) rightfully received from third party.

            ## 6. No License
            No IP rights granted except limited evaluation right.
            """);
        assertStatus(Status.GREEN, checks, "Standard exclusions");
        assertStatus(Status.GREEN, checks, "No licence granted");

        Check kept = screen("""
            MUTUAL NONDISCLOSURE AGREEMENT

            9. No Rights Granted. All Confidential Information is and shall remain the property of the Disclosing Party.
            """).get("No licence granted");
        assertEquals(Status.GREEN, kept.status());
        assertEquals("All Confidential Information is and shall remain the property of the Disclosing Party.", kept.quote().value(),
            "the sentence, not its heading, is the evidence");
    }

    @Test
    void aNoticeInTheNextSectionIsNoNoticeOfCompelledDisclosure() {
        String exclusions = """
            # Mutual Non-Disclosure Agreement

            ## 4. Exclusions
            Confidential Information does not include information that is publicly known, independently developed, lawfully received from a third party, or required to be disclosed by law.

            """;
        Map<String, Check> other = screen(exclusions + """
            ## 5. Term
            This Agreement remains in effect for three (3) years, unless terminated earlier by written notice.
            """);
        assertStatus(Status.YELLOW, other, "Notice of compelled disclosure", "no notice");
        Map<String, Check> same = screen(exclusions + """
            Before any disclosure required by law, the Recipient shall notify the Discloser.

            ## 5. Term
            This Agreement remains in effect for three (3) years.
            """);
        assertStatus(Status.GREEN, same, "Notice of compelled disclosure");
        Map<String, Check> sibling = screen("""
            NON-DISCLOSURE AGREEMENT

            3 Permitted Disclosures

            3.1 The Recipient may disclose Confidential Information to its advisers.

            3.2 The Recipient shall be entitled to disclose Confidential Information to the extent that it is required to do so by applicable law.

            3.3 Before making a disclosure under Clause 3.2, the Recipient shall, if the circumstances permit:

            3.3.1 notify the Discloser in writing of the proposed disclosure; and

            3.3.2 ask the court to treat the Confidential Information as confidential.
            """);
        assertStatus(Status.GREEN, sibling, "Notice of compelled disclosure");
        Map<String, Check> items = screen("""
            # MUTUAL CONFIDENTIALITY AGREEMENT

            ## 4\tDISCLOSURE REQUIRED BY LAW

            4.1\t**Types of disclosure**:  Clause 4.2 applies if a party is obliged to disclose the other party's Confidential Information by:
            - (a)\tlaw (including the rules of any stock exchange); or
            - (b)\ta court order.

            4.2\t**Action to take**:  The party must:
            - (a)\tpromptly, and prior to disclosure, give written notice of the requirement to the other party; and
            - (b)\tuse all reasonable endeavours to obtain assurances of confidential treatment.

            ## 5\tBREACH

            Each party acknowledges that a breach may cause loss.
            """);
        assertStatus(Status.GREEN, items, "Notice of compelled disclosure");
    }

    @Test
    void aRightToReuseKnowHowAcquiredIsAResidualsClause() {
        assertStatus(Status.RED, screen("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            9. c. The Developer retains the right to reuse generic patterns, utility libraries, and architectural know-how acquired during the engagement in other projects.
            """), "No residuals clause");
    }

    @Test
    void deletingTheBetaSoftwareIsItsReturnOrDestruction() {
        assertStatus(Status.GREEN, screen("""
            BETA TEST AGREEMENT

            1. The Software and any non-public information about it are confidential.

            11. On termination or expiry, you will stop using and delete the Software and your licence file.
            """), "Return or destruction");
    }

    @Test
    void aNoGoDecisionOnLicensingGrantsNoLicence() {
        assertStatus(Status.YELLOW, screen("""
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Information secret.

            2. Evaluation: Decision Point: Go/no-go decision for commercial licensing.
            """), "No licence granted");
    }

    @Test
    void criminalPenaltiesAreTheLawsNotAPenaltyTheAgreementImposes() {
        String relief = """
            NON-DISCLOSURE AGREEMENT

            9.1 The Disclosing Party shall be entitled to seek injunctive relief to restrain a breach.

            9.2 Criminal Penalties: The Receiving Party acknowledges that unauthorized disclosure may constitute a crime and may result in civil and criminal penalties.
            """;
        assertStatus(Status.GREEN, screen(relief), "Remedies");
        assertStatus(Status.RED, screen(relief + "\n9.3 The Receiving Party shall pay a penalty of $10,000 for each breach.\n"), "Remedies");
        assertStatus(Status.GREEN, screen(relief + "\n9.3 Receiving Party may be liable for actual damages caused by breach; in regulated "
            + "work, losses may include regulatory penalties.\n"), "Remedies");
    }

    @Test
    void anIndemnityForUnauthorisedUseOrDisclosureGoesBeyondTheUsualRemedies() {
        String relief = """
            NON-DISCLOSURE AGREEMENT

            7. Any breach of this Agreement may cause irreparable harm, and the Disclosing Party is entitled to seek an injunction.
            """;
        assertStatus(Status.GREEN, screen(relief), "Remedies");
        assertStatus(Status.RED, screen(relief + "\n8. The Receiving Party agrees to indemnify the Disclosing Party for any unauthorized use or disclosure.\n"),
            "Remedies", "indemnity");
    }

    @Test
    void aNoticeThatOpensTheSentenceOfTheCompelledDisclosureCounts() {
        assertStatus(Status.GREEN, screen("""
            NON-DISCLOSURE AGREEMENT

            3. The Receiving Party agrees to:

            1. Limit use of Confidential Information solely for the Purpose
            2. Notify promptly if compelled by law to disclose, allowing the Disclosing Party to seek protective measures
            """), "Notice of compelled disclosure", "after notice");
    }

    @Test
    void informationReceivedFromOtherSourcesIsTheThirdPartyExclusion() {
        assertStatus(Status.YELLOW, screen("""
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep all information strictly confidential.

            4. Exclusions. This NDA does not cover:
            - Information already publicly available
            - Information independently developed
            - Information received from other sources
            """), "Standard exclusions", "already had");
    }

    @Test
    void aTermThatLastsWhileAnotherAgreementDoesAndYearsAfterIsLongerThanItsYears() {
        Map<String, Check> checks = screen("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            6. Term. This NDA continues in force for the duration of the MSA and for 3 years after termination.

            7. The Recipient shall keep the Confidential Information secret.
            """);
        assertStatus(Status.YELLOW, checks, "Term of 1 to 3 years", "as long as that lasts");
    }

    @Test
    void knowledgeHadBeforeAndADisclosureTheLawObligesAreExclusions() {
        Map<String, Check> checks = screen("""
            CONFIDENTIALITY AGREEMENT

            1. Confidential Information means all information about the Owner, except:

            - information that is generally known;
            - information the Recipient shows it already had knowledge of before receiving it;
            - information the Recipient received from a third party free to give it; and
            - information the Recipient is obligated to disclose according to law, provided the Owner is informed beforehand.
            """);
        assertStatus(Status.YELLOW, checks, "Standard exclusions", "independently developed");
        assertStatus(Status.GREEN, checks, "Notice of compelled disclosure", "after notice");
    }

    /** The check on {@code topic} has {@code status}; where it does not, its reason is the message. */
    private static void assertStatus(Status status, Map<String, Check> checks, String topic) {
        assertEquals(status, checks.get(topic).status(), checks.get(topic).reason());
    }

    /** The same, and its reason says {@code why}. */
    private static void assertStatus(Status status, Map<String, Check> checks, String topic, String why) {
        assertStatus(status, checks, topic);
        assertTrue(checks.get(topic).reason().contains(why), checks.get(topic).reason());
    }

    private Map<String, Check> screen(String text) {
        ParsedDocument document = parser.parse(new DocumentSource("nda.txt", text.getBytes(StandardCharsets.UTF_8)));
        List<Check> checks = TriageChecklist.screen(document.chunks(), KeyTermExtractor.extract(document.chunks(),
            document.title()));
        Map<String, Check> byTopic = new LinkedHashMap<>();
        for (Check check : checks) {
            byTopic.put(check.topic(), check);
            if (check.quote() != null) {
                assertEquals(check.quote().quote(), document.rawText().substring(check.quote().start(), check.quote().end()),
                    check.topic());
            }
        }
        return byTopic;
    }
}
