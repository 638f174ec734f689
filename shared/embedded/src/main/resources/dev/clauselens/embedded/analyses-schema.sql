-- The embedded analysis store (SQLite). The same tables and keys as PostgreSQL's migrations, without
-- row-level security (one user's machine) and with instants as nanoseconds since the epoch.
CREATE TABLE IF NOT EXISTS documents (
    tenant_id    TEXT    NOT NULL,
    document_id  TEXT    NOT NULL,
    title        TEXT,
    source_type  TEXT    NOT NULL,
    content_hash TEXT,
    source_key   TEXT,
    created_at   INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, document_id)
);
CREATE TABLE IF NOT EXISTS analyses (
    tenant_id    TEXT    NOT NULL,
    analysis_id  TEXT    NOT NULL,
    document_id  TEXT    NOT NULL,
    attempt      INTEGER NOT NULL,
    status       TEXT    NOT NULL,
    stage        TEXT    NOT NULL,
    progress     INTEGER NOT NULL,
    message      TEXT,
    error_code   TEXT,
    error_reason TEXT,
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL,
    perspective  TEXT,
    playbook     TEXT,
    PRIMARY KEY (tenant_id, analysis_id),
    FOREIGN KEY (tenant_id, document_id) REFERENCES documents ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS analyses_by_document ON analyses (tenant_id, document_id);
CREATE INDEX IF NOT EXISTS analyses_by_age ON analyses (tenant_id, created_at);
CREATE INDEX IF NOT EXISTS analyses_unfinished ON analyses (tenant_id, status, created_at);
CREATE TABLE IF NOT EXISTS progress_events (
    sequence    INTEGER PRIMARY KEY AUTOINCREMENT,
    tenant_id   TEXT NOT NULL,
    analysis_id TEXT NOT NULL,
    event_key   TEXT NOT NULL,
    event       TEXT NOT NULL,
    UNIQUE (tenant_id, analysis_id, event_key),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);
CREATE TABLE IF NOT EXISTS chunks (
    tenant_id       TEXT    NOT NULL,
    document_id     TEXT    NOT NULL,
    chunk_index     INTEGER NOT NULL,
    chunk           TEXT    NOT NULL,
    embedding       BLOB,
    embedding_model TEXT,
    PRIMARY KEY (tenant_id, document_id, chunk_index),
    FOREIGN KEY (tenant_id, document_id) REFERENCES documents ON DELETE CASCADE
);
CREATE TABLE IF NOT EXISTS clauses (
    tenant_id   TEXT NOT NULL,
    analysis_id TEXT NOT NULL,
    chunk_id    TEXT NOT NULL,
    record      TEXT NOT NULL,
    PRIMARY KEY (tenant_id, analysis_id, chunk_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);
CREATE TABLE IF NOT EXISTS risk_assessments (
    tenant_id   TEXT NOT NULL,
    analysis_id TEXT NOT NULL,
    chunk_id    TEXT NOT NULL,
    record      TEXT NOT NULL,
    PRIMARY KEY (tenant_id, analysis_id, chunk_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);
CREATE TABLE IF NOT EXISTS gap_analyses (
    tenant_id   TEXT NOT NULL,
    analysis_id TEXT NOT NULL,
    record      TEXT NOT NULL,
    PRIMARY KEY (tenant_id, analysis_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);
CREATE TABLE IF NOT EXISTS hypothesis_coverage (
    tenant_id     TEXT NOT NULL,
    analysis_id   TEXT NOT NULL,
    hypothesis_id TEXT NOT NULL,
    record        TEXT NOT NULL,
    PRIMARY KEY (tenant_id, analysis_id, hypothesis_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);
CREATE TABLE IF NOT EXISTS model_calls (
    tenant_id   TEXT    NOT NULL,
    call_id     TEXT    NOT NULL,
    analysis_id TEXT    NOT NULL,
    at          INTEGER NOT NULL,
    record      TEXT    NOT NULL,
    PRIMARY KEY (tenant_id, call_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS model_calls_by_analysis ON model_calls (tenant_id, analysis_id, at);
CREATE TABLE IF NOT EXISTS playbooks (
    tenant_id  TEXT    NOT NULL,
    name       TEXT    NOT NULL,
    document   TEXT    NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, name)
);
-- The assistant (issue 15): conversations on an analysis, their turns with the question's embedding,
-- proposals waiting for confirmation, what users did to findings, agent traces and cached tool results.
CREATE TABLE IF NOT EXISTS conversations (
    tenant_id       TEXT    NOT NULL,
    conversation_id TEXT    NOT NULL,
    analysis_id     TEXT    NOT NULL,
    title           TEXT    NOT NULL,
    created_at      INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, conversation_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS conversations_by_analysis ON conversations (tenant_id, analysis_id, created_at);
CREATE TABLE IF NOT EXISTS conversation_turns (
    tenant_id       TEXT    NOT NULL,
    turn_id         TEXT    NOT NULL,
    conversation_id TEXT    NOT NULL,
    question        TEXT    NOT NULL,
    status          TEXT    NOT NULL,
    answer          TEXT,
    embedding       BLOB,
    embedding_model TEXT,
    created_at      INTEGER NOT NULL,
    answered_at     INTEGER,
    PRIMARY KEY (tenant_id, turn_id),
    FOREIGN KEY (tenant_id, conversation_id) REFERENCES conversations ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS turns_by_conversation ON conversation_turns (tenant_id, conversation_id, created_at);
CREATE TABLE IF NOT EXISTS assistant_proposals (
    tenant_id       TEXT    NOT NULL,
    proposal_id     TEXT    NOT NULL,
    conversation_id TEXT    NOT NULL,
    status          TEXT    NOT NULL,
    record          TEXT    NOT NULL,
    decided_at      INTEGER,
    PRIMARY KEY (tenant_id, proposal_id),
    FOREIGN KEY (tenant_id, conversation_id) REFERENCES conversations ON DELETE CASCADE
);
CREATE TABLE IF NOT EXISTS finding_actions (
    tenant_id   TEXT    NOT NULL,
    action_id   TEXT    NOT NULL,
    analysis_id TEXT    NOT NULL,
    record      TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, action_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS actions_by_analysis ON finding_actions (tenant_id, analysis_id, created_at);
CREATE TABLE IF NOT EXISTS agent_traces (
    tenant_id       TEXT    NOT NULL,
    trace_id        TEXT    NOT NULL,
    conversation_id TEXT    NOT NULL,
    record          TEXT    NOT NULL,
    created_at      INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, trace_id),
    FOREIGN KEY (tenant_id, conversation_id) REFERENCES conversations ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS traces_by_conversation ON agent_traces (tenant_id, conversation_id, created_at);
CREATE TABLE IF NOT EXISTS tool_cache (
    tenant_id  TEXT    NOT NULL,
    cache_key  TEXT    NOT NULL,
    value      TEXT    NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, cache_key)
);
