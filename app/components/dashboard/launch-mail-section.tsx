import { useEffect, useState } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button-styles";
import { localTime } from "~/lib/dashboard-format";
import type { BroadcastList, BroadcastStatus } from "~/lib/owner-api-types";
import { BroadcastComposeForm } from "./broadcast-compose-form";
import { BroadcastDetail } from "./broadcast-detail";
import { DashboardSection } from "./dashboard-section";
import { DataTable } from "./data-table";
import { useOwnerData } from "./use-owner-data";

const copy = dashboardCopy.launchMail;
/** While a broadcast sends or waits for its time, its numbers are read again this often. */
const watchEveryMs = 2_000;

const isActive = (b: BroadcastStatus) =>
  b.state === "sending" || b.state === "scheduled";

/** The launch mail: every broadcast, the one open in detail, and a new one to write. */
export function LaunchMailSection() {
  const { state, reload } = useOwnerData<BroadcastList>("/broadcasts");
  const [chosen, setChosen] = useState<string | null>(null);
  const watching =
    state.status === "ready" && state.data.broadcasts.some(isActive);
  useEffect(() => {
    if (!watching) return;
    const timer = setInterval(reload, watchEveryMs);
    return () => clearInterval(timer);
  }, [watching, reload]);

  return (
    <DashboardSection
      id="launch-mail"
      heading={copy.heading}
      state={state}
      onRetry={reload}
      wide
    >
      {(list) => {
        const shown =
          list.broadcasts.find((b) => b.id === chosen) ?? list.broadcasts[0];
        return (
          <>
            <p className="text-paper-dim">{copy.intro}</p>
            <BroadcastTable
              broadcasts={list.broadcasts}
              shownId={shown?.id}
              onOpen={setChosen}
            />
            {shown && (
              <BroadcastDetail
                key={shown.id}
                broadcast={shown}
                list={list}
                onChanged={reload}
              />
            )}
            <BroadcastComposeForm
              launchMail={list.launchMail}
              open={list.broadcasts.length === 0}
              onCreated={(id) => {
                setChosen(id);
                reload();
              }}
            />
          </>
        );
      }}
    </DashboardSection>
  );
}

function BroadcastTable({
  broadcasts,
  shownId,
  onOpen,
}: {
  broadcasts: BroadcastStatus[];
  shownId: string | undefined;
  onOpen: (id: string) => void;
}) {
  return (
    <DataTable
      caption={copy.list}
      columns={[
        copy.subject,
        copy.state,
        copy.progress,
        copy.written,
        dashboardCopy.actionColumn,
      ]}
      numeric={[2]}
      empty={copy.empty}
      rows={broadcasts.map((b) => [
        b.subject,
        copy.states[b.state],
        `${b.sent} / ${b.audience}`,
        localTime(b.createdAt),
        b.id === shownId ? (
          <span key="open" className="text-paper-dim">
            {copy.showing}
          </span>
        ) : (
          <button
            key="open"
            type="button"
            className={buttonClass("outline")}
            aria-label={`${copy.open}: ${b.subject}, ${localTime(b.createdAt)}`}
            onClick={() => onOpen(b.id)}
          >
            {copy.open}
          </button>
        ),
      ])}
    />
  );
}
