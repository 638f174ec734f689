-- A tenant's own playbooks (issue 16), and the playbook an analysis is read against (NULL: the built-in one
-- of its perspective).
CREATE TABLE playbooks (
    tenant_id  text        NOT NULL,
    name       text        NOT NULL CHECK (name ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
    document   jsonb       NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, name)
);
ALTER TABLE playbooks ENABLE ROW LEVEL SECURITY;
ALTER TABLE playbooks FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON playbooks USING (tenant_id = current_setting('app.tenant_id', true))
    WITH CHECK (tenant_id = current_setting('app.tenant_id', true));

ALTER TABLE analyses ADD COLUMN IF NOT EXISTS playbook text;
