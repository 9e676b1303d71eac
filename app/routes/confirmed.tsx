import { ListPage } from "~/components/list/list-page";
import { PagePathScript } from "~/components/list/page-path-script";
import { ShareLink } from "~/components/list/share-link";
import { Island } from "~/islands/island";
import { launchListPaths } from "~/content/launch-list";
import { confirmedPage } from "~/content/confirmed-page";
import { signupPages } from "~/content/pages";
import { noindexMeta } from "~/lib/page-meta";

export const meta = () => noindexMeta(signupPages.confirmed);

/**
 * Where a confirmation link lands. The server fills in the subscriber's place in the queue and
 * their share link (server/launch-list/list-pages.ts); hydration keeps what it filled in.
 */
export default function Confirmed() {
  return (
    <ListPage heading={confirmedPage.heading} link={confirmedPage.link}>
      <PagePathScript path={launchListPaths.confirmed} />
      <p
        className="font-display text-2xl tracking-wide uppercase md:text-3xl"
        // The server puts the sentence here.
        data-queue-place=""
      />
      <h2 className="font-display text-xl tracking-wide uppercase">
        {confirmedPage.shareHeading}
      </h2>
      <p className="text-lg text-paper">{confirmedPage.shareText}</p>
      <Island name="share-link" component={ShareLink} />
    </ListPage>
  );
}
