// A broadcast's bodies are templates: `{{name}}` placeholders filled in for each recipient.
// Checked before a send starts, so a typo never reaches the list. Owners paste whole mails
// here, so the scan below reads each character a bounded number of times: a body of any
// content is checked in time linear in its length.

/** The placeholders a broadcast body may use. */
export const placeholders = ["unsubscribe_url", "shop_url"] as const;
export type Placeholder = (typeof placeholders)[number];

interface Span {
  start: number;
  end: number;
  /** what stands between the braces, without the spaces around it */
  name: string;
}

/**
 * Every `{{ name }}` in the body, left to right: two opening braces, then anything without a
 * brace, then two closing braces.
 */
export function placeholderSpans(body: string): Span[] {
  const spans: Span[] = [];
  let from = 0;
  for (;;) {
    const start = body.indexOf("{{", from);
    if (start < 0) return spans;
    let at = start + 2;
    while (at < body.length && body[at] !== "{" && body[at] !== "}") at++;
    if (at >= body.length) return spans;
    if (body[at] === "}" && body[at + 1] === "}") {
      spans.push({
        start,
        end: at + 2,
        name: body.slice(start + 2, at).trim(),
      });
      from = at + 2;
    } else {
      // No brace-free run from here: the next pair of braces starts at or after this stop.
      from = start + 1;
    }
  }
}

/** What can be wrong with a body: an unknown placeholder, or no unsubscribe link. */
export type TemplateProblem =
  | { kind: "unknown-placeholder"; placeholder: string }
  | { kind: "no-unsubscribe-link" };

/** What is wrong with a body, or null; every body must show an unsubscribe link. */
export function templateProblem(body: string): TemplateProblem | null {
  const names = placeholderSpans(body).map((span) => span.name);
  const unknown = names.find(
    (name) => !(placeholders as readonly string[]).includes(name),
  );
  if (unknown !== undefined)
    return { kind: "unknown-placeholder", placeholder: unknown };
  if (!names.includes("unsubscribe_url"))
    return { kind: "no-unsubscribe-link" };
  return null;
}

/** The body with every placeholder filled in; `escape` encodes values for HTML. */
export function fillTemplate(
  body: string,
  values: Record<Placeholder, string>,
  escape: (value: string) => string = (value) => value,
) {
  let filled = "";
  let from = 0;
  for (const span of placeholderSpans(body)) {
    filled +=
      body.slice(from, span.start) +
      escape(values[span.name as Placeholder] ?? "");
    from = span.end;
  }
  return filled + body.slice(from);
}
