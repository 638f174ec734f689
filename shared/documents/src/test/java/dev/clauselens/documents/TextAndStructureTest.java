package dev.clauselens.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.ChunkKind;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.ParsedDocument;
import dev.clauselens.core.document.SourceType;
import dev.clauselens.core.terms.KeyTermExtractor;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class TextAndStructureTest {
    private static final String NDA = """
        CONFIDENTIALITY AGREEMENT

        This Agreement is made between Alpha Ltd and Beta Inc.

        ARTICLE IV
        OBLIGATIONS

        Section 4.1 Use. The Recipient shall use Confidential Information only for the Purpose.

        Section 4.2 The Recipient shall not disclose Confidential Information except:
        (a) to its employees who need to know it;
        (b) to its professional advisers;
        (c) to its auditors;
        (d) to its insurers;
        (e) to its lenders;
        (f) to its agents;
        (g) to its affiliates;
        (h) to its contractors; and
        (i) as required by law.

        ARTICLE V
        TERM AND TERMINATION

        7. Term and Termination

        7.2 The obligations survive for five years after termination.
        (i) This applies to trade secrets for as long as they remain secret.
        (ii) This applies to personal data for as long as it is held.

        GOVERNING LAW

        This Agreement is governed by the laws of England.

        IN WITNESS WHEREOF the parties have signed this Agreement.
        By: ____________
        Name: Ada Lovelace
        """;

    private final StandardDocumentParser parser = new StandardDocumentParser();

    @Test
    void findsSectionsFromNumberingAndCapitalHeadings() {
        ParsedDocument document = parse(NDA);
        assertEquals(SourceType.TEXT, document.sourceType());
        assertEquals("CONFIDENTIALITY AGREEMENT", document.title());
        ParsedDocumentAssertions.assertWellFormed(document, ParserLimits.DEFAULTS.maxChunkTokens());
        assertEquals(List.of("ARTICLE IV OBLIGATIONS", "Section 4.1 Use"), pathOf(document, "Section 4.1"));
        assertEquals(List.of("ARTICLE IV OBLIGATIONS", "Section 4.2", "(a)"), pathOf(document, "(a) to its employees"));
        assertEquals(List.of("ARTICLE IV OBLIGATIONS", "Section 4.2", "(i)"), pathOf(document, "(i) as required"),
            "(i) after (h) is a letter, a sibling of (h)");
        assertEquals(List.of("ARTICLE V TERM AND TERMINATION", "7. Term and Termination", "7.2"),
            pathOf(document, "7.2 The obligations"));
        assertEquals(List.of("ARTICLE V TERM AND TERMINATION", "7. Term and Termination", "7.2", "(ii)"),
            pathOf(document, "(ii) This applies"), "(i) after 7.2 opens a Roman list");
        assertEquals(List.of("ARTICLE V TERM AND TERMINATION", "GOVERNING LAW"), pathOf(document, "This Agreement is governed"));
        Chunk signature = document.chunks().getLast();
        assertEquals(ChunkKind.SIGNATURE_BLOCK, signature.kind());
        assertTrue(signature.content().contains("Name: Ada Lovelace"));
    }

    @Test
    void aPartyLineDefiningItsShortNameIsTextButATitleDoingSoIsAHeading() {
        ParsedDocument document = parse("""
            CONFIDENTIALITY AND NON-DISCLOSURE AGREEMENT (“CNDA”)

            BETWEEN

            CANADIAN PACIFIC RAILWAY COMPANY (“CPR”)

            1. Use. CPR's information is used only for the Purpose.
            """);
        assertEquals("CONFIDENTIALITY AND NON-DISCLOSURE AGREEMENT (“CNDA”)", document.title());
        assertTrue(document.chunks().stream().anyMatch(c -> c.content().contains("RAILWAY COMPANY (“CPR”)")),
            () -> "the party line is lost as a heading: " + document.chunks());
        assertFalse(document.chunks().getFirst().content().contains("NON-DISCLOSURE AGREEMENT"),
            "the title stays a heading, out of the first clause");
    }

    @Test
    void aRunningHeaderRecitalsAPartyLineWithBlanksAndALetteredItemAfterAndAreReadAsAPdfExportHasThem() {
        ParsedDocument document = parse("""
            MUTUAL NON-DISCLOSURE AGREEMENT
            THIS AGREEMENT is dated the day of 20
            BETWEEN [Name], registered in [country] whose registered address is [Address], (“NGO”)
            AND [Name], [address] (“Operator”)
            (individually referred to as “Party” and collectively referred to as “Parties”)
            WHEREAS: NGO and the Operator intend to carry on commercial discussions with each other about the Matter.
            NOW IT IS AGREED by and between the parties as follows:
            3. Each Party acknowledges and agrees:
            b. To hold all Confidential Information in confidence and to procure that its advisers hold it in confidence.
            MUTUAL NON-DISCLOSURE AGREEMENT
            c. To limit access to such Confidential Information to authorised individuals who need to know it.
            e. To use such Confidential Information only for purposes of work, services or analysis related to the Matter; and
            f. To return promptly to the disclosing party, or to destroy any copies of such Confidential Information at that Party’s request;
            """);
        assertEquals(List.of("3", "c"), pathOf(document, "c. To limit"), "the page's running header opens no section");
        assertEquals(List.of("3", "f"), pathOf(document, "f. To return"), "an item after \"; and\" is an item of its own");
        assertEquals(ChunkKind.CLAUSE, document.chunks().stream().filter(c -> c.content().startsWith("BETWEEN")).findFirst()
            .orElseThrow().kind(), "a party line defining a short name is text, however many blanks it has");
        assertTrue(document.chunks().stream().anyMatch(c -> c.content().startsWith("WHEREAS")), document.chunks()::toString);
        assertTrue(document.chunks().stream().anyMatch(c -> c.content().startsWith("NOW IT IS AGREED")), document.chunks()::toString);
    }

    @Test
    void splitsALongClauseAtSentenceBoundaries() {
        String sentence = "The Recipient shall protect the Confidential Information with reasonable care and shall "
            + "notify the Discloser promptly of any unauthorised use or disclosure that comes to its attention. ";
        String text = "1. Protection. " + sentence.repeat(40);
        var limits = new ParserLimits(1_000_000, 10, 100_000, 100, 1_000_000, 100, Duration.ofSeconds(10), 200);
        ParsedDocument document = new StandardDocumentParser(limits).parse(source(text));
        ParsedDocumentAssertions.assertWellFormed(document, 200);
        assertTrue(document.chunks().size() >= 8, "a 40-sentence clause needs several 200-token chunks");
        for (Chunk chunk : document.chunks()) {
            assertTrue(chunk.content().endsWith("."), () -> "cut inside a sentence: ..." + chunk.content()
                .substring(Math.max(0, chunk.content().length() - 40)));
            assertEquals(List.of("1. Protection"), chunk.sectionPath());
        }
    }

    @Test
    void joinsFragmentsToTheirNeighbour() {
        ParsedDocument document = parse("""
            1. Notices. Notices must be in writing and sent to the addresses below.

            Alpha Ltd

            2. Assignment. Neither party may assign this Agreement.
            """);
        assertEquals(2, document.chunks().size(), document.chunks()::toString);
        assertTrue(document.chunks().getFirst().content().endsWith("Alpha Ltd"));
    }

    @Test
    void unnumberedHeadingsOverNumberedClausesHeadThem() {
        ParsedDocument document = parse("""
            NON-DISCLOSURE AGREEMENT

            The parties agree to the following:

            Ownership of Confidential Information

            9. All right, title and interest in the Confidential Information will remain the property of the Disclosing Party.

            10. All information that contains Confidential Information will remain the property of the Disclosing Party.

            Return or Destruction of Confidential Information

            11. The Recipient will, on request, confirm that it has destroyed the original and all copies.
            """);
        assertEquals(List.of("Ownership of Confidential Information", "10"), pathOf(document, "10. All information"));
        assertEquals(List.of("Return or Destruction of Confidential Information", "11"), pathOf(document, "11. The Recipient"));
        assertTrue(document.chunks().stream().noneMatch(c -> c.content().contains("Destruction of Confidential Information")),
            "the heading is no text of the clause before it");
    }

    @Test
    void aHeadingInCapitalsOverAnAppendixHeadsItButTheOperativeWordsAreText() {
        ParsedDocument document = parse("""
            CONFIDENTIALITY AGREEMENT

            This Agreement is made between Alpha Ltd and Beta Ltd.

            NOW IT IS HEREBY AGREED:-

            1. The Recipient shall keep the Information confidential.

            2. This Agreement is governed by the laws of Ontario.

            LEGAL TERMS OF USE AND DISCLAIMER

            1. The following are the legal terms of use for the data room.
            """);
        assertEquals(List.of("LEGAL TERMS OF USE AND DISCLAIMER", "1"), pathOf(document, "1. The following are"));
        assertTrue(document.chunks().stream().anyMatch(c -> c.content().contains("NOW IT IS HEREBY AGREED")),
            "the words that begin the terms stay text");
    }

    @Test
    void aClauseNumberWithoutItsPointHeadsItsSubclausesButAnAddressLineDoesNot() {
        ParsedDocument document = parse("""
            NON DISCLOSURE AGREEMENT

            WHEREAS:
            Each Party wishes to receive Confidential Information from the other Party.
            IT IS AGREED as follows:
            1 Interpretation
            1.1 In this Agreement "Information" means all information of whatever nature.
            2 Confidentiality obligations
            2.1 The Receiving Party shall treat all Confidential Information as secret and confidential.
            Notices shall be sent to:
            9 Old Hall Street
            Liverpool
            """);
        assertEquals(List.of("1 Interpretation", "1.1"), pathOf(document, "1.1 In this Agreement"));
        assertEquals(List.of("2 Confidentiality obligations", "2.1"), pathOf(document, "2.1 The Receiving Party"));
        assertTrue(document.chunks().stream().noneMatch(c -> c.content().contains("Interpretation")),
            "the heading is no text of the operative words before it");
        assertTrue(document.chunks().stream().anyMatch(c -> c.content().contains("9 Old Hall Street")), "an address stays text");
    }

    @Test
    void aTableOfContentsIsOneChunkOfContentsAndItsEntriesOpenNoSections() {
        ParsedDocument document = parse("""
            NON-DISCLOSURE AGREEMENT
            Table of Contents
            1 Definitions ...................................................................................2
            2 Obligations of the Recipient ...............................................................3
            3 Term ......................................................................................3

            1 Definitions
            "Confidential Information" means all information disclosed by the Discloser.
            2 Obligations of the Recipient
            The Recipient shall keep the Confidential Information secret.
            3 Term
            This Agreement lasts two years.
            """);
        List<Chunk> contents = document.chunks().stream().filter(c -> c.kind() == ChunkKind.CONTENTS).toList();
        assertEquals(1, contents.size(), document.chunks()::toString);
        assertTrue(contents.getFirst().content().startsWith("1 Definitions ....") && contents.getFirst().content().endsWith("3"),
            contents.getFirst().content());
        Chunk duty = document.chunks().stream().filter(c -> c.content().startsWith("The Recipient shall")).findFirst().orElseThrow();
        assertEquals(List.of("2 Obligations of the Recipient"), duty.sectionPath());
    }

    @Test
    void aMisspeltWitnessLineStillOpensTheSignatures() {
        ParsedDocument document = parse("""
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Information confidential.

            IN WITNESSS WHEREOF, the Parties execute this Agreement to be effective as of the date first written above.
            """);
        assertTrue(document.chunks().stream().anyMatch(c -> c.content().startsWith("IN WITNESSS") && c.kind() == ChunkKind.SIGNATURE_BLOCK),
            document.chunks()::toString);
    }

    @Test
    void aWebPagesAgreementKeepsItsHeadingsHtmlItsCapitalsParagraphWholeAndItsSignaturesAndBlankAttachmentsUnclassified() {
        ParsedDocument document = parse("""
            # <p style="text-align: center;">Survey Data Agreement</p>

            1. The Analyst shall keep the Survey Data confidential.

            2. IN NO EVENT WILL THE OWNER BE LIABLE FOR ANY INDIRECT, SPECIAL OR CONSEQUENTIAL DAMAGES OF ANY KIND, HOWEVER ARISING, EVEN IF
            ADVISED.

            3. This Agreement is governed by the laws of the State of Oregon.

            Parties have each caused this Agreement to be executed by their duly authorized representative.

            Contact for delivery<br>
            Name: ________<br>

            ## <p style="text-align: center;">Attachment A</p>
            ## <p style="text-align: center;">Datasets Disclosed to the Analyst</p>
            <table><tr><th> Dataset Name </th></tr></table>
            """);
        assertEquals("Survey Data Agreement", document.title());
        Chunk capitals = document.chunks().stream().filter(c -> c.content().startsWith("2. IN NO EVENT")).findFirst().orElseThrow();
        assertTrue(capitals.content().endsWith("ADVISED."), capitals.content());
        Chunk law = document.chunks().stream().filter(c -> c.content().startsWith("3. This Agreement")).findFirst().orElseThrow();
        assertFalse(law.sectionPath().contains("ADVISED."), law.sectionPath().toString());
        assertTrue(document.chunks().stream().filter(c -> c.content().startsWith("Parties have each caused") || c.content().startsWith("Contact for"))
            .allMatch(c -> c.kind() == ChunkKind.SIGNATURE_BLOCK), document.chunks()::toString);
        assertTrue(document.chunks().stream().noneMatch(c -> c.kind() == ChunkKind.CLAUSE && c.content().contains("Datasets Disclosed")),
            "an attachment's title is a heading: " + document.chunks());
    }

    @Test
    void aPagesCommentaryAfterTheFormAndItsNotesIsNotesAndASchedulesTextIsNot() {
        ParsedDocument document = parse("""
            # Mutual NDA Template

            ## MUTUAL NON-DISCLOSURE AGREEMENT

            1. Each party shall keep the other's information confidential.

            ## SIGNATURES

            Signature: ____________

            ## Template Variables

            | Variable | Meaning |
            |---|---|
            | `{{NAME}}` | The other party |

            ## When to Use an NDA

            Before any call where a client may share its plans.

            ## Red Flags

            A non-compete buried in an NDA: remove it or reject the NDA.

            ## Schedule 1

            The Recipient may disclose the information to its auditors.
            """);
        for (String note : List.of("Before any call", "A non-compete buried")) {
            Chunk chunk = document.chunks().stream().filter(c -> c.content().startsWith(note)).findFirst().orElseThrow();
            assertEquals(ChunkKind.NOTE, chunk.kind(), chunk.toString());
        }
        Chunk schedule = document.chunks().stream().filter(c -> c.content().startsWith("The Recipient may")).findFirst().orElseThrow();
        assertEquals(ChunkKind.CLAUSE, schedule.kind(), "a schedule after the notes is the agreement's again");
        assertEquals(ChunkKind.CLAUSE, document.chunks().stream().filter(c -> c.content().startsWith("1. Each party")).findFirst()
            .orElseThrow().kind());
    }

    @Test
    void variablesThatNameAFormsFieldsAreNotesAndVariablesFilledInAreTerms() {
        ParsedDocument notes = parse("""
            # NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the information secret.

            ## Variables

            - {{term_years}}: how many years the duty lasts
            """);
        assertEquals(ChunkKind.NOTE, notes.chunks().stream().filter(c -> c.content().contains("{{term_years}}")).findFirst().orElseThrow().kind());
        ParsedDocument values = parse("""
            # NON-DISCLOSURE AGREEMENT

            ## Variables

            - **Agreement Duration:** 4 years

            1. The Recipient shall keep the information secret.
            """);
        assertEquals(ChunkKind.CLAUSE, values.chunks().stream().filter(c -> c.content().contains("4 years")).findFirst().orElseThrow().kind());
    }

    @Test
    void aSignatorysLineARuleUnderlinesHeadsNothingSoTheNextCompanysNameStaysInTheSignatures() {
        ParsedDocument document = parse("""
            SUPPLY AGREEMENT

            1. The Buyer shall keep the price list confidential.

            IN WITNESS WHEREOF, the parties have executed this Agreement.
            NORTHWIND TRADING CORP.,
            a Delaware corporation
            By: /s/ A. Smith
            ----------------------------------------
            Title: President
            SOUTHGATE HOLDINGS, INC.,
            an Ohio corporation
            By: /s/ B. Jones
            ----------------------------------------
            Title: Secretary
            """);
        assertTrue(document.chunks().stream().filter(c -> c.content().contains("SOUTHGATE")).allMatch(c -> c.kind() == ChunkKind.SIGNATURE_BLOCK),
            document.chunks()::toString);
    }

    @Test
    void aShortNumberedDutyIsAClauseAndTextReadOnlyAsHeadingsIsStillKept() {
        ParsedDocument duties = parse("""
            # DATA AGREEMENT

            1. The Researcher shall keep the data confidential.

            2. The Owner may audit.
            """);
        assertEquals(List.of("1. The Researcher shall keep the data confidential.", "2. The Owner may audit."),
            duties.chunks().stream().map(Chunk::content).toList(), "a duty is no title");
        ParsedDocument titles = parse("""
            # Confidentiality Terms

            ## Secrecy Of The Plans

            ## Return Of The Plans
            """);
        assertFalse(titles.chunks().isEmpty(), "text read only as headings is the document's, not lost");
    }

    @Test
    void aShortLineBeforeAHeadingThatClosesItsSectionIsItsText() {
        ParsedDocument document = parse("""
            # Members' NDA

            ## Governing Law
            Ohio, USA

            ## Term
            This agreement lasts two years.
            """);
        Chunk law = document.chunks().stream().filter(c -> c.content().equals("Ohio, USA")).findFirst().orElseThrow(() -> new AssertionError(document.chunks()));
        assertEquals(List.of("Governing Law"), law.sectionPath());
    }

    @Test
    void aLetteredClauseRunIntoTheEndOfTheOneBeforeStartsItsOwnParagraph() {
        ParsedDocument document = parse("""
            NON-DISCLOSURE AGREEMENT

            4. OBLIGATIONS:
            A. NO REPRESENTATION OR WARRANTIES: The Delivering Party makes no warranty as to the accuracy of the Information. B. MAINTAINING CONFIDENTIALITY: The Information shall be kept confidential in perpetuity.
            """);
        assertTrue(document.chunks().stream().anyMatch(c -> c.content().startsWith("B. MAINTAINING CONFIDENTIALITY")), document.chunks()::toString);
        assertTrue(document.chunks().stream().noneMatch(c -> c.content().contains("accuracy") && c.content().contains("perpetuity")));
    }

    @Test
    void aTitleInCapitalsRunIntoTheTextBeforeOrAfterItIsAHeadingOfItsOwn() {
        ParsedDocument document = parse("""
            CONFIDENTIALITY AND NON-DISCLOSURE AGREEMENT

            USE INFORMATION FOR EVALUATION PURPOSE ONLY
            Buyer agrees to use Confidential Information solely to evaluate the Business.
            DO NOT CIRCUMVENT SELLER AND/OR BROKER Buyer will not circumvent Seller by contacting its customers. NO WARRANTY GIVEN BY BROKER
            All information about the Business is provided by the Seller and is not verified by Broker.
            """);
        Chunk circumvent = document.chunks().stream().filter(c -> c.content().contains("circumvent Seller")).findFirst().orElseThrow();
        assertEquals("Buyer will not circumvent Seller by contacting its customers.", circumvent.content().strip());
        assertEquals(List.of("DO NOT CIRCUMVENT SELLER AND/OR BROKER"), circumvent.sectionPath());
        Chunk warranty = document.chunks().stream().filter(c -> c.content().contains("not verified")).findFirst().orElseThrow();
        assertEquals(List.of("NO WARRANTY GIVEN BY BROKER"), warranty.sectionPath());
    }

    @Test
    void theNextCapitalLetteredClauseAfterAnItemEndingInOrIsAParagraphOfItsOwn() {
        ParsedDocument document = parse("""
            NON-DISCLOSURE AGREEMENT

            VII. Exceptions
            The obligations imposed on either party herein shall not apply to Confidential Information which:
            E. Is independently developed by the Recipient for purposes unrelated to the Project, as evidenced by the Recipient’s written records; or
            F. The Recipient is required to disclose pursuant to a valid order of a court, provided that the Recipient shall first have given written notice.
            """);
        assertTrue(document.chunks().stream().anyMatch(c -> c.content().startsWith("F. The Recipient")), document.chunks()::toString);
    }

    @Test
    void theNextSubclauseRunIntoTheEndOfAnItemStartsItsOwnParagraph() {
        ParsedDocument document = parse("""
            NON-DISCLOSURE AGREEMENT

            3. RETURN OF INFORMATION
            3.1 At the request of the Disclosing Party, the Recipient shall:
            (a) Destroy or return to the Disclosing Party all documents and materials containing Confidential Information; and
            (b) Certify in writing to the Disclosing Party that it has complied with the requirements of this clause. 3.2 If the Recipient develops a product which might have involved the use of Confidential Information, the Recipient shall supply information.
            """);
        assertTrue(document.chunks().stream().anyMatch(c -> c.content().startsWith("3.2 If the Recipient")), document.chunks()::toString);
        assertTrue(document.chunks().stream().noneMatch(c -> c.content().contains("Certify") && c.content().contains("develops")));
    }

    @Test
    void aSentenceEndingInAFootnotesNumberEndsItsParagraph() {
        ParsedDocument document = parse("""
            CONFIDENTIALITY AGREEMENT

            Article 1 – Definitions
            "Confidential Information" shall refer to each or all documents listed in the annex to this Agreement.1
            "Classified" shall refer to the national or European Security classification of information.
            """);
        assertTrue(document.chunks().stream().anyMatch(c -> c.content().startsWith("\"Classified\"")), document.chunks()::toString);
    }

    @Test
    void aParagraphSignHeadsTheNumberedItemsUnderItAndItsLongTitleStandsAlone() {
        ParsedDocument document = parse("""
            Non-Disclosure Agreement
            between the company
            – in the following referred to as “the company” –
            and the university
            – in the following referred to as “the university” –
            A student of the university is planning to complete their thesis with the company, and the parties may exchange information.
            § 2 Definition
            (1) Confidential information for purposes of this agreement is any such information as
            1. is marked as confidential or
            2. is subject to banking confidentiality
            3. has been waived in writing
            § 8 Legal Relationships Existing Outside this Agreement
            No employment or similar contract exists between the university and the student.
            Both parties signify their agreement to the above terms by signing this Agreement.
            """);
        Chunk item = document.chunks().stream().filter(c -> c.content().contains("banking")).findFirst().orElseThrow();
        assertEquals("§ 2 Definition", item.sectionPath().getFirst(), document.chunks()::toString);
        Chunk waived = document.chunks().stream().filter(c -> c.content().contains("waived")).findFirst().orElseThrow();
        assertFalse(waived.content().contains("§ 8"), waived::content);
        Chunk outside = document.chunks().stream().filter(c -> c.content().contains("No employment")).findFirst().orElseThrow();
        assertEquals(List.of("§ 8 Legal Relationships Existing Outside this Agreement"), outside.sectionPath());
        assertTrue(document.chunks().stream().anyMatch(c -> c.content().startsWith("A student")), document.chunks()::toString);
        assertTrue(document.chunks().stream().anyMatch(c -> c.content().startsWith("Both parties signify")
            && c.kind() == ChunkKind.SIGNATURE_BLOCK), document.chunks()::toString);
    }

    @Test
    void numberedItemsUnderALetteredSectionOfARomanOneAreItsItemsEvenWhenShort() {
        ParsedDocument document = parse("""
            DATA USE AND NON-DISCLOSURE AGREEMENT

            I. TERM AND TERMINATION
            A. Term. This Agreement shall commence as of the Effective Date and shall terminate on 1 June 2015.
            B. Termination for Cause. Upon becoming aware of a material breach, DOHMH may do one or more of the following:
            1. Provide an opportunity for Data Recipient to cure the violation within 30 days;
            2. Demand assurances from the Data Recipient that remedial actions will be taken;
            3. Immediately terminate the Agreement; and/or
            4. Determine that no further Data will be released to Data Recipient.
            C. Termination without Cause. DOHMH may terminate this Agreement at any time by providing 15 days written notice.
            II. PURPOSE OF AGREEMENT
            A. This Agreement sets forth the terms and conditions under which access to certain data is to be provided.
            """);
        Chunk cure = document.chunks().stream().filter(c -> c.content().startsWith("1. Provide")).findFirst().orElseThrow();
        assertEquals(List.of("I. TERM AND TERMINATION", "B. Termination for Cause", "1"), cure.sectionPath(), document.chunks()::toString);
        assertTrue(document.chunks().stream().anyMatch(c -> c.content().equals("3. Immediately terminate the Agreement; and/or")),
            document.chunks()::toString);
        Chunk without = document.chunks().stream().filter(c -> c.content().startsWith("C. Termination")).findFirst().orElseThrow();
        assertEquals(List.of("I. TERM AND TERMINATION", "C. Termination without Cause"), without.sectionPath());
        Chunk purpose = document.chunks().stream().filter(c -> c.content().startsWith("A. This Agreement")).findFirst().orElseThrow();
        assertEquals("II. PURPOSE OF AGREEMENT", purpose.sectionPath().getFirst());
    }

    @Test
    void aNoticeAddressLineStaysOutOfTheNextNumberedClause() {
        ParsedDocument document = parse("""
            NON-DISCLOSURE AGREEMENT

            13. Notice. Any notice shall be in writing and sent to the addresses below.

            If to the Company:

            Facsimile: [______________]

            Attention: _________________

            14. Modification. This Agreement shall not be amended except by an instrument in writing signed by the Parties.
            """);
        assertTrue(document.chunks().stream().filter(c -> c.content().contains("14. Modification"))
            .allMatch(c -> c.content().startsWith("14. Modification")), document.chunks()::toString);
    }

    @Test
    void readsMarkdownHeadingsAndBoldClauseTitles() {
        ParsedDocument document = parse("""
            # Mutual NDA

            ## 1. Purpose

            The parties will evaluate a partnership (the **Purpose**).

            2. **Exceptions**. Obligations do not apply to public information.

            Confidentiality Terms
            ---------------------

            The Recipient shall keep the information secret.
            """);
        assertEquals(SourceType.MARKDOWN, document.sourceType());
        assertEquals("Mutual NDA", document.title());
        assertEquals(List.of("1. Purpose"), pathOf(document, "The parties will evaluate"));
        assertEquals(List.of("1. Purpose", "2. Exceptions"), pathOf(document, "2. Exceptions. Obligations"), "the bold marks taken out");
        assertTrue(document.rawText().contains("(the Purpose)."), "bold inside a sentence reads as its words: " + document.rawText());
        String filed = "1. The fee is [***] per unit and [***] per year, payable to the Company`s account within [**] days ([**]).";
        assertTrue(parse(filed).rawText().contains(filed), "a filing's redactions and a backtick in a word are no Markdown marks");
        assertEquals(List.of("Confidentiality Terms"), pathOf(document, "The Recipient shall keep"));
    }

    @Test
    void shortItemsOfAListAreTextNotTitles() {
        ParsedDocument document = parse("""
            # EMPLOYEE NDA

            ## 2. OBLIGATIONS

            Employee agrees to:

            - (a) Hold all Confidential Information in strict confidence
            - (b) Not disclose Confidential Information to any third party during or after employment
            - (c) Take reasonable precautions to prevent unauthorized disclosure

            ## 3. EXCLUSIONS

            This Agreement does not apply to information that:

            (a) Is or becomes public knowledge through no fault of Employee

            (b) Was known to Employee prior to employment
            """);
        for (String item : List.of("(a) Hold all Confidential", "(c) Take reasonable precautions", "(b) Was known to Employee")) {
            assertTrue(document.chunks().stream().anyMatch(chunk -> chunk.content().contains(item)),
                "an item as short as a title after a lead-in or a sibling item is a clause: " + item);
        }
    }

    @Test
    void numberedItemsCompletingADutyAreTextNotTitles() {
        ParsedDocument document = parse("""
            # Confidentiality Agreement

            ## Obligations of Recipient

            The Recipient agrees to:
            1. Hold all Confidential Information in strict confidence
            2. Use Confidential Information solely for approved purposes
            3. Return all Confidential Information upon request
            4. Apply reasonable security measures

            ## Governing Law

            This Agreement is governed by the laws of the State of Oregon.
            """);
        for (String item : List.of("1. Hold all Confidential", "3. Return all Confidential", "4. Apply reasonable security")) {
            assertTrue(document.chunks().stream().anyMatch(chunk -> chunk.content().contains(item)),
                "a numbered item as short as a title after \"agrees to:\" is a duty's text: " + item);
        }
        ParsedDocument sections = parse("""
            # Mutual NDA

            The parties agree as follows:

            1. Confidential Information

            Each party shall keep the other's information secret.

            2. Term

            This Agreement lasts two years.
            """);
        assertEquals(List.of("2. Term"), pathOf(sections, "This Agreement lasts"), "a numbered title after \"as follows:\" heads its section");
    }

    @Test
    void aPartysNameInBoldAfterBetweenIsTextNotAHeading() {
        ParsedDocument document = parse("""
            # MUTUAL NON-DISCLOSURE AGREEMENT

            This Mutual Non-Disclosure Agreement ("Agreement") is entered into as of ________ by and between:

            **Harrow Lane**
            Represented by: Orla Fenwick

            AND

            **Client Name:** ____________________

            ## 1. PURPOSE

            The Parties wish to explore a business relationship.
            """);
        assertTrue(document.chunks().stream().anyMatch(chunk -> chunk.content().contains("Harrow Lane")), "the party's name is text");
        assertTrue(document.chunks().stream().noneMatch(chunk -> chunk.sectionPath().contains("Harrow Lane")),
            "no section is headed by the party's name");
    }

    @Test
    void normalisesLineEndingsAndDecodesCommonEncodings() {
        ParsedDocument crlf = parser.parse(new DocumentSource("crlf.txt",
            "1. Term.\r\nThis Agreement lasts two years.\r\n".getBytes(StandardCharsets.UTF_8)));
        assertFalse(crlf.rawText().contains("\r"));
        ParsedDocumentAssertions.assertWellFormed(crlf, 400);

        byte[] utf16 = ("\uFEFF1. Governing law. This Agreement is governed by the laws of Québec.")
            .getBytes(StandardCharsets.UTF_16LE);
        assertTrue(parser.parse(new DocumentSource("utf16.txt", utf16)).rawText().contains("Québec"));

        byte[] cp1252 = "1. Law. Governed by the laws of Québec – Canada.".getBytes(Charset.forName("windows-1252"));
        assertTrue(parser.parse(new DocumentSource("legacy.txt", cp1252)).rawText().contains("Québec – Canada"));

        String noBreak = "1. Law. This\u00A0Agreement\u00A0shall\u00A0be\u00A0governed\u00A0by\u00A0the\u00A0laws\u00A0of\u00A0the\u00A0State\u00A0of\u00A0Illinois.\n";
        ParsedDocument spaced = parser.parse(new DocumentSource("nbsp.txt", noBreak.getBytes(StandardCharsets.UTF_8)));
        assertEquals(noBreak.replace('\u00A0', ' '), spaced.rawText(), "no-break spaces become spaces, one for one");
        assertEquals("State of Illinois", KeyTermExtractor.extract(spaced.chunks(), spaced.title()).governingLaw().value());
    }

    @Test
    void markdownBackslashEscapesAreReadAsTheCharactersTheyEscape() {
        ParsedDocument document = parse("""
            # Non-Disclosure Form

            I, \\_\\_\\_\\_\\_\\_ (print name), an employee of \\[insert name of company\\], agree not to disclose C:\\Users\\data.
            """);
        assertTrue(document.rawText().contains("I, ______ (print name), an employee of [insert name of company], agree not to "
            + "disclose C:\\Users\\data."), document.rawText());
    }

    @Test
    void convertersMarkupIsReadAsTheTextItMarks() {
        ParsedDocument document = parse("""
            <table>
            <tbody>
            <tr class="odd">
            <td colspan="2">STRICTLY CONFIDENTIAL</td>
            </tr>
            <tr class="even">
            <td><h5 id="falcon">Confidentiality
            agreement Project Falcon</h5></td>
            <td><mark><strong>[</strong>●<strong>]</strong></mark> 2026 &amp; later</td>
            </tr>
            </tbody>
            </table>

            Dear [\\[● Name\\]]{.mark},

            <!-- -->

            ## The Recipient will use the Information only to evaluate the Project and for no other purpose. {#the-recipient .unnumbered}

            ##  {#section .unnumbered}

            > The Recipient shall keep the *bona fide* terms of [Schedule
            > 1]{.underline} for 12 (twelve~~)~~ months.
            """);
        assertEquals("Confidentiality agreement Project Falcon", document.title(), "a letter's heading under a marking names it");
        String raw = document.rawText();
        assertFalse(raw.matches("(?s).*[<>{}*~].*"), "no tag, attribute, quote or emphasis mark is left: " + raw);
        assertTrue(raw.contains("Dear [● Name],") && raw.contains("[●] 2026 & later"), raw);
        assertTrue(raw.contains("the bona fide terms of Schedule\n1 for 12 (twelve) months."), raw);
        assertTrue(document.chunks().stream().anyMatch(chunk -> chunk.content().startsWith("The Recipient will use the Information only"))
            && document.chunks().stream().noneMatch(chunk -> chunk.sectionPath().toString().contains("The Recipient will use")),
            "a sentence in a heading's style is a clause, not a heading: " + document.chunks());

        ParsedDocument letter = parse("""
            [Insert address of recipient]

            21 May 2026

            Non-disclosure of confidential information

            We have had preliminary discussions about a potential investment in a technology company.
            """);
        assertEquals("Non-disclosure of confidential information", letter.title(), "a title in sentence case under a letter's blanks");

        String underscored = parse("""
            # Limited Use

            __Limited Use.__ _Receiving Party_'s duty under file_name_2 lasts ____ years from _the
            Effective Date_.
            """).rawText();
        assertTrue(underscored.contains("Limited Use. Receiving Party's duty under file_name_2 lasts ____ years from the\nEffective Date."),
            underscored);

        String linked = parse("""
            # Use

            Only for evaluating the Toolkit under the [Harrow Licence](../LICENSE) and the [Master Agreement](msa.md "MSA"), from
            [DATE] (the "Effective Date"); ![logo](logo.png).
            """).rawText();
        assertTrue(linked.contains("under the Harrow Licence and the Master Agreement, from\n[DATE] (the \"Effective Date\"); ![logo](logo.png)."),
            "a link reads as its text; a blank before a bracket and an image stay: " + linked);
    }

    @Test
    void aPlaceOnAnAddresssLineIsNoHeading() {
        ParsedDocument document = parse("""
            # Mutual Non-Disclosure Agreement

            **Between:**

            **Quillmark Labs Pty Ltd** (ACN 123)
            Harrow, Tasmania, Australia
            Email: hello@example.com

            **and**

            Orla Fenwick, Austin, Texas

            ### 1. Purpose

            The Parties wish to evaluate a potential relationship concerning ledger tools.
            """);
        assertTrue(document.chunks().stream().noneMatch(chunk -> chunk.sectionPath().toString().contains("Tasmania")),
            "a city, state and country are an address, not a section's title: " + document.chunks());
        assertTrue(document.chunks().stream().anyMatch(chunk -> chunk.sectionPath().equals(List.of("1. Purpose"))), document.chunks().toString());
    }

    @Test
    void aPagesFrontMatterIsNoTextButItsTitleNamesTheDocument() {
        ParsedDocument page = parse("""
            +++
            title = "Non-disclosure agreement"
            date = "2017-10-30"
            [style]
              center = false
            +++

            This Non-Disclosure Agreement is between Alpha Ltd and Beta Ltd.

            # 1. Confidentiality
            The Receiving Party shall keep the Confidential Information secret.
            """);
        assertEquals("Non-disclosure agreement", page.title());
        assertFalse(page.rawText().contains("2017-10-30") || page.rawText().contains("+++"), page.rawText());
        assertTrue(page.chunks().getFirst().content().startsWith("This Non-Disclosure Agreement"), page.chunks().toString());

        ParsedDocument rule = parse("""
            ---
            This Agreement is made between Alpha Ltd and Beta Ltd.
            ---
            """);
        assertTrue(rule.rawText().contains("This Agreement is made"), "lines between rules that are no settings stay text");

        ParsedDocument doubled = parse("""
            ---
            ---
            layout: nda
            description: "An NDA between Gamma Ltd and our clients."
            ---

            # Mutual Non-Disclosure Agreement

            This Agreement is made between Alpha Ltd and Beta Ltd.
            """);
        assertFalse(doubled.rawText().contains("Gamma Ltd"), "settings after an opening line written twice: " + doubled.rawText());
    }

    @Test
    void aSectionsHeadingNamingTheAgreementIsNoTitle() {
        ParsedDocument document = parse("""
            The parties agree:

            # Purpose
            The parties anticipate disclosure of Confidential Information to evaluate a transaction.

            # Mutual Nondisclosure
            Disclosing Party describes each party with respect to Confidential Information it discloses.
            """);
        assertNotEquals("Mutual Nondisclosure", document.title());
        assertEquals(List.of("Mutual Nondisclosure"), pathOf(document, "Disclosing Party describes"));
    }

    @Test
    void aNumberedHeadingListingItsTopicsInTitleCaseIsAHeading() {
        ParsedDocument document = parse("""
            1. Definitions.

            (a) "Evaluation Material" means any information concerning the Company.

            2. Confidentiality, Use and Disclosure of Evaluation Material.

            (a) Confidentiality and Use. Buyer shall keep all Evaluation Material strictly confidential.
            """);
        assertTrue(document.chunks().stream().noneMatch(c -> c.content().startsWith("2. Confidentiality")), document.chunks().toString());
        assertEquals("2. Confidentiality, Use and Disclosure of Evaluation Material", pathOf(document, "(a) Confidentiality and Use").get(0));
        ParsedDocument parties = parse("""
            This Agreement is made between:

            (1) Galaxy Next Solutions, Inc.

            (2) Beta Systems, Gamma Labs and Delta Ltd.

            1. Confidentiality. Each party shall keep the other's information confidential.
            """);
        assertTrue(parties.chunks().stream().anyMatch(c -> c.content().startsWith("(1) Galaxy Next Solutions, Inc.")), "a party is no heading");
        assertTrue(parties.chunks().stream().anyMatch(c -> c.content().startsWith("(2) Beta Systems")), "nor a list of parties");
    }

    @Test
    void aGeneratorsHeaderAndAFormsNotesToItsUserAreNotesNotTerms() {
        ParsedDocument document = parse("""
            # Generated NDA - March 3, 2024

            **Generated**: 2024-03-03 10:00:00
            **Model**: Example Model 1

            ---

            # MUTUAL NON-DISCLOSURE AGREEMENT

            **THIS MUTUAL NON-DISCLOSURE AGREEMENT** is entered into as of March 3, 2024 by and between Alpha Ltd and Beta Inc.

            ## 1. CONFIDENTIALITY

            Each party shall keep the other party's Confidential Information confidential.

            IN WITNESS WHEREOF, the parties have executed this Agreement.

            By: ____________

            **OPTIONAL CLAUSES:**
            - Add non-solicitation clause if discussing employees
            """);
        assertEquals("MUTUAL NON-DISCLOSURE AGREEMENT", document.title(), "the heading the opening names, not the generator's");
        assertEquals(ChunkKind.NOTE, kindOf(document, "Generated: 2024-03-03"));
        assertEquals(ChunkKind.NOTE, kindOf(document, "- Add non-solicitation clause"));
        assertEquals(ChunkKind.CLAUSE, kindOf(document, "THIS MUTUAL NON-DISCLOSURE AGREEMENT"));
        assertEquals(ChunkKind.CLAUSE, kindOf(document, "Each party shall keep"));

        ParsedDocument skeleton = parse("""
            # Non-Disclosure Agreement

            **TEMPLATE - NOT LEGAL ADVICE**

            This is a skeleton template. Consult qualified legal counsel before use.

            **NON-DISCLOSURE AGREEMENT**

            Made as of [DATE] between [CORPORATION NAME] and [RECIPIENT NAME].

            1. The Recipient shall keep the Confidential Information secret.
            """);
        assertNotEquals(ChunkKind.NOTE, kindOf(skeleton, "Made as of [DATE]"), "a note heading before the terms leaves the opening text");

        ParsedDocument disclaimed = parse("""
            # Unilateral Non-Disclosure Agreement Template

            ## TEMPLATE DISCLAIMER

            **THIS IS A TEMPLATE ONLY - NOT LEGAL ADVICE**

            Users assume all risk and agree to indemnify template providers against any claims.

            ## UNILATERAL NON-DISCLOSURE AGREEMENT

            WHEREAS, Disclosing Party wishes to disclose information to Receiving Party.

            ### ARTICLE 1: OBLIGATIONS

            **1.1** Receiving Party shall hold the Confidential Information in strict confidence.
            """);
        assertEquals(ChunkKind.NOTE, kindOf(disclaimed, "Users assume all risk"), "a disclaimer's text, under a heading within it");
        assertEquals(ChunkKind.CLAUSE, kindOf(disclaimed, "WHEREAS, Disclosing Party"));
        assertEquals(ChunkKind.CLAUSE, kindOf(disclaimed, "1.1 Receiving Party shall hold"));
    }

    @Test
    void aSentenceInCapitalsUnderItsHeadingIsText() {
        ParsedDocument document = parse("""
            ## 7. NO WARRANTY

            CONFIDENTIAL INFORMATION IS PROVIDED "AS IS" WITHOUT WARRANTY OF ANY KIND.

            ## 8. REMEDIES

            The Receiving Party acknowledges that breach may cause irreparable harm.
            """);
        assertEquals(List.of("7. NO WARRANTY"), pathOf(document, "CONFIDENTIAL INFORMATION IS PROVIDED"));
    }

    @Test
    void aLoneBracketBeforeALongMarkdownTextCannotOverflowTheStack() {
        String lines = "The Recipient shall keep the information confidential and shall not disclose it.\n".repeat(1500);
        ParsedDocument document = parse("# Confidentiality Agreement\n\n[Note: " + lines + "\nThe End.\n");
        assertTrue(document.rawText().contains("The End."), "the whole text is read");
    }

    @Test
    void aFormPresentedOnATemplatesPageStartsAtItsOwnNameAndItsLastShortItemIsText() {
        ParsedDocument page = parse("""
            # Confidentiality Agreement Template

            ## Overview

            This Confidentiality Agreement keeps secret what two companies share while they talk.

            ## Template

            ```text
            # CONFIDENTIALITY AGREEMENT

            ## 1. EXCLUSIONS

            Confidential Information does not include information that:
            (a) Is public;
            (b) Was known before;
            (c) Comes from a third party;
            (d) Is independently developed by the Recipient.

            ## 2. TERM

            This Agreement lasts two years.
            ```
            """);
        assertEquals("CONFIDENTIALITY AGREEMENT", page.title(), "the form's name, not the page's");
        assertEquals(ChunkKind.NOTE, kindOf(page, "This Confidentiality Agreement keeps secret"), "the page's words about the form");
        assertTrue(page.chunks().stream().noneMatch(c -> c.content().contains("```")), "a code fence is no text");
        assertEquals(ChunkKind.CLAUSE, kindOf(page, "(d) Is independently developed"),
            "an item after \"(c)\" is the list's last item, not a heading over the next section");

        ParsedDocument letter = parse("""
            CONFIDENTIALITY LETTER

            1. You will keep the Information secret.

            This letter is governed by the laws of the Netherlands.

            Kindly return us an executed copy of this letter.

            Yours sincerely,
            """);
        assertEquals(ChunkKind.SIGNATURE_BLOCK, kindOf(letter, "Kindly return us an executed copy"), "a letter's request to sign it is no term");

        ParsedDocument sample = parse("""
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Information secret. Any software code in the Information is for illustrative purposes only.

            2. DISCLAIMER

            This is a sample template for educational purposes only. Consult a lawyer before you use it.
            """);
        assertEquals(ChunkKind.NOTE, kindOf(sample, "This is a sample template"), "a form's word to its user, under whatever heading");
        assertEquals(ChunkKind.CLAUSE, kindOf(sample, "1. The Recipient shall keep"), "the information's purpose is no note");
        assertEquals(ChunkKind.NOTE, kindOf(parse("""
            ADVISOR AGREEMENT

            [This template is for advisory relationships with equity. Have a lawyer review it before signing.]

            1. The Advisor shall keep the Information secret.
            """), "[This template is for"), "a bracketed word to the form's user");

        ParsedDocument signed = parse("""
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Information secret.

            Signed:

            Party A: _______________ Date: ________
            """);
        assertEquals(ChunkKind.SIGNATURE_BLOCK, kindOf(signed, "Signed:"), "a line saying signatures follow starts them");
        assertTrue(signed.chunks().stream().filter(c -> c.content().contains("Party A:"))
            .allMatch(c -> c.kind() == ChunkKind.SIGNATURE_BLOCK), "the signature line is a signature");
        assertTrue(signed.chunks().stream().anyMatch(c -> c.content().contains("Party A:")), "the signature line is kept");
    }

    @Test
    void anUntitledNdaIsNamedByItsOpeningSentence() {
        ParsedDocument named = parse("""
            1. The Parties

            This Confidentiality Agreement ("Agreement") is entered between Alpha Ltd and the company named at the end of this form.

            2. Duties

            The Recipient shall keep the Information secret.
            """);
        assertEquals("Confidentiality Agreement", named.title());
        ParsedDocument unnamed = parse("""
            1. The Parties

            This Agreement is entered between Alpha Ltd and the company named at the end of this form.

            2. Duties

            The Recipient shall keep the Information secret.
            """);
        assertEquals("nda", unnamed.title(), "no NDA's name in the opening: the file's name");
    }

    @Test
    void aGeneratorsInputDataAndATemplatesNotesOnItsUseAreNotes() {
        ParsedDocument document = parse("""
            # Example: Rendered NDA

            ## Input Data
            ```json
            {
              "purpose": "assessing a joint tender",
              "governing_state": "Oregon"
            }
            ```

            ## Generated Document

            This Mutual Non-Disclosure Agreement is entered into by Alpha Ltd and Beta Inc. The Parties wish to evaluate a possible supply contract (the "Purpose").

            1. Each Party shall use the Confidential Information solely for the Purpose.
            """);
        assertEquals(ChunkKind.NOTE, kindOf(document, "{"), "the values the generator was given");

        ParsedDocument noted = parse("""
            # MUTUAL NON-DISCLOSURE AGREEMENT

            1. Each Party shall keep the other Party's information secret.

            ## NOTES ON USING THIS TEMPLATE

            ### Red Flags in NDAs You Receive

            - Restrictions on hiring employees (anti-competitive)

            ## NOTES FOR USE

            - Consider having an attorney review before presenting to investors
            """);
        assertEquals(ChunkKind.NOTE, kindOf(noted, "- Restrictions on hiring"), "the template's notes after its terms");
        assertEquals(ChunkKind.NOTE, kindOf(noted, "- Consider having an attorney"));
        assertEquals(ChunkKind.CLAUSE, kindOf(document, "1. Each Party shall use"));
        assertEquals("evaluate a possible supply contract",
            KeyTermExtractor.extract(document.chunks(), document.title()).purpose().value(), "the document's purpose, not the input's");
    }

    @Test
    void aNameUnderARoleWithItsAsideIsNoHeadingAndAWorkingTemplatesDisclaimerIsANote() {
        ParsedDocument document = parse("""
            # MUTUAL NON-DISCLOSURE AGREEMENT

            **Disclaimer:** This is a working template, not an attorney-reviewed final document.

            **Receiving Party ("Consultant"):**
            Kestrel Advisory
            [YOUR ADDRESS]

            ## 1. Duties

            The Consultant shall keep the Confidential Information secret.
            """);
        assertEquals(ChunkKind.NOTE, kindOf(document, "Disclaimer: This is a working template"));
        assertEquals(List.of("1. Duties"), pathOf(document, "The Consultant shall"), "no heading 'Kestrel Advisory' above the duties");
        assertFalse(document.chunks().stream().anyMatch(c -> c.sectionPath().contains("Kestrel Advisory")), document.chunks().toString());
    }

    @Test
    void aTeamsUsageNotesAfterTheSignaturesAreNotes() {
        ParsedDocument document = parser.parse(new DocumentSource("nda.md", """
            # Harrow Lane Mutual Non-Disclosure Agreement

            ## 1. Purpose

            The Parties wish to explore a potential business relationship (the "Purpose").

            ## Signatures

            | **Harrow Lane** | **[COUNTERPARTY]** |
            |---|---|
            | Signature: ______ | Signature: ______ |

            ## Usage Notes for @Quill

            **Watch for these redlines from prospects:**
            - **"Residuals" clause:** This allows the receiving party to use information "retained in unaided memory." Flag it before agreeing.
            """.getBytes(StandardCharsets.UTF_8)));
        assertEquals(ChunkKind.NOTE, kindOf(document, "Watch for these redlines"), "a team's notes on the form, no clause of it");
        assertEquals(ChunkKind.CLAUSE, kindOf(document, "The Parties wish to explore"));
    }

    private ParsedDocument parse(String text) {
        return parser.parse(source(text));
    }

    private static DocumentSource source(String text) {
        return new DocumentSource("nda.txt", text.getBytes(StandardCharsets.UTF_8));
    }

    private static ChunkKind kindOf(ParsedDocument document, String start) {
        return document.chunks().stream()
            .filter(chunk -> chunk.content().startsWith(start))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no chunk starts with \"" + start + "\" in " + document.chunks()))
            .kind();
    }

    private static List<String> pathOf(ParsedDocument document, String start) {
        return document.chunks().stream()
            .filter(chunk -> chunk.content().startsWith(start))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no chunk starts with \"" + start + "\" in " + document.chunks()))
            .sectionPath();
    }
}
