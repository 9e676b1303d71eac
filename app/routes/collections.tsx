import { CollectionGroupSection } from "~/components/collections/collection-group-section";
import { PageActions } from "~/components/layout/page-actions";
import { PageContainer } from "~/components/layout/page-container";
import { PageHeader } from "~/components/ui/page-header";
import { collectionGroups } from "~/content/collection-groups";
import { copy } from "~/content/copy";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/collections");

export default function Collections() {
  return (
    <PageContainer>
      <PageHeader
        title={copy.collections.heading}
        intro={copy.collections.intro}
        actions={<PageActions />}
      />
      {collectionGroups.map((group, index) => (
        <CollectionGroupSection
          key={group.id}
          group={group}
          leading={index === 0}
        />
      ))}
    </PageContainer>
  );
}
