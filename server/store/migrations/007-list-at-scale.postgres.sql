-- The dashboard's address search: a trigram index of the lower-cased addresses.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX signups_search ON signups USING gin (lower(email) gin_trgm_ops);
