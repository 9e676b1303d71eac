/**
 * How Netlify and Cloudflare Pages read a `_headers` file: every rule whose pattern matches the
 * request path adds its headers, and a header that several rules set gets all their values
 * (the hosts join them with commas). Patterns here are exact paths or end in one `*`.
 */
export function hostHeaders(
  file: string,
  path: string,
): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const block of file.split(/\n\s*\n/)) {
    const [pattern = "", ...lines] = block
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("#"));
    const matches = pattern.endsWith("*")
      ? path.startsWith(pattern.slice(0, -1))
      : pattern === path;
    if (!matches) continue;
    for (const line of lines) {
      const [name = "", ...value] = line.trim().split(": ");
      (found[name] ??= []).push(value.join(": "));
    }
  }
  return found;
}
