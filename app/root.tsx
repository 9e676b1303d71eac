import { useEffect } from "react";
import {
  Meta,
  Outlet,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
} from "react-router";
import antonCore from "./assets/fonts/anton-core.woff2?url";
import interCore from "./assets/fonts/inter-core.woff2?url";
import type { Route } from "./+types/root";
import { BootScripts } from "./components/layout/boot-scripts";
import { HeadScript } from "./components/layout/head-script";
import { HeadLinks } from "./components/layout/head-links";
import { InlineStylesheet } from "./components/layout/inline-stylesheet";
import { BackgroundVideoSlot } from "./components/background-video/background-video-slot";
import { ChatLauncher } from "./components/chat/chat-launcher";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { LoadTimeMonitor } from "./components/load-monitor/load-time-monitor";
import { Toaster } from "./components/toast/toaster";
import { copy } from "./content/copy";
import { useFocusMainOnNavigation } from "./hooks/use-focus-main-on-navigation";

// In production every prerendered page carries its cut of the stylesheet (InlineStylesheet) and
// the boot code links the rest (BootScripts); the dev server prerenders nothing, so there it
// comes the way Vite injects it.
if (import.meta.env.DEV) void import("./app.css");

// The core cuts of the hero's display face and the body face start downloading with the
// HTML instead of after the stylesheet, so they are usually in before first paint and never
// swap late.
const preloadedFonts = [antonCore, interCore].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous" as const,
}));

export const links: Route.LinksFunction = () => [
  ...preloadedFonts,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // iOS ignores the manifest's icons for the home screen; it reads this link.
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // Written by the build from the site config (scripts/build/web-manifest.ts).
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c0c0c" />
        <Meta />
        <HeadLinks />
        <InlineStylesheet />
        <HeadScript />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <BootScripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as hydrated: the `hydrated:` CSS variant applies from here on, and tests
  // wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useFocusMainOnNavigation();
  // The owners' pages are a tool, not a show: no background video, no chat, no load panel.
  const ownerPage = useMatches().some(
    (match) => (match.handle as { ownerPage?: boolean } | undefined)?.ownerPage,
  );

  return (
    <>
      <SkipLink />
      {!ownerPage && <BackgroundVideoSlot />}
      <SiteHeader />
      {!ownerPage && <LoadTimeMonitor />}
      <main id="main" tabIndex={-1} className="relative z-10 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {!ownerPage && <ChatLauncher />}
      <Toaster />
    </>
  );
}

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="font-display text-4xl uppercase md:text-6xl">
        {copy.error.heading}
      </h1>
      <pre className="mt-6 overflow-x-auto rounded-card bg-ink-soft p-4 text-sm whitespace-pre-wrap text-paper-dim">
        {errorText(error)}
      </pre>
      <a href="/" className="mt-8 inline-block underline">
        {copy.backHome}
      </a>
    </main>
  );
}
