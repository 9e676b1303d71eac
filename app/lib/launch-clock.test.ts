import { afterEach, describe, expect, it, vi } from "vitest";
import type { LaunchState } from "./launch-phase";
import { launchTarget, watchLaunchState } from "./launch-clock";

afterEach(() => vi.useRealTimers());

describe("watchLaunchState", () => {
  it("reports at once and at each whole second, and leaves no timer once the last watcher stops", () => {
    vi.useFakeTimers({ now: launchTarget - 2300 });
    let shown: LaunchState | undefined;
    const stopFirst = watchLaunchState((state) => (shown = state));
    const stopSecond = watchLaunchState(() => undefined);
    const now = () => `${shown?.phase} ${shown?.left.seconds}`;
    expect(now()).toBe("before 2");
    vi.advanceTimersByTime(1299);
    expect(now()).toBe("before 2");
    vi.advanceTimersByTime(1);
    expect(now()).toBe("before 1");
    vi.advanceTimersByTime(1000);
    expect(now()).toBe("live 0");
    stopFirst();
    expect(vi.getTimerCount()).toBe(1);
    stopSecond();
    expect(vi.getTimerCount()).toBe(0);
  });
});
