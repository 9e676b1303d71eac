import { describe, expect, it } from "vitest";
import type { Subscriber } from "../../app/lib/queue-positions";
import { broadcastAudience, parseWave } from "./audience";

const subscriber = (
  email: string,
  status: Subscriber["status"],
  confirmedAt: string | null,
): Subscriber => ({
  email,
  status,
  confirmedAt,
  referralCode: null,
  referredBy: null,
});

const list = [
  subscriber("first@mail.test", "confirmed", "2026-11-01T10:00:00.000Z"),
  subscriber("second@mail.test", "confirmed", "2026-11-02T10:00:00.000Z"),
  subscriber("third@mail.test", "confirmed", "2026-11-03T10:00:00.000Z"),
  subscriber("waiting@mail.test", "pending", null),
  subscriber("left@mail.test", "unsubscribed", "2026-10-01T10:00:00.000Z"),
];

describe("a broadcast's audience", () => {
  it("is every confirmed subscriber in queue order, never pending, unsubscribed or suppressed", () => {
    expect(
      broadcastAudience(list, new Set(["second@mail.test"]), null),
    ).toEqual([
      { email: "first@mail.test", position: 1 },
      { email: "third@mail.test", position: 3 },
    ]);
  });

  it("can be a wave: the first N places", () => {
    expect(broadcastAudience(list, new Set(), 2).map((r) => r.email)).toEqual([
      "first@mail.test",
      "second@mail.test",
    ]);
  });

  it("reads a wave as the command line writes it", () => {
    expect(parseWave("position<=500")).toBe(500);
    expect(parseWave(" position <= 3 ")).toBe(3);
    for (const bad of [
      "position<500",
      "position<=0",
      "pos<=5",
      "position<=x",
      "",
    ])
      expect(parseWave(bad)).toBeNull();
  });
});
