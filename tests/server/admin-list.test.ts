// The launch list through the owners' API, on SQLite and PostgreSQL: the overview agrees with
// the command line, erasure, the CSV download, open questions, the outbox, passkeys and invites.
import { describe, expect, it } from "vitest";
import { ownerProblems } from "../../app/content/dashboard";
import { questionsEndpoint } from "../../app/lib/question-rules";
import { dashboardQueries } from "../../server/store/dashboard";
import { outboxTable } from "../../server/store/mail";
import { questionsTable } from "../../server/store/launch-list";
import { bothEngines } from "./engines";
import { request } from "./http";
import { bodyOf, ownerClient, signedInOwner, tokenOf } from "./owner-client";
import { signupServers } from "./signup-server";
import { signups } from "./signups-cli";

const servers = signupServers("bb-admin-list-");

const signup = (email: string, createdAt: string, extra = {}) => ({
  email,
  createdAt,
  source: "home",
  consentVersion: "v1",
  ...extra,
});

interface Day {
  day: string;
  signups: number;
  total: number;
}

describe.each(bothEngines())("the owners' API on $name", (engine) => {
  async function signedIn() {
    const env = await engine.fresh();
    return { env, ...(await signedInOwner(servers, env)) };
  }

  it("sums signups per day, in any time zone, to the count the command line prints", async () => {
    const { env, server, owner } = await signedIn();
    try {
      const now = Date.now();
      const ago = (days: number, hours = 0) =>
        new Date(now - days * 86_400_000 - hours * 3_600_000).toISOString();
      const rows = [
        signup("today@mail.test", ago(0)),
        signup("week@mail.test", ago(3), {
          attribution: { utm_source: "ig", utm_campaign: "drop" },
        }),
        signup("fortnight@mail.test", ago(10), { status: "pending" as const }),
        signup("old@mail.test", ago(200)),
        signup("late@mail.test", ago(0, 23)),
      ];
      for (const row of rows) await server.store.addSignup(row);
      await server.store.snapshot.countUnlessFresh("test", 0);
      const count = Number((await signups(env, "count")).stdout.trim());
      expect(count).toBe(5);

      for (const tz of ["UTC", "Pacific/Kiritimati", "America/Los_Angeles"]) {
        const overview = bodyOf(
          await owner.get(`/overview?tz=${encodeURIComponent(tz)}`),
        );
        const days = overview.days as Day[];
        expect(
          days.reduce((n, d) => n + d.signups, 0),
          tz,
        ).toBe(count);
        expect(days.at(-1)?.total).toBe(count);
        expect(days.length).toBeGreaterThanOrEqual(200);
        expect(overview.counts).toEqual({
          total: 5,
          confirmed: 4,
          pending: 1,
          unsubscribed: 0,
          everConfirmed: 4,
        });
        expect(overview.momentum).toMatchObject({ previous7Days: 1 });
      }
      const sources = bodyOf(await owner.get("/overview?tz=UTC")).sources;
      expect(sources).toContainEqual({
        form: "home",
        utmSource: "ig",
        utmMedium: null,
        utmCampaign: "drop",
        signups: 1,
        confirmed: 1,
      });
      const bad = await owner.get("/overview?tz=Mars%2FOlympus");
      expect(bad.status).toBe(400);
      expect(bodyOf(bad).error).toBe(ownerProblems["invalid-time-zone"]);
    } finally {
      await server.stop();
    }
  });

  it("finds, shows and erases one subscriber with their queued events, and logs it masked", async () => {
    const { server, owner } = await signedIn();
    try {
      await server.store.addSignup(
        signup("Jamie.Doe@mail.test", new Date().toISOString()),
        [
          {
            kind: "webhook",
            key: "k1",
            subscriber: "Jamie.Doe@mail.test",
            payload: "{}",
          },
        ],
      );
      await server.store.addSignup(
        signup("other@mail.test", new Date().toISOString()),
      );
      await server.store.snapshot.countUnlessFresh("test", 0);
      expect(bodyOf(await owner.get("/subscribers?q=JAMIE")).matches).toEqual([
        "Jamie.Doe@mail.test",
      ]);
      expect(bodyOf(await owner.get("/subscribers?q=%25")).matches).toEqual([]);
      const record = bodyOf(
        await owner.get("/subscriber?email=Jamie.Doe%40MAIL.test"),
      );
      expect(record.subscriber).toMatchObject({
        email: "Jamie.Doe@mail.test",
        status: "confirmed",
        position: 1,
      });

      const mismatch = await owner.post("/subscribers/erase", {
        email: "Jamie.Doe@mail.test",
        confirm: "jamie.doe@mail.test",
      });
      expect(mismatch.status).toBe(422);
      expect(bodyOf(mismatch).error).toBe(ownerProblems["confirm-mismatch"]);
      expect(
        await server.store.findSignup({ email: "Jamie.Doe@mail.test" }),
      ).not.toBeNull();

      const erased = await owner.post("/subscribers/erase", {
        email: "Jamie.Doe@mail.test",
        confirm: "Jamie.Doe@MAIL.TEST",
      });
      expect(erased.status).toBe(200);
      expect(
        await server.store.findSignup({ email: "Jamie.Doe@mail.test" }),
      ).toBeNull();
      expect(await outboxTable(server.store.db).list()).toEqual([]);
      expect(
        (
          await owner.post("/subscribers/erase", {
            email: "Jamie.Doe@mail.test",
            confirm: "Jamie.Doe@mail.test",
          })
        ).status,
      ).toBe(404);

      const log = bodyOf(await owner.get("/audit")).entries as {
        action: string;
        object: string;
      }[];
      expect(log[0]).toMatchObject({ action: "erase", object: "J…@mail.test" });
      expect(JSON.stringify(log)).not.toContain("Jamie.Doe");
    } finally {
      await server.stop();
    }
  });

  it("downloads the same CSV the command line exports", async () => {
    const { env, server, owner } = await signedIn();
    try {
      await server.store.addSignup(
        signup("csv@mail.test", new Date().toISOString()),
      );
      await server.store.snapshot.countUnlessFresh("test", 0);
      const download = await owner.get("/export.csv");
      expect(download.status).toBe(200);
      expect(download.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(download.headers["content-disposition"]).toMatch(
        /^attachment; filename="launch-list-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(download.body.toString("utf8")).toBe(
        (await signups(env, "export")).stdout,
      );
    } finally {
      await server.stop();
    }
  });

  it("lists open questions most asked first, and marks one handled", async () => {
    const { server, owner } = await signedIn();
    try {
      const questions = questionsTable(server.store.db);
      for (const [question, at] of [
        ["Do you ship to Canada?", "2026-11-20T10:00:00.000Z"],
        ["do you ship to canada? ", "2026-11-21T10:00:00.000Z"],
        ["Is the hoodie warm?", "2026-11-22T10:00:00.000Z"],
      ] as const)
        await questions.add({ question, email: undefined, createdAt: at });
      const open = bodyOf(await owner.get("/questions")).questions as {
        question: string;
        asked: number;
      }[];
      expect(open.map((q) => q.asked)).toEqual([2, 1]);
      const shipping = open[0]?.question ?? "";
      expect(
        (await owner.post("/questions/handled", { question: shipping })).status,
      ).toBe(200);
      expect(await dashboardQueries(server.store.db).openQuestions(10)).toEqual(
        [expect.objectContaining({ question: "Is the hoodie warm?" })],
      );
      expect(
        (await owner.post("/questions/handled", { question: shipping })).status,
      ).toBe(404);

      // The public route counts a question's characters, not its UTF-16 units: one of 400
      // emoji is stored, and marking it handled must not refuse it as too long.
      const emoji = "🔥".repeat(400);
      const asked = await request(server.port, questionsEndpoint, {
        method: "POST",
        body: JSON.stringify({ question: emoji }),
        headers: { "Content-Type": "application/json" },
      });
      expect(asked.status).toBe(201);
      const dismissed = await owner.post("/questions/handled", {
        question: emoji,
      });
      expect(dismissed.status).toBe(200);
      expect(bodyOf(dismissed)).toEqual({ marked: 1 });
    } finally {
      await server.stop();
    }
  });

  it("shows failed deliveries with their error and queues one again", async () => {
    const { server, owner } = await signedIn();
    try {
      await server.store.addSignup(
        signup("hook@mail.test", new Date().toISOString()),
        [
          {
            kind: "webhook",
            key: "h1",
            subscriber: "hook@mail.test",
            payload: "{}",
            id: "event-1",
          },
        ],
      );
      const outbox = outboxTable(server.store.db);
      await outbox.record([
        {
          id: "event-1",
          now: new Date().toISOString(),
          failed: { error: "HTTP 500 from hooks.test", retryAt: null },
        },
      ]);
      const health = bodyOf(await owner.get("/outbox"));
      expect(health.pending).toBe(0);
      expect(health.failed).toEqual([
        expect.objectContaining({
          id: "event-1",
          kind: "webhook",
          subscriber: "hook@mail.test",
          lastError: "HTTP 500 from hooks.test",
        }),
      ]);
      expect(
        (await owner.post("/outbox/redeliver", { id: "event-1" })).status,
      ).toBe(200);
      const [row] = await outbox.list();
      expect(row).toMatchObject({ failedAt: null, attempts: 0 });
      expect(
        (await owner.post("/outbox/redeliver", { id: "event-1" })).status,
      ).toBe(409);
    } finally {
      await server.stop();
    }
  });

  it("adds a second passkey, revokes the first (ending its sessions), but never the last", async () => {
    const { server, owner } = await signedIn();
    try {
      const laptop = ownerClient(server.port);
      laptop.cookie = owner.cookie;
      const options = bodyOf(await laptop.post("/passkeys/options")).options;
      const added = await laptop.post("/passkeys", {
        response: laptop.passkey.register(options),
      });
      expect(added.status).toBe(201);
      await laptop.post("/sign-out");
      expect((await laptop.signIn()).status).toBe(200);

      const passkeys = bodyOf(await laptop.get("/passkeys")).passkeys as {
        id: string;
        current: boolean;
      }[];
      expect(passkeys.map((p) => p.id)).toEqual([
        owner.passkey.id,
        laptop.passkey.id,
      ]);
      expect(passkeys.map((p) => p.current)).toEqual([false, true]);

      expect(
        (await laptop.post("/passkeys/revoke", { id: owner.passkey.id }))
          .status,
      ).toBe(200);
      expect((await owner.get("/session")).status).toBe(401);
      expect((await owner.signIn()).status).toBe(400);
      const last = await laptop.post("/passkeys/revoke", {
        id: laptop.passkey.id,
      });
      expect(last.status).toBe(409);
      expect(bodyOf(last).error).toBe(ownerProblems["last-passkey"]);
      expect(
        (await laptop.post("/passkeys/revoke", { id: "nope" })).status,
      ).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it("lets an owner invite another, whose link works once", async () => {
    const { server, owner } = await signedIn();
    try {
      expect((await owner.post("/invites", { name: " " })).status).toBe(422);
      const invite = bodyOf(await owner.post("/invites", { name: "Bo" }));
      const bo = ownerClient(server.port);
      const registered = await bo.register(tokenOf(String(invite.link)));
      expect(bodyOf(registered).owner).toMatchObject({ name: "Bo" });
      expect(
        (await ownerClient(server.port).register(tokenOf(String(invite.link))))
          .status,
      ).toBe(410);
    } finally {
      await server.stop();
    }
  });
});

describe("invite-owner on the command line", () => {
  it("refuses a bad name or option with the usage", async () => {
    const env = { DATA_DIR: servers.dataDir() };
    for (const args of [["--name", ""], ["--name", "<script>"], ["--nope"]]) {
      const { code, stderr } = await signups(env, "invite-owner", ...args);
      expect(code, args.join(" ")).toBe(2);
      expect(stderr).toContain("invite-owner [--name NAME]");
    }
  });
});
