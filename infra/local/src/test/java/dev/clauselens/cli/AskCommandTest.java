package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.testing.WordFiles;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code clauselens ask}, {@code chat} and {@code redline} on the sample NDA, on the local engine (no model): what is
 * confirmed is written into the document, what is declined is not.
 */
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

        assertEquals(0, cli.run("ask", "latest", "Mark the residuals point as to negotiate"), cli.err.toString());
        String status = printed().lines().filter(l -> l.strip().startsWith("prop-")).findFirst().orElseThrow().strip();
        assertEquals(0, cli.run("ask", "latest", "--confirm", status.substring(0, status.indexOf(' '))), cli.err.toString());
        assertTrue(printed().contains("writes it into the document as a comment"));

        // The confirmed redline and status, written into the document: the declined proposal is not.
        Path docx = cli.home().resolve("redlined.docx");
        assertEquals(0, cli.run("redline", "latest", SAMPLE.toString(), "-o", docx.toString()), cli.err.toString());
        assertTrue(printed().startsWith("Redline: " + docx));
        String xml = WordFiles.part(Files.readAllBytes(docx), "word/document.xml");
        String inserted = String.join("", texts(xml, "w:ins"));
        String replacement = confirmed.path("outcome").path("replacement").asText();
        assertTrue(inserted.contains(replacement.substring(replacement.length() - 40)), inserted);
        assertTrue(String.join(" ", texts(xml, "w:del")).contains("unaided memory of its employees"), "the clause is struck");
        String comments = WordFiles.part(Files.readAllBytes(docx), "word/comments.xml");
        assertEquals(1, WordFiles.count(comments, "Redline confirmed in ClauseLens Ask"), "one redline confirmed, one declined");
        assertEquals(1, WordFiles.count(comments, "Marked to negotiate in ClauseLens Ask."), comments);
        String flat = WordFiles.libreOffice(Files.readAllBytes(docx), cli.home());
        assertTrue(WordFiles.count(flat, "<text:changed-region ") > 0, "LibreOffice reads the tracked changes");

        Path other = Files.writeString(cli.home().resolve("other.txt"), Files.readString(SAMPLE).replace("two (2)", "three (3)"));
        assertEquals(2, cli.run("redline", "latest", other.toString()), "only the document as it was analysed");
        assertTrue(cli.err.toString().contains("is not the document analysis"), cli.err.toString());

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

    /** The text inside each {@code <tag ...>...</tag>} of a document part. */
    private static List<String> texts(String xml, String tag) {
        return Pattern.compile("<" + tag + " [^>]*>(.*?)</" + tag + ">", Pattern.DOTALL).matcher(xml).results()
            .map(m -> m.group(1).replaceAll("<[^>]+>", "")).toList();
    }

    /** What the command printed since the last call. */
    private String printed() {
        String printed = cli.out.toString();
        cli.out.getBuffer().setLength(0);
        return printed;
    }
}
