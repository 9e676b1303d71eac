import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("collections", "routes/collections.tsx"),
  route("news", "routes/news.tsx"),
  route("blog", "routes/blog.tsx"),
  route("about", "routes/about.tsx"),
  route("countdown", "routes/countdown.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // Where a newsletter form post lands with JavaScript off.
  route("subscribed", "routes/subscribed.tsx"),
  route("signup-error", "routes/signup-error.tsx"),
  // Double opt-in and leaving: pages the signup API sends visitors to or fills in.
  route("check-inbox", "routes/check-inbox.tsx"),
  route("confirm", "routes/confirm.tsx"),
  route("confirmed", "routes/confirmed.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("unsubscribed", "routes/unsubscribed.tsx"),
  // The owners' dashboard and the page its invite links open: never indexed.
  route("admin", "routes/admin.tsx"),
  route("admin/invite", "routes/admin-invite.tsx"),
  // Any other path renders the 404 page; prerendered at /404 and served with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
