-- The instance holding a recipient's row while its mail is in flight. It renews the claim
-- every few seconds, so a claim can be short and the rows of an instance that died are taken
-- again within one lease, not after the longest a mail could take.
ALTER TABLE broadcast_recipients ADD COLUMN claimed_by TEXT;
-- The queue order the senders claim in, pending rows first.
CREATE INDEX broadcast_recipients_queue ON broadcast_recipients (broadcast_id, state, position, email);
