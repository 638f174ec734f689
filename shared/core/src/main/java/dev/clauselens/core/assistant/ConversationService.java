package dev.clauselens.core.assistant;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.clauselens.core.agent.AnalysisResult;
import dev.clauselens.core.agent.AnalysisResults;
import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStatus;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.error.RequestRefusedException;
import dev.clauselens.core.model.ToolRegistry;
import dev.clauselens.core.model.ToolRegistry.ToolOutcome;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * The assistant as the API and the command line use it: conversations on a finished analysis, questions
 * kept as pending turns and answered (at once, or later by a worker), and proposals confirmed or declined in
 * a request of their own. Every call names the tenant; another tenant's ids are not found.
 */
public final class ConversationService {
    public static final int MAX_QUESTION = 2_000;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final AnalysisStore analyses;
    private final AssistantServices services;
    private final Assistant assistant;

    public ConversationService(AnalysisStore analyses, AssistantServices services, Assistant assistant) {
        this.analyses = analyses;
        this.services = services;
        this.assistant = assistant;
    }

    public ConversationStore store() {
        return services.store();
    }

    /** A new conversation about a succeeded analysis. */
    public ConversationRecord start(String tenantId, String analysisId, String title) {
        AnalysisRecord analysis = finished(tenantId, analysisId);
        var conversation = new ConversationRecord(tenantId, "cv-" + UUID.randomUUID(), analysis.analysisId(),
            title == null || title.isBlank() ? "Questions" : title.strip(), services.clock().instant());
        services.store().createConversation(conversation);
        return conversation;
    }

    /** The tenant's conversation, on the analysis named. */
    public ConversationRecord conversation(String tenantId, String analysisId, String conversationId) {
        return services.store().findConversation(tenantId, conversationId).filter(c -> c.analysisId().equals(analysisId))
            .orElseThrow(() -> new RequestRefusedException(ErrorCode.NOT_FOUND, "No conversation " + conversationId
                + " on analysis " + analysisId + "."));
    }

    /** Keeps a question as a pending turn, to be answered by {@link #answer}. */
    public TurnRecord ask(ConversationRecord conversation, String question) {
        if (question == null || question.isBlank()) {
            throw new InvalidInputException("Send {\"question\": \"...\"}: the question is empty.");
        }
        if (question.length() > MAX_QUESTION) {
            throw new InvalidInputException("The question is " + question.length() + " characters; ask in at most "
                + MAX_QUESTION + ".");
        }
        Embedding embedding = services.embeddings() == null ? null : services.embeddings().embed(question.strip());
        var turn = TurnRecord.asked(conversation.tenantId(), conversation.conversationId(), "turn-" + UUID.randomUUID(),
            question.strip(), embedding, services.clock().instant());
        services.store().saveTurn(turn);
        return turn;
    }

    /**
     * Answers a pending turn and writes the answer; a turn already answered is returned as it is. A failure is
     * written as the turn's answer (status {@code FAILED}), so a poller always learns how it ended.
     */
    public TurnRecord answer(String tenantId, String turnId) {
        TurnRecord turn = services.store().findTurn(tenantId, turnId)
            .orElseThrow(() -> new RequestRefusedException(ErrorCode.NOT_FOUND, "No turn " + turnId + "."));
        if (turn.status() != TurnRecord.Status.PENDING) {
            return turn;
        }
        ConversationRecord conversation = services.store().findConversation(tenantId, turn.conversationId()).orElseThrow();
        AssistantAnswer answer;
        TurnRecord.Status status = TurnRecord.Status.ANSWERED;
        try {
            answer = assistant.answer(review(tenantId, conversation.analysisId()), turn);
        } catch (RuntimeException e) {
            status = TurnRecord.Status.FAILED;
            answer = new AssistantAnswer("The question could not be answered: " + (e instanceof RequestRefusedException
                ? e.getMessage() : "an unexpected error (" + e.getClass().getSimpleName() + ")") + ". Ask again.", List.of(),
                List.of(), List.of(), null, new Routing(Intent.GENERAL, Routing.RULES, 0, "not routed"), List.of(), null,
                AnalysisResult.DISCLAIMER);
        }
        services.store().answerTurn(tenantId, turnId, status, answer, services.clock().instant());
        return services.store().findTurn(tenantId, turnId).orElseThrow();
    }

    /** A question asked and answered in one call (the command line). */
    public TurnRecord askAndAnswer(ConversationRecord conversation, String question) {
        return answer(conversation.tenantId(), ask(conversation, question).turnId());
    }

    /** What deciding a proposal gave: the proposal as decided, and the change made (or why it could not be). */
    public record Decision(ProposalRecord proposal, ObjectNode outcome) {
    }

    /**
     * Confirms (carries out) or declines a pending proposal of the conversation. The proposal is claimed
     * first, so a repeated or concurrent confirmation changes nothing twice.
     */
    public Decision decide(ConversationRecord conversation, String proposalId, boolean confirm) {
        String tenantId = conversation.tenantId();
        ProposalRecord proposal = services.store().findProposal(tenantId, proposalId)
            .filter(p -> p.conversationId().equals(conversation.conversationId()))
            .orElseThrow(() -> new RequestRefusedException(ErrorCode.NOT_FOUND, "No proposal " + proposalId
                + " in this conversation."));
        ProposalRecord.Status decision = confirm ? ProposalRecord.Status.CONFIRMED : ProposalRecord.Status.DECLINED;
        Instant at = services.clock().instant();
        if (proposal.status() != ProposalRecord.Status.PENDING
            || !services.store().decideProposal(tenantId, proposalId, decision, at)) {
            ProposalRecord now = services.store().findProposal(tenantId, proposalId).orElseThrow();
            throw new RequestRefusedException(ErrorCode.CONFLICT, "The proposal was " + now.status().name()
                .toLowerCase(Locale.ROOT) + " already; it is decided once.");
        }
        ProposalRecord decided = proposal.decided(decision, at);
        if (!confirm) {
            return new Decision(decided, JSON.createObjectNode().put("declined", true));
        }
        ToolRegistry tools = AssistantTools.registry(review(tenantId, proposal.analysisId()), services);
        ToolOutcome outcome = tools.confirm(new ToolOutcome.Proposal(proposal.tool(), proposal.arguments(),
            (ObjectNode) proposal.preview()));
        return new Decision(decided, outcome.output());
    }

    /** The analysis as the assistant reads it: its result, chunks and playbook, read once. */
    public ReviewContext review(String tenantId, String analysisId) {
        AnalysisResults.Read read = AnalysisResults.readWithSources(analyses, tenantId, analysisId, 0, List.of())
            .orElseThrow(() -> refusal(tenantId, analysisId));
        return new ReviewContext(tenantId, read.result(), read.stored(), read.playbook());
    }

    /** Why an analysis cannot be read: the refusal {@link #finished} gives. */
    private RequestRefusedException refusal(String tenantId, String analysisId) {
        try {
            finished(tenantId, analysisId);
        } catch (RequestRefusedException e) {
            return e;
        }
        throw new IllegalStateException("analysis " + analysisId + " succeeded but could not be read");
    }

    private AnalysisRecord finished(String tenantId, String analysisId) {
        AnalysisRecord analysis = analyses.findAnalysis(tenantId, analysisId)
            .orElseThrow(() -> new RequestRefusedException(ErrorCode.NOT_FOUND, "No analysis " + analysisId + "."));
        if (analysis.status() != AnalysisStatus.SUCCEEDED) {
            throw new RequestRefusedException(ErrorCode.NOT_READY, "The analysis is " + analysis.status().name()
                .toLowerCase(Locale.ROOT) + "; ask about it once it has succeeded.");
        }
        return analysis;
    }
}
