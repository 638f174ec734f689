package dev.clauselens.cli;

import dev.clauselens.core.analysis.AnalysisStore;
import dev.clauselens.core.assistant.ConversationStore;
import dev.clauselens.core.corpus.ReferenceCorpus;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.embedded.InMemoryReferenceCorpus;
import dev.clauselens.embedded.LegacyAnalysesImport;
import dev.clauselens.embedded.SqliteAnalysisStore;
import dev.clauselens.embedded.SqliteConversationStore;
import dev.clauselens.postgres.PostgresAnalysisStore;
import dev.clauselens.postgres.PostgresConversationStore;
import dev.clauselens.postgres.PostgresDatabase;
import dev.clauselens.postgres.PostgresMigrations;
import dev.clauselens.postgres.PostgresReferenceCorpus;
import dev.clauselens.postgres.PostgresUrl;
import java.nio.file.Path;

/**
 * The stores a command works on, chosen by {@code --store}: {@code memory} (the default: embedded,
 * kept under {@code CLAUSELENS_HOME}, by default {@code ~/.clauselens}: analyses in the SQLite database
 * {@code analyses.db}, every write durable when it returns; the reference corpus in {@code corpus.bin})
 * or a {@code postgresql://} URL; the assistant's conversations live beside the analyses. {@link #close()} saves the corpus and closes the database, or
 * releases database connections.
 */
final class Stores implements AutoCloseable {
    static final String MEMORY = "memory";
    /** The embedded analysis store's SQLite database under the home. */
    static final String ANALYSES_FILE = "analyses.db";

    private final AnalysisStore analyses;
    private final ConversationStore conversations;
    private final ReferenceCorpus corpus;
    private final Runnable onClose;
    private final String description;

    private Stores(AnalysisStore analyses, ConversationStore conversations, ReferenceCorpus corpus, Runnable onClose,
                   String description) {
        this.analyses = analyses;
        this.conversations = conversations;
        this.corpus = corpus;
        this.onClose = onClose;
        this.description = description;
    }

    /**
     * Opens the stores; with {@code migrate}, first brings a PostgreSQL schema up to date (which
     * needs the schema owner's rights).
     */
    static Stores open(String spec, boolean migrate) {
        if (spec == null || spec.equals(MEMORY)) {
            Path home = home();
            Path corpusFile = home.resolve("corpus.bin");
            var corpus = InMemoryReferenceCorpus.load(corpusFile);
            var analyses = SqliteAnalysisStore.open(home.resolve(ANALYSES_FILE));
            int imported = LegacyAnalysesImport.run(analyses, home);
            if (imported > 0) {
                System.err.printf("Imported %d analyses from %s into %s (the old file is kept as %s.imported).%n", imported,
                    LegacyAnalysesImport.FILE, ANALYSES_FILE, LegacyAnalysesImport.FILE);
            }
            return new Stores(analyses, new SqliteConversationStore(analyses), corpus, () -> {
                analyses.close();
                corpus.save(corpusFile);
            }, "embedded store in " + home);
        }
        if (!spec.startsWith("postgresql://") && !spec.startsWith("postgres://")) {
            throw new InvalidInputException("--store takes 'memory' or a postgresql://user:password@host:port/db URL, not '"
                + spec + "'.");
        }
        PostgresUrl url = PostgresUrl.parse(spec);
        if (migrate) {
            PostgresMigrations.migrate(url, System.getenv("CLAUSELENS_APP_ROLE"));
        }
        var database = PostgresDatabase.connect(url, 4);
        var analyses = new PostgresAnalysisStore(database);
        return new Stores(analyses, new PostgresConversationStore(analyses), new PostgresReferenceCorpus(database), database::close,
            "PostgreSQL " + url.jdbcUrl().replaceFirst("^jdbc:", ""));
    }

    static Path home() {
        String configured = System.getProperty("clauselens.home", System.getenv("CLAUSELENS_HOME"));
        return configured != null && !configured.isBlank() ? Path.of(configured)
            : Path.of(System.getProperty("user.home"), ".clauselens");
    }

    AnalysisStore analyses() {
        return analyses;
    }

    /** The assistant's conversations, in the same database as the analyses. */
    ConversationStore conversations() {
        return conversations;
    }

    ReferenceCorpus corpus() {
        return corpus;
    }

    String description() {
        return description;
    }

    @Override
    public void close() {
        onClose.run();
    }
}
