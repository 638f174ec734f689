-- The assistant (issue 15): conversations on an analysis, their turns with the question's embedding (for the
-- most relevant earlier turns), proposals waiting for the user's confirmation, what users did to findings,
-- agent traces and cached tool results. Every table is tenant-isolated by forced row-level security.
CREATE TABLE conversations (
    tenant_id       text        NOT NULL,
    conversation_id text        NOT NULL,
    analysis_id     text        NOT NULL,
    title           text        NOT NULL,
    created_at      timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, conversation_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);
CREATE INDEX conversations_by_analysis ON conversations (tenant_id, analysis_id, created_at);

CREATE TABLE conversation_turns (
    tenant_id       text        NOT NULL,
    turn_id         text        NOT NULL,
    conversation_id text        NOT NULL,
    question        text        NOT NULL,
    status          text        NOT NULL CHECK (status IN ('PENDING', 'ANSWERED', 'FAILED')),
    answer          jsonb,
    embedding       vector,
    embedding_model text,
    created_at      timestamptz NOT NULL,
    answered_at     timestamptz,
    PRIMARY KEY (tenant_id, turn_id),
    FOREIGN KEY (tenant_id, conversation_id) REFERENCES conversations ON DELETE CASCADE
);
CREATE INDEX turns_by_conversation ON conversation_turns (tenant_id, conversation_id, created_at);

CREATE TABLE assistant_proposals (
    tenant_id       text        NOT NULL,
    proposal_id     text        NOT NULL,
    conversation_id text        NOT NULL,
    status          text        NOT NULL CHECK (status IN ('PENDING', 'CONFIRMED', 'DECLINED')),
    record          jsonb       NOT NULL,
    decided_at      timestamptz,
    PRIMARY KEY (tenant_id, proposal_id),
    FOREIGN KEY (tenant_id, conversation_id) REFERENCES conversations ON DELETE CASCADE
);

CREATE TABLE finding_actions (
    tenant_id   text        NOT NULL,
    action_id   text        NOT NULL,
    analysis_id text        NOT NULL,
    record      jsonb       NOT NULL,
    created_at  timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, action_id),
    FOREIGN KEY (tenant_id, analysis_id) REFERENCES analyses ON DELETE CASCADE
);
CREATE INDEX actions_by_analysis ON finding_actions (tenant_id, analysis_id, created_at);

CREATE TABLE agent_traces (
    tenant_id       text        NOT NULL,
    trace_id        text        NOT NULL,
    conversation_id text        NOT NULL,
    intent          text        NOT NULL,
    routed_by       text        NOT NULL,
    confidence      real        NOT NULL,
    record          jsonb       NOT NULL,
    created_at      timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, trace_id),
    FOREIGN KEY (tenant_id, conversation_id) REFERENCES conversations ON DELETE CASCADE
);
CREATE INDEX traces_by_conversation ON agent_traces (tenant_id, conversation_id, created_at);

CREATE TABLE tool_cache (
    tenant_id  text        NOT NULL,
    cache_key  text        NOT NULL,
    value      text        NOT NULL,
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, cache_key)
);

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['conversations', 'conversation_turns', 'assistant_proposals', 'finding_actions',
                             'agent_traces', 'tool_cache'] LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
        EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (tenant_id = current_setting(''app.tenant_id'', true)) '
            || 'WITH CHECK (tenant_id = current_setting(''app.tenant_id'', true))', t);
    END LOOP;
END $$;
