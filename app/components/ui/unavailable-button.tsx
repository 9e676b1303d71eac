import { useId } from "react";

type UnavailableButtonProps = {
  label: string;
  /** Why it is disabled; screen readers hear it with the button. */
  reason: string;
  /** Extra layout classes (width, alignment) from the card that places it. */
  className?: string;
};

/** A permanently disabled action that still says why it cannot be used yet. */
export function UnavailableButton({
  label,
  reason,
  className = "",
}: UnavailableButtonProps) {
  const reasonId = useId();
  return (
    <>
      <p id={reasonId} className="sr-only">
        {reason}
      </p>
      <button
        type="button"
        disabled
        aria-describedby={reasonId}
        className={`mt-auto min-h-tap rounded-pill border-2 border-ink-line font-display tracking-wide text-paper-dim uppercase ${className}`}
      >
        {label}
      </button>
    </>
  );
}
