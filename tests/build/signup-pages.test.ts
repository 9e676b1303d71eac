// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { launchListPaths } from "../../app/content/launch-list";
import { honeypotField } from "../../app/lib/signup-form";
import { signupErrorPage } from "../../server/site/signup-page";
import { htmlFileFor } from "../../bench/lib/initial-bytes";

const client = join(import.meta.dirname, "../../build/client");
const built = (path: string) =>
  readFileSync(join(client, htmlFileFor(path)), "utf8");

it("prerenders the error page with every place the server fills in", () => {
  const fill = signupErrorPage(built(launchListPaths.signupError));
  const doc = new DOMParser().parseFromString(
    fill({ problem: "Nope & no", email: 'a"b', source: "news" }),
    "text/html",
  );
  expect(doc.querySelector("[role=alert]")?.textContent).toBe("Nope & no");
  expect(doc.querySelector<HTMLInputElement>("input[name=email]")?.value).toBe(
    'a"b',
  );
  expect(doc.querySelector<HTMLInputElement>("input[name=source]")?.value).toBe(
    "news",
  );
});

it.each(["/", "/news", launchListPaths.signupError])(
  "gives the form on %s a honeypot no visitor sees, hears or tabs to",
  (path) => {
    const doc = new DOMParser().parseFromString(built(path), "text/html");
    const trap = doc.querySelector<HTMLInputElement>(
      `input[name=${honeypotField}]`,
    );
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.getAttribute("autocomplete")).toBe("off");
    expect(trap?.closest("[hidden]")).not.toBeNull();
    expect(trap?.closest("form")?.getAttribute("action")).toBe(
      "/api/subscribe",
    );
  },
);
