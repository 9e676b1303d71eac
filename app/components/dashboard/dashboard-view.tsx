import { useEffect, useMemo, useRef } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button-styles";
import type {
  AuditEntry,
  Overview,
  SessionAnswer,
} from "~/lib/owner-api-types";
import { AuditSection } from "./audit-section";
import { FunnelSection } from "./funnel-section";
import { LaunchMailSection } from "./launch-mail-section";
import { OutboxSection } from "./outbox-section";
import { OwnerEventsContext } from "./owner-context";
import { OwnersSection } from "./owners-section";
import { QuestionsSection } from "./questions-section";
import { ReferrersSection } from "./referrers-section";
import { SessionsSection } from "./sessions-section";
import { SignupsPerDaySection } from "./signups-per-day-section";
import { SourcesSection } from "./sources-section";
import { SubscribersSection } from "./subscribers-section";
import { TotalsSection } from "./totals-section";
import { useOwnerAction } from "./use-owner-action";
import { useOwnerData } from "./use-owner-data";
import { ProblemLine } from "./problem-line";

/** The signed-in dashboard: who is signed in, then every section. */
export function DashboardView({
  session,
  onSignedOut,
}: {
  session: SessionAnswer;
  onSignedOut: (notice?: string) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const timeZone = useMemo(
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    [],
  );
  const audit = useOwnerData<{ entries: AuditEntry[] }>("/audit");
  const events = useMemo(
    () => ({ signedOut: onSignedOut, acted: audit.reload }),
    [onSignedOut, audit.reload],
  );

  // Signing in replaced the whole panel: focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <OwnerEventsContext.Provider value={events}>
      <DashboardBody
        session={session}
        timeZone={timeZone}
        audit={audit}
        headingRef={heading}
        onSignedOut={onSignedOut}
      />
    </OwnerEventsContext.Provider>
  );
}

function DashboardBody({
  session,
  timeZone,
  audit,
  headingRef,
  onSignedOut,
}: {
  session: SessionAnswer;
  onSignedOut: (notice?: string) => void;
  timeZone: string;
  audit: ReturnType<typeof useOwnerData<{ entries: AuditEntry[] }>>;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const overview = useOwnerData<Overview>(
    `/overview?tz=${encodeURIComponent(timeZone)}`,
  );
  const signOut = useOwnerAction();
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4 border-b border-ink-line pb-6 md:flex-row md:items-end md:justify-between">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-5xl leading-none tracking-tight uppercase outline-none sm:text-6xl"
        >
          {dashboardCopy.heading}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-paper-dim">
            {dashboardCopy.account.signedInAs}{" "}
            <strong className="text-paper">{session.owner.name}</strong>
          </p>
          <button
            type="button"
            className={buttonClass("outline")}
            disabled={signOut.pending}
            onClick={() =>
              void signOut
                .run("/sign-out")
                .then(
                  (done) =>
                    done !== null &&
                    onSignedOut(dashboardCopy.account.signedOut),
                )
            }
          >
            {dashboardCopy.account.signOut}
          </button>
        </div>
        <ProblemLine message={signOut.error} />
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <TotalsSection state={overview.state} onRetry={overview.reload} />
        <LaunchMailSection />
        <SignupsPerDaySection
          state={overview.state}
          onRetry={overview.reload}
        />
        <FunnelSection timeZone={timeZone} />
        <SourcesSection state={overview.state} onRetry={overview.reload} />
        <ReferrersSection state={overview.state} onRetry={overview.reload} />
        <QuestionsSection />
        <OutboxSection />
        <SubscribersSection />
        <OwnersSection />
        <SessionsSection />
        <AuditSection audit={audit} />
      </div>
    </div>
  );
}
