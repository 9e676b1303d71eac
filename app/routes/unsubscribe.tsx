import { LinkFormPage } from "~/components/list/link-form-page";
import { launchListPaths } from "~/content/launch-list";
import { unsubscribePage } from "~/content/unsubscribe-page";
import { signupPages } from "~/content/pages";
import { noindexMeta } from "~/lib/page-meta";

export const meta = () => noindexMeta(signupPages.unsubscribe);

/**
 * What an unsubscribe link opens in a browser: one button, a plain form post to the signed
 * link. Mail apps that speak RFC 8058 post to the link themselves and never show this page.
 */
export default function Unsubscribe() {
  return (
    <LinkFormPage
      path={launchListPaths.unsubscribe}
      variant="outline"
      {...unsubscribePage}
    />
  );
}
