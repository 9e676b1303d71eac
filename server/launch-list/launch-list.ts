// The launch list's store (SQLite or PostgreSQL, opened by whoever starts the server) and the
// launch list's rules on top of it. Decorates `app.store` and `app.launchList`, and keeps the
// list's snapshot counted (store/list-snapshot.ts) while the server runs.
import { randomUUID } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { createLaunchList } from "./list-rules";
import { pollLoop } from "../poll-loop";
import type { Store } from "../store/index";

export type LaunchList = ReturnType<typeof createLaunchList>;

declare module "fastify" {
  interface FastifyInstance {
    store: Store;
    launchList: LaunchList;
  }
}

export interface StoreOptions {
  store: Store;
  /** Mail is configured: new addresses wait for confirmation. */
  doubleOptIn: boolean;
  /** A webhook is configured: confirmations and unsubscribes are queued for it. */
  webhooks: boolean;
  now?: () => Date;
}

const storePlugin: FastifyPluginAsync<StoreOptions> = async (
  app,
  { store, doubleOptIn, webhooks, now },
) => {
  app.decorate("store", store);
  app.decorate(
    "launchList",
    createLaunchList({ store, doubleOptIn, webhooks, now }),
  );
  const instance = randomUUID();
  const counting = pollLoop(
    "Snapshot",
    async () => {
      await store.snapshot.countIfDue(instance);
    },
    { pollMs: store.snapshot.timing.pollMs, log: app.log },
  );
  app.addHook("onClose", () => counting.stop());
};

export default fp(storePlugin, { name: "store" });
