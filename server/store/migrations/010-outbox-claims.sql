-- The outbox claims its rows as a broadcast claims its recipients: for an instance, renewed
-- while their attempts are in flight, so a claim can be short and the rows of an instance that
-- died go again within one lease, not after the longest an attempt could take.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
-- Each instance renews its claims every few seconds: found by an index of the claims alone, not
-- by a walk of every mail the list has queued, or of every recipient of a broadcast.
CREATE INDEX outbox_claimed ON outbox (claimed_by) WHERE claimed_until IS NOT NULL;
CREATE INDEX broadcast_recipients_claimed ON broadcast_recipients (claimed_by) WHERE state = 'sending';
