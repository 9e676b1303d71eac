// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { fakePaintTimers } from "../../tests/setup/paint-timers";
import { usePainted } from "./use-painted";

function Panel() {
  return <p>{usePainted() ? "painted" : "showing"}</p>;
}

const painted = () => screen.getByRole("paragraph").textContent;

beforeEach(fakePaintTimers);

afterEach(() => {
  vi.useRealTimers();
});

it("is false in the task that shows the component, and true a task after its paint", () => {
  render(<Panel />);
  expect(painted()).toBe("showing");
  // The frame's callbacks run, but the paint has not happened yet.
  act(() => vi.advanceTimersToNextFrame());
  expect(painted()).toBe("showing");
  act(() => vi.runOnlyPendingTimers());
  expect(painted()).toBe("painted");
});

it("leaves nothing pending once the component has gone, before or after the frame", () => {
  render(<Panel />).unmount();
  expect(vi.getTimerCount()).toBe(0);
  const { unmount } = render(<Panel />);
  act(() => vi.advanceTimersToNextFrame());
  expect(vi.getTimerCount()).toBe(1);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
