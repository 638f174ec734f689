package dev.clauselens.embedded;

import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.assistant.ConversationStore;
import dev.clauselens.testing.ConversationStoreContract;
import org.junit.jupiter.api.AfterEach;

class SqliteConversationStoreTest extends ConversationStoreContract {
    private final SqliteAnalysisStore store = SqliteAnalysisStore.inMemory();
    private final SqliteConversationStore conversations = new SqliteConversationStore(store);

    @Override
    protected AnalysisStore analyses() {
        return store;
    }

    @Override
    protected ConversationStore conversations() {
        return conversations;
    }

    @AfterEach
    void close() {
        store.close();
    }
}
