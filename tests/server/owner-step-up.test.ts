// What a stolen or unattended owner session can no longer do, on SQLite and PostgreSQL:
// inviting an owner and adding or revoking a passkey need a passkey assertion made in the
// last 5 minutes (a step-up); an owner sees their live sessions and ends any or all others;
// the last passkey standing cannot be revoked, even by two revokes at once.
import { describe, expect, it } from "vitest";
import { ownerProblems } from "../../app/content/dashboard";
import { stepUpMs } from "../../server/owners/policy";
import { auditLog } from "../../server/store/audit-log";
import { ownersTable } from "../../server/store/owners";
import { bothEngines } from "./engines";
import { bodyOf, ownerClient, signedInOwner } from "./owner-client";
import { testClock } from "./test-clock";
import { signupServers } from "./signup-server";

const servers = signupServers("bb-owner-step-up-");

type Owner = ReturnType<typeof ownerClient>;

/** A step-up with the client's own passkey. */
async function stepUp(owner: Owner) {
  const options = await owner.post("/step-up/options");
  expect(options.status).toBe(200);
  return owner.post("/step-up", {
    response: owner.passkey.signIn(bodyOf(options).options),
  });
}

describe.each(bothEngines())("owner safeguards on $name", (engine) => {
  it("asks for a passkey again before inviting, adding or revoking once the session's last one is 5 minutes old", async () => {
    const clock = testClock();
    const { server, owner } = await signedInOwner(
      servers,
      await engine.fresh(),
      {
        now: clock.now,
      },
    );
    try {
      // Just signed in: the sign-in itself is the assertion.
      expect((await owner.post("/invites", { name: "Bo" })).status).toBe(201);
      clock.advance(stepUpMs + 1000);
      const sensitive: [string, unknown][] = [
        ["/invites", { name: "Cy" }],
        ["/passkeys/options", {}],
        ["/passkeys", { response: {} }],
        ["/passkeys/revoke", { id: "x" }],
      ];
      for (const [path, body] of sensitive) {
        const refused = await owner.post(path, body);
        expect(refused.status, path).toBe(403);
        expect(bodyOf(refused)).toEqual({
          error: ownerProblems["step-up-needed"],
          problem: "step-up-needed",
        });
      }
      // Reading and the rest of the dashboard go on as before.
      expect((await owner.get("/passkeys")).status).toBe(200);

      // Another owner's passkey cannot vouch for this one.
      const other = ownerClient(server.port);
      const options = await owner.post("/step-up/options");
      expect(
        (
          await owner.post("/step-up", {
            response: other.passkey.signIn(bodyOf(options).options),
          })
        ).status,
      ).toBe(400);
      // An answer to a challenge not handed out for a step-up is refused too.
      const signInOptions = await owner.post("/sign-in/options");
      expect(
        (
          await owner.post("/step-up", {
            response: owner.passkey.signIn(bodyOf(signInOptions).options),
          })
        ).status,
      ).toBe(400);

      expect((await stepUp(owner)).status).toBe(204);
      expect((await owner.post("/invites", { name: "Cy" })).status).toBe(201);
      clock.advance(stepUpMs + 1000);
      expect((await owner.post("/invites", { name: "Di" })).status).toBe(403);

      const actions = (await auditLog(server.store.db).recent(20))
        .filter((entry) => entry.ownerName === "Ana Lima")
        .map((entry) => entry.action);
      expect(actions.filter((a) => a === "step-up")).toHaveLength(1);
      expect(actions.filter((a) => a === "invite")).toHaveLength(2);
    } finally {
      await server.stop();
    }
  });

  it("lists an owner's live sessions with their device, and ends one or all the others, audited", async () => {
    const { server, owner } = await signedInOwner(
      servers,
      await engine.fresh(),
    );
    try {
      const phone = owner.cookie;
      const agent = {
        "user-agent":
          "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      };
      const signInFrom = async (headers: Record<string, string>) => {
        const options = await owner.post("/sign-in/options", {}, headers);
        return owner.post(
          "/sign-in",
          { response: owner.passkey.signIn(bodyOf(options).options) },
          headers,
        );
      };
      expect((await signInFrom(agent)).status).toBe(200);
      const laptop = owner.cookie;
      expect((await signInFrom({})).status).toBe(200);
      const here = owner.cookie;

      const listed = bodyOf(await owner.get("/sessions")).sessions as {
        handle: string;
        device: string;
        startedAt: string;
        lastSeenAt: string;
        current: boolean;
      }[];
      expect(listed).toHaveLength(3);
      expect(listed.filter((s) => s.current)).toHaveLength(1);
      expect(listed.map((s) => s.device)).toContain("Chrome on Android");
      for (const s of listed) {
        expect(s.handle).toMatch(/^[\w-]{22}$/);
        expect(Date.parse(s.startedAt)).not.toBeNaN();
      }
      // The handle is not the session's secret, nor its hash.
      const stored = await server.store.db.all(
        "SELECT id_hash FROM owner_sessions",
      );
      for (const { id_hash } of stored)
        expect(listed.map((s) => s.handle)).not.toContain(id_hash);

      const android = listed.find((s) => s.device === "Chrome on Android");
      const current = listed.find((s) => s.current);
      expect(
        (await owner.post("/sessions/end", { handle: current?.handle })).status,
      ).toBe(400);
      expect(
        bodyOf(await owner.post("/sessions/end", { handle: android?.handle })),
      ).toEqual({ ended: 1 });
      owner.cookie = laptop;
      expect((await owner.get("/session")).status).toBe(401);
      owner.cookie = here;
      expect(
        (await owner.post("/sessions/end", { handle: android?.handle })).status,
      ).toBe(404);
      expect(
        bodyOf(await owner.post("/sessions/end", { others: true })),
      ).toEqual({ ended: 1 });
      owner.cookie = phone;
      expect((await owner.get("/session")).status).toBe(401);
      owner.cookie = here;
      expect(
        (bodyOf(await owner.get("/sessions")).sessions as unknown[]).length,
      ).toBe(1);
      for (const bad of [{}, { handle: 7 }, { handle: "x", others: true }])
        expect((await owner.post("/sessions/end", bad)).status).toBe(400);

      const ends = (await auditLog(server.store.db).recent(20)).filter(
        (entry) => entry.action === "end-session",
      );
      expect(ends.map((entry) => entry.object)).toEqual([
        "all other sessions (1)",
        `session on Chrome on Android from ${android?.startedAt}`,
      ]);
    } finally {
      await server.stop();
    }
  });

  it("never revokes the last passkey standing, however many revokes race", async () => {
    const { server, owner } = await signedInOwner(
      servers,
      await engine.fresh(),
    );
    try {
      const table = ownersTable(server.store.db);
      const [first] = await table.listPasskeys();
      const owners = [first?.ownerId ?? ""];
      for (let round = 0; round < 15; round++) {
        // Two more passkeys, then three revokes at once: one must stay.
        const added = [];
        for (let i = 0; i < 2; i++) {
          const id = `race-${round}-${i}`;
          await table.addPasskey(
            owners[0] ?? "",
            {
              id,
              publicKey: new Uint8Array([1]),
              signCount: 0,
              transports: [],
            },
            new Date().toISOString(),
          );
          added.push(id);
        }
        const standing = (await table.listPasskeys()).map((p) => p.id);
        const outcomes = await Promise.all(
          standing.map((id) =>
            table.revokePasskey(id, new Date().toISOString()),
          ),
        );
        expect(
          outcomes.filter((o) => o === "revoked").length,
          `round ${round}`,
        ).toBe(standing.length - 1);
        expect(await table.listPasskeys(), `round ${round}`).toHaveLength(1);
      }
      expect(owner.cookie).toBeDefined();
    } finally {
      await server.stop();
    }
  });
});
