import { copy } from "~/content/copy";
import { site } from "~/content/site";
import { pageFrame } from "./page-container";

/** Copyright line and tagline. */
export function SiteFooter() {
  return (
    <footer
      className={`${pageFrame} relative z-10 mt-16 flex flex-col gap-2 border-t border-ink-line py-8 text-sm text-paper-dim sm:flex-row sm:justify-between`}
    >
      <p>{copy.footer}</p>
      <p className="font-display tracking-wide uppercase">{site.tagline}</p>
    </footer>
  );
}
