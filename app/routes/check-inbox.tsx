import { ListPage } from "~/components/list/list-page";
import { checkInboxPage } from "~/content/check-inbox-page";
import { signupPages } from "~/content/pages";
import { noindexMeta } from "~/lib/page-meta";

export const meta = () => noindexMeta(signupPages.checkInbox);

/** Where a form post lands when a confirmation mail is on its way (JavaScript off). */
export default function CheckInbox() {
  return <ListPage {...checkInboxPage} />;
}
