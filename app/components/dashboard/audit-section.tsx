import { dashboardCopy } from "~/content/dashboard";
import { localTime } from "~/lib/dashboard-format";
import type { AuditEntry } from "~/lib/owner-api-types";
import { DashboardSection } from "./dashboard-section";
import { DataTable } from "./data-table";
import type { useOwnerData } from "./use-owner-data";

const copy = dashboardCopy.audit;

/** Who did what, newest first: every sign-in, invite, export, erasure, re-delivery and revocation. */
export function AuditSection({
  audit,
}: {
  audit: ReturnType<typeof useOwnerData<{ entries: AuditEntry[] }>>;
}) {
  return (
    <DashboardSection
      id="audit"
      heading={copy.heading}
      state={audit.state}
      onRetry={audit.reload}
    >
      {({ entries }) =>
        entries.length === 0 ? (
          <p className="text-paper-dim">{copy.empty}</p>
        ) : (
          <DataTable
            caption={copy.heading}
            captionHidden
            maxHeight="max-h-96"
            columns={[copy.at, copy.who, copy.action, copy.object]}
            rows={entries.map((e) => [
              localTime(e.at),
              e.ownerName,
              copy.actions[e.action],
              e.object,
            ])}
          />
        )
      }
    </DashboardSection>
  );
}
