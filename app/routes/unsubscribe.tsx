import { ListPage } from "~/components/list/list-page";
import { PagePathScript } from "~/components/list/page-path-script";
import { buttonClass } from "~/components/ui/button-styles";
import { launchListPaths } from "~/content/launch-list";
import { unsubscribePage } from "~/content/unsubscribe-page";
import { signupPages } from "~/content/pages";
import { noindexMeta } from "~/lib/page-meta";

export const meta = () => noindexMeta(signupPages.unsubscribe);

/**
 * What an unsubscribe link opens in a browser: one button, a plain form post to the signed link
 * the server fills in as the form's action (server/list-pages.ts). Mail apps that speak
 * RFC 8058 post to the link themselves and never show this page.
 */
export default function Unsubscribe() {
  return (
    <ListPage {...unsubscribePage}>
      <PagePathScript path={launchListPaths.unsubscribe} />
      <form method="post" data-unsubscribe-action="">
        <button type="submit" className={buttonClass("outline", "lg")}>
          {unsubscribePage.button}
        </button>
      </form>
    </ListPage>
  );
}
