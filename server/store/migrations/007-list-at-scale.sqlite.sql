-- The dashboard's address search: a trigram index of the addresses, kept by triggers (an
-- address never changes, so insert and delete are all it sees).
CREATE VIRTUAL TABLE signup_search USING fts5 (email, content = 'signups', content_rowid = 'rowid', tokenize = 'trigram');
INSERT INTO signup_search (signup_search) VALUES ('rebuild');
CREATE TRIGGER signup_search_insert AFTER INSERT ON signups BEGIN INSERT INTO signup_search (rowid, email) VALUES (new.rowid, new.email); END;
CREATE TRIGGER signup_search_delete AFTER DELETE ON signups BEGIN INSERT INTO signup_search (signup_search, rowid, email) VALUES ('delete', old.rowid, old.email); END;
