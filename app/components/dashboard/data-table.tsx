import type { ReactNode } from "react";

/**
 * A real table for the dashboard's numbers: a caption that names it, column headers, and a
 * scroll box of its own on a narrow screen (focusable, so a keyboard can scroll it too).
 */
export function DataTable({
  caption,
  captionHidden = false,
  columns,
  rows,
  numeric = [],
  maxHeight,
  empty,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** columns whose cells are numbers, right-aligned */
  numeric?: readonly number[];
  /** scrolls vertically past this height (a long list of days) */
  maxHeight?: string;
  /** said instead of an empty table */
  empty?: string;
}) {
  if (rows.length === 0 && empty)
    return <p className="text-paper-dim">{empty}</p>;
  const align = (i: number) =>
    numeric.includes(i) ? "text-right tabular-nums" : "text-left";
  return (
    <div
      // A table wider or longer than its box scrolls inside it; a keyboard must be able to
      // reach it to scroll it too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="group"
      aria-label={caption}
      className={`overflow-auto rounded-card border border-ink-line focus-visible:outline-2 focus-visible:outline-accent ${maxHeight ?? ""}`}
    >
      <table className="w-full border-collapse text-sm">
        <caption
          className={
            captionHidden
              ? "sr-only"
              : "p-3 text-left font-display tracking-wide uppercase"
          }
        >
          {caption}
        </caption>
        <thead className="sticky top-0 bg-ink">
          <tr>
            {columns.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={`px-3 py-2 font-semibold text-paper-dim ${align(i)}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            <tr key={r} className="border-t border-ink-line">
              {cells.map((cell, i) => (
                <td
                  key={i}
                  className={`px-3 py-2 align-top break-words ${align(i)}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
