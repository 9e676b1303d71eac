import { PageActions } from "~/components/layout/page-actions";
import { PageContainer } from "~/components/layout/page-container";
import { PageHeader } from "~/components/ui/page-header";
import { aboutStory } from "~/content/brand";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/about");

export default function About() {
  return (
    <PageContainer>
      <PageHeader
        title={aboutStory.title}
        intro={aboutStory.intro}
        actions={<PageActions shop />}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        {aboutStory.sections.map((section, index) => (
          <section
            key={section.heading}
            aria-labelledby={`story-${index}`}
            className="rounded-card border border-ink-line bg-ink-soft p-6"
          >
            <h2
              id={`story-${index}`}
              className="font-display text-2xl tracking-wide text-accent uppercase"
            >
              {section.heading}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-paper">
              {section.text}
            </p>
          </section>
        ))}
      </div>
    </PageContainer>
  );
}
