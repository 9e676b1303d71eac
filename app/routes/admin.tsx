import { OwnerPage, ownerPageHandle } from "~/components/dashboard/owner-page";
import { ownerPages } from "~/content/pages";
import { noindexMeta } from "~/lib/page-meta";

export const meta = () => noindexMeta(ownerPages.dashboard);

export const handle = ownerPageHandle;

export default function Admin() {
  return <OwnerPage mode="dashboard" />;
}
