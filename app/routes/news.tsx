import { PageActions } from "~/components/layout/page-actions";
import { PageContainer } from "~/components/layout/page-container";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { Island } from "~/islands/island";
import { NewsCard } from "~/components/news/news-card";
import { PageHeader } from "~/components/ui/page-header";
import { copy } from "~/content/copy";
import { newsArticles } from "~/content/news";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/news");

export default function News() {
  const [featured, ...others] = newsArticles;
  return (
    <PageContainer>
      <PageHeader
        title={copy.news.heading}
        intro={copy.news.intro}
        actions={<PageActions shop backLabel={copy.back} />}
      />
      <NewsCard article={featured} featured />
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {others.map((article) => (
          <li key={article.id}>
            <NewsCard article={article} />
          </li>
        ))}
      </ul>
      <div className="rounded-card border border-ink-line bg-ink-soft p-6 md:p-8">
        <Island
          name="newsletter"
          component={NewsletterForm}
          props={{
            heading: copy.news.newsletterHeading,
            submitLabel: copy.newsletter.subscribe,
            source: "news",
          }}
        />
      </div>
    </PageContainer>
  );
}
