// The one back-off of the server's workers, the outbox's and the broadcasts': the n-th failed
// attempt waits baseMs * 2^(n-1), at most maxMs, and after maxAttempts there is no next one.

export interface Retry {
  baseMs: number;
  maxMs: number;
  maxAttempts: number;
}

/** When to try again after the `attempts`-th attempt failed, or null to give up. */
export function nextAttempt(attempts: number, now: Date, retry: Retry) {
  if (attempts >= retry.maxAttempts) return null;
  const wait = Math.min(retry.baseMs * 2 ** (attempts - 1), retry.maxMs);
  return new Date(now.getTime() + wait);
}
