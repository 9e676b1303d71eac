import { useMemo, useState } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { rateText, recentDays } from "~/lib/dashboard-format";
import { ownerApi } from "~/lib/owner-api";
import type { FunnelAnswer, FunnelRow } from "~/lib/owner-api-types";
import { buttonClass } from "~/components/ui/button-styles";
import { DashboardSection } from "./dashboard-section";
import { DataTable } from "./data-table";
import { FieldSpeedTable } from "./field-speed-table";
import { FunnelChart } from "./funnel-chart";
import { FunnelRangeForm, type FunnelChoice } from "./funnel-range-form";
import { useOwnerData } from "./use-owner-data";

const copy = dashboardCopy.funnel;
/** The days a funnel shows until the owner picks others. */
const defaultDays = 30;

const cells = (row: FunnelRow) => [
  row.visitors,
  row.signups,
  rateText(row.signupRate),
  row.confirmed,
  rateText(row.confirmRate),
  row.referredVisitors,
  row.referredConfirmed,
  row.kFactor === null ? "–" : row.kFactor.toFixed(2),
];

/**
 * Which campaign works: the funnel per source, campaign or landing page over the days the
 * owner picks, as bars and a table, downloadable as CSV; and the speed visitors saw.
 */
export function FunnelSection({ timeZone }: { timeZone: string }) {
  const [choice, setChoice] = useState<FunnelChoice>(() => ({
    ...recentDays(new Date(), timeZone, defaultDays),
    by: "source",
  }));
  const query = useMemo(
    () => new URLSearchParams({ ...choice, tz: timeZone }).toString(),
    [choice, timeZone],
  );
  const funnel = useOwnerData<FunnelAnswer>(`/funnel?${query}`);
  return (
    <DashboardSection
      id="funnel"
      heading={copy.heading}
      state={funnel.state}
      onRetry={funnel.reload}
      wide
    >
      {({ rows, total, bots }) => (
        <>
          <p className="text-paper-dim">{copy.intro}</p>
          <FunnelRangeForm choice={choice} onChoose={setChoice} />
          {rows.length === 0 ? (
            <p className="text-paper-dim">{copy.empty}</p>
          ) : (
            <div className="grid gap-6 xl:grid-cols-[1fr_2fr]">
              <FunnelChart rows={rows} />
              <DataTable
                caption={copy.heading}
                captionHidden
                columns={[
                  copy.key[choice.by],
                  copy.visitors,
                  copy.signups,
                  copy.signupRate,
                  copy.confirmed,
                  copy.confirmRate,
                  copy.referredVisitors,
                  copy.referredConfirmed,
                  copy.kFactor,
                ]}
                numeric={[1, 2, 3, 4, 5, 6, 7, 8]}
                maxHeight="max-h-96"
                rows={[
                  ...rows.map((row) => [row.key, ...cells(row)]),
                  [<strong key="total">{copy.total}</strong>, ...cells(total)],
                ]}
              />
            </div>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-paper-dim">
              {copy.bots(bots.reduce((sum, b) => sum + b.views, 0))}{" "}
              {bots
                .map(
                  (b) => `${copy.botReasons[b.reason] ?? b.reason}: ${b.views}`,
                )
                .join(", ")}
            </p>
            <a
              className={buttonClass("outline")}
              href={`${ownerApi}/funnel?${query}&format=csv`}
              download
            >
              {copy.csv}
            </a>
          </div>
          <FieldSpeedTable query={query} />
        </>
      )}
    </DashboardSection>
  );
}
