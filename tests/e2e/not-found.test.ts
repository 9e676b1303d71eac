import { expect, test, waitForIslands } from "./fixtures";

const expectedLog = (path: string) =>
  `404 Error: User attempted to access non-existent route: ${path}`;

for (const path of ["/no-such-page", "/collections/bold-capes/2026"]) {
  test(`${path} answers 404 with the not-found page`, async ({
    page,
    consoleErrors,
  }) => {
    const missing: string[] = [];
    page.on("response", (answer) => {
      if (answer.status() === 404) missing.push(new URL(answer.url()).pathname);
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForIslands(page);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Oops! Page not found",
    );
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
    expect(page.url()).toMatch(new RegExp(`${path}$`));

    // Only the document itself is missing: every asset the 404 page needs loads, even deep down.
    expect(missing).toEqual([path]);
    // Chromium reports the document's own 404 status as a console error.
    const statusLog =
      "Failed to load resource: the server responded with a status of 404 (Not Found)";
    expect(consoleErrors.messages).toContain(statusLog);
    consoleErrors.messages.splice(consoleErrors.messages.indexOf(statusLog), 1);

    // The one error this page logs on purpose, naming the path; anything else fails the test.
    await expect
      .poll(() => consoleErrors.messages)
      .toContain(expectedLog(path));
    consoleErrors.messages.splice(
      consoleErrors.messages.indexOf(expectedLog(path)),
      1,
    );

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A Mindset You Can Wear",
    );
  });
}
