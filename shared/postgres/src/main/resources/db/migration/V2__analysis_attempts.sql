-- A failed analysis can be started again: each attempt runs under an execution name of its own.
ALTER TABLE analyses ADD COLUMN IF NOT EXISTS attempt integer NOT NULL DEFAULT 1 CHECK (attempt >= 1);
