import { useRef, useState, useSyncExternalStore } from "react";
import { confirmedPage } from "~/content/confirmed-page";
import { buttonClass } from "~/components/ui/button-styles";

const noChanges = () => () => {};

/** Marks the share link the server fills in on the confirmation page. */
export const shareLinkMark = "data-share-link";

/**
 * A subscriber's referral link as a plain link (it works with JavaScript off), plus a copy
 * button and, where the browser has the Web Share API, a share button once hydrated. The
 * buttons read the link from the anchor, so a link the server filled in is the one shared.
 */
export function ShareLink({ href, intro }: { href?: string; intro?: string }) {
  const anchor = useRef<HTMLAnchorElement>(null);
  const [copied, setCopied] = useState(false);
  // "none" in the prerendered page and until hydration; then what this browser can do.
  const ability = useSyncExternalStore(
    noChanges,
    () => (typeof navigator.share === "function" ? "share" : "copy"),
    () => "none",
  );
  const url = () => anchor.current?.href ?? "";
  return (
    <div className="flex w-full max-w-2xl flex-col gap-3">
      {intro && <p className="text-paper">{intro}</p>}
      <a
        ref={anchor}
        href={href}
        className="font-mono break-all text-accent underline underline-offset-4"
        {...(href ? {} : { [shareLinkMark]: "" })}
        suppressHydrationWarning
      >
        {/* Without href the server fills the link in; a text node lets hydration keep it. */}
        {href ?? " "}
      </a>
      {ability !== "none" && (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass("outline")}
            onClick={() =>
              void navigator.clipboard
                ?.writeText(url())
                .then(() => setCopied(true))
            }
          >
            {copied ? confirmedPage.copied : confirmedPage.copy}
          </button>
          {ability === "share" && (
            <button
              type="button"
              className={buttonClass("outline")}
              onClick={() =>
                void navigator
                  .share({ title: confirmedPage.shareTitle, url: url() })
                  .catch(() => {})
              }
            >
              {confirmedPage.share}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
