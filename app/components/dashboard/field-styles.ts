/** A text field of the dashboard's forms: tap-sized, ink on ink, the accent ring on focus. */
export const fieldClass =
  "min-h-tap rounded-card border-2 border-ink-line bg-ink px-3 text-paper";
