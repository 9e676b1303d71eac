import { copy } from "~/content/copy";
import { site } from "~/content/site";
import { ActionLink } from "../ui/action-link";
import { Icon } from "../ui/icons";

/** The pair of buttons at the top of inner pages: back home and, optionally, the shop. */
export function PageActions({
  shop = false,
  backLabel = copy.backHome,
}: {
  shop?: boolean;
  backLabel?: string;
}) {
  return (
    <>
      <ActionLink destination={{ kind: "internal", to: "/" }} variant="outline">
        <Icon name="back" className="size-4" /> {backLabel}
      </ActionLink>
      {shop ? (
        <ActionLink destination={{ kind: "external", href: site.shopUrl }}>
          {copy.shopNow}
        </ActionLink>
      ) : null}
    </>
  );
}
