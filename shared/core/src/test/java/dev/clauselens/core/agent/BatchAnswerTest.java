package dev.clauselens.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class BatchAnswerTest {

    @Test
    void namesEveryIdAnsweredTwiceOrNotAtAll() {
        assertEquals(List.of(), BatchAnswer.eachOnce(List.of("c1", "c2"), List.of("c2", "c1"), "clause"));
        assertEquals(List.of("clause c1 is answered twice", "clause c2 has no answer"),
            BatchAnswer.eachOnce(List.of("c1", "c2"), List.of("c1", "c1"), "clause"));
    }

    @Test
    void theSchemaAsksForExactlyOneStrictItemPerBatchMember() {
        var schema = BatchAnswer.schema("clauses", 3, List.of("chunkId", "category"));
        schema.itemProperties().putObject("chunkId").put("type", "string");
        var array = schema.root().path("properties").path("clauses");
        assertEquals(3, array.path("minItems").asInt());
        assertEquals(3, array.path("maxItems").asInt());
        assertEquals(false, schema.root().path("additionalProperties").asBoolean(true));
        assertEquals(false, array.path("items").path("additionalProperties").asBoolean(true));
        assertEquals("[\"chunkId\",\"category\"]", array.path("items").path("required").toString());
        assertEquals("string", array.path("items").path("properties").path("chunkId").path("type").asText());
    }

    @Test
    void cutsALongListIntoBatchesInOrder() {
        assertEquals(List.of(List.of(1, 2), List.of(3, 4), List.of(5)), BatchAnswer.batches(List.of(1, 2, 3, 4, 5), 2));
        assertEquals(List.of(), BatchAnswer.batches(List.of(), 2));
    }
}
