import { describe, expect, it } from "vitest";
import { withCriticalCss } from "./page-stylesheet";

const page = (styles: string[], body: string) =>
  `<!DOCTYPE html><html><head>${styles.map((css) => `<style>${css}</style>`).join("")}<script>const a = "<style>.x{}</style>";</script></head><body>${body}</body></html>`;

describe("withCriticalCss", () => {
  it("cuts each inline stylesheet to the page's own classes and ids, leaving every other byte", () => {
    const css = ".a{color:red}.b{color:blue}#c .a{margin:0}#d{margin:1px}";
    expect(
      withCriticalCss(page([css, ".b{}.a{}"], '<p class="a" id="c">A</p>')),
    ).toBe(
      page(
        [".a{color:red}#c .a{margin:0}", ".a{}"],
        '<p class="a" id="c">A</p>',
      ),
    );
  });

  it("counts the classes inside an inert template, which the page brings in later", () => {
    const html = page(
      [".a{color:red}.b{color:blue}"],
      '<template><i class="b"></i></template>',
    );
    expect(withCriticalCss(html)).toBe(
      page([".b{color:blue}"], '<template><i class="b"></i></template>'),
    );
  });

  it("leaves a page without an inline stylesheet as it is", () => {
    const html = page([], '<p class="a">A</p>');
    expect(withCriticalCss(html)).toBe(html);
  });
});
