-- Bounces and complaints (server/mail/mail-events.ts): from the provider's webhook, the bounce
-- mailbox or the SMTP session. One row per event, named by a digest of what it says, so the
-- same event told twice is one row and acts once.
CREATE TABLE mail_events (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  -- hard, soft or complaint
  kind TEXT NOT NULL,
  -- the broadcast it is about, when its VERP token named one; NULL for a confirmation mail
  broadcast_id TEXT,
  -- webhook, mailbox or smtp
  via TEXT NOT NULL,
  -- when the provider says it happened (ISO 8601 UTC)
  at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX mail_events_email ON mail_events (email, kind, at);
CREATE INDEX mail_events_broadcast ON mail_events (broadcast_id, kind);
-- The digests of the webhook bodies taken, so a replayed one is refused.
CREATE TABLE mail_event_posts (
  digest TEXT PRIMARY KEY,
  received_at TEXT NOT NULL
);
-- A broadcast's last finished mails, newest first: what its pause rules count over.
CREATE INDEX broadcast_recipients_finished ON broadcast_recipients (broadcast_id, finished_at);
