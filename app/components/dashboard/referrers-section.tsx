import { dashboardCopy } from "~/content/dashboard";
import {
  DashboardSection,
  type OverviewSectionProps,
} from "./dashboard-section";
import { DataTable } from "./data-table";

const copy = dashboardCopy.referrals;

/** The subscribers whose links brought the most confirmed friends, with their place in the queue. */
export function ReferrersSection(overview: OverviewSectionProps) {
  return (
    <DashboardSection id="referrers" heading={copy.heading} {...overview}>
      {({ referrers }) => (
        <DataTable
          caption={copy.heading}
          captionHidden
          empty={copy.empty}
          columns={[copy.who, copy.referrals, copy.position]}
          numeric={[1, 2]}
          rows={referrers.map((r) => [r.email, r.referralCount, r.position])}
        />
      )}
    </DashboardSection>
  );
}
