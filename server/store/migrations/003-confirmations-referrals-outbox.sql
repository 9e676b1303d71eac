-- Double opt-in, one-click unsubscribe, the referral queue, attribution and the outbox.
-- Addresses already on the list signed up before confirmation mails existed: they stay
-- confirmed, as of their signup.
ALTER TABLE signups ADD COLUMN status TEXT NOT NULL DEFAULT 'confirmed';
ALTER TABLE signups ADD COLUMN confirmed_at TEXT;
ALTER TABLE signups ADD COLUMN unsubscribed_at TEXT;
-- Short and random; the store gives one to every row that lacks it when it opens.
ALTER TABLE signups ADD COLUMN referral_code TEXT;
-- The referral code of the link the visitor came with, kept only when it named a subscriber.
ALTER TABLE signups ADD COLUMN referred_by TEXT;
ALTER TABLE signups ADD COLUMN utm_source TEXT;
ALTER TABLE signups ADD COLUMN utm_medium TEXT;
ALTER TABLE signups ADD COLUMN utm_campaign TEXT;
-- Confirmation mails sent to this address so far, and when the last one was queued.
ALTER TABLE signups ADD COLUMN sends INTEGER NOT NULL DEFAULT 0;
ALTER TABLE signups ADD COLUMN last_sent_at TEXT;
UPDATE signups SET confirmed_at = created_at;
CREATE UNIQUE INDEX signups_referral_code ON signups (referral_code);
-- Mails and webhook calls to make, written in the same transaction as the change they report
-- and delivered by the server's outbox worker, so a crash after an answer loses none of them.
CREATE TABLE outbox (
  -- Random; a webhook sends it as the event id.
  id TEXT PRIMARY KEY,
  -- "mail" or "webhook".
  kind TEXT NOT NULL,
  -- One row per event however often its transaction is retried or raced.
  dedupe_key TEXT NOT NULL UNIQUE,
  -- The address the event is about, so an erasure request removes its events too.
  subscriber TEXT NOT NULL,
  -- JSON: the mail to render, or the webhook's body as it is sent.
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  -- While a worker holds the row; another may take it only after this time.
  claimed_until TEXT,
  delivered_at TEXT,
  -- Set when the worker gave up after its last attempt.
  failed_at TEXT,
  last_error TEXT
);
CREATE INDEX outbox_due ON outbox (delivered_at, failed_at, next_attempt_at);
