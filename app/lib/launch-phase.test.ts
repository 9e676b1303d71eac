import { afterEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { launchState, localDateTime } from "./launch-phase";

const zoneAtStart = process.env.TZ;

/** Runs `read` as a visitor in `zone` would: Node re-reads TZ on every assignment. */
function inZone<T>(zone: string, read: () => T): T {
  process.env.TZ = zone;
  return read();
}

afterEach(() => {
  if (zoneAtStart === undefined) delete process.env.TZ;
  else process.env.TZ = zoneAtStart;
});

describe("launchState", () => {
  const target = Date.UTC(2030, 0, 1);

  it("counts down one second before the target", () => {
    expect(launchState(target, target - 1000)).toEqual({
      phase: "before",
      left: { days: 0, hours: 0, minutes: 0, seconds: 1, done: false },
    });
  });

  it("is live at the target second itself, with zeros", () => {
    expect(launchState(target, target)).toEqual({
      phase: "live",
      left: { days: 0, hours: 0, minutes: 0, seconds: 0, done: true },
    });
  });

  it("is still counting in the last millisecond before the target", () => {
    expect(launchState(target, target - 1).phase).toBe("before");
  });

  it("stays live with zeros after the target", () => {
    for (const after of [1, 1000, 86_400_000 * 400]) {
      expect(launchState(target, target + after)).toMatchObject({
        phase: "live",
        left: { days: 0, hours: 0, minutes: 0, seconds: 0 },
      });
    }
  });
});

describe("localDateTime", () => {
  it("reads the same target as UTC in every zone when asked to", () => {
    const readings = ["Pacific/Kiritimati", "America/New_York"].map((zone) =>
      inZone(zone, () => localDateTime(site.launchTarget, "utc")),
    );
    expect(new Set(readings).size).toBe(1);
    expect(new Date(readings[0] ?? 0).toISOString()).toContain(
      site.launchTarget.split("T")[0],
    );
  });

  it("reads the content's target as that clock time in the visitor's own zone", () => {
    const [day, clock = ""] = site.launchTarget.split("T");
    const time = clock.split(":").map(Number);
    while (time.length < 3) time.push(0);
    for (const zone of [
      "Pacific/Kiritimati",
      "Europe/Berlin",
      "America/New_York",
      "Pacific/Pago_Pago",
    ]) {
      const target = inZone(
        zone,
        () => new Date(localDateTime(site.launchTarget)),
      );
      const local = inZone(zone, () => ({
        day: `${target.getFullYear()}-${String(target.getMonth() + 1).padStart(2, "0")}-${String(target.getDate()).padStart(2, "0")}`,
        time: [target.getHours(), target.getMinutes(), target.getSeconds()],
      }));
      expect(local, zone).toEqual({ day, time });
    }
  });

  it("puts visitors on both sides of the target at the same instant", () => {
    // UTC+14 reaches the local launch time 25 hours before UTC-11 does: in between, one visitor
    // sees the drop live while the other still counts down.
    const east = inZone("Pacific/Kiritimati", () =>
      localDateTime(site.launchTarget),
    );
    const west = inZone("Pacific/Pago_Pago", () =>
      localDateTime(site.launchTarget),
    );
    expect(west - east).toBe(25 * 3_600_000);
    const instant = east + 3_600_000;
    expect(launchState(east, instant).phase).toBe("live");
    expect(launchState(west, instant)).toMatchObject({
      phase: "before",
      left: { days: 1, hours: 0, minutes: 0, seconds: 0 },
    });
  });

  it("refuses a target with a zone or in another form", () => {
    for (const value of [
      "2025-09-22T00:00:00Z",
      "2025-09-22",
      "22/09/2025",
      "2025-13-45T00:00:00",
    ]) {
      expect(() => localDateTime(value), value).toThrow();
    }
  });
});
