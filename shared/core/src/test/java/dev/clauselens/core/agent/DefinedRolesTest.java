package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** Language from elsewhere put in the document's own names for the parties. */
class DefinedRolesTest {
    private static final String REFERENCE = "The Recipient shall return the Discloser's Confidential Information; "
        + "nothing here limits the Recipient.";

    @Test
    void theDocumentsMostUsedNamesReplaceTheOthers() {
        DefinedRoles roles = DefinedRoles.of("The Receiving Party shall protect what the Disclosing Party discloses. "
            + "The Receiving Party may disclose it to its Representatives. The Disclosing Party may ask for it back. "
            + "A Recipient of a copy is bound.");
        assertEquals("The Receiving Party shall return the Disclosing Party's Confidential Information; nothing here "
            + "limits the Receiving Party.", roles.adapt(REFERENCE));
    }

    @Test
    void aNameUsedOnceOrNotAtAllChangesNothing() {
        assertEquals(REFERENCE, DefinedRoles.of("Each party shall protect the other's information. The Receiving Party "
            + "is named once.").adapt(REFERENCE));
        assertEquals(REFERENCE, DefinedRoles.of("").adapt(REFERENCE));
        assertNull(DefinedRoles.of("").adapt(null));
    }

    @Test
    void pluralsStayPluralAndWordsThatOnlyContainANameAreLeftAlone() {
        DefinedRoles roles = DefinedRoles.of("The Recipient and the Recipient again.");
        assertEquals("Recipients of Recipient's data, not Recipientship", roles.adapt(
            "Receiving Parties of Receiving Party's data, not Recipientship"));
    }
}
