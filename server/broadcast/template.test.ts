import { describe, expect, it } from "vitest";
import { launchMail } from "../../app/content/launch-mail";
import { fillTemplate, templateProblem } from "./template";

describe("broadcast templates", () => {
  it("accept the content's launch mail as it is", () => {
    expect(templateProblem(launchMail.text, "text")).toBeNull();
    expect(templateProblem(launchMail.html, "HTML")).toBeNull();
  });

  it("refuse a body without an unsubscribe link, or with an unknown placeholder", () => {
    expect(templateProblem("Shop: {{shop_url}}", "text")).toBe(
      "The text has no unsubscribe link: put {{unsubscribe_url}} in it.",
    );
    expect(
      templateProblem("Hi {{first_name}} {{unsubscribe_url}}", "HTML"),
    ).toMatch(/^The HTML uses an unknown placeholder: \{\{first_name\}\}/);
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
