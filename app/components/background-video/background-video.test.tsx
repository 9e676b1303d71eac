// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { BackgroundVideo } from "./background-video";

const configured = site.backgroundVideo;

afterEach(() => {
  Object.assign(site, { backgroundVideo: configured });
});

/** The background as prerendered, in a detached element. */
function backgroundMarkup() {
  const element = document.createElement("div");
  element.innerHTML = renderToString(<BackgroundVideo />);
  return element;
}

describe("BackgroundVideo", () => {
  it.each([
    ["a self-hosted clip", { kind: "self-hosted", clip: "background" }],
    ["a YouTube video", { kind: "youtube", id: "dQw4w9WgXcQ" }],
  ])(
    "shows %s's still at low fetch priority, and no video fetches one of its own",
    (_, backgroundVideo) => {
      Object.assign(site, { backgroundVideo });
      const background = backgroundMarkup();
      const stills = background.querySelectorAll("img");
      expect(stills).toHaveLength(1);
      expect(stills[0]?.getAttribute("fetchpriority")).toBe("low");
      expect(stills[0]?.alt).toBe("");
      expect(background.querySelector("video[poster]")).toBeNull();
    },
  );
});
