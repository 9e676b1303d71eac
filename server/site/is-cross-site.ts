// Whether a browser says a request comes from another site. Decorates `request.isCrossSite()`;
// every state-changing route of the launch list and the owners' API refuses such requests.
// The host compared is Fastify's `request.host`: X-Forwarded-Host behind a trusted proxy.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isCrossSite } from "./request-rules";

declare module "fastify" {
  interface FastifyRequest {
    isCrossSite(): boolean;
  }
}

const sameSite: FastifyPluginAsync = async (app) => {
  app.decorateRequest(
    "isCrossSite",
    function isCrossSiteRequest(this: FastifyRequest) {
      return isCrossSite({
        origin: this.headers.origin,
        referer: this.headers.referer,
        host: this.host || undefined,
        secFetchSite: String(this.headers["sec-fetch-site"] ?? ""),
      });
    },
  );
};

export default fp(sameSite, { name: "same-site" });
