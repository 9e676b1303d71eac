import { copy } from "~/content/copy";
import { consent, launchListPaths } from "~/content/launch-list";
import { site } from "~/content/site";
import { pageFrame } from "./page-container";

/** Copyright line, the privacy page and the tagline. */
export function SiteFooter() {
  return (
    <footer
      className={`${pageFrame} relative z-10 mt-16 flex flex-col gap-2 border-t border-ink-line pt-8 pb-(--fixed-controls-clearance) text-sm text-paper-dim sm:flex-row sm:items-center sm:justify-between`}
    >
      <p>{copy.footer}</p>
      <a
        href={launchListPaths.privacy}
        className="inline-flex min-h-tap items-center underline underline-offset-4 hover:text-paper"
      >
        {consent.linkLabel}
      </a>
      <p className="font-display tracking-wide uppercase">{site.tagline}</p>
    </footer>
  );
}
