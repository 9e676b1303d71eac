// A send that stops itself: after a bounce or a complaint about a broadcast, its last sent
// mails are judged (mail/mail-events.ts burnReason) and a broadcast over the limits pauses
// with the reason, for the owner to read on the dashboard and in `broadcast status`.
import { burnReason } from "../mail/mail-events";
import type { Database } from "../store/database";
import { broadcastsTable } from "../store/broadcasts";
import { mailEventsTable } from "../store/mail";

/** Pauses a sending broadcast whose bounces or complaints passed the limits; the reason, or null. */
export async function pauseIfBurning(
  db: Database,
  broadcastId: string,
  now: string,
) {
  const reason = burnReason(await mailEventsTable(db).lastSent(broadcastId));
  if (reason)
    await broadcastsTable(db).move(broadcastId, ["sending"], "paused", {
      now,
      reason,
    });
  return reason;
}
