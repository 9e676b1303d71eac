// What the outbox worker sends, wired from the configuration: confirmation mails over the
// server's SMTP transport (mailer.ts) when SMTP_URL is set, webhook calls when
// SIGNUP_WEBHOOK_URL is set.
import type { Log } from "../logger";
import {
  confirmEndpoint,
  unsubscribeEndpoint,
} from "../../app/lib/signup-form";
import { confirmationMail } from "./confirmation-mail";
import type { Mailer } from "./mailer";
import { startOutboxWorker, type Deliver } from "./outbox-worker";
import { confirmLinkLifetimeMs, signLink } from "../launch-list/signed-link";
import { webhookHeaders } from "./webhook";
import { mailEventsTable } from "../store/mail";
import type { Config } from "../config";
import type { Store } from "../store/index";
import type { SignupConfig } from "../site/build-output";

export type DeliveryConfig = Partial<
  Pick<Config, "webhookUrl" | "signupSecret" | "publicUrl" | "leaseSeconds">
>;

/** A webhook receiver gets this long to answer before the attempt counts as failed. */
const webhookTimeoutMs = 10_000;

/**
 * The origin links in mails and share links point to: PUBLIC_URL, else the site's baseUrl.
 */
export const publicOrigin = (
  config: Partial<Pick<Config, "publicUrl">>,
  signup: Pick<SignupConfig, "baseUrl">,
) => config.publicUrl ?? signup.baseUrl.replace(/\/+$/, "");

/** Who the list's mail comes from: MAIL_FROM, else the brand at its sending address. */
export const mailSender = (
  config: Partial<Pick<Config, "mailFrom">>,
  signup: Pick<SignupConfig, "brand" | "sender">,
) => config.mailFrom ?? { name: signup.brand, address: signup.sender };

/** The signed links of one subscriber, absolute on the site's public origin. */
export function subscriberLinks({
  secret,
  origin,
  code,
  now,
}: {
  secret: string;
  origin: string;
  code: string;
  now: Date;
}) {
  const expires = new Date(now.getTime() + confirmLinkLifetimeMs);
  return {
    confirm: `${origin}${confirmEndpoint}?t=${signLink(secret, "confirm", code, expires)}`,
    unsubscribe: `${origin}${unsubscribeEndpoint}?t=${signLink(secret, "unsubscribe", code, null)}`,
  };
}

/**
 * Starts the outbox worker with a deliverer for each configured kind; without mail or a
 * webhook it has nothing to do and does not poll.
 * @param options.worker the outbox worker's timing, for tests
 */
export function startDeliveries({
  signup,
  store,
  mail,
  config,
  now = () => new Date(),
  worker = {},
  log,
}: {
  signup: SignupConfig;
  store: Store;
  mail: Mailer | null;
  config: DeliveryConfig;
  now?: () => Date;
  worker?: Partial<Parameters<typeof startOutboxWorker>[0]>;
  log: Pick<Log, "error">;
}) {
  const origin = publicOrigin(config, signup);
  const secret = config.signupSecret ?? "";
  const deliver: Partial<Record<"mail" | "webhook", Deliver>> = {};
  const mailEvents = mailEventsTable(store.db);

  if (mail)
    deliver.mail = async (row) => {
      const { email } = JSON.parse(row.payload);
      const subscriber = await store.findSignup({ email });
      // Confirmed, left or erased since the mail was queued, or bounced before: nothing to send.
      if (subscriber?.status !== "pending" || !subscriber.referralCode) return;
      if (await mailEvents.isSuppressed(email)) return;
      const links = subscriberLinks({
        secret,
        origin,
        code: subscriber.referralCode,
        now: now(),
      });
      const message = confirmationMail({
        copy: signup.mail,
        confirmUrl: links.confirm,
        unsubscribeUrl: links.unsubscribe,
      });
      await mail.transactional.sendMail({
        from: mail.from,
        to: email,
        envelope: mail.envelope(email, {
          code: subscriber.referralCode,
          mail: { kind: "confirmation" },
        }),
        ...message,
      });
    };

  const webhookUrl = config.webhookUrl;
  if (webhookUrl)
    deliver.webhook = async (row) => {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: webhookHeaders(secret, row.id, row.payload, now()),
        body: row.payload,
        signal: AbortSignal.timeout(webhookTimeoutMs),
        redirect: "error",
      });
      await response.arrayBuffer().catch(() => {});
      if (!response.ok)
        throw new Error(`The webhook answered ${response.status}`);
    };

  const outbox = startOutboxWorker({
    db: store.db,
    deliver,
    now,
    ...(config.leaseSeconds && { leaseMs: config.leaseSeconds * 1000 }),
    ...worker,
    log,
  });
  return { runOnce: outbox.runOnce, stop: outbox.stop };
}
