// Which host a request was sent to, and whether a browser says it comes from another site.
// Decorates `request.siteHost()` and `request.isCrossSite()`; every state-changing route of
// the launch list refuses cross-site requests.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isCrossSite } from "./request-rules";

declare module "fastify" {
  interface FastifyRequest {
    /** The Host the visitor's browser used (X-Forwarded-Host behind a trusted proxy). */
    siteHost(): string | undefined;
    isCrossSite(): boolean;
  }
}

const sameSite: FastifyPluginAsync<{ trustProxy: boolean }> = async (
  app,
  { trustProxy },
) => {
  app.decorateRequest("siteHost", function siteHost(this: FastifyRequest) {
    const host =
      (trustProxy && this.headers["x-forwarded-host"]) || this.headers.host;
    return Array.isArray(host) ? host[0] : host;
  });
  app.decorateRequest(
    "isCrossSite",
    function isCrossSiteRequest(this: FastifyRequest) {
      return isCrossSite({
        origin: this.headers.origin,
        referer: this.headers.referer,
        host: this.siteHost(),
        secFetchSite: String(this.headers["sec-fetch-site"] ?? ""),
      });
    },
  );
};

export default fp(sameSite, { name: "same-site" });
