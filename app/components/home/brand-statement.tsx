import { useId, useState } from "react";
import { brandStatement } from "~/content/brand";
import { HOVER_QUERY, useMediaQuery } from "~/hooks/use-media-query";

const toneClass = { blunt: "text-blunt", bold: "text-bold" } as const;

/**
 * "At Blunt & Bold we don't tiptoe." opens into the manifesto: on hover where the
 * device can hover, by tap or keyboard everywhere.
 */
export function BrandStatement() {
  const [open, setOpen] = useState(false);
  const canHover = useMediaQuery(HOVER_QUERY);
  const panelId = useId();

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hover only mirrors the button, which keyboards and taps use
    <div
      className="rounded-card border border-ink-line bg-ink-soft/85 p-6 md:p-8"
      onMouseEnter={canHover ? () => setOpen(true) : undefined}
      onMouseLeave={canHover ? () => setOpen(false) : undefined}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        // A mouse click while hovering would just undo the hover; keyboard "clicks" have detail 0.
        onClick={(event) => {
          if (!(canHover && event.detail > 0)) setOpen((value) => !value);
        }}
        className="flex min-h-tap w-full flex-col items-start gap-2 text-left"
      >
        <span className="font-display text-3xl leading-tight tracking-wide uppercase md:text-5xl">
          {brandStatement.teaser}
        </span>
        <span className="text-sm text-paper-dim">
          <span className="pointer-fine:hidden">{brandStatement.hint.tap}</span>
          <span className="hidden pointer-fine:inline">
            {brandStatement.hint.hover}
          </span>
        </span>
      </button>
      <div id={panelId} className={`mt-6 space-y-5 ${open ? "" : "js:hidden"}`}>
        {brandStatement.manifesto.map((part) => (
          <div key={part.tone}>
            <h3
              className={`font-display text-2xl tracking-wide uppercase ${toneClass[part.tone]}`}
            >
              {part.title}
            </h3>
            <p className="mt-1 text-lg text-paper">{part.text}</p>
          </div>
        ))}
        <p className="font-display text-2xl tracking-wide text-accent uppercase md:text-3xl">
          {brandStatement.closing}
        </p>
      </div>
    </div>
  );
}
