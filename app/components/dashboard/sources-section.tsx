import { dashboardCopy } from "~/content/dashboard";
import { campaignLabel, percent } from "~/lib/dashboard-format";
import {
  DashboardSection,
  type OverviewSectionProps,
} from "./dashboard-section";
import { DataTable } from "./data-table";

const copy = dashboardCopy.sources;

/** Which form and campaign brought each signup, and how many of them confirmed. */
export function SourcesSection(overview: OverviewSectionProps) {
  return (
    <DashboardSection id="sources" heading={copy.heading} {...overview}>
      {({ sources }) => (
        <DataTable
          caption={copy.heading}
          captionHidden
          empty={copy.empty}
          columns={[
            copy.form,
            copy.campaign,
            copy.signups,
            copy.confirmed,
            copy.rate,
          ]}
          numeric={[2, 3, 4]}
          rows={sources.map((s) => [
            s.form,
            campaignLabel(
              [s.utmSource, s.utmMedium, s.utmCampaign],
              copy.direct,
            ),
            s.signups,
            s.confirmed,
            percent(s.confirmed, s.signups) ?? "",
          ])}
        />
      )}
    </DashboardSection>
  );
}
