import { describe, expect, it } from "vitest";
import { confirmedPageFiller, unsubscribePageFiller } from "./list-pages";

const confirmed = `<h1>In</h1><p class="x" data-queue-place=""></p><a class="l" data-share-link=""></a>`;

describe("the launch-list pages the server fills", () => {
  it("puts the place and the share link into /confirmed, escaped", () => {
    const filled = confirmedPageFiller(confirmed)({
      place: "You're number 3 <b>",
      shareUrl: 'https://shop.test/?ref=abc"x',
    });
    expect(filled).toBe(
      `<h1>In</h1><p class="x" data-queue-place="">You&#39;re number 3 &lt;b&gt;</p><a class="l" href="https://shop.test/?ref=abc&quot;x">https://shop.test/?ref=abc&quot;x</a>`,
    );
  });

  it("points the unsubscribe form at the signed link", () => {
    expect(
      unsubscribePageFiller(`<form method="post" data-unsubscribe-action="">`)({
        action: "/api/unsubscribe?t=a.0.b&x=<",
      }),
    ).toBe(`<form method="post" action="/api/unsubscribe?t=a.0.b&amp;x=&lt;">`);
  });

  it("refuses pages without their marks at start", () => {
    expect(() => confirmedPageFiller("<p></p>")).toThrow(/marks/);
    expect(() => unsubscribePageFiller("<form>")).toThrow(/marks/);
  });
});
