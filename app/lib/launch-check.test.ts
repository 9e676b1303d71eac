import { describe, expect, it } from "vitest";
import { launchConfig } from "~/content/launch-config";
import {
  describeLaunchListMode,
  findPlaceholders,
  findTlsPlaceholders,
  isPlaceholder,
} from "./launch-check";

describe("isPlaceholder", () => {
  it("spots the reserved example domains in URLs and addresses", () => {
    expect(isPlaceholder("https://shop.example.com")).toBe(true);
    expect(isPlaceholder("news@example.org")).toBe(true);
    expect(isPlaceholder("https://example.net/x")).toBe(true);
  });

  it("leaves real domains alone, even ones that merely contain the word", () => {
    expect(isPlaceholder("https://bluntandbold.com")).toBe(false);
    expect(isPlaceholder("https://myexample.com")).toBe(false);
    expect(isPlaceholder("Blunt & Bold")).toBe(false);
  });

  it("spots brand facts still written as placeholders, and only those", () => {
    expect(isPlaceholder("Example City")).toBe(true);
    expect(isPlaceholder("example: 30 days")).toBe(true);
    expect(isPlaceholder("Manchester, UK")).toBe(false);
    expect(isPlaceholder("Examples of our work")).toBe(false);
    expect(isPlaceholder("for example 30 days")).toBe(false);
  });
});

describe("findPlaceholders", () => {
  it("lists nested strings with their paths", () => {
    const config = {
      brand: "Blunt & Bold",
      shopUrl: "https://shop.example.com",
      socials: [
        { name: "X", url: "https://x.com/bb" },
        { name: "Y", url: "https://y.example.com" },
      ],
      year: 2025,
    };
    expect(findPlaceholders(config)).toEqual([
      { path: "shopUrl", value: "https://shop.example.com" },
      { path: "socials[1].url", value: "https://y.example.com" },
    ]);
  });

  it("returns nothing for a finished config", () => {
    expect(
      findPlaceholders({ a: "https://bluntandbold.com", b: ["x"] }),
    ).toEqual([]);
  });
});

describe("findTlsPlaceholders", () => {
  it("lists the certificate lines that still hold the mark", () => {
    const config = `server {
    ssl_certificate "/etc/ssl/CHANGE-ME/fullchain.pem";
    ssl_certificate_key /etc/letsencrypt/live/bb/privkey.pem;
    ssl_protocols TLSv1.2;
}`;
    expect(findTlsPlaceholders(config, "CHANGE-ME")).toEqual([
      {
        path: "nginx.conf ssl_certificate",
        value: "/etc/ssl/CHANGE-ME/fullchain.pem",
      },
    ]);
  });
});

describe("describeLaunchListMode", () => {
  it("says a server build needs npm start", () => {
    expect(describeLaunchListMode({ mode: "server", from: "build" })).toBe(
      "check:launch: build/ is a launch-list (server) build: the forms post to /api/subscribe, so serve it with `npm start`.",
    );
  });

  it("says a mailto build stores nothing, and where the mode was read", () => {
    expect(describeLaunchListMode({ mode: "mailto", from: "env" })).toBe(
      "check:launch: no build yet; VITE_LAUNCH_LIST_MODE makes the next one a static-host (mailto) build: the forms open the visitor's mail client; no signups are stored.",
    );
  });
});

describe("the site config today", () => {
  it("reports every brand fact the chat quotes until the brand gives it", () => {
    const paths = findPlaceholders(launchConfig).map(
      (placeholder) => placeholder.path,
    );
    for (const [key, value] of Object.entries(launchConfig.facts)) {
      expect(paths.includes(`facts.${key}`), key).toBe(isPlaceholder(value));
    }
  });
});
