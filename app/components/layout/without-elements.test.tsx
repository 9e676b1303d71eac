import { Fragment, createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isLink, withoutElements } from "./without-elements";

describe("withoutElements", () => {
  it("leaves out the picked links at any depth of fragments, and keeps the rest", () => {
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
        h("link", { rel: "stylesheet", href: "/root.css" }),
      ),
    );
    const view = renderToStaticMarkup(
      withoutElements(tree, isLink("modulepreload")),
    );
    expect(view).not.toContain("modulepreload");
    expect(view).toContain('<script id="context"></script>');
    expect(view).toContain('rel="preload"');
    expect(view).toContain('rel="stylesheet"');
    expect(
      renderToStaticMarkup(withoutElements(tree, isLink("stylesheet"))),
    ).not.toContain("stylesheet");
  });

  it("returns text and lone elements it does not pick as they are", () => {
    expect(withoutElements("text", isLink("stylesheet"))).toBe("text");
    const script = h("script", { id: "x" });
    expect(withoutElements(script, isLink("stylesheet"))).toBe(script);
    expect(
      withoutElements(h("link", { rel: "stylesheet" }), isLink("stylesheet")),
    ).toBeNull();
  });
});
