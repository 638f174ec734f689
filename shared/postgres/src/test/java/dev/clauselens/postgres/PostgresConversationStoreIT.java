package dev.clauselens.postgres;

import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.assistant.ConversationStore;
import dev.clauselens.testing.ConversationStoreContract;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

class PostgresConversationStoreIT extends ConversationStoreContract {
    private static PostgresDatabase database;

    @BeforeAll
    static void connect() {
        TestDatabase.migrate();
        database = PostgresDatabase.connect(TestDatabase.application(), 4);
    }

    @AfterAll
    static void disconnect() {
        if (database != null) {
            database.close();
        }
    }

    @Override
    protected AnalysisStore analyses() {
        return new PostgresAnalysisStore(database);
    }

    @Override
    protected ConversationStore conversations() {
        return new PostgresConversationStore(new PostgresAnalysisStore(database));
    }
}
