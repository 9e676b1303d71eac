import { dashboardCopy } from "~/content/dashboard";
import type { FunnelRow } from "~/lib/owner-api-types";

const copy = dashboardCopy.funnel;
/** The chart shows the biggest rows; the table below has them all. */
const rowsCharted = 8;

const bars = [
  { name: "visitors", className: "bg-paper-dim" },
  { name: "signups", className: "bg-paper" },
  { name: "confirmed", className: "bg-accent" },
] as const;

/**
 * Bars of visitors, signups and confirmed subscribers for the biggest rows, each to one scale,
 * so a source that brings many visitors and few subscribers shows it at a glance.
 */
export function FunnelChart({ rows }: { rows: readonly FunnelRow[] }) {
  const shown = rows.slice(0, rowsCharted);
  const most = Math.max(
    1,
    ...shown.map((row) => row.visitors),
    ...shown.map((row) => row.signups),
  );
  return (
    <figure className="flex flex-col gap-3" aria-label={copy.chartLabel}>
      <ul className="flex flex-col gap-3" aria-hidden="true">
        {shown.map((row) => (
          <li
            key={row.key}
            className="grid grid-cols-[minmax(0,8rem)_1fr] items-center gap-3"
          >
            <span className="truncate text-sm text-paper-dim">{row.key}</span>
            <span className="flex flex-col gap-0.5">
              {bars.map((bar) => (
                <span
                  key={bar.name}
                  className={`block h-2 rounded-pill ${bar.className}`}
                  style={{
                    width: `${Math.max(0.5, (row[bar.name] / most) * 100)}%`,
                  }}
                />
              ))}
            </span>
          </li>
        ))}
      </ul>
      <figcaption className="flex flex-wrap gap-4 text-sm text-paper-dim">
        {bars.map((bar) => (
          <span key={bar.name} className="inline-flex items-center gap-2">
            <span
              className={`inline-block size-3 rounded-pill ${bar.className}`}
            />
            {copy.legend[bar.name]}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
