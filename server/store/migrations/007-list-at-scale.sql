-- A list of a million (ADR 039). The queue's places and the dashboard's counts are kept in a
-- snapshot counted in the background (list-snapshot.ts), so no request reads the whole list.
-- The address's key in the queue rule's tie-break order (app/lib/queue-order.ts); the store
-- fills it for rows from before this migration when it opens.
ALTER TABLE signups ADD COLUMN email_order TEXT;
-- The rows still without one, so that opening the store finds none without reading the list.
CREATE INDEX signups_without_order ON signups (email) WHERE email_order IS NULL;
-- The export's pages and the search's newest-first walk.
CREATE INDEX signups_by_creation ON signups (created_at, email);
-- Friends who came by a referral link, for counting each referrer's confirmed friends.
CREATE INDEX signups_referred ON signups (referred_by) WHERE referred_by IS NOT NULL;
-- A broadcast's unsubscribes, and the outbox's failures, without a walk through every row.
CREATE INDEX signups_unsubscribed_by ON signups (unsubscribed_by) WHERE unsubscribed_by IS NOT NULL;
CREATE INDEX outbox_failed ON outbox (failed_at) WHERE failed_at IS NOT NULL;
-- Rate counters whose window is over are removed by the time their window began.
CREATE INDEX rate_counters_window ON rate_counters (window_start);
-- One row: how often the list changed (every write to signups adds one in its own
-- transaction), and which instance is counting the snapshot now, until when.
CREATE TABLE list_changes (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  counting_by TEXT,
  counting_until TEXT
);
INSERT INTO list_changes (id, version) VALUES (1, 1);
-- A broadcast's numbers, kept as its recipients move, so its status reads a few rows however
-- many it goes to: how many were written, and how many reached each end state (the time each
-- did so in finished_at). Each change adds to one of 16 rows of the broadcast, picked at
-- random, so instances sending at once seldom wait for each other's row. Those waiting and in
-- flight are counted through the queue index.
ALTER TABLE broadcast_recipients ADD COLUMN finished_at TEXT;
CREATE TABLE broadcast_counts (
  broadcast_id TEXT NOT NULL,
  shard INTEGER NOT NULL,
  audience_count INTEGER NOT NULL DEFAULT 0,
  sent_count INTEGER NOT NULL DEFAULT 0,
  failed_count INTEGER NOT NULL DEFAULT 0,
  skipped_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (broadcast_id, shard)
);
INSERT INTO broadcast_counts (broadcast_id, shard, audience_count, sent_count, failed_count, skipped_count)
SELECT broadcast_id, 0, count(*),
  sum(CASE WHEN state = 'sent' THEN 1 ELSE 0 END),
  sum(CASE WHEN state = 'failed' THEN 1 ELSE 0 END),
  sum(CASE WHEN state = 'skipped' THEN 1 ELSE 0 END)
FROM broadcast_recipients
GROUP BY broadcast_id;
CREATE INDEX broadcast_recipients_in_doubt ON broadcast_recipients (broadcast_id) WHERE in_doubt = 1;
