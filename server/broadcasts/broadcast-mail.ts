// One recipient's copy of a broadcast: the bodies filled in, the RFC 8058 one-click
// unsubscribe pair (left unfolded), List-Id, and a Message-ID fixed per broadcast and
// recipient, so a copy sent twice after a crash is one message to the mailbox.
import { createHash } from "node:crypto";
import { escapeHtml } from "../site/signup-page";
import { unsubscribeHeaders } from "../mail/confirmation-mail";
import { fillTemplate } from "./template";

export interface BroadcastMailInput {
  broadcast: {
    id: string;
    subject: string;
    textBody: string;
    htmlBody: string | null;
  };
  email: string;
  unsubscribeUrl: string;
  shopUrl: string;
  /** the site's host, for List-Id and Message-ID */
  host: string;
  /** a test copy: marked as one in its subject */
  test?: boolean;
}

/** The same id for the same broadcast and recipient, whoever sends it and however often. */
export function broadcastMessageId(
  broadcastId: string,
  email: string,
  host: string,
) {
  const recipient = createHash("sha256")
    .update(email.toLowerCase())
    .digest("hex")
    .slice(0, 24);
  return `<${broadcastId}.${recipient}@${host}>`;
}

export function broadcastMail({
  broadcast,
  email,
  unsubscribeUrl,
  shopUrl,
  host,
  test = false,
}: BroadcastMailInput) {
  const values = { unsubscribe_url: unsubscribeUrl, shop_url: shopUrl };
  return {
    subject: test ? `[Test] ${broadcast.subject}` : broadcast.subject,
    text: fillTemplate(broadcast.textBody, values),
    ...(broadcast.htmlBody === null
      ? {}
      : { html: fillTemplate(broadcast.htmlBody, values, escapeHtml) }),
    messageId: broadcastMessageId(broadcast.id, email, host),
    headers: {
      ...unsubscribeHeaders(unsubscribeUrl),
      "List-Id": `Launch list <launch.${host}>`,
    },
  };
}
