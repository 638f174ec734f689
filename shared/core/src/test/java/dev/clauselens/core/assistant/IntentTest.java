package dev.clauselens.core.assistant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.clauselens.core.analysis.StoredJson;
import org.junit.jupiter.api.Test;

/** Intents as stored answers hold them: written by id, read by id or by the constant's name older answers used. */
class IntentTest {
    private record Held(Intent intent) {
    }

    @Test
    void writtenByIdAndReadByIdOrByTheOlderName() {
        assertEquals("{\"intent\":\"negotiate\"}", StoredJson.write(new Held(Intent.NEGOTIATE)));
        assertEquals(Intent.NEGOTIATE, StoredJson.read("{\"intent\":\"negotiate\"}", Held.class).intent());
        assertEquals(Intent.EXPLAIN, StoredJson.read("{\"intent\":\"EXPLAIN\"}", Held.class).intent());
        assertThrows(IllegalStateException.class, () -> StoredJson.read("{\"intent\":\"haggle\"}", Held.class));
    }
}
