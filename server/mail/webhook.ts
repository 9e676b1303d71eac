// Webhook calls to the brand's tools: the JSON body of an event and the headers that let the
// receiver check it came from this server (HMAC-SHA256 of `timestamp.body` with SIGNUP_SECRET)
// and drop a repeat (the event id: a call that timed out is sent again).
import { createHmac } from "node:crypto";
import type { Signup } from "../store/launch-list";

type WebhookType = "confirmed" | "unsubscribed";

/**
 * The signature header's value for one call.
 * @param timestamp seconds since the epoch, as sent in X-Signup-Timestamp
 */
export function webhookSignature(
  secret: string,
  timestamp: string,
  body: string,
) {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export function webhookHeaders(
  secret: string,
  eventId: string,
  body: string,
  now: Date,
) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    "content-type": "application/json",
    "x-signup-event-id": eventId,
    "x-signup-timestamp": timestamp,
    "x-signup-signature": webhookSignature(secret, timestamp, body),
  };
}

/**
 * The body of one event: what happened, to whom, when, and where they came from.
 * @param signup as it is after the change
 */
export function webhookBody(id: string, type: WebhookType, signup: Signup) {
  return JSON.stringify({
    id,
    type,
    occurred_at:
      type === "confirmed" ? signup.confirmedAt : signup.unsubscribedAt,
    email: signup.email,
    created_at: signup.createdAt,
    confirmed_at: signup.confirmedAt,
    unsubscribed_at: signup.unsubscribedAt,
    source: signup.source,
    attribution: {
      utm_source: signup.utmSource,
      utm_medium: signup.utmMedium,
      utm_campaign: signup.utmCampaign,
      ref: signup.referredBy,
    },
  });
}
