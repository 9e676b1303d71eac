import { useState } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button-styles";
import type { FunnelDimension } from "~/lib/owner-api-types";
import { fieldClass } from "./field-styles";

const copy = dashboardCopy.funnel;

/** The days and rows a funnel is asked for. */
export interface FunnelChoice {
  from: string;
  to: string;
  by: FunnelDimension;
}

/** The funnel's days and rows; shown on submit, so a half-typed date asks nothing. */
export function FunnelRangeForm({
  choice,
  onChoose,
}: {
  choice: FunnelChoice;
  onChoose: (choice: FunnelChoice) => void;
}) {
  const [draft, setDraft] = useState(choice);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(draft);
      }}
    >
      <label className="flex flex-col gap-1 text-sm text-paper-dim">
        {copy.from}
        <input
          type="date"
          required
          className={fieldClass}
          value={draft.from}
          max={draft.to}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm text-paper-dim">
        {copy.to}
        <input
          type="date"
          required
          className={fieldClass}
          value={draft.to}
          min={draft.from}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm text-paper-dim">
        {copy.by}
        <select
          className={fieldClass}
          value={draft.by}
          onChange={(event) =>
            setDraft({ ...draft, by: event.target.value as FunnelDimension })
          }
        >
          {copy.dimensions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass("outline")}>
        {copy.show}
      </button>
    </form>
  );
}
