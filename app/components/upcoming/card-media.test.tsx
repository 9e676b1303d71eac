// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { artUrl } from "~/content/art";
import type { UpcomingCollection } from "~/content/upcoming-collections";
import { CardMedia } from "./card-media";

const youtubeCard: UpcomingCollection = {
  id: 2,
  name: "Men's Active Wear",
  preview: "Built to move.",
  status: "Coming Soon",
  youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
};

describe("CardMedia", () => {
  it("shows the artwork for a card without a video", () => {
    render(<CardMedia card={{ ...youtubeCard, youtubeUrl: undefined }} />);
    expect(
      screen.getByRole("img", { name: "Men's Active Wear artwork" }),
    ).toHaveAttribute("src", artUrl("upcoming", 2));
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("creates the YouTube embed only when the thumbnail is clicked", async () => {
    render(<CardMedia card={youtubeCard} />);
    const play = screen.getByRole("button", {
      name: "Play the Men's Active Wear video",
    });
    expect(within(play).getByRole("presentation")).toHaveAttribute(
      "src",
      "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
    );
    expect(
      screen.queryByTitle("Men's Active Wear video"),
    ).not.toBeInTheDocument();

    await userEvent.click(play);
    const frame = screen.getByTitle("Men's Active Wear video");
    const src = new URL(frame.getAttribute("src") ?? "");
    expect(src.origin + src.pathname).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(src.searchParams.get("mute")).toBe("1");
    expect(
      screen.getByRole("button", { name: "Pause the Men's Active Wear video" }),
    ).toHaveFocus();
  });

  it("falls back to the artwork when the thumbnail fails to load", () => {
    render(<CardMedia card={youtubeCard} />);
    const thumbnail = screen.getByRole("presentation");
    fireEvent.error(thumbnail);
    expect(thumbnail).toHaveAttribute("src", artUrl("upcoming", 2));
  });

  it("plays a self-hosted clip muted, looping and inline", async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, "play")
      .mockResolvedValue();
    render(
      <CardMedia
        card={{ ...youtubeCard, youtubeUrl: undefined, clip: "card-active" }}
      />,
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Play the Men's Active Wear video" }),
    );
    expect(play).toHaveBeenCalledOnce();
    const video = play.mock.contexts[0];
    expect(video).toHaveProperty("muted", true);
    expect(video).toHaveProperty("loop", true);
    expect(video).toHaveAttribute("playsinline");
  });
});
