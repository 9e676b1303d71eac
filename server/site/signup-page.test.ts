import { describe, expect, it } from "vitest";
import { escapeHtml, signupErrorPage } from "./signup-page";

const page = `<main><p role="alert" data-signup-problem="">Default</p>
<input type="hidden" data-signup-source="" name="source"/>
<input type="email" data-signup-email="" name="email"/></main>`;

describe("signupErrorPage", () => {
  it("fills the message, the address and the source, escaped", () => {
    const fill = signupErrorPage(page);
    expect(
      fill({ problem: "Bad <b>", email: `"><x a='1'>&`, source: "news" }),
    ).toBe(
      `<main><p role="alert" data-signup-problem="">Bad &lt;b&gt;</p>
<input type="hidden" value="news" name="source"/>
<input type="email" value="&quot;&gt;&lt;x a=&#39;1&#39;&gt;&amp;" name="email"/></main>`,
    );
  });

  it("keeps $ patterns in what was typed as they are", () => {
    const html = signupErrorPage(page)({
      problem: "$&",
      email: "$'a@b.test",
      source: "",
    });
    expect(html).toContain('data-signup-problem="">$&amp;</p>');
    expect(html).toContain('value="$&#39;a@b.test"');
  });

  it("refuses a page without the marks, so a changed page fails at start", () => {
    expect(() => signupErrorPage("<p>no marks</p>")).toThrow(/lacks the marks/);
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});
