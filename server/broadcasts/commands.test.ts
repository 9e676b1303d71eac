import { describe, expect, it } from "vitest";
import { site } from "../../app/content/site";
import { localDateTime } from "../../app/lib/launch-phase";
import { startTime } from "./commands";

describe("startTime", () => {
  const now = new Date("2026-11-26T10:00:00Z");

  it("is now without --at, and the site's launch moment for launch", () => {
    expect(startTime(undefined, now)).toEqual({ ok: true, value: now });
    expect(startTime("launch", now)).toEqual({
      ok: true,
      value: new Date(localDateTime(site.launchTarget)),
    });
  });

  it("takes an ISO time only with its zone", () => {
    expect(startTime("2026-12-01T09:00:00Z", now)).toEqual({
      ok: true,
      value: new Date("2026-12-01T09:00:00Z"),
    });
    expect(startTime("2026-12-01T10:30+01:00", now)).toEqual({
      ok: true,
      value: new Date("2026-12-01T09:30:00Z"),
    });
    for (const at of ["2026-12-01T09:00:00", "tomorrow", "2026-13-01T09:00Z"])
      expect(startTime(at, now)).toMatchObject({ ok: false });
  });
});
