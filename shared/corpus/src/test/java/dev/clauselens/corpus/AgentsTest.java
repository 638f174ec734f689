package dev.clauselens.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.agent.AgentSettings;
import dev.clauselens.core.agent.Agents;
import dev.clauselens.core.agent.AnalysisPipeline;
import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.agent.AnalysisStages;
import dev.clauselens.core.agent.HypothesisVerdict;
import dev.clauselens.core.analysis.AnalysisStatus;
import dev.clauselens.core.analysis.Stage;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.playbook.PlaybookReview;
import dev.clauselens.core.playbook.Playbooks;
import dev.clauselens.core.stage.Step;
import dev.clauselens.core.analysis.GapAnalysisRecord;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.core.taxonomy.RiskLevel;
import dev.clauselens.core.terms.KeyTerms;
import dev.clauselens.core.terms.TriageChecklist;
import dev.clauselens.documents.StandardDocumentParser;
import dev.clauselens.embedded.SqliteAnalysisStore;
import dev.clauselens.embedded.InMemoryReferenceCorpus;
import dev.clauselens.embeddings.BgeSmallEmbeddingModel;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The agents' local layers on the built-in corpus, through the whole pipeline. */
class AgentsTest {
    private static final String NDA = """
        CONFIDENTIALITY AGREEMENT

        1. Confidential Information. "Confidential Information" means any information disclosed by the Company to the Recipient, whether or not marked as confidential.

        2. Use. The Recipient shall use the Confidential Information only for the purpose of evaluating the proposed transaction.

        3. Term. The Recipient's obligations under this Agreement are perpetual and survive any termination of this Agreement indefinitely.

        4. Governing Law. This Agreement is governed by the laws of the State of New York.
        """;

    private static BgeSmallEmbeddingModel model;
    private static InMemoryReferenceCorpus corpus;

    @BeforeAll
    static void loadCorpus() {
        model = new BgeSmallEmbeddingModel();
        corpus = new InMemoryReferenceCorpus();
        new CorpusLoader(corpus, model).load(List.of(BuiltInCorpus.read()), (done, total) -> { });
    }

    @Test
    void reviewsAShortNdaEndToEnd() {
        var store = SqliteAnalysisStore.inMemory();
        AnalysisResult result = pipeline(store).analyze("acme", new DocumentSource("nda.txt", NDA.getBytes(StandardCharsets.UTF_8)),
            (stage, percent, message) -> { });

        assertEquals("CONFIDENTIALITY AGREEMENT", result.title());
        AnalysisResult.ClauseResult term = clause(result, "3. Term");
        assertEquals(ClauseCategory.TERM_AND_SURVIVAL, term.category());
        assertEquals(ClauseCategory.GOVERNING_LAW, clause(result, "4. Governing Law").category());

        assertTrue(term.risk().level() == RiskLevel.AGGRESSIVE || term.risk().level() == RiskLevel.CAUTIOUS,
            "perpetual survival is not standard: " + term.risk());
        assertTrue(term.risk().explanation().startsWith("The length of the confidentiality obligations"),
            "the rating names the term that drives it: " + term.risk().explanation());
        assertTrue(term.risk().statistics().isEmpty(), "no statistic from the few built-in clauses that state a period");
        var quote = term.risk().citations().getFirst();
        assertEquals(quote.quote(), NDA.substring(quote.start(), quote.end()), "quotes are verbatim at their offsets");
        assertEquals(term.text(), term.anchor().quote());

        assertTrue(result.gaps().missing().stream().anyMatch(m -> m.category() == ClauseCategory.RETURN_OR_DESTRUCTION
            && m.importance() == GapAnalysisRecord.Importance.CRITICAL && m.suggestedLanguage() != null));
        assertTrue(result.gapScore() >= 25 && result.gapScore() <= 100);
        HypothesisVerdict survival = result.gaps().hypotheses().stream()
            .filter(h -> h.hypothesis() == Hypothesis.NDA_19).findFirst().orElseThrow();
        assertEquals(17, result.gaps().hypotheses().size());
        // read back from the store in the hypotheses' order, nda-2 before nda-10
        assertEquals(List.of(Hypothesis.values()), result.gaps().hypotheses().stream().map(HypothesisVerdict::hypothesis).toList());
        assertNotNull(survival);
        assertTrue(survival.verdict() == NliLabel.NOT_MENTIONED || survival.chunkIds().contains(term.chunkId()),
            "a verdict other than not mentioned points at its evidence");
        assertEquals(AnalysisResult.DISCLAIMER, result.disclaimer());

        var stored = store.findAnalysis("acme", result.analysisId()).orElseThrow();
        assertEquals(AnalysisStatus.SUCCEEDED, stored.status());
        assertEquals(result.clauses().size(), store.clauses("acme", result.analysisId()).size());
        assertEquals(17, store.hypotheses("acme", result.analysisId()).size());
    }

    @Test
    void aCoverPageWhoseStandardTermsAreElsewhereHasNoProtectionJudgedMissing() {
        String cover = """
            MUTUAL NDA COVER PAGE

            By executing this Cover Page, the parties enter into the Acme Mutual NDA (Version 1.0) (available at https://example.com/nda/).

            Governing Law: the laws of the State of Delaware.
            """;
        AnalysisResult result = pipeline(SqliteAnalysisStore.inMemory()).analyze("acme", new DocumentSource("cover.txt",
            cover.getBytes(StandardCharsets.UTF_8)), (stage, percent, message) -> { });
        assertEquals("the Acme Mutual NDA (Version 1.0)", result.keyTerms().incorporatedTerms().value());
        assertEquals(List.of(), result.gaps().missing(), "the protections are in the terms the cover page incorporates");
        assertEquals(0, result.gapScore());
        PlaybookReview.Finding exclusions = exclusions(result);
        assertEquals(PlaybookReview.Outcome.INCORPORATED, exclusions.outcome(), exclusions.reason());
        assertNull(exclusions.fix(), "nothing is inserted into a cover page: the exclusions belong to the terms it incorporates");
        assertTrue(exclusions.reason().contains("Read the Acme Mutual NDA (Version 1.0) against the standard: "), exclusions.reason());
        assertTrue(result.playbook().summary().endsWith("left to the incorporated terms"), result.playbook().summary());

        AnalysisResult agreement = pipeline(SqliteAnalysisStore.inMemory()).analyze("acme", new DocumentSource("nda.txt",
            cover.replace("MUTUAL NDA COVER PAGE", "MUTUAL NDA\n\nEach party shall keep the other's information confidential.")
                .getBytes(StandardCharsets.UTF_8)), (stage, percent, message) -> { });
        assertNull(agreement.keyTerms().incorporatedTerms());
        assertTrue(agreement.gaps().missing().stream().anyMatch(m -> m.category() == ClauseCategory.STANDARD_EXCEPTIONS),
            "an agreement stating a duty of its own is judged on its text");
        assertEquals(PlaybookReview.Outcome.ESCALATE, exclusions(agreement).outcome());
    }

    @Test
    void theMissingProtectionsAndTheChecklistAgreeOnTheNoLicenceClause() {
        AnalysisResult result = pipeline(SqliteAnalysisStore.inMemory()).analyze("acme", new DocumentSource("ip.txt", """
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Discloser's Confidential Information secret.

            2. Intellectual Property. The Recipient shall mark all copies of the Confidential Information with the Discloser's copyright notice.
            """.getBytes(StandardCharsets.UTF_8)), (stage, percent, message) -> { });
        assertTrue(result.clauses().stream().anyMatch(c -> c.category() == ClauseCategory.NO_LICENSE), "labelled by its heading");
        assertEquals(TriageChecklist.Status.YELLOW, result.checklist().stream().filter(c -> c.point() == TriageChecklist.Point.NO_LICENCE)
            .findFirst().orElseThrow().status());
        assertTrue(result.gaps().missing().stream().anyMatch(m -> m.category() == ClauseCategory.NO_LICENSE),
            "no words say disclosure grants no licence, whatever the clause's label: the checklist says so, and so must the gaps");
    }

    @Test
    void aClauseLabelledAnExclusionWithNoneOfTheFourIsNoExclusionPresent() {
        AnalysisResult result = pipeline(SqliteAnalysisStore.inMemory()).analyze("acme", new DocumentSource("penalty.txt", """
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Discloser's Confidential Information secret.

            2. Exclusions. No information may be excluded from these obligations without the Discloser's written consent.
            """.getBytes(StandardCharsets.UTF_8)), (stage, percent, message) -> { });
        assertTrue(result.clauses().stream().anyMatch(c -> c.category() == ClauseCategory.STANDARD_EXCEPTIONS), "labelled by its heading");
        assertEquals(TriageChecklist.Status.RED, result.checklist().stream().filter(c -> c.point() == TriageChecklist.Point.EXCLUSIONS)
            .findFirst().orElseThrow().status());
        assertTrue(result.gaps().missing().stream().anyMatch(m -> m.category() == ClauseCategory.STANDARD_EXCEPTIONS),
            "none of the four exclusions is carved out, whatever the clause's label: the checklist says so, and so must the gaps");
    }

    @Test
    void anIndividualsUndertakingIsNotAskedForWhatOnlyADealBetweenBusinessesNeeds() {
        String text = """
            STAFF CONFIDENTIALITY UNDERTAKING

            I, the undersigned employee of Acme Ltd, undertake to keep secret all information I learn in my employment.
            """;
        AnalysisResult undertaking = pipeline(SqliteAnalysisStore.inMemory()).analyze("acme", new DocumentSource("staff.txt",
            text.getBytes(StandardCharsets.UTF_8)), (stage, percent, message) -> { });
        assertEquals(KeyTerms.DocumentType.EMPLOYEE_UNDERTAKING, undertaking.keyTerms().documentType());
        Set<ClauseCategory> missing = undertaking.gaps().missing().stream().map(m -> m.category()).collect(Collectors.toSet());
        assertFalse(missing.contains(ClauseCategory.NO_OBLIGATION) || missing.contains(ClauseCategory.NO_WARRANTY), missing.toString());
        assertTrue(missing.contains(ClauseCategory.STANDARD_EXCEPTIONS), "what any undertaking should have is still asked for");
        AnalysisResult nda = pipeline(SqliteAnalysisStore.inMemory()).analyze("acme", new DocumentSource("nda.txt",
            text.replace("STAFF CONFIDENTIALITY UNDERTAKING", "NON-DISCLOSURE AGREEMENT").replace("I, the undersigned employee of Acme Ltd, "
                + "undertake", "Beta Ltd agrees").replace("I learn in my employment", "it receives from Acme Ltd").getBytes(StandardCharsets.UTF_8)),
            (stage, percent, message) -> { });
        assertTrue(nda.gaps().missing().stream().anyMatch(m -> m.category() == ClauseCategory.NO_OBLIGATION), "an NDA between businesses");
    }

    @Test
    void aLawTheFormLeavesBlankIsToFillInAndNoSuggestionCarriesTheBlank() {
        AnalysisResult result = pipeline(SqliteAnalysisStore.inMemory()).analyze("acme", new DocumentSource("form.txt", """
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Discloser's Confidential Information confidential and use it only to evaluate the deal.

            2. Governing Law: [Fill in state]

            3. Purpose of the disclosure: {purpose}
            """.getBytes(StandardCharsets.UTF_8)), (stage, percent, message) -> { });
        AnalysisResult.ClauseResult purpose = clause(result, "3. Purpose");
        assertNull(purpose.risk(), "a field left blank has no terms to rate: " + purpose.risk());
        assertEquals(KeyTerms.LEFT_BLANK, result.keyTerms().governingLaw().value());
        PlaybookReview.Finding law = PlaybookReview.apply(Playbooks.parse("""
            name: ours
            perspective: recipient
            positions:
              - topic: governing-law
                standard: {position: English law., accept: {laws: [England and Wales]}, language: English law governs.}
                escalation: Any other law.
            """.getBytes(StandardCharsets.UTF_8)), result).findings().getFirst();
        assertEquals("left-blank", law.state());
        assertTrue(law.reason().startsWith("The governing law is left blank, to be filled in. Fill it in to the standard: "), law.reason());
        assertEquals(PlaybookReview.FixKind.COMMENT, law.fix().kind(), "the standard is said beside the form's blank, not written over it");
        TriageChecklist.Check notice = result.checklist().stream().filter(c -> c.point() == TriageChecklist.Point.WHISTLEBLOWER)
            .findFirst().orElseThrow();
        assertEquals("missing", notice.state(), "a state's law left blank is US law: " + notice.reason());

        // a forum left blank and no law: the governing-law suggestion names its places to fill in, not "left blank"
        AnalysisResult noLaw = pipeline(SqliteAnalysisStore.inMemory()).analyze("acme", new DocumentSource("form.txt", """
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Discloser's Confidential Information confidential and use it only to evaluate the deal.

            2. Any dispute goes to the courts located in ______________.
            """.getBytes(StandardCharsets.UTF_8)), (stage, percent, message) -> { });
        assertEquals(KeyTerms.LEFT_BLANK, noLaw.keyTerms().forum().value());
        String suggested = noLaw.gaps().missing().stream().filter(gap -> gap.category() == ClauseCategory.GOVERNING_LAW)
            .findFirst().orElseThrow().suggestedLanguage();
        assertTrue(suggested.contains("[governing law]") && suggested.contains("[forum]") && !suggested.contains("left blank"), suggested);
    }

    private static PlaybookReview.Finding exclusions(AnalysisResult result) {
        return result.playbook().findings().stream().filter(f -> f.topic().equals("exclusions")).findFirst().orElseThrow();
    }

    @Test
    void aListItemIsRatedWithTheDutyItsLeadInStates() {
        String nda = """
            NON-DISCLOSURE AGREEMENT

            1. Confidential Information. "Confidential Information" means any information disclosed by the Company to the Recipient.

            2. Restrictions. For the period beginning on the Effective Date and ending on its second anniversary, neither the Recipient nor any of its affiliates will, directly or indirectly, either as a partner or owner or in any other capacity:

            (i) recruit or hire any person who is, or within the six month period preceding was, an employee of the Company; or

            (ii) use the Confidential Information for any purpose other than the evaluation.
            """;
        AnalysisResult result = pipeline(SqliteAnalysisStore.inMemory()).analyze("acme", new DocumentSource("nda.txt",
            nda.getBytes(StandardCharsets.UTF_8)), (stage, percent, message) -> { });
        AnalysisResult.ClauseResult recruit = clause(result, "(i) recruit");
        assertTrue(recruit.risk().level() == RiskLevel.CAUTIOUS || recruit.risk().level() == RiskLevel.AGGRESSIVE,
            "the item completes the lead-in's 'neither ... will': " + recruit.risk());
        assertTrue(recruit.risk().explanation().startsWith("A non-solicitation covenant (\"recruit or hire"), recruit.risk().explanation());
        assertFalse(recruit.risk().explanation().contains("6 months"), "the six months preceding say who is covered, not for how long");
        var quote = recruit.risk().citations().getFirst();
        assertEquals(quote.quote(), nda.substring(quote.start(), quote.end()), "the quote is the item's own words, verbatim");
        assertTrue(quote.quote().startsWith("(i) recruit"), quote.quote());
    }

    @Test
    void aClauseIsSaidToBeWordedLikeAReferenceOnlyWhenItIsCloseToIt() {
        String nda = """
            CONFIDENTIALITY AGREEMENT

            1. Confidential Information excludes any information that:

            (a) is or becomes publicly available otherwise than through a breach of this Agreement;

            (b) is cleared in writing for public release by the party that owns it.

            2. Anything cleared in writing for public release by the party that owns it.
            """;
        AnalysisResult result = pipeline(SqliteAnalysisStore.inMemory()).analyze("acme", new DocumentSource("nda.txt",
            nda.getBytes(StandardCharsets.UTF_8)), (stage, percent, message) -> { });
        assertNull(clause(result, "(b) is cleared").risk(), "an item with no term of its own is rated with its lead-in, not by resemblance");
        var released = clause(result, "2. Anything cleared").risk();
        assertEquals(RiskLevel.UNKNOWN, released.level(), released.toString());
        assertTrue(released.explanation().contains("no reference clause worded closely enough to judge it by"), released.explanation());
        assertFalse(released.explanation().contains("worded like"), "its nearest rated references are far from it: " + released.comparisons());
    }

    @Test
    void theWhistleblowerImmunityNoticeIsStandardStatutoryText() {
        String nda = """
            NON-DISCLOSURE AGREEMENT

            1. The Recipient shall keep the Confidential Information secret.

            2. Immunity Notice. An individual shall not be held criminally or civilly liable under any federal or state trade secret law for the disclosure of a trade secret made in confidence to a government official solely for the purpose of reporting a suspected violation of law.
            """;
        AnalysisResult result = pipeline(SqliteAnalysisStore.inMemory()).analyze("acme", new DocumentSource("nda.txt",
            nda.getBytes(StandardCharsets.UTF_8)), (stage, percent, message) -> { });
        var notice = clause(result, "2. Immunity Notice");
        assertEquals(ClauseCategory.PERMITTED_DISCLOSURE, notice.category(), notice.reason());
        assertEquals(RiskLevel.STANDARD, notice.risk().level(), notice.risk().toString());
        assertTrue(notice.risk().explanation().contains("1833(b)"), notice.risk().explanation());
    }

    @Test
    void aClauseAboutTheTopicWithoutTheWordsTheRulesKnowIsNoEvidence() {
        // a law's demand listed as an exclusion is worded like a compelled-disclosure clause, but asks for no notice
        String exclusions = """
            CONFIDENTIALITY AGREEMENT

            1. Each party acknowledges that Confidential Information shall not include any information which:
            (a) Is, or becomes, publicly known through no wrongful act on the receiving party's part; or
            (b) Is already known to the receiving party without restriction on disclosure; or
            (c) Is rightfully received from a third party without restriction; or
            (d) Is independently developed by the receiving party without breach of this Agreement; or
            (e) Is furnished to a third party by the disclosing party without a similar restriction; or
            (f) Is required to be disclosed by law or applicable legal process; or
            (g) Is explicitly authorized for release by written authorization of the disclosing party.
            """;
        AnalysisResult result = pipeline(SqliteAnalysisStore.inMemory()).analyze("acme", new DocumentSource("nda.txt",
            exclusions.getBytes(StandardCharsets.UTF_8)), (stage, percent, message) -> { });
        HypothesisVerdict notice = result.gaps().hypotheses().stream().filter(h -> h.hypothesis() == Hypothesis.NDA_8)
            .findFirst().orElseThrow();
        assertEquals(NliLabel.NOT_MENTIONED, notice.verdict(), notice.toString());
        assertTrue(notice.chunkIds().isEmpty(), "left without evidence, so the model layer is asked: " + notice);
    }

    @Test
    void classifiesClearClausesWithConfidence() {
        var store = SqliteAnalysisStore.inMemory();
        AnalysisResult result = pipeline(store).analyze("acme", new DocumentSource("nda.txt", NDA.getBytes(StandardCharsets.UTF_8)),
            (stage, percent, message) -> { });
        for (AnalysisResult.ClauseResult clause : result.clauses()) {
            assertTrue(clause.confidence() >= AgentSettings.DEFAULTS.classifierMinConfidence(), clause.toString());
            assertTrue(clause.reason().startsWith("Classified as " + clause.category().displayName())
                || clause.reason().startsWith("Closest to " + clause.category().displayName()), clause.reason());
        }
        assertEquals(0, result.tokenUsage().total(), "the local engine spends no tokens");
    }

    @Test
    void everyStepResumesWithoutDuplicatingWhenRunAgain() {
        var store = SqliteAnalysisStore.inMemory();
        AnalysisResult result = pipeline(store).analyze("acme", new DocumentSource("nda.txt", NDA.getBytes(StandardCharsets.UTF_8)),
            (stage, percent, message) -> { });
        var stages = new AnalysisStages(Agents.on(corpus, AgentSettings.DEFAULTS), store, Clock.systemUTC(),
            (tenant, analysis) -> null, false);
        Step step = Step.of("acme", result.analysisId(), result.documentId());
        Step batch = step.inBatch(0);
        int clauses = store.clauses("acme", result.analysisId()).size();
        int assessments = store.assessments("acme", result.analysisId()).size();
        int progress = store.progress("acme", result.analysisId()).size();

        // A retried or redriven execution runs the steps again: each finds its output and returns it.
        for (Step again : List.of(stages.classify(batch, (s, p, m) -> { }), stages.scoreRisk(batch, (s, p, m) -> { }),
            stages.analyseGaps(step, (s, p, m) -> { }), stages.finalizeAnalysis(step, (s, p, m) -> { }))) {
            assertTrue(again.reused(), again.toString());
        }
        assertEquals(clauses, store.clauses("acme", result.analysisId()).size());
        assertEquals(assessments, store.assessments("acme", result.analysisId()).size());
        assertEquals(17, store.hypotheses("acme", result.analysisId()).size());
        assertEquals(progress, store.progress("acme", result.analysisId()).size());
        assertEquals(AnalysisStatus.SUCCEEDED, store.findAnalysis("acme", result.analysisId()).orElseThrow().status());
    }

    @Test
    void markFailedKeepsTheCodeAndReasonAndAStepWithoutChunksFailsTyped() {
        var store = SqliteAnalysisStore.inMemory();
        var stages = new AnalysisStages(Agents.on(corpus, AgentSettings.DEFAULTS), store, Clock.systemUTC(),
            (tenant, analysis) -> null, false);
        Step step = Step.of("acme", "an-1", "doc-1");
        AnalysisPipeline.register(store, Clock.systemUTC(), step, "nda.txt", "h", null, null, null);

        var error = assertThrows(InvalidInputException.class, () -> stages.classify(step.inBatch(0), (s, p, m) -> { }));
        stages.markFailed(step, Stage.CLASSIFY, error.code(), error.getMessage());

        var failed = store.findAnalysis("acme", "an-1").orElseThrow();
        assertEquals(AnalysisStatus.FAILED, failed.status());
        assertEquals(Stage.CLASSIFY, failed.stage());
        assertEquals(ErrorCode.INVALID_INPUT, failed.errorCode());
        assertTrue(failed.errorReason().contains("no parsed chunks"), failed.errorReason());
        assertTrue(store.clauses("acme", "an-1").isEmpty(), "nothing half-written");
    }

    private static AnalysisPipeline pipeline(SqliteAnalysisStore store) {
        return new AnalysisPipeline(new StandardDocumentParser(), model, Agents.on(corpus, AgentSettings.DEFAULTS), store,
            Clock.systemUTC());
    }

    private static AnalysisResult.ClauseResult clause(AnalysisResult result, String start) {
        return result.clauses().stream().filter(c -> c.text().startsWith(start)).findFirst()
            .orElseThrow(() -> new AssertionError("no classified clause starts with " + start + ": " + result.clauses()));
    }
}
