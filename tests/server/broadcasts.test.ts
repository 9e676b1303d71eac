// Broadcasts on SQLite and PostgreSQL: who is written as a recipient, waves, a second start,
// scheduling and the refusals of a start; and the command line's forms.
import { commandLineWords } from "../../scripts/broadcast-cli";
import { describe, expect, it } from "vitest";
import { launchMail } from "../../app/content/launch-mail";
import {
  broadcastStatus,
  createBroadcast,
  deleteDraft,
  moveBroadcast,
  startBroadcast,
  type Outcome,
} from "../../server/broadcasts/commands";
import { openStore, type Store } from "../../server/store/index";
import { bothEngines, storeConfig, type EngineEnv } from "./engines";
import { signups } from "./signups-cli";

const signup = (
  email: string,
  minute: number,
  status: "confirmed" | "pending" = "confirmed",
) => ({
  email,
  createdAt: `2026-11-20T10:${String(minute).padStart(2, "0")}:00.000Z`,
  source: "home",
  consentVersion: "v1",
  status,
});

/** A list of four confirmed, one pending, one unsubscribed and one suppressed address. */
async function seed(store: Store) {
  for (const [i, email] of ["a", "b", "c", "d"].entries())
    await store.addSignup(signup(`${email}@mail.test`, i));
  await store.addSignup(signup("pending@mail.test", 10, "pending"));
  await store.addSignup(signup("left@mail.test", 11));
  await store.db.run(
    "UPDATE signups SET status = 'unsubscribed' WHERE email = ?",
    ["left@mail.test"],
  );
  await store.addSignup(signup("bounced@mail.test", 12));
  await store.db.run(
    "INSERT INTO suppressions (email, reason, created_at) VALUES (?, ?, ?)",
    ["bounced@mail.test", "550 no such user", "2026-11-21T00:00:00.000Z"],
  );
}

const lastLine = (out: string) => out.trim().split("\n").at(-1) ?? "";
const now = () => new Date();

/** The value of an outcome that must have gone through. */
function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(commandLineWords(outcome.problem));
  return outcome.value;
}

describe.each(bothEngines())("broadcasts on $name", (engine) => {
  async function withList(
    work: (store: Store, env: EngineEnv) => Promise<void>,
  ) {
    const env = await engine.fresh();
    const store = await openStore(storeConfig(env));
    try {
      await seed(store);
      await work(store, env);
    } finally {
      await store.close();
    }
  }

  async function recipients(store: Store, id: string) {
    return (
      await store.db.all(
        "SELECT email, position, state FROM broadcast_recipients WHERE broadcast_id = ? ORDER BY position",
        [id],
      )
    ).map(
      (row) =>
        `${String(row.email)} ${String(row.position)} ${String(row.state)}`,
    );
  }

  it("writes every confirmed subscriber once, in queue order, and nobody on a second start", async () => {
    await withList(async (store, env) => {
      // The command line prints the new id last, and its status as one JSON object.
      const created = await signups(env, "broadcast", "create");
      expect(created.code).toBe(0);
      const id = lastLine(created.stdout);
      const status = await signups(env, "broadcast", "status", id, "--json");
      expect(JSON.parse(status.stdout)).toMatchObject({
        state: "draft",
        subject: launchMail.subject,
        audience: 0,
      });

      expect(
        value(await startBroadcast(store, id, { rate: 50, now: now() })),
      ).toMatchObject({ added: 4, state: "sending" });
      expect(await recipients(store, id)).toEqual([
        "a@mail.test 1 pending",
        "b@mail.test 2 pending",
        "c@mail.test 3 pending",
        "d@mail.test 4 pending",
      ]);
      expect(value(await broadcastStatus(store, id))).toMatchObject({
        state: "sending",
        rate: 50,
        audience: 4,
        pending: 4,
        sent: 0,
      });
      expect(value(await startBroadcast(store, id, { now: now() })).added).toBe(
        0,
      );
      expect(await recipients(store, id)).toHaveLength(4);
    });
  });

  it("sends a wave by place, and a wider wave adds only the places not yet written", async () => {
    await withList(async (store) => {
      const id = value(
        await createBroadcast(store, { maxPosition: 2, now: now() }),
      );
      value(await startBroadcast(store, id, { now: now() }));
      expect(await recipients(store, id)).toEqual([
        "a@mail.test 1 pending",
        "b@mail.test 2 pending",
      ]);
      await store.db.run(
        "UPDATE broadcast_recipients SET state = 'sent' WHERE email = 'a@mail.test'",
      );
      expect(
        value(await startBroadcast(store, id, { maxPosition: 3, now: now() }))
          .added,
      ).toBe(1);
      expect(await recipients(store, id)).toEqual([
        "a@mail.test 1 sent",
        "b@mail.test 2 pending",
        "c@mail.test 3 pending",
      ]);
    });
  });

  it("schedules for a time, pauses, resumes to the schedule and cancels for good", async () => {
    await withList(async (store) => {
      const id = value(
        await createBroadcast(store, { maxPosition: null, now: now() }),
      );
      const later = new Date(Date.now() + 86_400_000).toISOString();
      expect(
        value(await startBroadcast(store, id, { at: later, now: now() })),
      ).toMatchObject({ state: "scheduled", sendAt: later });
      expect(value(await moveBroadcast(store, id, "pause", now()))).toBe(
        "paused",
      );
      expect(value(await moveBroadcast(store, id, "resume", now()))).toBe(
        "scheduled",
      );
      expect(value(await moveBroadcast(store, id, "cancel", now()))).toBe(
        "cancelled",
      );
      expect(await startBroadcast(store, id, { now: now() })).toEqual({
        ok: false,
        problem: { code: "ended", id, state: "cancelled" },
      });
      expect(await moveBroadcast(store, id, "resume", now())).toEqual({
        ok: false,
        problem: {
          code: "cannot-move",
          id,
          state: "cancelled",
          action: "resume",
        },
      });
    });
  });

  it("deletes a draft from the command line, with what a start cut short wrote, audited; a started one stays", async () => {
    await withList(async (store, env) => {
      const id = lastLine((await signups(env, "broadcast", "create")).stdout);
      // A start cut short: recipients and counts written, the state still a draft.
      value(await startBroadcast(store, id, { now: now() }));
      await store.db.run("UPDATE broadcasts SET state = 'draft' WHERE id = ?", [
        id,
      ]);
      const deleted = await signups(env, "broadcast", "delete", id);
      expect(deleted.code).toBe(0);
      for (const table of ["broadcasts", "broadcast_recipients"]) {
        const column = table === "broadcasts" ? "id" : "broadcast_id";
        expect(
          await store.db.all(`SELECT 1 FROM ${table} WHERE ${column} = ?`, [
            id,
          ]),
        ).toEqual([]);
      }
      expect(
        await store.db.all(
          "SELECT 1 FROM broadcast_counts WHERE broadcast_id = ?",
          [id],
        ),
      ).toEqual([]);
      const [entry] = await store.db.all(
        "SELECT owner_name, object FROM audit_log WHERE action = 'broadcast-delete'",
      );
      expect(entry).toEqual({
        owner_name: "command line",
        object: `${id} "${launchMail.subject}"`,
      });
      const gone = await signups(env, "broadcast", "delete", id);
      expect(gone.code).toBe(1);
      expect(gone.stderr).toContain(`There is no broadcast ${id}.`);

      const started = value(
        await createBroadcast(store, { maxPosition: null, now: now() }),
      );
      value(await startBroadcast(store, started, { now: now() }));
      expect(await deleteDraft(store, started)).toEqual({
        ok: false,
        problem: { code: "not-a-draft", id: started, state: "sending" },
      });
      expect(await recipients(store, started)).toHaveLength(4);
    });
  });

  it("refuses to start a body without an unsubscribe link or with an unknown placeholder", async () => {
    await withList(async (store) => {
      for (const text of [
        "Shop: {{shop_url}}",
        "Hi {{frist_name}}. Leave: {{unsubscribe_url}}",
      ]) {
        const id = value(
          await createBroadcast(store, {
            subject: "Hello",
            text,
            maxPosition: null,
            now: now(),
          }),
        );
        const started = await startBroadcast(store, id, { now: now() });
        expect(started.ok, text).toBe(false);
        expect(await recipients(store, id)).toEqual([]);
        expect(value(await broadcastStatus(store, id)).state).toBe("draft");
      }
      const id = value(
        await createBroadcast(store, { maxPosition: null, now: now() }),
      );
      expect(
        await startBroadcast(store, id, { at: "tomorrow", now: now() }),
      ).toMatchObject({ ok: false });
      expect(
        await startBroadcast(store, id, { rate: 0, now: now() }),
      ).toMatchObject({ ok: false });
    });
  });
});

describe("npm run signups -- broadcast with bad input", () => {
  it.each([
    [["broadcast"], 'Unknown broadcast command "".'],
    [["broadcast", "start"], "broadcast start needs one ID."],
    [
      ["broadcast", "create", "--to", "everyone"],
      '--to must read "position<=N"',
    ],
    [
      ["broadcast", "create", "--text", "x.txt"],
      "--text and --html come with --subject.",
    ],
    [
      ["broadcast", "start", "x", "--rate", "fast"],
      "--rate must be a whole number",
    ],
    [["broadcast", "pause", "x", "--json"], "broadcast pause takes no --json."],
  ])("%j stops with one clear line and the usage", async (args, message) => {
    const { code, stderr } = await signups(
      { DATA_DIR: "/nonexistent-never-opened" },
      ...args,
    );
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).toContain("broadcast status ID [--json]");
  });
});
