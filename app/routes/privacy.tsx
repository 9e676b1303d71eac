import { PageActions } from "~/components/layout/page-actions";
import { PageContainer } from "~/components/layout/page-container";
import { PageHeader } from "~/components/ui/page-header";
import { privacyPage } from "~/content/privacy";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/privacy");

export default function Privacy() {
  return (
    <PageContainer>
      <PageHeader
        title={privacyPage.heading}
        intro={privacyPage.intro}
        actions={<PageActions />}
      />
      <div className="flex max-w-3xl flex-col gap-8">
        {privacyPage.sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-3">
            <h2 className="font-display text-2xl tracking-wide text-accent uppercase">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-lg leading-relaxed text-paper">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </PageContainer>
  );
}
