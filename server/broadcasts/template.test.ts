import { describe, expect, it } from "vitest";
import { launchMail } from "../../app/content/launch-mail";
import fc from "fast-check";
import { fillTemplate, placeholderSpans, templateProblem } from "./template";

describe("broadcast templates", () => {
  it("accept the content's launch mail as it is", () => {
    expect(templateProblem(launchMail.text)).toBeNull();
    expect(templateProblem(launchMail.html)).toBeNull();
  });

  it("refuse a body without an unsubscribe link, or with an unknown placeholder", () => {
    expect(templateProblem("Shop: {{shop_url}}")).toEqual({
      kind: "no-unsubscribe-link",
    });
    expect(templateProblem("Hi {{first_name}} {{unsubscribe_url}}")).toEqual({
      kind: "unknown-placeholder",
      placeholder: "first_name",
    });
  });

  it("fill every placeholder, escaped where asked", () => {
    const values = {
      unsubscribe_url: "https://x.test/u?a=1&b=2",
      shop_url: "https://shop.test",
    };
    expect(fillTemplate("{{ shop_url }} | {{unsubscribe_url}}", values)).toBe(
      "https://shop.test | https://x.test/u?a=1&b=2",
    );
    expect(
      fillTemplate('<a href="{{unsubscribe_url}}">', values, (v) =>
        v.replace(/&/g, "&amp;"),
      ),
    ).toBe('<a href="https://x.test/u?a=1&amp;b=2">');
  });
});

describe("the placeholder scan", () => {
  // The rule as a regular expression: fine for short bodies, cubic on long hostile ones.
  const rule = /\{\{\s*([^{}]*?)\s*\}\}/g;

  it("finds what the rule finds, on any mix of braces, spaces and names", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("{", "}", " ", "\n", "a", "shop_url", "é"), {
          maxLength: 40,
        }),
        (parts) => {
          const body = parts.join("");
          expect(placeholderSpans(body)).toEqual(
            [...body.matchAll(rule)].map((match) => ({
              start: match.index,
              end: match.index + match[0].length,
              name: match[1],
            })),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    ["an opening and spaces", `{{${" ".repeat(16_380)}`],
    ["openings only", "{{".repeat(8_192)],
    ["openings and single closings", "{{ }".repeat(4_096)],
    ["a name that never closes", `{{${"a".repeat(16_380)}}`],
    ["many placeholders", "{{ unsubscribe_url }}".repeat(780)],
  ])("checks 16 KiB of %s in linear time", (_, body) => {
    // A pattern that backtracks takes seconds on 16 KiB of these; a linear scan takes well
    // under a millisecond. The bound only has to tell the two apart on a busy host.
    const began = performance.now();
    templateProblem(body);
    fillTemplate(body, { unsubscribe_url: "u", shop_url: "s" });
    expect(performance.now() - began).toBeLessThan(250);
  });
});
