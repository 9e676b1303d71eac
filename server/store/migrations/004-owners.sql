-- The owners' side, the dashboard at /admin: owners and their passkeys, one-time invites,
-- sessions, WebAuthn challenges, sign-in counters and the audit log. Invite tokens, session
-- ids and challenges are kept only as SHA-256 hashes, so a copy of the database signs no one in.
CREATE TABLE owners (
  -- Random (crypto.randomUUID); also the WebAuthn user handle.
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE passkeys (
  -- The credential id as the authenticator gave it, base64url.
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES owners (id),
  -- The COSE public key, base64url.
  public_key TEXT NOT NULL,
  sign_count INTEGER NOT NULL,
  -- JSON array of transports ("internal", "hybrid", "usb"...), passed back at sign-in.
  transports TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT,
  revoked_at TEXT
);
CREATE TABLE owner_invites (
  token_hash TEXT PRIMARY KEY,
  -- The name the new owner will go by.
  name TEXT NOT NULL,
  -- The owner who invited; NULL from the command line.
  invited_by TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  -- The passkey registered with it: marks which of two racing registrations won.
  passkey_id TEXT
);
CREATE TABLE owner_sessions (
  id_hash TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL,
  -- The passkey it signed in with: revoking the passkey ends the session.
  passkey_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  ended_at TEXT
);
CREATE TABLE webauthn_challenges (
  challenge_hash TEXT PRIMARY KEY,
  -- "register" (an invite), "add-passkey" or "sign-in".
  purpose TEXT NOT NULL,
  -- The invite's token hash or the owner's id; empty for sign-in.
  subject TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE TABLE rate_counters (
  -- What is counted and for whom: "sign-in 203.0.113.7".
  key TEXT PRIMARY KEY,
  window_start TEXT NOT NULL,
  hits INTEGER NOT NULL
);
-- Append-only: the store offers no way to change or remove an entry.
CREATE TABLE audit_log (
  id TEXT PRIMARY KEY,
  at TEXT NOT NULL,
  owner_id TEXT,
  -- Kept as it was at the time, so the log still reads after an owner goes.
  owner_name TEXT NOT NULL,
  action TEXT NOT NULL,
  -- What it was done to; an erased address appears masked, a token never.
  object TEXT NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at);
-- A question the brand has dealt with leaves the dashboard's open list.
ALTER TABLE questions ADD COLUMN handled_at TEXT;
