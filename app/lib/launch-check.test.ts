import { describe, expect, it } from "vitest";
import {
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
