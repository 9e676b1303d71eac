-- The launch list: one row per address. No IP address, no user agent.
CREATE TABLE signups (
  email TEXT PRIMARY KEY,
  -- ISO 8601 in UTC, e.g. 2026-11-22T23:40:00.000Z: the same text on both engines.
  created_at TEXT NOT NULL,
  -- Which form the address came from: "home" or "news".
  source TEXT NOT NULL,
  -- The version of the consent line the visitor saw (app/content/privacy.ts).
  consent_version TEXT NOT NULL
);
