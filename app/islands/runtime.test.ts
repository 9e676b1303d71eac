// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Islands with plain DOM code, so nothing loads React: four that wake by themselves and one
 * that waits for a tap.
 */
const catalog = vi.hoisted(() => {
  const mount = () => Promise.resolve(() => undefined);
  return {
    near: { wake: "visible", mount: vi.fn(mount) },
    "also-near": { wake: "visible", mount: vi.fn(mount) },
    signalled: { wake: "signal", signal: vi.fn(), mount: vi.fn(mount) },
    idle: { wake: "idle", mount: vi.fn(mount) },
    tapped: { wake: "interaction", mount: vi.fn(mount) },
  } as const;
});

vi.mock("./catalog", () => ({
  islandCatalog: catalog,
  isIslandName: (name: unknown) => typeof name === "string" && name in catalog,
}));

/** A fresh runtime per test: it keeps its viewport watches for the page's lifetime. */
let startIslands: () => void;

/** The viewport watch the runtime sets up, which the test reports intersections to. */
class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(readonly report: IntersectionObserverCallback) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  /** Reports every observed element as within reach, in one callback. */
  allNear() {
    this.report(
      this.observed.map(
        (target) =>
          ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      ),
      this as unknown as IntersectionObserver,
    );
  }
}

/**
 * The page's task queue: the runtime queues tasks as messages (and, where there are no idle
 * callbacks, its idle work as timers), which the test runs one at a time.
 */
const tasks: (() => void)[] = [];

/** A message channel whose messages wait in {@link tasks}. */
class QueuedMessageChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = {
    postMessage: () => tasks.push(() => this.port1.onmessage?.()),
  };
}

/** Runs the next queued task, then the promise reactions it queued. */
async function nextTask() {
  tasks.shift()?.();
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

async function runAllTasks() {
  while (tasks.length > 0) await nextTask();
}

/** How many of the islands that wait to come near have started loading their code. */
const nearMounts = () =>
  catalog.near.mount.mock.calls.length +
  catalog["also-near"].mount.mock.calls.length;

beforeEach(async () => {
  tasks.length = 0;
  vi.stubGlobal("setTimeout", (task: () => void) => tasks.push(task));
  vi.stubGlobal("MessageChannel", QueuedMessageChannel);
  vi.resetModules();
  ({ startIslands } = await import("./runtime"));
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  FakeIntersectionObserver.made = [];
  for (const entry of Object.values(catalog)) entry.mount.mockClear();
  catalog.signalled.signal.mockClear();
  document.body.innerHTML = Object.keys(catalog)
    .map(
      (name) =>
        `<div data-island="${name}" data-id="${name}"><p>${name}</p></div>`,
    )
    .join("");
  delete document.documentElement.dataset.islands;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("startIslands", () => {
  it("arranges each island's waking in a task of its own, and marks the page ready after the last", async () => {
    startIslands();
    expect(catalog.signalled.signal).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.made).toEqual([]);
    expect(document.documentElement.dataset.islands).toBeUndefined();

    const arranged = () =>
      (FakeIntersectionObserver.made[0]?.observed.length ?? 0) +
      catalog.signalled.signal.mock.calls.length;
    const perTask: number[] = [];
    for (let task = 0; task < 3; task += 1) {
      const before = arranged();
      await nextTask();
      perTask.push(arranged() - before);
    }
    expect(perTask).toEqual([1, 1, 1]);
    expect(document.documentElement.dataset.islands).toBeUndefined();

    await runAllTasks();
    expect(document.documentElement.dataset.islands).toBe("ready");
  });

  it("queues nothing for an island that waits for interaction", () => {
    document.body.innerHTML = `<div data-island="tapped" data-id="tapped"><p>tapped</p></div>`;
    startIslands();
    // The one task marks the page ready.
    expect(tasks).toHaveLength(1);
    expect(catalog.tapped.mount).not.toHaveBeenCalled();
  });

  it("wakes islands that come near together one per task", async () => {
    startIslands();
    await runAllTasks();
    const [watch] = FakeIntersectionObserver.made;
    expect(watch?.observed).toHaveLength(2);

    watch?.allNear();
    expect(nearMounts()).toBe(0);
    await nextTask();
    expect(nearMounts()).toBe(1);
    await nextTask();
    expect(nearMounts()).toBe(2);
    expect(catalog.near.mount).toHaveBeenCalledOnce();
    expect(catalog["also-near"].mount).toHaveBeenCalledOnce();
  });
});
