-- Trigram indexes make the list searches `column ILIKE '%term%'` fast (the quick search and
-- LIKE filters). pg_trgm is a trusted extension on PostgreSQL 13+; the embedded database
-- loads it at open (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
