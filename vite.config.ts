import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileHint } from "./scripts/build/compile-hint";

// Read by the client and the prerender build alike, so set once per process.
process.env.VITE_BUILD_TIME ??= String(Date.now());

const alwaysLoaded = /(^|\/)(framework|rolldown-runtime|shared)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { host: "127.0.0.1" },
  // The prerender's own build is minified too: the code it writes into every page as inline
  // script (the storage guard) goes out as it was compiled.
  environments: { ssr: { build: { minify: true } } },
  // Fewer, larger initial chunks: over HTTP/1.1 (npm start) every extra request waits for one
  // of six connections. React and the router make one chunk; app modules that two or more
  // pages load up front make another. Code loaded on demand is left where it is.
  build: {
    // Artwork stays a file: inlined as data: URLs it would ride in every page's JavaScript.
    assetsInlineLimit: 0,
    // A lazy chunk's imports are preloaded with <link rel="modulepreload"> when it loads, but
    // never the three the root module imports on every page: they are loaded by then, and
    // adding links for them cost a phone ~15 ms of main thread per lazy component.
    modulePreload: {
      resolveDependencies: (_chunk, deps) =>
        deps.filter((dep) => !alwaysLoaded.test(dep)),
    },
    rolldownOptions: {
      output: {
        // Compiled lazily, each function React, the router and the app call while hydrating
        // was compiled on the main thread at its first call: ~270 ms of a 4x-throttled phone's
        // main thread on `/`, about half of every long hydration task (ADR 013). After
        // minification, so the minifier cannot drop the comment.
        postBanner: compileHint,
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              name: "shared",
              // The owners' dashboard is shared by its two pages only: it stays in chunks of
              // its own, which no public page loads.
              test: /[\\/]app[\\/](?!components[\\/]dashboard[\\/]|content[\\/]dashboard\.ts|lib[\\/](owner-api|dashboard-format)\.ts)/,
              minShareCount: 2,
              tags: ["$initial"],
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
