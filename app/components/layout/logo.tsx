import { site } from "~/content/site";

/** The wordmark: Blunt in its cold tone, Bold in its hot one; links home. */
export function Logo() {
  return (
    <a
      href="/"
      className="inline-flex min-h-tap items-center gap-2 font-display text-2xl leading-none tracking-wide uppercase md:text-3xl"
      aria-label={`${site.brand} home`}
    >
      <span className="text-blunt">Blunt</span>
      <span className="text-accent">&amp;</span>
      <span className="text-bold">Bold</span>
    </a>
  );
}
