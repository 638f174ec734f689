package dev.clauselens.core.assistant;

import dev.clauselens.core.assistant.ReviewContext.Clause;
import dev.clauselens.core.model.ContentBlock;
import dev.clauselens.core.model.ModelGateway;
import dev.clauselens.core.model.ModelMessage;
import dev.clauselens.core.model.ModelResponse;
import dev.clauselens.core.model.ToolRegistry.ToolException;
import dev.clauselens.core.model.ToolRegistry.ToolOutcome;
import dev.clauselens.core.model.UntrustedText;
import dev.clauselens.core.model.Usage;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.stream.Collectors;

/**
 * A specialist's model layer: the tool-use loop. The model gets the specialist's system prompt (cached), the
 * question and what it needs to know (earlier turns, other agents' research), all untrusted text fenced; it
 * may call its own tools, whose results go back fenced, for at most {@code maxSteps} steps. Every call goes
 * through the turn's {@link ModelGateway} (budgeted, recorded). The clauses the answer names are its citations.
 */
final class ToolLoop {
    static final String MODEL = "model";
    private static final int MAX_TOKENS = 1500;

    private ToolLoop() {
    }

    static Part run(Specialist specialist, ModelGateway gateway, ReviewContext review, String question, ToolSession tools,
                    List<TurnRecord> memory, List<Part> research, int maxSteps) {
        List<ContentBlock> system = List.of(ContentBlock.text(specialist.systemPrompt()), ContentBlock.cachePoint());
        List<ModelMessage> messages = new ArrayList<>();
        messages.add(ModelMessage.user(ContentBlock.text(context(review, question, memory, research))));
        Usage usage = Usage.NONE;
        String text = null;
        for (int step = 0; step < maxSteps; step++) {
            ModelResponse response = gateway.converse(specialist.agent(), system, messages, tools.tools().specs(), MAX_TOKENS);
            usage = usage.plus(response.usage());
            List<ContentBlock.ToolUse> uses = response.content().stream().filter(b -> b instanceof ContentBlock.ToolUse)
                .map(b -> (ContentBlock.ToolUse) b).toList();
            if (uses.isEmpty()) {
                text = response.text().strip();
                break;
            }
            messages.add(new ModelMessage(ModelMessage.Role.ASSISTANT, response.content()));
            List<ContentBlock> results = new ArrayList<>();
            for (ContentBlock.ToolUse use : uses) {
                ToolOutcome outcome = tools.call(use.name(), use.input());
                results.add(new ContentBlock.ToolResult(use.toolUseId(), UntrustedText.fence("tool",
                    outcome.output().toString()).block(), outcome instanceof ToolOutcome.Failed));
            }
            messages.add(new ModelMessage(ModelMessage.Role.USER, results));
        }
        if (text == null || text.isEmpty()) {
            text = "The " + specialist.titleInSentence() + " did not finish within " + maxSteps + " steps; it looked at: "
                + tools.calls().stream().map(AgentTrace.ToolCall::tool).distinct().collect(Collectors.joining(", ")) + ".";
        }
        return new Part(specialist, text, citations(review, text), tools.proposals(), null, tools.calls(), usage, MODEL);
    }

    private static String context(ReviewContext review, String question, List<TurnRecord> memory, List<Part> research) {
        var text = new StringBuilder("The NDA under review: \"").append(review.result().title()).append("\", ")
            .append(review.result().keyTerms().description()).append(", reviewed for the ")
            .append(review.result().perspective().perspective().id()).append(" side; its clauses are numbered ")
            .append(review.numbers()).append(".\n");
        if (!memory.isEmpty()) {
            String earlier = memory.stream().filter(t -> t.answer() != null)
                .map(t -> "Q: " + t.question() + "\nA: " + t.answer().text()).collect(Collectors.joining("\n\n"));
            text.append("\nEarlier in this conversation (the most relevant turns):\n")
                .append(UntrustedText.fence("memory", earlier).block()).append('\n');
        }
        for (Part part : research) {
            text.append("\nThe ").append(part.specialist().titleInSentence()).append(" found:\n")
                .append(UntrustedText.fence("research", part.text()).block()).append('\n');
        }
        return text.append("\nThe user's question:\n").append(UntrustedText.fence("question", question).block()).toString();
    }

    /** The clauses an answer names by number, cited whole. */
    static List<AssistantAnswer.Cited> citations(ReviewContext review, String text) {
        Set<Clause> named = new LinkedHashSet<>();
        Matcher matcher = ReviewContext.REFERENCE.matcher(text);
        while (matcher.find()) {
            try {
                named.addAll(review.find(matcher.group(1)));
            } catch (ToolException e) {
                // a number the document does not have: nothing to cite
            }
        }
        return named.stream().limit(5).map(c -> c.cite(c.result().text(), c.result().startPosition())).toList();
    }
}
