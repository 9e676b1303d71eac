-- How often a place in the queue may have moved: every write to signups adds one, except new
-- signups that all wait for their confirmation (list-snapshot.ts), so a count after those
-- counts the totals again without ranking the whole list.
ALTER TABLE list_changes ADD COLUMN places_version INTEGER NOT NULL DEFAULT 0;
