// What a signup, a confirmation and an unsubscribe do to the list, and which mails and webhook
// calls they queue in the same transaction. The HTTP side is in the *-routes.ts beside it,
// delivery in ../mail/outbox-worker.ts. The clock is injected so tests can step through the
// resend rules.
import { randomUUID } from "node:crypto";
import type { Store } from "../store/index";
import {
  confirmChange,
  newReferralCode,
  resendChange,
  unsubscribeChange,
  type FirstTouch,
  type Signup,
} from "../store/launch-list";
import type { OutboxEvent } from "../store/mail";
import { webhookBody } from "../mail/webhook";
import type { Attribution } from "../../app/lib/attribution";
import type { VisitorTouch } from "../store/visits";
import { cleanDimension, sourceOf } from "../visits/visit-rules";

/**
 * A pending address that signs up again gets the mail again, but at most once per 10 minutes
 * and at most 3 times after the first mail: nobody can flood an inbox through the form.
 */
export const resendRules = { minGapMs: 10 * 60 * 1000, maxResends: 3 };

/**
 * The attribution a signup keeps: what its post carried, and where it carried none, the
 * first touch of its visit (the form may be posted from another page than the landing one).
 */
function withTouch(
  posted: Attribution,
  touch: VisitorTouch | null,
): Attribution {
  return {
    utm_source: posted.utm_source,
    utm_medium: posted.utm_medium ?? (touch?.medium || null),
    utm_campaign: posted.utm_campaign ?? (touch?.campaign || null),
    ref: posted.ref ?? touch?.ref ?? null,
  };
}

/**
 * The first touch a signup is counted by in the funnel: its visit's, or without one (no
 * JavaScript and no image, Sec-GPC) its post's; a referred signup counts for its referrer's
 * source, as the referred visit did.
 */
function firstTouch(
  attribution: Attribution,
  touch: VisitorTouch | null,
  referrer: Signup | null,
): FirstTouch {
  const own = touch
    ? {
        source: touch.source,
        medium: touch.medium,
        campaign: touch.campaign,
        landing: touch.path,
        referrer: touch.referrer,
      }
    : {
        source: sourceOf({
          utmSource: cleanDimension(attribution.utm_source ?? undefined),
          referrer: "",
        }),
        medium: cleanDimension(attribution.utm_medium ?? undefined),
        campaign: cleanDimension(attribution.utm_campaign ?? undefined),
        landing: "",
        referrer: "",
      };
  return referrer
    ? {
        ...own,
        source:
          referrer.visit?.source ??
          sourceOf({ utmSource: referrer.utmSource ?? "", referrer: "" }),
      }
    : own;
}

/** The address a confirmation link names, or why it names none. */
export type LinkTarget =
  | { kind: "pending"; signup: Signup }
  | { kind: "confirmed"; signup: Signup }
  | { kind: "gone" }
  | { kind: "left" };

/** The confirmation mail to a pending address; rendered when it is sent. */
export const confirmMailTemplate = "confirm";

/**
 * @param options.doubleOptIn mail is configured: new addresses wait for confirmation
 * @param options.webhooks a webhook is configured: confirmations and unsubscribes are queued for it
 */
export function createLaunchList({
  store,
  doubleOptIn,
  webhooks,
  now = () => new Date(),
}: {
  store: Store;
  doubleOptIn: boolean;
  webhooks: boolean;
  now?: () => Date;
}) {
  const confirmMail = (signup: Signup, at: string): OutboxEvent => ({
    kind: "mail",
    key: `mail:${confirmMailTemplate}:${signup.email}:${at}`,
    subscriber: signup.email,
    payload: JSON.stringify({
      template: confirmMailTemplate,
      email: signup.email,
    }),
  });

  /** @param signup as it is after the change */
  function webhook(
    type: "confirmed" | "unsubscribed",
    signup: Signup,
  ): OutboxEvent[] {
    if (!webhooks) return [];
    const id = randomUUID();
    const at =
      type === "confirmed" ? signup.confirmedAt : signup.unsubscribedAt;
    return [
      {
        id,
        kind: "webhook",
        key: `webhook:${type}:${signup.email}:${at}`,
        subscriber: signup.email,
        payload: webhookBody(id, type, signup),
      },
    ];
  }

  /**
   * Confirms a pending or unsubscribed address at `at`.
   */
  async function markConfirmed(signup: Signup, at: string) {
    await store.applyChange(
      {
        ...confirmChange(signup.email, signup.status, at),
        events: webhook("confirmed", {
          ...signup,
          status: "confirmed",
          confirmedAt: at,
          unsubscribedAt: null,
        }),
      },
      at,
    );
  }

  /**
   * Queues the confirmation mail again for a pending address (or one coming back after
   * leaving), within the resend rules; `restart` starts the count again.
   */
  async function sendAgain(signup: Signup, at: string, restart: boolean) {
    if (!restart) {
      const last = signup.lastSentAt ? Date.parse(signup.lastSentAt) : 0;
      if (signup.sends > resendRules.maxResends) return;
      if (Date.parse(at) - last < resendRules.minGapMs) return;
    }
    const sends = restart ? 1 : signup.sends + 1;
    await store.applyChange(
      {
        ...resendChange(signup.email, signup.status, signup.sends, sends, at),
        events: [confirmMail(signup, at)],
      },
      at,
    );
  }

  /**
   * What a confirmation link names, changing nothing: the address `pending` or `confirmed`;
   * `left`: it unsubscribed since; `gone`: it was erased.
   */
  async function linkTarget(code: string): Promise<LinkTarget> {
    const signup = await store.findSignup({ code });
    if (!signup) return { kind: "gone" };
    if (signup.status === "unsubscribed") return { kind: "left" };
    return signup.status === "pending"
      ? { kind: "pending", signup }
      : { kind: "confirmed", signup };
  }

  return {
    /**
     * Puts an address on the list, or handles a repeat: a pending address may get its mail
     * again, one that left comes back, a confirmed one is left alone. Resolves with the row as
     * stored, once committed.
     */
    async subscribe({
      email,
      source,
      consentVersion,
      attribution: posted,
      touch = null,
    }: {
      email: string;
      source: string;
      consentVersion: string;
      attribution: Attribution;
      /** the first touch of the visitor's visit today, when it was counted */
      touch?: VisitorTouch | null;
    }): Promise<Signup> {
      const at = now().toISOString();
      const attribution = withTouch(posted, touch);
      const referrer = attribution.ref
        ? await store.findSignup({ code: attribution.ref })
        : null;
      const ref =
        referrer && referrer.email !== email ? referrer.referralCode : null;
      const status = doubleOptIn ? "pending" : "confirmed";

      const fresh: Signup = {
        email,
        createdAt: at,
        source,
        consentVersion,
        status,
        confirmedAt: doubleOptIn ? null : at,
        unsubscribedAt: null,
        referralCode: newReferralCode(),
        referredBy: ref,
        utmSource: attribution.utm_source,
        utmMedium: attribution.utm_medium,
        utmCampaign: attribution.utm_campaign,
        sends: doubleOptIn ? 1 : 0,
        lastSentAt: doubleOptIn ? at : null,
        visit: firstTouch(attribution, touch, ref ? referrer : null),
      };
      const added = await store.addSignup(
        {
          ...fresh,
          referralCode: fresh.referralCode ?? undefined,
          attribution: { ...attribution, ref },
          visit: fresh.visit ?? undefined,
        },
        doubleOptIn ? [confirmMail(fresh, at)] : webhook("confirmed", fresh),
      );
      // Only a repeat needs the stored row: a new address is stored as `fresh`.
      if (added) return fresh;
      const stored = await store.findSignup({ email });
      // Erased between the insert and this read: the visitor is told what they were told anyway.
      if (!stored) return fresh;
      if (stored.status === "confirmed") return stored;
      if (doubleOptIn)
        await sendAgain(stored, at, stored.status === "unsubscribed");
      else await markConfirmed(stored, at);
      return (await store.findSignup({ email })) ?? stored;
    },

    linkTarget,

    /**
     * What the confirmation page's button does: a pending address is confirmed (and the
     * webhook queued); a confirmed one stays so.
     */
    async confirm(code: string): Promise<LinkTarget> {
      const target = await linkTarget(code);
      if (target.kind !== "pending") return target;
      await markConfirmed(target.signup, now().toISOString());
      return linkTarget(code);
    },

    /**
     * What an unsubscribe link does: the address is marked as left, with the time; the
     * webhook hears of it when the brand's tools knew the address (it was confirmed).
     * An address already gone or left is left as it is.
     */
    async unsubscribe(code: string) {
      const signup = await store.findSignup({ code });
      if (!signup || signup.status === "unsubscribed") return;
      const at = now().toISOString();
      await store.applyChange(
        {
          ...unsubscribeChange(code, signup.status, at),
          events:
            signup.status === "confirmed"
              ? webhook("unsubscribed", {
                  ...signup,
                  status: "unsubscribed",
                  unsubscribedAt: at,
                })
              : [],
        },
        at,
      );
    },

    /**
     * A confirmed address's place in the queue and its confirmed referrals, as last counted
     * (list-snapshot.ts), with when; null before the first count.
     */
    place(email: string) {
      return store.snapshot.place(email);
    },
  };
}
