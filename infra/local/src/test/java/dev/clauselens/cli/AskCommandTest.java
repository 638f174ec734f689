package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code clauselens ask} and {@code clauselens chat} on the sample NDA, on the local engine (no model). */
class AskCommandTest {
    static final Path SAMPLE = Path.of("samples/mutual-nda.txt");
    static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    final CommandRun cli = new CommandRun();

    @Test
    void askAnswersWithCitationsAndChangesNothingUntilConfirmed() throws Exception {
        assertEquals(2, cli.run("ask", "latest", "Is there a residuals clause?"), "no analysis yet");
        assertTrue(cli.err.toString().contains("No analysis yet"), cli.err.toString());
        assertEquals(0, cli.run("analyze", SAMPLE.toString()), cli.err.toString());
        printed();

        assertEquals(0, cli.run("ask", "latest", "Why is clause 8 rated aggressive?"), cli.err.toString());
        String answer = printed();
        assertTrue(answer.contains("twenty-four (24) months"), answer);
        assertTrue(answer.contains("not legal advice"), answer);

        JsonNode turn = json(cli.run("ask", "latest", "Draft a narrower residuals clause", "--json"));
        assertEquals("ANSWERED", turn.path("status").asText(), turn.toString());
        assertFalse(turn.has("embedding"), "the question's vector is not printed");
        assertTrue(turn.path("createdAt").asText().matches("\\d{4}-\\d\\d-\\d\\dT.*Z"), turn.toString());
        JsonNode proposals = turn.path("answer").path("proposals");
        assertEquals("propose_redline", proposals.get(0).path("tool").asText(), turn.toString());
        assertTrue(proposals.get(0).path("confirmation_required").asBoolean());
        String proposal = proposals.get(0).path("proposalId").asText();

        JsonNode declined = json(cli.run("ask", "latest", "--decline", proposal, "--json"));
        assertEquals("DECLINED", declined.path("proposal").path("status").asText(), declined.toString());
        assertEquals(2, cli.run("ask", "latest", "--confirm", proposal), "a declined proposal cannot be confirmed");
        assertTrue(cli.err.toString().contains("CONFLICT"), cli.err.toString());

        String again = json(cli.run("ask", "latest", "Draft a narrower residuals clause", "--json"))
            .path("answer").path("proposals").get(0).path("proposalId").asText();
        JsonNode confirmed = json(cli.run("ask", "latest", "--confirm", again, "--json"));
        assertEquals("CONFIRMED", confirmed.path("proposal").path("status").asText(), confirmed.toString());
        assertTrue(confirmed.path("outcome").path("done").asBoolean(), confirmed.toString());
        assertTrue(confirmed.path("outcome").path("replacement").asText().length() > 20, confirmed.toString());

        assertEquals(2, cli.run("ask", "latest", "a question", "--confirm", again), "a question or a decision, not both");
        assertEquals(2, cli.run("ask", "latest", "--confirm", "no-such-proposal", "--json"));
        assertEquals("NOT_FOUND", JSON.readTree(printed()).path("error").path("code").asText(), "errors as JSON with --json");
    }

    @Test
    void chatKeepsOneConversationAndCarriesOutAProposalOnYes() throws Exception {
        assertEquals(0, cli.run("analyze", SAMPLE.toString()), cli.err.toString());
        printed();
        InputStream stdin = System.in;
        System.setIn(new ByteArrayInputStream("""
            What does clause 8 say?

            Draft a narrower residuals clause
            yes
            quit
            Never asked
            """.getBytes(StandardCharsets.UTF_8)));
        try {
            assertEquals(0, cli.run("chat", "latest"), cli.err.toString());
        } finally {
            System.setIn(stdin);
        }
        String chat = printed();
        assertTrue(chat.contains("twenty-four (24) months"), chat);
        assertTrue(chat.contains("Carry this out? (yes / no)"), chat);
        assertTrue(chat.contains("Done: "), chat);
        assertFalse(chat.contains("Never asked"), "quit ends the chat");
        assertEquals(2, chat.split("not legal advice", -1).length - 1, "one disclaimer per answer: " + chat);
    }

    private JsonNode json(int status) throws Exception {
        assertEquals(0, status, cli.err.toString());
        return JSON.readTree(printed());
    }

    /** What the command printed since the last call. */
    private String printed() {
        String printed = cli.out.toString();
        cli.out.getBuffer().setLength(0);
        return printed;
    }
}
