package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.clauselens.testing.WordFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code analyze --playbook --redline}: a team's playbook applied, and its fixes written as tracked changes. */
class PlaybookRedlineTest {
    private static final Path NDAS = Path.of(System.getProperty("clauselens.shared.dir", "../../../shared"), "datasets", "ndas");
    private static final Pattern REDLINE = Pattern.compile("Redline: .* \\((\\d+) tracked changes, (\\d+) comments\\)");

    @RegisterExtension
    final CommandRun cli = new CommandRun();

    @Test
    void aTeamsPlaybookJudgesEachTopicAndItsFixesBecomeTrackedChanges() throws Exception {
        Path nda = Files.writeString(cli.home().resolve("supplier-nda.txt"), """
            NON-DISCLOSURE AGREEMENT

            This Agreement is made between Acme Ltd (the "Discloser") and Beta Inc (the "Recipient").

            1. The Recipient shall keep the Confidential Information secret and use it only to evaluate the proposed supply.

            2. This Agreement shall remain in force for ten (10) years from the date of signature.

            3. During the term of this Agreement the Recipient shall not compete with the Discloser in any territory where the Discloser does business.

            4. The Recipient may disclose Confidential Information where required by law or court order, after giving the Discloser prompt written notice.

            5. This Agreement is governed by the laws of the State of New York.
            """);
        Path playbook = Files.writeString(cli.home().resolve("team.yaml"), """
            name: procurement
            perspective: recipient
            positions:
              - topic: term
                standard:
                  position: One to three years.
                  accept: {states: [years], years: {min: 1, max: 3}}
                  language: This Agreement shall remain in force for two (2) years from the date of signature.
                escalation: Anything longer.
              - topic: restrictive-covenants
                standard: {position: No covenants., accept: {states: [none]}}
                escalation: Any non-compete.
              - topic: governing-law
                standard: {position: English law., accept: {laws: [England and Wales]}}
                fallbacks:
                  - {position: New York law., accept: {laws: [New York]}}
                escalation: Any other law.
              - topic: compelled-disclosure
                standard: {position: Allowed with notice., accept: {states: [with-notice]}}
                escalation: Not allowed.
            """);
        Path json = cli.home().resolve("review.json");
        Path docx = cli.home().resolve("redline.docx");
        assertEquals(0, cli.run("analyze", nda.toString(), "--playbook", playbook.toString(), "--json", json.toString(),
            "--redline", docx.toString()), cli.err.toString());
        assertTrue(cli.out.toString().contains("Playbook procurement: 1 meet the standard, 1 acceptable fallback, 2 need "
            + "escalation"), cli.out.toString());

        Map<String, JsonNode> findings = new HashMap<>();
        new ObjectMapper().readTree(json.toFile()).path("playbook").path("findings")
            .forEach(f -> findings.put(f.path("topic").asText(), f));
        assertEquals("ESCALATE", findings.get("term").path("outcome").asText());
        assertEquals("REPLACE", findings.get("term").path("fix").path("kind").asText());
        assertEquals("ESCALATE", findings.get("restrictive-covenants").path("outcome").asText());
        assertEquals("STRIKE", findings.get("restrictive-covenants").path("fix").path("kind").asText());
        assertEquals("FALLBACK", findings.get("governing-law").path("outcome").asText());
        assertEquals("STANDARD", findings.get("compelled-disclosure").path("outcome").asText());
        assertTrue(findings.get("governing-law").path("reason").asText().contains("An acceptable fallback: New York law."));

        String xml = WordFiles.part(Files.readAllBytes(docx), "word/document.xml");
        List<String> deleted = deleted(xml);
        assertEquals(List.of("ten", "10"), deleted.subList(0, 2), "only the words that change");
        assertTrue(deleted.get(2).startsWith("During the term of this Agreement the Recipient shall not compete"),
            deleted.toString());
        assertTrue(xml.contains(">two</w:t>") && xml.contains(">2</w:t>"));
        Matcher counts = REDLINE.matcher(cli.out.toString());
        assertTrue(counts.find(), cli.out.toString());
        assertEquals(3, Integer.parseInt(counts.group(2)), "the two escalations and the fallback are commented");
    }

    @Test
    void theRedlineOfEachWordNdaInTheKitOpensInLibreOfficeWithExactlyTheChangesReported() throws Exception {
        assumeTrue(Files.isDirectory(NDAS), "the kit's datasets (../shared) are not beside the checkout");
        List<Path> word;
        try (Stream<Path> files = Files.walk(NDAS)) {
            word = files.filter(f -> f.toString().endsWith(".docx")).sorted().toList();
        }
        assertFalse(word.isEmpty());
        for (Path nda : word) {
            Path out = cli.home().resolve("redline.docx");
            int before = cli.out.toString().length();
            assertEquals(0, cli.run("analyze", nda.toString(), "--playbook", "default-discloser", "--redline", out.toString()),
                nda + ": " + cli.err);
            Matcher counts = REDLINE.matcher(cli.out.toString().substring(before));
            assertTrue(counts.find(), nda + " " + cli.out.toString().substring(before));
            assertFalse(cli.out.toString().substring(before).contains("not placed"), nda + ": every change found its text");
            byte[] docx = Files.readAllBytes(out);
            String xml = WordFiles.part(docx, "word/document.xml");
            int ours = WordFiles.count(xml, "w:author=\"ClauseLens\"");
            int comments = WordFiles.count(WordFiles.part(docx, "word/comments.xml"), "w:author=\"ClauseLens\"");
            assertEquals(Integer.parseInt(counts.group(1)), ours, nda + ": tracked changes (comments carry their author in "
                + "comments.xml)");
            assertEquals(Integer.parseInt(counts.group(2)), comments, nda + ": comments");
            String flat = WordFiles.libreOffice(docx, cli.home());
            assertTrue(WordFiles.annotations(flat) >= comments, nda + ": LibreOffice reads every comment");
            assertTrue(Integer.parseInt(counts.group(1)) == 0 || WordFiles.count(flat, "<text:changed-region ") > 0,
                nda + ": and the tracked changes");
        }
    }

    private static List<String> deleted(String xml) {
        Matcher deletions = Pattern.compile("<w:del [^>]*w:author=\"ClauseLens\"[^>]*>(.*?)</w:del>", Pattern.DOTALL).matcher(xml);
        List<String> texts = new java.util.ArrayList<>();
        while (deletions.find()) {
            texts.add(deletions.group(1).replaceAll("<[^>]+>", ""));
        }
        return texts;
    }
}
