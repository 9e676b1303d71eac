import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RUNTIME_META, STYLESHEET_ATTRIBUTE } from "~/islands/markup";
import { withCriticalCss, writeLateStylesheet } from "./page-stylesheet";

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

describe("writeLateStylesheet", () => {
  it("writes the named sheet without faces or registrations under a new name, and points every page to it", () => {
    const client = mkdtempSync(join(tmpdir(), "late-stylesheet-"));
    mkdirSync(join(client, "assets"));
    const meta = `<meta name="${RUNTIME_META}" content="/assets/entry-1.js" ${STYLESHEET_ATTRIBUTE}="/assets/app-old.css">`;
    writeFileSync(join(client, "index.html"), `<head>${meta}</head>`);
    writeFileSync(
      join(client, "about.html"),
      `<head>${meta}</head><p>About</p>`,
    );
    writeFileSync(join(client, "plain.html"), "<p>No islands</p>");
    writeFileSync(
      join(client, "assets/app-old.css"),
      "@font-face{font-family:A;src:url(a.woff2)}@property --x{syntax:'*';inherits:false}.a{color:red}",
    );

    writeLateStylesheet(client);

    const [late, ...others] = readdirSync(join(client, "assets"));
    expect(others).toEqual([]);
    expect(late).toMatch(/^app-[\w-]{8}\.css$/);
    expect(late).not.toBe("app-old.css");
    expect(readFileSync(join(client, "assets", late ?? ""), "utf8")).toBe(
      ".a{color:red}",
    );
    for (const name of ["index.html", "about.html"])
      expect(readFileSync(join(client, name), "utf8")).toContain(
        `${STYLESHEET_ATTRIBUTE}="/assets/${late}"`,
      );
    expect(readFileSync(join(client, "plain.html"), "utf8")).toBe(
      "<p>No islands</p>",
    );
  });
});
