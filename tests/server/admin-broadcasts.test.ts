// The launch mail through the owners' API, on SQLite and PostgreSQL, into a local SMTP sink:
// a draft from the content, its preview and a test copy, refusals in one clear line, a
// schedule paused and resumed to its time, a send watched to the end, and every action in the
// audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { broadcastRefusals, ownerProblems } from "../../app/content/dashboard";
import { launchMail } from "../../app/content/launch-mail";
import { addConfirmed, fanAddresses } from "./broadcast-helpers";
import { bothEngines } from "./engines";
import { startMailSink, type MailSink } from "./mail-sink";
import { bodyOf, signedInOwner } from "./owner-client";
import { signupServers } from "./signup-server";

const servers = signupServers("bb-admin-broadcasts-");
let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(() => sink.stop());

interface Listed {
  id: string;
  state: string;
  audience: number;
  sent: number;
  sendAt: string | null;
}

describe.each(bothEngines())(
  "the launch mail on the dashboard's API on $name",
  (engine) => {
    it("writes, previews, tests, schedules, pauses, resumes and sends it, each action audited", async () => {
      const { server, owner } = await signedInOwner(
        servers,
        await engine.fresh(),
        {
          smtpUrl: sink.url,
          signupSecret: "admin-broadcasts-secret-of-32-characters",
        },
      );
      try {
        const tag = `${engine.name}-${Date.now()}`;
        const fans = fanAddresses(tag, 5);
        await addConfirmed(server.store, fans);

        const empty = bodyOf(await owner.get("/broadcasts"));
        expect(empty.broadcasts).toEqual([]);
        expect(empty.launchMail).toMatchObject({ subject: launchMail.subject });
        expect(empty.canSendTests).toBe(true);

        // Refusals: a subject with no body, a wave of none, a body without an unsubscribe link.
        const noBody = await owner.post("/broadcasts", { subject: "Hi" });
        expect(noBody.status).toBe(422);
        expect(bodyOf(noBody).error).toBe(ownerProblems["invalid-draft"]);
        const noWave = await owner.post("/broadcasts", { wave: 0 });
        expect(noWave.status).toBe(422);
        expect(bodyOf(noWave).error).toBe(ownerProblems["invalid-wave"]);
        const bare = bodyOf(
          await owner.post("/broadcasts", {
            subject: "Bare",
            text: "No link here.",
          }),
        ).id as string;
        const bareStart = await owner.post(`/broadcasts/${bare}/start`, {});
        expect(bareStart.status).toBe(409);
        expect(bodyOf(bareStart).error).toBe(
          broadcastRefusals.noUnsubscribeLink("text"),
        );

        const id = bodyOf(await owner.post("/broadcasts", {})).id as string;
        const preview = bodyOf(await owner.get(`/broadcasts/${id}/preview`));
        expect(preview.subject).toBe(launchMail.subject);
        expect(preview.text).toContain(launchMail.shopUrl);
        expect(preview.text).toContain("/api/unsubscribe?t=");
        expect(preview.text).not.toContain("{{");

        const test = await owner.post(`/broadcasts/${id}/test`, {
          to: `owner-${tag}@mail.test`,
        });
        expect(test.status).toBe(200);
        expect(
          sink.to(`owner-${tag}@mail.test`)[0]?.headers.get("subject"),
        ).toBe(`[Test] ${launchMail.subject}`);
        expect(
          (await owner.post(`/broadcasts/${id}/test`, { to: "nope" })).status,
        ).toBe(422);

        // A draft that went wrong is deleted; only a draft can be.
        const wrong = bodyOf(await owner.post("/broadcasts", {})).id as string;
        expect(
          bodyOf(await owner.post(`/broadcasts/${wrong}/delete`)).done,
        ).toBe(wrong);
        // Gone: there is nothing by that id any more.
        expect((await owner.post(`/broadcasts/${wrong}/delete`)).status).toBe(
          404,
        );
        expect(
          (bodyOf(await owner.get("/broadcasts")).broadcasts as Listed[]).map(
            (b) => b.id,
          ),
        ).not.toContain(wrong);

        // A schedule an hour ahead: paused, resumed to its time, then cancelled.
        expect(
          (await owner.post(`/broadcasts/${id}/start`, { rate: 0 })).status,
        ).toBe(422);
        expect(
          (await owner.post(`/broadcasts/${id}/start`, { at: "tomorrow" }))
            .status,
        ).toBe(422);
        const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
        const scheduled = await owner.post(`/broadcasts/${id}/start`, {
          at: inAnHour,
          rate: 50,
        });
        expect(bodyOf(scheduled).done).toMatchObject({
          added: 5,
          state: "scheduled",
        });
        expect(bodyOf(await owner.post(`/broadcasts/${id}/pause`)).done).toBe(
          "paused",
        );
        expect(bodyOf(await owner.post(`/broadcasts/${id}/resume`)).done).toBe(
          "scheduled",
        );
        expect(bodyOf(await owner.post(`/broadcasts/${id}/cancel`)).done).toBe(
          "cancelled",
        );
        const again = await owner.post(`/broadcasts/${id}/start`, {});
        expect(again.status).toBe(409);
        expect(bodyOf(again).error).toBe(broadcastRefusals.ended("cancelled"));

        // Sent now: the numbers move to the end.
        const now = bodyOf(await owner.post("/broadcasts", {})).id as string;
        expect(
          bodyOf(await owner.post(`/broadcasts/${now}/start`, { rate: 50 }))
            .done,
        ).toMatchObject({ added: 5, state: "sending" });
        await expect
          .poll(
            async () =>
              (
                bodyOf(await owner.get("/broadcasts")).broadcasts as Listed[]
              ).find((b) => b.id === now),
            { timeout: 10_000, interval: 100 },
          )
          .toMatchObject({ state: "done", audience: 5, sent: 5 });
        for (const fan of fans) expect(sink.to(fan)).toHaveLength(1);

        const audit = bodyOf(await owner.get("/audit")).entries as {
          action: string;
          object: string;
        }[];
        expect(audit.map((entry) => entry.action)).toEqual(
          expect.arrayContaining([
            "broadcast-create",
            "broadcast-test",
            "broadcast-schedule",
            "broadcast-pause",
            "broadcast-resume",
            "broadcast-cancel",
            "broadcast-start",
            "broadcast-delete",
          ]),
        );
      } finally {
        await server.stop();
      }
    }, 30_000);

    it("says so when mail is off instead of pretending to send a test", async () => {
      const { server, owner } = await signedInOwner(
        servers,
        await engine.fresh(),
      );
      try {
        expect(bodyOf(await owner.get("/broadcasts")).canSendTests).toBe(false);
        const id = bodyOf(await owner.post("/broadcasts", {})).id as string;
        const test = await owner.post(`/broadcasts/${id}/test`, {
          to: "owner@mail.test",
        });
        expect(test.status).toBe(409);
        expect(bodyOf(test).error).toBe(ownerProblems["mail-off"]);
      } finally {
        await server.stop();
      }
    }, 30_000);
  },
);
