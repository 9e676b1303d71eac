// The one lease of the server's workers, the outbox's and the broadcasts': a worker claims a
// row for its instance until a time, the instance renews every claim it holds each quarter of
// the lease while an attempt is in flight, and a row whose claim ran out (its instance died
// holding it) is due again. A claim can so be short: the rows of a dead instance go again
// within one lease, not after the longest an attempt could take.
import { randomUUID } from "node:crypto";
import type { Log } from "./logger";

export const defaultLeaseMs = 10_000;

export interface Lease {
  /** this instance's name, written to the rows it claims */
  instance: string;
  /** when a claim taken now runs out */
  until: () => string;
  /** runs an attempt on claimed rows, their claims renewed while it is in flight */
  hold: <T>(attempt: () => Promise<T>) => Promise<T>;
  /** ends the renewals; the claims held then run out */
  stop: () => void;
}

/**
 * A lease for one worker of this instance, over the claims of one queue.
 * @param name the worker's name in the log
 * @param claims the queue's table: extends the claims `instance` holds to `until`
 */
export function startLease(
  name: string,
  claims: {
    renewClaims: (instance: string, until: string) => Promise<unknown>;
  },
  {
    ms = defaultLeaseMs,
    now = () => new Date(),
    log,
  }: { ms?: number; now?: () => Date; log: Pick<Log, "error"> },
): Lease {
  const instance = randomUUID();
  const until = () => new Date(now().getTime() + ms).toISOString();
  let inFlight = 0;
  const renewal = setInterval(() => {
    if (inFlight > 0)
      claims
        .renewClaims(instance, until())
        .catch((error: unknown) =>
          log.error({ err: error }, `${name}: renewing claims failed`),
        );
  }, ms / 4);
  renewal.unref();
  return {
    instance,
    until,
    async hold(attempt) {
      inFlight += 1;
      try {
        return await attempt();
      } finally {
        inFlight -= 1;
      }
    },
    stop: () => clearInterval(renewal),
  };
}
