package dev.clauselens.core.assistant;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import dev.clauselens.core.agent.AnalysisResult;
import java.util.List;
import java.util.Objects;

/**
 * The assistant's answer to one question.
 *
 * @param text      the answer, in sentences; quotes in it are the document's words
 * @param citations the document text the answer rests on, each with the anchor that selects it in Word
 * @param proposals changes the answer proposes, each done only when the user confirms it
 * @param missing   the parts that could not be answered (an agent timed out or failed), in a sentence each
 * @param needsModel what only the model could add, when the answer was built without it; {@code null} otherwise
 * @param routing   how the question was routed
 * @param agents    the specialists that answered
 */
public record AssistantAnswer(String text, List<Cited> citations, List<Proposed> proposals, List<String> missing,
                              String needsModel, Routing routing, List<String> agents, String traceId, String disclaimer) {
    public AssistantAnswer {
        Objects.requireNonNull(text, "text");
        citations = List.copyOf(citations);
        proposals = List.copyOf(proposals);
        missing = List.copyOf(missing);
        agents = List.copyOf(agents);
        Objects.requireNonNull(disclaimer, "disclaimer");
    }

    /**
     * A passage of the document the answer cites.
     *
     * @param clause the clause as the document numbers it ({@code "8"}, {@code "3.1(b)"}), or its category where unnumbered
     * @param quote  the document's words, verbatim: {@code rawText.substring(start, end)}
     * @param anchor the clause's anchor in Word; the add-in finds {@code quote} inside it
     */
    public record Cited(String chunkId, String clause, String quote, int start, int end, AnalysisResult.Anchor anchor) {
    }

    /** A change waiting for the user: what it would do, and the id to confirm or decline it with. */
    @JsonIgnoreProperties(value = "confirmation_required", allowGetters = true)
    public record Proposed(String proposalId, String tool, String summary, JsonNode preview) {
        /** Always true: a proposal acts only once confirmed. */
        @JsonProperty("confirmation_required")
        public boolean confirmationRequired() {
            return true;
        }
    }
}
