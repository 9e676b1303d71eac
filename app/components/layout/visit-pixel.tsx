import { site } from "~/content/site";
import { visitEndpoint } from "~/lib/visit-ping";

/**
 * A visitor without JavaScript is counted by this image: the server reads the page from the
 * request's Referer (app/lib/visit-ping.ts sends the ping everyone else does).
 */
export function VisitPixel() {
  if (site.launchListMode !== "server") return null;
  return (
    <noscript>
      <img
        src={visitEndpoint}
        alt=""
        width={1}
        height={1}
        className="absolute"
      />
    </noscript>
  );
}
