package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.assistant.AssistantServices;
import dev.clauselens.core.assistant.AssistantTools;
import dev.clauselens.core.assistant.ConversationService;
import dev.clauselens.core.assistant.FindingAction;
import dev.clauselens.core.assistant.ReviewContext;
import dev.clauselens.core.assistant.ToolCache;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.RequestRefusedException;
import dev.clauselens.core.model.ToolRegistry;
import dev.clauselens.core.model.ToolRegistry.ToolOutcome;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The assistant's tools on the sample NDA analysed by the real local engine: validation, both formats,
 * {@code _meta}, actionable errors, proposals that do nothing until confirmed, tenant isolation.
 */
class AssistantToolsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static AnalysedSample sample;
    private static ReviewContext review;
    private static AssistantServices services;
    private static ToolRegistry tools;

    @BeforeAll
    static void analyse() throws Exception {
        sample = AnalysedSample.open();
        services = AssistantServices.of(sample.stores.conversations(), sample.stores.corpus(), sample.engine.embeddings(),
            Clock.systemUTC());
        review = sample.assistant().review(AnalyzeCommand.TENANT, sample.result.analysisId());
        tools = AssistantTools.registry(review, services);
    }

    @AfterAll
    static void close() throws Exception {
        sample.close();
    }

    private static JsonNode args(String json) throws Exception {
        return JSON.readTree(json);
    }

    private static JsonNode ok(String tool, String json) throws Exception {
        return assertInstanceOf(ToolOutcome.Result.class, tools.call(tool, args(json))).output();
    }

    private static String failed(String tool, String json) throws Exception {
        return assertInstanceOf(ToolOutcome.Failed.class, tools.call(tool, args(json))).error();
    }

    private static List<String> field(JsonNode output, String name) {
        List<String> values = new ArrayList<>();
        output.path("clauses").forEach(c -> values.add(c.path(name).asText()));
        return values;
    }

    @Test
    void searchDocumentFindsTheClausesAboutSharingWithAdvisers() throws Exception {
        JsonNode found = ok(AssistantTools.SEARCH_DOCUMENT, "{\"query\": \"disclose to advisers and consultants\", \"limit\": 3}");
        assertTrue(field(found, "clause").contains("2.3") || field(found, "clause").contains("1.2"), found.toString());
        assertTrue(found.path("clauses").size() <= 3);
    }

    @Test
    void conciseGivesPreviewsAndDetailedGivesWholeTextsWithPositions() throws Exception {
        JsonNode concise = ok(AssistantTools.GET_CLAUSE, "{\"clause\": \"6\"}").path("clauses").get(0);
        JsonNode detailed = ok(AssistantTools.GET_CLAUSE, "{\"clause\": \"6\", \"responseFormat\": \"detailed\"}")
            .path("clauses").get(0);
        assertTrue(concise.path("text").asText().length() <= 302, concise.toString());
        assertTrue(concise.path("startPosition").isMissingNode());
        String whole = review.byChunk(detailed.path("chunkId").asText()).orElseThrow().result().text();
        assertEquals(whole, detailed.path("text").asText());
        assertTrue(detailed.path("startPosition").isInt() && detailed.has("evidence"), detailed.toString());
    }

    @Test
    void aLimitOutsideOneToTenIsRefusedNamingTheField() throws Exception {
        String error = failed(AssistantTools.SEARCH_DOCUMENT, "{\"query\": \"term\", \"limit\": 11}");
        assertTrue(error.contains("limit") && error.contains("call the tool again"), error);
    }

    @Test
    void aSearchThatMatchesNothingSaysWhatToTryInstead() throws Exception {
        String error = failed(AssistantTools.SEARCH_DOCUMENT, "{\"query\": \"zqxv wkjh\"}");
        assertTrue(error.contains("get_clause") && error.contains("1 to 10"), error);
    }

    @Test
    void getClauseByNumberGivesTheCategoryRiskAndReason() throws Exception {
        JsonNode clause = ok(AssistantTools.GET_CLAUSE, "{\"clause\": \"clause 8\"}").path("clauses").get(0);
        assertEquals("8", clause.path("clause").asText());
        assertEquals("Non-Solicitation", clause.path("category").asText());
        assertEquals("AGGRESSIVE", clause.path("risk").asText());
        assertTrue(clause.path("riskReason").asText().contains("non-solicitation"), clause.toString());
    }

    @Test
    void aNumberGivesTheClauseWithAllItsParts() throws Exception {
        assertEquals(List.of("7.1", "7.2"), field(ok(AssistantTools.GET_CLAUSE, "{\"clause\": \"7\"}"), "clause"));
        assertEquals(List.of("3.1(b)"), field(ok(AssistantTools.GET_CLAUSE, "{\"clause\": \"section 3.1(b)\"}"), "clause"));
    }

    @Test
    void aClauseCanBeNamedByItsCategory() throws Exception {
        assertEquals(List.of("6"), field(ok(AssistantTools.GET_CLAUSE, "{\"clause\": \"residuals\"}"), "clause"));
        assertEquals(List.of("6"), field(ok(AssistantTools.GET_CLAUSE, "{\"clause\": \"Residuals\"}"), "clause"));
    }

    @Test
    void aClauseTheDocumentDoesNotHaveIsRefusedWithTheClausesItHas() throws Exception {
        assertEquals("No clause 14: the document has clauses 1 to 10.", failed(AssistantTools.GET_CLAUSE, "{\"clause\": \"14\"}"));
        String error = failed(AssistantTools.GET_CLAUSE, "{\"clause\": \"force majeure\"}");
        assertTrue(error.contains("1 to 10") && error.contains("residuals"), error);
    }

    @Test
    void aMissingArgumentIsNamed() throws Exception {
        String error = failed(AssistantTools.GET_CLAUSE, "{}");
        assertTrue(error.contains("clause") && error.contains("required"), error);
        assertTrue(failed(AssistantTools.GET_KEY_TERMS, "{\"extra\": 1}").contains("extra"));
    }

    @Test
    void aResponseFormatOtherThanConciseOrDetailedIsRefused() throws Exception {
        String error = failed(AssistantTools.GET_ANALYSIS_SUMMARY, "{\"responseFormat\": \"verbose\"}");
        assertTrue(error.contains("responseFormat"), error);
    }

    @Test
    void theSummaryListsOnlyTheChecklistPointsThatAreNotGreenUnlessDetailed() throws Exception {
        JsonNode concise = ok(AssistantTools.GET_ANALYSIS_SUMMARY, "{}");
        assertEquals("AGGRESSIVE", concise.path("overallRisk").asText());
        assertEquals(2, concise.path("checklist").size(), concise.path("checklist").toString());
        assertEquals(10, ok(AssistantTools.GET_ANALYSIS_SUMMARY, "{\"responseFormat\": \"detailed\"}").path("checklist").size());
        assertTrue(concise.path("gapScoreMeans").asText().length() > 20);
    }

    @Test
    void aHypothesisIsFoundByIdOrNameWithItsEvidence() throws Exception {
        JsonNode byId = ok(AssistantTools.GET_HYPOTHESIS, "{\"hypothesis\": \"nda-7\"}");
        JsonNode byName = ok(AssistantTools.GET_HYPOTHESIS, "{\"hypothesis\": \"Sharing with third parties\"}");
        assertEquals("nda-7", byName.path("hypothesis").asText());
        assertEquals(byId.path("verdict"), byName.path("verdict"));
        assertEquals("ENTAILMENT", byId.path("verdict").asText());
        assertTrue(byId.path("evidence").size() >= 1);
    }

    @Test
    void anUnknownHypothesisIsRefusedWithTheSeventeen() throws Exception {
        String error = failed(AssistantTools.GET_HYPOTHESIS, "{\"hypothesis\": \"nda-99\"}");
        assertTrue(error.contains("nda-1 ") && error.contains("nda-20 "), error);
    }

    @Test
    void keyTermsCarryTheDocumentsWords() throws Exception {
        JsonNode terms = ok(AssistantTools.GET_KEY_TERMS, "{\"responseFormat\": \"detailed\"}");
        JsonNode law = terms.path("terms").path("Governing law");
        assertEquals("England and Wales", law.path("value").asText());
        assertTrue(law.path("quote").asText().contains("England and Wales") && law.path("start").isInt(), law.toString());
        assertEquals(2, terms.path("parties").size());
    }

    @Test
    void keyTermsOfACoverPageWarnThatTheTermsItIncorporatesAreNotInIt() throws Exception {
        String cover = """
            MUTUAL NDA COVER PAGE

            By signing this Cover Page, the parties enter into the Acme Mutual NDA (Version 1.0) (available at https://example.com/nda/).

            Governing Law: the laws of the State of Delaware.
            """;
        AnalysisResult result = sample.engine.pipeline().analyze(AnalyzeCommand.TENANT, new DocumentSource("cover.txt",
            cover.getBytes(StandardCharsets.UTF_8)), null, (stage, percent, message) -> { });
        ToolRegistry coverTools = AssistantTools.registry(sample.assistant().review(AnalyzeCommand.TENANT, result.analysisId()),
            services);
        JsonNode terms = assertInstanceOf(ToolOutcome.Result.class, coverTools.call(AssistantTools.GET_KEY_TERMS, args("{}"))).output();
        assertTrue(terms.path("warning").asText().startsWith("It incorporates the Acme Mutual NDA (Version 1.0)"),
            terms.toString());
        assertTrue(ok(AssistantTools.GET_KEY_TERMS, "{}").path("warning").isMissingNode(), "the sample states its own terms");
    }

    @Test
    void referenceSearchKeepsToTheCategoryAndCountsWhatItSearched() throws Exception {
        JsonNode found = ok(AssistantTools.SEARCH_REFERENCE_CLAUSES,
            "{\"query\": \"use of information retained in unaided memory\", \"category\": \"residuals\", \"limit\": 2}");
        assertEquals(2, found.path("clauses").size());
        found.path("clauses").forEach(c -> assertEquals("Residuals", c.path("category").asText()));
        assertEquals("Residuals", found.path("statistics").path("category").asText());
        assertEquals(sample.stores.corpus().clauseCount(), found.path("_meta").path("itemsSearched").asLong());
    }

    @Test
    void referenceSearchesAreCachedInMemoryAndInTheStore() throws Exception {
        var cache = new ToolCache(sample.stores.conversations(), Clock.systemUTC());
        var cached = AssistantTools.registry(review, new AssistantServices(services.store(), services.corpus(),
            services.embeddings(), cache, Clock.systemUTC()));
        JsonNode query = args("{\"query\": \"a narrower non-solicit of employees\", \"category\": \"non-solicitation\"}");
        JsonNode first = cached.call(AssistantTools.SEARCH_REFERENCE_CLAUSES, query).output();
        JsonNode second = cached.call(AssistantTools.SEARCH_REFERENCE_CLAUSES, query).output();
        assertEquals(first.path("clauses"), second.path("clauses"));
        assertEquals(List.of(1L, 0L, 1L), List.of(cache.counts()[0], cache.counts()[1], cache.counts()[2]));
        var fresh = new ToolCache(sample.stores.conversations(), Clock.systemUTC());
        AssistantTools.registry(review, new AssistantServices(services.store(), services.corpus(), services.embeddings(), fresh,
            Clock.systemUTC())).call(AssistantTools.SEARCH_REFERENCE_CLAUSES, query);
        assertEquals(1L, fresh.counts()[1], "a new process finds the search in the store");
    }

    @Test
    void anUnknownCategoryIsRefusedWithTheCategoryIds() throws Exception {
        String error = failed(AssistantTools.SEARCH_REFERENCE_CLAUSES, "{\"query\": \"x y\", \"category\": \"boilerplate\"}");
        assertTrue(error.contains("non-solicitation") && error.contains("residuals"), error);
    }

    @Test
    void aRedlineIsOnlyProposedUntilConfirmed() throws Exception {
        int before = actions().size();
        var proposal = assertInstanceOf(ToolOutcome.Proposal.class, tools.call(AssistantTools.PROPOSE_REDLINE, args(
            "{\"clause\": \"8\", \"replacement\": \"For twelve months neither Party shall solicit employees it met through the Purpose.\"}")));
        assertTrue(proposal.output().path("confirmation_required").asBoolean());
        assertTrue(proposal.output().path("proposal").path("original").asText().contains("twenty-four (24) months"));
        assertEquals(before, actions().size(), "nothing is written before the user confirms");
        JsonNode done = tools.confirm(proposal).output();
        assertTrue(done.path("done").asBoolean());
        FindingAction action = actions().getLast();
        assertEquals(FindingAction.Kind.REDLINE, action.kind());
        assertEquals(done.path("chunkId").asText(), action.target());
    }

    @Test
    void aRedlineNamesOneClauseNotOneWithParts() throws Exception {
        String error = failed(AssistantTools.PROPOSE_REDLINE, "{\"clause\": \"7\", \"replacement\": \"This Agreement lasts one year.\"}");
        assertTrue(error.contains("clause 7.1") && error.contains("clause 7.2"), error);
    }

    @Test
    void notesAndStatusesGoOnlyOnFindingsThatExist() throws Exception {
        String error = failed(AssistantTools.ADD_NOTE, "{\"finding\": \"weather\", \"note\": \"check\"}");
        assertTrue(error.contains("residuals") && error.contains("1 to 10"), error);
        assertTrue(failed(AssistantTools.SET_FINDING_STATUS, "{\"finding\": \"residuals\", \"status\": \"maybe\"}")
            .contains("status"));
        var proposal = assertInstanceOf(ToolOutcome.Proposal.class, tools.call(AssistantTools.SET_FINDING_STATUS,
            args("{\"finding\": \"Residuals\", \"status\": \"to_negotiate\"}")));
        assertEquals("residuals", proposal.output().path("proposal").path("finding").asText());
    }

    @Test
    void everyAnswerCarriesItsMeta() throws Exception {
        for (String[] call : new String[][] {{AssistantTools.SEARCH_DOCUMENT, "{\"query\": \"governing law\"}"},
            {AssistantTools.GET_CLAUSE, "{\"clause\": \"1.1\"}"}, {AssistantTools.GET_ANALYSIS_SUMMARY, "{}"},
            {AssistantTools.GET_HYPOTHESIS, "{\"hypothesis\": \"nda-8\"}"}, {AssistantTools.GET_KEY_TERMS, "{}"},
            {AssistantTools.SEARCH_REFERENCE_CLAUSES, "{\"query\": \"return or destroy\"}"},
            {AssistantTools.ADD_NOTE, "{\"finding\": \"term\", \"note\": \"fine\"}"}, {AssistantTools.GET_CLAUSE, "{\"clause\": \"99\"}"}}) {
            JsonNode meta = tools.call(call[0], args(call[1])).output().path("_meta");
            assertEquals(call[0], meta.path("tool").asText());
            assertTrue(meta.path("executionMillis").asLong() >= 0 && meta.has("itemsSearched"), meta.toString());
        }
        assertTrue(ok(AssistantTools.GET_CLAUSE, "{\"clause\": \"1.1\"}").path("_meta").path("itemsSearched").asInt() > 20);
    }

    @Test
    void anotherTenantFindsNeitherTheAnalysisNorItsConversations() {
        ConversationService assistant = sample.assistant();
        var conversation = assistant.start(AnalyzeCommand.TENANT, sample.result.analysisId(), "mine");
        assertRefused(ErrorCode.NOT_FOUND, () -> assistant.review("someone-else", sample.result.analysisId()));
        assertRefused(ErrorCode.NOT_FOUND, () -> assistant.start("someone-else", sample.result.analysisId(), null));
        assertRefused(ErrorCode.NOT_FOUND, () -> assistant.conversation("someone-else", sample.result.analysisId(),
            conversation.conversationId()));
        assertTrue(sample.stores.conversations().actions("someone-else", sample.result.analysisId()).isEmpty());
    }

    private static void assertRefused(ErrorCode code, Executable call) {
        var refused = org.junit.jupiter.api.Assertions.assertThrows(RequestRefusedException.class, call);
        assertEquals(code, refused.code());
    }

    private static List<FindingAction> actions() {
        return sample.stores.conversations().actions(AnalyzeCommand.TENANT, sample.result.analysisId());
    }
}
