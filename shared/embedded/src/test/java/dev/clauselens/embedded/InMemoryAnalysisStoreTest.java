package dev.clauselens.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.testing.AnalysisStoreContract;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InMemoryAnalysisStoreTest extends AnalysisStoreContract {
    private final InMemoryAnalysisStore store = InMemoryAnalysisStore.inMemory();

    @Override
    protected AnalysisStore store() {
        return store;
    }

    @Test
    void aSavedStoreKeepsItsAnalysesAcrossRestarts(@TempDir Path dir) {
        Path file = dir.resolve("store.json");
        InMemoryAnalysisStore saved = InMemoryAnalysisStore.savedTo(file);
        seed(saved, tenantA);
        saved.flush();
        AnalysisStore reopened = InMemoryAnalysisStore.savedTo(file);
        assertEquals("Mutual NDA", reopened.findDocument(tenantA, "doc-1").orElseThrow().title());
        assertEquals(2, reopened.chunks(tenantA, "doc-1").size());
        assertEquals(1200, reopened.modelCalls(tenantA, "an-1").getFirst().inputTokens());
    }
}
