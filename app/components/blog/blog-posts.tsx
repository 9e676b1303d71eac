import { useState } from "react";
import { posts } from "~/content/posts";
import { BlogArticle } from "./blog-article";
import { PostCard } from "./post-card";

/** The blog's posts; a published one opens in place (no page change, as the brand asked). */
export function BlogPosts() {
  const [openId, setOpenId] = useState<string | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const open = posts.find((post) => post.id === openId && post.isPublished);

  if (open)
    return (
      <BlogArticle
        post={open}
        onBack={() => {
          setReturnTo(open.id);
          setOpenId(null);
        }}
      />
    );
  return (
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
  );
}
