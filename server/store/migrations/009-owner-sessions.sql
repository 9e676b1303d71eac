-- What an owner sees of their sessions, and when each last proved its owner is there:
-- `handle` names a session on the dashboard (never its secret id or that id's hash), `device`
-- is a label read from the browser's User-Agent at sign-in, and `verified_at` is the time of
-- the session's last passkey assertion (its sign-in, or a step-up since).
ALTER TABLE owner_sessions ADD COLUMN handle TEXT;
ALTER TABLE owner_sessions ADD COLUMN device TEXT;
ALTER TABLE owner_sessions ADD COLUMN verified_at TEXT;
UPDATE owner_sessions SET handle = substr(id_hash, 1, 22), verified_at = created_at;
CREATE UNIQUE INDEX owner_sessions_handle ON owner_sessions (handle);
CREATE INDEX owner_sessions_owner ON owner_sessions (owner_id, ended_at);
