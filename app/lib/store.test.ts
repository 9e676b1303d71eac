import { describe, expect, it, vi } from "vitest";
import { createStore } from "./store";

describe("createStore", () => {
  it("tells each subscriber about a new value, and stops telling one that left", () => {
    const store = createStore(1);
    const first = vi.fn();
    const second = vi.fn();
    const leave = store.subscribe(first);
    store.subscribe(second);
    store.set(2);
    leave();
    store.set(3);
    expect(store.get()).toBe(3);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it("stays quiet when the value does not change", () => {
    const store = createStore("same");
    const listener = vi.fn();
    store.subscribe(listener);
    store.set("same");
    expect(listener).not.toHaveBeenCalled();
  });

  it("starts with the first subscriber and stops after the last, once each", () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const store = createStore(0, start);
    const leaveA = store.subscribe(() => {});
    const leaveB = store.subscribe(() => {});
    expect(start).toHaveBeenCalledTimes(1);
    leaveA();
    leaveA();
    expect(stop).not.toHaveBeenCalled();
    leaveB();
    expect(stop).toHaveBeenCalledTimes(1);
    store.subscribe(() => {});
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("lets start set the value it watches", () => {
    const store = createStore(0, (own) => {
      own.set(42);
      return undefined;
    });
    store.subscribe(() => {});
    expect(store.get()).toBe(42);
  });
});
