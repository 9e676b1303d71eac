// The launch list's store (SQLite or PostgreSQL, opened by whoever starts the server), shared
// by every area. Decorates `app.store`, and keeps the list's snapshot counted
// (store/list-snapshot.ts) while the server runs.
import { randomUUID } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { pollLoop } from "../poll-loop";
import type { Store } from "../store/index";

declare module "fastify" {
  interface FastifyInstance {
    store: Store;
  }
}

const storePlugin: FastifyPluginAsync<{ store: Store }> = async (
  app,
  { store },
) => {
  app.decorate("store", store);
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
