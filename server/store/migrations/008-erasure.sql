-- An erasure request deletes an address's queued mails and webhooks: found by an index, not by
-- a walk of every event the list has ever queued.
CREATE INDEX outbox_subscriber ON outbox (subscriber);
