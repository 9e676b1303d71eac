import { lazy } from "react";
import { Links, Meta, Outlet, isRouteErrorResponse } from "react-router";
import antonCore from "./assets/fonts/anton-core.woff2?url";
import interCore from "./assets/fonts/inter-core.woff2?url";
import type { Route } from "./+types/root";
import {
  BackgroundVideo,
  backgroundIsland,
} from "./components/background-video/background-video";
import { BackgroundVideoToggle } from "./components/background-video/background-video-toggle";
import { ChatLauncher } from "./components/chat/chat-launcher";
import { HeadScript } from "./components/layout/head-script";
import { InlineStylesheet } from "./components/layout/inline-stylesheet";
import { IslandScripts } from "./components/layout/island-scripts";
import { usePageHandle } from "./components/layout/page-handle";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { SpeculationRules } from "./components/layout/speculation-rules";
import { VisitPixel } from "./components/layout/visit-pixel";
import { LoadTimeMonitor } from "./components/load-monitor/load-time-monitor";
import { Toaster } from "./components/toast/toaster";
import { copy } from "./content/copy";
import { Island } from "./islands/island";

// The chat panel's closed copy that every public page carries (ADR 034), imported where the
// prerender runs only: in the browser's build the root module would share the panel's parts
// and split the panel's chunk, though the browser never loads the root module (ADR 038).
const ChatShell = import.meta.env.SSR
  ? lazy(() =>
      import("./components/chat/chat-shell").then((module) => ({
        default: module.ChatShell,
      })),
    )
  : () => null;

// In production every prerendered page carries its cut of the stylesheet (InlineStylesheet) and
// the islands' runtime links the rest; the dev server prerenders nothing, so there it comes
// the way Vite injects it.
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
  // A raster favicon: Chromium decodes an SVG one as a document of its own on the page's
  // main thread, a 100 ms task after load on a slow phone, on every page.
  { rel: "icon", href: "/favicon.ico", sizes: "16x16 32x32 48x48" },
  // iOS ignores the manifest's icons for the home screen; it reads this link.
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // Written by the build from the site config (scripts/build/web-manifest.ts).
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const { ownerPage } = usePageHandle();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c0c0c" />
        <Meta />
        <Links />
        <InlineStylesheet />
        <IslandScripts />
        <HeadScript publicPage={!ownerPage} />
        <SpeculationRules />
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * Every page's frame. It is only prerendered: the browser hydrates nothing but the islands
 * (ADR 038), so it may read the router's matches.
 */
export default function App() {
  const { backgroundVideo, ownerPage } = usePageHandle();
  return (
    <>
      <SkipLink />
      {backgroundVideo && !ownerPage && (
        <>
          <Island name={backgroundIsland()} component={BackgroundVideo} />
          <Island
            name="background-video-toggle"
            component={BackgroundVideoToggle}
          />
        </>
      )}
      <SiteHeader />
      {!ownerPage && <LoadTimeMonitor />}
      <main id="main" tabIndex={-1} className="relative z-10 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {!ownerPage && (
        <>
          <ChatShell />
          <Island name="chat" component={ChatLauncher} />
          <VisitPixel />
        </>
      )}
      <Island name="toaster" component={Toaster} />
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
