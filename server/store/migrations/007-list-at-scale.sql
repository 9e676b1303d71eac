-- A list of a million (ADR 039). The queue's places and the dashboard's counts are kept in a
-- snapshot counted in the background (list-snapshot.ts), so no request reads the whole list.
-- The address's key in the queue rule's tie-break order (app/lib/queue-order.ts); the store
-- fills it for rows from before this migration when it opens.
ALTER TABLE signups ADD COLUMN email_order TEXT;
-- The export's pages and the search's newest-first walk.
CREATE INDEX signups_by_creation ON signups (created_at, email);
-- Friends who came by a referral link, for counting each referrer's confirmed friends.
CREATE INDEX signups_referred ON signups (referred_by) WHERE referred_by IS NOT NULL;
-- One row: how often the list changed (every write to signups adds one in its own
-- transaction), and which instance is counting the snapshot now, until when.
CREATE TABLE list_changes (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  counting_by TEXT,
  counting_until TEXT
);
INSERT INTO list_changes (id, version) VALUES (1, 1);
