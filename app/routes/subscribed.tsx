import { ListPage } from "~/components/list/list-page";
import { subscribedPage } from "~/content/launch-list";
import { signupPages } from "~/content/pages";
import { noindexMeta } from "~/lib/page-meta";

export const meta = () => noindexMeta(signupPages.subscribed);

/** Where a newsletter form post lands once the address is on the list (JavaScript off). */
export default function Subscribed() {
  return <ListPage {...subscribedPage} />;
}
