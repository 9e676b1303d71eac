import { dashboardCopy } from "~/content/dashboard";
import { change, localTime, percent } from "~/lib/dashboard-format";
import {
  DashboardSection,
  type OverviewSectionProps,
} from "./dashboard-section";
import { Figure } from "./figure";

const copy = dashboardCopy.totals;

/**
 * The list in six numbers: by status, joined today and this week, and how many confirm, with
 * when they were counted (the list's snapshot, docs/launch-list.md).
 */
export function TotalsSection({ state, onRetry }: OverviewSectionProps) {
  return (
    <DashboardSection
      id="totals"
      heading={copy.heading}
      state={state}
      onRetry={onRetry}
      wide
    >
      {({ counts, momentum, countedAt }) => (
        <>
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
          {countedAt && (
            <p className="mt-6 text-sm text-paper-dim">
              {copy.counted(localTime(countedAt))}
            </p>
          )}
        </>
      )}
    </DashboardSection>
  );
}
