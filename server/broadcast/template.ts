// A broadcast's bodies are templates: `{{name}}` placeholders filled in for each recipient.
// Checked before a send starts, so a typo never reaches the list.

/** The placeholders a broadcast body may use. */
export const placeholders = ["unsubscribe_url", "shop_url"] as const;
export type Placeholder = (typeof placeholders)[number];

const pattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * What is wrong with a body, or null: an unknown placeholder, or no unsubscribe link (every
 * body must show one).
 */
export function templateProblem(body: string, label: string): string | null {
  const unknown = [...body.matchAll(pattern)]
    .map(([, name = ""]) => name)
    .filter((name) => !(placeholders as readonly string[]).includes(name));
  if (unknown.length > 0)
    return `The ${label} uses an unknown placeholder: {{${unknown[0]}}} (known: ${placeholders.map((p) => `{{${p}}}`).join(", ")}).`;
  if (
    ![...body.matchAll(pattern)].some(([, name]) => name === "unsubscribe_url")
  )
    return `The ${label} has no unsubscribe link: put {{unsubscribe_url}} in it.`;
  return null;
}

/** The body with every placeholder filled in; `escape` encodes values for HTML. */
export function fillTemplate(
  body: string,
  values: Record<Placeholder, string>,
  escape: (value: string) => string = (value) => value,
) {
  return body.replace(pattern, (_, name: string) =>
    escape(values[name as Placeholder] ?? ""),
  );
}
