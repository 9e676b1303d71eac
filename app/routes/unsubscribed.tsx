import { ListPage } from "~/components/list/list-page";
import { unsubscribedPage } from "~/content/unsubscribed-page";
import { signupPages } from "~/content/pages";
import { noindexMeta } from "~/lib/page-meta";

export const meta = () => noindexMeta(signupPages.unsubscribed);

/** Where the unsubscribe page's button lands. */
export default function Unsubscribed() {
  return <ListPage {...unsubscribedPage} />;
}
