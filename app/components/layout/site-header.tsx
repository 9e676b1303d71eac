import { Logo } from "./logo";
import { pageFrame } from "./page-container";

/** Top bar with the wordmark. */
export function SiteHeader() {
  return (
    <header
      className={`${pageFrame} relative z-10 flex items-center justify-between pt-4`}
    >
      <Logo />
    </header>
  );
}
