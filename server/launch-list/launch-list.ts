// The launch list's rules (list-rules.ts) on the server's store: what a signup, a confirmation
// and an unsubscribe do. Decorates `app.launchList`.
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { createLaunchList } from "./list-rules";

export type LaunchList = ReturnType<typeof createLaunchList>;

declare module "fastify" {
  interface FastifyInstance {
    launchList: LaunchList;
  }
}

export interface LaunchListOptions {
  /** Mail is configured: new addresses wait for confirmation. */
  doubleOptIn: boolean;
  /** A webhook is configured: confirmations and unsubscribes are queued for it. */
  webhooks: boolean;
  now?: () => Date;
}

const launchList: FastifyPluginAsync<LaunchListOptions> = async (
  app,
  { doubleOptIn, webhooks, now },
) => {
  app.decorate(
    "launchList",
    createLaunchList({ store: app.store, doubleOptIn, webhooks, now }),
  );
};

export default fp(launchList, { name: "launch-list", dependencies: ["store"] });
