// The SMTP transports every sender of the server shares, made here once from SMTP_URL (signed
// with DKIM when configured): one for the list's own mail (confirmations, test copies), and a
// pool of connections kept open for broadcasts, so a confirmation never queues behind a
// launch mail. Decorates `app.mailer`, null without SMTP_URL; closing the app closes both.
// Every mail's envelope sender is its recipient's own VERP address (verp.ts).
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { createMailTransport, type Transport } from "./mail-transport";
import { mailSender } from "./outbox-deliveries";
import { bounceDomainFor, verpAddress, type VerpSubject } from "./verp";

export interface Mailer {
  /** who the list's mail comes from */
  from: string | { name: string; address: string };
  /** confirmations and test copies */
  transactional: Transport;
  /** broadcasts: a pool of `bulkConnections` connections */
  bulk: Transport;
  /** The SMTP envelope of one recipient's mail: from its VERP address, to the recipient. */
  envelope: (to: string, subject: VerpSubject) => { from: string; to: string };
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer | null;
  }
}

export interface MailerOptions {
  config: Partial<
    Pick<
      Config,
      "smtpUrl" | "mailFrom" | "dkim" | "signupSecret" | "bounceDomain"
    >
  >;
  bulkConnections: number;
}

const mailer: FastifyPluginAsync<MailerOptions> = async (
  app,
  { config, bulkConnections },
) => {
  if (!config.smtpUrl) {
    app.decorate("mailer", null);
    return;
  }
  // The outbox sends a group of confirmation mails at once (outbox-worker.ts): a few kept
  // connections carry them without a handshake each.
  const transactional = createMailTransport(config.smtpUrl, config, 4);
  const bulk = createMailTransport(config.smtpUrl, config, bulkConnections);
  const from = mailSender(config, app.buildOutput.signup);
  const bounceDomain = bounceDomainFor(
    config.bounceDomain,
    typeof from === "string" ? from : from.address,
  );
  // SMTP_URL is only accepted with SIGNUP_SECRET beside it (config.ts).
  const secret = config.signupSecret ?? "";
  app.decorate("mailer", {
    from,
    transactional,
    bulk,
    envelope: (to, subject) => ({
      from: verpAddress(secret, bounceDomain, subject),
      to,
    }),
  });
  app.addHook("onClose", async () => {
    transactional.close();
    bulk.close();
  });
};

export default fp(mailer, { name: "mailer", dependencies: ["build-output"] });
