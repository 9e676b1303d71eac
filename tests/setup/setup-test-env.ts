import "@testing-library/jest-dom/vitest";
import { afterEach, beforeEach, vi } from "vitest";

// jsdom lays nothing out, so it has no scrolling to do; browsers have this method.
if (typeof Element !== "undefined")
  Element.prototype.scrollIntoView ??= () => undefined;

// jsdom knows <dialog> but none of its methods; closing is all the app asks of it.
if (typeof HTMLDialogElement !== "undefined")
  HTMLDialogElement.prototype.close ??= function close(this: HTMLElement) {
    this.removeAttribute("open");
  };

// A component that logs an error is broken even if its assertions pass.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(" ")}`);
  });
});

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
