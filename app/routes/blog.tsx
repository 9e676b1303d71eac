import { BlogPosts } from "~/components/blog/blog-posts";
import { PageActions } from "~/components/layout/page-actions";
import { PageContainer } from "~/components/layout/page-container";
import { PageHeader } from "~/components/ui/page-header";
import { artUrl } from "~/content/art";
import { copy } from "~/content/copy";
import { posts } from "~/content/posts";
import { Island } from "~/islands/island";
import { pageMeta, postStructuredData } from "~/lib/page-meta";

export const meta = () =>
  pageMeta(
    "/blog",
    ...posts
      .filter((post) => post.isPublished)
      .map((post) => postStructuredData(post, artUrl("blog", post.id))),
  );

export default function Blog() {
  return (
    <PageContainer>
      <PageHeader
        title={copy.blog.heading}
        intro={copy.blog.intro}
        actions={<PageActions shop />}
      />
      <Island name="blog-posts" component={BlogPosts} />
    </PageContainer>
  );
}
