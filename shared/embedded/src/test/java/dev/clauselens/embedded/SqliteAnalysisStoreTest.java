package dev.clauselens.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clauselens.core.analysis.AnalysisRecord;
import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.analysis.ClauseRecord;
import dev.clauselens.core.analysis.DecisionLayer;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.testing.AnalysisStoreContract;
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
