package dev.clauselens.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.terms.Durations;
import dev.clauselens.core.terms.KeyTermExtractor;
import dev.clauselens.core.terms.KeyTerms;
import dev.clauselens.core.terms.ReviewSide;
import dev.clauselens.core.terms.KeyTerms.DocumentType;
import dev.clauselens.core.terms.KeyTerms.Term;
import dev.clauselens.core.terms.TriageChecklist;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Key terms read from parsed documents: the team's sample NDA and texts written for each case. */
class KeyTermsTest {
    private final StandardDocumentParser parser = new StandardDocumentParser();

    @Test
    void readsTheSampleNdasKeyTermsWithVerbatimQuotes() throws Exception {
        ParsedDocument document = parse("mutual-nda.txt", Files.readString(Path.of("../../infra/local/samples/mutual-nda.txt")));
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());

        assertEquals(DocumentType.NDA, terms.documentType());
        assertEquals("MUTUAL", terms.mutuality().value());
        assertEquals(List.of("Northwind Robotics Ltd.", "Bluefin Analytics, Inc."), partyNames(terms));
        assertEquals("March 3, 2026", terms.effectiveDate().value());
        assertEquals("two (2) years", terms.term().value(), "the term, not the thirty days' notice");
        assertEquals("five (5) years", terms.confidentialityPeriod().value());
        assertTrue(terms.tradeSecrets().quote().contains("as long as the information remains a trade secret"));
        assertTrue(terms.purpose().value().contains("warehouse inspection software"), terms.purpose().value());
        assertEquals("England and Wales", terms.governingLaw().value());
        assertEquals("the courts of London", terms.forum().value());
        assertTrue(terms.placeholders().isEmpty(), terms.placeholders().toString());
        assertVerbatim(document, terms);
    }

    @Test
    void findsBlanksAndTemplateFieldsLeftUnfilledAndNamesAOneWayAgreement() {
        String text = """
            NON-DISCLOSURE AGREEMENT

            This Non-Disclosure Agreement is made on ____________ between [COMPANY NAME] ("Discloser") and {{ recipient_name }} ("Recipient").

            1. This is a one-way agreement: only the Discloser discloses Confidential Information.

            2. This Agreement is governed by the laws of the State of [●].

            3. Term: 2020-2020.

            4. Purpose: {purpose}. Notices go to <Company name> at { party1address }.

            5. Markup is no blank: <TABLE> {#section .ListParagraph} <https://example.org/name> <span class="party">.
            """;
        ParsedDocument document = parse("form.txt", text);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals("ONE_WAY", terms.mutuality().value());
        List<String> blanks = terms.placeholders().stream().map(Term::value).toList();
        assertEquals(List.of("____________", "[COMPANY NAME]", "{{ recipient_name }}", "[●]", "2020-2020", "{purpose}",
            "<Company name>", "{ party1address }"), blanks);
        assertNull(terms.term(), "a blank is not a term");
        assertVerbatim(document, terms);
    }

    /** A cover page in the Markdown of the published forms: fields under headings, options to tick, terms incorporated from a URL. */
    static final String COVER_PAGE = """
        # Mutual Non-Disclosure Agreement

        This Mutual Non-Disclosure Agreement consists of: (1) this Cover Page and (2) the Acme Mutual NDA Standard Terms Version 2.0 ("Standard Terms") posted at example.com/standards/mutual-nda/2.0.

        ### Purpose
        <label>How Confidential Information may be used</label>

        [Evaluating a joint research project.]

        ### MNDA Term
        <label>The length of this MNDA</label>
        - [ ]     Continues until terminated in accordance with the terms of the MNDA.
        - [x]     Expires [2 year(s)] from Effective Date.

        ### Term of Confidentiality
        - [ ]     In perpetuity.
        - [x]     [3 year(s)] from Effective Date.

        ### Governing Law & Jurisdiction
        Governing Law: [Fill in state]

        Jurisdiction: [Fill in city or county and state, i.e. "courts located in New Castle, DE"]
        """;

    @Test
    void aCoverPageIsReadFieldByFieldAndTheTermsItIncorporatesAreNamed() {
        ParsedDocument document = parse("cover.md", COVER_PAGE);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals("the Acme Mutual NDA Standard Terms Version 2.0", terms.incorporatedTerms().value());
        assertTrue(terms.incorporationWarning().contains("Missing protections are not judged"), terms.incorporationWarning());
        // the ticked option, not the first one, and the field's value, not its label
        assertEquals("2 year(s)", terms.term().value(), terms.term().quote());
        assertEquals("3 year(s)", terms.confidentialityPeriod().value(), terms.confidentialityPeriod().quote());
        assertEquals("Evaluating a joint research project", terms.purpose().value(), "without the sentence's full stop");
        assertEquals(List.of("[Fill in state]", "[Fill in city or county and state, i.e. \"courts located in New Castle, DE\"]"),
            terms.placeholders().stream().map(Term::value).toList());
        assertVerbatim(document, terms);

        String withItsTerms = COVER_PAGE + "\n## Standard Terms\n\n1. The Recipient shall not disclose Confidential Information to anyone.\n";
        ParsedDocument whole = parse("whole.md", withItsTerms);
        assertNull(KeyTermExtractor.extract(whole.chunks(), whole.title()).incorporatedTerms(), "the terms are in the text");
    }

    @Test
    void fieldsLabelledOnTheirOwnLinesAndBoldInMarkdownAreRead() {
        ParsedDocument document = parse("nda.md", """
            # Mutual Non-Disclosure Agreement

            **Effective Date:** January 15, 2025
            **Agreement Number:** NDA-M-2025-0215
            NDA Term: 2 years from the Effective Date.
            Governing Law: State of New York
            Jurisdiction: [Fill in city or county]

            This Agreement is entered into by and between Acme Corp ("Party A") and Beta LLC ("Party B").

            ## 1. Obligations

            1.1 **Limited Use.** The Receiving Party shall use the Confidential Information solely for the purpose of evaluating a \
            supply partnership between the Parties (the "Purpose").

            1.2 The obligations of confidentiality survive for a period of **three (3) years** after termination.
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals("January 15, 2025", terms.effectiveDate().value(), "a bold label, its colon inside the bold");
        assertEquals("2 years", terms.term().value(), "a label and its value on one line");
        assertEquals("State of New York", terms.governingLaw().value());
        assertEquals(KeyTerms.LEFT_BLANK, terms.forum().value(), "a field holding a placeholder is left blank, not a forum");
        assertEquals(List.of("Acme Corp", "Beta LLC"), partyNames(terms),
            "the preamble after a cover's field lines is still the opening");
        assertEquals("three (3) years", terms.confidentialityPeriod().value(), "a period in bold reads as its words");
        assertEquals("evaluating a supply partnership between the Parties", terms.purpose().value(),
            "the purpose without the sentence that leads to it");
        assertVerbatim(document, terms);
        assertEquals(KeyTerms.LEFT_BLANK, extract("""
            NON-DISCLOSURE AGREEMENT

            1. This Agreement is made for the purpose of [insert purpose] (the "Purpose").
            """).purpose().value(), "a purpose that is only a placeholder is left blank");
        KeyTerms example = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            5.1 This Agreement shall commence on the Effective Date and continue for a period of [TERM, e.g., three (3) years] unless \
            earlier terminated by either Party upon thirty (30) days' written notice.

            5.3 The obligations set forth in Sections 3 and 6 shall survive termination of this Agreement for a period of [SURVIVAL \
            PERIOD, e.g., five (5) years] from the date of disclosure.
            """);
        assertEquals(KeyTerms.LEFT_BLANK, example.term().value(), "a drafter's note with an example is a blank, not the term");
        assertEquals(KeyTerms.LEFT_BLANK, example.confidentialityPeriod().value(), example.confidentialityPeriod().quote());
    }

    @Test
    void aLetterWhoseWriterReceivesIsOneWayAndItsCourtPurposeAndDateAreRead() {
        KeyTerms letter = extract("""
            Confidentiality Agreement - Project ZENITH

            Deloitte Financial Advisory GmbH (in the following "Deloitte FA") will provide us with certain information (in the \
            following "Information") regarding a potential investment in the Company.

            In consideration for providing us with the Information, we agree that

            5. we will not use the Information for any other purpose than to evaluate the Company and to prepare an offer for its \
            acquisition. We will not use the Information for our own purposes or for the purposes of third parties;

            13. this Confidentiality Agreement shall be governed by Austrian law. We agree that the commercial court of Vienna, \
            Austria, shall have exclusive jurisdiction to hear and decide any suit.

            Date of Confidentiality Agreement: [Date]
            """);
        assertEquals("ONE_WAY", letter.mutuality().value(), letter.mutuality().quote());
        assertEquals("evaluate the Company and to prepare an offer for its acquisition", letter.purpose().value(),
            "the purpose allowed, not the purposes forbidden");
        assertEquals("the commercial court of Vienna", letter.forum().value());
        assertEquals(KeyTerms.LEFT_BLANK, letter.effectiveDate().value(), "a letter's date field left blank");

        ParsedDocument dated = parse("letter.txt", """
            14 November 2022

            NON-DISCLOSURE AGREEMENT (ANNEX 1 TO PROCESS LETTER)

            Referring to the process letter dated 10 November 2022 and in connection with your possible interest in purchasing the \
            shares of the Company, you will be furnished with certain information concerning the Company.

            1. The Information shall not be used other than in connection with your evaluation of the Proposed Transaction.

            25. This Agreement is governed by Belgian law. Any dispute shall be settled by the competent courts of Antwerp, section Antwerp.
            """);
        assertEquals("NON-DISCLOSURE AGREEMENT (ANNEX 1 TO PROCESS LETTER)", dated.title(), "a letter's date above its title");
        KeyTerms annex = KeyTermExtractor.extract(dated.chunks(), dated.title());
        assertEquals("14 November 2022", annex.effectiveDate().value(), "the letter's own date, not the process letter's");
        assertEquals("ONE_WAY", annex.mutuality().value(), annex.mutuality().quote());
        assertEquals("your evaluation of the Proposed Transaction", annex.purpose().value());
        assertEquals("the competent courts of Antwerp", annex.forum().value());
        assertVerbatim(dated, annex);

        KeyTerms twoYears = extract("""
            Confidentiality Agreement

            The Recipient undertakes to the Company that it will (i) keep the Confidential Information strictly confidential, (ii) not \
            use the Confidential Information for any other purpose than in connection with a Transaction, (iii) not disclose it.

            The provisions of this letter shall remain in effect until the two (2) years from the date of this letter.
            """);
        assertEquals("two (2) years", twoYears.term().value());
        assertEquals("two (2) years", twoYears.confidentialityPeriod().value(), "every provision lasts as long, confidentiality with them");
        assertEquals("in connection with a Transaction", twoYears.purpose().value(), "the purpose ends before the list's next item");
    }

    @Test
    void aFieldLeftAsItsQuestionIsLeftBlankAndAClauseUnderAPurposeHeadingIsNoField() {
        KeyTerms terms = extract("""
            COVER PAGE

            By executing this Cover Page, the parties enter into the Acme Mutual NDA (Version 1.0) (available at https://example.com/nda/). The Cover Page controls.

            Purpose

            [How Confidential Information may be used]

            Term of NDA

            [Agreement term and disclosure period]
            """);
        assertEquals("the Acme Mutual NDA (Version 1.0)", terms.incorporatedTerms().value());
        assertEquals(List.of("[How Confidential Information may be used]", "[Agreement term and disclosure period]"),
            terms.placeholders().stream().map(Term::value).toList());
        assertEquals(List.of("left blank", "[How Confidential Information may be used]"), List.of(terms.purpose().value(),
            terms.purpose().quote()), "a blank is no purpose, but its field is there to fill in");
        assertEquals(List.of("left blank", "[Agreement term and disclosure period]"), List.of(terms.term().value(), terms.term().quote()));
        assertNull(KeyTerms.stated(terms.term()));
        assertEquals("explore a business relationship", valueOf(extract("""
            MUTUAL NDA

            Purpose

            The parties wish to explore a business relationship and will exchange information, each keeping the other's confidential.
            """).purpose()), "a clause under a heading is read by the purpose patterns (the parties' wish), not as a form's field");
    }

    @Test
    void aTermWhosePlaceTheFormLeavesBlankIsSaidToBeLeftBlank() {
        KeyTerms template = extract("""
            ONE-WAY NDA

            Purpose How the information may be used | {purpose}

            NDA Term How long information is shared | [ x ] Expires {nda_term} from Effective Date. [ ] Continues until terminated.

            Term of Confidentiality How long information is protected | [ x ] {confidentiality_term} from the Effective Date.

            Governing Law | The laws of the State of {governing_law}.

            Jurisdiction | The state and federal courts located in {jurisdiction}.
            """);
        assertEquals("The laws of the State of {governing_law}", template.governingLaw().quote(), "the quote stays in its table cell");
        assertEquals("courts located in {jurisdiction}", template.forum().quote());
        assertEquals("{nda_term}", template.term().quote().substring(template.term().quote().length() - 10));
        for (Term term : List.of(template.purpose(), template.term(), template.confidentialityPeriod(), template.governingLaw(),
            template.forum())) {
            assertTrue(KeyTerms.leftBlank(term), term.toString());
        }
        assertEquals(List.of(TriageChecklist.Status.YELLOW, "the agreement's term is left blank, to be filled in"), List.of(
            TriageChecklist.screen(List.of(), template).getFirst().status(), TriageChecklist.screen(List.of(), template).getFirst().reason()));

        KeyTerms prose = extract("""
            NON-DISCLOSURE AGREEMENT

            1. This Agreement shall be governed by the laws of the State of ____________.

            2. The obligations of each party shall continue for a period of [NUMBER OF YEARS] year(s) from the termination of this agreement.

            3. This Agreement applies for a term of [insert number] years.
            """);
        assertEquals("laws of the State of ____________", prose.governingLaw().quote().substring(prose.governingLaw().quote().indexOf("laws")));
        assertTrue(prose.confidentialityPeriod().quote().endsWith("period of [NUMBER OF YEARS]"), prose.confidentialityPeriod().quote());
        assertTrue(prose.term().quote().endsWith("term of [insert number]"), prose.term().quote());
        assertEquals(List.of(KeyTerms.LEFT_BLANK, KeyTerms.LEFT_BLANK), List.of(prose.term().value(), prose.confidentialityPeriod().value()));

        assertNull(extract("NON-DISCLOSURE AGREEMENT\n\nAcme Inc., a company organized under the laws of ____________, and Beta LLC agree:"
            + "\n\n1. The Recipient shall keep the Information secret.\n").governingLaw(), "a party's status is no governing law");
        assertEquals("England and Wales", law("This Agreement is governed by the laws of England and Wales. Notices go to ________."),
            "a stated law is read, blanks elsewhere or not");
    }

    @Test
    void aFormsListOfDefinitionsGivesItsTermsAndALinkItIncorporatesIsItsTerms() {
        ParsedDocument document = parse("form.md", """
            # Mutual Non-Disclosure Agreement

            The parties want to share Confidential Information for the Purpose defined below.

            ### Definitions

            * "**Purpose**": `Assessing a joint bid for the harbour contract.`
            * "**Effective Date**": `March 2, 2024`
            * "**Agreement Term**": `18 months`
            * "**Confidentiality Period**": `4 years from Effective Date, perpetual for trade secrets`
            * "**Governing Law**": `Province of Alberta, Canada`
            * "**Jurisdiction**": `Calgary, Alberta`

            ### Optional Terms

            `Quiet Relationship. Each party agrees that it will not disclose, directly or indirectly, the existence of this document.`

            `Late Marking. If the Discloser shares information without making clear its intention to keep such information confidential, it may mark it later.`

            ## Template Terms

            Incorporate <https://example.com/templates/mutual-nda>.
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals(List.of("March 2, 2024", "18 months", "4 years", "perpetual for trade secrets", "Province of Alberta",
            "Calgary, Alberta", "Assessing a joint bid for the harbour contract"), List.of(terms.effectiveDate().value(), terms.term().value(),
            terms.confidentialityPeriod().value(), terms.tradeSecrets().value(), terms.governingLaw().value(), terms.forum().value(),
            terms.purpose().value()));
        assertEquals("the terms published at https://example.com/templates/mutual-nda", terms.incorporatedTerms().value(),
            "neither keeping the relationship quiet nor a discloser's intention is a duty of confidence of its own");
        assertVerbatim(document, terms);
        assertEquals("ONE_WAY", extract("NON-DISCLOSURE AGREEMENT\n\nDiscloser wants to disclose to Recipient Confidential Information for the "
            + "Purpose defined below.\n").mutuality().value(), "a form's roles used as names");
    }

    @Test
    void courtsACoverPageDefinesAreNoForumTheTextStates() {
        KeyTerms terms = extract("""
            MUTUAL NDA STANDARD TERMS

            10. Governing Law and Courts. The Governing Law governs this NDA. The parties will adjudicate any such action in the Courts and each party consents to the exclusive jurisdiction and venue of the Courts for any such action.
            """);
        assertNull(terms.forum(), String.valueOf(terms.forum()));
        assertEquals("the courts of London", extract("""
            MUTUAL NDA

            10. This NDA is governed by English law and the parties submit to the exclusive jurisdiction and venue of the courts of London.
            """).forum().value());
        assertEquals("the ordinary Courts of Milan", extract("""
            TWO-WAY NDA

            9. Each dispute under this Agreement is submitted to the sole competence and jurisdiction of the ordinary Courts of Milan.
            """).forum().value());
        assertEquals("the Fairfax County Circuit Court, Fairfax County, Virginia", extract("""
            BIDDER NDA

            7. The Bidder waives any objection to venue or jurisdiction of the Fairfax County Circuit Court, Fairfax County, Virginia.
            """).forum().value());
        // the unplaced Courts are read past, not taken and then dropped: the forum placed later is the one the text states
        assertEquals("the state or federal courts located in Wilmington, Delaware", extract("""
            MUTUAL NDA STANDARD TERMS

            10. Governing Law and Courts. Each party consents to the exclusive jurisdiction and venue of the Courts for any such action.

            11. Courts. Any such action shall be brought only in the state or federal courts located in Wilmington, Delaware.
            """).forum().value());
    }

    @Test
    void theSideChosenQuotesALongUndertakingByItsFirstAndLastWords() {
        KeyTerms undertaking = extract("""
            NON-DISCLOSURE FORM FOR CONTRACTOR EMPLOYEE

            I, ______________________________ (print or type name), as an employee of ______________________________ (insert name of company), a contractor acting under contract to the Agency, agree not to disclose any sensitive information.
            """);
        String reason = ReviewSide.of(null, undertaking).reason();
        assertTrue(reason.startsWith("The agreement is one-way (\"I, ____") && reason.contains(" … ")
            && reason.contains("agree not to disclose\");") && reason.length() < 260, reason);

        KeyTerms listed = extract("""
            NON-DISCLOSURE AGREEMENT

            Between:
            - Disclosing Party: TechCorp Industries, Inc., a Delaware corporation ("TechCorp")
            - Receiving Party: [Receiving Party Name] ("Recipient")

            1. The Receiving Party shall hold all Confidential Information in strict confidence.
            """);
        assertEquals(List.of("TechCorp Industries, Inc.", "[Receiving Party Name]"), partyNames(listed),
            "parties listed as bulleted lines under their roles");
        KeyTerms labelled = extract("""
            PHOTO RETOUCHING OUTSOURCING AGREEMENT

            Between: DGT Corp. Suite 207 - 1130 Austin Avenue, Coquitlam, British Columbia (hereinafter referred to as "DGT")

            And: Dolphin Industries Limited Room 1302 Golden Gate Commercial Bldg (hereinafter referred to as "Dolphin")
            """);
        assertEquals("DGT Corp", labelled.parties().getFirst().value(), "a 'Between:' line is the parties', not a cover's field");
        String named = ReviewSide.of(null, listed).reason();
        assertTrue(named.startsWith("The agreement is one-way (\"Recipient\");"), "a quoted name keeps its own marks: " + named);
    }

    @Test
    void tellsAnEmployeesUndertakingAndANonCompeteFromAnNda() {
        KeyTerms undertaking = extract("""
            NONDISCLOSURE AGREEMENT FOR CONTRACTOR EMPLOYEES

            I, Jane Doe, as an employee of Acme Services, a contractor of the Agency, acknowledge that I will not disclose non-public information I receive.
            """);
        assertEquals(DocumentType.EMPLOYEE_UNDERTAKING, undertaking.documentType());
        KeyTerms employee = extract("""
            EMPLOYEE NON-DISCLOSURE AGREEMENT

            This Employee Non-Disclosure Agreement is entered into between Acme Corp, a Delaware corporation (the "Company"); and \
            Jane Doe, an individual (the "Employee").

            1. Employee agrees to hold all Confidential Information in strict confidence.
            """);
        assertEquals(DocumentType.EMPLOYEE_UNDERTAKING, employee.documentType(), "an employer's agreement with its employee");
        assertEquals("ONE_WAY", employee.mutuality().value(), "the employee alone receives: " + employee.mutuality().quote());
        KeyTerms nonCompete = extract("""
            NON-COMPETITION AGREEMENT

            For two (2) years after leaving the Company, the Employee shall not engage in any business that competes with the Company anywhere in the world.
            """);
        assertEquals(DocumentType.NON_COMPETE, nonCompete.documentType());
        assertEquals(DocumentType.OTHER, extract("""
            SOFTWARE LICENCE AGREEMENT

            The Licensor grants the Licensee a non-exclusive licence to use the Software.
            """).documentType());
    }

    @Test
    void aPerpetualObligationAndAUsStateLawAndForumAreRead() {
        KeyTerms terms = extract("""
            CONFIDENTIALITY AGREEMENT

            This Confidentiality Agreement is entered into as of 1 June 2025 by and between Alpha LLC and Beta Corp.

            1. The Recipient's confidentiality obligations shall continue in perpetuity.

            2. This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws rules. The state and federal courts located in New York County shall have exclusive jurisdiction.

            3. For the purposes of this Agreement, "Affiliate" means an entity controlled by a party.
            """);
        assertEquals(List.of("Alpha LLC", "Beta Corp."), partyNames(terms));
        assertEquals("1 June 2025", terms.effectiveDate().value());
        assertEquals("in perpetuity", terms.confidentialityPeriod().value());
        assertEquals("State of New York", terms.governingLaw().value());
        assertEquals("The state and federal courts located in New York County", terms.forum().value());
        assertNull(terms.mutuality(), "nothing says mutual or one-way");
        assertNull(terms.purpose(), "'for the purposes of this Agreement' states no purpose");
        KeyTerms submitted = extract("""
            CONFIDENTIALITY AGREEMENT

            1. Each party submits to the exclusive jurisdiction of the courts of Ontario for all matters arising out of this Agreement.
            """);
        assertEquals("the courts of Ontario", submitted.forum().value());
        KeyTerms provincial = extract("""
            CONFIDENTIALITY AGREEMENT

            1. This Agreement is governed by the laws of the Province of Alberta, and the parties submit to the jurisdiction of Alberta courts.
            """);
        assertEquals("Alberta courts", provincial.forum().value(), "courts named by their place before them");
        assertEquals("the Delaware Court of Chancery", extract("""
            CONFIDENTIALITY AGREEMENT

            1. Each party irrevocably submits to the exclusive jurisdiction of the Delaware Court of Chancery.
            """).forum().value(), "a court named by its place and its name");
        String remedy = """
            NON-DISCLOSURE AGREEMENT

            1. For the purpose of enforcing this Agreement, each party may seek an injunction.
            """;
        assertNull(extract(remedy).purpose(), "a purpose no use of the information serves");
        assertEquals("discuss a joint venture in solar storage", extract(remedy + """

            2. The parties wish to discuss a joint venture in solar storage (the "Purpose").
            """).purpose().value(), "the defined Purpose, wherever it stands, without the wish that leads to it");
        assertEquals("the Recipient's participation in the tender", extract("""
            NON-DISCLOSURE AGREEMENT

            "Purpose": means the Recipient's participation in the tender.

            "Completion of the Purpose" shall mean two months after the award.
            """).purpose().value(), "the Purpose's own definition, without its verb");
        KeyTerms evaluation = extract("""
            NON-DISCLOSURE AGREEMENT

            1. Acme agrees to provide the Recipient with confidential information for evaluation purposes only.

            2. The headings of this Agreement are for reference purposes only.
            """);
        assertEquals("evaluation", evaluation.purpose().value());
        assertNull(extract("""
            NON-DISCLOSURE AGREEMENT

            1. The headings of this Agreement, which define no obligation, are for reference purposes only.

            2. The Recipient may use the information for other purposes only upon terms the parties agree in writing.
            """).purpose(), "headings serve no purpose of the information, and 'other purposes' name none");
        KeyTerms hague = extract("""
            NON-DISCLOSURE AGREEMENT

            8. This Agreement shall come into effect on the date of this Agreement and shall continue to be in full force and effect for a period of 2 years.

            11. This Agreement shall be governed by the laws of The Netherlands and the competent court in The Hague, The Netherlands shall have exclusive jurisdiction to settle any dispute.
            """);
        assertEquals("2 years", hague.term().value());
        assertEquals("the competent court in The Hague", hague.forum().value(), "the court's kind and city, the country after it left out");
        KeyTerms greenville = extract("""
            NON-DISCLOSURE AGREEMENT

            8. Any suit based on this Agreement shall be brought in the State or Federal Courts situated in Greenville County, SC, and the parties consent to their jurisdiction.
            """);
        assertEquals("the State or Federal Courts situated in Greenville County, SC", greenville.forum().value());
        assertEquals("the state courts located in Dane County, Wisconsin", extract("""
            NON-DISCLOSURE AGREEMENT

            14. Disputes. Any dispute under this Agreement is subject to the exclusive jurisdiction and venue of the state courts located in Dane County, Wisconsin and the federal courts located in Wisconsin.
            """).forum().value(), "the county's state kept, the federal alternative left out as elsewhere");
        KeyTerms conflicts = extract("""
            NON-DISCLOSURE AND NON-COMPETE AGREEMENT

            1. Noncompetition. The Seller will not engage in a Competing Business.

            8. Governing Law. This Agreement shall be governed by and construed in accordance with the internal laws, and not the law of conflicts, of the State of Nevada.

            13. Each party agrees to submit to the exclusive jurisdiction of the federal and state courts of the party against whom the action is sought.
            """);
        assertEquals("State of Nevada", conflicts.governingLaw().value());
        assertNull(conflicts.forum(), "the courts of whichever party is sued are no place");
        assertEquals(DocumentType.NON_COMPETE, conflicts.documentType(), "a title naming both, and the agreement opens with the non-compete");
        assertEquals("State of New York", extract("""
            NON-DISCLOSURE AGREEMENT

            15. This Agreement shall be governed by and construed in accordance with the domestic, substantive laws of the State of New York.
            """).governingLaw().value());
    }

    @Test
    void mutualPromisesDoNotMakeAnAgreementMutualAndACoverPageFieldIsNoLaw() {
        KeyTerms terms = extract("""
            CONFIDENTIALITY AGREEMENT

            NOW, THEREFORE, in consideration of the mutual promises herein contained, the Parties agree as follows:

            1. CLIENT shall disclose its formulations to BROOKS, and BROOKS shall not disclose them to anyone.

            2. This Agreement shall be governed, construed and interpreted by, and in accordance with, the laws of the State of New York.
            """);
        assertNull(terms.mutuality(), "mutual promises are consideration, not a mutual exchange of information");
        assertEquals("State of New York", terms.governingLaw().value());
        KeyTerms cover = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT STANDARD TERMS

            1. This Mutual Non-Disclosure Agreement allows each party to disclose information.

            2. This MNDA is governed by the laws of the State of <Governing Law on the Cover Page>.
            """);
        assertEquals("MUTUAL", cover.mutuality().value());
        assertNull(cover.governingLaw(), "the law is left to the cover page");
        KeyTerms roles = extract("""
            NON-DISCLOSURE AGREEMENT TERMS

            1. During the term, the Recipient will hold Confidential Information in confidence.

            2. Recipient will immediately notify the Discloser of any required disclosure.
            """);
        assertEquals("ONE_WAY", roles.mutuality().value(), "one fixed discloser and one recipient");
    }

    @Test
    void bracketedDraftingValuesAreReadAndADefinedTermIsNoLaw() {
        KeyTerms terms = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            6.1 This Agreement shall remain in force and effect for [one (1)] year when duly signed by both Parties, provided that the confidentiality obligations imposed on the Receiving Party shall continue for a period of [five (5)] years after termination of the Agreement.

            8.1 This Agreement is governed by, and construed in accordance with, the laws of the State of Governing Law, without regard to its conflict of laws provisions.
            """);
        assertEquals("[one (1)] year", terms.term().value());
        assertEquals("[five (5)] years", terms.confidentialityPeriod().value());
        assertNull(terms.governingLaw(), "'Governing Law' is the cover page's field, not a state");
    }

    @Test
    void numbersBeforeTheirWordsRepublicsAndLawsOneIsSubjectTo() {
        KeyTerms italian = extract("""
            CONFIDENTIALITY AGREEMENT

            The Parties are willing to exchange Confidential Information in the form of technical information.

            10. This Agreement shall terminate 5 (five) years after the Effective Date. The obligations of non-use and non-disclosure shall survive for 3 (three) years from the date of disclosure.

            12. This Agreement shall be governed by and construed in accordance with the Laws of the Republic of Italy.
            """);
        assertEquals("MUTUAL", italian.mutuality().value(), "the parties exchange information");
        assertEquals("5 (five) years", italian.term().value());
        assertEquals("3 (three) years", italian.confidentialityPeriod().value());
        assertEquals("Republic of Italy", italian.governingLaw().value());
        KeyTerms canadian = extract("""
            NON-DISCLOSURE AGREEMENT

            In consideration of receiving Confidential Information, Acme Ltd. (the “Confidant”) agrees as follows:

            5. The obligations of Confidant shall not terminate but shall continue without limitation of time.

            8. This Agreement shall be subject to, interpreted, performed and enforced in accordance with the laws of Manitoba and the applicable laws of Canada.
            """);
        assertEquals("ONE_WAY", canadian.mutuality().value(), "one party is named the confidant");
        assertEquals("without limitation of time", canadian.confidentialityPeriod().value());
        assertEquals("Manitoba", canadian.governingLaw().value());
        assertEquals("MUTUAL", extract("""
            CONFIDENTIALITY AGREEMENT

            1.1 The Parties may during the discussions disclose to each other essential information regarding their operations.
            """).mutuality().value());
        KeyTerms nasdaq = extract("""
            CONFIDENTIALITY AGREEMENT

            This Agreement is made between Nasdaq, Inc. and ______ (Recipient), whose offices are located at ______.

            10. The obligations of the Recipient shall survive the termination of this Agreement for a period up to three (3) years.
            """);
        assertEquals("ONE_WAY", nasdaq.mutuality().value());
        KeyTerms producer = extract("""
            CONFIDENTIALITY AGREEMENT

            1. "Confidential Information" means any information supplied by either party that is marked "Confidential".

            7. Recipient's obligations under this Agreement with respect to disclosures of Confidential Information shall expire five (5) years from the date this Agreement is executed.
            """);
        assertEquals("MUTUAL", producer.mutuality().value(), "information supplied by either party");
        assertEquals("five (5) years", producer.confidentialityPeriod().value());
        assertEquals("three (3) years", nasdaq.confidentialityPeriod().value());
        assertEquals("MUTUAL", extract("""
            CONFIDENTIALITY AGREEMENT

            WHEREAS the Parties have determined to protect Confidential Information that one Party ("Owner") may disclose to the other Party.
            """).mutuality().value());
    }

    @Test
    void aOneWayAgreementBetweenNamedPartiesAndLawsAndCourtsInOtherWords() {
        KeyTerms stockholder = extract("""
            CONFIDENTIALITY AGREEMENT

            This Agreement is entered into between Patriot Corporation (the "Company"), and the "Stockholder".

            1. Stockholder shall not utilize Confidential Material for any other purpose.

            2. The Stockholder will not disclose Confidential Material to any person.

            3. This Agreement shall be construed according to the laws of the State of Maryland (excluding its choice of laws rules). Attendee hereby consents to the jurisdiction of the courts of the State of Maryland.
            """);
        assertEquals("ONE_WAY", stockholder.mutuality().value(), "every duty falls on the Stockholder");
        assertEquals("State of Maryland", stockholder.governingLaw().value());
        assertTrue(stockholder.forum().value().endsWith("courts of the State of Maryland"), stockholder.forum().value());
        KeyTerms consultant = extract("""
            CONFIDENTIALITY AGREEMENT

            B. In order to proceed with the Project, Health Card may disclose to Kestrel certain Proprietary Information.

            10. The term of this Agreement shall be from the date first above written until the earlier of (i) three (3) years after disclosure or (ii) written consent from Health Card.

            11. The restrictions and obligations of this Agreement shall continue and shall survive the termination of the Purpose for a period of five (5) years.

            12. This Agreement shall be interpreted and enforced in accordance with the laws of the State of Delaware. Any action shall be brought in the state or federal courts located in Delaware, USA.
            """);
        assertEquals("ONE_WAY", consultant.mutuality().value(), "one named party discloses to the other");
        assertEquals("three (3) years", consultant.term().value());
        assertEquals("five (5) years", consultant.confidentialityPeriod().value(), "the obligations' period is not the term");
        assertEquals("State of Delaware", consultant.governingLaw().value());
        assertTrue(consultant.forum().value().endsWith("located in Delaware"), consultant.forum().value());
        KeyTerms template = extract("""
            CONFIDENTIALITY AGREEMENT

            Each party may disclose Confidential Information to the other. Any legal suit must be instituted in the federal or state courts located in Jurisdiction.
            """);
        assertNull(template.forum(), "a cover page's field is no forum");
    }

    @Test
    void mutualityInOtherWordsAndLawsInForce() {
        KeyTerms adobe = extract("""
            NON-DISCLOSURE AGREEMENT

            This NDA governs the disclosure of CI between Adobe and the Company. Company and Adobe may make disclosures of CI to each other for discussions concerning their business relationship.

            5. General. This NDA is governed by and construed in accordance with the substantive laws in force in the State of California.
            """);
        assertEquals("MUTUAL", adobe.mutuality().value());
        assertEquals("State of California", adobe.governingLaw().value());
        assertEquals("MUTUAL", extract("""
            NON-DISCLOSURE AGREEMENT

            1. "Confidential Information" is any information that is disclosed by a disclosing party to a receiving party for the aforesaid purposes.
            """).mutuality().value(), "roles either party may take");
        KeyTerms roles = extract("""
            NON-DISCLOSURE AGREEMENT

            1. The term "Confidential Information" means all information belonging to one party (the "Disclosing Party") that is revealed to the other party (the "Receiving Party").
            """);
        assertEquals("MUTUAL", roles.mutuality().value(), "a defined Receiving Party is no one-way agreement when either party may be it");
        KeyTerms circumvention = extract("""
            NON-CIRCUMVENTION AGREEMENT

            1. The Parties will maintain complete confidentiality regarding each other's business and know-how.

            2. The Agreement is valid and effective for all purposes, business, communications, negotiations, disclosures and transactions of whatever nature between the Parties for a period of two (2) years from the effective date hereof.

            3. This Agreement shall be governed by law and construed to be in accordance with the laws of the State of Pennsylvania.
            """);
        assertEquals("MUTUAL", circumvention.mutuality().value());
        assertEquals("two (2) years", circumvention.term().value());
        assertEquals("State of Pennsylvania", circumvention.governingLaw().value());
    }

    @Test
    void oneWayFromTheOnlyNamedProviderAndPeriodsStatedFirst() {
        KeyTerms broker = extract("""
            CONFIDENTIALITY AGREEMENT

            1. Prospect acknowledges that all information and materials provided by Listing Broker regarding the Property is confidential. In the event the transaction is not successful, Prospect will return any information and materials provided by Listing Broker.
            """);
        assertEquals("ONE_WAY", broker.mutuality().value(), "the information comes from one named party only");
        KeyTerms chip = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            2. For a period of five (5) years following the date of each such disclosure the receiving Party shall maintain such Confidential Information as confidential.

            3. Each of the parties agrees that it will not disclose any Confidential Information of the other party to any person.
            """);
        assertEquals("five (5) years", chip.confidentialityPeriod().value());
        assertEquals("MUTUAL", chip.mutuality().value());
    }

    @Test
    void anniversariesPermanenceQuebecAndFieldsLeftToFill() {
        KeyTerms quebec = extract("""
            CONFIDENTIALITY AGREEMENT

            This agreement sets out the terms under which Tennenbaum Capital has agreed to provide information to Novacap Technologies III, L.P. ("Recipient").

            9. Termination: The covenants contained in this agreement shall terminate and expire on the date that is the first anniversary of the date first set out above.

            12. This agreement will be governed by, and construed and enforced in accordance with the laws of the Province of Québec.
            """);
        assertEquals("until the first anniversary", quebec.term().value());
        assertEquals(1.0, Durations.years(quebec.term().value()).orElseThrow());
        assertEquals("Province of Québec", quebec.governingLaw().value());
        KeyTerms letter = extract("""
            CONFIDENTIALITY AGREEMENT

            Re: (Enter Business Name) ("the Business") and (Enter Recipients name) ("the Recipient")

            1. Investor shall keep the Confidential Information permanently and strictly confidential.

            2. Any agreement shall be governed by the laws of (Enter State) and you hereby submit to the exclusive jurisdiction of the Courts of (Enter State) in relation thereto.
            """);
        assertEquals("ONE_WAY", letter.mutuality().value(), "a recipient named as such");
        assertEquals("permanently", letter.confidentialityPeriod().value());
        assertNull(letter.governingLaw(), "a field left to fill is no law");
        assertNull(letter.forum(), "nor a forum");
        assertEquals("ONE_WAY", extract("""
            CONFIDENTIALITY AGREEMENT

            I will not disclose any PHI to any individual or third party.
            """).mutuality().value(), "an individual's undertaking");
        KeyTerms untilPublic = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            9. This Agreement shall govern all communications between the parties, provided that each party's obligations with respect to Confidential Information of the other party shall continue unless and until such Confidential Information falls within Section 4.
            """);
        assertTrue(untilPublic.confidentialityPeriod().value().startsWith("indefinitely"), untilPublic.confidentialityPeriod().value());
    }

    @Test
    void lawsByAdjectiveOrInCapitalsCourtsByCountyAndRolesByOtherNames() {
        KeyTerms bristol = extract("""
            AGREEMENT ON THE NON-DISCLOSURE OF CONFIDENTIAL INFORMATION

            5. Both parties agree that at all times, during and after the current discussions, and thereafter for a period of ten (10) years, starting from the effective date of this Agreement, not to communicate or to divulge to third parties confidential information received from the other party.

            6. This Agreement is to be construed and enforced in accordance with English Law and is subject to the exclusive jurisdiction of the English courts to which the parties hereto submit.
            """);
        assertEquals("MUTUAL", bristol.mutuality().value(), "both parties, information from the other party");
        assertEquals(10.0, Durations.years(bristol.confidentialityPeriod().value()).orElseThrow());
        assertEquals("England and Wales", bristol.governingLaw().value());
        assertEquals("the courts of England and Wales", bristol.forum().value(), "the courts, not what follows them");
        KeyTerms fronius = extract("""
            NON-DISCLOSURE AGREEMENT

            Between ACME Ltd (Also referred to hereinafter as the DISCLOSEE) and Fronius International GmbH (Also referred to hereinafter as the DISCLOSER)

            15. This agreement is governed by Austrian law. Jurisdiction is agreed to be at Wels
            """);
        assertEquals("ONE_WAY", fronius.mutuality().value());
        assertEquals("Austria", fronius.governingLaw().value());
        assertEquals("Wels", fronius.forum().value());
        KeyTerms merger = extract("""
            NON-COMPETITION AND NON-DISCLOSURE AGREEMENT

            2. (a) Each of Stockholders severally agrees that such Stockholder shall not, at any time following the effectiveness of the Merger, print, publish, divulge or communicate to any person any secret or confidential information relating to the Business.

            7. THIS AGREEMENT SHALL BE CONSTRUED AND ENFORCED IN ACCORDANCE WITH AND GOVERNED BY THE LAWS OF THE STATE OF DELAWARE APPLICABLE TO AGREEMENTS MADE AND TO BE PERFORMED WHOLLY WITHIN SUCH JURISDICTION.
            """);
        assertTrue(Durations.endless(merger.confidentialityPeriod().value()), merger.confidentialityPeriod().value());
        assertEquals("State of Delaware", merger.governingLaw().value());
        KeyTerms kaplan = extract("""
            NON-DISCLOSURE AGREEMENT

            13. The parties hereby consent and submit to personal jurisdiction of courts situated in New York County, New York, and all disputes shall be heard only there.
            """);
        assertEquals("courts situated in New York County, New York", kaplan.forum().value());
    }

    @Test
    void aBlankPartyCourtsOfTheLawsPlaceAndSurvivalWithoutAPeriod() {
        KeyTerms bps = extract("""
            CONFIDENTIALITY AND NON-DISCLOSURE AGREEMENT

            This Agreement is entered into by and between __________________ (hereafter referred to as \u201cVendor)\u201d and the Boston Public Schools, 2300 Washington Street, Roxbury, MA 02119 (\u201cBPS\u201d).

            This Agreement refers to the data challenge that will take place between April 1st, 2017 and June 30, 2017.

            11. Appropriate Forum. VENDOR and BPS agree that the courts located in the State of Massachusetts are the appropriate forum in the event any party seeks legal action under this Agreement.

            17. Termination. This Agreement shall survive the termination of the services to be provided by VENDOR.
            """);
        assertEquals(List.of("__________________", "Boston Public Schools"), partyNames(bps),
            "the blank is the vendor's name, and the challenge's dates are no party");
        assertEquals("the courts located in the State of Massachusetts", bps.forum().value());
        assertTrue(Durations.endless(bps.confidentialityPeriod().value()), bps.confidentialityPeriod().value());
        KeyTerms yale = extract("""
            NON-DISCLOSURE AGREEMENT

            THIS NON-DISCLOSURE AGREEMENT (the "Agreement") made this 18th day of November, 2005, by and between Yale University School of Medicine, a nonprofit corporation (the "Pilot Site") and Advanced BioPhotonics Inc., a corporation (the "ABP").

            4. The Receiving Party shall use Proprietary Information solely for the Pilot Study. This restriction shall survive termination of this Agreement.

            10. The confidentiality obligations under this Agreement will survive termination of this Agreement for a period of three (3) years.

            14. This Agreement shall be governed by and interpreted in accordance with the laws of the State of Connecticut and shall be enforceable in the courts of that state.
            """);
        assertEquals("18th day of November, 2005", yale.effectiveDate().value());
        assertEquals(3.0, Durations.years(yale.confidentialityPeriod().value()).orElseThrow(), "the period stated wins over survival without one");
        assertEquals("the courts of the State of Connecticut", yale.forum().value());
        KeyTerms venue = extract("""
            NON-DISCLOSURE AGREEMENT

            12. All parties consent to venue and personal jurisdiction in the courts of the State of Vermont.
            """);
        assertEquals("the courts of the State of Vermont", venue.forum().value());
    }

    @Test
    void aPartyEnteringIntoTheAgreementDutiesOnALowerCaseRoleAndACourtsNameThatEndsAtAVerb() {
        KeyTerms va = extract("""
            CONFIDENTIALITY OF SENSITIVE INFORMATION NON-DISCLOSURE AGREEMENT
            1. This Non-Disclosure Agreement is entered into by the United States Department of Veterans Affairs (VA) and ______________, ______________ on _______________.
            3. By signing this agreement, the contractor acknowledges and understands the following:
            g. The contractor may not use or disclose it except as the contractor is permitted to use or disclose VA sensitive information under the contract.
            k. Upon completion or termination of the contract, the contractor will immediately deliver all VA records. The contractor will not retain any copies of any of these documents.
            m. This agreement is made under, and shall be governed by, the laws of the United States.
            """);
        assertEquals("United States Department of Veterans Affairs", va.parties().getFirst().value());
        assertEquals("ONE_WAY", va.mutuality().value(), "every duty falls on the contractor");
        KeyTerms ngo = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT
            NOW IT IS AGREED by and between the Parties as follows:
            7. This Agreement shall be construed in accordance with the laws of England. The Parties hereby consent to the exclusive jurisdiction of the courts of England and consent that all personal service of process be made by certified mail.
            """);
        assertEquals(List.of(), ngo.parties(), "\"between the Parties\" names no party");
        assertEquals("the courts of England", ngo.forum().value());
    }

    @Test
    void aLetterAgreementsDateAddresseeAndTermAndCourtsThatEndAtAnAsideOrASecondSetOfCourts() {
        KeyTerms letter = extract("""
            CONFIDENTIALITY AGREEMENT
            December 15, 2010
            Verizon Communications Inc.
            Ladies and Gentlemen:
            You have indicated an interest in evaluating a potential acquisition (the "Transaction") of Terremark Worldwide, Inc. (the "Company"). As a condition to your receipt of such information, you agree to treat any information concerning the Company which is furnished to you in connection with evaluating the Transaction (collectively, the "Confidential Information") in accordance with this Agreement.
            10. This Agreement shall be governed by the laws of the State of New York. Each party hereto irrevocably consents to submit to the jurisdiction of the courts of the State of New York and of the United States of America located in the State of New York for any action arising out of this agreement.
            12. This Agreement supersedes all prior agreements; provided that the Mutual Non-Disclosure Agreement dated as of November 13, 2009 between the parties hereto shall remain in full force and effect.
            14. This Agreement shall terminate upon the earlier to occur of (a) the closing of the Transaction contemplated by this Agreement, and (b) one (1) year after the date hereof.
            """);
        assertEquals("December 15, 2010", letter.effectiveDate().value(), "the letter's date, not the earlier agreement's");
        assertEquals("ONE_WAY", letter.mutuality().value(), "the information is furnished to the addressee");
        assertEquals("one (1) year", letter.term().value());
        assertEquals("the courts of the State of New York", letter.forum().value());
        KeyTerms queensland = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT
            A. EACH PARTY ENVISAGES PROVIDING CERTAIN INFORMATION TO THE OTHER PARTY FOR THE FOLLOWING DISCLOSURE PURPOSE(S): A POTENTIAL BUSINESS RELATIONSHIP;
            6.4. The Receiving Party may retain a reasonable number of copies for the sole purpose of satisfying any legal requirements regarding record retention.
            7.7. This Agreement is governed by the laws of Queensland and the parties agree to submit to the non-exclusive jurisdiction of the courts of Queensland (with consideration of the jurisdiction of the courts of New South Wales).
            """);
        assertEquals("A POTENTIAL BUSINESS RELATIONSHIP", queensland.purpose().value());
        assertEquals("the courts of Queensland", queensland.forum().value());
    }

    @Test
    void dutiesOnANamedCompanyAfterItemMarkersAndAnAgreementThatSurvivesUntilTheInformationIsPublic() {
        KeyTerms rfp = extract("""
            Non-Disclosure Agreement for Request for Proposal
            THIS CONFIDENTIALITY AGREEMENT ("Agreement") is entered into by and between the Administrative Office of the Courts (the "AOC") and [company name] (hereinafter the "Company").
            2. All Confidential Information disclosed by the AOC to Company shall be received in confidence by Company. Company also agrees that it shall treat the Confidential Information with not less than reasonable care.
            3. Company shall not (i) use any portion of the Confidential Information for any purpose except to evaluate the RFP.
            5. Company agrees that it shall return to the AOC upon request all documents containing any Confidential Information.
            14. This Agreement shall survive until such time as all Confidential Information disclosed hereunder becomes publicly known and made generally available through no action or inaction of Company.
            """);
        assertEquals("ONE_WAY", rfp.mutuality().value(), "every duty falls on the Company");
        assertTrue(rfp.confidentialityPeriod().value().startsWith("indefinitely"), rfp.confidentialityPeriod().value());
        KeyTerms holdings = extract("""
            CONFIDENTIALITY AGREEMENT
            In connection with a potential transaction between Holdings and Big Sky, Big Sky has and will furnish to Holdings certain information ("Information").
            Holdings agrees that it will keep the Information confidential.
            Without the prior written consent of Big Sky, neither Holdings nor its Representatives shall disclose to any person the fact that discussions are taking place. Likewise, neither Big Sky nor its Representatives shall disclose to any person the fact that Holdings has received any Information.
            """);
        assertEquals("ONE_WAY", holdings.mutuality().value(), "Big Sky furnishes, Holdings receives; Representatives are no party");
    }

    @Test
    void aCovenantNotToCompeteAndAnUndertakingByTheUndersigned() {
        KeyTerms covenant = extract("""
            COVENANT NOT TO COMPETE
            This Covenant Not to Compete (this "Agreement") is made this 3rd day of April, 1996 by and among Lumex, Inc. ("Seller") and Fuqua Enterprises, Inc. ("Parent").
            2.02 (b) Seller will keep confidential and will not for a period of three (3) years after the execution of this Agreement, directly or indirectly, divulge to anyone any of the Confidential Information.
            2.03 NON-COMPETITION. Seller agrees that for a period of three (3) years it will not Compete with Purchasers in the Territory.
            """);
        assertEquals(DocumentType.NON_COMPETE, covenant.documentType());
        assertEquals(List.of("Lumex, Inc.", "Fuqua Enterprises, Inc."), partyNames(covenant),
            "\"by and among\" names the parties");
        assertEquals("three (3) years", covenant.confidentialityPeriod().value());
        KeyTerms undertaking = extract("""
            CONFIDENTIALITY AND NON-DISCLOSURE AGREEMENT
            To: Baldwin Paper Co. Limited
            Re: Baldwin Paper Co. Limited ("Baldwin")
            The undersigned hereby acknowledges having been advised that:
            i) BDO Canada Limited ("BDO") was appointed as Proposal Trustee of Baldwin.
            """);
        assertEquals("ONE_WAY", undertaking.mutuality().value(), "an undertaking signed by the undersigned alone");
    }

    @Test
    void courtsWhereDisputesAreVenuedAndObligationsForAsLongAsTheInformationStaysConfidential() {
        KeyTerms terms = extract("""
            MUTUAL CONFIDENTIALITY AND NON-DISCLOSURE AGREEMENT
            9. Governing Law. This Agreement shall be governed and construed in accordance with the laws of the State of Illinois and all disputes shall be venued exclusively in state or federal courts situated in Chicago, Illinois.
            15. Term and Termination. This Agreement shall be in effect for a period of two (2) years from the date hereof, provided that the confidentiality obligations set forth in Paragraph 2(a) shall remain in full force and effect for so long as such Confidential Information remains confidential and non-public.
            """);
        assertEquals("state or federal courts situated in Chicago, Illinois", terms.forum().value());
        assertTrue(terms.confidentialityPeriod().value().startsWith("indefinitely"), terms.confidentialityPeriod().value());
        assertEquals("two (2) years", terms.term().value());
    }

    @Test
    void aPurposeAsTheOneExceptionToNoUseAndNoDutyInUsingContactDetails() {
        KeyTerms terms = extract("""
            TERMS OF PARTICIPATION
            The Organiser runs the programme. The Organiser will use the Coach's contact information to send news.

            5 Obligations of Coach
            Coach shall not use any Confidential Information for any purpose except to advise the start-ups in the programme.
            Coach shall not disclose any Confidential Information to any third party.
            """);
        assertEquals("advise the start-ups in the programme", terms.purpose().value());
        assertEquals("ONE_WAY", terms.mutuality().value(), "every duty falls on the Coach; the Organiser only uses contact details");
    }

    @Test
    void partiesNumberedUnderBetweenAndBlanksThatAskForANameOrLostTheirLength() {
        KeyTerms numbered = extract("""
            NON-DISCLOSURE AGREEMENT
            THIS AGREEMENT is made on [date]
            BETWEEN:
            (1) ALPHA HOLDINGS N.V., a company incorporated in The Netherlands having its registered office in Utrecht ("Alpha");
            (2) [INSERT COMPANY NAME], a [insert legal entity] company having its registered office at [address] (the "Company").

            1. The Company shall keep the Confidential Information secret.
            """);
        assertEquals(List.of("ALPHA HOLDINGS N.V.", "[INSERT COMPANY NAME]"), partyNames(numbered));
        KeyTerms stroke = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT
            THIS AGREEMENT between _ , a corporation having offices at ( Company ), and Beta Werke GmbH, ("Beta"), is effective as of the date signed.

            1. Each party shall keep the other's Confidential Information secret.
            """);
        assertEquals(List.of("_", "Beta Werke GmbH"), partyNames(stroke));
        KeyTerms byOne = extract("""
            CONFIDENTIALITY AGREEMENT
            This Agreement is made and entered into this __ day of ______, 2019 ("Effective Date") by Gamma Instruments LP ("Gamma"), having its office in Leeds.

            1. The Dealer shall keep Gamma's Confidential Information secret.
            """);
        assertEquals(List.of("Gamma Instruments LP"), partyNames(byOne));
        KeyTerms llc = extract("""
            NON-DISCLOSURE AGREEMENT
            This Agreement is entered into as of May 1, 2018, by and between:
            Delta Capital Holdings, LLC, a Delaware LLC having the address on the signature page (the "Acquiror")
            - and -
            Epsilon Foods, Inc., a Delaware corporation (the "Company").

            1. Each party shall keep the other's Confidential Information secret.
            """);
        assertEquals(List.of("Delta Capital Holdings, LLC", "Epsilon Foods, Inc."), partyNames(llc));
        KeyTerms match = extract("""
            MENTORING TERMS
            The Organiser runs a coaching programme for start-ups.
            The Organiser cannot guarantee an actual match between Mentor and Participants.

            1. Mentor shall keep the Ideas confidential.
            """);
        assertEquals(List.of(), match.parties(), "a match between two roles is no list of the agreement's parties");
        KeyTerms deal = extract("""
            NON-DISCLOSURE AGREEMENT
            In connection with a potential transaction between Zeta Mining Company ("Buyer"), and Eta Metals, Inc., a Delaware corporation ("Company"), the parties wish to protect their information.
            """);
        assertEquals(List.of("Zeta Mining Company", "Eta Metals, Inc."), partyNames(deal));
    }

    @Test
    void aLetterAgreementsPartiesAreTheCompanyAddressedAndTheFirstItNamesUnlessThatNameIsCutOff() {
        KeyTerms letter = extract("""
            March 3, 2011
            Northwind Traders, Inc.
            12 Harbour Road
            Attention: Head of Corporate Development
            Ladies and Gentlemen:
            In connection with your consideration of a possible purchase (a "Transaction") involving Contoso Robotics, Inc. or its subsidiaries (the "Company"), you have requested information.
            1. You shall keep the Evaluation Material confidential.
            """);
        assertEquals(List.of("Northwind Traders, Inc.", "Contoso Robotics, Inc."), partyNames(letter));
        KeyTerms cutOff = extract("""
            June 2, 1998
            Dear Ms. Grey:
            You have requested information regarding lxo Fabrics Inc. (the "Company") in connection with a possible transaction.
            1. You shall keep the Evaluation Material confidential.
            """);
        assertEquals(List.of(), cutOff.parties(), "\"Fabrics Inc.\" is not the company's name");
    }

    @Test
    void lawAppliedInAccordanceWithCourtsWithinAPlaceAndAFigureInBracketsOnTheNextLine() {
        KeyTerms terms = extract("""
            MUTUAL NONDISCLOSURE AGREEMENT
            3. This MNDA shall be construed, interpreted and applied in accordance with the laws of the Commonwealth of Massachusetts.
            11. Term. The foregoing commitments of either party in this Agreement regarding the confidentiality and non-use of Confidential Information shall survive any termination of discussions between the parties and shall continue for a period of eighteen
            (18) months following the date of this Agreement.
            14. Each of the parties hereby irrevocably consents to personal jurisdiction and venue in any federal or state court within Wilmington, Delaware, having subject matter jurisdiction.
            """);
        assertEquals("Commonwealth of Massachusetts", terms.governingLaw().value());
        assertEquals(1.5, Durations.years(terms.confidentialityPeriod().value()).orElseThrow(), 0.01, terms.confidentialityPeriod().value());
        assertEquals("any federal or state court within Wilmington, Delaware", terms.forum().value());
    }

    @Test
    void englishCourtsInRespectOfADisputeAndEachPartyReceivingFromTheOtherAreRead() {
        KeyTerms terms = extract("""
            NON DISCLOSURE AGREEMENT

            THIS AGREEMENT is made on [date] between the Authority and the Organisation.

            Each Party wishes to receive Confidential Information from the other Party for the purpose of the services.

            8.1 This Agreement shall be governed by, and construed in accordance with, English law.

            8.2 Each Party hereby irrevocably submits to the exclusive jurisdiction of the English courts in respect of any claim or dispute arising out of or in connection with this Agreement.
            """);
        assertEquals("MUTUAL", terms.mutuality().value());
        assertEquals("England and Wales", terms.governingLaw().value());
        assertEquals("the courts of England and Wales", terms.forum().value());
    }

    @Test
    void aDealLetterIsAnNdaWithItsTermAndFederalCourtsAndRolesDefinedLateMakeAnAgreementMutual() {
        KeyTerms letter = extract("""
            April 25, 1997

            Dear Mr. Bearse:

            You have requested information regarding the Company in connection with a possible transaction.

            CONFIDENTIALITY OF EVALUATION MATERIALS

            You and your representatives will treat confidentially any information that we furnish to you.

            You hereby consent to submit to the exclusive jurisdiction of the courts of the United States of America located in the State of New York for any actions arising out of this Agreement.

            This Agreement shall be governed and construed in accordance with the laws of the State of New York.

            This Agreement and all of your obligations hereunder shall expire five years after the date hereof.
            """);
        assertEquals(DocumentType.NDA, letter.documentType());
        assertEquals(5, Durations.years(letter.term().value()).orElseThrow(), 0.01, letter.term().value());
        assertEquals("the federal courts located in the State of New York", letter.forum().value());
        KeyTerms pool = extract("""
            NON-DISCLOSURE AGREEMENT FOR THE EXCHANGE OF MODEL DATA

            This Agreement is made by and between PJM and the Undersigned Transmission Owners.

            1. “Agreement” means this Non-Disclosure Agreement.

            2. “Authority” means a federal, state or local court.

            3. “Commission” means the Federal Energy Regulatory Commission.

            4. “Confidential Information” means a Party’s model data.

            5. “Disclosing Party” means the Party furnishing the other Parties with Confidential Information.

            6. “Law” means any applicable statute.

            7. Term of Agreement. This Agreement shall remain in effect unless and until terminated by the Parties. The obligations of the Parties under this Agreement shall continue and survive the Transmission Functions for which the Confidential Information was disclosed.
            """);
        assertEquals("MUTUAL", pool.mutuality().value(), "a role whichever party takes is mutual, wherever it is defined");
        assertTrue(Durations.endless(pool.confidentialityPeriod().value()), pool.confidentialityPeriod().value());
        KeyTerms bound = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            6. Return. Upon request the Receiving Party shall destroy all Evaluation Material. Notwithstanding the return or destruction of Evaluation Material, the Receiving Party shall continue to be bound by its confidentiality and other obligations hereunder.
            """);
        assertTrue(Durations.endless(bound.confidentialityPeriod().value()), "no term and still bound: " + bound.confidentialityPeriod());
    }

    @Test
    void anArbitrationSeatACountyCourtANamedReceivingPartyAndPeriodsTiedToTheAgreementAreRead() {
        KeyTerms hernic = extract("""
            CONFIDENTIALITY AND NON-DISCLOSURE AGREEMENT

            3 TERM OF AGREEMENT
            This Agreement will commence on the Signature Date and shall remain binding and in force for a period of five years thereafter.

            4.2 The Receiving Party hereby undertakes that, for as long as this Agreement remains in force, it will treat as confidential all Confidential Information.

            13.3 This Agreement shall in all respects be governed by the laws of the Republic of South Africa.

            13.4 Any dispute shall be referred for arbitration. The seat, or legal place, of the arbitration shall be Johannesburg, Republic of South Africa and the language to be used in the arbitral proceedings shall be English.
            """);
        assertEquals("Johannesburg, Republic of South Africa", hernic.forum().value());
        assertEquals(5, Durations.years(hernic.confidentialityPeriod().value()).orElseThrow(), 0.01, hernic.confidentialityPeriod().value());
        KeyTerms cogent = extract("""
            NON-DISCLOSURE AGREEMENT

            In connection with a potential transaction between 3M Company (“Interested Party” or “Receiving Party”), and Cogent, Inc. (“Company” or “Disclosing Party”), the parties wish to protect certain information.

            6. TERM. The obligations of this Agreement, including the restrictions on disclosure and use, shall terminate on the second anniversary of the Effective Date.

            9.5 Any actions seeking to enforce this Agreement shall be brought in the courts of the State of California, County of Los Angeles, including Federal Courts located therein.
            """);
        assertEquals("ONE_WAY", cogent.mutuality().value());
        assertEquals(2, Durations.years(cogent.confidentialityPeriod().value()).orElseThrow(), 0.01, cogent.confidentialityPeriod().value());
        assertEquals("the courts of the State of California, County of Los Angeles", cogent.forum().value());
    }

    @Test
    void anAgreementThatCeasesToBeEffectiveSetsItsTermAndPeriodAndAFederalCourtAlternativeEndsTheForum() {
        KeyTerms terms = extract("""
            Confidentiality Agreement

            Ladies and Gentlemen:

            You will keep the Evaluation Material strictly confidential. Notwithstanding the destruction of the Evaluation Material, you shall continue to be bound by your obligations under this Agreement.

            The validity and interpretation of this Agreement shall be governed by the laws of the State of New York. You irrevocably submit to the jurisdiction of any court of the State of New York or the United States District Court for the Southern District of New York for the purpose of any suit.

            This Agreement shall, except as otherwise specifically set forth herein, cease to be effective two years after the date hereof.
            """);
        assertEquals(2, Durations.years(terms.term().value()).orElseThrow(), 0.01, terms.term().value());
        assertEquals(2, Durations.years(terms.confidentialityPeriod().value()).orElseThrow(), 0.01, terms.confidentialityPeriod().value());
        assertEquals("any court of the State of New York", terms.forum().value());
    }

    @Test
    void lawConstruedInAllRespectsCourtsToSettleAMutualExchangeAndAnExclusionThatLapsesAreRead() {
        KeyTerms terms = extract("""
            NON-DISCLOSURE AGREEMENT

            WHEREAS the parties wish to define their rights with respect to the said information.

            2.1 In consideration of the mutual exchange and disclosure of Confidential Information, each party undertakes in relation to the other party's Confidential Information to maintain the same in confidence.

            1.2 Confidential Information does not include information (i) which is or becomes public knowledge; or (ii) in respect of which a period of five (5) years has elapsed from the date of signature of this Agreement.

            20.1 This Agreement shall be deemed to be made in Singapore, subject to, governed by and construed in all respects in accordance with the laws of the Republic of Singapore for every intent and purpose.

            20.2 The parties hereby agree to submit irrevocably to the non-exclusive jurisdiction of the Courts of the Republic of Singapore to settle any and all disputes in connection with this Agreement.
            """);
        assertEquals("MUTUAL", terms.mutuality().value());
        assertEquals("Republic of Singapore", terms.governingLaw().value());
        assertEquals("the Courts of the Republic of Singapore", terms.forum().value());
        assertEquals(5, Durations.years(terms.confidentialityPeriod().value()).orElseThrow(), 0.01, terms.confidentialityPeriod().value());
    }

    @Test
    void aLawNamedBeforeItGovernsAndInformationStillSubjectToTheTermsAfterTerminationAreRead() {
        KeyTerms terms = extract("""
            CONFIDENTIALITY AND NON-DISCLOSURE AGREEMENT

            13. Governing Law and Venue. The internal laws of the State of Florida, without regard to principles of conflicts of laws, shall govern the validity and interpretation of this Agreement.

            17. Term. This Agreement shall terminate on the consummation of a Possible Transaction; provided, however, that all Confidential Information and Confidential Materials shall continue to be subject to the terms of this Agreement after the termination of this Agreement.
            """);
        assertEquals("State of Florida", terms.governingLaw().value());
        assertTrue(Durations.endless(terms.confidentialityPeriod().value()), terms.confidentialityPeriod().value());
    }

    @Test
    void aStatesLawNamedAfterTheFederalLawGovernsInAllRespects() {
        KeyTerms terms = extract("""
            MUTUAL NONDISCLOSURE AGREEMENT

            10. This Agreement shall be governed in all respects by the laws of the United States of America and by the laws of the State of California as such laws are applied to agreements entered into within California.
            """);
        assertEquals("State of California", terms.governingLaw().value());
    }

    @Test
    void aLawWithAnAsideInBracketsBeforeItsPlaceIsRead() {
        assertEquals("State of California", law("This Agreement shall be governed by and construed in accordance with the laws (excluding the laws "
            + "of conflict of laws) of the State of California."));
    }

    @Test
    void everyPartyByAndAmongIsNamed() {
        KeyTerms terms = extract("""
            CONFIDENTIALITY AGREEMENT

            This Confidentiality Agreement is entered into as of May 1, 2020 by and among Alpha Holdings Inc. (“Alpha”), Beta Capital LLC (“Beta”), Gamma Partners LP (“Gamma”) and Delta Corp. (“Delta”).
            """);
        assertEquals(List.of("Alpha Holdings Inc.", "Beta Capital LLC", "Gamma Partners LP", "Delta Corp."),
            partyNames(terms));
    }

    @Test
    void theLawChosenIsReadInMostWordingsAndOnlyAKnownPlaceIsALaw() {
        assertEquals("State of Florida", law("This Agreement shall be governed by the laws of the state of Florida."));
        assertEquals("State of Nevada", law("This Agreement is accepted in the State of Nevada and shall be construed in accordance with the laws thereof."));
        assertEquals("Ohio", law("This Agreement shall be governed by and construed in accordance with Ohio law."));
        assertEquals("State of New York", law("The laws of the State of New York (without regard to its conflicts rules) govern all matters arising out of this Agreement."));
        assertEquals("Netherlands", law("This Agreement shall be governed by and construed in all respects exclusively in accordance with the laws of the Netherlands."));
        assertEquals("Federal Republic of Germany", law("The law of the Federal Republic of Germany applies to this Agreement."));
        assertEquals("Province of Ontario", law("The laws of the province of Ontario, Canada, govern this AGREEMENT."));
        assertEquals("State of Washington", law("This Agreement shall be construed and enforced in accordance with the laws in the State of Washington."));
        assertEquals("PRC", law("The validity and interpretation of this Agreement shall be governed by the laws of PRC."));
        assertEquals("State of Texas", law("This Agreement shall be governed by the laws of the United States of America and of the State of Texas."),
            "with the United States, the state named is the law chosen");
        assertNull(law("This Agreement shall be governed by the laws of [***], without regard to its conflict of laws principles."));
        assertNull(law("This Agreement shall be governed by the laws of the State in which the Restaurant is located."));
    }

    @Test
    void aCompanysStatusLawsToComplyWithAndAnotherTextsLawAreNoChoiceOfLaw() {
        assertEquals("State of Utah", law("""
            Acme, Inc., a corporation duly organized and validly existing in good standing under the laws of the State of Delaware, and
            Beta LLC agree as follows. Each party shall comply with the applicable laws of Tennessee and all other applicable laws.
            Distribution shall be subject to all United States laws and regulations governing the export of technology.
            Counsel's opinion shall be limited to matters governed by the laws of New Jersey.
            This Agreement shall be governed by the laws of the State of Utah."""));
        assertNull(law("These covenants may not be enforceable under California law."), "a warning about a law is no choice of it");
    }

    @Test
    void aCourtsNameEndsAtTheLastPlaceItNames() {
        KeyTerms terms = extract("""
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Information secret.

            2. The parties submit to the exclusive jurisdiction of the courts of England and Wales whose decision shall be final.
            """);
        assertEquals("the courts of England and Wales", terms.forum().value());
        assertTrue(terms.forum().quote().endsWith("whose decision shall be final"), "the quote is still the text read: " + terms.forum().quote());
    }

    @Test
    void theEffectiveDateIsReadInTheFormsContractsWriteIt() {
        assertEquals("Nov. 02, 2019", date("SERVICES AGREEMENT, dated as of Nov. 02, 2019, between Acme Inc. and Beta LLC."),
            "the agreement's own title before its date");
        assertEquals("July 31, 2008", date("Both parties agree as of July 31, 2008 (the \u201cEffective Date\u201d):"));
        assertEquals("12/10/98", date("Effective Date: 12/10/98"));
        assertEquals("1 April 2020", date("This Agreement shall come into force on 1 April 2020."));
        assertEquals("20th day of January, 2020", date("This Agreement is made this 20th day of January, 2020 by Acme Inc."));
        assertEquals("12-23-2019", date("This Agreement is entered into as of 12-23-2019 by the parties."));
        assertNull(date("This Agreement replaces the Prior Supply Agreement dated May 3, 2005 between the parties."),
            "another agreement's date");
        assertNull(date("Deliveries start on or before October 15, 2000 (6 Months from the Effective Date) at the latest."),
            "a date only measured from the effective date");
        assertEquals("6th of March, 2001", date("This Agreement is made this 6th of March, 2001 by and between Acme Inc. and Beta LLC."));
    }

    @Test
    void aDateTheFormLeavesBlankOrTiesToTheSignaturesIsSaidSo() {
        assertEquals("left blank", date("This Agreement is made and entered into this ______ day of __________, 20__, by and between "
            + "Acme Inc. and Beta LLC."));
        assertEquals("made and entered into this ______ day of __________, 20__", extract("NDA\n\nThis Agreement is made and "
            + "entered into this ______ day of __________, 20__, by and between Acme Inc. and Beta LLC.\n").effectiveDate().quote(),
            "the quote ends on the blank, not on the comma after it");
        assertEquals("left blank", date("THIS AGREEMENT is made on [date] BETWEEN: (1) Acme Limited and (2) Beta Limited."));
        assertEquals("left blank", date("This Agreement is dated ……………… (\u201cEffective Date\u201d) and is made between Acme and Beta."));
        assertEquals("left blank", date("This Agreement is made with an effective date of the day of 20 between Acme and Beta."));
        assertEquals("left blank", date("THIS AGREEMENT is made on (insert date) 2024 Between Acme School and Beta Ltd."));
        Term defined = extract("NON-DISCLOSURE AGREEMENT\n\n1. The Recipient shall keep the Information secret.\n\n2. The Recipient "
            + "may receive Information from ____________ (the \u201cEffective Date\u201d) for twelve months.\n").effectiveDate();
        assertEquals("left blank", defined.value());
        assertTrue(defined.quote().startsWith("____________ (the"), defined.quote());

        assertEquals("11th day of August, 2024", date("This Agreement is made this _11th__ day of ___August_____, 20_24_ by and between "
            + "Acme Inc. and Beta LLC."), "a blank filled in is the date written in it");
        assertEquals("the date of the last signature hereto", date("This Agreement, effective as of the date of the last signature "
            + "hereto, is between Acme Inc. and Beta LLC."));
        assertEquals("the date signed below", date("This Agreement is made and entered into on the date signed below by and between "
            + "Acme Inc. and Beta LLC."));
        assertEquals("the day and date last below written", date("\u201cEffective Date\u201d is the day and date last below written."));

        assertNull(date("This Agreement is made between Acme Inc. and Beta LLC on the terms below."), "no date at all");
        assertNull(date("This Agreement is made as of the date first written above between Acme Inc. and Beta LLC."),
            "a pointer to a date the text does not hold");
        assertNull(date("This Agreement is made as of July 2024 between Acme Inc. and Beta LLC."), "a month is no blank");
        assertEquals("March 3, 2024", extract("""
            NON-DISCLOSURE AGREEMENT

            This Agreement is made this ____ day of ________, 20__ between Acme Inc. and Beta LLC.

            1. The Recipient shall keep the Information secret.

            Date: March 3, 2024
            """).effectiveDate().value(), "the date a party signs on, where the opening's is left blank");
    }

    @Test
    void partiesSetOutOnLinesOfTheirOwnAreNamed() {
        KeyTerms cover = extract("""
            JOINT DEVELOPMENT AGREEMENT

            between

            FUELCELL ENERGY, INC.

            and

            EXXONMOBIL RESEARCH AND ENGINEERING COMPANY

            1. The Recipient shall keep the Information secret.
            """);
        assertEquals(List.of("FUELCELL ENERGY, INC.", "EXXONMOBIL RESEARCH AND ENGINEERING COMPANY"), partyNames(cover),
            "names on a cover page are text, not headings, and the last one is not split at its 'AND'");
        KeyTerms colons = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT
            THIS MUTUAL NON-DISCLOSURE AGREEMENT is made and entered into this the 7th day of November 2001.
            BETWEEN: SMART CHIP TECHNOLOGIES, LLC
            a corporation incorporated under the laws of the United States of America
            AND: CONSUMER ECONOMIC OPPORTUNITIES INC.
            a corporation incorporated under the Canada Business Corporations Act
            WHEREAS, the Parties wish to exchange information.
            1. The Recipient shall keep the Information secret.
            """);
        assertEquals(List.of("SMART CHIP TECHNOLOGIES, LLC", "CONSUMER ECONOMIC OPPORTUNITIES INC."), partyNames(colons));
        assertEquals("7th day of November 2001", colons.effectiveDate().value());
        KeyTerms listed = extract("""
            NON-DISCLOSURE AGREEMENT

            This Agreement is made as of the Effective Date between:

            ExxonMobil Research and Engineering Company, a corporation of the State of Delaware having offices at 1545 Route 22 East.

            FuelCell Energy, Inc., a corporation of the State of Delaware having offices at 3 Great Pasture Road ("FCE").

            WHEREAS, the parties wish to exchange information.

            1. The Recipient shall keep the Information secret.
            """);
        assertEquals(List.of("ExxonMobil Research and Engineering Company", "FuelCell Energy, Inc."), partyNames(listed),
            "the recital after the parties is no party");
        KeyTerms hands = extract("""
            NON-DISCLOSURE AGREEMENT

            This Agreement, effective for all purposes as of March 1, 2011, is entered into among Blueknight Energy Partners, L.P. ("Blueknight"), on the one hand, and MSD Torchlight, L.P. ("Receiving Party"), on the other hand.

            1. The Recipient shall keep the Information secret.
            """);
        assertEquals(List.of("Blueknight Energy Partners, L.P.", "MSD Torchlight, L.P."), partyNames(hands));
        assertEquals("March 1, 2011", hands.effectiveDate().value());
    }

    @Test
    void partiesListedUnderMarksOrOnACoverAndThoseLeftBlankAreNamed() {
        KeyTerms marked = extract("""
            NON-DISCLOSURE AND CONFIDENTIALITY AGREEMENT

            This NON-DISCLOSURE AND CONFIDENTIALITY AGREEMENT ("Agreement") is made by and between:

            (i) the Office of the United Nations High Commissioner for Refugees, having its headquarters located at 94 rue de Montbrillant, Geneva (hereinafter "UNHCR"); and

            (ii) ________________________ , a company established in accordance with the laws of ____________ (hereinafter the "Bidder").

            The Discloser and Recipient are also referred to collectively as the "Parties".

            1. The Recipient shall keep the Information secret.
            """);
        assertEquals(List.of("Office of the United Nations High Commissioner for Refugees", "________________________"),
            partyNames(marked));
        KeyTerms cover = extract("""
            Data Use And Non-Disclosure Agreement
            Between
            The New York City Department of Health and Mental Hygiene
            And
            ___________________________________ ("Data Recipient")
            This DATA USE AND NON-DISCLOSURE AGREEMENT ("Agreement") is made on the terms below.
            1. The Recipient shall keep the Information secret.
            """);
        assertEquals(List.of("The New York City Department of Health and Mental Hygiene", "___________________________________"),
            partyNames(cover), "a name's own 'and' does not split it on a cover");
        KeyTerms dotted = extract("""
            CONFIDENTIALITY AND NON-DISCLOSURE AGREEMENT

            THIS AGREEMENT is made the …… day of ………… BETWEEN:-

            (1) ………………………… (disclosing party) of ……………………

            ABN: ……………………

            (2) EFCA Pty Ltd (receiving party) of 28 Blanche St, St Kilda, Victoria 3182

            WHEREAS:-

            (A) The parties, for their mutual benefit, may exchange confidential information.

            1. The Recipient shall keep the Information secret.
            """);
        assertEquals(List.of("…………………………", "EFCA Pty Ltd"), partyNames(dotted), "the recital is no party");
        assertEquals(List.of("Grindrod South Africa (Proprietary) Limited", "__________________________"), partyNames(extract("""
            CONFIDENTIALITY AND NON-DISCLOSURE UNDERTAKING

            Confidentiality and Non-Disclosure Undertaking Between Grindrod South Africa (Proprietary) Limited and __________________________ (Insert Full Name of Vendor Company or Individual)

            1. The Vendor shall keep the Information secret.
            """)), "a suffix in brackets is part of the name");
        assertEquals(List.of("State of Illinois"), partyNames(extract("""
            NON DISCLOSURE AGREEMENT

            THIS AGREEMENT is made and entered into by and between, the State of Illinois, (the "State"), and ("Vendor").

            1. The Recipient shall keep the Information secret.
            """)));
    }

    @Test
    void partiesUnderALabelAfterAnAndOrWithARoleAndNoRecitalAmongThem() {
        KeyTerms recital = extract("""
            NON-DISCLOSURE AGREEMENT

            This Agreement is made on the ____ day of ________, 20__ by and between:

            (1) Northwind Composites LLC, incorporated in Delaware whose office is at 12 River Road, Augusta, Maine ("Northwind"); and

            (2) _______________________ incorporated in ____________ whose registered office is at ____________ (the "Company").

            Hereinafter, individually referred to as a "Party" and together, as the "Parties" to this Agreement.

            (A) Each Party wishes to disclose to the other Party Confidential Information in relation to the Purpose (as defined below).

            1. The Recipient shall keep the Information secret.
            """);
        assertEquals(List.of("Northwind Composites LLC", "_______________________"), partyNames(recital),
            "the recital after the parties' collective name is no party");
        KeyTerms afterAnd = extract("""
            CONFIDENTIALITY AGREEMENT

            This Agreement is made effective as of the ____ day of ________, 20__, by and between:

            BLUEFIN FIBRE SOLUTIONS CORP., an Alberta corporation, with offices in Calgary ("BLUEFIN");

            And ________________________, having an office in ________________ ("RECIPIENT"), hereinafter collectively referred to as the "Parties".

            WHEREAS both Parties (acting as the Receiving Party) desire to receive and both Parties (acting as the Disclosing Party) are prepared to supply Confidential Information;

            1. The Receiving Party shall keep the Information secret.
            """);
        assertEquals(List.of("BLUEFIN FIBRE SOLUTIONS CORP.", "________________________"), partyNames(afterAnd));
        assertEquals("MUTUAL", afterAnd.mutuality().value(), "both parties act as the receiving party, whatever the second is called");
        KeyTerms cover = extract("""
            CONFIDENTIALITY AGREEMENT

            THIS AGREEMENT dated the ___ day of ___________.
            BETWEEN:
            ______________________ ______________________
            OF THE FIRST PART
            AND:

            HARBOUR APPLIED RESEARCH INC. 53 Brock Drive, Stoney Creek, Ontario

            1. The Recipient shall keep the Information secret.
            """);
        assertEquals(List.of("______________________", "HARBOUR APPLIED RESEARCH INC."),
            partyNames(cover), "the party after 'AND:' needs no mark of its own; its address is no name");
        KeyTerms labelled = extract("""
            Non-Disclosure Agreement
            Date: this 1st April 2019
            Parties:
            (1) 'The Donor':
            (2) 'The Recipient': Kestrel IP Limited, of County House, Bayshill Road, Cheltenham
            1 In consideration of the disclosure to it by the Donor of information the Recipient undertakes that it will preserve its confidentiality.
            2 The term of this agreement is to be five years from the first disclosure of the Information by the Donor to the Recipient.
            """);
        assertEquals(List.of("Kestrel IP Limited"), partyNames(labelled), "a role with no name is passed over");
        assertEquals("ONE_WAY", labelled.mutuality().value(), "a donor gives, a recipient receives");
        assertEquals("five years", labelled.term().value());
    }

    @Test
    void periodsStatedFirstOrAsAnExtensionAndNoPerpetualLicence() {
        assertEquals("five (5) years", extract("""
            NON-DISCLOSURE AGREEMENT

            1. RECIPIENT shall keep the CONFIDENTIAL INFORMATION secret.

            2. RECIPIENT's obligations under Paragraphs 1 and 3 shall extend for a period of five (5) years from the effective date of this Agreement.
            """).confidentialityPeriod().value());
        assertEquals("five (5) years", extract("""
            CONFIDENTIALITY AGREEMENT

            1. For a period of five (5) years from the date of receiving it, all Confidential Information will be maintained in confidence by the receiving party.
            """).confidentialityPeriod().value());
        assertNull(extract("""
            NON DISCLOSURE AGREEMENT

            1. The Confidant must not disclose any Confidential Information to any third party.

            2. By making a submission based on the Confidential Information, the Confidant grants the organisers an irrevocable, non-exclusive, royalty-free and perpetual right to use the submission.
            """).confidentialityPeriod(), "a licence granted for ever is no confidentiality period");
        assertEquals("MUTUAL", extract("""
            NON-DISCLOSURE AGREEMENT

            This Agreement is by and between the University and COMPANY.

            WHEREAS, the University and COMPANY are each interested in examining the CONFIDENTIAL INFORMATION of the other solely for the PURPOSE;

            1. RECIPIENT shall keep the CONFIDENTIAL INFORMATION secret.
            """).mutuality().value());
        assertEquals("three years", termOf("The term of this Agreement shall commence on the Effective Date and shall expire three years’ thereafter, "
            + "unless earlier terminated."));
    }

    @Test
    void disputesResolvedInAPlaceNameTheForumAndARelationshipPlusYearsIsTheTerm() {
        KeyTerms terms = extract("""
            # NON-DISCLOSURE AGREEMENT

            **Disclosing Party:** Quillmark Labs LLC ("Company")

            **Receiving Party:** [FULL LEGAL NAME] ("Recipient")

            ## 4. Term

            This Agreement is effective from the Effective Date and shall remain in force for the duration of the business relationship plus a period of **five (5) years** following termination.

            ## 7. Governing Law

            This Agreement shall be governed by the laws of the State of Oregon. Disputes shall be resolved in Harrow County, OR.
            """);
        assertEquals("Harrow County, OR", terms.forum().value());
        assertEquals("for the duration of the business relationship plus a period of five (5) years following termination", terms.term().value());
        KeyTerms unplaced = extract("""
            # NON-DISCLOSURE AGREEMENT

            1. Disputes shall be resolved in accordance with the rules of the Chamber.
            """);
        assertNull(unplaced.forum(), "rules to follow are no place");
    }

    @Test
    void rolesDefinedUnderHeadingsAndRolesWithAPartyLetterNameTheParties() {
        KeyTerms defined = extract("""
            ## NON-DISCLOSURE AGREEMENT (NDA)

            ## 1. Purpose

            The Receiving Party agrees to maintain strict confidentiality and use such information solely for authorized evaluation.

            ## 2. Definitions

            ### 2.1 "Disclosing Party"

            Harrow Lane Labs, represented by its founder or authorized steward.

            ### 2.2 "Receiving Party"

            Any individual or entity receiving Confidential Information under this Agreement.

            ### 2.3 "Confidential Information"

            Any non-public information disclosed by Harrow Lane Labs.
            """);
        assertEquals(List.of("Harrow Lane Labs", "Any individual or entity receiving Confidential Information under this Agreement"),
            partyNames(defined));
        assertEquals("ONE_WAY", defined.mutuality().value(), "the definitions fix who discloses and who receives");

        KeyTerms lettered = extract("""
            ## MUTUAL NON-DISCLOSURE AGREEMENT

            This Mutual Non-Disclosure Agreement ("Agreement") is entered into as of the Effective Date by and between:

            ### Parties

            **Disclosing Party / Party A**:
            - Name: ______________________
            - Address: ____________________

            **Receiving Party / Party B**:
            - Name: ______________________
            - Address: ____________________

            ## 2. Purpose

            The parties intend to disclose Confidential Information solely for evaluating a joint research project.

            ## 10. Governing Law

            This NDA is governed by the laws of [GOVERNING LAW].
            """);
        assertEquals(List.of("______________________", "______________________"), partyNames(lettered));
        assertEquals("evaluating a joint research project", lettered.purpose().value());
        assertEquals(KeyTerms.LEFT_BLANK, lettered.governingLaw().value());
    }

    @Test
    void nameFieldsUnderRolesAPurposeSectionOverAPointerAndArbitrationSubmittedTo() {
        KeyTerms fields = extract("""
            # NON-DISCLOSURE AGREEMENT (NDA)

            **Effective Date**: ___________________

            **Between**:

            **Disclosing Party ("Quillmark")**:
            - Name: ___________________
            - Address: ___________________

            **Receiving Party**:
            - Name: ___________________
            - Organization: ___________________

            ## 1. PURPOSE

            The parties wish to explore a potential business relationship related to
            Quillmark, a platform for verified placements. In connection with this opportunity, each party may
            disclose certain Confidential Information to the other party.

            ## 3. OBLIGATIONS OF THE RECEIVING PARTY

            c) Not use any Confidential Information for any purpose other than evaluating
               the potential business relationship described in Section 1.
            """);
        assertEquals(List.of("___________________", "___________________"), partyNames(fields), "each role's name field");
        assertEquals("explore a potential business relationship related to Quillmark, a platform for verified placements",
            fields.purpose().value(), "the section's first sentence, not the pointer to it");
        assertEquals(KeyTerms.LEFT_BLANK, extract("""
            CONFIDENTIALITY AGREEMENT

            2. Purpose. Quillmark agrees to disclose the Confidential Information only for the following specific purpose ("Permitted Purpose"): ______________________
            """).purpose().value(), "a title run into its text is no first sentence");

        KeyTerms lettered = extract("""
            # Harrow Lane — Non-Disclosure Agreement (NDA)

            This Non-Disclosure Agreement ("Agreement") is entered into as of **[Date]** between:

            **Party A:** Harrow Lane (dba of Quillmark LLC), a Utah limited liability company ("Harrow Lane")
            Address: [Insert Utah Address]

            **Party B:** _____________________________ ("Recipient / Disclosing Party")
            Company: _____________________________
            Address: _____________________________

            (Each individually a "Party," collectively the "Parties.")

            ## 1. Purpose

            The Parties intend to explore a potential business relationship involving data engineering (the "Purpose"). In connection with this exploration, each Party may share certain information. This Agreement governs the protection of that information.

            ## 2. Definition of Confidential Information

            "Confidential Information" means any non-public information disclosed by one Party ("Disclosing Party") to the other Party ("Receiving Party").

            ## 10. Governing Law and Dispute Resolution

            This Agreement is governed by the laws of the State of Utah. If unresolved within 30 days, the dispute shall be submitted to binding arbitration in Salt Lake City, Utah, under the AAA Commercial Arbitration Rules.
            """);
        assertEquals(List.of("Harrow Lane", "_____________________________"), partyNames(lettered), "Party B's company field is its own");
        assertEquals("MUTUAL", lettered.mutuality().value(), "'by one Party (\"Disclosing Party\") to the other'");
        assertEquals("arbitration in Salt Lake City, Utah", lettered.forum().value());
    }

    @Test
    void aStateNameWithOneLetterWrongAfterStateOfIsThatState() {
        KeyTerms misspelt = extract("""
            # NON-DISCLOSURE AGREEMENT

            1. This Agreement is governed by the laws of the Commonwealth of Massachusettes.
            """);
        assertEquals("Commonwealth of Massachusetts", misspelt.governingLaw().value());
        assertTrue(misspelt.governingLaw().quote().endsWith("Massachusettes"), "quoted as written: " + misspelt.governingLaw().quote());
        assertEquals("State of Connecticut", extract("""
            # NON-DISCLOSURE AGREEMENT

            1. This Agreement shall be governed by the laws of the State of Conneticut, without regard to its conflict of laws.
            """).governingLaw().value());
        assertNull(extract("""
            # NON-DISCLOSURE AGREEMENT

            1. This Agreement reflects the State of Affairs between the parties.
            """).governingLaw(), "no place is one letter from other words");
    }

    @Test
    void aTeamsHandleAndWhoeverGainsAccessAreTheParties() {
        KeyTerms repository = extract("""
            # Non-Disclosure Agreement (NDA)

            This Non-Disclosure Agreement ("Agreement") is entered into by and between `/harrow-team` ("Disclosing Party") and any individual or entity ("Receiving Party") who gains access to the repository `/harrow-team/quill` and its associated materials.

            ### 2. Obligations of the Receiving Party
            - The Receiving Party shall not disclose any Confidential Information to any third party.
            """);
        assertEquals(List.of("/harrow-team", "any individual or entity"), partyNames(repository));
    }

    @Test
    void partiesInRoleRowsAJurisdictionFieldAPurposeBeforeItsWishAndATermTiedToTheMsa() {
        KeyTerms tables = extract("""
            # MUTUAL NON-DISCLOSURE AGREEMENT

            **Between:**

            | | Details |
            |---|---|
            | **Party A** | Harrow Lane (Pty) Ltd |
            | Registration No. | [Number] |

            | | Details |
            |---|---|
            | **Party B** | _________________________________ |
            | Address | _________________________________ |

            ## 1. PURPOSE

            The parties intend to exchange confidential information in connection with dental practice consulting services and wish to protect such information from unauthorised disclosure.

            ## 6. TERM

            6.1 This NDA continues in force for the duration of the MSA and for **3 years** after termination.

            ## 8. GENERAL

            8.1 **Governing Law:** Laws of the Republic of South Africa.

            8.2 **Jurisdiction:** High Court of South Africa, Western Cape Division.
            """);
        assertEquals(List.of("Harrow Lane (Pty) Ltd", "_________________________________"), partyNames(tables), "each role's row");
        assertEquals("exchange confidential information in connection with dental practice consulting services", tables.purpose().value());
        assertEquals("for the duration of the MSA and for 3 years after termination", tables.term().value());
        assertEquals("High Court of South Africa, Western Cape Division", tables.forum().value());
    }

    @Test
    void aReviewProtocolAboveTheAgreementIsNotesAndAnAimOfThePurposesBlankIsLeftBlank() {
        ParsedDocument document = parse("shell.md", """
            ════════════════════════════════════════
            HARROW LANE — REVIEW PROTOCOL

            Document Type:    Non-Disclosure Agreement
            Jurisdiction:     [Specify governing law]

            Review Checklist:
            □ Confirm standard carve-outs: (i) publicly known, (ii) independently developed,
               (iii) rightfully received from third parties, (iv) already known prior to disclosure
            □ Flag any non-compete or non-solicitation clauses — check scope and duration
            □ Check that return/destruction of materials is addressed at termination
            ════════════════════════════════════════

            # NON-DISCLOSURE AGREEMENT

            This Non-Disclosure Agreement ("Agreement") is entered into as of [DATE] ("Effective Date") by and between:

            **[PARTY A NAME]**, a [entity type] with its principal place of business at [address] ("Party A"); and

            **[PARTY B NAME]**, a [entity type] with its principal place of business at [address] ("Party B").

            ## 1. Purpose

            The Parties wish to explore a potential business relationship concerning [DESCRIBE PURPOSE] (the "Purpose"). In connection with the Purpose, each Party may disclose certain confidential information to the other Party.

            ## 4. Exclusions from Confidential Information

            [Draft standard carve-outs here]
            """);
        assertEquals("NON-DISCLOSURE AGREEMENT", document.title());
        assertTrue(document.chunks().stream().filter(chunk -> chunk.content().contains("Review Checklist") || chunk.content().contains("carve-outs:"))
            .allMatch(chunk -> chunk.kind() == ChunkKind.NOTE), "the protocol above the agreement is notes");
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals(List.of("[PARTY A NAME]", "[PARTY B NAME]"), partyNames(terms));
        assertEquals(KeyTerms.LEFT_BLANK, terms.purpose().value(), "the aim's object is the purpose's blank");
        assertNull(terms.governingLaw(), "the protocol's jurisdiction field is no term of the agreement");
    }

    @Test
    void forumsAndPeriodsInTheWordsOfNdasReadCold() {
        KeyTerms german = extract("""
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Information secret.

            2. The Provisions of Sections 1 and 3 shall survive the termination of this Agreement for a period of ten (10) years.

            3. The place of jurisdiction for any and all legal disputes arising out of or in connection with this Agreement is Munich (Landgericht München I).
            """);
        assertEquals("Munich", german.forum().value());
        assertEquals("ten (10) years", german.confidentialityPeriod().value());
        KeyTerms boston = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            1. This Agreement shall be construed and controlled by the laws of the State of Massachusetts and both parties further consent to jurisdiction by the state and federal courts sitting in Boston, Massachusetts.

            2. During the Business Relationship and for a period of 36 months after termination, Receiving Party agrees not to directly or indirectly communicate with, solicit or hire any employee of the other party.
            """);
        assertEquals("the state and federal courts sitting in Boston, Massachusetts", boston.forum().value());
        assertNull(boston.confidentialityPeriod(), "a non-solicit's period is not the confidentiality's");
        KeyTerms unhcr = extract("""
            NON-DISCLOSURE AND CONFIDENTIALITY AGREEMENT

            This Agreement is made by UNHCR (hereinafter "UNHCR" or the "Discloser") and the bidder (hereinafter the "Bidder" or the "Recipient").

            1. The Recipient shall delete the information in a manner that makes the erased data permanently irrecoverable.

            2. Either Party may terminate this Agreement, provided that the obligations and restrictions hereunder regarding the Confidential Information shall remain effective following any such termination.

            3. The arbitration shall be located at Madrid, Spain.
            """);
        assertEquals("ONE_WAY", unhcr.mutuality().value());
        assertEquals("indefinitely: it survives termination and no period is stated", unhcr.confidentialityPeriod().value(),
            "not 'permanently', the way the data is erased");
        assertEquals("Madrid, Spain", unhcr.forum().value());
        KeyTerms flix = extract("""
            NON-DISCLOSURE AND CONFIDENTIALITY AGREEMENT

            This Agreement is entered into by and between Flix Entertainment LLC having offices at 2000 S. IH-35, Round Rock, Texas ("Discloser") and __________________________________ ("Recipient").

            1. The confidentiality obligations contained in this Agreement expire and are of no further force or effect five (5) years from last date that Confidential Information was disclosed.

            2. The English Courts will have non-exclusive jurisdiction to deal with any dispute.
            """);
        assertEquals(List.of("Flix Entertainment LLC", "__________________________________"), partyNames(flix),
            "the second party left blank");
        assertEquals("ONE_WAY", flix.mutuality().value());
        assertEquals("five (5) years", flix.confidentialityPeriod().value());
        assertEquals("The courts of England and Wales", flix.forum().value());
        KeyTerms euncl = extract("""
            NON DISCLOSURE AGREEMENT

            1. The arbitration proceedings shall take place in Paris (France).

            2. The applicable law shall be Belgian Law, under which the dispute shall be decided.
            """);
        assertEquals("Paris", euncl.forum().value());
        assertEquals("Belgium", euncl.governingLaw().value());
        KeyTerms euler = extract("""
            NON-DISCLOSURE AGREEMENT

            THIS NON-DISCLOSURE AGREEMENT is made by and between Euler Hermes North America Insurance Company ("Euler Hermes") 800 Red Brook Boulevard, Owings Mills, Maryland 21117 and [Company Name] [company address] ("Company").

            1. For a period of five (5) years from the effective date of this Agreement, RECIPIENT will not disseminate the confidential information.

            2. This Agreement shall be exclusively governed by the laws of the state of Maryland, and the parties agree to submit to the jurisdiction of the courts of that state for the resolution of any claim.

            3. This Non-Disclosure Agreement shall expire on three (3) calendar years from December 31 of the year in which you execute it.
            """);
        assertEquals(List.of("Euler Hermes North America Insurance Company", "[Company Name]"), partyNames(euler));
        assertEquals("five (5) years", euler.confidentialityPeriod().value());
        assertEquals("the courts of the State of Maryland", euler.forum().value(), "the courts of the law's state, named");
        assertEquals("three (3) calendar years", euler.term().value());
        KeyTerms boxes = extract("""
            NON-DISCLOSURE AGREEMENT

            1. TYPE OF AGREEMENT. Check One (1)
            ☐ - Unilateral – This Agreement shall be Unilateral, whereas 1st Party shall have sole ownership of the Confidential Information.
            ☐ - Mutual – This Agreement shall be Mutual, whereas both Parties shall share ownership of the Confidential Information.

            2. The Recipient's obligations of confidentiality and nondisclosure shall survive termination of the business dealings.
            """);
        assertNull(boxes.mutuality(), "a box left to tick decides nothing");
        KeyTerms ibc = extract("""
            NON-DISCLOSURE AGREEMENT

            This Confidentiality Agreement is between_______________________ ("Customer") located at the address below.

            1. COMPANY agrees that, for a period of five (5) years after the date of its receipt of the last Confidential Information, it shall keep it confidential.

            2. The Agreement shall expire five (5) years from its effective date specified above.

            3. This Agreement shall be construed by the laws in force in the Province of Ontario, and the parties further consent to non-exclusive jurisdiction and venue in the federal or provincial courts sitting in Toronto, Ontario.
            """);
        assertEquals(List.of("_______________________"), partyNames(ibc));
        assertEquals("five (5) years", ibc.confidentialityPeriod().value());
        assertEquals("five (5) years", ibc.term().value());
        assertEquals("the federal or provincial courts sitting in Toronto, Ontario", ibc.forum().value());
        assertEquals("the Courts of Paris, France", extract("""
            NON-DISCLOSURE AGREEMENT

            1. Any dispute arising out of this Agreement shall be exclusively submitted to the Courts of Paris, France.
            """).forum().value());
        assertEquals("indefinitely: it survives termination and no period is stated", boxes.confidentialityPeriod().value());
    }

    @Test
    void anAgreementStatingNoDateTakesTheDateItIsSignedOn() {
        KeyTerms terms = extract("""
            SUPPLY AGREEMENT

            1. The Recipient shall keep the Information secret.

            IN WITNESS WHEREOF, the Parties have executed this Agreement as of the date below.
            By: /s/ Thomas A. Gallo
            Date: 1/26/2020
            By: /s/ Timothy S Orr
            Date: 1/27/2020
            """);
        assertEquals("1/27/2020", terms.effectiveDate().value(), "the last signature's date");
        assertEquals("7th day of September, 1999", extract("""
            DISTRIBUTOR AGREEMENT

            This Agreement is made by and between Electric City Corp. ("Company") and Electric City of Illinois LLC ("Distributor") this 7th day of September, 1999.

            1. The Recipient shall keep the Information secret.
            """).effectiveDate().value());
    }

    @Test
    void aPartysNameEndsWhereItsDescriptionStarts() {
        KeyTerms terms = extract("""
            NON-DISCLOSURE AGREEMENT

            This Agreement is made between Northwind Robotics Inc. a Delaware corporation ("Northwind"), and Bluefin Labs Ltd of 12 Harbour Road, Leeds ("Bluefin").

            1. The Recipient shall keep the Information secret.
            """);
        assertEquals(List.of("Northwind Robotics Inc.", "Bluefin Labs Ltd"), partyNames(terms));
        KeyTerms university = extract("""
            CONFIDENTIALITY AGREEMENT

            This Agreement is made between The University of Oxbridge whose registered address is Senate House ("University") and Acme Plc ("Company").

            1. The Recipient shall keep the Information secret.
            """);
        assertEquals("The University of Oxbridge", university.parties().getFirst().value(), "'of' in a name without an address stays");
        KeyTerms capitals = extract("""
            CONFIDENTIALITY AGREEMENT

            This Agreement is entered into by and between NORTHWIND ROBOTICS LTD. AND BLUEFIN LABS INC. on the date below.

            1. The Recipient shall keep the Information secret.
            """);
        assertEquals("NORTHWIND ROBOTICS LTD.", capitals.parties().getFirst().value(), "'AND' in capitals separates the parties too");
        KeyTerms initials = extract("""
            NON-CIRCUMVENTION AGREEMENT

            This Agreement is made between Highline Net Solutions and R. J. Seifert Enterprises. Collectively they are the Parties.

            1. The Recipient shall keep the Information secret.
            """);
        assertEquals("R. J. Seifert Enterprises", initials.parties().getLast().value(), "a name ends with its sentence, not at an initial");
    }

    @Test
    void theTermInTheWordsOfAnInitialTermOrAnEndAfterADuration() {
        assertEquals("five (5) years", termOf("The Term shall commence upon the Effective Date and shall continue for an initial term of five (5) years."));
        assertEquals("five (5) years", termOf("The initial term of this Agreement shall commence on the Effective Date and shall continue until five (5) years "
            + "following the Effective Date."));
        assertEquals("fifteen months", termOf("The Term of this Agreement shall begin on the Effective Date and shall end fifteen months therefrom."));
        assertNull(termOf("Either party may renew this Agreement for successive periods by written notice."));
    }

    @Test
    void theTermInTheWordsContractsUseForItsLengthItsEndDateOrNoEnd() {
        assertEquals("two (2) years", termOf("This Agreement will become effective as of the Effective Date and, unless sooner terminated pursuant to "
            + "Sections 3.1 and 3.2, shall remain effective for two (2) years from and after the Effective Date."), "a section number is no sentence end");
        assertEquals("two (2) years", termOf("This Agreement will continue in full force beginning on the Effective Date and ending two (2) years thereafter."));
        assertEquals("ten (10) years", termOf("This Agreement expires ten (10) years from the Agreement Date, unless terminated sooner."));
        assertEquals("twelve (12) full calendar months", termOf("This Agreement shall commence on the Effective Date and shall continue for a "
            + "period of twelve (12) full calendar months."));
        assertEquals("three (3) years", termOf("This Agreement will be in effect for three (3) years from the Effective Date."));
        assertEquals("four (4) years", termOf("This Agreement shall have a term of four (4) years from the effective date first set forth above."));
        assertEquals("until the fifth (5th) anniversary", termOf("The term of this Agreement will commence upon the Effective Date and will continue until "
            + "the fifth (5th) anniversary of the Effective Date."));
        assertEquals(5.0, Durations.years("fifth (5th) anniversary").orElseThrow());
        assertEquals("until December 31, 2020", termOf("This Agreement shall begin on the Effective Date and shall continue until December 31, 2020, "
            + "unless extended or earlier terminated."));
        assertEquals("until March 31, 2011", termOf("The Initial Term shall commence upon the Effective Date and shall expire on March 31, 2011."));
        assertEquals("until terminated", termOf("This Agreement shall become effective on the Effective Date and shall continue in effect until "
            + "terminated in accordance with the provisions of Article 9."));
        assertEquals("indefinitely", termOf("Unless earlier terminated in accordance with this paragraph 7, this Agreement shall continue indefinitely."));
        assertNull(termOf("The obligations under this Agreement shall continue until December 31, 2020."), "the obligations' end is not the term");
        assertEquals("until the Completion of the Purpose", termOf("This Agreement shall enter into force on the date of the last signature and "
            + "shall remain in effect until the Completion of the Purpose."));
        assertEquals("for the duration of the Project", termOf("This Agreement shall commence upon signature and shall endure for the duration of the Project."));
        assertNull(termOf("This Agreement shall continue for the duration of the Initial Term."), "a term defined by itself says nothing");
        assertNull(termOf("This Agreement shall continue until the later of (a) the fourth anniversary and (b) the delivery of all reports."),
            "the later of an anniversary and an event is no number of years");
        assertEquals("18 months", termOf("This Agreement is in full force and effect for as long as the Project Charter runs, or at most 18 months "
            + "from signature, whichever ends first. The survey clause in section 4 shall survive the term of this Agreement and shall "
            + "remain in full force perpetually."), "a limit on the term; what survives the term is not the term");
    }

    @Test
    void aTermWithAnEndDateOrNoEndIsNoNumberOfYearsOnTheChecklist() {
        KeyTerms terms = extract("NON-DISCLOSURE AGREEMENT\n\n1. The Recipient shall keep the Information secret.\n\n2. This Agreement shall "
            + "remain in effect until terminated by either party on thirty (30) days' written notice.\n");
        TriageChecklist.Check check = TriageChecklist.screen(List.of(), terms).getFirst();
        assertEquals(TriageChecklist.Status.YELLOW, check.status());
        assertEquals("the agreement's term is until terminated, not a number of years", check.reason());
    }

    @Test
    void partiesOnParagraphsOfTheirOwnAndAfterBetweenWithTheirAddressesAreNamed() {
        KeyTerms own = extract("""
            NON-DISCLOSURE AGREEMENT

            Kestrel Data BV incorporated under the laws of Belgium, having its principal place of business in Ghent (Kestrel)

            and

            Harbour Ventures, represented by its general partner, having its registered office in Antwerp (Harbour)

            The goal of this Agreement is to facilitate the exchange of confidential information between the parties.

            1. Each party shall keep the other's information secret.
            """);
        assertEquals(List.of("Kestrel Data BV", "Harbour Ventures"), partyNames(own));
        assertEquals("MUTUAL", own.mutuality().value(), own.mutuality().toString());

        KeyTerms between = extract("""
            NON-DISCLOSURE AGREEMENT

            THIS AGREEMENT dated this ____ day of ________, ____.

            BETWEEN:

            Lark Software, Inc. of 12 Elm Road, Portland, ME 04101, USA (the "Seller")

            - AND -

            Tern Holdings Ltd of The Mill House, Oxford, OX1 1AA, United Kingdom (the "Buyer")

            1. The Buyer must not disclose the Confidential Information.
            """);
        assertEquals(List.of("Lark Software, Inc.", "Tern Holdings Ltd"), partyNames(between));

        KeyTerms headings = extract("""
            SERVICES AGREEMENT

            Acme Widgets, Inc., a Delaware corporation with offices in Boston

            Services

            1. Acme Widgets shall provide the services.
            """);
        assertTrue(headings.parties().isEmpty(), "a heading after a party is no second party: " + headings.parties());
    }

    @Test
    void periodsWrappedOverLinesEndDatesAndEarlierOfListsAreRead() {
        KeyTerms valid = extract("""
            CONFIDENTIALITY AGREEMENT

            1. You will keep the Information confidential and will, on request, return it or permanently destroy all copies.

            2. This confidentiality agreement is valid for a period of two years from the date written above.
            """);
        assertEquals("two years", valid.term().value());
        assertEquals("two years (the agreement's term)", valid.confidentialityPeriod().value(),
            "nothing survives the agreement, and 'permanently destroy' is no period");

        assertEquals("5 years", termOf("This agreement stays in full force and effect for a period of 5\n    years after it is signed."));

        KeyTerms survival = extract("""
            NON-DISCLOSURE AGREEMENT

            1. The obligations under this Agreement will be continuing throughout the evaluation of the Company and will survive completion of the negotiations regarding the Transaction, whether or not the Transaction is implemented, for a period of 24 (twenty four) months from the date of this Agreement.
            """);
        assertEquals("24 (twenty four) months", survival.confidentialityPeriod().value());

        KeyTerms earlier = extract("""
            NON-DISCLOSURE AGREEMENT

            1. The undertakings in this letter shall continue in full force and effect until the earlier of: (i) completion of the Project; and (ii) the date that is two years from the date of this letter.
            """);
        assertEquals("two years", earlier.confidentialityPeriod().value());

        KeyTerms dated = extract("""
            NON-DISCLOSURE AGREEMENT

            1. The obligations not to disclose will be continuous from the date of this Agreement until March 1, 2027, except in the case of any Confidential Information which is a trade secret in which case those obligations will last indefinitely.
            """);
        assertEquals("until March 1, 2027", dated.confidentialityPeriod().value(), "the trade secrets' period is theirs only");
        assertEquals("protected indefinitely", dated.tradeSecrets().value());
    }

    @Test
    void purposesAndCourtsWrappedOverLinesAndAPermittedPurposeAreRead() {
        KeyTerms wrapped = extract("""
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall only use the Confidential Information for the purpose to investigate
               the Transaction by the Recipient, provided that the Company acknowledges that the Recipient invests widely.

            2. Any dispute shall be submitted to the exclusive jurisdiction of the District Court in
               Amsterdam, the Netherlands.
            """);
        assertEquals("investigate the Transaction by the Recipient", wrapped.purpose().value());
        assertEquals("the District Court in Amsterdam", wrapped.forum().value());

        KeyTerms permitted = extract("""
            NON-DISCLOSURE AGREEMENT

            1. In connection with the sale of the Seller's business (the "Permitted Purpose"), the Buyer has requested information.
            """);
        assertEquals("In connection with the sale of the Seller's business", permitted.purpose().value());
    }

    @Test
    void aLettersPlacedDateTheCompanyItIsAddressedToInBracketsAndTheCompanyItIsSignedForAreRead() {
        KeyTerms addressed = extract("""
            Confidentiality Letter

            Rotterdam, March 4, 2026

            We have been informed of your (Osprey Capital BV, with registered office at Main Street 1, Rotterdam, hereinafter: the "Recipient") interest in acquiring the Company.

            1. The Recipient shall keep the Information secret.
            """);
        assertEquals("March 4, 2026", addressed.effectiveDate().value());
        assertEquals(List.of("Osprey Capital BV"), partyNames(addressed));

        KeyTerms signed = extract("""
            Non-disclosure of confidential information

            1. Each of us will keep the other's information secret.

            Yours faithfully

            By ............ for and on behalf of Plover Marine LTD.
            """);
        assertEquals(List.of("Plover Marine LTD."), partyNames(signed));
    }

    @Test
    void placesToChooseFromAreNoLawChosenRolesBeforeShortNamesAreFixedAndAUseListedIsThePurpose() {
        assertEquals(KeyTerms.LEFT_BLANK, law("This agreement is governed by the laws of [Thailand / Singapore / Delaware], without regard to conflict of law principles."),
            "places to choose from, none chosen");
        assertEquals("State of New York", law("This Agreement shall be governed by the laws of the State of [New York]."), "one place proposed in brackets");
        ParsedDocument roles = parse("nda.md", """
            # MUTUAL NON-DISCLOSURE AGREEMENT

            This Mutual Non-Disclosure Agreement ("Agreement") is entered into by and between Quillmark Labs ("Disclosing Party" / "Quillmark") and Harrow Lane Ltd. ("Receiving Party" / "Client").

            ## 1. PURPOSE

            The Parties wish to explore the integration of the Quillmark editor (the "Purpose"). In connection with the Purpose, each Party may disclose certain confidential information to the other Party.

            ## 2. OBLIGATIONS

            Receiving Party shall use Confidential Information solely to:
            - Evaluate the integration with its own systems
            - Conduct a security review of the Quillmark editor and its hosting providers before signing

            The Receiving Party shall hold the Confidential Information in strict confidence.
            """);
        KeyTerms terms = KeyTermExtractor.extract(roles.chunks(), roles.title());
        assertEquals("MUTUAL", terms.mutuality().value());
        assertNotNull(terms.imbalance(), "the opening fixes who discloses and who receives");
        assertEquals("explore the integration of the Quillmark editor", terms.purpose().value());
        assertVerbatim(roles, terms);
        assertEquals("Evaluate potential business relationship", extract("""
            NON-DISCLOSURE AGREEMENT

            1. Purpose. Disclosing Party is evaluating Receiving Party as a possible partner.

            2. Receiving Party shall use Confidential Information solely to:
            - Evaluate potential business relationship
            - Make business decisions regarding the Harrow Lane platform

            3. Receiving Party shall keep Confidential Information secure.
            """).purpose().value(), "the first use a lead-in lists");
    }

    @Test
    void aHyphenatedProjectNameUnderItsRoleAnyoneGrantedAccessAndAUseListedInADutysItem() {
        ParsedDocument project = parse("NDA.md", """
            # NON-DISCLOSURE AGREEMENT (NDA)

            This Non-Disclosure Agreement ("Agreement") is entered into by and between:

            **Disclosing Party:**\s\s
            Quill-mark-driver-port Project\s\s
            Copyright Holder and Project Maintainers

            **Receiving Party:**\s\s
            Name: _______________\s\s
            Email: _______________

            ## 3. Obligations of Receiving Party

            The Receiving Party agrees to:

            1. **Maintain Confidentiality:** Keep all Confidential Information strictly confidential.

            2. **Limited Use:** Use the Confidential Information solely for the purpose of:
               - Contributing to the project (if authorized)
               - Reviewing the project (if granted access)
            """);
        KeyTerms terms = KeyTermExtractor.extract(project.chunks(), project.title());
        assertEquals(List.of("Quill-mark-driver-port Project", "_______________"), partyNames(terms),
            "a name's hyphenated parts are no lower-case words that describe a party");
        assertEquals("Contributing to the project (if authorized), Reviewing the project (if granted access)", terms.purpose().value(),
            "the uses the duty lists");
        assertVerbatim(project, terms);
        assertEquals(List.of("Harrow Lane Labs", "individual or entity granted access to any private repository of the organization"),
            partyNames(extract("""
            NON-DISCLOSURE AGREEMENT

            This Non-Disclosure Agreement is entered into by and between Harrow Lane Labs (the "Disclosing Party") and any individual or entity granted access to any private repository of the organization (the "Receiving Party").

            1. The Receiving Party shall hold all Confidential Information in strict confidence.
            """)), "anyone granted access, described");
    }

    @Test
    void aCopyrightOwnersFieldNamesTheOwnerAndANoticesClosingWordsBindItsReader() {
        ParsedDocument notice = parse("NDA.md", """
            # NON-DISCLOSURE AGREEMENT (NDA)

            **Effective Date:** June 5, 2025\s\s
            **Copyright Owner:** Orla Fenwick\s\s
            **Contact:** orla@example.com

            ---

            This Non-Disclosure Agreement governs access to the proprietary Quillmark assistant system owned by Orla Fenwick.

            ### OBLIGATIONS OF RECEIVING PARTY

            By accessing the system, the receiving party agrees to:

            1. Not disclose any Confidential Information to third parties
            2. Return or destroy all Confidential Information upon request

            ### LEGAL REMEDIES

            Violation of this NDA may result in legal action for damages, including injunctive relief.

            ### GENERAL

            This agreement is governed by applicable intellectual property laws.

            ### CONTACT

            Write to the owner for permissions.

            ### RECORDS

            The owner keeps a record of each access.

            ---

            **By accessing or using the Quillmark assistant system, you acknowledge that you have read, understood, and agree to be bound by the terms of this Non-Disclosure Agreement.**
            """);
        KeyTerms terms = KeyTermExtractor.extract(notice.chunks(), notice.title());
        assertEquals(List.of("Orla Fenwick"), partyNames(terms), "the owner's field");
        assertEquals("ONE_WAY", terms.mutuality().value(), "the notice's closing words bind whoever reads it: " + terms.mutuality());
        assertVerbatim(notice, terms);
    }

    @Test
    void aNameWithAnOptionInBracketsUnderItsRoleIsNoFieldLabel() {
        ParsedDocument template = parse("NDA.md", """
            ## MUTUAL NON-DISCLOSURE AGREEMENT

            **This Mutual Non-Disclosure Agreement** ("Agreement") is entered into as of **[DATE]** ("Effective Date") by and between:

            **Party A:**\s\s
            **PT Harrow Lane** (or: **[PRODUCT ENTITY]**)\s\s
            Address: [ADDRESS]\s\s
            ("**Harrow**")

            **Party B:**\s\s
            **[PARTNER COMPANY NAME]**\s\s
            Address: [PARTNER ADDRESS]\s\s
            ("**Partner**")

            ### 1. PURPOSE

            The Parties wish to explore a potential business relationship (the "Purpose").
            """);
        KeyTerms terms = KeyTermExtractor.extract(template.chunks(), template.title());
        assertEquals(List.of("PT Harrow Lane", "[PARTNER COMPANY NAME]"), partyNames(terms), "\"PT Harrow Lane (or:\" is no label");
        assertVerbatim(template, terms);
        ParsedDocument listed = parse("NDA.md", """
            # Mutual Non-Disclosure Agreement

            ## 1. Parties

            This Mutual Non-Disclosure Agreement ("Agreement") is entered into by and between:

            **Harrow Lane** (ABN 12 345 678 901), operating the harrowlane.example platform ("Party A"), and the entity identified on the signature page below ("Party B").

            Party A and Party B are each referred to as a "Party" and collectively as the "Parties".
            """);
        KeyTerms both = KeyTermExtractor.extract(listed.chunks(), listed.title());
        assertEquals(List.of("Harrow Lane", "entity identified on the signature page below"), partyNames(both),
            "the second party in the first's own paragraph");
        assertVerbatim(listed, both);
        assertEquals(List.of("The Harrow Lane Council", "___________________________________"), partyNames(extract("""
            Data Use And Non-Disclosure Agreement
            Between
            The Harrow Lane Council
            And
            ___________________________________ ("Data Recipient")
            This DATA USE AND NON-DISCLOSURE AGREEMENT ("Agreement") made as of the _______ day of _______, 2014 by and between the Harrow Lane Council, having its primary offices at 1 High Street, and _______________________ ("Data Recipient").
            WHEREAS, the Council is authorized to share Data with the Data Recipient;
            """)), "the preamble's blank for the same recipient, on the next line, is no third party");
    }

    @Test
    void yearsLeftAsAnXAndAimsListedUnderTheSharingsPurpose() {
        KeyTerms terms = extract("""
            NON-DISCLOSURE AGREEMENT

            2. Purpose of Disclosure
            Information is shared solely for the purpose of:
            - Evaluating potential partnership opportunities
            - Discussing integration possibilities

            3. Obligations of Receiving Party
            Harrow Lane agrees to:
            - Keep all information strictly confidential
            - Maintain confidentiality for [X] years

            5. Term and Termination
            - Agreement remains in effect for [X] years
            - Obligations survive termination
            """);
        assertEquals(KeyTerms.LEFT_BLANK, terms.term().value(), "the agreement's years left as an X");
        assertEquals(KeyTerms.LEFT_BLANK, terms.confidentialityPeriod().value(), "the duty's years left as an X, not 'indefinitely'");
        assertEquals("Evaluating potential partnership opportunities, Discussing integration possibilities", terms.purpose().value());
    }

    @Test
    void aPurposeWrappedBeforeACapitalisedWordIsReadWhole() {
        assertEquals("explore a potential business relationship regarding AI safety technology and ethical alignment frameworks", extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            1. PURPOSE

            The Parties wish to explore a potential business relationship regarding
            AI safety technology and ethical alignment frameworks ("Purpose"). In
            connection with this Purpose, each Party may disclose Confidential Information
            to the other Party.
            """).purpose().value());
    }

    private static List<String> partyNames(KeyTerms terms) {
        return terms.parties().stream().map(Term::value).toList();
    }

    private static String valueOf(Term term) {
        return term == null ? null : term.value();
    }

    private String termOf(String sentence) {
        return valueOf(extract("NON-DISCLOSURE AGREEMENT\n\n1. The Recipient shall keep the Information secret.\n\n2. " + sentence + "\n").term());
    }

    private String date(String opening) {
        return valueOf(extract("NON-DISCLOSURE AGREEMENT\n\n" + opening + "\n\n1. The Recipient shall keep the Information secret.\n").effectiveDate());
    }

    private String law(String sentence) {
        return valueOf(extract("NON-DISCLOSURE AGREEMENT\n\n1. Confidentiality. The Recipient shall keep the Information secret.\n\n2. " + sentence
            + "\n").governingLaw());
    }

    private KeyTerms extract(String text) {
        ParsedDocument document = parse("document.txt", text);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertVerbatim(document, terms);
        return terms;
    }

    @Test
    void periodsForTradeSecretsFromFirstDisclosureOrForTheStatedPurposesAndATermUntilNoticeAreRead() {
        KeyTerms template = extract("""
            # Mutual Non-Disclosure Agreement Template Terms

            Each of the parties disclosing Confidential Information will be referred to as the "Disclosing Party".

            During the term, the Recipient will hold Confidential Information in confidence. For Confidential Information that is a trade secret, Recipient's obligation of confidentiality will be perpetual.

            Recipient may retain a single copy of the Confidential Information in its archives solely for the purpose of ensuring its compliance with this document.
            """);
        assertNull(template.confidentialityPeriod(), "perpetual for trade secrets only: " + template.confidentialityPeriod());
        assertEquals("protected indefinitely", template.tradeSecrets().value());
        assertNull(template.purpose(), "an archive copy's purpose is not the agreement's: " + template.purpose());

        KeyTerms recipient = extract("""
            NONDISCLOSURE AGREEMENT

            3. (a) For a period of 5 years from first disclosure of or access to Confidential Information, Recipient: (i) will not disclose the Confidential Information to any third party.

            8. Term & Termination. This Agreement will be effective from the Effective Date and will continue until written notice of termination is provided by either party to the other.
            """);
        assertEquals("5 years", recipient.confidentialityPeriod().value());
        assertEquals("until terminated", recipient.term().value());

        KeyTerms stated = extract("""
            NON-DISCLOSURE AGREEMENT

            8.1 The obligations of confidentiality set out in this Agreement shall continue for the duration of the Stated Purposes, which may be terminated by the Disclosing Party at any time by giving 7 calendar days written notice.
            """);
        assertNull(stated.term(), "the duties' period is not the agreement's term: " + stated.term());
        assertEquals("for the duration of the Stated Purposes", stated.confidentialityPeriod().value());

        KeyTerms roles = extract("""
            The parties agree:

            # Mutual Nondisclosure
            Disclosing Party describes each party with respect to Confidential Information it discloses to the other party.

            # Dispute Resolution
            The parties shall bring legal proceedings related to this agreement only in state or federal courts located in that state. The parties consent to the exclusive jurisdiction of those courts.
            """);
        assertEquals("MUTUAL", roles.mutuality().value());
        assertNull(roles.forum(), "\"those courts\" names no forum: " + roles.forum());
    }

    @Test
    void aGroupOfPeopleAsAPartyAnInstitutionAndPeriodsAfterEmploymentOrInYearsWithAnSAreRead() {
        KeyTerms evaluators = extract("""
            NON DISCLOSURE AGREEMENT

            This agreement ("Agreement") is made on this 3rd day of May 2024 ("Effective Date") by and between the members of the review panel for Orbit Prize 2024 (Hereinafter referred to as "Party No.1").

            Orbit Labs Pvt. Ltd., a company with its office at 12 Park Road, Pune (hereinafter referred to as "Orbit"/ "Party No. 2")

            WHEREAS the Parties are exploring a proposal regarding possible collaboration on the review panel of Orbit Prize ("Purpose"); and

            WHEREAS each Party is willing to disclose to and receive from, the other Party information regarding the entries.

            Notices under this Agreement may be given by either party to the other party in writing.
            """);
        assertEquals(List.of("members of the review panel for Orbit Prize 2024", "Orbit Labs Pvt. Ltd."),
            partyNames(evaluators));
        assertEquals("exploring a proposal regarding possible collaboration on the review panel of Orbit Prize", evaluators.purpose().value());
        assertEquals("MUTUAL", evaluators.mutuality().value());
        assertTrue(evaluators.mutuality().quote().contains("receive from"), evaluators.mutuality().quote());

        KeyTerms notice = extract("""
            CONFIDENTIALITY AGREEMENT

            1. The Buyer shall keep the Evaluation Material confidential.

            2. Service of process is effective at the address set forth above (or such other address as notified by either party to the other party in writing).
            """);
        assertNull(notice.mutuality(), "an address notified by either party to the other makes nothing mutual: " + notice.mutuality());

        KeyTerms faculty = extract("""
            NON-DISCLOSURE AGREEMENT

            THIS NON-DISCLOSURE AGREEMENT is made on this _____ day of __________, 20___ ("Effective Date")

            BY AND BETWEEN:

            NORTHFIELD INSTITUTE OF SCIENCE, an educational institution having its principal place of business at Lake Road, Indore (hereinafter referred to as the "Institute")

            ________________________________, an individual employed as a faculty member at the Institute (hereinafter referred to as the "Faculty Member")

            1.2 "Authorized Purpose" shall mean the performance of duties as a faculty member of the Institute.

            6.1 This Agreement shall commence on the Effective Date and shall continue for the duration of the Faculty Member's employment with the Institute and for a period of five (5) years thereafter.

            10.9 The courts in Indore, Madhya Pradesh, India shall have exclusive jurisdiction to adjudicate any disputes.

            10.10 The provisions of this Agreement that by their nature extend beyond the termination of this Agreement shall survive such termination.
            """);
        assertEquals(List.of("NORTHFIELD INSTITUTE OF SCIENCE", "________________________________"),
            partyNames(faculty));
        assertEquals("for the duration of the Faculty Member's employment with the Institute and for a period of five (5) years thereafter",
            faculty.term().value());
        assertTrue(faculty.confidentialityPeriod().value().endsWith("(the agreement's term)"),
            "what survives \"termination of this Agreement\" is no endless period: " + faculty.confidentialityPeriod());
        assertEquals("the performance of duties as a faculty member of the Institute", faculty.purpose().value());
        assertEquals("The courts in Indore", faculty.forum().value());

        KeyTerms cooley = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            THIS Mutual Non-Disclosure Agreement is entered into between Acme Robotics, Inc. ("Acme") and Beacon Analytics LLC ("Beacon") as of March 2, 2026, to protect the confidentiality of certain confidential information to be disclosed under this Agreement solely for use in evaluating or pursuing a business relationship between the parties (the "Permitted Use").

            9. This Agreement will terminate five (5) year(s) after the Effective Date.

            11. This Agreement will be governed by the laws of the State of [New York]. Any disputes under this Agreement may be brought in the state courts and the Federal courts for the county in which Acme's principal place of business is located.
            """);
        assertEquals("evaluating or pursuing a business relationship between the parties", cooley.purpose().value());
        assertEquals(5.0, Durations.years(cooley.term().value()).orElseThrow());
        assertEquals("State of New York", cooley.governingLaw().value());
        assertEquals("the state courts and the Federal courts for the county in which Acme's principal place of business is located",
            cooley.forum().value());
    }

    @Test
    void aModelLettersPlaceholderPartiesAndAFacultyMembersUndertakingAreRead() {
        KeyTerms letter = extract("""
            [Name of the Company]

            [Date]

            Dear [Name]:

            [Potential Buyer] (“Buyer”) has requested certain non-public information regarding [Target Company] and its subsidiaries (collectively, the “Company”) in connection with a potential transaction (the “Transaction”).

            1. Buyer shall keep all Evaluation Material strictly confidential.

            2. This Agreement shall be governed by the laws of the State of [New York]. Each party submits to the exclusive jurisdiction of the courts of the [State of New York located in the Borough of Manhattan in New York City and the courts of the United States located in the Borough of Manhattan].
            """);
        assertEquals(List.of("[Potential Buyer]", "[Target Company]"), partyNames(letter));
        assertEquals("State of New York", letter.governingLaw().value());
        assertEquals("the courts of the [State of New York located in the Borough of Manhattan in New York City", letter.forum().value());
        assertEquals("left blank", extract("""
            NON-DISCLOSURE AGREEMENT

            9. Each party submits to the exclusive jurisdiction of the courts of [jurisdiction] for any dispute.
            """).forum().value(), "a field to fill in is no forum");

        KeyTerms faculty = extract("""
            NON-DISCLOSURE AGREEMENT

            THIS NON-DISCLOSURE AGREEMENT is made between NORTHFIELD INSTITUTE OF SCIENCE, an educational institution (the "Institute") and ____________, an individual employed as a faculty member at the Institute (the "Faculty Member").

            WHEREAS the Faculty Member is employed by the Institute and may have access to confidential information of the Institute;

            2.1 The Faculty Member agrees to:

            a) Hold in strict confidence all Confidential Information;

            4.1 The Faculty Member shall:

            i. Return all tangible forms of Confidential Information to the Institute.
            """);
        assertEquals(DocumentType.EMPLOYEE_UNDERTAKING, faculty.documentType());
        assertEquals("ONE_WAY", faculty.mutuality().value(), faculty.mutuality().quote());
    }

    @Test
    void aTermEndingAtTheEarliestOfEventsACaseNumberInAPurposeAndAPartySigningBelowAreRead() {
        KeyTerms licensing = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            This Agreement is made effective as of ____________, 2012 between Northfield Corp. ("Company") and the Lakeside Institute of Science ("LIS"), in anticipation of each party disclosing confidential information to the other party for the purpose of evaluating technology licensing opportunities relating to LIS Case No. _____________ (the "Purpose").

            6. The term of this Agreement shall commence on the Effective Date and terminate on the earliest of (a) conclusion of the Purpose, (b) three years from the date of this Agreement or (c) the date on which a party provides notice of termination.
            """);
        assertEquals("three years", licensing.term().value());
        assertEquals("evaluating technology licensing opportunities relating to LIS Case No. _____________", licensing.purpose().value());

        KeyTerms data = extract("""
            # Data Use Agreement

            THIS AGREEMENT ("Agreement") is effective as of the date of the last signature below, by and between the University of Lakeside, on behalf of its Data Services department ("ULDS") and the party signing below as Researcher("Researcher").

            7. Researcher agrees to use the Confidential Information solely for the research as described in Attachment C and subject to all other terms and conditions specified in this agreement.

            14. No amendment will be effective unless signed by both Parties, except for address changes provided by one Party to the other.
            """);
        assertEquals(List.of("University of Lakeside", "Researcher"), partyNames(data));
        assertEquals("the research as described in Attachment C", data.purpose().value());
        assertNull(data.mutuality(), "an address change given by one party to the other makes nothing mutual: " + data.mutuality());

        KeyTerms listed = extract("""
            CONFIDENTIALITY AGREEMENT

            1. The Confidential Information may be used only for the following purposes (“Purpose”):
            a. evaluation for the issuance of policies of credit insurance to the Company;
            b. evaluation of other credit insurance business lines.
            """);
        assertTrue(listed.purpose() == null || !listed.purpose().value().contains("following"),
            "words pointing on to a list are no purpose: " + listed.purpose());
        KeyTerms benefit = extract("""
            CONFIDENTIALITY AGREEMENT

            1. The Board Member agrees that the Confidential Information shall be used solely for the benefit of the Board Work, and that all rights in it are reserved.
            """);
        assertNull(benefit.purpose(), "whose benefit is no purpose: " + benefit.purpose());
    }

    @Test
    void templateFieldPartiesAnUndersignedPartyAPeriodUntilNoLongerATradeSecretAndACovenantsBlankAreRead() {
        KeyTerms form = extract("""
            # Non-Disclosure and Non-Solicitation Agreement
            This Agreement is entered into by and between **{{ownerName}}** with its offices at **{{ownerAddress}}** ("Owner") and **{{guestName}}**, located at **{{guestAddress}}** ("Guest") for the purpose of preventing the unauthorized use of Proprietary Information.

            Non Solicitation. For a period of **{{covenantMonths}}** months after the end of the engagement the Guest will not solicit or hire any employee of the Owner.

            Duration. The Guest's duty to keep Proprietary Information secret shall remain in effect until the Proprietary Information no longer qualifies as a trade secret or until the Owner releases the Guest in writing.
            """);
        assertEquals(List.of("{{ownerName}}", "{{guestName}}"), partyNames(form));
        assertNull(form.term(), "a covenant's months left blank are not the agreement's term: " + form.term());
        assertNull(form.purpose(), "preventing misuse is the agreement's aim, no use of the information: " + form.purpose());
        assertEquals("until the Proprietary Information no longer qualifies as a trade secret", form.confidentialityPeriod().value());
        assertEquals("4 left unfilled: {{ownerName}}  {{ownerAddress}}", extract("""
            CONFIDENTIALITY AGREEMENT

            This Agreement is made between {{ownerName}} and {{ownerAddress}}, and binds {{ownerName}} and {{ownerName}}.
            """).placeholderSummary(), "each blank shown once, however often it stands");

        KeyTerms project = extract("""
            # CONFIDENTIALITY AGREEMENT

            This Agreement is entered into between the Northfield Academy ("Academy") and the undersigned individual ("Student") regarding the academy's robotics project.

            ## 9. GOVERNING LAW

            This agreement is governed by the laws of the place where the Academy is located. Any disputes will be resolved in the courts of that jurisdiction.
            """);
        assertEquals(List.of("Northfield Academy", "undersigned individual"), partyNames(project));
        assertNull(project.forum(), "courts named only by a law no place names: " + project.forum());
    }

    @Test
    void aCountryAfterAProvinceLeftBlankAPurposeLeftBlankAndAPeriodLeftBlankBesideTradeSecretsForEverAreRead() {
        KeyTerms staff = extract("""
            # Staff Confidentiality Agreement

            Made as of [DATE] between [COMPANY NAME] (the "Company") and [STAFF NAME] (the "Staff Member").

            ## 2. Confidentiality

            The Staff Member shall use the Confidential Information solely for [PURPOSE].

            Confidentiality obligations survive termination of employment indefinitely for trade secrets and for [NUMBER] years for other Confidential Information.

            ## 4. Non-Competition

            During employment and for [NUMBER] months after termination, the Staff Member shall not:
            - Work for a competitor in a similar role

            ## 5. Governing Law

            This Agreement is governed by the laws of [PROVINCE] and Canada.
            """);
        assertEquals("Canada", staff.governingLaw().value());
        assertEquals(KeyTerms.LEFT_BLANK, staff.purpose().value());
        assertEquals(KeyTerms.LEFT_BLANK, staff.confidentialityPeriod().value(), "trade secrets' endless protection is not the period");
        assertEquals("protected indefinitely", staff.tradeSecrets().value());
        assertNull(staff.term(), "the months of a non-compete's lead-in are not the agreement's term: " + staff.term());
    }

    @Test
    void anApplicantAsAPartyAForbiddingLeadInATermUntilAPhaseEndsAndNoMutualityFromAMutualAgreementToEndAreRead() {
        KeyTerms pilot = extract("""
            Pilot Program Nondisclosure Agreement

            This is an agreement between Northwind Labs Ltd ("Company") and the applicant who submits this enrolment form ("Pilot User"), in which Pilot User agrees to try a preview of the Northwind app.

            3. Confidentiality. The app is a trade secret of Company. Pilot User shall maintain the app in the strictest confidence. Pilot User will not, without Company's prior written consent:

            (a) disclose any information about the app to anyone; or

            (b) copy any portion of the app.

            5. Term. This Agreement shall commence on the date of execution and shall continue until the conclusion of the pilot testing phase, unless terminated earlier by mutual agreement of the parties.
            """);
        assertEquals(List.of("Northwind Labs Ltd", "applicant who submits this enrolment form"), partyNames(pilot));
        assertEquals("ONE_WAY", pilot.mutuality().value(), "ending it by mutual agreement makes no mutual NDA: " + pilot.mutuality());
        assertTrue(pilot.mutuality().quote().startsWith("Pilot User shall maintain"), pilot.mutuality().quote());
        assertEquals("until the conclusion of the pilot testing phase", pilot.term().value());
    }

    @Test
    void partiesOnRoleFieldsAndObligationsThatEndAfterYearsAreRead() {
        KeyTerms employee = extract("""
            # Employee Confidentiality Agreement

            **COMPANY:** Riverbend Analytics, Inc. ("Company")

            **EMPLOYEE:** [Employee Name] ("Employee")

            **EFFECTIVE DATE:** [Date]

            ## 2. Confidentiality

            Employee agrees to keep the Confidential Information secret.
            """);
        assertEquals(List.of("Riverbend Analytics, Inc.", "[Employee Name]"), partyNames(employee));

        KeyTerms review = extract("""
            # DESIGN REVIEW AGREEMENT

            This Agreement is effective when you, the Evaluator, click "I Agree" below. This is a binding contract between:

            **The Discloser:** The studio making the designs available to you for review.

            **You, the Evaluator:** The individual or entity reviewing the designs.

            **6. End of Obligations:** Your obligations regarding Confidential Information end three (3) years after the Effective Date.
            """);
        assertEquals(List.of("Discloser", "Evaluator"), partyNames(review),
            "a line that only describes a party is named by its role");
        assertEquals("three (3) years", review.confidentialityPeriod().value());
    }

    @Test
    void limitedPartnershipsAndABlankPartyListedUnderBetweenAreRead() {
        KeyTerms fund = extract("""
            # NON-DISCLOSURE AGREEMENT

            **This Non-Disclosure Agreement** is entered into as of ____________, 2026, by and between:

            **Cedar Growth Fund II, LP**, a Delaware limited partnership with its principal office at 10 Main Street, Boston ("Investor"), and

            **Lumen Robotics, Inc.**, a Delaware corporation with its principal place of business at 5 Elm Street, Austin ("Company").
            """);
        assertEquals(List.of("Cedar Growth Fund II, LP", "Lumen Robotics, Inc."), partyNames(fund));
        KeyTerms blank = extract("""
            # NON-DISCLOSURE AGREEMENT

            **This Non-Disclosure Agreement** is entered into as of ____________, 2026, by and between:

            **Cedar Growth Fund II, LP**, a Delaware limited partnership with its principal office at 10 Main Street, Boston ("Investor"), and

            **______________________**, a ________________ [entity type] with its principal place of business at ______________ ("Company").
            """);
        assertEquals(List.of("Cedar Growth Fund II, LP", "______________________"), partyNames(blank),
            "a blank described by a form's field for its kind is the second party");
    }

    @Test
    void aSellerPreparedToMakeItsInformationAvailableMakesItOneWayAndCopiesKeptHaveNoPeriod() {
        KeyTerms deal = extract("""
            CONFIDENTIALITY AGREEMENT

            WHEREAS, in order for Northwind Buyer to evaluate the Transaction, Harbor Seller is prepared to make available to Northwind Buyer certain confidential information.

            4. Any Confidential Information so retained shall remain subject to the terms of this Agreement for so long as it is retained.

            9. The obligations under this Agreement shall survive its termination for a period of three (3) years.
            """);
        assertEquals("ONE_WAY", deal.mutuality().value(), deal.mutuality().quote());
        assertEquals("three (3) years", deal.confidentialityPeriod().value(), "copies kept under the agreement are no period without end");
    }

    @Test
    void aMutualAgreementThatBindsOneNamedSideIsCalledUnevenAndOneWithoutWordsOfMutualityIsOneWay() {
        String opening = """
            MUTUAL NON-DISCLOSURE AGREEMENT

            This Mutual Non-Disclosure Agreement is entered into by and between Orbit Labs, Inc., a Delaware corporation ("Orbit"), and Kestrel Analytics LLC, a Texas limited liability company ("Kestrel").

            1. Each Party shall hold the other Party's Confidential Information in confidence.
            """;
        KeyTerms uneven = extract(opening + """

            2. Kestrel shall promptly return all Confidential Information of Orbit on request. Orbit shall have no obligation to return anything.

            3. Kestrel shall defend, indemnify and hold harmless Orbit against any breach of this Agreement by Kestrel.

            4. Kestrel shall not, directly or indirectly, solicit any employee of Orbit for two (2) years.

            5. The obligations of Kestrel with respect to Orbit's Confidential Information shall survive in perpetuity. The obligations of Orbit with respect to Kestrel's Confidential Information shall survive for a period of one (1) year.
            """);
        assertEquals("MUTUAL", uneven.mutuality().value());
        assertEquals("Kestrel's obligations last in perpetuity, Orbit's one (1) year; 3 duties are written for Kestrel alone, none for Orbit",
            uneven.imbalance().value());
        assertEquals("non-disclosure agreement, mutual but uneven", uneven.description());
        assertTrue(ReviewSide.of(null, uneven).reason().startsWith("The agreement calls itself mutual (\"Mutual Non-Disclosure\"), but its "
            + "terms favour one side: Kestrel's obligations last in perpetuity"), ReviewSide.of(null, uneven).reason());
        KeyTerms even = extract(opening + """

            2. Each Party shall return the other Party's Confidential Information on request.

            3. Kestrel shall deliver the prototype to Orbit by March 1.
            """);
        assertNull(even.imbalance(), "one duty of one side's own is no imbalance");
        assertEquals("non-disclosure agreement, mutual", even.description());

        KeyTerms visit = extract("""
            FACILITY VISIT AGREEMENT

            This Agreement is entered into between Harbor Robotics, Inc., a California corporation ("Harbor"), and Jane Roe ("Visitor").

            1. Visitor agrees that all information seen during the visit is Harbor's Confidential Information.

            2. Visitor shall not photograph any part of the facility.

            3. Visitor will keep the Confidential Information secret and will not use it.
            """);
        assertEquals("ONE_WAY", visit.mutuality().value(), "every duty is the Visitor's: " + visit.mutuality().quote());
        assertTrue(visit.mutuality().quote().startsWith("Visitor agrees that"), visit.mutuality().quote());
        assertNull(visit.imbalance(), "a one-way agreement is uneven by design");
    }

    @Test
    void sectionsNumberedWithTheirHeadingsRunInAreReadLikeAnyOther() {
        KeyTerms terse = extract("""
            MULTI-PARTY CONFIDENTIALITY AGREEMENT

            This Agreement is entered into as of June 15, 2024 by and among:

            Section 1.1. Disclosing Party. Orbit Labs, Inc., a Delaware corporation, 1 Main Street, Boston, MA 02110 ("Orbit").

            Section 1.2. Kestrel Analytics, Ltd., incorporated under the laws of England and Wales, 2 High Street, London ("Kestrel").

            (each a "Party" and collectively the "Parties").

            Section 2.1. The Parties are entering into this Agreement in connection with a potential joint venture for satellite imaging (the "Purpose").

            Section 5.3. Each Disclosing Party may disclose Confidential Information to the other Parties.

            Section 6.1. Non-Compete. During the term and for eighteen (18) months following termination, no Party shall directly or indirectly engage in the sale of any competing product.

            Section 12.1. Term. Five (5) years from the Effective Date.

            Section 12.4. Post-Termination. Upon termination: (a) return all Confidential Information; (b) Confidential Information obligations survive three (3) years.

            Section 13.3. Warranty Duration. Warranties remain in effect for two (2) years following termination.

            Section 14.2. Governing Law. Laws of the State of New York, without regard to conflict of laws principles.

            Section 14.3. Disputes resolved by binding AAA arbitration in New York before three (3) arbitrators.
            """);
        assertEquals(List.of("Orbit Labs, Inc.", "Kestrel Analytics, Ltd."), partyNames(terse),
            "a section's number and a role run in before a name are no part of it");
        assertEquals("Five (5) years", terse.term().value(), "the warranties' period is not the agreement's");
        assertEquals("three (3) years", terse.confidentialityPeriod().value(), "the non-compete's months are the covenant's");
        assertEquals("a potential joint venture for satellite imaging", terse.purpose().value());
        assertEquals("State of New York", terse.governingLaw().value(), "a heading run into the sentence that chooses the law");
        assertEquals("AAA arbitration in New York", terse.forum().value());
        assertEquals("MUTUAL", terse.mutuality().value(), "each of several parties discloses");
    }

    @Test
    void aFormsFieldsAndItsNotesAreBlanksNotTerms() {
        KeyTerms form = extract("""
            # MUTUAL NON-DISCLOSURE AGREEMENT

            **Purpose:**
            Use this template to agree confidentiality before partnership discussions.

            This Mutual Non-Disclosure Agreement ("Agreement") is entered into by and between:

            **Party A:**
            - Company Name: {{PARTY_A_COMPANY}}
            - Address: {{PARTY_A_ADDRESS}}

            **Party B:**
            - Company Name: {{PARTY_B_COMPANY}}
            - Address: {{PARTY_B_ADDRESS}}

            1. This Agreement shall remain in effect for a period of [[TEXT:term_years]] years from the Effective Date.

            2. Each Party shall keep the other Party's Confidential Information secret.
            """);
        assertEquals(List.of("{{PARTY_A_COMPANY}}", "{{PARTY_B_COMPANY}}"), partyNames(form),
            "each party is the field for its name under its role");
        assertEquals(KeyTerms.LEFT_BLANK, form.term().value(), form.term().quote());
        assertTrue(form.placeholders().stream().anyMatch(t -> t.value().equals("[[TEXT:term_years]]")), "a double-bracket field whole");
        assertNull(form.purpose(), "a note to the form's user is no purpose: " + form.purpose());

        KeyTerms template = extract("""
            NON-DISCLOSURE AGREEMENT

            This Non-Disclosure Agreement is entered into as of [Date], by and between:

            WHEREAS, one party (the "Disclosing Party") possesses certain confidential information;

            WHEREAS, the other party (the "Receiving Party") wishes to receive this confidential information;

            Disclosing Party (Owner of Confidential Information)

            Full Legal Name: [Enter name]

            Receiving Party (Recipient of Confidential Information)

            Full Legal Name: [Enter name]

            8. This Agreement shall commence on the date first written above and continue for [1/2/3/5] years.
            """);
        assertEquals("ONE_WAY", template.mutuality().value(), "roles fixed by the recitals: " + template.mutuality().quote());
        assertEquals(2, template.parties().size(), template.parties().toString());
        assertEquals(KeyTerms.LEFT_BLANK, template.term().value(), "one option of several is no term: " + template.term().quote());
        assertEquals(List.of("[Full business name/Name]"), extract("""
            NON-DISCLOSURE AGREEMENT

            This Agreement is made between [Full business name/Name] and the Company.
            """).placeholders().stream().map(Term::value).toList(), "a blank two patterns read is one blank");

        KeyTerms fixed = extract("""
            # Mutual Non-Disclosure Agreement

            This Mutual Non-Disclosure Agreement ("Agreement") is entered into by and between:

            **Disclosing Party:** [Your Company Name] ("Company")
            **Receiving Party:** [Partner Company Name] ("Partner")

            2. The Receiving Party agrees to hold Confidential Information in strict confidence.
            """);
        assertEquals(List.of("[Your Company Name]", "[Partner Company Name]"), partyNames(fixed));
        assertEquals("non-disclosure agreement, mutual but uneven", fixed.description(), "a 'mutual' NDA whose roles are fixed");
        assertTrue(fixed.imbalance().quote().startsWith("Receiving Party: [Partner Company Name]"), fixed.imbalance().quote());
    }

    @Test
    void anNdaAttachedAsAnExhibitThatIsNotInTheTextIsWarnedOf() {
        String agreement = """
            BETA TESTER AGREEMENT

            1. Tester agrees to abide by the terms of the Non-Disclosure Agreement (NDA) attached hereto as Exhibit A.

            2. Tester shall provide feedback on the beta release.

            Exhibit A: Non-Disclosure Agreement (NDA)
            """;
        KeyTerms missing = extract(agreement + "(Attached separately)\n");
        assertEquals("the Non-Disclosure Agreement (NDA) attached hereto as Exhibit A", missing.incorporatedTerms().value());
        assertTrue(missing.incorporationWarning().startsWith("It incorporates the Non-Disclosure Agreement (NDA) attached hereto as "
            + "Exhibit A, whose text is not in the document."), missing.incorporationWarning());
        assertNull(extract(agreement + "1. Tester shall not disclose any Confidential Information to any third party.\n").incorporatedTerms(),
            "the exhibit is there");
    }

    @Test
    void aPartyDescribedWithBlanksForItsStateAndFormIsStillDescribed() {
        KeyTerms generated = extract("""
            NON-DISCLOSURE AGREEMENT

            THIS NON-DISCLOSURE AGREEMENT is entered into as of February 1, 2025, by and between:

            [CURRENT COMPANY NAME], a [State of Incorporation] [corporation/limited liability company] with its principal place of business at [Address] ("Disclosing Party"),

            and

            GLOBAL INDUSTRIES, a [State of Incorporation] [corporation/limited liability company] with its principal place of business at [Address] ("Receiving Party").
            """);
        assertEquals(List.of("[CURRENT COMPANY NAME]", "GLOBAL INDUSTRIES"), partyNames(generated));
    }

    @Test
    void terseClausesNumberedPartiesFieldsForPeriodsAndAFormsOptionalMutualityAreRead() {
        KeyTerms terse = extract("""
            # MUTUAL NON-DISCLOSURE AGREEMENT

            This Mutual Non-Disclosure Agreement ("Agreement") is entered into as of [Date] by and between:

            (1) [Party A], and
            (2) [Party B].

            2. Obligations. Recipient shall keep Confidential Information secret and not use it other than to assess or carry out the Deal.
            4. Term. Confidentiality obligations last 4 years from disclosure (or longer for trade secrets).
            """);
        assertEquals(List.of("[Party A]", "[Party B]"), partyNames(terse), "parties numbered on their lines");
        assertEquals("4 years", terse.confidentialityPeriod().value(), terse.confidentialityPeriod().quote());
        assertEquals("assess or carry out the Deal", terse.purpose().value());

        KeyTerms fields = extract("""
            # MUTUAL NON-DISCLOSURE AGREEMENT

            This Mutual Non-Disclosure Agreement is entered into as of {{EFFECTIVE_DATE}} by and between:

            **{{PARTY_A_NAME}}**, a {{PARTY_A_TYPE}} with its principal place of business at {{PARTY_A_ADDRESS}} ("First Party"), and

            **{{PARTY_B_NAME}}**, a {{PARTY_B_TYPE}} with its principal place of business at {{PARTY_B_ADDRESS}} ("Second Party").

            4.1 **Term.** This Agreement shall commence on the Effective Date and shall continue for a period of {{TERM}} ("Term").

            4.2 **Survival.** The obligations under this Agreement shall survive termination and shall continue for a period of {{CONFIDENTIALITY_DURATION}}.

            4.3 Either Party may terminate this Agreement upon {{TERMINATION_NOTICE}} written notice.
            """);
        assertEquals(List.of("{{PARTY_A_NAME}}", "{{PARTY_B_NAME}}"), partyNames(fields));
        assertEquals("period of {{TERM}}", fields.term().quote(), "a field named for a period is the term left blank");
        assertEquals(KeyTerms.LEFT_BLANK, fields.confidentialityPeriod().value());
        assertEquals("period of {{CONFIDENTIALITY_DURATION}}", fields.confidentialityPeriod().quote());

        KeyTerms optional = extract("""
            # Non-Disclosure Agreement

            **Disclosing Party:** {{disclosing_party_name}}
            **Receiving Party:** {{receiving_party_name}}
            **Agreement Type:** {{#if mutual_nda}}Mutual NDA{{else}}Unilateral NDA{{/if}}

            1. Receiving Party shall not disclose Confidential Information to any third parties.
            """);
        assertEquals("ONE_WAY", optional.mutuality().value(), "a form's choice is no mutuality; its fixed roles are: "
            + optional.mutuality().quote());
        assertEquals("Receiving Party: {{receiving_party_name}}", optional.mutuality().quote());

        KeyTerms headed = extract("""
            # Mutual Non-Disclosure Agreement (General)

            **Party A:** {{party_a_name}}
            **Party B:** {{party_b_name}}

            ## 4. Term
            Confidentiality obligations last {{term_years}} years from the Effective Date.

            ## 7. Governing Law
            {{governing_law}}

            ---
            This is an informational template, not legal advice.
            """);
        assertEquals("last {{term_years}}", headed.confidentialityPeriod().quote());
        assertEquals(KeyTerms.LEFT_BLANK, headed.governingLaw().value(), "a section holding only a field, its heading the label");
        assertEquals("{{governing_law}}", headed.governingLaw().quote());

        KeyTerms both = extract("""
            # MUTUAL NON-DISCLOSURE AGREEMENT (NDA)

            **This Agreement** is made on _________ (the "Effective Date") between:

            **Party A:** _________, located at _________ ("Disclosing Party" or "Recipient")
            AND
            **Party B:** _________, located at _________ ("Disclosing Party" or "Recipient")
            """);
        assertEquals("MUTUAL", both.mutuality().value(), "each party takes either role: " + both.mutuality().quote());

        KeyTerms tilde = extract("""
            # NONDISCLOSURE AGREEMENT
            THIS NONDISCLOSURE AGREEMENT (this "Agreement") is made and entered into as of ~date~ between :company_name of :company_address.line (the "Company") and ~recipient_name (the "Recipient").

            WHEREAS the Recipient wishes to receive such information for the purpose of [PURPOSE] (the "Purpose").
            """);
        assertEquals(List.of(":company_name", "~recipient_name"), partyNames(tilde));
        assertEquals(KeyTerms.LEFT_BLANK, tilde.effectiveDate().value(), "a generator's ~date~ field");
        assertEquals(KeyTerms.LEFT_BLANK, tilde.purpose().value(), "a purpose that is only its field: " + tilde.purpose().quote());
        KeyTerms example = extract("""
            NON-DISCLOSURE AGREEMENT

            WHEREAS, Disclosing Party wishes to disclose such information to Receiving Party for the purpose of `[DESCRIBE PURPOSE - e.g., "evaluating a potential business relationship," "due diligence review"]` (the "Purpose");
            """);
        assertEquals(KeyTerms.LEFT_BLANK, example.purpose().value(), "a field with examples in it: " + example.purpose().quote());

        KeyTerms labelled = extract("""
            ## UNILATERAL NON-DISCLOSURE AGREEMENT

            **PARTIES:**

            **Disclosing Party:**

            - Name: `[FULL LEGAL NAME OF DISCLOSING PARTY]`
            - Address: `[COMPLETE ADDRESS]`

            **Receiving Party:**

            - Name: `[FULL LEGAL NAME OF RECEIVING PARTY]`
            - Address: `[COMPLETE ADDRESS]`

            ### ARTICLE 1: OBLIGATIONS

            **1.1** Receiving Party shall hold the Confidential Information in strict confidence.
            """);
        assertEquals(List.of("[FULL LEGAL NAME OF DISCLOSING PARTY]", "[FULL LEGAL NAME OF RECEIVING PARTY]"),
            partyNames(labelled), "a name's field under each role's label");
    }

    @Test
    void aPlatformsAgreementGivesItsPartiesUnderTheirHeadingItsTermsOnItsCoverAndItsPeriodInAList() {
        KeyTerms platform = extract("""
            # Mutual Non-Disclosure Agreement

            **Effective Date:** Upon online acceptance
            **Version:** 3.1

            ## Parties

            **Harbourline Systems Ltd.** ("Harbourline")
            **Each Member** (individual or entity accepting this Agreement)

            ## 1. Confidential Information

            Means any non-public information disclosed by one Party ("Discloser") to another Party ("Recipient").

            ## 2. Survival

            The Recipient's duties under Sections 1 to 4 survive for:
            - **Business Information:** Three (3) years from the Recipient's last access to it
            - **Trade Secrets:** As long as they remain trade secrets

            ## 3. Law

            This Agreement is governed by the laws of the Province of Nova Scotia. The Parties submit to the courts of Halifax, Nova Scotia (exclusive jurisdiction).

            ## Signatures & Party Schedule

            ### Member
            **Legal Name:** ____________________
            **Jurisdiction:** ____________________
            **Email for Notices:** ____________________
            """);
        assertEquals(List.of("Harbourline Systems Ltd.", "Member"), partyNames(platform),
            "a party on each line under the heading \"Parties\", one of them whoever accepts");
        assertEquals("Upon online acceptance", platform.effectiveDate().value());
        assertEquals("MUTUAL", platform.mutuality().value(), "either party may be the \"Discloser\"");
        assertEquals("Three (3) years", platform.confidentialityPeriod().value(), "the period listed under \"survive for:\"");
        assertEquals("courts of Halifax, Nova Scotia", platform.forum().value());
        assertEquals(List.of(), platform.placeholders(), "the signatories' fields are no terms left blank");
    }

    @Test
    void aTemplatesPartiesNumberedUnderBetweenAndItsDisclosurePeriodAreBlanks() {
        KeyTerms form = extract("""
            # CONFIDENTIALITY AGREEMENT

            **Effective Date**: [DATE]

            **BETWEEN**:
            1.  **[FIRST PARTY]** ("Party A")
            2.  **[SECOND PARTY]** ("Party B")

            ## 1. TERM

            This Agreement covers information disclosed within [NUMBER] years of the Effective Date.
            """);
        assertEquals(List.of("[FIRST PARTY]", "[SECOND PARTY]"), partyNames(form));
        assertEquals(KeyTerms.LEFT_BLANK, form.term().value(), "the years within which information is disclosed are left blank");
    }

    @Test
    void aLettersUndersignedBlanksItsPurposeBeforeASecondProhibitionAndAnEmployeesTermAreRead() {
        KeyTerms letter = extract("""
            Confidentiality Agreement

            The undersigned:

            [ .. ], a private limited liability company, having its registered office at [ .. ] (the "Recipient");

            And;

            [ .. ], a public limited company, having its registered office at [ .. ] (the "Discloser").

            The undersigned will individually be referred to as "Party" and collectively as "Parties".

            The Recipient will (i) keep the Confidential Information secret, (ii) not use the Confidential Information for any other purpose than in connection with the Acquisition or in any way detrimental to the Target.
            """);
        assertEquals(List.of("[ .. ]", "[ .. ]"), partyNames(letter), "each party a paragraph under \"The undersigned:\"");
        assertEquals("in connection with the Acquisition", letter.purpose().value(), "the purpose, not the prohibition after it");

        KeyTerms employee = extract("""
            # Staff Confidentiality Agreement

            ## 4. Term

            This Agreement:
            - Starts on the date above
            - Continues during employment and survives its end
            """);
        assertEquals("during employment", employee.term().value());
    }

    @Test
    void anAdvisorsFormAndATestersNoteGiveTheirPartiesPurposeRangeAndSide() {
        KeyTerms advisor = extract("""
            # ADVISOR AGREEMENT

            This Advisor Agreement is entered into as of [DATE] by and between:

            **Company:** [COMPANY NAME], a [State] corporation ("Company")

            **Advisor:** [ADVISOR NAME] ("Advisor")

            ## 3. CONFIDENTIALITY

            Advisor agrees to:

            - Use Confidential Information solely to review the Company's product plans and not for any other purpose
            - Maintain confidentiality for [2-4] years after termination

            ## 6. TERM

            **Initial Term:** [1] year from the date above
            """);
        assertEquals(List.of("[COMPANY NAME]", "[ADVISOR NAME]"), partyNames(advisor));
        assertEquals("review the Company's product plans", advisor.purpose().value());
        assertEquals(KeyTerms.LEFT_BLANK, advisor.confidentialityPeriod().value(), "a range to choose from is a blank, not the term's period");

        KeyTerms tester = extract("""
            # Confidentiality Agreement - Early Access

            **Between**: Brightline Labs (Ana Ruiz, ana@example.com)
            **And**: [Tester Name, Email]

            ## Terms

            I agree to:

            1. Keep the build confidential
            """);
        assertEquals(List.of("Brightline Labs", "[Tester Name, Email]"), partyNames(tester));
        assertEquals("ONE_WAY", tester.mutuality().value(), "an individual's list of undertakings");
        assertEquals("ONE_WAY", extract("""
            # Field Survey Confidentiality Pledge

            I, ______________ [name of enumerator], have agreed to keep confidential all answers I collect for the Survey Team.
            """).mutuality().value(), "an individual's undertaking, the name's blank between commas");
    }

    @Test
    void aTemplateLanguagesFieldsAKnownAsRoleAFormsAlternativePeriodsAndAnAdditionalPeriodAreRead() {
        KeyTerms form = extract("""
            PRODUCT ROADMAP CONFIDENTIALITY AGREEMENT

            This Agreement between

            ${owner.name} (hereinafter known as the "Owner")

            and

            ${reader.name} (hereinafter known as the "Recipient")

            becomes effective as of ${agreement.start_date}.

            1. The Owner will share its roadmap with the Recipient for the purposes of review and comment,while keeping it secret.

            2. Term

            * The Recipient's obligations of secrecy with respect to the roadmap will remain in effect in perpetuity.
            * The Recipient's obligations of secrecy with respect to the roadmap will remain in effect for a period of ${agreement.years} years.

            3. This Agreement is governed by the laws of the State of ${agreement.state}.
            """);
        assertEquals(List.of("${owner.name}", "${reader.name}"), partyNames(form));
        assertEquals(KeyTerms.LEFT_BLANK, form.effectiveDate().value());
        assertEquals(KeyTerms.LEFT_BLANK, form.governingLaw().value());
        assertEquals("ONE_WAY", form.mutuality().value(), "a recipient named so");
        assertEquals(KeyTerms.LEFT_BLANK, form.confidentialityPeriod().value(), "the form offers a choice, one of them left blank");
        assertEquals("review and comment", form.purpose().value());
        assertEquals(List.of("ORBIT LLC", "{{COUNTERPARTY}}"), partyNames(extract("""
            # MUTUAL NDA

            **Between:**

            **ORBIT LLC** ("Party A")
            [Address]

            **And:**

            **{{COUNTERPARTY}}** ("Party B")

            1. Each party shall keep the other party's information confidential.
            """)), "an address to fill in between the parties");
        assertEquals("two (2) years", extract("""
            NON-DISCLOSURE AGREEMENT

            4. This Agreement shall remain in effect for one (1) year. The confidentiality obligations shall survive termination for an additional two (2) years.
            """).confidentialityPeriod().value(), "the survival after the term, not the term");
    }

    @Test
    void partiesDescribedByWhatTheyDoAClickThroughsDateAndAListedPurposeAreRead() {
        KeyTerms portal = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            This Agreement is entered into as of the date of electronic acceptance ("Effective Date") by and between the party uploading documents to this portal ("Disclosing Party") and the party viewing them ("Receiving Party").

            1. PURPOSE

            Information is being shared in order to:
            - assess a joint bid for the harbour contract;
            - [OTHER PURPOSE]
            """);
        assertEquals(List.of("party uploading documents to this portal", "party viewing them"),
            partyNames(portal));
        assertEquals("the date of electronic acceptance", portal.effectiveDate().value());
        assertEquals("assess a joint bid for the harbour contract", portal.purpose().value(), "the first aim the list gives");
    }

    @Test
    void rolesWithAnAsideOnTheirFieldsFixTheSidesAndATermEndsWithTheWorkDone() {
        KeyTerms roles = extract("""
            # NON-DISCLOSURE AGREEMENT

            **BETWEEN THE RECEIVING PARTY:**

            Receiving Party: ______________

            **AND THE DISCLOSING PARTY:**

            Disclosing Party (Company): ______________

            1. The Receiving Party shall not disclose the Disclosing Party's secrets.
            """);
        assertEquals(2, roles.parties().size(), roles.parties().toString());
        assertTrue(roles.parties().stream().allMatch(party -> party.value().matches("_+")), "the blanks left for the names: " + roles.parties());
        assertEquals("ONE_WAY", roles.mutuality().value(), "one party the Disclosing Party, the other the Receiving Party");
        assertEquals("until the services have been completed", extract("""
            SERVICES AND CONFIDENTIALITY AGREEMENT

            6. This Agreement shall commence on the date first written above and shall continue until the services have been completed.
            """).term().value());
    }

    @Test
    void roleFieldsAboveASignatureBlocksRolesNameThePartiesAndTwoDutiesOnOneSideMakeItOneWay() {
        KeyTerms owner = extract("""
            # Non-Disclosure Agreement (NDA)

            **Date:** _______________

            **Disclosing Party (Owner):** quillmark-dev / Quillmark Labs
            **Receiving Party:** _________________________________

            ## 1. Purpose

            The parties wish to explore a potential business relationship regarding the Quillmark platform (the "Purpose").

            ## 2. Signatures

            **Owner:**
            Name: _________________  Signature: _________________

            **Receiving Party:**
            Name: _________________  Signature: _________________
            """);
        assertEquals(List.of("Quillmark Labs", "_________________________________"), partyNames(owner),
            "the fields under the title, the handle's name, not the signature block's name fields");

        KeyTerms author = extract("""
            # NON-DISCLOSURE AGREEMENT
            **Effective Date:** [DD/MM/YYYY]
            **Between:** [Company Name] ("Company")
            **And:** Orla Fenwick ("Author")

            ## 1. Obligations
            - Company may not disclose or reproduce the Handbook without written consent.
            - Company may not remove the author's notice from any copy.
            """);
        assertEquals("ONE_WAY", author.mutuality().value(), "two duties on one named side and none on the other");
    }

    @Test
    void bothRolesAsApplicableABlankAfterAnAndLineACoLtdAndWhatADefinedPurposeIsAboutAreRead() {
        KeyTerms either = extract("""
            # Mutual Non-Disclosure Agreement

            **Date:** \\_\\_\\_\\_\\_\\_\\_\\_

            ---

            **Between:**

            **Quillmark Labs Pty Ltd** (ACN \\_\\_\\_\\_\\_\\_)
            Harrow, Tasmania, Australia
            Email: hello@example.com
            ("**Discloser**" / "**Recipient**" as applicable)

            **and**

            \\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_
            (ACN/ABN/Registration \\_\\_\\_\\_\\_\\_)
            Email: \\_\\_\\_\\_\\_\\_\\_\\_
            ("**Discloser**" / "**Recipient**" as applicable)

            Each referred to as a "**Party**" and collectively as the "**Parties**".

            ### 1. Purpose

            The Parties wish to evaluate a potential relationship concerning ledger tools (the "**Purpose**").

            ### 2. Obligations

            Recipient agrees to hold all Confidential Information in confidence.
            """);
        assertEquals(List.of("Quillmark Labs Pty Ltd", "____________"), partyNames(either), "the blank after the line that says \"and\"");
        assertEquals("MUTUAL", either.mutuality().value(), "each party the Discloser or the Recipient as applicable");

        KeyTerms maker = extract("""
            # MUTUAL NON-DISCLOSURE AGREEMENT

            **THIS AGREEMENT** is made as of [DATE] (the "Effective Date"), by and between:

            **[USER/COMPANY NAME]**, an individual/entity having a principal place of activity at [ADDRESS] (the "User"); and

            **Harrow Works Co., Ltd. (Harrow Fab)**, having a principal place of business at 9 Mill Road, Harrow ("Harrow Fab").

            ### 1. Purpose
            The parties wish to explore a business relationship (the "Purpose") regarding the assembly of the Orla sensor board. In \
            connection with this Purpose, the parties may disclose information to each other.
            """);
        assertEquals(List.of("[USER/COMPANY NAME]", "Harrow Works Co., Ltd."), partyNames(maker), "a company's \"Co., Ltd.\" whole");
        assertEquals("explore a business relationship regarding the assembly of the Orla sensor board", maker.purpose().value(),
            "what the defined purpose is about, written after its brackets");
    }

    @Test
    void fieldsUnderRolesLeaveTheOpeningToSayItIsMutualAndPeriodsAndAForumInDraftersBlanksAreLeftBlank() {
        KeyTerms template = extract("""
            # Non-Disclosure Agreement (NDA)

            ## MUTUAL NON-DISCLOSURE AGREEMENT

            This Non-Disclosure Agreement ("Agreement") is entered into as of [DATE] ("Effective Date") by and between:

            **Party 1 (Disclosing Party):**
            - Name: [ORGANIZATION NAME]
            - Address: [ADDRESS]

            **Party 2 (Receiving Party):**
            - Name: [PARTY 2 NAME]
            - Address: [ADDRESS]

            Each referred to as a "Party" and collectively as the "Parties."

            ## RECITALS

            WHEREAS, the Parties wish to explore a potential business relationship regarding the Harrow Lane depot (the "Purpose"); and

            WHEREAS, in connection with the Purpose, each Party may disclose to the other certain confidential information;

            ## 7. TERM

            7.1 This Agreement shall commence on the Effective Date and continue for a period of [ONE (1) YEAR / SPECIFY PERIOD].

            7.2 The confidentiality obligations shall survive termination and continue for a period of [FOUR (4) YEARS / SPECIFY \
            PERIOD] following termination.

            ## 9. GENERAL

            9.1 Any dispute arising under this Agreement shall be resolved by [COURTS / ARBITRATION TO AGREE].
            """);
        assertEquals("MUTUAL", template.mutuality().value(), "each Party may disclose to the other, past the fields under the roles");
        assertEquals(KeyTerms.LEFT_BLANK, template.term().value(), "a drafter's blank with an example in it, not its example");
        assertEquals(KeyTerms.LEFT_BLANK, template.confidentialityPeriod().value());
        assertEquals(KeyTerms.LEFT_BLANK, template.forum().value(), "the forum disputes are resolved by, left to fill in");

        KeyTerms tabled = extract("""
            # Non-Disclosure Agreement (NDA)

            This Non-Disclosure Agreement is entered into between **QUILLMARK WORKS** ("Disclosing Party") and the signatory \
            ("Receiving Party") for the purpose of protecting confidential information shared during business discussions.

            ## 1. Definitions

            | Term | Definition |
            | :--- | :--- |
            | **"Disclosing Party"** | QUILLMARK WORKS. |
            | **"Purpose"** | The joint tender for the Harrow Lane depot. |

            ## 2. Obligations
            The Receiving Party agrees to use Confidential Information solely for the Purpose.
            """);
        assertEquals("The joint tender for the Harrow Lane depot", tabled.purpose().value(), "the purpose a table of definitions gives");

        KeyTerms studio = extract("""
            # NON-DISCLOSURE AGREEMENT

            This Non-Disclosure Agreement is entered into as of [DATE] between [CLIENT NAME] and Quillmark Studio AB.

            ## 1. Purpose

            The Disclosing Party wishes to disclose certain confidential information to the Receiving Party for the purpose of:

            [DESCRIBE PURPOSE — e.g., "evaluating and building a new online booking platform for [Project Name]"]
            """);
        assertEquals(KeyTerms.LEFT_BLANK, studio.purpose().value(), "a drafter's instruction with a blank inside its example");

        KeyTerms options = extract("""
            CONFIDENTIALITY UNDERTAKING

            6. The obligations in clauses 4 and 5 shall remain in force [permanently.] [for [insert number] years from the date of \
            signature.]
            """);
        assertNull(options.term(), "a full stop inside an option's bracket ends no sentence: the years are the obligations', not the term");
    }

    @Test
    void courtsOfABlankUntickedTermOptionsAndACountrysJurisdictionByItsAdjectiveAreRead() {
        KeyTerms contributor = extract("""
            # Non-Disclosure Agreement (NDA) Template

            This Non-Disclosure Agreement ("Agreement") is entered into on ____________ between Quillmark Health and the contributor.

            ## 6. TERM

            ### 6.1 Duration
            This Agreement shall remain in effect for:

            - [ ] **Fixed Term:** [X] months from the date of execution

            - [ ] **Perpetual:** Obligations continue indefinitely for trade secrets; [X] years for all other information

            ## 8. GENERAL PROVISIONS

            ### 8.2 Jurisdiction
            Any disputes shall be resolved in the courts of ____________.
            """);
        assertEquals(KeyTerms.LEFT_BLANK, contributor.forum().value(), "courts whose place is a blank: " + contributor.forum());
        assertEquals(KeyTerms.LEFT_BLANK, contributor.term().value(), "periods offered as options, none ticked: " + contributor.term());

        KeyTerms embargo = extract("""
            # NON-DISCLOSURE AGREEMENT

            This Agreement is made between Quillmark Brands and Orla Fenwick ("Creator").

            ## 9. Governing Law

            This Agreement is governed by the laws of the United Arab Emirates. Any dispute under this Agreement shall be subject \
            to Emirati jurisdiction.
            """);
        assertEquals("United Arab Emirates", embargo.forum().value(), "a country's jurisdiction named by its adjective");
    }

    @Test
    void partiesOnRoleFieldsOverAddressLinesPartiesInBothRolesAnIndianStatesLawAndALongExampleInALawsBlankAreRead() {
        KeyTerms studio = extract("""
            # MUTUAL NON-DISCLOSURE AGREEMENT (NDA)

            ## PARTIES

            **Party A:** Quillmark ("Disclosing Party")
            [Your Address]
            [Your Name], Proprietor

            **Party B:** [Client Company Name] ("Receiving Party")
            [Client Address]
            [Client Name], [Designation]

            ## 8. GOVERNING LAW

            This Agreement is governed by the laws of **Kerala, India**.
            """);
        assertEquals(List.of("Quillmark", "[Client Company Name]"), partyNames(studio), "the names on the role fields, not the address lines");
        assertEquals("Kerala", studio.governingLaw().value(), "an Indian state's law");

        KeyTerms either = extract("""
            # Non-Disclosure Agreement

            ## Parties

            This Non-Disclosure Agreement is entered into as of the date above between:

            **Disclosing Party / Receiving Party 1:**
            Orla Fenwick (operating as Quillmark)
            ("Quillmark")

            **Disclosing Party / Receiving Party 2:**
            [CLIENT FULL NAME]
            ("Client")

            ## 10. General Provisions

            **Governing Law.** This Agreement shall be governed by the laws of [JURISDICTION — e.g., "the laws applicable to the parties' \
            mutually agreed jurisdiction"], without regard to conflict-of-law principles.
            """);
        assertEquals(List.of("Orla Fenwick", "[CLIENT FULL NAME]"), partyNames(either), "each party under both roles and its number");
        assertEquals(KeyTerms.LEFT_BLANK, either.governingLaw().value(), "a law's blank with a long example in it");

        assertEquals("Singapore", extract("""
            # MUTUAL NON-DISCLOSURE AGREEMENT

            ## 7. General

            7.1 **Governing law:** Singapore. Exclusive jurisdiction: courts of Harrow.
            """).governingLaw().value(), "the law a field names inside a clause");
    }

    @Test
    void fieldsWrittenUnderTheirHeadingsAnEndlessAgreementAndAnEmployeesPeriodAreRead() {
        KeyTerms club = extract("""
            # Members' NDA

            ## Purpose
            Sharing the club's accounts with new members before the annual meeting

            ## Governing Law
            Ohio, USA

            ## Parties

            "Disclosing Party" describes each party with respect to Confidential Information it discloses to the other party.

            ## Purpose

            The parties expect to disclose information for the purpose on the attached membership form (the "Purpose").

            ## Term

            This agreement does not expire. Obligations for Confidential Information survive forever.
            """);
        assertEquals("Sharing the club's accounts with new members before the annual meeting", club.purpose().value(),
            "the section's words, not a pointer to another form");
        assertEquals("Ohio", club.governingLaw().value());
        assertNull(extract("""
            ## Definitions

            ### Purpose
            means the purpose for which the Recipient may use the Confidential Information, as specified in the Provision.
            """).purpose(), "a definition pointing elsewhere states no purpose");
        assertEquals("MUTUAL", club.mutuality().value());
        assertTrue(Durations.endless(club.term().value()), club.term().value());
        assertEquals("forever", club.confidentialityPeriod().value());
        KeyTerms staff = extract("""
            EMPLOYEE CONFIDENTIALITY AGREEMENT

            1. I agree at all times during my employment and for a period of two years thereafter, to hold in strictest confidence the Company's information.
            """);
        assertEquals("two years", staff.confidentialityPeriod().value());
        KeyTerms contractor = extract("""
            # Consultant IP Assignment and Confidentiality

            This Agreement is made between Orbit LLC ("Company") and [Consultant Name] ("Consultant").

            1. Consultant shall:
            - use the information only to design the Company's website,
            - keep it secret.

            2. Texas law governs this Agreement; venue in [Travis/Other County], Texas.
            """);
        assertEquals(DocumentType.EMPLOYEE_UNDERTAKING, contractor.documentType(), "a worker's assignment of what it makes");
        assertEquals("design the Company's website", contractor.purpose().value(), "without the item's comma");
        assertEquals(KeyTerms.LEFT_BLANK, contractor.forum().value(), "a county to choose");
    }

    @Test
    void rolesOverTheirNamesDoubleBracedFieldsATermTillTheProjectEndsAndTwoStatesLawsAreRead() {
        ParsedDocument sale = parse("nda.md", """
            # Confidentiality Agreement

            This Agreement is made as of [Date] by and between:

            **Disclosing Party:**

            Lakeside Dental and Vision Group  \n\
            12 Harbor Road, Suite 4  \n\
            Erie, PA 16501

            **Receiving Party:**  \n\
            Prospective Purchaser(s)

            ### 1. Purpose
            The Disclosing Party will share its records for evaluating the sale of its practice (the "Purpose").

            ### 2. Law
            This Agreement is governed by the laws of the States of Ohio and Kentucky.
            """);
        KeyTerms buyer = KeyTermExtractor.extract(sale.chunks(), sale.title());
        assertVerbatim(sale, buyer);
        assertEquals(List.of("Lakeside Dental and Vision Group", "Prospective Purchaser"), partyNames(buyer),
            "each name on the line under its role, no \"and\" splitting it");
        assertEquals("ONE_WAY", buyer.mutuality().value(), "one party the Disclosing Party, the other the Receiving Party");
        assertEquals("Ohio and Kentucky", buyer.governingLaw().value());
        KeyTerms fields = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            THIS AGREEMENT is made on {{signingDate}}(Date)

            BETWEEN:

            1. {{firstParty}} (hereinafter "Party A")

            AND

            2. {{secondParty}} (hereinafter "Party B")

            The Parties wish to discuss {{purpose}} (the "Project");

            1. Each Party shall keep the other's Confidential Information secret.

            2. This Agreement shall continue to be effective till the Project is terminated by either Party on thirty days' notice.

            3. The provisions of this Agreement shall survive termination for a further period of three year(s) from the date of termination.

            4. This Agreement shall be governed by the laws of India, with exclusive jurisdiction in the courts of Mysuru, Karnataka.
            """);
        assertEquals(List.of("{{firstParty}}", "{{secondParty}}"), partyNames(fields));
        assertEquals(KeyTerms.LEFT_BLANK, fields.effectiveDate().value());
        assertEquals(KeyTerms.LEFT_BLANK, fields.purpose().value(), "a blank named for the purpose");
        assertEquals("till the Project is terminated", fields.term().value());
        assertEquals("three year(s)", fields.confidentialityPeriod().value());
        assertEquals("the courts of Mysuru, Karnataka", fields.forum().value(), "the state after the city that ends the sentence");
    }

    @Test
    void anEmptyDateFieldATermEndingAtTheEarlierOfNoticeAndAnAnniversaryAndDutiesThatContinueAreRead() {
        ParsedDocument given = parse("nda.md", """
            # Mutual Non-disclosure Agreement

            ## Given

            * **Effective Date**:
            * **Party A**:
            * Governing law: Scots Law

            ## Recitals

            C. This NDA will terminate as to further disclosures immediately upon the earlier of (a) receipt by one party of written notice from the other and (b) the second anniversary of this NDA.

            D. The obligations under this NDA continue to apply to the parties after completion of the project.
            """);
        KeyTerms terms = KeyTermExtractor.extract(given.chunks(), given.title());
        assertVerbatim(given, terms);
        assertEquals(KeyTerms.LEFT_BLANK, terms.effectiveDate().value(), "the field is there, its date is not");
        assertEquals("until the second anniversary", terms.term().value());
        assertTrue(Durations.endless(terms.confidentialityPeriod().value()), terms.confidentialityPeriod().value());
        KeyTerms plain = extract("""
            Date: [date]

            Between us [agency name]
            and you [client name].

            In short, neither of us will share any confidential information about the other with anyone.

            This contract is under the exclusive jurisdiction of English and Welsh courts.
            """);
        assertEquals(DocumentType.NDA, plain.documentType(), "an untitled promise to keep information confidential");
        assertEquals("MUTUAL", plain.mutuality().value());
        assertEquals(List.of("[agency name]", "[client name]"), partyNames(plain));
        assertEquals("courts of England and Wales", plain.forum().value());
    }

    @Test
    void aDateInSingleBracesIsLeftBlankAndEachPartyAsRecipientIsMutual() {
        KeyTerms terms = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            This Agreement is made the {SIGNING_DATE} between the parties below.

            The parties will disclose information of a confidential nature to each other ("Recipient") for discussing a possible investment.

            1. Each party (as Recipient) undertakes to keep the Information in strict confidence.
            """);
        assertEquals(KeyTerms.LEFT_BLANK, terms.effectiveDate().value());
        assertEquals("MUTUAL", terms.mutuality().value(), terms.mutuality().quote());
    }

    @Test
    void aSigningPointerWithAnAsideARecipientFieldAPerpetualAgreementAndAListedTermAreRead() {
        ParsedDocument signed = parse("nda.md", """
            # Non-Disclosure Agreement

            **Effective Date:** The date on which the Contributor (as defined below) signs this Agreement electronically.

            **Disclosing Party:** Jane Roe, an individual ("Disclosing Party"), for herself and these ventures:

            - Jane Roe (individually);
            - The Acme Labs project.

            **Recipient:** The person who signs this Agreement below.

            ## 8. Term

            This Agreement continues in full force and effect in perpetuity, without expiration.
            """);
        KeyTerms terms = KeyTermExtractor.extract(signed.chunks(), signed.title());
        assertVerbatim(signed, terms);
        assertTrue(terms.effectiveDate().value().startsWith("The date on which the Contributor (as defined below) signs"),
            terms.effectiveDate().value());
        assertEquals("ONE_WAY", terms.mutuality().value(), "a Disclosing Party and a Recipient");
        assertEquals("Jane Roe", terms.parties().getFirst().value());
        assertEquals(1, terms.parties().stream().filter(party -> party.value().equals("Jane Roe")).count(),
            "a party named again in a list under it is one party: " + terms.parties());
        assertTrue(Durations.endless(terms.confidentialityPeriod().value()), "the duties last as the agreement does: "
            + terms.confidentialityPeriod().value());
        ParsedDocument listed = parse("nda.md", """
            # Mutual Non-Disclosure Agreement

            ## 7. Term and Termination

            ### 7.1 Term

            This Agreement shall commence on the Effective Date and continue for:
            - **Two (2) years** from the Effective Date; OR
            - Until terminated by either party as provided herein.
            """);
        assertEquals("Two (2) years", KeyTermExtractor.extract(listed.chunks(), listed.title()).term().value());
        KeyTerms untilPublic = extract("""
            NON-DISCLOSURE AGREEMENT

            5. Term. This Agreement shall commence on the date first above written and shall continue in effect until the Confidential Information no longer qualifies as confidential or until terminated by either party with thirty (30) days written notice.
            """);
        assertEquals("until the Confidential Information no longer qualifies as confidential", untilPublic.term().value());
        assertTrue(untilPublic.confidentialityPeriod().value().startsWith(untilPublic.term().value()), "the duties last as the agreement: "
            + untilPublic.confidentialityPeriod().value());
    }

    @Test
    void theKeyTermsAndTheChecklistOfTheSameChunksAreReadOnce() {
        ParsedDocument document = parse("nda.txt", "NON-DISCLOSURE AGREEMENT\n\n1. The Recipient shall keep the Information secret.\n\n"
            + "2. This Agreement continues in force for two (2) years from the date above.\n");
        KeyTerms first = KeyTermExtractor.extract(document.chunks(), document.title());
        assertSame(first, KeyTermExtractor.extract(new ArrayList<>(document.chunks()), document.title()), "the same chunks, read before");
        assertSame(TriageChecklist.screen(document.chunks(), first), TriageChecklist.screen(List.copyOf(document.chunks()), first));
        ParsedDocument other = parse("nda.txt", "NON-DISCLOSURE AGREEMENT\n\n1. The Recipient shall keep the Information secret.\n\n"
            + "2. This Agreement continues in force for three (3) years from the date above.\n");
        assertEquals("three (3) years", KeyTermExtractor.extract(other.chunks(), other.title()).term().value(), "other chunks are read anew");
    }

    @Test
    void partiesInATableValuesUnderVariablesAndAnOwnerWhoSharesWithSomeoneUnnamed() {
        ParsedDocument document = parse("nda.md", """
            # Confidentiality Agreement

            ## Who signs

            | Role | Full Name | City |
            | --- | --- | --- |
            | The Owner | TBD | TBD |
            | The Evaluator | Marta Lindqvist | Uppsala |

            ## Variables

            - **Agreement Duration After Review:** 2 years
            - **Purpose of Disclosure:** _[Insert what the evaluator may review]_

            ## 1. Background
            The owner will share confidential information with an outside evaluator ("Evaluator").

            ## 2. Duties
            - Keep the information secret
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals(List.of("TBD", "Marta Lindqvist"), partyNames(terms));
        assertEquals("2 years", terms.term().value());
        assertEquals(KeyTerms.LEFT_BLANK, terms.purpose().value());
        assertEquals("ONE_WAY", terms.mutuality().value());
        assertTrue(terms.mutuality().quote().startsWith("The owner will share confidential information with an"), terms.mutuality().quote());
        assertVerbatim(document, terms);
    }

    @Test
    void aNoticeBindsItsReaderForAPeriodFromAccessAndALengthLeftBlank() {
        ParsedDocument document = parse("terms.md", """
            # Access Terms

            By downloading or viewing these files, you agree to the following.

            ## 1. Secrecy
            You must not disclose or publish any of the files for a period of eighteen (18) months from your last download.

            ## 2. Length
            These terms last for [Duration] years from acceptance.
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals("ONE_WAY", terms.mutuality().value());
        assertEquals(1.5, Durations.years(terms.confidentialityPeriod().value()).orElseThrow(), 0.01, terms.confidentialityPeriod().value());
        assertEquals(KeyTerms.LEFT_BLANK, terms.term().value());
        assertTrue(terms.placeholders().stream().anyMatch(blank -> blank.value().equals("[Duration]")), terms.placeholders().toString());
        assertVerbatim(document, terms);
    }

    @Test
    void partiesUnderRoleHeadingsATermWhileTheInformationIsHeldAndAVenueThatIsACity() {
        ParsedDocument document = parse("nda.md", """
            # NONDISCLOSURE AGREEMENT

            ## DISCLOSER:

            *[Name, firm and address]*

            ## RECIPIENT:

            *[Name, firm and address of the recipient]*

            *[Discloser's name]* ("Discloser") may disclose confidential information to the person named above ("Recipient") so that Recipient can assess a joint venture with Discloser (the "Venture"). They agree that:

            1. This agreement stays in effect as long as Recipient holds any Information.

            2. The sole venue for any disputes shall be Eugene, Oregon.
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals(List.of("[Name, firm and address]", "[Name, firm and address of the recipient]"),
            partyNames(terms));
        assertEquals("assess a joint venture with Discloser", terms.purpose().value());
        assertEquals("indefinitely: as long as Recipient holds any Information", terms.term().value());
        assertTrue(Durations.endless(terms.confidentialityPeriod().value()), terms.confidentialityPeriod().value());
        assertEquals("Eugene, Oregon", terms.forum().value());
        assertVerbatim(document, terms);
        assertNull(extract("""
            NON-DISCLOSURE AGREEMENT

            4. If the Advisor is required by law to disclose any Confidential Information, the Advisor shall notify the Client so that the Client may seek a protective order or other appropriate remedy.
            """).purpose(), "a notice's aim is no purpose");
    }

    @Test
    void aLetterFormsBlanksNameItsPartiesDateAndTermAndPartiesAgreeingToExchangeAreMutual() {
        ParsedDocument letter = parse("letter.txt", """
            NDA Letter Template:
            [Name of Recipient]
            [Recipient Street]

            [Date]

            [Name of Owner]
            [Owner Street]

            Dear [Name of Recipient],

            This letter confirms that [Name of Owner] will be sharing certain confidential designs with [Name of Recipient] for the purpose of a security review.

            This agreement shall remain in effect for a period of [Term] from the date of execution.
            """);
        KeyTerms terms = KeyTermExtractor.extract(letter.chunks(), letter.title());
        assertEquals(List.of("[Name of Recipient]", "[Name of Owner]"), partyNames(terms));
        assertEquals("ONE_WAY", terms.mutuality().value());
        assertEquals(KeyTerms.LEFT_BLANK, terms.effectiveDate().value());
        assertEquals(KeyTerms.LEFT_BLANK, terms.term().value());
        assertVerbatim(letter, terms);
        assertEquals("MUTUAL", extract("""
            FRAMEWORK AGREEMENT

            1. The Parties agree to exchange and protect Confidential Information for their joint study.
            """).mutuality().value());
    }

    @Test
    void aSecondPartyAfterACapitalAndTheUseNotTheProtectionIsThePurposeAndCourtsThatOnlyHaveJurisdiction() {
        KeyTerms terms = extract("""
            Confidentiality Agreement
            Between the Recipient (identified by online sign-up) And Jane Roe, the Discloser

            PURPOSE: Protection of confidential information about the design study.

            1. The Recipient agrees to: a) Use the information solely to assess the design. b) Not disclose it to third parties.

            2. This Agreement shall govern the exchanges of Confidential Information between the Parties during the period of two (2) years as of the Effective Date.

            3. This Agreement is governed by the laws of Israel, and only the courts in Haifa, Israel, shall have jurisdiction in any dispute.
            """);
        assertEquals(List.of("Recipient", "Jane Roe"), partyNames(terms));
        assertEquals("assess the design", terms.purpose().value());
        assertEquals("two (2) years", terms.term().value());
        assertEquals("the courts in Haifa", terms.forum().value());
        KeyTerms blank = extract("""
            NON-DISCLOSURE AGREEMENT

            5. This Agreement shall remain in effect for [X years] from the date of disclosure.
            """);
        assertEquals(KeyTerms.LEFT_BLANK, blank.term().value());
    }

    @Test
    void termsThatLastUntilTheOwnerMakesThemPublicAndANoticeOfAnNdaSignedElsewhere() {
        KeyTerms terms = extract("""
            BETA TEST CONFIDENTIALITY AGREEMENT

            By installing this build, you agree to these terms.

            5. HOW LONG THIS LASTS
            These terms apply from the moment you install the build, and continue until the studio makes the relevant information public or releases you in writing.
            """);
        assertEquals("until the studio makes the relevant information public", terms.term().value());
        assertTrue(terms.confidentialityPeriod().value().startsWith(terms.term().value()), terms.confidentialityPeriod().value());
        KeyTerms notice = extract("""
            NDA - NON-DISCLOSURE AGREEMENT
            COPYRIGHT (c) 2019 Example Labs

            This project is CONFIDENTIAL with a NDA. The NDA between Example Labs and the School was signed on May 2 2019.
            This text doesn't replace the specific terms of the signed NDA.
            """);
        assertEquals(DocumentType.OTHER, notice.documentType());
    }

    @Test
    void aOnePageFormsKindInBracketsPartiesOnTheirFieldAndATermWhileSomeoneHoldsAnOffice() {
        ParsedDocument document = parse("nda.txt", """
            SHORT CONFIDENTIALITY AGREEMENT (Mutual)

            Parties: ________________ ("First Party") and ________________ ("Second Party")
            Purpose: Evaluate a joint pilot of recycled packaging ("Pilot").
            Obligations: Receiving Party shall keep the information secret and (v) return or destroy upon request.
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals("MUTUAL", terms.mutuality().value());
        assertEquals(List.of("________________", "________________"), partyNames(terms));
        assertVerbatim(document, terms);
        KeyTerms office = extract("""
            Non-Disclosure Agreement (NDA)

            The Receiving Party agrees not to disclose any information.

            This Agreement is in effect as long as Maria Lopez is the treasurer.
            """);
        assertEquals("as long as Maria Lopez is the treasurer", office.term().value());
        assertTrue(office.confidentialityPeriod().value().startsWith(office.term().value()), office.confidentialityPeriod().value());
        KeyTerms article = extract("""
            # What is an NDA?

            A non-disclosure agreement (NDA), also called a secrecy agreement, is a legal contract between two or more parties that keeps information from others. NDAs can be mutual or one-way.
            """);
        assertEquals(DocumentType.OTHER, article.documentType());
    }

    @Test
    void anNdaThatLastsAVenueInACountyRolesRepeatedBySignaturesAndAGuideToAgreementsSigned() {
        KeyTerms terms = extract("""
            Mutual Non-Disclosure Agreement

            5) Term. This NDA begins on the Effective Date and lasts 3 years.

            7) Misc. This NDA is governed by Tennessee law, with exclusive venue in Knox County, TN. Entire agreement.
            """);
        assertEquals("3 years", terms.term().value());
        assertEquals("Knox County, TN", terms.forum().value());
        KeyTerms fields = extract("""
            NON-DISCLOSURE AGREEMENT

            This NDA is made and entered into on the date of acceptance by and between:

            Disclosing Party: Mia Chen

            And

            Receiving Party: ________________________

            1. The Receiving Party agrees not to disclose the Confidential Information to any third party.

            Disclosing Party: ________________________

            Receiving Party: _________________________
            """);
        assertEquals(List.of("Mia Chen", "________________________"), partyNames(fields));
        KeyTerms guide = extract("""
            # Your NDA, explained

            When you joined the studio, you signed some key agreements. Keep client details private, even after you leave.
            """);
        assertEquals(DocumentType.OTHER, guide.documentType());
    }

    @Test
    void aBlankAfterAndACommaAHyphenatedTermAWrappedPurposeAndABlankTermInACodeSpan() {
        KeyTerms terms = extract("""
            NON-DISCLOSURE AGREEMENT

            This Non-Disclosure Agreement is effective as of [DATE], between [OWNER], (“Disclosing Party”) and, [REVIEWER] (“Receiving Party”).

            5. This Agreement shall remain in effect for a two-year term.

            6. The Receiving Party may use the information for the purpose of the review of the Designs, the parties understand that no warranty is given.
            """);
        assertEquals(List.of("[OWNER]", "[REVIEWER]"), partyNames(terms));
        assertEquals(2.0, Durations.years(terms.term().value()).orElseThrow(), terms.term().value());
        assertEquals("the review of the Designs", terms.purpose().value());
        assertNull(extract("""
            HOSTING AGREEMENT

            This Agreement shall remain in full force and effect for an initial period of *** from the Launch Date, and thereafter for a one-year renewal period.
            """).term(), "a renewal period is no term");
        ParsedDocument wrapped = parse("nda.md", """
            # NON-DISCLOSURE AGREEMENT

            ## 1. Purpose

            The Parties wish to explore a possible joint study of the Delta sensor
            concerning its calibration (the "Purpose").

            ## 9. Term

            This Agreement takes effect on the Effective Date and continues for `[TERM,
            e.g. two (2) years]`.
            """);
        KeyTerms read = KeyTermExtractor.extract(wrapped.chunks(), wrapped.title());
        assertEquals("explore a possible joint study of the Delta sensor concerning its calibration", read.purpose().value());
        assertEquals(KeyTerms.LEFT_BLANK, read.term().value());
    }

    @Test
    void aHardWrappedFormsBlanksAndADutyForAsLongAsSomethingLasts() {
        ParsedDocument document = parse("nda.md", """
            # **NON-DISCLOSURE AGREEMENT**

            This **Non-Disclosure Agreement** (the "Agreement") is made and
            entered into as of **[Insert Date]**, by and between **[Insert
            Owner's Name]** ("Disclosing Party"), and
            **[Insert Reviewer's Name]** ("Receiving Party").

            ### 3. **Obligations**

            - Use the Confidential Information only for the purpose of **[Insert
            Purpose, e.g., "reviewing a design"]**.

            ### 5. **Term**

            This Agreement shall be effective as of the date the Confidential
            Information is first disclosed and shall remain in effect for
            **[Insert Term, e.g., "two (2) years"]** from the date of disclosure.
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals(List.of("[Insert Owner's Name]", "[Insert Reviewer's Name]"), partyNames(terms));
        assertEquals(KeyTerms.LEFT_BLANK, terms.term().value(), "the agreement's term, though its sentence names Confidential Information");
        assertEquals(KeyTerms.LEFT_BLANK, terms.purpose().value());
        assertVerbatim(document, terms);
        KeyTerms club = extract("""
            Non Disclosure Agreement

            2) Member's obligation to maintain the confidentiality of Confidential Information begins at the time at which this NDA is signed and continues for so long as the Club exists.
            """);
        assertEquals("for so long as the Club exists", club.confidentialityPeriod().value());
    }

    @Test
    void aTablesEntityColumnNamesThePartiesButASignaturesLabelColumnDoesNot() {
        ParsedDocument document = parse("nda.md", """
            # Mutual Non-Disclosure Agreement

            ## Parties

            | Role | Entity | Location |
            |------|--------|----------|
            | **Party A** | Northgate Analytics LLC | Austin, Texas |
            | **Party B** | Riverbend Supply | __________ |

            ## 3. Use Limitation

            Confidential Information received under this Agreement may only be used to evaluate a potential logistics engagement between the parties.

            ## 8. Term

            The confidentiality obligations under this Agreement begin on the Effective Date and remain in effect for three (3) years from the Effective Date.
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals(List.of("Northgate Analytics LLC", "Riverbend Supply"), partyNames(terms));
        assertEquals("evaluate a potential logistics engagement between the parties", terms.purpose().value());
        assertNull(terms.term(), "the duties' period is no term of the agreement: " + terms.term());
        assertEquals(3.0, Durations.years(terms.confidentialityPeriod().value()).orElseThrow(), terms.confidentialityPeriod().value());
        assertVerbatim(document, terms);
        ParsedDocument signatures = parse("nda.md", """
            # Non-Disclosure Agreement

            1. The Recipient shall keep the designs secret.

            | | |
            |---|---|
            | Name | [NAME] |
            | Capacity | [CAPACITY] |
            | Place | [PLACE] |
            """);
        assertTrue(KeyTermExtractor.extract(signatures.chunks(), signatures.title()).parties().isEmpty(), "a label column is no parties table");
    }

    @Test
    void aRoleLabelsBlankThenANameOnTheNextLineADisclosurePeriodAndTheAimOfTheExchangeAreRead() {
        ParsedDocument document = parse("nda.md", """
            # Harbour Tools Ltd – Mutual NDA

            This Mutual NDA is made between:

            **Party 1:** ______________________  
            **Harbour Tools Ltd** ("Receiving/Disclosing Party")

            The parties may exchange confidential information to explore a joint product launch.

            ## 5. Term
            This Agreement covers disclosures made within 2 years of signing.
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals(List.of("______________________", "Harbour Tools Ltd"), partyNames(terms),
            "a role's label is no name");
        assertEquals("2 years", terms.term().value());
        assertEquals("explore a joint product launch", terms.purpose().value());
        assertVerbatim(document, terms);
        ParsedDocument form = parse("nda.md", """
            # NON-DISCLOSURE AGREEMENT

            2.2 Receiving Party shall use the Confidential Information solely for the purpose of testing the Route Planner, and shall not use it for any other purpose.

            3.1 This Agreement shall remain in effect for a period of [TERM_YEARS] years from the Effective Date.

            3.3 The obligations of confidentiality shall survive termination of this Agreement for a period of [SURVIVAL_YEARS] years.
            """);
        KeyTerms blanks = KeyTermExtractor.extract(form.chunks(), form.title());
        assertEquals("testing the Route Planner", blanks.purpose().value());
        assertEquals(KeyTerms.LEFT_BLANK, blanks.term().value());
        assertEquals(KeyTerms.LEFT_BLANK, blanks.confidentialityPeriod().value());
        assertVerbatim(form, blanks);
    }

    @Test
    void aConfidentialityAgreementForVolunteersIsAnIndividualsUndertakingAndALawsDateIsNoEffectiveDate() {
        KeyTerms terms = extract("""
            Confidentiality Agreement for Volunteers

            During your work with the club you may learn confidential information about members.

            Such information must not be discussed outside your duties. This is a requirement of the Data Protection Act (DPA) effective 01/03/2019.
            """);
        assertEquals(DocumentType.EMPLOYEE_UNDERTAKING, terms.documentType());
        assertNull(terms.effectiveDate(), "the law's date is not the agreement's: " + terms.effectiveDate());
    }

    @Test
    void aPurposeListedAfterSharingForThePurposesOfAnItemsPeriodUnderItsLeadInAndALawsFieldOnTheNextLine() {
        ParsedDocument document = parse("nda.md", """
            # NON-DISCLOSURE AND COLLABORATION AGREEMENT

            ## 2. Purpose

            The Disclosing Party is sharing certain non-public information with the Receiving Parties for the purposes of:

            - exploring a joint research grant,
            - sharing draft designs.

            ## 10. Term and Survival

            The obligations under this Agreement:

            - last for **[X years]** from the Effective Date for general Confidential Information;
            - may last indefinitely for designated trade secrets.

            ## 11. Governing Law

            This Agreement is governed by the laws of:

            Jurisdiction: __________________________
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals("exploring a joint research grant", terms.purpose().value());
        assertEquals(KeyTerms.LEFT_BLANK, terms.confidentialityPeriod().value(), "the item's lead-in names the obligations");
        assertNull(terms.term(), "the obligations' period is no term of the agreement: " + terms.term());
        assertEquals(KeyTerms.LEFT_BLANK, terms.governingLaw().value());
        assertEquals("ONE_WAY", terms.mutuality().value(), terms.mutuality().quote());
        assertVerbatim(document, terms);
        ParsedDocument repository = parse("LICENSE.md", """
            # Harbourline Non Disclosure Agreement (NDA)

            This Document is legally binding, and falls under the law of the state of Oregon.

            Harbourline gives you its Confidential Information to review, test and improve it, doing anything else will break the agreements of the NDA.
            """);
        KeyTerms notice = KeyTermExtractor.extract(repository.chunks(), repository.title());
        assertEquals("State of Oregon", notice.governingLaw().value());
        assertEquals("review, test and improve it", notice.purpose().value());
        assertEquals("ONE_WAY", notice.mutuality().value(), notice.mutuality().quote());
        assertVerbatim(repository, notice);
    }

    @Test
    void theSignerNamedInTheSignatureBlockTheForegoingCommitmentsPeriodAndTradeSecretsLongerPeriodAreRead() {
        ParsedDocument document = parse("nda.txt", """
            MUTUAL NONDISCLOSURE AGREEMENT

            This Mutual Nondisclosure Agreement (the "Agreement") is entered into as of the date of the last signature below by and between Larkspur Mills Inc. and its subsidiaries, a Kansas corporation ("Larkspur"), and the entity named in the signature block executing this Agreement as the Company and its affiliates (the "Company").

            1. Purpose. Larkspur and the Company wish to engage in discussions to explore a possible supply relationship (the "Discussions").

            3. The Receiving Party agrees not to use the Disclosing Party's Confidential Information for any purpose other than to carry out the Discussions, and, subject to Section 7, to perform any later agreement.

            10. Term. The foregoing commitments of each party shall survive any termination of the Discussions, and shall continue until the three (3) year anniversary of the date first written above; provided, however, that all obligations with respect to Confidential Information that are treated by the Disclosing Party as trade secrets will continue for so long as Disclosing Party treats the Confidential Information as confidential.
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals(List.of("Larkspur Mills Inc.", "Company"), partyNames(terms));
        assertEquals("carry out the Discussions (engage in discussions to explore a possible supply relationship)", terms.purpose().value(),
            "the dealing the purpose names, with its definition");
        assertEquals(3.0, Durations.years(terms.confidentialityPeriod().value()).orElseThrow(), terms.confidentialityPeriod().value());
        assertNotNull(terms.tradeSecrets(), "trade secrets keep their own, longer period");
        assertVerbatim(document, terms);
    }

    @Test
    void dutiesThatSurviveATermLeftBlankAreAsBlankAndAnArbitrationsSeatLeftBlankIsTheForum() {
        ParsedDocument document = parse("nda.md", """
            **CONFIDENTIALITY AGREEMENT**

            **5. Term of Agreement**
            This Agreement shall remain in effect for [number of years, e.g., three (3)] years after the date of disclosure. The confidentiality obligations of the Receiving Party shall survive termination of this Agreement.

            **9. Dispute Resolution**
            Any disputes arising out of or in connection with this Agreement shall be resolved through [arbitration/mediation] in [Location].
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals(KeyTerms.LEFT_BLANK, terms.term().value());
        assertEquals(KeyTerms.LEFT_BLANK, terms.confidentialityPeriod().value(), "the duties last as long as the blank term");
        assertEquals(KeyTerms.LEFT_BLANK, terms.forum().value());
        assertVerbatim(document, terms);
    }

    @Test
    void aNoticeThatGivesItsReaderTheInformationPastItsOpeningIsOneWay() {
        KeyTerms terms = extract("""
            # Harbourline NDA

            This is the Harbourline NDA, meant to protect company interests, property and trade secrets.

            ## Code

            "Code" means the source code of this repository in all formats.

            ## Plans

            "Plans" means business plans, roadmaps and financial statements.

            ## Data

            "Data" means analytical data about customers and users.

            ## Contribution

            "Contribution" means any change you propose to the Code.

            ## Reader

            "Reader" means you, the person reading this notice.

            ## Breach

            If any Confidential Information reaches the public through the Reader's fault, Harbourline may enforce this NDA.

            ## Use

            Harbourline gives you its Confidential Information to review and improve it.
            """);
        assertEquals("ONE_WAY", terms.mutuality().value(), "past the six opening paragraphs: " + terms.mutuality());
    }

    @Test
    void whoeverAcceptsTheTermsIsAPartyAndThePurposeIsWhatItPermitsThePartiesToDo() {
        ParsedDocument document = parse("nda.txt", """
            Mutual Non-Disclosure Agreement

            1. Parties and Purpose

            This Mutual Non-Disclosure Agreement (the "Agreement") is entered into between Kestrel Farms, Inc., a Delaware corporation ("Company"), and the individual and entity accepting these terms ("Recipient"). The purpose is to permit the parties to evaluate a potential loan to the Company (the "Purpose").
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals(List.of("Kestrel Farms, Inc.", "individual and entity accepting these terms"),
            partyNames(terms));
        assertEquals("evaluate a potential loan to the Company", terms.purpose().value());
        KeyTerms clicked = extract("""
            Mutual Non-Disclosure Agreement

            Accepted electronically on the date and time recorded below.

            1. This Agreement is entered into between Kestrel Farms, Inc. ("Company") and the individual accepting these terms ("Recipient").
            """);
        assertEquals("the date and time recorded below", clicked.effectiveDate().value(), "the date of its acceptance");
        assertVerbatim(document, terms);
    }

    @Test
    void aDealingsDefinitionSaysWhatItIsAndADutyNotToUseLeavesTheBlankPurposeBlank() {
        KeyTerms deal = extract("""
            CONFIDENTIALITY AGREEMENT

            The parties have entered into discussions regarding a possible purchase of the Harbour Street site (the "Transaction").

            3. The Confidential Information shall not be used other than in connection with evaluating the Transaction.
            """);
        assertEquals("evaluating the Transaction (a possible purchase of the Harbour Street site)", deal.purpose().value());
        KeyTerms form = extract("""
            NON-DISCLOSURE AGREEMENT

            2 The Recipient shall keep the Confidential Information confidential and shall not use or exploit the Confidential Information in any way except for the purpose of [STATE PURPOSE] (the "Purpose").
            """);
        assertEquals(KeyTerms.LEFT_BLANK, form.purpose().value(), "'and shall not use' without a comma goes on to the purpose");
    }

    @Test
    void bracedNamesKeepTheirSuffixTheSignaturePagesPartyIsNamedAndAPurposeReadsOnPastADefinedName() {
        KeyTerms terms = extract("""
            MUTUAL CONFIDENTIALITY AGREEMENT

            This Agreement is made the {DATE} between:

            1. {FIRST_PARTY} Ltd ( {FIRST_PARTY} ) (company number {NUMBER}) with registered office at {ADDRESS}
            2. {SECOND_PARTY} Limited ( {SECOND_PARTY} ) whose registered office is at {ADDRESS}

            The parties will share information of a confidential nature ("Information") with each other ("Recipient") for the purposes of assessing a joint bid for a harbour contract with {FIRST_PARTY} (the "Lead") in connection with the port authority's tender ("Purpose").

            1. Each party shall keep the Information secret.
            """);
        assertEquals(List.of("{FIRST_PARTY} Ltd", "{SECOND_PARTY} Limited"), partyNames(terms));
        assertEquals("assessing a joint bid for a harbour contract with {FIRST_PARTY} in connection with the port authority's tender",
            terms.purpose().value(), "not only what qualifies the aim");
        assertTrue(terms.purpose().quote().contains("(the \"Lead\")"), terms.purpose().quote());
        KeyTerms signatory = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            This Mutual Non-Disclosure Agreement is entered into between Harbour Labs, Inc., a Delaware corporation ("Company") and the other party named on the signature page hereto ("Counterparty") as of the date signed.
            """);
        assertEquals(List.of("Harbour Labs, Inc.", "other party named on the signature page hereto"),
            partyNames(signatory), "the party the signature page names");
    }

    @Test
    void aPartyAfterALineEndingInAndAPurposeUnderANumberedHeadingAndCourtsLocatedWithinACity() {
        KeyTerms terms = extract("""
            # MUTUAL NON-DISCLOSURE AGREEMENT

            This Mutual Non-Disclosure Agreement ("Agreement") is made this [DATE] by and between:

            **Larkspur Analytics**, a division of Larkspur Holdings LLC ("Larkspur"), and
            **[CUSTOMER_NAME]**, a [STATE] corporation ("Customer").

            ## 1. PURPOSE
            The parties wish to assess a joint research programme and, in connection with this purpose, may disclose to each other certain technical information.

            ## 2. LAW
            Any legal action brought in connection  with  this  Agreement shall  be  brought  in  the  federal  or  state  courts  located  within  the City of Porto Alegre.
            """);
        assertEquals(List.of("Larkspur Analytics", "[CUSTOMER_NAME]"), partyNames(terms));
        assertEquals("assess a joint research programme", terms.purpose().value(), "the purpose section's aim, its number aside");
        assertTrue(terms.forum().value().startsWith("the federal or state courts located within the City of Porto Alegre"), terms.forum().value());
    }

    @Test
    void anUndertakingNotToDisseminateAtAnyTimeHasNoEndAndAnOwnerOfAnAccountIsAParty() {
        KeyTerms undertaking = extract("""
            NON-DISCLOSURE AGREEMENT

            CLAUSE 1. The RECIPIENT undertakes not to disseminate the information received, whether free of charge or against payment, for any purposes and at any time.

            CLAUSE 2. If the project is dropped, the RECIPIENT must make all information permanently unavailable.
            """);
        assertEquals("indefinitely: the duty holds at any time", undertaking.confidentialityPeriod().value());
        assertTrue(undertaking.confidentialityPeriod().quote().startsWith("undertakes not to disseminate"),
            "not the information made permanently unavailable: " + undertaking.confidentialityPeriod().quote());
        KeyTerms owners = extract("""
            This is an agreement between the owner of the @$AUTHOR account ("Author") and the owner of the $SITE website ("Publisher").
            The Author agrees to keep all drafts and notes private and not share them outside the site.
            The Author won't reuse any part of the drafts elsewhere without the Publisher's written permission.
            """);
        assertEquals(List.of("owner of the @$AUTHOR account", "owner of the $SITE website"), partyNames(owners));
        assertEquals("ONE_WAY", owners.mutuality().value(), "the Author alone carries the duties");
    }

    @Test
    void eachUndersignedPartyAsRecipientIsMutualAndItsPeriodsAndAimAreReadFromTheirOwnWords() {
        KeyTerms terms = extract("""
            # MUTUAL NONDISCLOSURE AGREEMENT

            Each undersigned party (the "Recipient") understands that the other party (the "Owner") has disclosed or may disclose information relating to the Owner's business ("Protected Information").

            The Recipient agrees (i) to hold the Owner's Protected Information in confidence and (ii) not to make any use whatsoever at any time of such Protected Information except to assess a joint venture with the Owner.  Without granting any right or license, the Owner agrees that the foregoing shall not apply with respect to any information after three years following the disclosure thereof.

            This Agreement applies only to disclosures made before the second anniversary of this Agreement.  This Agreement shall be governed by the laws of the State of Utah.
            """);
        assertEquals("MUTUAL", terms.mutuality().value(), "each party is the recipient of the other's information");
        assertEquals(2.0, Durations.years(terms.term().value()).orElseThrow(), terms.term().value());
        assertEquals("three years", terms.confidentialityPeriod().value());
        assertEquals("assess a joint venture with the Owner", terms.purpose().value());
        KeyTerms served = extract("""
            CONFIDENTIALITY AGREEMENT

            3. The Receiving Party agrees to use the Confidential Information solely in connection with the proposed supply of rail parts between the parties and not for any purpose other than as authorized by this Agreement.
            """);
        assertEquals("the proposed supply of rail parts between the parties", served.purpose().value());
        KeyTerms loaned = extract("""
            CONFIDENTIALITY AGREEMENT

            A. Alder Mills and the Consultant are desirous to study a possible merger of their flour businesses (the "Project").

            9. All Information furnished by Alder Mills is loaned for use solely in connection with the Project, and shall be returned to Alder Mills upon request.
            """);
        assertEquals("the Project (study a possible merger of their flour businesses)", loaned.purpose().value(),
            "not the duty to return that follows");
    }

    @Test
    void aPartyGivenItsRoleOnItsOwnLineAndObligationsLiftedAfterAYear() {
        ParsedDocument document = parse("nda.txt", """
            This Confidential Non-Disclosure & Non-Solicitation Agreement (“Agreement”) is made between:

            [Insert Name]  (“Receiving Party”)
            [Insert Street Address]

            Harrow Tide Studios, LLC (“Disclosing Party”)
            12 Quay Street

            The Receiving Party undertakes not to use the information for any purpose, other than for the purpose of reviewing the game designs, without obtaining written agreement of the Disclosing Party.

            After 2 years from the executed date, each Party shall be relieved of all obligations under this Agreement.
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals("Confidential Non-Disclosure & Non-Solicitation Agreement", document.title(), "named by its opening");
        assertEquals(List.of("[Insert Name]", "Harrow Tide Studios, LLC"), partyNames(terms));
        assertEquals("2 years", terms.term().value());
        assertEquals("reviewing the game designs", terms.purpose().value(), "not the leave that lifts the limit");
        assertVerbatim(document, terms);
        KeyTerms roles = extract("""
            NON-DISCLOSURE AGREEMENT

            This Agreement is made on May 2, 2024, between Fennel Corp., located at 1 High St., Boston, MA, hereinafter referred to as the "Disclosing Party", and Quill Ltd., located at 2 Low St., Austin, TX, hereinafter referred to as the "Receiving Party".

            Purpose: The Disclosing Party desires to disclose certain confidential information to the Receiving Party for evaluation of a joint bid.
            """);
        assertEquals("ONE_WAY", roles.mutuality().value(), "the opening fixes who discloses and who receives");
        assertEquals("evaluation of a joint bid", roles.purpose().value());
    }

    @Test
    void aPurposeEndsBeforeItsDashedListAndAnArbitrationsSeatIsTheForum() {
        KeyTerms terms = extract("""
            # Member Mutual NDA

            ## 1) Purpose

            To let members and the Exchange assess listings and for the Exchange to run its matching services — including data rooms, messaging, analytics, identity checks, payment integrations and every other tool the members use on the Exchange from time to time.

            ## 2) Governing Law and Dispute Resolution

            This Agreement is governed by the laws of the State of Delaware. Disputes shall be resolved by binding arbitration administered by the AAA Commercial Rules, seat Dover, Delaware, language English.
            """);
        assertEquals("To let members and the Exchange assess listings and for the Exchange to run its matching services", terms.purpose().value(),
            "under a '1)' heading, up to the dash that starts what it includes");
        assertEquals("Dover, Delaware", terms.forum().value());
    }

    @Test
    void aDraftsNoteThatGluesThePartiesTogetherGivesWayToThePreamble() {
        KeyTerms terms = extract("""
            # Mutual Non-Disclosure Agreement

            **Product context:** Lumen is a product of Brightwater Inc. This Agreement is between Brightwater Inc. and the Counterparty named below.

            **This Mutual Non-Disclosure Agreement** (the “**Agreement**”) is entered into as of `[Effective Date]` by and between:

            **Brightwater Inc.**, a Delaware corporation, with a principal place of business in Austin, Texas (“**Brightwater**”); and

            `[Counterparty legal name]`, a `[state]` `[corporation / LLC / other]`, with its principal place of business at `[address]` (“**Counterparty**”).
            """);
        assertEquals(List.of("Brightwater Inc.", "[Counterparty legal name]"), partyNames(terms));
    }

    @Test
    void partiesEachMadeAPartyByTheirLabelsATradeSecretCarveOutPastThePeriodAndDatesLeftBlank() {
        ParsedDocument document = parse("nda.md", """
            # Mutual Confidentiality Agreement

            ## Given

            * **Effective Date**:
            * **Party A**:
              * Identity:
            * **Party B**:
              * Identity:

            Party A and Party B are referred to each as a **Party** and collectively as **the Parties**.

            ## Recitals

            D. The confidentiality obligations of this Agreement will survive
            termination for a period of 3 years; provided, the obligations
            hereunder shall survive and continue in effect thereafter with respect to any
            Confidential Information that is a trade secret under applicable law.
            """);
        KeyTerms terms = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals(List.of("Party A", "Party B"), partyNames(terms),
            "no name anywhere: the labels one sentence makes each a Party");
        assertEquals("protected as long as the information remains a trade secret", terms.tradeSecrets().value());
        assertEquals(KeyTerms.LEFT_BLANK, terms.effectiveDate().value());
        assertVerbatim(document, terms);

        KeyTerms described = extract("""
            # Mutual NDA

            **Effective Date:** [Date of first disclosure or email exchange]

            This Agreement protects both parties equally.
            """);
        assertEquals(KeyTerms.LEFT_BLANK, described.effectiveDate().value(), "a bracketed description of the date is a blank");
        KeyTerms european = extract("""
            # Framework NDA

            **Date & Place:** [•]
            **Governing Law:** Belgian law

            Each Party shall treat as confidential all information disclosed under this Agreement.
            """);
        assertEquals(KeyTerms.LEFT_BLANK, european.effectiveDate().value(), "'Date & Place' is the agreement's date");
    }

    @Test
    void aRepositorysTermsBindWhoeverContributesToItsOwner() {
        KeyTerms terms = extract("""
            # Contribution and Confidentiality Terms

            **Owner:** Kestrel Robotics (Pty) Ltd.
            **Contributors:** the core team and others

            By contributing to this repository, you agree to the following:

            1. All information in this repository is strictly confidential and may not be shared outside authorized parties.
            """);
        assertEquals(List.of("Kestrel Robotics (Pty) Ltd.", "Contributors"), partyNames(terms),
            "the owner by its name, the contributors by their role");
        assertEquals("ONE_WAY", terms.mutuality().value(), "the contributor alone undertakes");
    }

    @Test
    void partiesExchangingInformationAreMutualAndALawOfChoiceIsABlank() {
        KeyTerms terms = extract("""
            CONFIDENTIALITY AGREEMENT

            This Confidentiality Agreement is made as of _______________ by and between [Company Name] ("[AKA]") and ____ _________ residing at ____________ (the "Individual"). [AKA] and the Individual are considering a potential transaction whereby the parties will be exchanging information in order to evaluate such transaction.

            1. "Confidential Information" shall mean information proprietary to the party disclosing it ("Disclosing Party") which the party receiving it ("Receiving Party") may obtain.

            7. This Agreement shall be governed by the laws of the State of [State of choice].
            """);
        assertEquals("MUTUAL", terms.mutuality().value(), "the parties will be exchanging information");
        assertEquals(KeyTerms.LEFT_BLANK, terms.governingLaw().value());

        KeyTerms assumed = extract("""
            Terms of engagement

            5. Both parties agree that the terms of this agreement remain in effect. In case of dispute governing law is assumed to be that of the state of Oregon.
            """);
        assertEquals("State of Oregon", assumed.governingLaw().value());
    }

    @Test
    void rolesEndingTheirParagraphOverBlanksAnNdasOwnTermAndAnExampleLeftToFill() {
        KeyTerms terms = extract("""
            ## MUTUAL NON-DISCLOSURE AGREEMENT

            This Mutual Non-Disclosure Agreement is entered into as of [DATE] by and between:

            **Party A:**
            [COMPANY NAME / INDIVIDUAL NAME]
            [ADDRESS]

            **Party B:**
            [COMPANY NAME / INDIVIDUAL NAME]
            [ADDRESS]

            ## 6. Term

            This NDA is effective as of the signature date and continues for **three (3)
            years**, except that obligations regarding trade secrets survive while the information remains a trade secret.
            """);
        assertEquals(List.of("[COMPANY NAME / INDIVIDUAL NAME]", "[COMPANY NAME / INDIVIDUAL NAME]"),
            partyNames(terms), "each role's blank, on the line under it");
        assertEquals("three (3) years", terms.term().value(), "'This NDA ... continues for'");

        KeyTerms example = extract("""
            # NON-DISCLOSURE AGREEMENT

            ### 5. TERM AND TERMINATION
            This Agreement shall commence on the date of signing and remain in effect for a period of **[e.g., 3 years]** after the termination of the business relationship.
            """);
        assertEquals(KeyTerms.LEFT_BLANK, example.term().value(), "an example in brackets is a blank to fill");
    }

    @Test
    void aDevelopersFormNamesItsOnePartyByItsFieldAndBindsItByALeadIn() {
        KeyTerms terms = extract("""
            # NON-DISCLOSURE AGREEMENT
            ## Shop App Development Project

            **Developer Name:** [INSERT NAME]
            **Project:** Shop App Development

            ## CONFIDENTIALITY OBLIGATIONS
            The Developer agrees to:
            1. Keep all project information strictly confidential
            2. Not share code, designs, or business logic with third parties
            """);
        assertEquals(List.of("[INSERT NAME]"), partyNames(terms),
            "the one party the form names; the other is whoever gives it");
        assertEquals("ONE_WAY", terms.mutuality().value(), "one party bound to every duty its lead-in lists");

        KeyTerms tour = extract("""
            Facility Tour Confidentiality Agreement
            This Agreement is entered into as of this date: ____________ between Lanternworks, a California corporation ("Lanternworks") and __________________ ("Visitor").
            1. Visitor agrees to hold the Confidential Information in the strictest confidence.
            Company Name: _____________________________________
            Visitor Name/Signature _______________________________
            """);
        assertEquals(List.of("Lanternworks", "__________________"), partyNames(tour),
            "'Company Name:', a role's field and a name's, is one blank, no second party");
    }

    @Test
    void rolesWithTheirAsidesOverNamesAndTermsPastSectionNumbers() {
        KeyTerms terms = extract("""
            # MUTUAL NON-DISCLOSURE AGREEMENT

            **Effective Date:** _______________________

            **Disclosing Party (the "Company"):**
            Harbour Analytics, Inc., a Delaware corporation
            [Registered Address]

            **Receiving Party ("Consultant"):**
            Kestrel Advisory
            [YOUR ADDRESS]

            ### A.2. Obligations of the Recipient

            The Recipient shall use Confidential Information only for the purpose of the engagement described in §A.6 below ("Permitted Purpose").

            ### A.7. Term

            The obligations in §§A.2–A.4 survive for **five (5) years** after the engagement period ends.

            ### C.4. Governing Law

            This Agreement is governed by the laws of the State of Delaware. Any dispute shall be brought exclusively in the state or federal courts located in [Delaware County or City — typically New Castle County, Wilmington].
            """);
        assertEquals(List.of("Harbour Analytics, Inc.", "Kestrel Advisory"), partyNames(terms),
            "each role's name on the line under it, the role's aside aside");
        assertEquals("the engagement described in §A.6 below", terms.purpose().value(), "a section's number is no full stop");
        assertEquals("five (5) years", terms.confidentialityPeriod().value());
        assertEquals(KeyTerms.LEFT_BLANK, terms.forum().value(), "a drafter's hint in brackets is a blank");
    }

    @Test
    void anOwnersRoleOverARecipientsFixesTheSidesAndNameFieldsUnderRolesNameThem() {
        KeyTerms review = extract("""
            # Non-Disclosure Agreement (Template)

            **Project:** Lantern Collaboration
            **Maintainer:** Kestrel Labs
            **Recipient:** ____________________

            ## 2. Obligation of Confidentiality
            The Recipient agrees to hold the Confidential Information in strict confidence.
            """);
        assertEquals(List.of("Kestrel Labs", "____________________"), partyNames(review));
        assertEquals("ONE_WAY", review.mutuality().value(), "the maintainer's information, the recipient's duties");

        KeyTerms licensed = extract("""
            # NON-DISCLOSURE AGREEMENT (NDA)

            ## PARTIES

            **Developer/Licensor:**

            - Name: Harbour Games Ltd
            - Project: Lantern

            **Recipient/Licensee:**

            - Name: ___________________________________
            - Organization: ___________________________________

            ## 5. TERM & DURATION

            - Duration: _____________ years

            ## 8. TERM

            This Agreement shall continue for a period of **[2 YEARS]** unless earlier terminated.
            """);
        assertEquals(List.of("Harbour Games Ltd", "___________________________________"), partyNames(licensed),
            "each role's 'Name:' field");
        assertEquals("ONE_WAY", licensed.mutuality().value());
        KeyTerms bracketed = extract("""
            # NDA

            This Agreement shall commence on the Effective Date and continue for a period of **[2 YEARS]** unless earlier terminated.
            """);
        assertEquals("2 YEARS", bracketed.term().value(), "no stray bracket");
        KeyTerms duration = extract("""
            # NDA

            **Initial Term:**

            - Effective Date: ___________
            - Duration: _____________ years
            """);
        assertEquals(KeyTerms.LEFT_BLANK, duration.term().value());
    }

    @Test
    void aPersonDescribedByCivilStatusAndAPartyAfterItsAddressFields() {
        KeyTerms household = extract("""
            VISITOR CONFIDENTIALITY AND NON-DISCLOSURE AGREEMENT

            This Confidentiality and Non-Disclosure Agreement is made and entered into by and between:

            JUANA M. DELA PAZ, Filipino, married to PEDRO DELA PAZ, of legal age, with address at 12 Acacia Street, Quezon City, hereinafter referred to as the "DISCLOSING PARTY";

            - and -

            {{Recipient Full Name}} of legal age, Filipino, and with address {{Recipient Address}}, hereinafter referred to as the "RECIPIENT".

            2. The Recipient agrees to keep all Confidential Information secret.
            """);
        assertEquals(List.of("JUANA M. DELA PAZ", "{{Recipient Full Name}}"), partyNames(household));
        assertEquals("ONE_WAY", household.mutuality().value(), "one party the Disclosing Party, the other the Recipient");

        KeyTerms owner = extract("""
            # NON-DISCLOSURE AGREEMENT

            **Between:**
            Alex Rowan (Owner)
            Address: 4 Harbour Lane
            Email: owner@example.com

            **And:**
            [Recipient Name] ("Receiving Party")
            Address: [Recipient Address]

            ## 4. Obligations of Receiving Party
            4.3 Use the Confidential Information solely for the purpose of [specify purpose, e.g., "testing the app"]
            """);
        assertEquals(List.of("Alex Rowan", "[Recipient Name]"), partyNames(owner),
            "the second party after the first one's address fields");
        assertEquals(KeyTerms.LEFT_BLANK, owner.purpose().value(), "a purpose that is a blank's words");
    }

    @Test
    void aDocumentsVersionDateIsNotTheAgreements() {
        KeyTerms footer = extract("""
            VISITOR CONFIDENTIALITY AGREEMENT

            1. The Visitor shall keep all Confidential Information secret.

            Version 1.0 Effective July 24, 2026
            """);
        assertNull(footer.effectiveDate(), "the form's version, not the agreement's date");
        KeyTerms meta = extract("""
            Document: Non-Disclosure Agreement (NDA)
            Version: 1.5
            Effective Date: 2024-04-18

            1. Each Party shall keep the other Party's Confidential Information secret.
            """);
        assertNull(meta.effectiveDate(), "a meta-block's date under its version");
        KeyTerms dated = extract("""
            MUTUAL NDA

            This Agreement is made as of March 3, 2026 ("Effective Date") between Alpha Ltd and Beta Inc.
            """);
        assertEquals("March 3, 2026", dated.effectiveDate().value());
    }

    @Test
    void aPartyNamedByItsRoleAfterAPlainNameAndBeforeTheAimIsRead() {
        KeyTerms client = extract("""
            # Mutual Non-Disclosure Agreement

            This Mutual Non-Disclosure Agreement ("Agreement") is entered into by and between Harrow Lane Group and the Client for the purpose of evaluating the Beacon platform.

            ## 1. Obligations
            Each party shall use Confidential Information solely for evaluation purposes.
            """);
        assertEquals(List.of("Harrow Lane Group", "Client"), partyNames(client));
        assertEquals("evaluating the Beacon platform", client.purpose().value());
        KeyTerms company = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            This Agreement is entered into by and between Harrow Lane Group and Copperfield Ltd. for the purpose of evaluating the Beacon platform.
            """);
        assertEquals(List.of("Harrow Lane Group", "Copperfield Ltd."), partyNames(company),
            "the name ends where the sentence goes on to the aim");
    }

    @Test
    void roleHeadingsOverNameFieldsNameTheBlanksAndFixTheRoles() {
        KeyTerms terms = extract("""
            # NON-DISCLOSURE AGREEMENT

            **MUTUAL NON-DISCLOSURE AGREEMENT**

            This Mutual Non-Disclosure Agreement is entered into as of ________ by and between:

            **DISCLOSING PARTY:**
            Name: [Your Name or Company Name]
            Address: [Your Address]

            **RECEIVING PARTY:**
            Name: ______________________
            Address: ______________________

            ## 1. OBLIGATIONS

            The Receiving Party shall hold all Confidential Information in strict confidence.
            """);
        assertEquals(List.of("[Your Name or Company Name]", "______________________"), partyNames(terms),
            "the name fields' values, not their label");
        assertNotNull(terms.imbalance(), "roles fixed under their headings make a 'mutual' NDA one-sided");
        assertEquals("Name: ______________________", terms.imbalance().quote());
    }

    @Test
    void aBlankDateHeadingAListedTermAndAUseForPurposesAreRead() {
        KeyTerms terms = extract("""
            # NON-DISCLOSURE AGREEMENT

            ### PARTIES

            **Disclosing Party**: Orla Fenwick ("Owner")
            **Receiving Party**: _________________________ ("Recipient")

            ### EFFECTIVE DATE: _________________

            ## 1. OBLIGATIONS

            Recipient agrees to:
            - Use Confidential Information ONLY for evaluation purposes
            - Not use for any commercial purposes without separate written agreement

            ## 2. TERM
            - Agreement effective for 4 years from Effective Date
            - Either party may terminate with 30 days written notice
            """);
        assertEquals(KeyTerms.LEFT_BLANK, terms.effectiveDate().value(), "a heading that is a blank field: " + terms.effectiveDate().quote());
        assertEquals("4 years", terms.term().value());
        assertEquals("evaluation", terms.purpose().value());
        assertNull(extract("""
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall use the Information solely for internal business purposes.
            """).purpose(), "how it may be used, no aim");
    }

    @Test
    void anAgreementInEffectIndefinitelyKeepsItsDutiesAsLong() {
        KeyTerms terms = extract("""
            # Non-Disclosure Agreement

            ## 1. Obligations of Receiving Party
            - Maintain confidentiality

            ## 2. Term and Termination
            - This agreement remains in effect indefinitely
            - Either party may terminate with written notice, but all confidentiality obligations remain
            """);
        assertEquals("indefinitely", terms.term().value());
        assertEquals("indefinitely (the agreement's term)", terms.confidentialityPeriod().value());
    }

    @Test
    void aCoverSigningDateSurvivalOfTheAgreementsTerminationAndAFreeZonesLawAreRead() {
        KeyTerms terms = extract("""
            # 🤝 NON-DISCLOSURE AGREEMENT (NDA)

            ### **AGREEMENT INFORMATION**

            **Disclosing Party:** Orla Fenwick
            **Receiving Party:** [TO BE FILLED BY PROSPECT]

            ### **TERM AND DURATION**

            - **Effective Date:** Date of execution by both parties
            - **Initial Term:** 3 years from effective date
            - **Survival:** Confidentiality obligations survive agreement termination

            ### **GOVERNING LAW**

            This Agreement is governed by the laws of the **Dubai International Financial Centre (DIFC)**, UAE.
            """);
        assertEquals("Date of execution by both parties", terms.effectiveDate().value());
        assertEquals("indefinitely: it survives termination and no period is stated", terms.confidentialityPeriod().value());
        assertEquals("Dubai International Financial Centre", terms.governingLaw().value(), "the free zone's own law, not Dubai's");
        ParsedDocument document = parse("nda.md", "# 🤝 NON-DISCLOSURE AGREEMENT (NDA)\n\n1. The Recipient shall keep the Information secret.\n");
        assertEquals("NON-DISCLOSURE AGREEMENT (NDA)", document.title(), "a pictograph is decoration");
    }

    @Test
    void aPartysTitleUnderItsListedNameAndARoleOverANameOrCompanyFieldAreRead() {
        KeyTerms listed = extract("""
            # MUTUAL NON-DISCLOSURE AGREEMENT (NDA)

            This Mutual Non-Disclosure Agreement (“Agreement”) is made between:

            - **Orla Fenwick**  
              Senior Technical Recruiter & AI Hiring Architect  
              Email: orla@example.com

            and

            - **[Client/Company Name]**  
              Email: [Client’s Email Address]
            """);
        assertEquals(List.of("Orla Fenwick", "[Client/Company Name]"), partyNames(listed),
            "the line under a listed name is its description");
        KeyTerms fields = extract("""
            # NON-DISCLOSURE AGREEMENT

            ## Parties

            **Disclosing Party:**
            Name / Company: ___________________________
            Address: ___________________________
            ("Disclosing Party")

            **Receiving Party:**
            Name / Company: ___________________________
            Address: ___________________________
            ("Receiving Party")
            """);
        assertEquals(List.of("___________________________", "___________________________"), partyNames(fields));
        KeyTerms pointed = extract("""
            **Product context:** This Agreement is between Harrow Lane Inc. and the Counterparty named below.

            # MUTUAL NON-DISCLOSURE AGREEMENT

            This Mutual Non-Disclosure Agreement is entered into by and between:

            Harrow Lane Inc., a Delaware corporation ("Harrow Lane"), and

            [Counterparty legal name], a [state] corporation ("Counterparty").
            """);
        assertEquals(List.of("Harrow Lane Inc.", "[Counterparty legal name]"), partyNames(pointed),
            "a party only pointed to is read where it is named");
    }

    @Test
    void aFileNameOverTheAgreementTheSentencesFullStopAndWhatTheAimIsNotAreLeftOut() {
        ParsedDocument document = parse("nda.md", """
            ## nda-template.md

            **NON-DISCLOSURE AGREEMENT (NDA)**

            This Agreement is made between Harrow Lane INC. and the Subcontractor.

            **1. Confidential Information:**
            All project data and code shared for the purpose of development shall be considered confidential.
            """);
        assertEquals("NON-DISCLOSURE AGREEMENT (NDA)", document.title(), "a repository's file name is no title");
        KeyTerms brief = KeyTermExtractor.extract(document.chunks(), document.title());
        assertEquals(List.of("Harrow Lane INC.", "Subcontractor"), partyNames(brief),
            "the sentence's full stop is no part of a name, a company's abbreviation is");
        assertEquals("development", brief.purpose().value(), "the sentence's own verb ends the aim");
        assertEquals("performing their duties for the Company", extract("""
            CONFIDENTIALITY AGREEMENT

            1. The Employee shall use Confidential Information solely for the purpose of performing their duties for the Company and not for any personal benefit or the benefit of any third party.
            """).purpose().value());
        KeyTerms beta = extract("""
            # Beta — Non-Disclosure & Beta Test Agreement

            **Provider:** Quillmark — hello@example.com
            **Tester:** _______________________________  (name / organisation)

            ## 2. Licence grant
            We grant you a personal, revocable licence to install and use the Software **solely** for evaluation and feedback during the Beta term, on your authorised machine(s).
            """);
        assertEquals(List.of("Quillmark", "_______________________________"), partyNames(beta),
            "the maker's name up to the dash");
        assertEquals("evaluation and feedback", beta.purpose().value(), "when it may be used is no aim");
    }

    @Test
    void numberedRoleLinesRoleHeadingsWithWhatThePartyIsAndAnAimWithAnAsideAreRead() {
        KeyTerms numbered = extract("""
            ### **Non-Disclosure Agreement (NDA)**

            **This Non-Disclosure Agreement ("Agreement") is entered into as of \\[Date\\] by and between:**

            **1\\. Disclosing Party**:  
            Quillmark  
            \\[Your Address\\]  
            hello@example.com

            **2\\. Receiving Party**:  
            \\[Recipient’s Name/Company Name\\]  
            \\[Recipient's Address\\]
            """);
        assertEquals(List.of("Quillmark", "[Recipient’s Name/Company Name]"), partyNames(numbered),
            "a name under a numbered role is the party's, no heading");
        KeyTerms dashed = extract("""
            # Mutual Non-Disclosure Agreement

            This Mutual Non-Disclosure Agreement is entered into on ________ by and between:

            **PARTY A — THE DEVELOPER**
            - **Name:** Orla Fenwick
            - **Address:** ______________________

            **PARTY B — THE COOPERATIVE**
            - **Name:** Harrow Lane Cooperative
            - **Registered address:** ______________________

            ## 1. Purpose

            The Parties intend to discuss, evaluate, and carry out the design and maintenance of the Ledger System (a custom cooperative management platform) and any related professional services (the "Purpose").
            """);
        assertEquals(List.of("Orla Fenwick", "Harrow Lane Cooperative"), partyNames(dashed));
        assertTrue(dashed.purpose().value().startsWith("discuss, evaluate, and carry out the design and maintenance of the Ledger System (a custom"),
            "the aim's own aside in brackets is part of it: " + dashed.purpose().value());
        assertEquals("in connection with exploring or investing in the Project", extract("""
            NON-DISCLOSURE AGREEMENT

            1. Purpose. The Disclosing Party wishes to share, and the Recipient wishes to receive, certain Confidential Information (as defined below) in connection with exploring or investing in the Project (the "Purpose").
            """).purpose().value(), "a cross-reference in brackets is no part of the aim");
    }

    @Test
    void aDraftersNotesBeforeTheAgreementsOwnTitleLeaveItsOpeningAndItsBlanksReadable() {
        KeyTerms terms = extract("""
            # Mutual Non-Disclosure Agreement

            > **Read before using.** This is not legal advice. Fill every `[BRACKETED]` field.
            >
            > Have a qualified attorney in your jurisdiction review it before you sign it.

            ---

            ## What to decide before you send it

            Five clauses do most of the work. Decide them deliberately.

            | Clause | Common range | Notes |
            | --- | --- | --- |
            | §6 Term of confidentiality | 2–5 years | 3 is the usual landing point. |
            | Non-solicitation | Not present | Deliberately absent. |

            ---

            ## MUTUAL NON-DISCLOSURE AGREEMENT

            This Mutual Non-Disclosure Agreement is entered into as of [EFFECTIVE DATE] by and
            between:

            [PARTY A LEGAL NAME], a [ENTITY TYPE] with its principal place of business at [PARTY A ADDRESS] ("Party A"); and

            [PARTY B LEGAL NAME], a [ENTITY TYPE] with its principal place of business at [PARTY B ADDRESS] ("Party B").

            ### 1. Purpose

            The Parties wish to exchange information to evaluate a business relationship relating to the Ledger System (the "Purpose"). Each Party may disclose to the other certain confidential information.

            ### 12. Governing law and jurisdiction

            This Agreement is governed by the laws of [GOVERNING JURISDICTION — e.g. the
            State of Delaware, USA], without regard to its conflict-of-laws rules. The
            Parties submit to the exclusive jurisdiction of the courts located in
            [VENUE] for any dispute arising out of or relating to this Agreement.
            """);
        assertEquals(List.of("[PARTY A LEGAL NAME]", "[PARTY B LEGAL NAME]"), partyNames(terms),
            "the notes before the agreement's own title are notes");
        assertEquals("evaluate a business relationship relating to the Ledger System", terms.purpose().value());
        assertEquals(KeyTerms.LEFT_BLANK, terms.governingLaw().value(), "a blank whose example runs on to the next line");
        assertEquals(KeyTerms.LEFT_BLANK, terms.forum().value(), "the courts' place a blank on the next line");
        KeyTerms ethical = extract("""
            # ETHICAL NON-DISCLOSURE AGREEMENT (NDA)

            # PARTIES:

            * Disclosing Party (Licensor): Ana Maria da Costa
            * Receiving Party (Licensee): [To be completed upon mutual agreement]

            ## 6. GOVERNANCE

            This agreement shall be interpreted under Brazilian law.
            """);
        assertEquals(List.of("Ana Maria da Costa", "[To be completed upon mutual agreement]"), partyNames(ethical),
            "the names after the roles' asides, a surname's particle and all");
        assertEquals("Brazil", ethical.governingLaw().value());
    }

    @Test
    void theDutiesOwnPeriodBeatsTheAgreementsTermAndAPurposeLeftBlankAfterAColonIsBlank() {
        KeyTerms terms = extract("""
            NON-DISCLOSURE AGREEMENT

            1. Purpose. The Company wishes to disclose certain information relating to the project known as "Warren" (the "Project") to the Recipient for the purpose of: _______________
            (e.g., code review, evaluation)

            (the "Purpose").

            6. This Agreement is effective as of the date first written above and shall remain in force for a period of two (2) years from the date of disclosure.

            7. The confidentiality obligations in Sections 2, 3, and 4 shall survive termination of this Agreement and remain in effect for five (5) years from the date of disclosure, or for as long as the information qualifies as a trade secret, whichever is longer.
            """);
        assertEquals("two (2) years", terms.term().value());
        assertEquals("five (5) years", terms.confidentialityPeriod().value(), "the duties' own period, not the agreement's");
        assertEquals(KeyTerms.LEFT_BLANK, terms.purpose().value(), "the form's blank after its colon");
        assertEquals("two (2) years (the agreement's term)", extract("""
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Information secret.

            6. This Agreement shall remain in force for a period of two (2) years from the date of disclosure.
            """).confidentialityPeriod().value(), "with no period of their own the duties last as the agreement does");
    }

    @Test
    void oneWayWhereOnlyTheReaderIsBoundOrTheReceivingRoleEndsItsParagraph() {
        ParsedDocument beta = parse("beta.md", """
            # Quillmark Preview — Evaluation Terms

            **Provider:** Quillmark Labs
            **Tester:** ______________________

            By accepting these terms and installing the preview (the "Software"), you agree to the following.

            ## 1. Confidentiality
            The Software and its documentation are confidential. You will keep them confidential and not disclose them to anyone.

            ## 2. No copies
            You will not copy the Software except to install it.

            ## 3. Ownership
            The Software remains ours. We may end the preview at any time.
            """);
        KeyTerms reader = KeyTermExtractor.extract(beta.chunks(), beta.title());
        assertEquals("ONE_WAY", reader.mutuality().value(), "only the reader is bound: " + reader.mutuality());
        assertEquals("You will keep", reader.mutuality().quote());
        assertVerbatim(beta, reader);
        assertNotEquals("ONE_WAY", valueOf(extract("""
            PLAIN NON-DISCLOSURE AGREEMENT

            This is between you (Harrow Lane) and us (Quillmark).

            We will keep what you tell us confidential. We will not share it with anyone.

            You will keep what we tell you confidential too.
            """).mutuality()), "both voices bound");
        assertNotEquals("ONE_WAY", valueOf(extract("""
            PROJECT CONFIDENTIALITY PLEDGE

            The two founders agree as follows. We will keep all project information confidential. We will not disclose it to outsiders.
            """).mutuality()), "a \"we\" that is both parties, no \"you\" to receive");

        ParsedDocument roles = parse("nda.md", """
            ### **Non-Disclosure Agreement (NDA)**

            **This Non-Disclosure Agreement ("Agreement") is entered into as of \\[Date\\] by and between:**

            **1\\. Disclosing Party**:\s\s
            Quillmark\s\s
            \\[Your Address\\]\s\s
            hello@quillmark.example

            **2\\. Receiving Party**:\s\s
            \\[Recipient’s Name/Company Name\\]\s\s
            \\[Recipient's Address\\]

            **Collectively referred to as "the Parties."**

            ### **1\\. Purpose**

            The Disclosing Party intends to disclose certain confidential information to the Receiving Party for the purpose of reviewing a lesson planner.
            """);
        KeyTerms fixed = KeyTermExtractor.extract(roles.chunks(), roles.title());
        assertEquals(List.of("Quillmark", "[Recipient’s Name/Company Name]"), partyNames(fixed));
        assertEquals("ONE_WAY", fixed.mutuality().value(), "the receiving role's line ends its paragraph, its name a field of its own");
        assertVerbatim(roles, fixed);
    }

    @Test
    void aimsListedAFewWordsEachAimsAtTheSentencesEndCourtsBesideArbitrationAndTheLongerOfTwoPeriods() {
        ParsedDocument project = parse("nda.md", """
            # NON-DISCLOSURE AGREEMENT

            ## 1. Confidential Information

            The Receiving Party agrees not to disclose any confidential information related to the Harrow Lane project.

            ## 2. Purpose

            Confidential information is shared only for:

            - Development
            - Testing
            - Project collaboration

            ## 3. Duration

            This Agreement takes effect on the Effective Date and continues for the longer of (a) two (2) years from the Effective Date or (b) the duration of any engagement between the Parties.

            ## 4. Disputes

            Any disputes shall be resolved through binding arbitration or litigation in the courts of Harrow County.
            """);
        KeyTerms terms = KeyTermExtractor.extract(project.chunks(), project.title());
        assertEquals("Development, Testing, Project collaboration", terms.purpose().value(), "the whole list, not its lead-in");
        assertEquals("two (2) years", terms.term().value(), "the first of the periods it weighs");
        assertEquals("the courts of Harrow County", valueOf(terms.forum()), "the courts the parties may litigate in");
        assertVerbatim(project, terms);
        assertEquals("collaboration", extract("""
            NON-DISCLOSURE AGREEMENT

            1. The Recipient will be given access to certain proprietary software and related materials ("Confidential Information") for collaboration purposes.

            2. The Recipient shall not use the code in other projects.
            """).purpose().value(), "what the access is given for");
    }

    @Test
    void aLawHeadingsPlaceAndCourtsTheCourtsAtACityAPurposeAfterItsNamesColonAndWhoeverSignsBelow() {
        ParsedDocument review = parse("review.md", """
            # Valuation NDA

            **Owner:** ______________
            **Adviser:** Orla Fenwick

            ## 1. Purpose

            The Owner may share its sales ledgers and supplier terms so the Adviser can prepare a valuation of the business.

            ## 2. Term

            These duties end two years after signing.

            ## 3. Law

            Tasmania. Courts of Hobart.
            """);
        KeyTerms terms = KeyTermExtractor.extract(review.chunks(), review.title());
        assertEquals("Tasmania", valueOf(terms.governingLaw()), "the place a section headed Law opens with");
        assertEquals("Courts of Hobart", valueOf(terms.forum()), "courts named in a sentence of their own");
        assertEquals("prepare a valuation of the business", valueOf(terms.purpose()), "what the sharing is for, \"so\" with no \"that\"");
        assertVerbatim(review, terms);

        ParsedDocument venture = parse("venture.md", """
            # Mutual Non-Disclosure Agreement

            This Mutual Non-Disclosure Agreement is entered into as of March 3, 2027, by and between **Quillmark Ltd.**, a Tasmanian company with its office in Hobart, and the party signing below (together the "Parties").

            ## 1. Purpose

            The parties wish to exchange confidential information for the purpose of (the **"Purpose"**): evaluating a joint venture in Harrow Lane, including but not limited to: site visits, supplier audits and cost models.

            ## 2. Disputes

            Disputes fall within the exclusive jurisdiction of the courts at Hobart, Tasmania.
            """);
        terms = KeyTermExtractor.extract(venture.chunks(), venture.title());
        assertEquals(List.of("Quillmark Ltd.", "party signing below"), terms.parties().stream().map(Term::value).toList(),
            "the second party is whoever signs below");
        assertEquals("evaluating a joint venture in Harrow Lane", valueOf(terms.purpose()),
            "what follows the name's colon, up to its examples");
        assertEquals("the courts at Hobart, Tasmania", valueOf(terms.forum()), "courts \"at\" a city");
        assertVerbatim(venture, terms);

        ParsedDocument form = parse("form.md", """
            # Non-Disclosure Agreement

            This Non-Disclosure Agreement is made on [DATE] between [COMPANY A] ("Party A") and [COMPANY B] ("Party B"). This NDA is **[one-way / mutual]**.

            ## 1. Confidential Information

            "Confidential Information" means any non-public information disclosed by one Party (the "Disclosing Party") to the other (the "Receiving Party").
            """);
        assertEquals("MUTUAL", valueOf(KeyTermExtractor.extract(form.chunks(), form.title()).mutuality()),
            "a blank's choice between the two kinds decides neither; the text is written for either party");
    }

    @Test
    void aWorkersObligationsArentTheTermTheirDutiesAimIsTheirUseAndABlankPartyOnItsAndLine() {
        ParsedDocument engagement = parse("engagement.md", """
            # CONFIDENTIALITY AND RESULTS AGREEMENT

            This Confidentiality and Results Agreement (the “Agreement”) is by and between:

            HARROW LANE AB 556677-1234 of Quillmark Street 4 Hobart Tasmania (“Company”);  
            and ______________________________  
            the (“Receiving Party”).

            ## NON-DISCLOSURE

            ### Non-Use

            The Receiving Party shall not use the Confidential Information for any purpose whatsoever other than as necessary for carrying out the Services.

            ### Customer Information

            Information from customers may be used only for specified purposes.

            ### Term

            The Receiving Party’s obligations under Part B apply while it is engaged and shall remain in force for a period of four (4) years after that.
            """);
        KeyTerms terms = KeyTermExtractor.extract(engagement.chunks(), engagement.title());
        assertEquals(List.of("HARROW LANE AB", "______________________________"), terms.parties().stream().map(Term::value).toList(),
            "the company without its registration number, then the blank after the next line's \"and\"");
        assertNull(terms.term(), "the obligations' period is no term of the agreement: " + terms.term());
        assertEquals("four (4) years", valueOf(terms.confidentialityPeriod()));
        assertEquals("carrying out the Services", valueOf(terms.purpose()), "what the information may be used for, not \"specified\" purposes");
        assertVerbatim(engagement, terms);

        ParsedDocument mill = parse("mill.md", """
            # Mutual Non-Disclosure Agreement

            This Agreement is entered into between [First Company] ("Disclosing Party") and [Second Company] ("Receiving Party") on [Date].

            ## 1. Use

            The Buyer shall use the Information only to assess a purchase of the Harrow Lane mill (the "Permitted Purpose").
            """);
        terms = KeyTermExtractor.extract(mill.chunks(), mill.title());
        assertEquals(KeyTerms.LEFT_BLANK, valueOf(terms.effectiveDate()), "the blank after the parties");
        assertEquals("assess a purchase of the Harrow Lane mill", valueOf(terms.purpose()), "the aim, not the use that leads to it");
        assertVerbatim(mill, terms);
    }

    @Test
    void aNonBreakingHyphenIsAHyphenAFieldsAsideIsNoPlaceAndALabelOverABlankGivesTheSecondParty() {
        ParsedDocument template = parse("template.md", """
            # Mutual Non\u2011Disclosure Agreement

            Effective Date: ____________
            Parties: Quillmark ("Company") and __________________ ("Counterparty").
            Jurisdiction: Tasmania (suggested for Australian clients)

            1. Protection
            Each Party shall keep the other’s Confidential Information secret.
            """);
        assertEquals("Mutual Non-Disclosure Agreement", template.title(), "U+2011 reads as a hyphen, offsets unchanged");
        KeyTerms terms = KeyTermExtractor.extract(template.chunks(), template.title());
        assertEquals("MUTUAL", valueOf(terms.mutuality()), "each party keeps the other's information");
        assertEquals("Tasmania", valueOf(terms.forum()), "the field's value without the drafter's aside");
        assertVerbatim(template, terms);

        ParsedDocument labelled = parse("labelled.md", """
            # Non-Disclosure Agreement

            **Between:**\s\s
            Harrow Lane Studio ("Receiving Party")\s\s
            www.example.com

            **And:**\s\s
            {{client_name}} ("Disclosing Party")

            ## 1. Duty

            The Receiving Party shall keep the Confidential Information secret.
            """);
        terms = KeyTermExtractor.extract(labelled.chunks(), labelled.title());
        assertEquals(List.of("Harrow Lane Studio", "{{client_name}}"), terms.parties().stream().map(Term::value).toList(),
            "the field under \"And:\" is the second party");
        assertVerbatim(labelled, terms);
    }

    @Test
    void aSkeletonsBracedPartiesItsDisclosingPartysShareAndAnEndDateLeftBlank() {
        KeyTerms terms = extract("""
            NON-DISCLOSURE AGREEMENT (NDA)

            This NDA is made on {start_date} between {harrow} and {quillmark}.

            1. Confidential Information
            The Disclosing Party may share drawings of the Harrow Lane site.

            2. Term
            This NDA remains effective until {expiry}.
            """);
        assertEquals(List.of("{harrow}", "{quillmark}"), terms.parties().stream().map(Term::value).toList(), "the field after \"and\"");
        assertEquals("ONE_WAY", valueOf(terms.mutuality()), "the form opens with the one side that shares");
        assertEquals(KeyTerms.LEFT_BLANK, valueOf(terms.term()), "an end date left to fill in");
    }

    @Test
    void aCounterpartyIdentifiedInTheSignatureBlockAndAVenueThatWillBeInCourtsLongAfterItsName() {
        ParsedDocument nda = parse("nda.md", """
            # Nondisclosure Agreement

            This Nondisclosure Agreement is entered into between **Quillmark Ltd**, a Tasmanian company, and the counterparty identified in the signature block below (each a "Party").

            ## 1. General

            Exclusive jurisdiction and venue for any claim arising under this Agreement will be in the state courts located in Hobart, Tasmania.
            """);
        KeyTerms terms = KeyTermExtractor.extract(nda.chunks(), nda.title());
        assertEquals(List.of("Quillmark Ltd", "counterparty identified in the signature block below"),
            terms.parties().stream().map(Term::value).toList(), "whoever signs is the second party");
        assertEquals("the state courts located in Hobart", valueOf(terms.forum()), "the venue's words more than forty characters before its verb");
        assertVerbatim(nda, terms);
    }

    @Test
    void aSigningServicesFieldsInDoubleAngleBracketsAreBlanks() {
        ParsedDocument nda = parse("nda.md", """
            # Non-Disclosure Agreement

            This Agreement is made on <<SEND_DATE>> between:

            **Owner**: Quillmark Ltd, a Tasmanian company ("Owner")

            and

            **Adviser**: <<SIGNER2_NAME>> ("Adviser")
            """);
        KeyTerms terms = KeyTermExtractor.extract(nda.chunks(), nda.title());
        assertEquals(List.of("Quillmark Ltd", "<<SIGNER2_NAME>>"), terms.parties().stream().map(Term::value).toList(), "the signer's field names the party");
        assertEquals(KeyTerms.LEFT_BLANK, valueOf(terms.effectiveDate()), "the date a field to fill in");
        assertVerbatim(nda, terms);
    }

    @Test
    void aFieldForAPersonHoldingAnIdentityCardAfterADashedAndPartiesHeretoExchangingAndAnEndDateAfterASemicolon() {
        ParsedDocument nda = parse("nda.txt", """
            SURVEY CONFIDENTIALITY AGREEMENT

            THIS AGREEMENT made as of the ${day} ${month} ${year},

            BETWEEN

            “Quillmark Pty Ltd.”

            - And –

            “${adviser.name}, holding passport: ${adviser.passport}”

            WHEREAS the parties to this Agreement wish to exchange certain drawings of Harrow Lane.

            1. This Agreement may not be ended early; it expires automatically on 1 May 2031.
            """);
        KeyTerms terms = KeyTermExtractor.extract(nda.chunks(), nda.title());
        assertEquals(List.of("Quillmark Pty Ltd.", "${adviser.name}"), terms.parties().stream().map(Term::value).toList(),
            "a quoted field between the dashes' \"And\" and a passport");
        assertEquals("MUTUAL", valueOf(terms.mutuality()), "the parties to this Agreement exchange");
        assertEquals("until 1 May 2031", valueOf(terms.term()), "the agreement's \"it\" after a semicolon, expiring automatically");
        assertVerbatim(nda, terms);
    }

    @Test
    void thePartiesRecitedWishToExploreIsThePurposeButNotAWishTheyMayHaveLater() {
        KeyTerms recited = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            This Agreement is made between Quillmark Ltd and Harrow Lane Surveys Ltd.

            WHEREAS, the Parties wish to explore a joint survey of Harrow Lane and, in connection therewith, may disclose certain drawings to each other.
            """);
        assertEquals("explore a joint survey of Harrow Lane", valueOf(recited.purpose()), "the recital's wish, up to what the parties may do for it");
        KeyTerms later = extract("""
            MUTUAL NON-DISCLOSURE AGREEMENT

            This Agreement is made between Quillmark Ltd and Harrow Lane Surveys Ltd.

            9. If the Parties wish to explore further work, they will agree it in writing.
            """);
        assertNull(later.purpose(), "a wish the parties may have is no aim of this agreement");
    }

    @Test
    void anAimAboutALineToFillInIsBlankAndADutyHeldInConfidenceForYearsIsItsPeriod() {
        KeyTerms terms = extract("""
            NON-DISCLOSURE AGREEMENT

            This Agreement is made between Quillmark Ltd ("Owner") and Orla Fenwick ("Adviser").

            WHEREAS, the Parties wish to explore a possible survey concerning ______________ (the "Purpose").

            2. The Adviser shall hold all drawings in strict confidence for a period of six (6) years.
            """);
        assertEquals(KeyTerms.LEFT_BLANK, valueOf(terms.purpose()), "what the survey is about is a line to fill in");
        assertEquals("six (6) years", valueOf(terms.confidentialityPeriod()), "the duty held in confidence for a period");
    }

    @Test
    void theUndersignedSubcontractorIsTheSecondPartyBoundAloneAndCourtsWhereJurisdictionResidesAreTheForum() {
        ParsedDocument nda = parse("nda.txt", """
            NON-DISCLOSURE AGREEMENT

            This Agreement is entered into by and between Quillmark Ltd ("Owner") and the undersigned Subcontractor.

            2. The Subcontractor agrees:
            a) To keep all drawings of Harrow Lane in confidence.
            b) To return all drawings on request.

            5. Exclusive jurisdiction for any claim shall reside in the courts located in Hobart, Tasmania.
            """);
        KeyTerms terms = KeyTermExtractor.extract(nda.chunks(), nda.title());
        assertEquals(List.of("Quillmark Ltd", "undersigned Subcontractor"), terms.parties().stream().map(Term::value).toList(),
            "whoever signs as the subcontractor, not the first duty listed");
        assertEquals("ONE_WAY", valueOf(terms.mutuality()), "the subcontractor alone agrees to the duties its lead-in lists");
        assertEquals("the courts located in Hobart", valueOf(terms.forum()), "jurisdiction resides in courts");
        assertVerbatim(nda, terms);
    }

    @Test
    void theUndersignedPartyAfterAFieldAReaderBoundByAcceptingAndAnAimAfterInConnectionWith() {
        ParsedDocument nda = parse("nda.md", """
            # Non-Disclosure Agreement

            This Agreement is entered into on [DATE] by and between [OWNER_NAME] and the undersigned party.

            WHEREAS, the Owner has prepared drawings of Harrow Lane (the "Confidential Information") in connection with evaluating a possible joint survey (the "Purpose");

            By accepting, you agree to be bound by these terms.
            """);
        KeyTerms terms = KeyTermExtractor.extract(nda.chunks(), nda.title());
        assertEquals(List.of("[OWNER_NAME]", "undersigned party"), terms.parties().stream().map(Term::value).toList(), "whoever signs");
        assertEquals("ONE_WAY", valueOf(terms.mutuality()), "the reader alone accepts the terms");
        assertEquals("in connection with evaluating a possible joint survey", valueOf(terms.purpose()),
            "the aim the qualifier leads to, not the information's description before it");
        assertVerbatim(nda, terms);
    }

    @Test
    void aPlainEnglishFormsSignerBelowAndCourtsThatHandleDisputes() {
        ParsedDocument nda = parse("nda.txt", """
            CONFIDENTIALITY AGREEMENT

            This agreement is between Orla Fenwick ("I" or "me"), and the person who signs it below ("you").

            9. Tasmanian law governs this agreement. Any dispute will be handled in the courts in Hobart, Tasmania.
            """);
        KeyTerms terms = KeyTermExtractor.extract(nda.chunks(), nda.title());
        assertEquals(List.of("Orla Fenwick", "person who signs it below"), terms.parties().stream().map(Term::value).toList(), "whoever signs");
        assertEquals("the courts in Hobart, Tasmania", valueOf(terms.forum()), "courts that handle disputes");
        assertVerbatim(nda, terms);
    }

    @Test
    void aScriptsFieldsWithFallbacksAreBlanksAndBothPartiesOrAJoiningReaderFixTheSides() {
        ParsedDocument fields = parse("nda.txt", """
            NON-DISCLOSURE AGREEMENT

            This Agreement is entered into as of ${startDate || '[Date]'} between ${owner || '[Owner]'} ("Disclosing Party") and ${adviser || '[Adviser]'} ("Receiving Party").

            4. TERM
            This Agreement shall remain in effect for a period of ${term || '[Duration]'} from the Effective Date.

            5. GOVERNING LAW
            This Agreement shall be governed by the laws of the ${place || '[Jurisdiction]'}.
            """);
        KeyTerms terms = KeyTermExtractor.extract(fields.chunks(), fields.title());
        assertEquals(List.of("${owner || '[Owner]'}", "${adviser || '[Adviser]'}"), terms.parties().stream().map(Term::value).toList());
        assertEquals(List.of(KeyTerms.LEFT_BLANK, KeyTerms.LEFT_BLANK, KeyTerms.LEFT_BLANK),
            List.of(valueOf(terms.effectiveDate()), valueOf(terms.term()), valueOf(terms.governingLaw())), "date, term and law are fields");
        assertVerbatim(fields, terms);
        assertEquals("MUTUAL", valueOf(extract("""
            NON-DISCLOSURE AGREEMENT

            CONFIDENTIALITY: Both parties agree to maintain confidentiality of the Harrow Lane drawings.
            """).mutuality()), "both parties bound alike");
        assertEquals("ONE_WAY", valueOf(extract("""
            Survey Guild Confidentiality

            By joining the guild, you agree not to disclose the Harrow Lane drawings to anyone.
            """).mutuality()), "the reader who joins is bound alone");
    }

    @Test
    void aCountryInBracketsBeforeASuffixATitleBeforeANameCourtsAtACityAndADaysBlankWithItsOrdinal() {
        ParsedDocument nda = parse("nda.txt", """
            NDA

            This Agreement is made between Quillmark (Tasmania) Pte Ltd, a company registered in Hobart ("Owner") and Dr. Orla Fenwick ("Adviser").

            8. The courts at Hobart shall have exclusive jurisdiction over any dispute.
            """);
        KeyTerms terms = KeyTermExtractor.extract(nda.chunks(), nda.title());
        assertEquals(List.of("Quillmark (Tasmania) Pte Ltd", "Dr. Orla Fenwick"), terms.parties().stream().map(Term::value).toList(),
            "the company's country in brackets, the person's title before her name");
        assertEquals("The courts at Hobart", valueOf(terms.forum()), "courts at a city with exclusive jurisdiction");
        assertVerbatim(nda, terms);
        assertEquals(KeyTerms.LEFT_BLANK, valueOf(extract("""
            NDA

            THIS AGREEMENT is made on the __nd of _____, 2025

            BETWEEN: Quillmark Ltd ("Owner") and Orla Fenwick ("Adviser").
            """).effectiveDate()), "a day's blank with its ordinal");
    }

    private ParsedDocument parse(String name, String text) {
        return parser.parse(new DocumentSource(name, text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Every quote is the raw text at its offsets. */
    private static void assertVerbatim(ParsedDocument document, KeyTerms terms) {
        List<Term> all = new ArrayList<>(terms.parties());
        all.addAll(terms.placeholders());
        for (Term term : new Term[] {terms.mutuality(), terms.effectiveDate(), terms.term(), terms.confidentialityPeriod(),
            terms.tradeSecrets(), terms.purpose(), terms.governingLaw(), terms.forum(), terms.incorporatedTerms()}) {
            if (term != null) {
                all.add(term);
            }
        }
        for (Term term : all) {
            assertEquals(term.quote(), document.rawText().substring(term.start(), term.end()), term.toString());
        }
    }
}
