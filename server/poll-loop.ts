// The loop every worker of the server runs: one pass, then the next `pollMs` after it ends,
// until stopped. A pass that throws is logged and the loop goes on: the store or a remote
// server may be back by the next one.
import type { Log } from "./logger";

export function pollLoop(
  name: string,
  pass: () => Promise<void>,
  {
    pollMs,
    log,
    start = true,
  }: { pollMs: number; log: Pick<Log, "error">; start?: boolean },
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const safePass = () =>
    pass().catch((error: unknown) => {
      if (!stopped) log.error({ err: error }, `${name}: the pass failed`);
    });

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = safePass().then(schedule);
    }, pollMs);
    timer.unref();
  }
  if (start) running = safePass().then(schedule);

  return {
    /** True once stop() was called: a pass checks it between steps. */
    get stopped() {
      return stopped;
    },
    /** Runs one pass now, after the one in progress (tests call it instead of waiting). */
    async runOnce() {
      await running;
      await safePass();
    },
    /** Ends the loop after the pass in progress. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
