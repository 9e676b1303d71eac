-- The instance holding a recipient's row while its mail is in flight. It renews the claim
-- every few seconds, so a claim can be short and the rows of an instance that died are taken
-- again within one lease, not after the longest a mail could take.
ALTER TABLE broadcast_recipients ADD COLUMN claimed_by TEXT;
-- Senders claim in queue order: an index in that order spares a sort of every pending row per
-- mail (the index by due time made one, and the sort slowed a 10,000-row send by half).
DROP INDEX broadcast_recipients_due;
CREATE INDEX broadcast_recipients_queue ON broadcast_recipients (broadcast_id, state, position, email);
