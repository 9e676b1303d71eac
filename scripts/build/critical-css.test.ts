import { describe, expect, it } from "vitest";
import { criticalCss } from "./critical-css";

const used = (classes: string[], ids: string[] = []) => ({
  classes: new Set(classes),
  ids: new Set(ids),
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

  it("leaves keyframes, font faces, properties and custom properties as they are", () => {
    const css =
      "@property --x{syntax:'*';inherits:false}:root{--ink:#000}@font-face{font-family:A;src:url(a.woff2)}@keyframes spin{from{rotate:0}to{rotate:1turn}}";
    expect(criticalCss(css, used([]))).toBe(css);
  });
});
