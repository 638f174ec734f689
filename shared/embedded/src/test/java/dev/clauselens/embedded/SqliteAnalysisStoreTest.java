package dev.clauselens.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.ClauseRecord;
import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.analysis.StoredJson;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.testing.AnalysisStoreContract;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqliteAnalysisStoreTest extends AnalysisStoreContract {
    private final SqliteAnalysisStore store = SqliteAnalysisStore.inMemory();

    @Override
    protected AnalysisStore store() {
        return store;
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void everyWriteIsInTheFileWhenItReturnsWithNoFlushOrClose(@TempDir Path dir) {
        Path file = dir.resolve("analyses.db");
        SqliteAnalysisStore writer = SqliteAnalysisStore.open(file);
        seed(writer, tenantA);
        try (SqliteAnalysisStore reader = SqliteAnalysisStore.open(file)) {
            assertEquals("Mutual NDA", reader.findDocument(tenantA, "doc-1").orElseThrow().title());
            assertEquals(2, reader.chunks(tenantA, "doc-1").size());
            assertEquals(1200, reader.modelCalls(tenantA, "an-1").getFirst().inputTokens());
            assertEquals(List.of("an-1"), reader.unfinishedAnalyses(tenantA).stream().map(AnalysisRecord::analysisId).toList());
        }
        writer.close();
    }

    /** The layout earlier versions kept in analyses.json: keyed maps of the records, analyses without attempts. */
    @Test
    void importsTheAnalysesAnEarlierVersionKeptInAJsonFileOnce(@TempDir Path home) throws Exception {
        SqliteAnalysisStore old = SqliteAnalysisStore.inMemory();
        seed(old, tenantA);
        var mapper = new ObjectMapper();
        ObjectNode state = mapper.createObjectNode();
        put(state, "documents", old.findDocument(tenantA, "doc-1").orElseThrow());
        ObjectNode analysis = (ObjectNode) mapper.readTree(StoredJson.write(old.findAnalysis(tenantA, "an-1").orElseThrow()));
        analysis.remove("attempt");
        state.putObject("analyses").set("k", analysis);
        old.progress(tenantA, "an-1").forEach(e -> put(state, "progress", e));
        old.chunks(tenantA, "doc-1").forEach(c -> put(state, "chunks", c));
        old.clauses(tenantA, "an-1").forEach(c -> put(state, "clauses", c));
        old.assessments(tenantA, "an-1").forEach(a -> put(state, "assessments", a));
        put(state, "gaps", old.gapAnalysis(tenantA, "an-1").orElseThrow());
        old.hypotheses(tenantA, "an-1").forEach(h -> put(state, "hypotheses", h));
        old.modelCalls(tenantA, "an-1").forEach(c -> put(state, "modelCalls", c));
        Files.writeString(home.resolve(LegacyAnalysesImport.FILE), state.toString());

        try (SqliteAnalysisStore store = SqliteAnalysisStore.open(home.resolve("analyses.db"))) {
            assertEquals(1, LegacyAnalysesImport.run(store, home));
            assertEquals(1, store.findAnalysis(tenantA, "an-1").orElseThrow().attempt());
            assertEquals(old.chunks(tenantA, "doc-1"), store.chunks(tenantA, "doc-1"));
            assertEquals(old.progress(tenantA, "an-1"), store.progress(tenantA, "an-1"));
            assertEquals(old.clauses(tenantA, "an-1"), store.clauses(tenantA, "an-1"));
            assertEquals(old.modelCalls(tenantA, "an-1"), store.modelCalls(tenantA, "an-1"));
            assertEquals(0, LegacyAnalysesImport.run(store, home), "once: the file is renamed");
            assertTrue(Files.exists(home.resolve(LegacyAnalysesImport.FILE + ".imported")));
        }
        old.close();
    }

    private static void put(ObjectNode state, String section, Object record) {
        ObjectNode map = state.has(section) ? (ObjectNode) state.get(section) : state.putObject(section);
        try {
            map.set("k" + map.size(), new ObjectMapper().readTree(StoredJson.write(record)));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aStepStillRunningAfterADeleteCannotWriteTheDocumentBack() {
        seed(store, tenantA);
        assertTrue(store.deleteDocument(tenantA, "doc-1"));
        var late = new ClauseRecord(tenantA, "an-1", "c-9", ClauseCategory.values()[0], List.of(), 0.9, "late",
            DecisionLayer.LOCAL);
        assertThrows(IllegalStateException.class, () -> store.saveClauses(List.of(late)));
        assertTrue(store.clauses(tenantA, "an-1").isEmpty());
        assertTrue(store.findAnalysis(tenantA, "an-1").isEmpty());
    }
}
