/** The parts of a mailto link. */
export type MailtoParts = { to: string; subject: string; body: string };

// RFC 6068: percent-encode everything outside the unreserved set, so spaces become %20
// (never "+", which mail clients would show literally) and "+" in an address survives.
function encode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Builds an RFC 6068 mailto URL; line breaks in the body are sent as CRLF. */
export function buildMailto({ to, subject, body }: MailtoParts): string {
  const crlfBody = body.replace(/\r?\n/g, "\r\n");
  const address = encode(to).replace(/%40/g, "@");
  return `mailto:${address}?subject=${encode(subject)}&body=${encode(crlfBody)}`;
}

/** The newsletter sign-up message the visitor's mail client opens with. */
export function newsletterMailto(
  to: string,
  visitorEmail: string,
  now: Date,
): string {
  return buildMailto({
    to,
    subject: "Newsletter Subscription",
    body: `Please subscribe this address to the newsletter.\nEmail: ${visitorEmail}\nRequested at: ${now.toISOString()}`,
  });
}
