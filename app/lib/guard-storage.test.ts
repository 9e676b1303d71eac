import { describe, expect, it } from "vitest";
import { guardStorage } from "./guard-storage";

const names = ["localStorage", "sessionStorage"] as const;

function blockedWindow(blocked: "read" | "write") {
  const win = {} as Window;
  for (const name of names) {
    Object.defineProperty(win, name, {
      configurable: true,
      get() {
        if (blocked === "read")
          throw new DOMException("The operation is insecure.", "SecurityError");
        return {
          setItem() {
            throw new DOMException("Quota exceeded", "QuotaExceededError");
          },
        };
      },
    });
  }
  return win;
}

describe("guardStorage", () => {
  it.each(["read", "write"] as const)(
    "replaces storage that throws on %s with a working one",
    (blocked) => {
      const win = blockedWindow(blocked);
      guardStorage(win);
      for (const name of names) {
        const storage = win[name];
        storage.setItem("scroll", "120");
        expect(storage.getItem("scroll")).toBe("120");
        expect(storage.key(0)).toBe("scroll");
        expect(storage).toHaveLength(1);
        storage.removeItem("scroll");
        expect(storage.getItem("scroll")).toBeNull();
      }
    },
  );

  it("leaves working storage alone", () => {
    const working = { setItem() {}, removeItem() {} } as unknown as Storage;
    const win = { localStorage: working, sessionStorage: working } as Window;
    guardStorage(win);
    expect(win.localStorage).toBe(working);
    expect(win.sessionStorage).toBe(working);
  });

  it("runs on its own once serialised into an inline script", () => {
    const win = blockedWindow("read");
    new Function("window", `(${guardStorage.toString()})(window);`)(win);
    win.sessionStorage.setItem("key", "value");
    expect(win.sessionStorage.getItem("key")).toBe("value");
  });
});
