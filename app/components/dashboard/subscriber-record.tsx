import { useId, useState } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button-styles";
import { campaignLabel, localTime } from "~/lib/dashboard-format";
import type { SubscriberRecord as Answer } from "~/lib/owner-api-types";
import { fieldClass } from "./field-styles";
import { useOwnerAction } from "./use-owner-action";
import { ProblemLine } from "./problem-line";

const copy = dashboardCopy.subscribers;

/** One subscriber's record, and erasing them with the address typed again to confirm. */
export function SubscriberRecord({
  subscriber: s,
  onErased,
}: Answer & { onErased: (message: string) => void }) {
  const none = copy.record.none;
  const rows: [string, string | number][] = [
    [copy.record.status, s.status],
    [copy.record.joined, localTime(s.createdAt)],
    [copy.record.confirmed, s.confirmedAt ? localTime(s.confirmedAt) : none],
    [
      copy.record.unsubscribed,
      s.unsubscribedAt ? localTime(s.unsubscribedAt) : none,
    ],
    [copy.record.form, s.source],
    [
      copy.record.campaign,
      campaignLabel([s.utmSource, s.utmMedium, s.utmCampaign], none),
    ],
    [copy.record.referredBy, s.referredBy ?? none],
    [copy.record.referralCode, s.referralCode ?? none],
    [copy.record.position, s.position ?? none],
    [copy.record.referrals, s.referralCount],
  ];
  return (
    <article
      aria-label={s.email}
      className="flex flex-col gap-4 rounded-card border border-ink-line p-4"
    >
      <h3 className="font-display text-xl tracking-wide break-all">
        {s.email}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-paper-dim">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <EraseForm email={s.email} onErased={onErased} />
    </article>
  );
}

function EraseForm({
  email,
  onErased,
}: {
  email: string;
  onErased: (message: string) => void;
}) {
  const inputId = useId();
  const explainId = useId();
  const [confirm, setConfirm] = useState("");
  const { run, pending, error } = useOwnerAction();
  const erase = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await run("/subscribers/erase", { email, confirm }))
      onErased(copy.erase.done);
  };
  return (
    <form
      onSubmit={(event) => void erase(event)}
      className="flex flex-col gap-3 border-t border-ink-line pt-4"
    >
      <h4 className="font-display text-lg tracking-wide text-bold uppercase">
        {copy.erase.heading}
      </h4>
      <p id={explainId} className="text-sm text-paper-dim">
        {copy.erase.explain}
      </p>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {copy.erase.confirmLabel}
      </label>
      <input
        id={inputId}
        type="email"
        autoComplete="off"
        required
        value={confirm}
        aria-describedby={explainId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setConfirm(event.target.value)}
        className={fieldClass}
      />
      <ProblemLine message={error} />
      <button
        type="submit"
        disabled={pending}
        className={`${buttonClass("bold")} self-start`}
      >
        {copy.erase.button}
      </button>
    </form>
  );
}
