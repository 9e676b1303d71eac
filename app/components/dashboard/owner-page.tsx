import type { PageHandle } from "~/components/layout/page-handle";
import { PageContainer } from "~/components/layout/page-container";
import { dashboardCopy } from "~/content/dashboard";
import { Island } from "~/islands/island";
import { DashboardApp } from "./dashboard-app";

/** Marks an owner page: the layout leaves out the visitors' chat, video and load panel. */
export const ownerPageHandle = { ownerPage: true } satisfies PageHandle;

/** An owner page (/admin or its invite page): the dashboard app, and a word for JS-off browsers. */
export function OwnerPage({ mode }: { mode: "dashboard" | "invite" }) {
  return (
    <PageContainer>
      <noscript>
        <p className="py-12 text-lg text-paper">{dashboardCopy.noScript}</p>
      </noscript>
      <div className="min-h-[60vh] pb-16">
        <Island name="dashboard" component={DashboardApp} props={{ mode }} />
      </div>
    </PageContainer>
  );
}
