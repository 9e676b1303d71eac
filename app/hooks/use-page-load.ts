import { type PageLoad, pageLoad } from "~/lib/page-load";
import { useStore } from "./use-store";

/**
 * The completed page load, or null until then (and in the prerendered HTML): for work that
 * must wait until the page has loaded, and for reporting how long that took.
 */
export function usePageLoad(): PageLoad | null {
  return useStore(pageLoad, null);
}
