import { useId, useState } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button-styles";
import type { BroadcastList } from "~/lib/owner-api-types";
import { fieldClass } from "./field-styles";
import { ProblemLine } from "./problem-line";
import { useOwnerAction } from "./use-owner-action";

const copy = dashboardCopy.launchMail.compose;

/** A new draft, starting from the launch mail in the content; a refusal keeps every word. */
export function BroadcastComposeForm({
  launchMail,
  open,
  onCreated,
}: {
  launchMail: BroadcastList["launchMail"];
  open: boolean;
  onCreated: (id: string) => void;
}) {
  const id = useId();
  const [subject, setSubject] = useState<string>(launchMail.subject);
  const [text, setText] = useState<string>(launchMail.text);
  const [html, setHtml] = useState<string>(launchMail.html);
  const [wave, setWave] = useState("");
  const { run, pending, error } = useOwnerAction();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const created = await run<{ id: string }>("/broadcasts", {
      subject,
      text,
      html,
      ...(wave ? { wave: Number(wave) } : {}),
    });
    if (created) onCreated(created.id);
  };

  return (
    <details open={open} className="border-t border-ink-line pt-4">
      <summary className="min-h-tap cursor-pointer font-display text-lg tracking-wide uppercase">
        {copy.heading}
      </summary>
      <form
        onSubmit={(event) => void save(event)}
        className="mt-3 flex flex-col gap-3"
      >
        <label htmlFor={`${id}-subject`} className="text-sm font-semibold">
          {copy.subject}
        </label>
        <input
          id={`${id}-subject`}
          required
          maxLength={200}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          className={fieldClass}
        />
        <p id={`${id}-hint`} className="text-sm text-paper-dim">
          {copy.placeholders}
        </p>
        <label htmlFor={`${id}-text`} className="text-sm font-semibold">
          {copy.text}
        </label>
        <textarea
          id={`${id}-text`}
          required
          rows={10}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`${fieldClass} py-2 font-mono text-sm`}
        />
        <label htmlFor={`${id}-html`} className="text-sm font-semibold">
          {copy.html}
        </label>
        <textarea
          id={`${id}-html`}
          rows={6}
          aria-describedby={`${id}-hint`}
          value={html}
          onChange={(event) => setHtml(event.target.value)}
          className={`${fieldClass} py-2 font-mono text-sm`}
        />
        <label htmlFor={`${id}-wave`} className="text-sm font-semibold">
          {copy.wave}
        </label>
        <input
          id={`${id}-wave`}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={wave}
          onChange={(event) => setWave(event.target.value)}
          className={`${fieldClass} w-40`}
        />
        <ProblemLine message={error} />
        <button
          type="submit"
          disabled={pending}
          className={`${buttonClass("accent")} self-start`}
        >
          {copy.save}
        </button>
      </form>
    </details>
  );
}
