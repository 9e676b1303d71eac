import { copy } from "~/content/copy";
import { site } from "~/content/site";

/** Copyright line and tagline. */
export function SiteFooter() {
  return (
    <footer className="relative z-10 mx-auto mt-16 flex w-full max-w-7xl flex-col gap-2 border-t border-ink-line px-4 py-8 text-sm text-paper-dim sm:flex-row sm:justify-between sm:px-6 lg:px-8">
      <p>{copy.footer}</p>
      <p className="font-display tracking-wide uppercase">{site.tagline}</p>
    </footer>
  );
}
