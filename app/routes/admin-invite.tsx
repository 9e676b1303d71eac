import { OwnerPage, ownerPageHandle } from "~/components/dashboard/owner-page";
import { ownerPages } from "~/content/pages";
import { noindexMeta } from "~/lib/page-meta";

export const meta = () => noindexMeta(ownerPages.invite);

export const handle = ownerPageHandle;

export default function AdminInvite() {
  return <OwnerPage mode="invite" />;
}
