import { describe, expect, it } from "vitest";
import { dayOf, hourOf, oldestKeptDay, visitorId } from "./visitor-id";

const client = {
  address: "203.0.113.9",
  userAgent: "Browser/1",
  host: "Site.test",
};

describe("visitor ids", () => {
  it("are the same for one client and salt, and differ with any input or salt", () => {
    const id = visitorId("salt-a", client);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(visitorId("salt-a", { ...client, host: "site.test" })).toBe(id);
    expect(visitorId("salt-b", client)).not.toBe(id);
    expect(
      visitorId("salt-a", { ...client, address: "203.0.113.10" }),
    ).not.toBe(id);
    expect(visitorId("salt-a", { ...client, userAgent: "Browser/2" })).not.toBe(
      id,
    );
    expect(id).not.toContain("203");
  });

  it("keep a day's salt until 48 hours after the day ends", () => {
    expect(dayOf(new Date("2026-12-01T23:59:59Z"))).toBe("2026-12-01");
    expect(hourOf(new Date("2026-12-01T23:59:59Z"))).toBe("2026-12-01T23");
    expect(oldestKeptDay(new Date("2026-12-03T23:59:59Z"))).toBe("2026-12-01");
    expect(oldestKeptDay(new Date("2026-12-04T00:00:00Z"))).toBe("2026-12-02");
  });
});
