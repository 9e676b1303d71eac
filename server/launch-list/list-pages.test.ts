import { describe, expect, it } from "vitest";
import {
  confirmedPageFiller,
  placeSentence,
  linkFormFiller,
} from "./list-pages";

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

  it("points a link's form at the signed link", () => {
    expect(
      linkFormFiller(`<form method="post" data-link-action="">`)({
        action: "/api/unsubscribe?t=a.0.b&x=<",
      }),
    ).toBe(`<form method="post" action="/api/unsubscribe?t=a.0.b&amp;x=&lt;">`);
  });

  it("refuses pages without their marks at start", () => {
    expect(() => confirmedPageFiller("<p></p>")).toThrow(/marks/);
    expect(() => linkFormFiller("<form>")).toThrow(/marks/);
  });
});

describe("placeSentence", () => {
  const texts = {
    place: "No. {place}.",
    aged: "No. {place}, {seconds} s ago.",
    agedAfterSeconds: 10,
    counting: "Counting.",
  };
  const now = new Date("2026-12-01T10:00:30.000Z");
  const counted = (seconds: number) =>
    new Date(now.getTime() - seconds * 1000).toISOString();

  it("gives the number of a fresh count alone", () => {
    expect(
      placeSentence(
        { position: 7, referralCount: 0, countedAt: counted(3) },
        now,
        texts,
      ),
    ).toBe("No. 7.");
  });

  it("says how old a count is once that matters", () => {
    expect(
      placeSentence(
        { position: 7, referralCount: 0, countedAt: counted(42.5) },
        now,
        texts,
      ),
    ).toBe("No. 7, 42 s ago.");
  });

  it("says the place is being counted before the address was counted", () => {
    expect(
      placeSentence(
        { position: null, referralCount: 0, countedAt: counted(1) },
        now,
        texts,
      ),
    ).toBe("Counting.");
    expect(placeSentence(null, now, texts)).toBe("Counting.");
  });
});
