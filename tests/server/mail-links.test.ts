// What the links in mails do, on SQLite and PostgreSQL: opening a confirmation link changes
// nothing (mail scanners open every link), its page's button confirms; a mail app's one-click
// unsubscribe arrives as either form body RFC 8058 allows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmPage } from "../../app/content/confirm-page";
import {
  confirmEndpoint,
  unsubscribeEndpoint,
} from "../../app/lib/signup-form";
import { escapeHtml } from "../../server/site/signup-page";
import { bothEngines } from "./engines";
import { request, type Reply } from "./http";
import { openLink, pressLink, statusOf } from "./link-clicks";
import { linkIn, startMailSink } from "./mail-sink";
import { form, json, signupServers, type SignupServer } from "./signup-server";

type Server = SignupServer;
const servers = signupServers("bb-mail-links-");
let sink: Awaited<ReturnType<typeof startMailSink>>;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(() => sink.stop());

const text = (reply: Reply) => reply.body.toString("utf8");

describe.each(bothEngines())("the links in mails on $name", (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await servers.start({
      smtpUrl: sink.url,
      signupSecret: "mail-links-secret-of-at-least-32-chars",
      databaseUrl: (await engine.fresh()).DATABASE_URL,
    });
  });
  afterAll(() => server.stop());

  /** An address of this engine's own, so the two engines' mails never mix in the sink. */
  const at = (name: string) => `${name}-${engine.name}@mail.test`;
  const signUp = (email: string) =>
    server.post(json, JSON.stringify({ email, source: "home" }));
  async function mailsTo(email: string) {
    await server.deliveries.runOnce();
    return sink.to(email);
  }

  it("opens a page from the link that changes nothing: a mail scanner confirms no one", async () => {
    await signUp(at("scanned"));
    const [mail] = await mailsTo(at("scanned"));
    const link = linkIn(mail, confirmEndpoint);
    const page = await openLink(server, link);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(text(page)).toContain(escapeHtml(confirmPage.button));
    const action = text(page).match(/<form method="post" action="([^"]+)"/);
    expect(action?.[1]).toBe(
      escapeHtml(`${link.pathname}?t=${link.searchParams.get("t")}`),
    );
    const head = await request(server.port, link.pathname + link.search, {
      method: "HEAD",
    });
    expect(head.status).toBe(200);
    expect(await statusOf(server, at("scanned"))).toBe("pending");
    // A cross-site post (a page elsewhere pressing for the visitor) is refused too.
    const crossSite = await request(server.port, link.pathname + link.search, {
      method: "POST",
      headers: { "Content-Type": form, Origin: "https://evil.test" },
      body: "",
    });
    expect(crossSite.status).toBe(403);
    expect(await statusOf(server, at("scanned"))).toBe("pending");
  });

  it("takes the one-click post as multipart/form-data too, the form RFC 8058 prefers", async () => {
    const boundary = "----=_Part_8058";
    const multipart = (
      body: string,
      type = `multipart/form-data; boundary=${boundary}`,
    ) => ({ "Content-Type": type, body }) as const;
    const oneClick = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      "",
      "One-Click",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    await signUp(at("multipart"));
    const [mail] = await mailsTo(at("multipart"));
    await pressLink(server, linkIn(mail, confirmEndpoint));
    const link = linkIn(mail, unsubscribeEndpoint);
    const post = ({ body, ...headers }: ReturnType<typeof multipart>) =>
      request(server.port, link.pathname + link.search, {
        method: "POST",
        headers,
        body,
      });
    // A body the parser cannot read is refused and changes nothing.
    for (const bad of [
      multipart("not multipart at all"),
      multipart(oneClick, "multipart/form-data"),
    ]) {
      expect((await post(bad)).status).toBe(400);
      expect(await statusOf(server, at("multipart"))).toBe("confirmed");
    }
    const reply = await post(multipart(oneClick));
    expect(reply.status).toBe(200);
    expect(await statusOf(server, at("multipart"))).toBe("unsubscribed");
  });
});
