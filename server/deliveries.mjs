// @ts-check
// What the outbox worker sends, wired from the configuration: confirmation mails over SMTP
// (nodemailer) when SMTP_URL is set, webhook calls when SIGNUP_WEBHOOK_URL is set.
import { readFileSync } from "node:fs";
import nodemailer from "nodemailer";
import {
  confirmEndpoint,
  unsubscribeEndpoint,
} from "../app/lib/signup-form.mjs";
import { buildLayout } from "./build-layout.mjs";
import { confirmationMail } from "./mail.mjs";
import { startOutboxWorker } from "./outbox-worker.mjs";
import { confirmLinkLifetimeMs, signLink } from "./signed-link.mjs";
import { webhookHeaders } from "./webhook.mjs";

/** @typedef {import("./config.mjs").Config} Config */
/** @typedef {import("./store/index.mjs").Store} Store */
/** @typedef {import("./signup-api.mjs").SignupConfig} SignupConfig */
/** @typedef {import("./outbox-worker.mjs").Deliver} Deliver */

/** A webhook receiver gets this long to answer before the attempt counts as failed. */
const webhookTimeoutMs = 10_000;

/** @typedef {Pick<Config, "smtpUrl" | "mailFrom" | "webhookUrl" | "signupSecret" | "publicUrl">} DeliveryConfig */

/**
 * The origin links in mails and share links point to: PUBLIC_URL, else the site's baseUrl.
 * @param {Partial<Pick<Config, "publicUrl">>} config
 * @param {Pick<SignupConfig, "baseUrl">} signup
 */
export const publicOrigin = (config, signup) =>
  config.publicUrl ?? signup.baseUrl.replace(/\/+$/, "");

/**
 * The signed links of one subscriber, absolute on the site's public origin.
 * @param {{ secret: string, origin: string, code: string, now: Date }} parts
 */
export function subscriberLinks({ secret, origin, code, now }) {
  const expires = new Date(now.getTime() + confirmLinkLifetimeMs);
  return {
    confirm: `${origin}${confirmEndpoint}?t=${signLink(secret, "confirm", code, expires)}`,
    unsubscribe: `${origin}${unsubscribeEndpoint}?t=${signLink(secret, "unsubscribe", code, null)}`,
  };
}

/**
 * Starts the outbox worker with a deliverer for each configured kind; without SMTP_URL or
 * SIGNUP_WEBHOOK_URL it has nothing to do and does not poll.
 * @param {object} options
 * @param {string} options.buildDir
 * @param {Store} options.store
 * @param {DeliveryConfig} options.config
 * @param {() => Date} [options.now]
 * @param {Partial<Parameters<typeof startOutboxWorker>[0]>} [options.worker] timing, for tests
 */
export function startDeliveries({
  buildDir,
  store,
  config,
  now = () => new Date(),
  worker = {},
}) {
  /** @type {SignupConfig} */
  const signup = JSON.parse(readFileSync(buildLayout(buildDir).signup, "utf8"));
  const origin = publicOrigin(config, signup);
  const secret = config.signupSecret ?? "";
  /** @type {Partial<Record<"mail" | "webhook", Deliver>>} */
  const deliver = {};

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    const from = config.mailFrom ?? {
      name: signup.brand,
      address: signup.sender,
    };
    deliver.mail = async (row) => {
      const { email } = JSON.parse(row.payload);
      const subscriber = await store.findSignup({ email });
      // Confirmed, left or erased since the mail was queued: nothing to send.
      if (subscriber?.status !== "pending" || !subscriber.referralCode) return;
      const links = subscriberLinks({
        secret,
        origin,
        code: subscriber.referralCode,
        now: now(),
      });
      const mail = confirmationMail({
        copy: signup.mail,
        confirmUrl: links.confirm,
        unsubscribeUrl: links.unsubscribe,
      });
      await transport.sendMail({ from, to: email, ...mail });
    };
  }

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

  return startOutboxWorker({ db: store.db, deliver, now, ...worker });
}
