// Who a broadcast goes to: confirmed subscribers who have not left and are not suppressed,
// optionally only a wave by place in the queue (`position<=N`).
import { queuePositions, type Subscriber } from "../../app/lib/queue-positions";

/** `position<=N` as the command line writes it; null when it says something else. */
export function parseWave(text: string): number | null {
  const match = /^\s*position\s*<=\s*(\d{1,9})\s*$/.exec(text);
  const n = match ? Number(match[1]) : NaN;
  return n >= 1 ? n : null;
}

/**
 * The recipients of a wave, in queue order: every confirmed subscriber with a place, up to
 * `maxPosition` when given, minus the suppressed addresses.
 */
export function broadcastAudience(
  subscribers: readonly Subscriber[],
  suppressed: ReadonlySet<string>,
  maxPosition: number | null,
): { email: string; position: number }[] {
  return [...queuePositions(subscribers)]
    .map(([email, place]) => ({ email, position: place.position }))
    .filter(
      ({ email, position }) =>
        !suppressed.has(email) &&
        (maxPosition === null || position <= maxPosition),
    )
    .sort((a, b) => a.position - b.position);
}
