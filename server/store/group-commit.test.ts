import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit";

describe("groupCommit", () => {
  it("writes items that arrive together in one call, and those arriving during it in the next", async () => {
    const calls: number[][] = [];
    let finishFirst = () => {};
    const add = groupCommit(async (items: number[]) => {
      calls.push(items);
      if (calls.length === 1)
        await new Promise<void>((resolve) => (finishFirst = resolve));
      return items.map((item) => item * 10);
    });
    const first = [add(1), add(2), add(3)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([[1, 2, 3]]);

    const later = [add(4), add(5)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(
      calls,
      "nothing else starts while a write is in flight",
    ).toHaveLength(1);
    finishFirst();
    expect(
      await Promise.all([...first, ...later]),
      "each caller gets its own item's result",
    ).toEqual([10, 20, 30, 40, 50]);
    expect(calls).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("settles a promise only once its own write has finished", async () => {
    const settled: string[] = [];
    let finish = () => {};
    const add = groupCommit(
      (items: string[]) =>
        new Promise<string[]>((resolve) => (finish = () => resolve(items))),
    );
    const pending = add("a").then(() => settled.push("a"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual([]);
    finish();
    await pending;
    expect(settled).toEqual(["a"]);
  });

  it("rejects every item of a failed write and goes on with the next", async () => {
    let fail = true;
    const add = groupCommit(async () => {
      if (fail) throw new Error("disk full");
      return ["written"];
    });
    const failed = [add(1), add(2)];
    await expect(Promise.all(failed)).rejects.toThrow("disk full");
    await Promise.allSettled(failed);
    fail = false;
    await expect(add(3)).resolves.toBe("written");
  });
});
