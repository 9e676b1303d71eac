// CPU time as Linux counts it (/proc): a process's own, its threads' included, and the whole
// host's busy time. With them a load's cost reads in CPU per request, which a 2-core host
// shared with the load generators cannot hide behind a rate.
import { readFileSync } from "node:fs";

/** Clock ticks a second of /proc's figures: USER_HZ, 100 on Linux. */
const ticksPerSecond = 100;

/** Seconds of CPU a running process and its threads have used, user and system. */
export function processCpuSeconds(pid: number | undefined): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** Seconds of CPU the whole host has been busy: every core's time but idle, I/O wait and steal. */
export function hostBusySeconds(): number {
  const [, user, nice, system, , , irq, softirq] =
    readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      ?.split(/\s+/)
      .map(Number) ?? [];
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0)) /
    ticksPerSecond
  );
}

/** The CPU `work` costs the process and the host, in seconds of one core. */
export async function cpuOf<T>(
  pid: number | undefined,
  work: () => Promise<T>,
) {
  const process0 = processCpuSeconds(pid);
  const host0 = hostBusySeconds();
  const result = await work();
  return {
    result,
    processSeconds: processCpuSeconds(pid) - process0,
    hostSeconds: hostBusySeconds() - host0,
  };
}
