import { dashboardCopy } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button-styles";
import { localTime } from "~/lib/dashboard-format";
import type { OutboxHealth } from "~/lib/owner-api-types";
import { DashboardSection } from "./dashboard-section";
import { DataTable } from "./data-table";
import { useOwnerAction } from "./use-owner-action";
import { useOwnerData } from "./use-owner-data";
import { ProblemLine } from "./problem-line";

const copy = dashboardCopy.outbox;

/** The mail and webhook outbox: how much waits, what failed and why, and a way to send it again. */
export function OutboxSection() {
  const { state, reload } = useOwnerData<OutboxHealth>("/outbox");
  const { run, pending, error } = useOwnerAction();
  const redeliver = async (id: string) => {
    if (await run("/outbox/redeliver", { id })) reload();
  };
  return (
    <DashboardSection
      id="outbox"
      heading={copy.heading}
      state={state}
      onRetry={reload}
    >
      {({ pending: waiting, failed }) => (
        <>
          <dl className="flex gap-8">
            <div>
              <dt className="text-sm text-paper-dim">{copy.pending}</dt>
              <dd className="font-display text-4xl tabular-nums">{waiting}</dd>
            </div>
            <div>
              <dt className="text-sm text-paper-dim">{copy.failed}</dt>
              <dd
                className={`font-display text-4xl tabular-nums ${failed.length ? "text-danger" : ""}`}
              >
                {failed.length}
              </dd>
            </div>
          </dl>
          <ProblemLine message={error} />
          {failed.length === 0 ? (
            <p className="text-paper-dim">{copy.healthy}</p>
          ) : (
            <DataTable
              caption={copy.failed}
              captionHidden
              columns={[
                copy.kind,
                copy.to,
                copy.error,
                copy.attempts,
                dashboardCopy.actionColumn,
              ]}
              numeric={[3]}
              rows={failed.map((f) => [
                f.kind,
                f.subscriber,
                <span key="error">
                  {f.lastError}
                  <br />
                  <span className="text-paper-dim">
                    {localTime(f.failedAt)}
                  </span>
                </span>,
                f.attempts,
                <button
                  key="redeliver"
                  type="button"
                  disabled={pending}
                  className={buttonClass("outline")}
                  aria-label={`${copy.redeliver}: ${f.kind} ${f.subscriber}`}
                  onClick={() => void redeliver(f.id)}
                >
                  {copy.redeliver}
                </button>,
              ])}
            />
          )}
        </>
      )}
    </DashboardSection>
  );
}
