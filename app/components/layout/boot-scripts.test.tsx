import { Fragment, createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./boot-scripts";

describe("withoutModulePreloads", () => {
  it("leaves out module preloads at any depth of fragments, and keeps the rest", () => {
    const tree = h(
      Fragment,
      null,
      h("link", { rel: "modulepreload", href: "/a.js" }),
      [h("link", { key: "b", rel: "modulepreload", href: "/b.js" })],
      h(
        Fragment,
        null,
        h("script", { id: "context" }),
        h("link", { rel: "preload", href: "/font.woff2", as: "font" }),
      ),
    );
    const view = renderToStaticMarkup(withoutModulePreloads(tree));
    expect(view).not.toContain("modulepreload");
    expect(view).toContain('<script id="context"></script>');
    expect(view).toContain('rel="preload"');
  });
});
