// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { LaunchCountdown } from "./launch-countdown";

afterEach(() => {
  vi.useRealTimers();
});

it("ticks every second to zero, then shows the drop is live and stops its timer when gone", () => {
  // Two seconds before 22 September 2025 00:00, local time like the target itself.
  vi.useFakeTimers({ now: new Date(2025, 8, 21, 23, 59, 58) });
  const { unmount } = render(
    <MemoryRouter>
      <LaunchCountdown showLiveState />
    </MemoryRouter>,
  );
  const timer = screen.getByRole("timer");
  expect(timer).toHaveTextContent(
    "0 days, 0 hours, 0 minutes, 2 seconds to go.",
  );
  expect(timer).toHaveTextContent(
    /00\s*Days\s*00\s*Hours\s*00\s*Minutes\s*02\s*Seconds/,
  );

  act(() => vi.advanceTimersByTime(999));
  expect(timer).toHaveTextContent("2 seconds to go.");
  act(() => vi.advanceTimersByTime(1));
  expect(timer).toHaveTextContent("1 second to go.");
  expect(screen.queryByRole("link")).not.toBeInTheDocument();

  act(() => vi.advanceTimersByTime(1000));
  expect(timer).toHaveTextContent("The drop is live.");
  expect(timer).toHaveTextContent(
    /00\s*Days\s*00\s*Hours\s*00\s*Minutes\s*00\s*Seconds/,
  );
  expect(screen.getByRole("link", { name: /^Shop the Drop/ })).toHaveAttribute(
    "target",
    "_blank",
  );

  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
