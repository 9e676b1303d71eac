// The broadcast sender of this instance: it takes up every broadcast that is sending and
// mails its recipients over the server's bulk transport (mail/mailer.ts), at the broadcast's
// rate shared by all instances. Decorates `app.broadcastSender`, null without SMTP_URL;
// closing the app ends it once the mails in flight are recorded.
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { launchMail } from "../../app/content/launch-mail";
import type { Config } from "../config";
import { publicOrigin, subscriberLinks } from "../mail/outbox-deliveries";
import { startBroadcastSender, type SenderTiming } from "./sender";

declare module "fastify" {
  interface FastifyInstance {
    broadcastSender: ReturnType<typeof startBroadcastSender> | null;
  }
}

export interface BroadcastSenderOptions {
  config: Partial<Pick<Config, "signupSecret" | "publicUrl" | "leaseSeconds">>;
  now?: () => Date;
  /** The sender's timing, for tests. */
  timing?: Partial<SenderTiming>;
}

const broadcastSender: FastifyPluginAsync<BroadcastSenderOptions> = async (
  app,
  { config, now = () => new Date(), timing = {} },
) => {
  const { mailer: mail } = app;
  if (!mail) {
    app.decorate("broadcastSender", null);
    return;
  }
  const origin = publicOrigin(config, app.buildOutput.signup);
  const secret = config.signupSecret ?? "";
  const sender = startBroadcastSender({
    store: app.store,
    transport: mail.bulk,
    from: mail.from,
    envelope: mail.envelope,
    unsubscribeUrl: (code) =>
      subscriberLinks({ secret, origin, code, now: now() }).unsubscribe,
    shopUrl: launchMail.shopUrl,
    host: new URL(origin).host,
    now,
    log: app.log,
    timing: {
      ...(config.leaseSeconds && {
        leaseMs: config.leaseSeconds * 1000,
      }),
      ...timing,
    },
  });
  app.decorate("broadcastSender", sender);
  app.addHook("onClose", () => sender.stop());
};

export default fp(broadcastSender, {
  name: "broadcast-sender",
  dependencies: ["build-output", "store", "mailer"],
});
