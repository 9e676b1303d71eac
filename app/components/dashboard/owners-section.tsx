import { useId, useState } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button-styles";
import { localTime } from "~/lib/dashboard-format";
import type { PasskeyList } from "~/lib/owner-api-types";
import { DashboardSection } from "./dashboard-section";
import { fieldClass } from "./field-styles";
import { DataTable } from "./data-table";
import { useOwnerEvents } from "./owner-context";
import { registerPasskey } from "./passkey-ceremony";
import { useOwnerAction } from "./use-owner-action";
import { useOwnerData } from "./use-owner-data";
import { ProblemLine } from "./problem-line";

const copy = dashboardCopy.owners;

/** Every owner's passkeys, adding one, revoking any; and inviting another owner. */
export function OwnersSection() {
  const { signedOut, acted } = useOwnerEvents();
  const { state, reload } = useOwnerData<PasskeyList>("/passkeys");
  const { run, pending, error } = useOwnerAction();
  const [addError, setAddError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  const add = async () => {
    setAddError(null);
    setAdded(false);
    const result = await registerPasskey("/passkeys/options", "/passkeys");
    if (result.ok) {
      setAdded(true);
      acted();
      reload();
    } else if (result.problem === "unauthorized") signedOut();
    else setAddError(result.message);
  };
  const revoke = async (id: string) => {
    const result = await run<{ signedOut: boolean }>("/passkeys/revoke", {
      id,
    });
    if (result?.signedOut) signedOut();
    else if (result) reload();
  };

  return (
    <DashboardSection
      id="owners"
      heading={copy.heading}
      state={state}
      onRetry={reload}
    >
      {({ passkeys }) => (
        <>
          <DataTable
            caption={copy.heading}
            captionHidden
            columns={[
              copy.passkey,
              copy.owner,
              copy.added,
              copy.lastUsed,
              dashboardCopy.actionColumn,
            ]}
            rows={passkeys.map((p) => [
              <span key="label" className="font-mono">
                {p.label}
                {p.current && (
                  <span className="ml-2 text-paper-dim">({copy.current})</span>
                )}
              </span>,
              p.ownerName,
              localTime(p.createdAt),
              p.lastUsedAt ? localTime(p.lastUsedAt) : copy.never,
              <button
                key="revoke"
                type="button"
                disabled={pending}
                className={buttonClass("outline")}
                aria-label={`${copy.revoke}: ${p.label}, ${p.ownerName}`}
                onClick={() => void revoke(p.id)}
              >
                {copy.revoke}
              </button>,
            ])}
          />
          <ProblemLine message={error} />
          <div className="flex flex-col items-start gap-2">
            <button
              type="button"
              className={buttonClass("accent")}
              onClick={() => void add()}
            >
              {copy.addPasskey}
            </button>
            {added && (
              <p role="status" className="text-success">
                {copy.passkeyAdded}
              </p>
            )}
            <ProblemLine message={addError} />
          </div>
          <InviteForm />
        </>
      )}
    </DashboardSection>
  );
}

function InviteForm() {
  const inputId = useId();
  const [name, setName] = useState("");
  const [link, setLink] = useState<string | null>(null);
  const { run, pending, error } = useOwnerAction();
  const invite = async (event: React.FormEvent) => {
    event.preventDefault();
    const made = await run<{ link: string }>("/invites", { name });
    if (made) setLink(made.link);
  };
  return (
    <form
      onSubmit={(event) => void invite(event)}
      className="flex flex-col gap-3 border-t border-ink-line pt-4"
    >
      <h3 className="font-display text-lg tracking-wide uppercase">
        {copy.inviteHeading}
      </h3>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {copy.inviteName}
      </label>
      <input
        id={inputId}
        required
        maxLength={60}
        value={name}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setName(event.target.value)}
        className={fieldClass}
      />
      <ProblemLine message={error} />
      <button
        type="submit"
        disabled={pending}
        className={`${buttonClass("outline")} self-start`}
      >
        {copy.inviteButton}
      </button>
      {link && (
        <p role="status" className="flex flex-col gap-1">
          <span>{copy.inviteLink}</span>
          <output className="rounded-card bg-ink p-3 font-mono text-sm break-all select-all">
            {link}
          </output>
        </p>
      )}
    </form>
  );
}
