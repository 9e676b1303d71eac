import { useId, useState } from "react";
import { brandStatement } from "~/content/brand";
import { useMediaQuery } from "~/hooks/use-media-query";
import { HOVER_QUERY } from "~/lib/media-queries";

const toneClass = { blunt: "text-blunt", bold: "text-bold" } as const;

/**
 * "At Blunt & Bold we don't tiptoe." opens into the manifesto: on hover where the
 * device can hover, by tap or keyboard everywhere. What a tap or key opened stays open
 * until a tap or key closes it, so a passing mouse never hides it from a keyboard user.
 * It is painted collapsed wherever scripts run, so hydration does not lay the page out
 * again; a tap before the island wakes opens it once it has. Without scripts it stays open.
 */
export function BrandStatement() {
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const canHover = useMediaQuery(HOVER_QUERY);
  const panelId = useId();
  const open = pinned || hovered;

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hover only mirrors the button, which keyboards and taps use
    <div
      className="rounded-card border border-ink-line bg-ink-soft/85 p-6 md:p-8"
      onMouseEnter={canHover ? () => setHovered(true) : undefined}
      onMouseLeave={canHover ? () => setHovered(false) : undefined}
    >
      {/* The teaser is the section's heading, so the manifesto's h3s sit under an h2. */}
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          // A mouse click while hovering would just undo the hover; keyboard "clicks" have detail 0.
          onClick={(event) => {
            if (canHover && event.detail > 0) return;
            setPinned(!open);
            setHovered(false);
          }}
          className="flex min-h-tap w-full flex-col items-start gap-2 text-left"
        >
          <span className="font-display text-3xl leading-tight tracking-wide uppercase md:text-5xl">
            {brandStatement.teaser}
          </span>
          <span className="text-sm text-paper-dim">
            <span className="pointer-fine:hidden">
              {brandStatement.hint.tap}
            </span>
            <span className="hidden pointer-fine:inline">
              {brandStatement.hint.hover}
            </span>
          </span>
        </button>
      </h2>
      <div
        id={panelId}
        className={`mt-6 space-y-5 ${open ? "" : "scripted:hidden"}`}
      >
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
