// The visit ping and what it keeps: visitors once a day without a cookie, no IP address or
// user agent anywhere in the list's database, the day's salt gone 48 hours after the day,
// bots, prefetches and other sites' requests kept out of the funnel, and bad pings refused
// with nothing changed.
import { describe, expect, it } from "vitest";
import { visitEndpoint } from "../../app/lib/visit-ping";
import { bothEngines } from "./engines";
import { request } from "./http";
import { bodyOf, signedInOwner } from "./owner-client";
import { tableColumns } from "./schema-walk";
import { signups } from "./signups-cli";
import { json, signupServers, type TestConfig } from "./signup-server";
import { browserHeaders, personAgent, sendPing, view } from "./visit-pings";

const servers = signupServers("bb-visits-");

/** The counts the funnel reads, summed over every row. */
async function totals(server: {
  store: { db: { all: (sql: string) => Promise<Record<string, unknown>[]> } };
}) {
  const [visits] = await server.store.db.all(
    "SELECT COALESCE(SUM(views), 0) AS views, COALESCE(SUM(visitors), 0) AS visitors, COALESCE(SUM(bounces), 0) AS bounces FROM visit_counts",
  );
  const [bots] = await server.store.db.all(
    "SELECT COALESCE(SUM(views), 0) AS views FROM bot_views",
  );
  return {
    views: Number(visits?.views),
    visitors: Number(visits?.visitors),
    bounces: Number(visits?.bounces),
    bots: Number(bots?.views),
  };
}

const address = "203.0.113.77";
const agent = `${personAgent} UniqueBrowser/9.8.7`;

describe.each(bothEngines())("visits on $name", (engine) => {
  async function start(config: TestConfig = {}) {
    const env = await engine.fresh();
    let time = Date.parse("2026-12-01T10:00:00Z");
    const server = await servers.start(
      {
        trustProxy: true,
        now: () => new Date(time),
        databaseUrl: env.DATABASE_URL,
        ...config,
      },
      env.DATA_DIR,
    );
    return {
      server,
      advance: (ms: number) => {
        time += ms;
      },
    };
  }

  it("keeps no address, no user agent and no visitor id older than its salt", async () => {
    // The signup's rate limit counts the client too, by a keyed hash only.
    const { server, advance } = await start({ signupRateLimit: 10 });
    try {
      const headers = browserHeaders(server.port, address, agent);
      for (const path of ["/", "/news", "/about"]) {
        expect(
          (
            await sendPing(
              server.port,
              view(path, { utm_source: "tiktok" }),
              address,
              headers,
            )
          ).status,
        ).toBe(204);
        expect(
          (
            await sendPing(
              server.port,
              {
                kind: "speed",
                path,
                device: "desktop",
                lcp: 900,
                inp: 40,
                cls: 0.01,
              },
              address,
              headers,
            )
          ).status,
        ).toBe(204);
        advance(5000);
      }
      await server.visits.flush();
      expect(
        (
          await server.post(
            json,
            JSON.stringify({ email: "walker@example.net", source: "home" }),
            headers,
          )
        ).status,
      ).toBe(200);
      await server.visits.flush();

      const found: string[] = [];
      for (const { table, column } of await tableColumns(server.store.db))
        for (const row of await server.store.db.all(
          `SELECT ${column} AS v FROM ${table}`,
        )) {
          const value = String(row.v ?? "");
          if (
            value.includes(address) ||
            value.includes("UniqueBrowser") ||
            value.includes("Macintosh")
          )
            found.push(`${table}.${column}`);
        }
      expect(found).toEqual([]);
      expect(
        (await server.store.db.all("SELECT key FROM rate_counters")).length,
      ).toBe(1);
      const orphans = await server.store.db.all(
        "SELECT id FROM visitors WHERE day NOT IN (SELECT day FROM visit_salts)",
      );
      expect(orphans).toEqual([]);
      // The signup kept its visit's first touch, posted from another page than the landing one.
      const signup = await server.store.findSignup({
        email: "walker@example.net",
      });
      expect(signup?.visit).toMatchObject({ source: "tiktok", landing: "/" });
      expect(await totals(server)).toMatchObject({
        views: 3,
        visitors: 1,
        bounces: 0,
      });
    } finally {
      await server.stop();
    }
  });

  it("joins a signup to the first touch when a later view is still in memory", async () => {
    const { server, advance } = await start();
    try {
      const headers = browserHeaders(server.port, address, agent);
      const ping = (path: string, extra = {}) =>
        sendPing(server.port, view(path, extra), address, headers);
      expect((await ping("/", { utm_source: "tiktok" })).status).toBe(204);
      // The landing view is written; the next one waits for the next second's write.
      await server.visits.flush();
      advance(5000);
      expect((await ping("/news")).status).toBe(204);
      const reply = await server.post(
        json,
        JSON.stringify({ email: "second-page@example.net", source: "news" }),
        headers,
      );
      expect(reply.status).toBe(200);
      const signup = await server.store.findSignup({
        email: "second-page@example.net",
      });
      expect(signup?.visit).toMatchObject({ source: "tiktok", landing: "/" });
    } finally {
      await server.stop();
    }
  });

  it("counts a visitor on two days as two, and forgets the old salt 48 hours after its day", async () => {
    const { server, advance } = await start();
    try {
      await sendPing(server.port, view("/"), address);
      advance(24 * 3600_000);
      await sendPing(server.port, view("/"), address);
      await server.visits.flush();
      expect(await totals(server)).toMatchObject({
        views: 2,
        visitors: 2,
        bounces: 2,
      });
      const days = async () =>
        (
          await server.store.db.all("SELECT day FROM visit_salts ORDER BY day")
        ).map((r) => String(r.day));
      expect(await days()).toEqual(["2026-12-01", "2026-12-02"]);
      // 2026-12-01 ends at midnight; 48 hours on, at 2026-12-04T00:00Z, its salt goes.
      advance(
        Date.parse("2026-12-03T23:59:59Z") - Date.parse("2026-12-02T10:00:00Z"),
      );
      await server.visits.flush();
      expect(await days()).toEqual(["2026-12-01", "2026-12-02"]);
      advance(1000);
      await server.visits.flush();
      expect(await days()).toEqual(["2026-12-02"]);
      expect(
        await server.store.db.all(
          "SELECT id FROM visitors WHERE day = '2026-12-01'",
        ),
      ).toEqual([]);
      // What stays is the counts.
      expect(await totals(server)).toMatchObject({ views: 2, visitors: 2 });
    } finally {
      await server.stop();
    }
  });

  it("keeps bots, prefetches, other origins and hurried views out of the funnel", async () => {
    const { server, advance } = await start();
    try {
      const port = server.port;
      const replies = [
        await sendPing(port, view("/"), "203.0.113.1", {
          "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
        }),
        await sendPing(port, view("/"), "203.0.113.2", {
          "sec-purpose": "prefetch",
        }),
        await sendPing(port, view("/"), "203.0.113.3", {
          "sec-fetch-site": "same-site",
        }),
        await sendPing(port, view("/"), "203.0.113.4", {
          "sec-fetch-site": "",
        }),
      ];
      expect(replies.map((r) => r.status)).toEqual([204, 204, 204, 204]);
      // Another site's page posting here is refused outright.
      const crossSite = await sendPing(port, view("/"), "203.0.113.5", {
        origin: "https://elsewhere.example",
        "sec-fetch-site": "cross-site",
      });
      expect(crossSite.status).toBe(403);
      // One person, then the same browser again 0.2 s later: the second is a bot's pace.
      await sendPing(port, view("/"), "203.0.113.6");
      advance(200);
      await sendPing(port, view("/news"), "203.0.113.6");
      await server.visits.flush();
      expect(await totals(server)).toEqual({
        views: 1,
        visitors: 1,
        bounces: 1,
        bots: 5,
      });
      const reasons = await server.store.db.all(
        "SELECT reason, views FROM bot_views ORDER BY reason",
      );
      expect(reasons.map((r) => [String(r.reason), Number(r.views)])).toEqual([
        ["not-same-origin", 2],
        ["prefetch", 1],
        ["too-fast", 1],
        ["user-agent", 1],
      ]);
    } finally {
      await server.stop();
    }
  });

  it("counts a Sec-GPC visitor as a view with no visitor id", async () => {
    const { server } = await start();
    try {
      expect(
        (await sendPing(server.port, view("/"), address, { "sec-gpc": "1" }))
          .status,
      ).toBe(204);
      await server.visits.flush();
      expect(await totals(server)).toMatchObject({ views: 1, visitors: 0 });
      expect(await server.store.db.all("SELECT id FROM visitors")).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it("counts a view without JavaScript through the image, from the page's Referer", async () => {
    const { server } = await start();
    try {
      const reply = await request(server.port, visitEndpoint, {
        headers: {
          "user-agent": personAgent,
          "x-forwarded-for": address,
          "sec-fetch-site": "same-origin",
          referer: `http://127.0.0.1:${server.port}/news?utm_source=Newsletter&utm_campaign=drop-1`,
        },
      });
      expect(reply.status).toBe(200);
      expect(reply.headers["content-type"]).toBe("image/gif");
      expect(reply.headers["set-cookie"]).toBeUndefined();
      await server.visits.flush();
      const rows = await server.store.db.all(
        "SELECT path, source, campaign, visitors FROM visit_counts",
      );
      expect(rows.map((r) => ({ ...r, visitors: Number(r.visitors) }))).toEqual(
        [
          {
            path: "/news",
            source: "newsletter",
            campaign: "drop-1",
            visitors: 1,
          },
        ],
      );
      // No Referer of this site: nothing to count.
      const bare = await request(server.port, visitEndpoint, {
        headers: { "user-agent": personAgent },
      });
      expect(bare.status).toBe(400);
    } finally {
      await server.stop();
    }
  });

  it("refuses bad pings with a 4xx and counts nothing of them", async () => {
    const { server } = await start({ visitRateLimit: 20 });
    try {
      const port = server.port;
      const bad = [
        await sendPing(port, { kind: "view", path: 42, device: "desktop" }),
        await sendPing(port, { kind: "view", path: "/", device: "fridge" }),
        await sendPing(port, { kind: "glance", path: "/", device: "desktop" }),
        await sendPing(port, { ...view("/"), tracking: "yes" }),
        await sendPing(port, view(`/${"a".repeat(10_000)}`)),
        await sendPing(port, view("https://elsewhere.example/")),
        await sendPing(port, { ...view("/"), lcp: -5 }),
        await request(port, visitEndpoint, {
          method: "POST",
          body: "{not json",
          headers: browserHeaders(port, address),
        }),
        await request(port, visitEndpoint, {
          method: "POST",
          body: "path=/",
          headers: {
            ...browserHeaders(port, address),
            "content-type": "text/plain",
          },
        }),
        await request(port, visitEndpoint, {
          method: "DELETE",
          headers: browserHeaders(port, address),
        }),
      ];
      for (const reply of bad) {
        expect(reply.status).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
        expect(reply.body.toString()).not.toMatch(/at .*\.ts:\d+/);
      }
      // A flood from one client: the limit's share is counted, the rest refused.
      const flood = await Promise.all(
        Array.from({ length: 30 }, () =>
          sendPing(port, view("/"), "203.0.113.99"),
        ),
      );
      expect(flood.filter((r) => r.status === 429).length).toBeGreaterThan(0);
      await server.visits.flush();
      // The ten bad ones counted towards the first client's limit; the flood's first 20 passed,
      // one visitor viewing a page 20 times at once, too fast to read but for the first.
      const counted = await totals(server);
      expect(counted.views).toBe(1);
      expect(counted.views + counted.bots).toBe(
        flood.filter((r) => r.status === 204).length,
      );
      expect(await server.store.db.all("SELECT * FROM field_speed")).toEqual(
        [],
      );
    } finally {
      await server.stop();
    }
  });

  it("reads the funnel through the owners' API and the command line alike, and refuses bad ranges", async () => {
    const env = await engine.fresh();
    const { server, owner } = await signedInOwner(servers, env, {
      trustProxy: true,
    });
    try {
      const today = new Date().toISOString().slice(0, 10);
      await sendPing(
        server.port,
        view("/", { utm_source: "TikTok" }),
        "203.0.113.20",
      );
      await sendPing(
        server.port,
        view("/news", { referrer: "www.google.com" }),
        "203.0.113.21",
      );
      await server.visits.flush();
      expect(
        (
          await server.post(
            json,
            JSON.stringify({ email: "api@example.net", source: "home" }),
            browserHeaders(server.port, "203.0.113.20"),
          )
        ).status,
      ).toBe(200);
      const query = `from=${today}&to=${today}&by=source&tz=UTC`;
      const answer = await owner.get(`/funnel?${query}`);
      expect(answer.status).toBe(200);
      const funnel = bodyOf(answer) as unknown as {
        rows: { key: string; visitors: number; signups: number }[];
      };
      expect(
        funnel.rows.map(({ key, visitors, signups }) => ({
          key,
          visitors,
          signups,
        })),
      ).toEqual([
        // As many visitors each: the one with a confirmed subscriber first.
        { key: "tiktok", visitors: 1, signups: 1 },
        { key: "google.com", visitors: 1, signups: 0 },
      ]);
      const csv = await owner.get(`/funnel?${query}&format=csv`);
      expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
      const cli = await signups(
        env,
        "funnel",
        "--from",
        today,
        "--to",
        today,
        "--by",
        "source",
      );
      expect(cli.code, cli.stderr).toBe(0);
      expect(cli.stdout).toBe(csv.body.toString("utf8"));

      for (const bad of [
        `from=${today}&to=2020-01-01&by=source`,
        `from=yesterday&to=${today}&by=source`,
        `from=${today}&to=${today}&by=colour`,
        `from=${today}&to=${today}&by=source&tz=Mars/Olympus`,
        `from=${today}&by=source`,
      ])
        expect((await owner.get(`/funnel?${bad}`)).status, bad).toBe(400);
      const refused = await signups(
        env,
        "funnel",
        "--from",
        today,
        "--to",
        "2020-01-01",
      );
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain("--from and --to must be days");
      const anonymous = await request(
        server.port,
        `/api/admin/funnel?${query}`,
      );
      expect(anonymous.status).toBe(401);
    } finally {
      await server.stop();
    }
  });
});
