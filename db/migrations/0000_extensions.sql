-- Extensions the schema relies on: pg_trgm for typo-tolerant product search.
-- PGlite loads the same extension from its contrib bundle (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
