import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allSignups } from "./all-signups";
import { confirmedPage } from "../../app/content/confirmed-page";
import { confirmationMail, linkProblems } from "../../app/content/list-pages";
import { launchListPaths } from "../../app/content/launch-list";
import { signupRefusals } from "../../app/content/newsletter-messages";
import { disposableEmailBlocklist } from "disposable-email-domains-js";
import {
  confirmEndpoint,
  honeypotField,
  unsubscribeEndpoint,
} from "../../app/lib/signup-form";
import { resendRules } from "../../server/launch-list/list-rules";
import { confirmLinkLifetimeMs } from "../../server/launch-list/signed-link";
import { escapeHtml } from "../../server/site/signup-page";
import {
  domainOf,
  readVerpToken,
  tokenOfAddress,
} from "../../server/mail/verp";
import { request, type Reply } from "./http";
import { openLink, pressLink, statusOf } from "./link-clicks";
import { linkIn, startMailSink } from "./mail-sink";
import {
  comparable,
  expectApiHeaders,
  form,
  formBody,
  json,
  signupServers,
  type SignupServer,
} from "./signup-server";

type Server = SignupServer;
type Sink = Awaited<ReturnType<typeof startMailSink>>;

const secret = "test-secret-of-at-least-32-chars!";
let sink: Sink;
const servers = signupServers("bb-list-flow-");

beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(() => sink.stop());

/** A clock the test moves by hand, for the resend rules and link expiry. */
function testClock(start = "2026-11-23T10:00:00.000Z") {
  let time = new Date(start).getTime();
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const text = (reply: Reply) => reply.body.toString("utf8");
const signUp = (server: Server, email: string, extra = {}) =>
  server.post(json, JSON.stringify({ email, source: "home", ...extra }));
/** Lets the outbox worker send what is due, then gives the mails to `address`. */
async function mailsTo(server: Server, address: string) {
  await server.deliveries.runOnce();
  return sink.to(address);
}

describe("double opt-in with a mail server", () => {
  let server: Server;
  const clock = testClock();
  beforeAll(async () => {
    server = await servers.start({
      smtpUrl: sink.url,
      signupSecret: secret,
      now: clock.now,
    });
  });
  afterAll(() => server.stop());

  it("stores a new address as pending and mails it a confirmation with the RFC 8058 headers", async () => {
    const reply = await signUp(server, "new@mail.test");
    expect(reply.status).toBe(200);
    expect(JSON.parse(text(reply))).toEqual({ status: "check-inbox" });
    expect(
      (await server.store.findSignup({ email: "new@mail.test" }))?.status,
    ).toBe("pending");
    const [mail, ...more] = await mailsTo(server, "new@mail.test");
    expect(more).toEqual([]);
    expect(mail?.headers.get("subject")).toBe(confirmationMail.subject);
    expect(mail?.headers.get("content-type")).toMatch(/multipart\/alternative/);
    expect(mail?.body).toContain(confirmationMail.heading);
    expect(mail?.body).toContain(`<a href="${linkIn(mail, confirmEndpoint)}"`);
    const unsubscribe = linkIn(mail, unsubscribeEndpoint);
    expect(mail?.headers.get("list-unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(mail?.headers.get("list-unsubscribe-post")).toBe(
      "List-Unsubscribe=One-Click",
    );
    expect(unsubscribe.origin).toBe(`http://127.0.0.1:${server.port}`);
  });

  it("sends it from the subscriber's own VERP address, on a subdomain of From's", async () => {
    await signUp(server, "verp@mail.test");
    const [mail] = await mailsTo(server, "verp@mail.test");
    const stored = await server.store.findSignup({ email: "verp@mail.test" });
    expect(
      readVerpToken(secret, tokenOfAddress(mail?.from ?? "") ?? ""),
    ).toEqual({ code: stored?.referralCode, mail: { kind: "confirmation" } });
    expect(mail?.from.split("@")[1]).toBe(
      `bounces.${domainOf(mail?.headers.get("from") ?? "")}`,
    );
  });

  it("answers a form post with 303 to the check-your-inbox page", async () => {
    const reply = await server.post(
      form,
      formBody({ email: "form@mail.test", source: "news" }),
    );
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe(launchListPaths.checkInbox);
    expect(await mailsTo(server, "form@mail.test")).toHaveLength(1);
  });

  it("answers byte for byte the same for a new, a pending, a confirmed address and a bot", async () => {
    await signUp(server, "known@mail.test");
    const [mail] = await mailsTo(server, "known@mail.test");
    await pressLink(server, linkIn(mail, confirmEndpoint));
    const answers = await Promise.all([
      signUp(server, "fresh@mail.test"),
      signUp(server, "new@mail.test"),
      signUp(server, "known@mail.test"),
      signUp(server, "bot@mail.test", { [honeypotField]: "x" }),
    ]);
    const [first, ...rest] = answers.map(comparable);
    for (const other of rest) expect(other).toEqual(first);
    // A confirmed address gets nothing more.
    expect(await mailsTo(server, "known@mail.test")).toHaveLength(1);
  });

  it("resends to a pending address at most once per 10 minutes and 3 times in all", async () => {
    const address = "again@mail.test";
    const sent = async () => (await mailsTo(server, address)).length;
    await signUp(server, address);
    expect(await sent()).toBe(1);
    await signUp(server, address);
    expect(await sent()).toBe(1);
    for (let resend = 1; resend <= resendRules.maxResends; resend++) {
      clock.advance(resendRules.minGapMs - 1000);
      await signUp(server, address);
      expect(await sent()).toBe(resend);
      clock.advance(1000);
      await signUp(server, address);
      expect(await sent()).toBe(1 + resend);
    }
    clock.advance(24 * 60 * 60 * 1000);
    await signUp(server, address);
    expect(await sent()).toBe(1 + resendRules.maxResends);
  });

  it("confirms when the page's button is pressed, then the link shows the place once counted, and the share link", async () => {
    await signUp(server, "click@mail.test");
    const [mail] = await mailsTo(server, "click@mail.test");
    const link = linkIn(mail, confirmEndpoint);
    const pressed = await pressLink(server, link);
    expect(pressed.status).toBe(303);
    expect(pressed.headers.location).toBe(link.pathname + link.search);
    const stored = await server.store.findSignup({ email: "click@mail.test" });
    expect(stored?.status).toBe("confirmed");
    const confirming = await openLink(server, link);
    expect(confirming.status).toBe(200);
    expect(confirming.headers["content-type"]).toMatch(/^text\/html/);
    // Confirmed since the last count: the page says so, unless the server counted already.
    const counting = text(confirming).includes(
      escapeHtml(confirmedPage.placeCountingText),
    );
    const placed = text(confirming).includes(
      escapeHtml(confirmedPage.placeText.split("{place}")[0] ?? ""),
    );
    expect(counting !== placed).toBe(true);
    await server.store.snapshot.countUnlessFresh("test", 0);
    const reply = await openLink(server, linkIn(mail, confirmEndpoint));
    const place = await allSignups(server.store).then(
      (rows) => rows.filter((r) => r.status === "confirmed").length,
    );
    expect(text(reply)).toContain(
      escapeHtml(confirmedPage.placeText.replace("{place}", String(place))),
    );
    const share = `http://127.0.0.1:${server.port}/?ref=${stored?.referralCode}`;
    expect(text(reply)).toContain(`href="${share}"`);
    // Pressing again confirms nothing new and shows the same place.
    expect((await pressLink(server, link)).status).toBe(303);
    expect(text(await openLink(server, link))).toBe(text(reply));
  });

  it("refuses a tampered or expired link with 400 and says which", async () => {
    await signUp(server, "late@mail.test");
    const [mail] = await mailsTo(server, "late@mail.test");
    const link = linkIn(mail, confirmEndpoint);
    const token = link.searchParams.get("t") ?? "";
    const [id, expires, mac] = token.split(".");
    for (const bad of [
      `${id}.${Number(expires) + 3600}.${mac}`,
      `aaaaaaaaaa.${expires}.${mac}`,
      "",
      "x.y.z",
    ]) {
      const url = new URL(
        `${confirmEndpoint}?t=${encodeURIComponent(bad)}`,
        link,
      );
      for (const reply of [
        await openLink(server, url),
        await pressLink(server, url),
      ]) {
        expect(reply.status).toBe(400);
        expect(text(reply)).toContain(escapeHtml(linkProblems.tampered));
      }
    }
    clock.advance(confirmLinkLifetimeMs + 1000);
    for (const expired of [
      await openLink(server, link),
      await pressLink(server, link),
    ]) {
      expect(expired.status).toBe(400);
      expect(text(expired)).toContain(escapeHtml(linkProblems.expired));
    }
    expect(
      (await server.store.findSignup({ email: "late@mail.test" }))?.status,
    ).toBe("pending");
  });

  it("unsubscribes with one click: a POST to the link from the List-Unsubscribe header", async () => {
    await signUp(server, "leave@mail.test");
    const [mail] = await mailsTo(server, "leave@mail.test");
    await pressLink(server, linkIn(mail, confirmEndpoint));
    const header = mail?.headers.get("list-unsubscribe") ?? "";
    const link = new URL(header.slice(1, -1));
    const reply = await request(server.port, link.pathname + link.search, {
      method: "POST",
      headers: { "Content-Type": form },
      body: "List-Unsubscribe=One-Click",
    });
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toBe("no-store");
    const stored = await server.store.findSignup({ email: "leave@mail.test" });
    expect(stored?.status).toBe("unsubscribed");
    expect(stored?.unsubscribedAt).toBe(clock.now().toISOString());
    // The confirmation link no longer brings the address back.
    for (const again of [
      await openLink(server, linkIn(mail, confirmEndpoint)),
      await pressLink(server, linkIn(mail, confirmEndpoint)),
    ]) {
      expect(again.status).toBe(400);
      expect(text(again)).toContain(escapeHtml(linkProblems.left));
    }
    expect(await statusOf(server, "leave@mail.test")).toBe("unsubscribed");
  });

  it("unsubscribes from a browser: GET shows a button, its form post lands on a page", async () => {
    await signUp(server, "button@mail.test");
    const [mail] = await mailsTo(server, "button@mail.test");
    const link = linkIn(mail, unsubscribeEndpoint);
    const page = await openLink(server, link);
    expect(page.status).toBe(200);
    const action = text(page).match(
      /<form method="post" action="([^"]+)"/,
    )?.[1];
    expect(action).toBe(
      escapeHtml(`${link.pathname}?t=${link.searchParams.get("t")}`),
    );
    // Showing the page changes nothing: mail scanners open links.
    expect(
      (await server.store.findSignup({ email: "button@mail.test" }))?.status,
    ).toBe("pending");
    const posted = await request(server.port, link.pathname + link.search, {
      method: "POST",
      headers: {
        "Content-Type": form,
        Origin: `http://127.0.0.1:${server.port}`,
      },
      body: "",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe(launchListPaths.unsubscribed);
    expect(
      (await server.store.findSignup({ email: "button@mail.test" }))?.status,
    ).toBe("unsubscribed");
    const crossSite = await request(server.port, link.pathname + link.search, {
      method: "POST",
      headers: { "Content-Type": form, Origin: "https://evil.test" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(crossSite.status).toBe(403);
  });

  it("gives every answer of the link endpoints the security headers (a page's own policy), no-store and no CORS", async () => {
    await signUp(server, "headers@mail.test");
    const [mail] = await mailsTo(server, "headers@mail.test");
    const confirm = linkIn(mail, confirmEndpoint);
    const leave = linkIn(mail, unsubscribeEndpoint);
    const path = (url: URL) => url.pathname + url.search;
    const replies = await Promise.all([
      openLink(server, confirm),
      request(server.port, `${confirmEndpoint}?t=bad`),
      openLink(server, leave),
      request(server.port, `${unsubscribeEndpoint}?t=bad`, { method: "POST" }),
      request(server.port, path(confirm), { method: "PUT" }),
      request(server.port, path(leave), {
        method: "OPTIONS",
        headers: { Origin: "https://evil.test" },
      }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([
      200, 400, 200, 400, 405, 405,
    ]);
    expectApiHeaders(servers.build(), replies);
  });

  it("counts link clicks against the per-client rate limit", async () => {
    const limited = await servers.start({
      smtpUrl: sink.url,
      signupSecret: secret,
      signupRateLimit: 2,
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await request(limited.port, `${confirmEndpoint}?t=x`)).status,
        );
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.stop();
    }
  });

  it("refuses a throwaway address with a clear 422", async () => {
    const reply = await signUp(server, `fan@${disposableEmailBlocklist()[0]}`);
    expect(reply.status).toBe(422);
    expect(JSON.parse(text(reply))).toEqual({
      error: signupRefusals.disposable,
      problem: "disposable",
    });
  });
});

describe("the referral queue", () => {
  let server: Server;
  beforeAll(async () => {
    server = await servers.start({
      smtpUrl: sink.url,
      signupSecret: secret,
    });
  });
  afterAll(() => server.stop());

  /** Signs up (with a landing URL's fields) and follows the mailed link; returns the page. */
  async function join(email: string, fields = {}) {
    const reply = await signUp(server, email, fields);
    expect(reply.status).toBe(200);
    const [mail] = await mailsTo(server, email);
    return { link: linkIn(mail, confirmEndpoint), mail };
  }
  /** The place the link's page shows once the button is pressed and the list is counted. */
  async function placeOf(link: URL) {
    await pressLink(server, link);
    await server.store.snapshot.countUnlessFresh("test", 0);
    const page = text(await openLink(server, link));
    const [before, after] = confirmedPage.placeText.split("{place}");
    const found = page.match(
      new RegExp(`${escapeHtml(before ?? "")}(\\d+)${escapeHtml(after ?? "")}`),
    );
    return Number(found?.[1]);
  }
  const codeOf = async (email: string) =>
    (await server.store.findSignup({ email }))?.referralCode ?? "";

  it("moves a referrer up 5 places per confirmed friend, and no one for bad referrals", async () => {
    for (let i = 1; i <= 6; i++)
      await placeOf((await join(`early${i}@mail.test`)).link);
    const referrer = await join("referrer@mail.test");
    expect(await placeOf(referrer.link)).toBe(7);
    const code = await codeOf("referrer@mail.test");

    // A friend who has not confirmed yet, a tampered code and an unconfirmed referrer move nobody.
    await join("friend@mail.test", { ref: code, utm_source: "insta" });
    await join("pending@mail.test");
    const fromPending = await join("via-pending@mail.test", {
      ref: await codeOf("pending@mail.test"),
    });
    await placeOf(fromPending.link);
    const tampered = await join("tampered@mail.test", { ref: `${code}x` });
    await placeOf(tampered.link);
    expect(await placeOf(referrer.link)).toBe(7);
    expect(
      (await server.store.findSignup({ email: "tampered@mail.test" }))
        ?.referredBy,
    ).toBe(null);

    // Self-referral: the address signing up again with its own code changes nothing.
    await signUp(server, "referrer@mail.test", { ref: code });
    expect(await placeOf(referrer.link)).toBe(7);

    const friend = (await mailsTo(server, "friend@mail.test"))[0];
    await pressLink(server, linkIn(friend, confirmEndpoint));
    expect(await placeOf(referrer.link)).toBe(2);
    const stored = await server.store.findSignup({ email: "friend@mail.test" });
    expect(stored).toMatchObject({ referredBy: code, utmSource: "insta" });
  });
});

describe("single opt-in without a mail server", () => {
  let server: Server;
  beforeAll(async () => {
    server = await servers.start();
  });
  afterAll(() => server.stop());

  it("confirms at once and answers with the share link, the same for a repeat", async () => {
    const first = await signUp(server, "solo@mail.test");
    const stored = await server.store.findSignup({ email: "solo@mail.test" });
    expect(stored?.status).toBe("confirmed");
    expect(JSON.parse(text(first))).toEqual({
      status: "subscribed",
      share: `/?ref=${stored?.referralCode}`,
    });
    expect(comparable(await signUp(server, "solo@mail.test"))).toEqual(
      comparable(first),
    );
    expect(sink.to("solo@mail.test")).toEqual([]);
  });

  it("keeps attribution from the same-site page a form was posted from", async () => {
    const origin = `http://127.0.0.1:${server.port}`;
    await server.post(
      form,
      formBody({ email: "nojs@mail.test", source: "home", utm_medium: "" }),
      {
        Origin: origin,
        Referer: `${origin}/?utm_source=tiktok&utm_medium=video&utm_campaign=${"c".repeat(150)}`,
      },
    );
    expect(
      await server.store.findSignup({ email: "nojs@mail.test" }),
    ).toMatchObject({
      utmSource: "tiktok",
      utmMedium: "video",
      utmCampaign: "c".repeat(100),
    });
  });

  it("has no valid links without a secret", async () => {
    const reply = await request(server.port, `${confirmEndpoint}?t=a.0.b`);
    expect(reply.status).toBe(400);
  });
});
