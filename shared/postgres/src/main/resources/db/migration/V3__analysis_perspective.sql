-- The side the user reviews from (discloser, recipient, mutual); NULL: inferred from the document.
ALTER TABLE analyses ADD COLUMN IF NOT EXISTS perspective text
    CHECK (perspective IS NULL OR perspective IN ('DISCLOSER', 'RECIPIENT', 'MUTUAL'));
