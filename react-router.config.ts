import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";

export default {
  ssr: false,
  // Every screen ships as static HTML; "/404" renders the catch-all route so the
  // server can answer unknown paths with a real page and status 404.
  prerender: () => prerenderPaths,
} satisfies Config;
