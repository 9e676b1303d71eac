// The launch mail: what `npm run signups -- broadcast create` sends when given no subject or
// body of its own. Placeholders in double braces are filled in for each recipient:
// {{shop_url}} (the shop, tagged so it can tell what the mail brought) and
// {{unsubscribe_url}} (a one-click link that leaves the list). Both bodies must carry the
// unsubscribe link.
import { site } from "./site";

export const launchMail = {
  subject: "We're live. Go look.",
  text: [
    "The wait is over. Blunt & Bold is open.",
    "",
    "You signed up early, so you hear it first: the shop is live, the first drop is on the",
    "shelves, and nothing in it is subtle.",
    "",
    "Shop now: {{shop_url}}",
    "",
    "Wear what you mean.",
    "Blunt & Bold",
    "",
    "Not for you any more? Leave the list: {{unsubscribe_url}}",
    "",
  ].join("\n"),
  html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>We're live. Go look.</title></head>
<body style="margin:0;padding:24px;background:#0c0c0c;color:#f5f3ee;font-family:Arial,Helvetica,sans-serif">
<h1 style="font-size:32px;text-transform:uppercase;margin:0 0 16px">The wait is over.</h1>
<p style="font-size:16px;line-height:1.5">You signed up early, so you hear it first: the shop is live, the first drop is on the shelves, and nothing in it is subtle.</p>
<p><a href="{{shop_url}}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#e3ff3c;color:#0c0c0c;font-weight:bold;text-decoration:none;text-transform:uppercase">Shop now</a></p>
<p style="font-size:14px">Wear what you mean.<br>Blunt &amp; Bold</p>
<p style="font-size:12px"><a href="{{unsubscribe_url}}" style="color:#f5f3ee">Not for you any more? Leave the list.</a></p>
</body></html>`,
  /** Where {{shop_url}} points: the shop, tagged as this mail's traffic. */
  shopUrl: `${site.shopUrl}/?utm_source=launch-mail&utm_medium=email&utm_campaign=launch`,
} as const;
