// The answer to a form post (JavaScript off) whose address the server refuses: the prerendered
// /signup-error page, with the reason and what the visitor typed filled into marked places.

/** Where the prerendered page marks the places the server fills. */
export const fillMarks = {
  problem: "data-signup-problem",
  email: "data-signup-email",
  source: "data-signup-source",
};

export function escapeHtml(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The page with the problem as its message and the field and form source set to what was
 * posted, every value HTML-escaped. Throws when a mark is missing, so a changed page fails
 * at start rather than in front of a visitor.
 * @param page the prerendered HTML
 */
export function signupErrorPage(
  page: string,
): (fill: { problem: string; email: string; source: string }) => string {
  const problem = new RegExp(
    `(<p[^>]*\\s${fillMarks.problem}=""[^>]*>)[^<]*(</p>)`,
  );
  const email = `${fillMarks.email}=""`;
  const source = `${fillMarks.source}=""`;
  if (!problem.test(page) || !page.includes(email) || !page.includes(source))
    throw new Error("The signup error page lacks the marks the server fills");
  return (fill) =>
    page
      .replace(
        problem,
        (_, open, close) => open + escapeHtml(fill.problem) + close,
      )
      .replace(email, () => `value="${escapeHtml(fill.email)}"`)
      .replace(source, () => `value="${escapeHtml(fill.source)}"`);
}
