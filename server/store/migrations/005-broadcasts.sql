-- Broadcasts: one mail to the list (the launch mail), sent by the servers' workers at a
-- steady rate, with one row per recipient written when the send starts, so a crash loses
-- nobody and a second start adds nobody twice.
CREATE TABLE broadcasts (
  id TEXT PRIMARY KEY,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  -- NULL for a text-only mail.
  html_body TEXT,
  -- The widest queue place of the wave being sent; NULL for every confirmed subscriber.
  max_position INTEGER,
  -- Mails per second, for all instances together.
  rate INTEGER NOT NULL,
  -- draft, scheduled, sending, paused, cancelled or done.
  state TEXT NOT NULL,
  -- When a scheduled broadcast starts sending (ISO 8601 UTC).
  send_at TEXT,
  -- Why it paused by itself (a run of failures, the mail server unreachable); NULL otherwise.
  paused_reason TEXT,
  -- The next free sending slot, in microseconds since 1970: each mail takes the next one, so
  -- the rate holds however many instances send.
  next_slot_us BIGINT NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT
);
CREATE TABLE broadcast_recipients (
  broadcast_id TEXT NOT NULL,
  email TEXT NOT NULL,
  -- pending, sending, sent, failed or skipped.
  state TEXT NOT NULL,
  -- Place in the queue when the wave was written.
  position INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  -- While a worker holds the row; after this time the row was maybe handed to SMTP.
  claimed_until TEXT,
  -- 1 once a worker died holding the row: the mail may go twice.
  in_doubt INTEGER NOT NULL DEFAULT 0,
  sent_at TEXT,
  last_error TEXT,
  PRIMARY KEY (broadcast_id, email)
);
CREATE INDEX broadcast_recipients_due ON broadcast_recipients (broadcast_id, state, next_attempt_at);
-- Addresses that get no further broadcast: the mail server refused them for good (5xx).
CREATE TABLE suppressions (
  email TEXT PRIMARY KEY,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL
);
-- The broadcast whose unsubscribe link a subscriber left by, if any.
ALTER TABLE signups ADD COLUMN unsubscribed_by TEXT;
