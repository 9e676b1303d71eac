import { dashboardCopy } from "~/content/dashboard";
import { change, percent } from "~/lib/dashboard-format";
import {
  DashboardSection,
  type OverviewSectionProps,
} from "./dashboard-section";

const copy = dashboardCopy.totals;

function Figure({
  label,
  value,
  note,
}: {
  label: string;
  value: string | number;
  note?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-paper-dim">{label}</dt>
      <dd className="font-display text-4xl tracking-wide tabular-nums">
        {value}
        {note && (
          <span className="block font-sans text-sm tracking-normal text-paper-dim">
            {note}
          </span>
        )}
      </dd>
    </div>
  );
}

/** The list in six numbers: by status, joined today and this week, and how many confirm. */
export function TotalsSection({ state, onRetry }: OverviewSectionProps) {
  return (
    <DashboardSection
      id="totals"
      heading={copy.heading}
      state={state}
      onRetry={onRetry}
      wide
    >
      {({ counts, momentum }) => (
        <dl className="grid grid-cols-2 gap-6 sm:grid-cols-3">
          <Figure label={copy.confirmed} value={counts.confirmed} />
          <Figure label={copy.pending} value={counts.pending} />
          <Figure label={copy.unsubscribed} value={counts.unsubscribed} />
          <Figure label={copy.today} value={momentum.today} />
          <Figure
            label={copy.last7Days}
            value={momentum.last7Days}
            note={`${change(momentum.last7Days, momentum.previous7Days)} ${copy.versusPrevious(momentum.previous7Days)}`}
          />
          <Figure
            label={copy.confirmationRate}
            value={percent(counts.everConfirmed, counts.total) ?? copy.noRate}
          />
        </dl>
      )}
    </DashboardSection>
  );
}
