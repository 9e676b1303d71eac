import { describe, expect, it } from "vitest";
import { criticalCss, lateStylesheet } from "./critical-css";

const used = (classes: string[], ids: string[] = [], styleAttributes = "") => ({
  classes: new Set(classes),
  ids: new Set(ids),
  styleAttributes,
});

describe("criticalCss", () => {
  it("keeps the rules of classes the pages use, in their order, and drops the rest", () => {
    const css = ".a{color:red}.b{color:blue}.c{color:green}";
    expect(criticalCss(css, used(["a", "c"]))).toBe(
      ".a{color:red}.c{color:green}",
    );
  });

  it("reads escaped Tailwind class names as the HTML writes them", () => {
    const css =
      ".md\\:flex{display:flex}.bottom-\\(--chat-bottom\\){bottom:var(--chat-bottom)}.w-\\[10px\\]{width:10px}";
    expect(criticalCss(css, used(["md:flex", "w-[10px]"]))).toBe(
      ".md\\:flex{display:flex}.w-\\[10px\\]{width:10px}",
    );
  });

  it("drops only the selectors of a list that cannot match", () => {
    expect(criticalCss(".a,.b,p{margin:0}", used(["b"]))).toBe(
      ".b,p{margin:0}",
    );
  });

  it("drops a rule that needs an id no page has", () => {
    expect(
      criticalCss("#x .a{color:red}#y .a{color:blue}", used(["a"], ["y"])),
    ).toBe("#y .a{color:blue}");
  });

  it("keeps element, attribute and state selectors, which script may bring about", () => {
    const css =
      "dialog[open]{display:flex}[aria-expanded=true]{color:red}.a:hover{color:blue}html:not([data-hydrated]) .a{opacity:0}";
    expect(criticalCss(css, used(["a"]))).toBe(css);
  });

  it("never drops a rule for a class inside :not(), whose absence is what matches", () => {
    const css = ".a:not(.gone){color:red}";
    expect(criticalCss(css, used(["a"]))).toBe(css);
  });

  it("keeps :is() and :where() when any argument can match, :has() likewise", () => {
    const css =
      ".a:is(.gone,.b){color:red}.a:where(.gone){color:blue}.a:has(.b){color:green}.a:has(.gone){color:black}";
    expect(criticalCss(css, used(["a", "b"]))).toBe(
      ".a:is(.gone,.b){color:red}.a:has(.b){color:green}",
    );
  });

  it("removes conditional blocks left empty but keeps every layer, empty or not", () => {
    const css =
      "@layer theme,base,utilities;@layer base{}@layer utilities{@media (width>=48rem){@supports (display:grid){.gone{display:grid}}}.a{color:red}}";
    expect(criticalCss(css, used(["a"]))).toBe(
      "@layer theme,base,utilities;@layer base{}@layer utilities{.a{color:red}}",
    );
  });

  it("leaves keyframes and the font faces without a range as they are", () => {
    const css =
      "@font-face{font-family:A;src:url(a.woff2)}@keyframes spin{from{rotate:0}to{rotate:1turn}}";
    expect(criticalCss(css, used([]))).toBe(css);
  });

  it("drops custom properties nothing kept reads, directly or through another, and keeps every registration", () => {
    const css =
      "@property --x{syntax:'*';inherits:false}@property --gone{syntax:'*';inherits:false}" +
      ":root{--ink:var(--base);--base:#000;--unread:var(--base2);--base2:red;--x:1;--gone:2}" +
      ".a{color:var(--ink);opacity:var( --x)}.b{color:var(--base2)}";
    expect(criticalCss(css, used(["a"]))).toBe(
      "@property --x{syntax:'*';inherits:false}@property --gone{syntax:'*';inherits:false}:root{--ink:var(--base);--base:#000;--x:1}.a{color:var(--ink);opacity:var( --x)}",
    );
  });

  it("keeps a custom property the page's own style attribute reads, and removes a rule it empties", () => {
    const css = ":root{--gap:1rem}*,:before{--tw-gone:0}";
    expect(criticalCss(css, used([], [], "margin:var(--gap)"))).toBe(
      ":root{--gap:1rem}",
    );
  });

  it("keeps every font face, whatever characters the page shows", () => {
    const faces =
      "@font-face{font-family:A;src:url(core.woff2);unicode-range:U+20-7E}" +
      "@font-face{font-family:A;src:url(rest.woff2);unicode-range:U+A0-FF,U+2190-21FF}";
    expect(criticalCss(faces, used([]))).toBe(faces);
  });
});

describe("lateStylesheet", () => {
  it("leaves out the font faces and registrations, and keeps every rule in its place", () => {
    const css =
      "@layer theme,utilities;@font-face{font-family:A;src:url(a.woff2)}" +
      "@property --x{syntax:'*';inherits:false}@layer utilities{.a{opacity:var(--x)}" +
      "@media (width>=48rem){.b{color:red}}}@keyframes spin{to{rotate:1turn}}";
    expect(lateStylesheet(css)).toBe(
      "@layer theme,utilities;@layer utilities{.a{opacity:var(--x)}" +
        "@media (width>=48rem){.b{color:red}}}@keyframes spin{to{rotate:1turn}}",
    );
  });
});
