// A process's peak resident memory, as Linux keeps it (VmHWM in /proc/PID/status): the
// process's own figure, read while it runs, since it is gone once it exits.
import { readFileSync } from "node:fs";

/** The peak resident set of a running process in MB; null once it has exited. */
export function peakRssMb(pid: number | undefined): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/**
 * Follows a process's peak resident memory every 50 ms until `stop`: the highest it read, so
 * a short-lived command's peak is known after it has gone.
 */
export function followPeakRss(pid: number | undefined) {
  let peak = 0;
  const read = () => {
    peak = Math.max(peak, peakRssMb(pid) ?? 0);
  };
  read();
  const timer = setInterval(read, 50);
  return {
    stop() {
      read();
      clearInterval(timer);
      return peak;
    },
  };
}
