package dev.clauselens.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.DocumentRecord;
import dev.clauselens.core.assistant.AgentTrace;
import dev.clauselens.core.assistant.AssistantAnswer;
import dev.clauselens.core.assistant.ConversationRecord;
import dev.clauselens.core.assistant.ConversationStore;
import dev.clauselens.core.assistant.FindingAction;
import dev.clauselens.core.assistant.Intent;
import dev.clauselens.core.assistant.ProposalRecord;
import dev.clauselens.core.assistant.Routing;
import dev.clauselens.core.assistant.TurnRecord;
import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.document.SourceType;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** What every {@link ConversationStore} must do, on the analysis store it lives beside. Fresh tenants per test. */
public abstract class ConversationStoreContract {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant NOW = Instant.parse("2026-03-03T10:15:30Z");

    protected abstract AnalysisStore analyses();

    protected abstract ConversationStore conversations();

    private final String tenantA = "tenant-a-" + UUID.randomUUID();
    private final String tenantB = "tenant-b-" + UUID.randomUUID();

    @Test
    void answersATurnOnceAndKeepsTheConversationInOrder() {
        ConversationStore store = conversations();
        ConversationRecord conversation = conversation(tenantA);
        store.saveTurn(TurnRecord.asked(tenantA, conversation.conversationId(), "turn-1", "What is clause 8?", vector(1, 0, 0), NOW));
        store.saveTurn(TurnRecord.asked(tenantA, conversation.conversationId(), "turn-1", "asked again", null, NOW));
        store.saveTurn(TurnRecord.asked(tenantA, conversation.conversationId(), "turn-2", "And clause 9?", null, NOW.plusSeconds(5)));
        assertTrue(store.answerTurn(tenantA, "turn-1", TurnRecord.Status.ANSWERED, answer("Clause 8 is a non-solicit."), NOW));
        assertFalse(store.answerTurn(tenantA, "turn-1", TurnRecord.Status.FAILED, answer("late"), NOW), "an answer is written once");

        TurnRecord first = store.findTurn(tenantA, "turn-1").orElseThrow();
        assertEquals("What is clause 8?", first.question());
        assertEquals(TurnRecord.Status.ANSWERED, first.status());
        assertEquals("Clause 8 is a non-solicit.", first.answer().text());
        assertEquals("c0022", first.answer().citations().getFirst().chunkId());
        assertEquals(List.of("turn-1", "turn-2"), store.turns(tenantA, conversation.conversationId()).stream()
            .map(TurnRecord::turnId).toList());
        assertNull(store.findTurn(tenantA, "turn-2").orElseThrow().answer());
        assertEquals(List.of(conversation), store.conversations(tenantA, "an-1"));
    }

    @Test
    void theMostRelevantEarlierTurnsAreTheAnsweredOnesMostLikeTheQuestion() {
        ConversationStore store = conversations();
        String id = conversation(tenantA).conversationId();
        store.saveTurn(TurnRecord.asked(tenantA, id, "t-law", "governing law?", vector(1, 0, 0), NOW));
        store.saveTurn(TurnRecord.asked(tenantA, id, "t-term", "how long?", vector(0, 1, 0), NOW.plusSeconds(1)));
        store.saveTurn(TurnRecord.asked(tenantA, id, "t-pending", "still pending", vector(0, 1, 0.1f), NOW.plusSeconds(2)));
        store.answerTurn(tenantA, "t-law", TurnRecord.Status.ANSWERED, answer("English law."), NOW);
        store.answerTurn(tenantA, "t-term", TurnRecord.Status.ANSWERED, answer("Two years."), NOW);

        assertEquals(List.of("t-term", "t-law"), store.relevantTurns(tenantA, id, vector(0.1f, 1, 0), 5).stream()
            .map(TurnRecord::turnId).toList());
        assertEquals(List.of("t-law"), store.relevantTurns(tenantA, id, vector(1, 0.2f, 0), 1).stream()
            .map(TurnRecord::turnId).toList());
    }

    @Test
    void aProposalIsDecidedOnce() {
        ConversationStore store = conversations();
        String id = conversation(tenantA).conversationId();
        store.saveProposal(new ProposalRecord(tenantA, "prop-1", id, "an-1", "turn-1", "set_finding_status",
            JSON.createObjectNode().put("finding", "residuals").put("status", "accepted"),
            JSON.createObjectNode().put("action", "mark residuals as accepted"), ProposalRecord.Status.PENDING, NOW, null));
        assertEquals(ProposalRecord.Status.PENDING, store.findProposal(tenantA, "prop-1").orElseThrow().status());
        assertTrue(store.decideProposal(tenantA, "prop-1", ProposalRecord.Status.CONFIRMED, NOW.plusSeconds(3)));
        assertFalse(store.decideProposal(tenantA, "prop-1", ProposalRecord.Status.DECLINED, NOW.plusSeconds(4)));
        ProposalRecord decided = store.findProposal(tenantA, "prop-1").orElseThrow();
        assertEquals(ProposalRecord.Status.CONFIRMED, decided.status());
        assertEquals(NOW.plusSeconds(3), decided.decidedAt());
        assertEquals("residuals", decided.arguments().path("finding").asText());
    }

    @Test
    void keepsActionsTracesAndCachedResultsUntilTheyExpire() {
        ConversationStore store = conversations();
        String id = conversation(tenantA).conversationId();
        store.recordAction(new FindingAction(tenantA, "an-1", "act-1", FindingAction.Kind.STATUS, "residuals",
            JSON.createObjectNode().put("status", "to_negotiate"), NOW));
        assertEquals("to_negotiate", store.actions(tenantA, "an-1").getFirst().details().path("status").asText());
        store.saveTrace(trace(tenantA, id));
        AgentTrace trace = store.traces(tenantA, id).getFirst();
        assertEquals(Intent.EXPLAIN, trace.routing().intent());
        assertEquals("get_clause", trace.agents().getFirst().toolCalls().getFirst().tool());

        store.cache(tenantA, "k", "first", NOW.plusSeconds(60));
        store.cache(tenantA, "k", "second", NOW.plusSeconds(60));
        assertEquals("second", store.cached(tenantA, "k", NOW).orElseThrow());
        assertTrue(store.cached(tenantA, "k", NOW.plusSeconds(61)).isEmpty(), "an expired entry is not returned");
    }

    @Test
    void oneTenantSeesNoneOfAnothersConversations() {
        ConversationStore store = conversations();
        String id = conversation(tenantA).conversationId();
        store.saveTurn(TurnRecord.asked(tenantA, id, "turn-1", "q", vector(1, 0, 0), NOW));
        store.answerTurn(tenantA, "turn-1", TurnRecord.Status.ANSWERED, answer("a"), NOW);
        store.saveTrace(trace(tenantA, id));
        store.cache(tenantA, "k", "v", NOW.plusSeconds(60));
        store.recordAction(new FindingAction(tenantA, "an-1", "act-1", FindingAction.Kind.NOTE, "residuals",
            JSON.createObjectNode().put("note", "n"), NOW));

        assertTrue(store.findConversation(tenantB, id).isEmpty());
        assertTrue(store.findTurn(tenantB, "turn-1").isEmpty());
        assertTrue(store.turns(tenantB, id).isEmpty());
        assertTrue(store.relevantTurns(tenantB, id, vector(1, 0, 0), 3).isEmpty());
        assertTrue(store.traces(tenantB, id).isEmpty());
        assertTrue(store.cached(tenantB, "k", NOW).isEmpty());
        assertTrue(store.actions(tenantB, "an-1").isEmpty());
        assertFalse(store.answerTurn(tenantB, "turn-1", TurnRecord.Status.FAILED, answer("x"), NOW));
    }

    @Test
    void deletingTheDocumentRemovesItsConversations() {
        String id = conversation(tenantA).conversationId();
        conversations().saveTurn(TurnRecord.asked(tenantA, id, "turn-1", "q", null, NOW));
        assertTrue(analyses().deleteDocument(tenantA, "doc-1"));
        assertTrue(conversations().findConversation(tenantA, id).isEmpty());
        assertTrue(conversations().findTurn(tenantA, "turn-1").isEmpty());
    }

    private ConversationRecord conversation(String tenant) {
        analyses().saveDocument(new DocumentRecord(tenant, "doc-1", "Mutual NDA", SourceType.TEXT, "hash", "uploads/x.txt",
            NOW.truncatedTo(ChronoUnit.MILLIS)));
        analyses().createAnalysis(AnalysisRecord.queued(tenant, "an-1", "doc-1", NOW));
        var conversation = new ConversationRecord(tenant, "cv-" + UUID.randomUUID(), "an-1", "Questions", NOW);
        conversations().createConversation(conversation);
        return conversation;
    }

    private static Embedding vector(float... values) {
        return new Embedding("test-model", values);
    }

    private static AssistantAnswer answer(String text) {
        return new AssistantAnswer(text, List.of(new AssistantAnswer.Cited("c0022", "8", "quoted", 10, 16, null)), List.of(),
            List.of(), null, new Routing(Intent.EXPLAIN, Routing.RULES, 0.9, "matched \"explain\""), List.of("document-research"),
            "tr-1", "not legal advice");
    }

    private static AgentTrace trace(String tenant, String conversationId) {
        return new AgentTrace(tenant, "tr-" + UUID.randomUUID(), conversationId, "turn-1",
            new Routing(Intent.EXPLAIN, Routing.RULES, 0.9, "matched"), List.of(new AgentTrace.AgentRun("document-research",
                "reads the clause", "local", "ok", null, 0, 0, 3, List.of(new AgentTrace.ToolCall("get_clause",
                    JSON.createObjectNode().put("clause", "8"), JSON.createObjectNode().put("text", "..."), 1, "ok")))),
            0, 0, 5, NOW);
    }
}
