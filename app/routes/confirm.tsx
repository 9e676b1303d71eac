import { LinkFormPage } from "~/components/list/link-form-page";
import { launchListPaths } from "~/content/launch-list";
import { confirmPage } from "~/content/confirm-page";
import { signupPages } from "~/content/pages";
import { noindexMeta } from "~/lib/page-meta";

export const meta = () => noindexMeta(signupPages.confirm);

/**
 * What a confirmation link opens: one button, a plain form post to the signed link. Opening
 * the link changes nothing, so a mail scanner that fetches it confirms no one.
 */
export default function Confirm() {
  return (
    <LinkFormPage
      path={launchListPaths.confirm}
      variant="accent"
      {...confirmPage}
    />
  );
}
