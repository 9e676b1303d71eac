import { useId, useState } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button-styles";
import { getJson, ownerApi } from "~/lib/owner-api";
import type { SubscriberRecord as Answer } from "~/lib/owner-api-types";
import { fieldClass } from "./field-styles";
import { useOwnerEvents } from "./owner-context";
import { SubscriberRecord } from "./subscriber-record";

const copy = dashboardCopy.subscribers;

type Found =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "matches"; matches: string[] }
  | { status: "error"; message: string };

/** Find a subscriber by address, read their record, erase them; and the whole list as CSV. */
export function SubscribersSection() {
  const { signedOut, acted } = useOwnerEvents();
  const inputId = useId();
  const [text, setText] = useState("");
  const [found, setFound] = useState<Found>({ status: "idle" });
  const [record, setRecord] = useState<Answer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = async <T,>(path: string, done: (data: T) => void) => {
    const result = await getJson<T>(path);
    if (result.ok) done(result.data);
    else if (result.problem === "unauthorized") signedOut();
    else setFound({ status: "error", message: result.message });
  };
  const search = async (event: React.FormEvent) => {
    event.preventDefault();
    setRecord(null);
    setNotice(null);
    setFound({ status: "searching" });
    await load<{ matches: string[] }>(
      `/subscribers?q=${encodeURIComponent(text)}`,
      ({ matches }) => setFound({ status: "matches", matches }),
    );
  };
  const open = (email: string) =>
    load<Answer>(`/subscriber?email=${encodeURIComponent(email)}`, setRecord);

  return (
    <section
      aria-labelledby="subscribers-heading"
      className="flex min-w-0 flex-col gap-4 rounded-card border border-ink-line bg-ink-soft p-4 sm:p-6 lg:col-span-2"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="subscribers-heading"
          className="font-display text-2xl tracking-wide text-accent uppercase"
        >
          {copy.heading}
        </h2>
        <a
          href={`${ownerApi}/export.csv`}
          download
          className={buttonClass("outline")}
          // The download is logged as it is served; the log is read again once it has started.
          onClick={() => window.setTimeout(acted, 1000)}
        >
          {copy.export}
        </a>
      </div>
      <form
        role="search"
        onSubmit={(event) => void search(event)}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="flex min-w-0 grow flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold">
            {copy.searchLabel}
          </label>
          <input
            id={inputId}
            type="search"
            required
            maxLength={254}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={fieldClass}
          />
        </div>
        <button
          type="submit"
          className={buttonClass("accent")}
          disabled={found.status === "searching"}
        >
          {copy.search}
        </button>
      </form>
      <div aria-live="polite" className="flex flex-col gap-3">
        {notice && <p className="text-success">{notice}</p>}
        {found.status === "error" && (
          <p role="alert" className="text-danger">
            {found.message}
          </p>
        )}
        {found.status === "matches" && found.matches.length === 0 && (
          <p className="text-paper-dim">{copy.noMatch}</p>
        )}
        {found.status === "matches" && found.matches.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {found.matches.map((email) => (
              <li key={email}>
                <button
                  type="button"
                  aria-pressed={record?.subscriber.email === email}
                  onClick={() => void open(email)}
                  className={`${buttonClass(record?.subscriber.email === email ? "accent" : "outline")} font-sans tracking-normal break-all normal-case`}
                >
                  {email}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {record && (
        <SubscriberRecord
          {...record}
          onErased={(message) => {
            setRecord(null);
            setFound({ status: "idle" });
            setNotice(message);
          }}
        />
      )}
    </section>
  );
}
