import { useState } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button-styles";
import { localTime } from "~/lib/dashboard-format";
import type { SessionList } from "~/lib/owner-api-types";
import { DashboardSection } from "./dashboard-section";
import { DataTable } from "./data-table";
import { ProblemLine } from "./problem-line";
import { useOwnerAction } from "./use-owner-action";
import { useOwnerData } from "./use-owner-data";

const copy = dashboardCopy.sessions;

/** The signed-in owner's live sessions: where, since when, last seen; any other can be ended. */
export function SessionsSection() {
  const { state, reload } = useOwnerData<SessionList>("/sessions");
  const { run, pending, error } = useOwnerAction();
  const [ended, setEnded] = useState<number | null>(null);

  const end = async (body: { handle: string } | { others: true }) => {
    setEnded(null);
    const result = await run<{ ended: number }>("/sessions/end", body);
    if (result) {
      setEnded(result.ended);
      reload();
    }
  };

  return (
    <DashboardSection
      id="sessions"
      heading={copy.heading}
      state={state}
      onRetry={reload}
    >
      {({ sessions }) => (
        <>
          <p className="text-paper-dim">{copy.intro}</p>
          <DataTable
            caption={copy.heading}
            captionHidden
            columns={[
              copy.device,
              copy.started,
              copy.lastSeen,
              dashboardCopy.actionColumn,
            ]}
            rows={sessions.map((s) => [
              <span key="device">
                {s.device}
                {s.current && (
                  <span className="ml-2 text-paper-dim">({copy.current})</span>
                )}
              </span>,
              localTime(s.startedAt),
              localTime(s.lastSeenAt),
              s.current ? (
                ""
              ) : (
                <button
                  key="end"
                  type="button"
                  disabled={pending}
                  className={buttonClass("outline")}
                  aria-label={`${copy.end}: ${s.device}, ${localTime(s.startedAt)}`}
                  onClick={() => void end({ handle: s.handle })}
                >
                  {copy.end}
                </button>
              ),
            ])}
          />
          <ProblemLine message={error} />
          {sessions.length > 1 && (
            <button
              type="button"
              disabled={pending}
              className={`${buttonClass("outline")} self-start`}
              onClick={() => void end({ others: true })}
            >
              {copy.endOthers}
            </button>
          )}
          {ended !== null && (
            <p role="status" className="text-success">
              {copy.ended(ended)}
            </p>
          )}
        </>
      )}
    </DashboardSection>
  );
}
