// Every answer of the API, refusals and 404s included, carries the build's security headers
// and is never cached: it depends on what was posted. A filled-in page (`reply.sendPage`)
// carries its own page's policy, which allows exactly its inline code; the static site's
// answers are complete before they are sent (static-site.ts).
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { cacheControl, securityHeadersFor } from "./http-policy";

declare module "fastify" {
  interface FastifyReply {
    /** Sends a prerendered page, filled in, with that page's own security headers. */
    sendPage(file: string, html: string): FastifyReply;
  }
}

const securityHeaders: FastifyPluginAsync = async (app) => {
  const { security } = app.buildOutput;
  const common = securityHeadersFor(security);

  // The filling changes no script or style, so the policy the build made for the page still
  // allows exactly them.
  app.decorateReply(
    "sendPage",
    function sendPage(this: FastifyReply, file: string, html: string) {
      return this.type("text/html; charset=utf-8")
        .headers(securityHeadersFor(security, `/${file}`))
        .send(html);
    },
  );

  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(common))
      if (!reply.hasHeader(name)) reply.header(name, value);
    reply.header("cache-control", cacheControl.none);
    return payload;
  });
};

export default fp(securityHeaders, {
  name: "security-headers",
  dependencies: ["build-output"],
});
