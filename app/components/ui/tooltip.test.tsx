// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakePaintTimers } from "../../../tests/setup/paint-timers";
import { Tooltip } from "./tooltip";

function Controls() {
  return (
    <>
      <Tooltip label="Pause">
        <button type="button" aria-label="Pause video">
          ||
        </button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>
  );
}

/** Lets the lazily imported Radix module arrive. */
async function settle() {
  await act(() =>
    import("./tooltip-radix").then(
      () => new Promise((resolve) => setTimeout(resolve)),
    ),
  );
}

/** The controls, unfocused, once an earlier test has had Radix load. */
async function showUpgradedControls() {
  render(<Controls />);
  await settle();
}

/** The visible label, which Radix keeps out of the accessibility tree. */
const label = () => screen.queryByRole("tooltip", { hidden: true });

// In this order: Radix's module loads once per page, as in a browser, and the first test is
// the page before it has.
describe("Tooltip", { shuffle: false }, () => {
  it("renders the bare control first and keeps a focused one until focus moves on", async () => {
    const user = userEvent.setup();
    render(<Controls />);
    const bare = screen.getByRole("button", { name: "Pause video" });
    expect(bare).not.toHaveAttribute("data-state");

    await user.tab();
    expect(bare).toHaveFocus();
    await settle();
    expect(screen.getByRole("button", { name: "Pause video" })).toBe(bare);
    expect(bare).toHaveFocus();

    await user.tab();
    const upgraded = screen.getByRole("button", { name: "Pause video" });
    expect(upgraded).toHaveAttribute("data-state", "closed");
  });

  it("shows the label on keyboard focus once Radix has loaded", async () => {
    const user = userEvent.setup();
    render(<Controls />);
    await user.tab();
    await settle();
    await user.tab();
    await user.tab({ shift: true });
    expect(
      await screen.findByRole("tooltip", { hidden: true }),
    ).toHaveTextContent("Pause");
  });

  it("opens a label after the paint that follows the focus, not in the focus's task", async () => {
    await showUpgradedControls();
    fakePaintTimers();
    try {
      act(() => screen.getByRole("button", { name: "Pause video" }).focus());
      expect(label()).not.toBeInTheDocument();
      // The frame's callbacks run, but the paint has not happened yet.
      act(() => vi.advanceTimersToNextFrame());
      expect(label()).not.toBeInTheDocument();
      act(() => vi.runOnlyPendingTimers());
      expect(label()).toHaveTextContent("Pause");
    } finally {
      vi.useRealTimers();
    }
  });

  it("never opens a label whose control lost focus before that paint", async () => {
    await showUpgradedControls();
    fakePaintTimers();
    try {
      act(() => screen.getByRole("button", { name: "Pause video" }).focus());
      act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
      act(() => vi.runAllTimers());
      expect(label()).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a control that had focus before its island hydrated, once Radix has loaded", async () => {
    await settle();
    const island = document.createElement("div");
    island.innerHTML = renderToString(<Controls />);
    document.body.append(island);
    const prerendered = screen.getByRole("button", { name: "Pause video" });
    prerendered.focus();
    await act(async () => {
      hydrateRoot(island, <Controls />);
    });
    expect(screen.getByRole("button", { name: "Pause video" })).toBe(
      prerendered,
    );
    expect(prerendered).toHaveFocus();
    island.remove();
  });
});
