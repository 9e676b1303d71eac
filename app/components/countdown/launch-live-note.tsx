import { launchCopy } from "~/content/launch-copy";
import { site } from "~/content/site";
import { ActionLink } from "../ui/action-link";

/**
 * Says the countdown's zeros mean the drop is out, with the way to the shop. The slim
 * layout fits the home page's countdown strip: one line and the link.
 */
export function LaunchLiveNote({ slim = false }: { slim?: boolean }) {
  const shop = (
    <ActionLink destination={{ kind: "external", href: site.shopUrl }}>
      {launchCopy.live.shop}
    </ActionLink>
  );
  if (slim)
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="font-display tracking-wide text-accent uppercase">
          {launchCopy.live.heading}
        </p>
        {shop}
      </div>
    );
  return (
    <div className="flex flex-col items-start gap-3 rounded-card border-2 border-accent p-4">
      <p className="font-display text-2xl tracking-wide text-accent uppercase">
        {launchCopy.live.heading}
      </p>
      <p className="text-paper">{launchCopy.live.text}</p>
      {shop}
    </div>
  );
}
