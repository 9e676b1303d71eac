// The confirmation mail: plain text and HTML from the brand's copy (app/content/list-pages.ts,
// carried in build/deploy/signup.json), with the RFC 8058 one-click unsubscribe headers.
import { escapeHtml } from "../site/signup-page";
import type { confirmationMail as confirmationMailCopy } from "../../app/content/list-pages";

export type MailCopy = typeof confirmationMailCopy;

/** A header nodemailer sends as it is: never folded onto a second line, never encoded. */
export type PreparedHeader = { prepared: true; value: string };

const prepared = (value: string): PreparedHeader => ({ prepared: true, value });

/**
 * The headers every mail carries so mail apps show their own unsubscribe button, which POSTs to
 * the link (RFC 8058) instead of opening it. Sent unfolded: some receivers read a folded
 * List-Unsubscribe wrong, and a long signed link would be folded.
 */
export function unsubscribeHeaders(unsubscribeUrl: string) {
  return {
    "List-Unsubscribe": prepared(`<${unsubscribeUrl}>`),
    "List-Unsubscribe-Post": prepared("List-Unsubscribe=One-Click"),
  };
}

export function confirmationMail({
  copy,
  confirmUrl,
  unsubscribeUrl,
}: {
  copy: MailCopy;
  confirmUrl: string;
  unsubscribeUrl: string;
}): {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, PreparedHeader>;
} {
  const text = [
    copy.heading,
    "",
    copy.intro,
    "",
    confirmUrl,
    "",
    copy.expiry,
    copy.ignore,
    "",
    copy.signOff,
    `${copy.unsubscribe}: ${unsubscribeUrl}`,
    "",
  ].join("\n");
  const e = escapeHtml;
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${e(copy.subject)}</title></head>
<body style="margin:0;padding:24px;background:#0c0c0c;color:#f5f3ee;font-family:Arial,Helvetica,sans-serif">
<h1 style="font-size:28px;text-transform:uppercase;margin:0 0 16px">${e(copy.heading)}</h1>
<p style="font-size:16px;line-height:1.5">${e(copy.intro)}</p>
<p><a href="${e(confirmUrl)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#f5f3ee;color:#0c0c0c;font-weight:bold;text-decoration:none;text-transform:uppercase">${e(copy.button)}</a></p>
<p style="font-size:14px">${e(copy.fallback)}<br><a href="${e(confirmUrl)}" style="color:#f5f3ee">${e(confirmUrl)}</a></p>
<p style="font-size:14px">${e(copy.expiry)} ${e(copy.ignore)}</p>
<p style="font-size:14px">${e(copy.signOff)}</p>
<p style="font-size:12px"><a href="${e(unsubscribeUrl)}" style="color:#f5f3ee">${e(copy.unsubscribe)}</a></p>
</body></html>`;
  return {
    subject: copy.subject,
    text,
    html,
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
