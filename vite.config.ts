import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Read by the client and the prerender build alike, so set once per process.
process.env.VITE_BUILD_TIME ??= String(Date.now());

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { host: "127.0.0.1" },
  // The prerender's own build is minified too: the code it writes into every page as inline
  // script (the storage guard) goes out as it was compiled.
  environments: { ssr: { build: { minify: true } } },
  build: {
    // Which chunks React and the hydration code need, for the page to fetch at a tap beside
    // the runtime (scripts/build/react-preloads.ts, which deletes it once read).
    manifest: true,
    // Artwork stays a file: inlined as data: URLs it would ride in every page's JavaScript.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React is one chunk, fetched with the first island that wakes. The router and
              // React's server renderer only prerender and never reach the browser (ADR 022).
              name: "react",
              test: /node_modules[\\/](react|react-dom(?![\\/](server|cjs[\\/]react-dom-server))|scheduler)[\\/]/,
              priority: 1,
            },
            {
              // What the islands' runtime imports that islands import too: one chunk, so the
              // head's script preloads one file beside the runtime, not four of 0.2-1.6 KB.
              name: "runtime-shared",
              test: /app[\\/](lib[\\/]store|components[\\/]toast[\\/]toast-store|islands[\\/]markup)\.ts$|preload-helper/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
