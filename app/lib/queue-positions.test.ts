import { describe, expect, it } from "vitest";
import {
  placesPerReferral,
  queuePositions,
  type Subscriber,
} from "./queue-positions";

/** Subscriber `name`, confirmed at minute `minute`, with code `name` and who referred them. */
function sub(
  name: string,
  minute: number,
  referredBy: string | null = null,
  status: Subscriber["status"] = "confirmed",
): Subscriber {
  return {
    email: `${name}@mail.test`,
    status,
    confirmedAt:
      status === "pending"
        ? null
        : `2026-11-23T10:${String(minute).padStart(2, "0")}:00.000Z`,
    referralCode: name,
    referredBy,
  };
}

/** The queue as names in order, with referral counts where there are any. */
function queue(subscribers: Subscriber[]) {
  return [...queuePositions(subscribers).entries()]
    .sort((a, b) => a[1].position - b[1].position)
    .map(([email, place]) => {
      const name = email.split("@")[0];
      return place.referralCount ? `${name}+${place.referralCount}` : name;
    });
}

const base = ["a", "b", "c", "d", "e", "f", "g", "h"].map((name, i) =>
  sub(name, i),
);

describe("queuePositions", () => {
  it.each<[string, Subscriber[], string[]]>([
    ["nobody", [], []],
    [
      "confirmation order without referrals",
      base,
      ["a", "b", "c", "d", "e", "f", "g", "h"],
    ],
    [
      "one confirmed referral: 5 places up, ahead of the one it ties with",
      [...base, sub("i", 20, "g")],
      ["a", "g+1", "b", "c", "d", "e", "f", "h", "i"],
    ],
    [
      "two referrals: 10 places up, capped at the front",
      [...base, sub("i", 20, "h"), sub("j", 21, "h")],
      ["h+2", "a", "b", "c", "d", "e", "f", "g", "i", "j"],
    ],
    [
      "equal referrals keep the base order",
      [...base, sub("i", 20, "g"), sub("j", 21, "h")],
      ["a", "g+1", "b", "h+1", "c", "d", "e", "f", "i", "j"],
    ],
    [
      "a pending friend does not count yet",
      [...base, sub("i", 20, "g", "pending")],
      ["a", "b", "c", "d", "e", "f", "g", "h"],
    ],
    [
      "an unsubscribed friend no longer counts and has no place",
      [...base, sub("i", 20, "g", "unsubscribed")],
      ["a", "b", "c", "d", "e", "f", "g", "h"],
    ],
    [
      "an unconfirmed referrer has no place and gains nothing",
      [...base, sub("p", 19, null, "pending"), sub("i", 20, "p")],
      ["a", "b", "c", "d", "e", "f", "g", "h", "i"],
    ],
    [
      "an unsubscribed referrer has no place and gains nothing",
      [sub("u", 0, null, "unsubscribed"), sub("a", 1), sub("i", 2, "u")],
      ["a", "i"],
    ],
    [
      "self-referral does not count",
      [...base.slice(0, 7), { ...sub("h", 7), referredBy: "h" }],
      ["a", "b", "c", "d", "e", "f", "g", "h"],
    ],
    [
      "an unknown code counts for nobody",
      [...base, sub("i", 20, "zzzzzzzzzz")],
      ["a", "b", "c", "d", "e", "f", "g", "h", "i"],
    ],
  ])("%s", (_, subscribers, expected) => {
    expect(queue(subscribers)).toEqual(expected);
  });

  it("moves a referrer by placesPerReferral when nobody else gains", () => {
    const before = queuePositions(base).get("h@mail.test")?.position ?? 0;
    const after =
      queuePositions([...base, sub("i", 20, "h")]).get("h@mail.test")
        ?.position ?? 0;
    expect(before - after).toBe(placesPerReferral);
  });
});
