import { describe, expect, it } from "vitest";
import { webManifest } from "./web-manifest";

describe("webManifest", () => {
  it("names the brand and colours the bar and splash screen with the page ink", () => {
    const icon = { src: "/i.png", sizes: "192x192", type: "image/png" };
    const manifest = webManifest({
      brand: "Brand",
      tagline: "Line",
      ink: "#111111",
      icons: [icon],
    });
    expect(manifest).toMatchObject({
      name: "Brand",
      short_name: "Brand",
      description: "Line",
      start_url: "/",
      theme_color: "#111111",
      background_color: "#111111",
      icons: [icon],
    });
  });
});
