-- ClauseLens schema: the analysis store (one row set per tenant, isolated by row-level security)
-- and the reference corpus (shared by every tenant).
-- pgvector is installed by setup as a superuser (CREATE EXTENSION needs one); here we only check.
DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
        RAISE EXCEPTION 'The pgvector extension is not installed in this database. As a superuser run: CREATE EXTENSION vector;';
    END IF;
END
$$;

CREATE TABLE documents (
    tenant_id    text        NOT NULL,
    document_id  text        NOT NULL,
    title        text        NOT NULL,
    source_type  text        NOT NULL,
    content_hash text        NOT NULL,
    source_key   text,
    created_at   timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, document_id)
);

CREATE TABLE analyses (
    tenant_id    text        NOT NULL,
    analysis_id  text        NOT NULL,
    document_id  text        NOT NULL,
    status       text        NOT NULL,
    stage        text        NOT NULL,
    progress     integer     NOT NULL CHECK (progress BETWEEN 0 AND 100),
    message      text,
    error_code   text,
    error_reason text,
    created_at   timestamptz NOT NULL,
    updated_at   timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, analysis_id),
    FOREIGN KEY (tenant_id, document_id) REFERENCES documents ON DELETE CASCADE
);
CREATE INDEX analyses_by_document ON analyses (tenant_id, document_id);

CREATE TABLE progress_events (
    tenant_id   text        NOT NULL,
    analysis_id text        NOT NULL,
    event_key   text        NOT NULL,
    sequence    bigserial   NOT NULL,
    event       jsonb       NOT NULL,
    PRIMARY KEY (tenant_id, analysis_id, event_key),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);

CREATE TABLE chunks (
    tenant_id       text    NOT NULL,
    document_id     text    NOT NULL,
    chunk_index     integer NOT NULL,
    chunk           jsonb   NOT NULL,
    embedding       vector,
    embedding_model text,
    PRIMARY KEY (tenant_id, document_id, chunk_index),
    FOREIGN KEY (tenant_id, document_id) REFERENCES documents ON DELETE CASCADE
);

CREATE TABLE clauses (
    tenant_id   text  NOT NULL,
    analysis_id text  NOT NULL,
    chunk_id    text  NOT NULL,
    category    text  NOT NULL,
    record      jsonb NOT NULL,
    PRIMARY KEY (tenant_id, analysis_id, chunk_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);

CREATE TABLE risk_assessments (
    tenant_id   text  NOT NULL,
    analysis_id text  NOT NULL,
    chunk_id    text  NOT NULL,
    level       text  NOT NULL,
    record      jsonb NOT NULL,
    PRIMARY KEY (tenant_id, analysis_id, chunk_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);

CREATE TABLE gap_analyses (
    tenant_id   text    NOT NULL,
    analysis_id text    NOT NULL,
    gap_score   integer NOT NULL,
    record      jsonb   NOT NULL,
    PRIMARY KEY (tenant_id, analysis_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);

CREATE TABLE hypothesis_coverage (
    tenant_id     text  NOT NULL,
    analysis_id   text  NOT NULL,
    hypothesis_id text  NOT NULL,
    verdict       text  NOT NULL,
    record        jsonb NOT NULL,
    PRIMARY KEY (tenant_id, analysis_id, hypothesis_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);

CREATE TABLE model_calls (
    tenant_id          text          NOT NULL,
    call_id            text          NOT NULL,
    analysis_id        text          NOT NULL,
    agent              text          NOT NULL,
    model              text          NOT NULL,
    input_tokens       integer       NOT NULL,
    output_tokens      integer       NOT NULL,
    cache_read_tokens  integer       NOT NULL,
    cache_write_tokens integer       NOT NULL,
    cost_usd           numeric(12,6) NOT NULL,
    latency_ms         bigint        NOT NULL,
    outcome            text          NOT NULL,
    at                 timestamptz   NOT NULL,
    PRIMARY KEY (tenant_id, call_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);
CREATE INDEX model_calls_by_analysis ON model_calls (tenant_id, analysis_id);

-- Row-level security on every tenant table, forced so that it binds the table owner too. The
-- tenant is a per-transaction setting; with none set, current_setting(..., true) is NULL and no
-- row matches.
DO $$
DECLARE
    t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['documents', 'analyses', 'progress_events', 'chunks', 'clauses',
                             'risk_assessments', 'gap_analyses', 'hypothesis_coverage', 'model_calls']
    LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
        EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (tenant_id = current_setting(''app.tenant_id'', true)) '
                       'WITH CHECK (tenant_id = current_setting(''app.tenant_id'', true))', t);
    END LOOP;
END
$$;

CREATE TABLE reference_documents (
    id      text PRIMARY KEY,
    title   text NOT NULL,
    source  text NOT NULL,
    licence text NOT NULL
);

CREATE TABLE reference_clauses (
    id              text PRIMARY KEY,
    document_id     text        NOT NULL REFERENCES reference_documents,
    text            text        NOT NULL,
    category        text,
    hypothesis      text,
    nli_label       text,
    risk            text,
    embedding       vector(384) NOT NULL,
    embedding_model text        NOT NULL
);
CREATE INDEX reference_clauses_embedding ON reference_clauses
    USING hnsw (embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64);
CREATE INDEX reference_clauses_category ON reference_clauses (category);
CREATE INDEX reference_clauses_hypothesis ON reference_clauses (hypothesis);
