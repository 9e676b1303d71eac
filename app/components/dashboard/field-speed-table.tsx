import { dashboardCopy } from "~/content/dashboard";
import type { FieldSpeedAnswer, SpeedMetric } from "~/lib/owner-api-types";
import { DataTable } from "./data-table";
import { useOwnerData } from "./use-owner-data";

const copy = dashboardCopy.fieldSpeed;
const metrics: readonly SpeedMetric[] = ["load", "lcp", "inp", "cls"];

const shown = (metric: SpeedMetric, value: number) =>
  metric === "cls" ? value.toFixed(2) : `${(value / 1000).toFixed(2)} s`;

/** One p75 against its "good" threshold, said in words as well as colour. */
function Verdict({
  metric,
  value,
  good,
}: {
  metric: SpeedMetric;
  value: number | null;
  good: number;
}) {
  if (value === null) return <span className="text-paper-dim">–</span>;
  const ok = value <= good;
  return (
    <span className={`whitespace-nowrap ${ok ? "text-paper" : "text-danger"}`}>
      {metric === "inp" ? `${Math.round(value)} ms` : shown(metric, value)}{" "}
      <span className="text-xs text-paper-dim">
        {ok ? copy.good : copy.poor}
      </span>
    </span>
  );
}

/** Field speed for the funnel's days: p75 per page and device class, beside the good thresholds. */
export function FieldSpeedTable({ query }: { query: string }) {
  const { state } = useOwnerData<FieldSpeedAnswer>(`/field-speed?${query}`);
  if (state.status !== "ready") return null;
  const { good, rows } = state.data;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-display text-xl tracking-wide uppercase">
        {copy.heading}
      </h3>
      <p className="text-sm text-paper-dim">
        {copy.intro(
          metrics
            .map(
              (m) =>
                `${copy[m]} ${m === "inp" ? `${good[m]} ms` : shown(m, good[m])}`,
            )
            .join(", "),
        )}
      </p>
      <DataTable
        caption={copy.heading}
        captionHidden
        empty={copy.empty}
        columns={[
          copy.page,
          copy.device,
          copy.load,
          copy.lcp,
          copy.inp,
          copy.cls,
          copy.samples,
        ]}
        numeric={[2, 3, 4, 5, 6]}
        maxHeight="max-h-80"
        rows={rows.map((row) => [
          row.path,
          row.device,
          ...metrics.map((m) => (
            <Verdict key={m} metric={m} value={row.p75[m]} good={good[m]} />
          )),
          row.samples.load,
        ])}
      />
    </div>
  );
}
