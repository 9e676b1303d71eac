import { copy } from "~/content/copy";
import { launchCopy } from "~/content/launch-copy";
import { site } from "~/content/site";
import { prerenderLaunchState } from "~/lib/launch-clock";
import { ActionLink } from "../ui/action-link";

/**
 * The "Shop Launch" box: first-drop shop button and the way into the collections. Its line
 * says whether the drop is still coming or out, from the same launch state as the countdowns
 * (`showShopLaunchPhase` keeps it on the visitor's clock).
 */
export function ShopLaunch() {
  const { phase } = prerenderLaunchState();
  return (
    <section
      aria-labelledby="shop-launch-heading"
      className="flex flex-col gap-4 rounded-card border-2 border-accent bg-ink/85 p-5 md:p-6 lg:flex-row lg:items-center lg:justify-between"
    >
      <div>
        <h2
          id="shop-launch-heading"
          className="font-display text-2xl tracking-wide text-accent uppercase md:text-3xl"
        >
          {copy.shopLaunch.heading}
        </h2>
        <p className="mt-1 text-paper" data-launch-phase={phase}>
          {launchCopy.shopLaunchText[phase]}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
        <ActionLink destination={{ kind: "external", href: site.shopUrl }}>
          {copy.shopLaunch.shopButton}
        </ActionLink>
        <ActionLink
          destination={{ kind: "internal", to: "/collections" }}
          variant="outline"
        >
          {copy.shopLaunch.exploreButton}
        </ActionLink>
      </div>
    </section>
  );
}
