// The SMTP connection mails leave by: SMTP_URL, signed with DKIM when it is configured. The
// signature covers the one-click unsubscribe pair, as Gmail and Yahoo ask of bulk mail.
import nodemailer from "nodemailer";
import type { Config } from "../config";

/** Headers the DKIM signature covers, the unsubscribe pair and the list's id included. */
export const dkimSignedHeaders =
  "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:List-Id:List-Unsubscribe:List-Unsubscribe-Post";

export type Transport = ReturnType<typeof createMailTransport>;

/**
 * @param connections with a number, a pool of that many connections kept open; without,
 *   one connection per mail
 */
export function createMailTransport(
  smtpUrl: string,
  config: Partial<Pick<Config, "dkim">>,
  connections?: number,
) {
  return nodemailer.createTransport({
    url: smtpUrl,
    // A pooled connection carries mail after mail: a new one every 100 (nodemailer's
    // default) would cost a handshake every fifth of a second at 500 mails a second.
    ...(connections
      ? { pool: true, maxConnections: connections, maxMessages: 10_000 }
      : {}),
    ...(config.dkim
      ? { dkim: { ...config.dkim, headerFieldNames: dkimSignedHeaders } }
      : {}),
  });
}
