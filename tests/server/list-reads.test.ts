// No request handler or command reads the whole list: on a list of 20,000, every statement a
// visitor's or an owner's request runs, and every one the export and a broadcast's start run,
// is checked against SQLite's own query plan (no walk through a list-sized table unless a
// LIMIT bounds it and no sort of all its rows) and against the rows it returns.
import { commandLineWords } from "../../scripts/broadcast-cli";
import { describe, expect, it } from "vitest";
import { signLink } from "../../server/launch-list/signed-link";
import {
  startBroadcast,
  createBroadcast,
} from "../../server/broadcasts/commands";
import { exportChunks } from "../../server/launch-list/list-export";
import type { Database, SqlValue } from "../../server/store/database";
import { broadcastsTable } from "../../server/store/broadcasts";
import { openStore } from "../../server/store/index";
import { outboxTable } from "../../server/store/mail";
import { request } from "./http";
import { startMailSink } from "./mail-sink";
import { signedInOwner } from "./owner-client";
import { seedSignups, viralList } from "./seed-list";
import { signupServers } from "./signup-server";

const servers = signupServers("bb-list-reads-");
const secret = "test-secret-of-at-least-32-chars!";
const size = 20_000;
/** The most rows one statement may return: a page of the export. */
const mostRows = 1000;

// Tables that grow with the list (or, for the outbox and a broadcast's recipients, with it).
const listSized =
  /\b(?:FROM|JOIN|INTO|UPDATE)\s+(?:\w+\.)?(signups|queue_places|broadcast_recipients|outbox|signup_search)\b(?:\s+(?:AS\s+)?(?!(?:ON|WHERE|SET|JOIN|LEFT|INNER|ORDER|GROUP|LIMIT|RETURNING|VALUES|AND|OR|HAVING|DO|NOT)\b)(\w+))?/gi;

type Recorded = { sql: string; args: SqlValue[]; rows: number };

/** Records every statement and its row count while `work` runs. */
function recording(db: Database) {
  const recorded: Recorded[] = [];
  const { all, values, run, batch } = db;
  db.all = async (sql, args = []) => {
    const rows = await all(sql, args);
    recorded.push({ sql, args, rows: rows.length });
    return rows;
  };
  db.values = async (sql, args = []) => {
    const rows = await values(sql, args);
    recorded.push({ sql, args, rows: rows.length });
    return rows;
  };
  db.run = async (sql, args = []) => {
    recorded.push({ sql, args, rows: 0 });
    return run(sql, args);
  };
  db.batch = async (statements) => {
    const results = await batch(statements);
    statements.forEach(({ sql, args = [] }, i) =>
      recorded.push({ sql, args, rows: results[i]?.length ?? 0 }),
    );
    return results;
  };
  return {
    recorded,
    restore() {
      Object.assign(db, { all, values, run, batch });
    },
  };
}

const touchesListSizedTable = (sql: string) =>
  [...sql.matchAll(listSized)].length > 0;

/** What in a statement's plan walks a list-sized table, or sorts all of it. */
async function wholeListReads(db: Database, { sql, args }: Recorded) {
  const names = new Set<string>();
  for (const [, table, alias] of sql.matchAll(listSized)) {
    names.add((table ?? "").toLowerCase());
    if (alias) names.add(alias.toLowerCase());
  }
  if (names.size === 0 || /^\s*(PRAGMA|ATTACH)/i.test(sql)) return [];
  const plan = (await db.all(`EXPLAIN QUERY PLAN ${sql}`, args)).map((row) => ({
    parent: Number(row.parent),
    detail: String(row.detail),
  }));
  const limited = /\bLIMIT\b/i.test(sql);
  // A walk is bounded when a LIMIT stops it and its own select needs no sort of what it read.
  const sorts = (parent: number) =>
    plan.some((row) => row.parent === parent && /TEMP B-TREE/.test(row.detail));
  return plan
    .filter(({ parent, detail }) => {
      const scan = /^SCAN (?:\w+\.)?(\w+)/.exec(detail)?.[1]?.toLowerCase();
      // A virtual table names the constraint it answers ("INDEX 0:L0", a trigram LIKE).
      if (/VIRTUAL TABLE INDEX \d+:\S/.test(detail)) return false;
      return (
        scan !== undefined && names.has(scan) && (!limited || sorts(parent))
      );
    })
    .map(({ detail }) => detail);
}

describe("reads of a list of 20,000", () => {
  it("no request and no command walks the list: each statement uses an index, or a LIMIT bounds it", async () => {
    const sink = await startMailSink();
    const dataDir = servers.dataDir();
    const seeding = await openStore({ dataDir });
    await seedSignups(seeding.db, viralList(size));
    await seeding.close();

    const { server, owner } = await signedInOwner(
      servers,
      { DATA_DIR: dataDir },
      { smtpUrl: sink.url, signupSecret: secret },
    );
    const { store } = server;
    await store.snapshot.countUnlessFresh("test", 0);
    const rows = [...viralList(size)];
    const pending = rows.find((row) => row.status === "pending");
    const [confirmed, leaving] = rows.filter(
      (row) => row.status === "confirmed" && row.referredBy === null,
    );
    const link = (purpose: "confirm" | "unsubscribe", code = "") =>
      `/api/${purpose}?t=${signLink(secret, purpose, code, new Date(Date.now() + 3_600_000))}`;

    const { recorded, restore } = recording(store.db);
    try {
      const replies = [
        await server.post(
          "application/json",
          JSON.stringify({ email: "new@mail.test", source: "home" }),
        ),
        await request(server.port, link("confirm", pending?.referralCode)),
        await request(server.port, link("confirm", pending?.referralCode), {
          method: "POST",
          body: "",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
        await request(server.port, link("confirm", confirmed?.referralCode)),
        await request(server.port, link("unsubscribe", leaving?.referralCode)),
        await request(server.port, link("unsubscribe", leaving?.referralCode), {
          method: "POST",
          body: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
        await owner.get("/overview?tz=UTC"),
        await owner.get(
          `/subscriber?email=${encodeURIComponent(confirmed?.email ?? "")}`,
        ),
        await owner.get("/subscribers?q=fan1234"),
        await owner.get("/subscribers?q=list.test"),
        await owner.get("/subscribers?q=zz"),
        await owner.get("/questions"),
        await owner.get("/outbox"),
        await owner.get("/broadcasts"),
        await owner.get("/audit"),
        await owner.get("/export.csv"),
      ];
      expect(replies.map((reply) => reply.status)).toEqual([
        200, 200, 303, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200,
        200, 200,
      ]);
      let exported = 0;
      for await (const chunk of exportChunks(store))
        exported += chunk.split("\r\n").length - 1;
      expect(exported).toBe(size + 2);
      const created = await createBroadcast(store, {
        maxPosition: null,
        now: new Date(),
      });
      if (!created.ok) throw new Error(commandLineWords(created.problem));
      const started = await startBroadcast(store, created.value, {
        at: "2030-01-01T00:00:00Z",
        now: new Date(),
      });
      expect(started.ok && started.value.added).toBeGreaterThan(size * 0.8);
      await owner.get("/broadcasts");
      // An erasure finds the address's rows in every table by an index, the recipients too.
      const erased = await owner.post("/subscribers/erase", {
        email: confirmed?.email,
        confirm: confirmed?.email,
      });
      expect(erased.status).toBe(200);
      // The workers' claims and their renewals, every few seconds while a broadcast sends.
      const now = new Date().toISOString();
      const until = new Date(Date.now() + 10_000).toISOString();
      const recipients = broadcastsTable(store.db);
      await recipients.renewClaims("an-instance", until);
      await recipients.reclaimExpired(created.value, now);
      const outbox = outboxTable(store.db);
      await outbox.claimDue({
        kinds: ["mail", "webhook"],
        now,
        leaseUntil: until,
        instance: "an-instance",
        limit: 10,
      });
      await outbox.renewClaims("an-instance", until);
    } finally {
      restore();
    }

    expect(recorded.length).toBeGreaterThan(50);
    const walks = [];
    for (const statement of recorded) {
      // A list-sized table answers a page at most; the snapshot's signups per quarter hour
      // grow with the list's age (96 rows a day), not its size.
      if (touchesListSizedTable(statement.sql))
        expect(statement.rows, statement.sql).toBeLessThanOrEqual(mostRows);
      const found = await wholeListReads(store.db, statement);
      if (found.length) walks.push({ sql: statement.sql, plan: found });
    }
    expect(walks).toEqual([]);
    await server.stop();
    await sink.stop();
  });
});
