package dev.clauselens.core.playbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.error.ErrorCode;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.taxonomy.Perspective;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class PlaybooksTest {

    @Test
    void theBuiltInPlaybooksAreValidAndWrittenForTheirSide() {
        for (Perspective side : Perspective.values()) {
            Playbook playbook = Playbooks.builtIn(side);
            assertEquals("default-" + side.id(), playbook.name());
            assertEquals(side, playbook.perspective());
            assertTrue(playbook.positions().size() >= 9, playbook.name());
            assertEquals(playbook, Playbooks.builtIn(playbook.name()).orElseThrow());
        }
        assertTrue(Playbooks.builtIn("default-sales").isEmpty());
    }

    @Test
    void readsJsonAndYamlAlike() {
        Playbook yaml = parse("""
            name: sales
            perspective: Recipient
            positions:
              - topic: term
                standard: {position: One to three years., accept: {states: [years], years: {min: 1, max: 3}}}
                escalation: Anything longer.
              - topic: governing-law
                standard: {position: Our law., accept: {laws: [England and Wales]}, language: English law governs.}
                escalation: Any other law.
            """);
        Playbook json = parse("""
            {"name": "sales", "perspective": "recipient", "positions": [
              {"topic": "term", "standard": {"position": "One to three years.", "accept": {"states": ["years"], "years": {"min": 1, "max": 3}}},
               "escalation": "Anything longer."},
              {"topic": "governing-law", "standard": {"position": "Our law.", "accept": {"laws": ["England and Wales"]},
               "language": "English law governs."}, "escalation": "Any other law."}]}
            """);
        assertEquals(yaml, json);
        assertEquals(Perspective.RECIPIENT, json.perspective());
        assertEquals(new Playbook.Range(1.0, 3.0), json.positions().getFirst().standard().accept().years());
    }

    @Test
    void namesEveryProblemAndWhereItIs() {
        String message = invalid("""
            name: sales
            perspective: recipient
            positions:
              - topic: terms
                standard: {position: Short., accept: {states: [years]}}
                escalation: Long.
              - topic: residuals
                standard: {position: None., accept: {states: [absent], years: {max: 2}}}
                escalation: Any.
              - topic: category:non-solicitation
                standard: {position: None., accept: {states: [absent], laws: [Delaware]}}
                escalation: Any.
              - topic: residuals
                standard: {position: None., accept: {states: [none]}}
                escalation: Any.
            """);
        assertTrue(message.startsWith("The playbook is not valid: "), message);
        assertTrue(message.contains("positions[0].topic: ClauseLens cannot judge \"terms\"; topics are term, "), message);
        assertTrue(message.contains("positions[1].standard.accept.states: \"absent\" is not a state of residuals; its states "
            + "are none, present"), message);
        assertTrue(message.contains("positions[1].standard.accept.years: residuals is not a duration"), message);
        assertTrue(message.contains("positions[2].standard.accept.laws: only governing-law takes a list of laws"), message);
        assertTrue(message.contains("positions[3].topic: \"residuals\" has a position already"), message);
    }

    @Test
    void aFileOfTheWrongShapeIsRefusedWithTheSchemasWords() {
        String missing = invalid("""
            name: Sales Team
            perspective: buyer
            positions:
              - topic: term
                standard: {position: Short.}
                escalate: Long.
            """);
        for (String expected : new String[] {"name", "perspective", "positions[0].standard", "accept", "escalation",
            "escalate"}) {
            assertTrue(missing.contains(expected), expected + " in " + missing);
        }
        assertTrue(invalid("name: [unclosed").startsWith("The playbook is neither valid JSON nor valid YAML"));
        assertTrue(invalid("- just\n- a list").contains("must be an object"));
        assertTrue(invalid("x".repeat(300 * 1024)).contains("a playbook may be at most 256 KB"));
    }

    private static Playbook parse(String text) {
        return Playbooks.parse(text.getBytes(StandardCharsets.UTF_8));
    }

    private static String invalid(String text) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> parse(text));
        assertEquals(ErrorCode.INVALID_INPUT, e.code());
        return e.getMessage();
    }
}
