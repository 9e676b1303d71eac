import { useId, useState } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button-styles";
import { localTime } from "~/lib/dashboard-format";
import type {
  BroadcastList,
  BroadcastPreview,
  BroadcastStatus,
} from "~/lib/owner-api-types";
import { fieldClass } from "./field-styles";
import { Figure } from "./figure";
import { ProblemLine } from "./problem-line";
import { useOwnerAction } from "./use-owner-action";
import { useOwnerData } from "./use-owner-data";

const copy = dashboardCopy.launchMail;

/** What can be done to a broadcast in each state, besides starting a draft. */
const moves = {
  draft: ["delete"],
  scheduled: ["pause", "cancel"],
  sending: ["pause", "cancel"],
  paused: ["resume", "cancel"],
  cancelled: [],
  done: [],
} as const;

/** One broadcast: its numbers as they move, what can be done to it, a test and a preview. */
export function BroadcastDetail({
  broadcast,
  list,
  onChanged,
}: {
  broadcast: BroadcastStatus;
  list: BroadcastList;
  onChanged: () => void;
}) {
  const path = `/broadcasts/${broadcast.id}`;
  const { run, pending, error } = useOwnerAction();
  const move = async (action: string) => {
    if (await run(`${path}/${action}`)) onChanged();
  };
  const n = copy.numbers;
  return (
    <article
      aria-label={broadcast.subject}
      className="flex flex-col gap-4 rounded-card border border-ink-line p-4"
    >
      <h3 className="font-display text-xl tracking-wide uppercase">
        {broadcast.subject}{" "}
        <span className="font-sans text-base tracking-normal text-paper-dim normal-case">
          ({copy.states[broadcast.state]}, {copy.rate(broadcast.rate)})
        </span>
      </h3>
      {broadcast.sendAt && broadcast.state === "scheduled" && (
        <p>
          {copy.sendsAt} {localTime(broadcast.sendAt)}
        </p>
      )}
      {broadcast.pausedReason && (
        <p className="text-danger">
          {copy.pausedBecause} {broadcast.pausedReason}
        </p>
      )}
      {broadcast.state !== "draft" && (
        <dl
          aria-live="polite"
          className="grid grid-cols-2 gap-6 sm:grid-cols-4"
        >
          <Figure label={n.audience} value={broadcast.audience} />
          <Figure label={n.sent} value={broadcast.sent} />
          <Figure
            label={n.pending}
            value={broadcast.pending + broadcast.sending}
          />
          <Figure label={n.failed} value={broadcast.failed} />
          <Figure label={n.skipped} value={broadcast.skipped} />
          <Figure label={n.inDoubt} value={broadcast.inDoubt} />
          <Figure label={n.unsubscribes} value={broadcast.unsubscribes} />
        </dl>
      )}
      {broadcast.inDoubt > 0 && (
        <p className="text-sm text-paper-dim">{copy.inDoubtNote}</p>
      )}
      <div className="flex flex-wrap gap-3">
        {moves[broadcast.state].map((action) => (
          <button
            key={action}
            type="button"
            disabled={pending}
            className={buttonClass(
              action === "cancel" || action === "delete" ? "outline" : "accent",
            )}
            onClick={() => void move(action)}
          >
            {copy[action]}
          </button>
        ))}
      </div>
      <ProblemLine message={error} />
      {broadcast.state === "draft" && (
        <StartForm path={path} list={list} onStarted={onChanged} />
      )}
      {list.canSendTests ? (
        <TestForm path={path} />
      ) : (
        <p className="text-paper-dim">{copy.test.mailOff}</p>
      )}
      <Preview path={path} />
    </article>
  );
}

function StartForm({
  path,
  list,
  onStarted,
}: {
  path: string;
  list: BroadcastList;
  onStarted: () => void;
}) {
  const id = useId();
  const [rate, setRate] = useState(String(list.defaultRate));
  const [when, setWhen] = useState<"now" | "launch" | "at">("now");
  const [time, setTime] = useState("");
  const { run, pending, error } = useOwnerAction();
  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    const at =
      when === "now"
        ? undefined
        : when === "launch"
          ? "launch"
          : // The owner's own clock: datetime-local has no zone, the browser adds theirs.
            new Date(time).toISOString();
    if (await run(`${path}/start`, { rate: Number(rate), at })) onStarted();
  };
  const s = copy.start;
  const options = [
    ["now", s.now],
    [
      "launch",
      new Date(list.launchAt) > new Date()
        ? s.launch(localTime(list.launchAt))
        : s.launchPassed(localTime(list.launchAt)),
    ],
    ["at", s.at],
  ] as const;
  return (
    <form
      onSubmit={(event) => void start(event)}
      className="flex flex-col gap-3 border-t border-ink-line pt-4"
    >
      <h4 className="font-display text-lg tracking-wide uppercase">
        {s.heading}
      </h4>
      <label htmlFor={`${id}-rate`} className="text-sm font-semibold">
        {s.rate}
      </label>
      <input
        id={`${id}-rate`}
        type="number"
        required
        min={1}
        max={list.maxRate}
        step={1}
        inputMode="numeric"
        value={rate}
        onChange={(event) => setRate(event.target.value)}
        className={`${fieldClass} w-40`}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">{s.when}</legend>
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-tap items-center gap-3">
            <input
              type="radio"
              name={`${id}-when`}
              value={value}
              checked={when === value}
              onChange={() => setWhen(value)}
              className="size-5 shrink-0 accent-accent"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {when === "at" && (
        <>
          <label htmlFor={`${id}-time`} className="text-sm font-semibold">
            {s.time}
          </label>
          <input
            id={`${id}-time`}
            type="datetime-local"
            required
            value={time}
            onChange={(event) => setTime(event.target.value)}
            className={`${fieldClass} self-start`}
          />
        </>
      )}
      <ProblemLine message={error} />
      <button
        type="submit"
        disabled={pending}
        className={`${buttonClass("accent")} self-start`}
      >
        {when === "now" ? s.send : s.schedule}
      </button>
    </form>
  );
}

function TestForm({ path }: { path: string }) {
  const id = useId();
  const [to, setTo] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { run, pending, error } = useOwnerAction();
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    if (await run(`${path}/test`, { to })) setSentTo(to);
  };
  return (
    <form
      onSubmit={(event) => void send(event)}
      className="flex flex-col gap-3 border-t border-ink-line pt-4"
    >
      <label htmlFor={`${id}-to`} className="text-sm font-semibold">
        {copy.test.label}
      </label>
      <div className="flex flex-wrap gap-3">
        <input
          id={`${id}-to`}
          type="email"
          required
          autoComplete="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className={`${fieldClass} min-w-0 flex-1 basis-64`}
        />
        <button
          type="submit"
          disabled={pending}
          className={buttonClass("outline")}
        >
          {copy.test.button}
        </button>
      </div>
      <ProblemLine message={error} />
      {sentTo && (
        <p role="status" className="text-success">
          {copy.test.sent(sentTo)}
        </p>
      )}
    </form>
  );
}

function Preview({ path }: { path: string }) {
  const { state } = useOwnerData<BroadcastPreview>(`${path}/preview`);
  return (
    <details className="border-t border-ink-line pt-4">
      <summary className="min-h-tap cursor-pointer font-display text-lg tracking-wide uppercase">
        {copy.preview}
      </summary>
      {state.status === "ready" && (
        <div className="mt-3 flex flex-col gap-2">
          <p>
            <strong>{copy.subject}:</strong> {state.data.subject}
          </p>
          <pre
            // A long mail scrolls inside its box; a keyboard must reach it to scroll it too.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            aria-label={copy.preview}
            className="max-h-96 overflow-auto rounded-card bg-ink p-3 text-sm break-words whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-accent"
          >
            {state.data.text}
          </pre>
        </div>
      )}
      {state.status === "error" && <ProblemLine message={state.message} />}
    </details>
  );
}
