import { useState } from "react";
import { BlogArticle } from "~/components/blog/blog-article";
import { PostCard } from "~/components/blog/post-card";
import { PageActions } from "~/components/layout/page-actions";
import { PageContainer } from "~/components/layout/page-container";
import { PageHeader } from "~/components/ui/page-header";
import { artUrl } from "~/content/art";
import { copy } from "~/content/copy";
import { posts } from "~/content/posts";
import { pageMeta, postStructuredData } from "~/lib/page-meta";

export const meta = () =>
  pageMeta(
    "/blog",
    ...posts
      .filter((post) => post.isPublished)
      .map((post) => postStructuredData(post, artUrl("blog", post.id))),
  );

export default function Blog() {
  // The article opens in place: no route change, as the brand asked.
  const [openId, setOpenId] = useState<string | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const open = posts.find((post) => post.id === openId && post.isPublished);

  return (
    <PageContainer>
      <PageHeader
        title={copy.blog.heading}
        intro={copy.blog.intro}
        actions={<PageActions shop />}
      />
      {open ? (
        <BlogArticle
          post={open}
          onBack={() => {
            setReturnTo(open.id);
            setOpenId(null);
          }}
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2">
          {posts.map((post, index) => (
            <li key={post.id}>
              <PostCard
                post={post}
                leading={index === 0}
                onRead={() => setOpenId(post.id)}
                focusOnMount={returnTo === post.id}
              />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
