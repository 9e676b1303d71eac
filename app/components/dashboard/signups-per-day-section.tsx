import { useState } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { lastDays } from "~/lib/dashboard-format";
import {
  DashboardSection,
  type OverviewSectionProps,
} from "./dashboard-section";
import { DataTable } from "./data-table";
import { SignupsChart } from "./signups-chart";

const copy = dashboardCopy.perDay;

/** Signups per day for 30 days, 90 days or everything: a chart, and a table of the same numbers. */
export function SignupsPerDaySection({ state, onRetry }: OverviewSectionProps) {
  const [range, setRange] = useState<number>(copy.ranges[0].days);
  return (
    <DashboardSection
      id="per-day"
      heading={copy.heading}
      state={state}
      onRetry={onRetry}
      wide
    >
      {({ days }) => {
        const shown = lastDays(days, range);
        return (
          <>
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="sr-only">{copy.rangeLabel}</legend>
              {copy.ranges.map((option) => (
                <label
                  key={option.days}
                  className="inline-flex min-h-tap cursor-pointer items-center rounded-pill border-2 border-ink-line px-4 has-checked:border-accent has-checked:bg-accent has-checked:text-accent-ink has-focus-visible:outline-3 has-focus-visible:outline-accent"
                >
                  <input
                    type="radio"
                    name="per-day-range"
                    className="sr-only"
                    checked={range === option.days}
                    onChange={() => setRange(option.days)}
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
            <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
              <SignupsChart days={shown} label={copy.chartLabel} />
              <DataTable
                caption={copy.tableName}
                captionHidden
                columns={[copy.day, copy.signups, copy.total]}
                numeric={[1, 2]}
                maxHeight="max-h-80"
                rows={[...shown]
                  .reverse()
                  .map((d) => [d.day, d.signups, d.total])}
              />
            </div>
          </>
        );
      }}
    </DashboardSection>
  );
}
