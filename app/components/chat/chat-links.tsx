import type { ChatLink } from "~/content/chat-script";
import { ExternalLink } from "../ui/external-link";

const linkClass =
  "inline-flex min-h-tap items-center rounded-pill border border-accent px-3 py-1 text-sm font-semibold text-accent hover:bg-accent hover:text-accent-ink";

/**
 * An answer's links and actions as real elements: a route link, an external link in a new
 * tab, or a button; the label is text, never markup.
 */
export function ChatLinks({
  links,
  onAsk,
}: {
  links: readonly ChatLink[];
  onAsk: () => void;
}) {
  return (
    // Not a list: the conversation's list items are its messages.
    <div className="flex flex-wrap gap-2 pt-1">
      {links.map((link) => (
        <span key={link.label}>
          {"to" in link ? (
            <a href={link.to} className={linkClass}>
              {link.label}
            </a>
          ) : "href" in link ? (
            <ExternalLink href={link.href} className={linkClass}>
              {link.label}
            </ExternalLink>
          ) : (
            <button type="button" onClick={onAsk} className={linkClass}>
              {link.label}
            </button>
          )}
        </span>
      ))}
    </div>
  );
}
