// `npm run signups -- funnel --from DAY --to DAY [--by source|campaign|landing] [--tz ZONE]`:
// the dashboard's funnel as CSV on stdout, from the same counts and the same rules.
import { parseArgs } from "node:util";
import {
  funnelCsv,
  funnelHours,
  readFunnel,
  type FunnelQuery,
} from "../server/dashboard/funnel";
import { isTimeZone } from "../server/dashboard/signup-days";
import {
  funnelDimensions,
  visitsTable,
  type FunnelDimension,
} from "../server/store/visits";
import type { Store } from "../server/store/index";

export const funnelUsage = `  funnel --from YYYY-MM-DD --to YYYY-MM-DD [--by source|campaign|landing] [--tz ZONE]
                unique visitors, signups and confirmed subscribers per source (or campaign, or
                landing page), referred ones and the viral coefficient, as CSV on stdout; days
                in ZONE (default UTC), the last one included`;

/** The funnel command's query, or what is wrong with its arguments. */
export function parseFunnel(
  args: string[],
): { ok: true; query: FunnelQuery } | { ok: false; problem: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        from: { type: "string" },
        to: { type: "string" },
        by: { type: "string", default: "source" },
        tz: { type: "string", default: "UTC" },
      },
      strict: true,
    }));
  } catch (error) {
    return {
      ok: false,
      problem: error instanceof Error ? error.message : String(error),
    };
  }
  const { from, to, by, tz } = values;
  if (!from || !to)
    return { ok: false, problem: "funnel needs --from and --to." };
  if (!(by in funnelDimensions))
    return {
      ok: false,
      problem: `--by must be source, campaign or landing, got "${by}".`,
    };
  if (!isTimeZone(tz))
    return { ok: false, problem: `--tz must be a time zone, got "${tz}".` };
  if ("problem" in funnelHours(from, to, tz))
    return {
      ok: false,
      problem:
        "--from and --to must be days (YYYY-MM-DD), in order, at most 400 apart.",
    };
  return {
    ok: true,
    query: { from, to, by: by as FunnelDimension, timeZone: tz },
  };
}

/** Writes the funnel of a parsed query; the exit code. */
export async function runFunnel(store: Store, query: FunnelQuery) {
  const hours = funnelHours(query.from, query.to, query.timeZone);
  if ("problem" in hours) return 2;
  process.stdout.write(
    funnelCsv(await readFunnel(visitsTable(store.db), query, hours)),
  );
  return 0;
}
