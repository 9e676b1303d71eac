// The launch list's rules (list-rules.ts) on the server's store: what a signup, a confirmation
// and an unsubscribe do. Decorates `app.subscriptions`.
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { createLaunchList } from "./list-rules";

export type Subscriptions = ReturnType<typeof createLaunchList>;

declare module "fastify" {
  interface FastifyInstance {
    subscriptions: Subscriptions;
  }
}

export interface SubscriptionsOptions {
  /** Mail is configured: new addresses wait for confirmation. */
  doubleOptIn: boolean;
  /** A webhook is configured: confirmations and unsubscribes are queued for it. */
  webhooks: boolean;
  now?: () => Date;
}

const subscriptions: FastifyPluginAsync<SubscriptionsOptions> = async (
  app,
  { doubleOptIn, webhooks, now },
) => {
  app.decorate(
    "subscriptions",
    createLaunchList({ store: app.store, doubleOptIn, webhooks, now }),
  );
};

export default fp(subscriptions, {
  name: "subscriptions",
  dependencies: ["store"],
});
