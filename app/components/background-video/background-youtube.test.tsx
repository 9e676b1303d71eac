// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { site } from "~/content/site";
import { videoCopy } from "~/content/widget-copy";
import { BackgroundVideo } from "./background-video";

const configured = site.backgroundVideo;

afterEach(() => {
  Object.assign(site, { backgroundVideo: configured });
  vi.unstubAllGlobals();
});

it("turns a YouTube background's thumbnail into the player once the page has loaded", async () => {
  Object.assign(site, {
    backgroundVideo: { kind: "youtube", id: "dQw4w9WgXcQ" },
  });
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  render(<BackgroundVideo />);
  // The whole background is hidden from assistive technology, so its parts are found hidden.
  expect(screen.getByRole("presentation", { hidden: true })).toHaveProperty(
    "alt",
    "",
  );
  const player = await screen.findByTitle(
    videoCopy.backgroundTitle,
    undefined,
    {
      timeout: 2000,
    },
  );
  expect(player.tagName).toBe("IFRAME");
  expect(
    screen.queryByRole("presentation", { hidden: true }),
  ).not.toBeInTheDocument();
});
