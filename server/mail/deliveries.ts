// The outbox worker: confirmation mails over the server's SMTP transport (mailer.ts) and webhook
// calls, queued in the store in the same transaction as the change they announce, sent from
// here with retries. Decorates
// `app.deliveries`; closing the app stops it after the attempt in progress.
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { startDeliveries, type DeliveryConfig } from "./outbox-deliveries";

declare module "fastify" {
  interface FastifyInstance {
    deliveries: ReturnType<typeof startDeliveries>;
  }
}

export interface DeliveriesOptions {
  config: DeliveryConfig;
  now?: () => Date;
  /** The worker's timing, for tests. */
  worker?: Parameters<typeof startDeliveries>[0]["worker"];
}

const deliveries: FastifyPluginAsync<DeliveriesOptions> = async (
  app,
  { config, now, worker },
) => {
  const running = startDeliveries({
    signup: app.buildOutput.signup,
    store: app.store,
    mail: app.mailer,
    config,
    now,
    worker,
    log: app.log,
  });
  app.decorate("deliveries", running);
  app.addHook("onClose", () => running.stop());
};

export default fp(deliveries, {
  name: "deliveries",
  dependencies: ["build-output", "store", "mailer"],
});
