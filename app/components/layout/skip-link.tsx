import { copy } from "~/content/copy";

/** First focusable element: jumps past the header to the page's main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-pill bg-accent px-4 py-2 font-display text-accent-ink uppercase focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:inline-flex focus:min-h-tap focus:items-center"
    >
      {copy.skipLink}
    </a>
  );
}
