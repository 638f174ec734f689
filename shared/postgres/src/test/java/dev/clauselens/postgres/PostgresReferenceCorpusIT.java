package dev.clauselens.postgres;

import dev.clauselens.core.corpus.ReferenceCorpus;
import dev.clauselens.testing.ReferenceCorpusContract;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

class PostgresReferenceCorpusIT extends ReferenceCorpusContract {
    private static PostgresDatabase database;

    @BeforeAll
    static void connect() {
        TestDatabase.migrate();
        database = PostgresDatabase.connect(TestDatabase.owner(), 2);
    }

    @AfterAll
    static void disconnect() {
        if (database != null) {
            database.close();
        }
    }

    @Override
    protected ReferenceCorpus emptyCorpus() {
        database.transaction(connection -> {
            try (var statement = connection.createStatement()) {
                return statement.executeUpdate("TRUNCATE reference_clauses, reference_documents");
            }
        });
        return new PostgresReferenceCorpus(database);
    }
}
