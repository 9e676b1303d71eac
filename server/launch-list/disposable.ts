// Throwaway mail domains, from a maintained list package (`npm update` refreshes it). A
// subdomain of a listed domain counts too (x.mailinator.com).
import { disposableEmailBlocklistSet } from "disposable-email-domains-js";

const domains = disposableEmailBlocklistSet();

/**
 * True when a normalised address's domain, or a domain it belongs to, is on the list.
 */
export function isDisposableAddress(email: string) {
  const labels = email.slice(email.lastIndexOf("@") + 1).split(".");
  return labels.some((_, i) => domains.has(labels.slice(i).join(".")));
}
