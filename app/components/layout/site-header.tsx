import { Logo } from "./logo";

/** Top bar with the wordmark. */
export function SiteHeader() {
  return (
    <header className="relative z-10 mx-auto flex w-full max-w-7xl items-center justify-between px-4 pt-4 sm:px-6 lg:px-8">
      <Logo />
    </header>
  );
}
