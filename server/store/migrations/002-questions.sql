-- Questions the chat could not answer, passed on by visitors for the brand to answer later.
-- No IP address, no user agent: the question, an optional reply address and the time.
CREATE TABLE questions (
  -- Random (crypto.randomUUID), so both engines need no sequence.
  id TEXT PRIMARY KEY,
  question TEXT NOT NULL CHECK (length(question) BETWEEN 1 AND 500),
  -- Where the visitor wants the answer; NULL when they left none.
  email TEXT,
  -- ISO 8601 in UTC, like signups.created_at.
  created_at TEXT NOT NULL
);
