package dev.clauselens.cli;

import dev.clauselens.core.assistant.AssistantAnswer;
import dev.clauselens.core.assistant.AssistantTools;
import dev.clauselens.core.assistant.ConversationService;
import dev.clauselens.core.assistant.ProposalRecord;
import java.util.Locale;

/** An assistant's answer as the terminal shows it: the text, what it cites, what it proposes, how it was routed. */
final class AnswerText {
    private static final int QUOTE = 110;

    private AnswerText() {
    }

    /** What deciding a proposal did, and where a confirmed change shows: the redline command writes it into the document. */
    static String decided(ConversationService.Decision decision) {
        var proposal = decision.proposal();
        String action = proposal.preview().path("action").asText();
        if (proposal.status() != ProposalRecord.Status.CONFIRMED) {
            return "Declined: " + action;
        }
        return "Done: " + action + " (" + decision.outcome().path("actionId").asText() + "). clauselens redline "
            + proposal.analysisId() + " FILE writes it into the document as " + (proposal.tool().equals(
                AssistantTools.PROPOSE_REDLINE) ? "a tracked change." : "a comment.");
    }

    static String render(AssistantAnswer answer) {
        var text = new StringBuilder(answer.text()).append("\n");
        if (!answer.citations().isEmpty()) {
            text.append("\nCited:\n");
            answer.citations().forEach(c -> text.append("  [").append(c.clause()).append("] \"").append(AssistantTools.preview(c.quote(), QUOTE))
                .append("\"\n"));
        }
        if (!answer.proposals().isEmpty()) {
            text.append("\nWaiting for your confirmation:\n");
            answer.proposals().forEach(p -> text.append("  ").append(p.proposalId()).append("  ").append(p.summary())
                .append('\n'));
        }
        if (answer.needsModel() != null && !answer.text().contains(answer.needsModel())) {
            text.append("\n").append(answer.needsModel()).append('\n');
        }
        var routing = answer.routing();
        text.append("\nRouted: ").append(routing.intent().id()).append(" by ").append(routing.layer())
            .append(String.format(Locale.ROOT, " (%.2f)", routing.confidence())).append(" -> ")
            .append(String.join(", ", answer.agents())).append('\n');
        return text.append(answer.disclaimer()).toString();
    }
}
