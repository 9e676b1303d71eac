import { describe, expect, it } from "vitest";
import { failureKind, sendersFor, slotDispenser } from "./sender";

describe("failureKind", () => {
  it("blames the address only for a 5xx to the recipient", () => {
    expect(failureKind({ responseCode: 550, command: "RCPT TO" })).toBe(
      "address",
    );
    expect(failureKind({ responseCode: 554, command: "DATA" })).toBe(
      "answered",
    );
    expect(failureKind({ responseCode: 535, command: "AUTH PLAIN" })).toBe(
      "answered",
    );
  });

  it("tells a 4xx from no answer at all", () => {
    expect(failureKind({ responseCode: 451, command: "RCPT TO" })).toBe(
      "answered",
    );
    expect(
      failureKind(
        Object.assign(new Error("connect ECONNREFUSED"), {
          code: "ECONNECTION",
        }),
      ),
    ).toBe("unreachable");
    expect(failureKind(undefined)).toBe("unreachable");
  });
});

describe("sendersFor", () => {
  it("keeps the least for a gentle rate and adds a sender per so many mails a second", () => {
    expect(sendersFor(20, 4, 20, 32)).toBe(4);
    expect(sendersFor(250, 4, 20, 32)).toBe(13);
    expect(sendersFor(1000, 4, 20, 32)).toBe(32);
  });
});

describe("slotDispenser", () => {
  it("hands slots out in order, taking them a few at a time, once for senders that ask at once", async () => {
    const takes: number[] = [];
    let next = 0;
    const nextSlot = slotDispenser(async (count) => {
      takes.push(count);
      return Array.from({ length: count }, () => next++);
    }, 3);
    const slots = await Promise.all(
      Array.from({ length: 7 }, () => nextSlot()),
    );
    expect(slots).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(takes).toEqual([3, 3, 3]);
  });
});
