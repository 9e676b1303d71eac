// The owners' dashboard in Chromium with its own virtual authenticator (CDP WebAuthn, no stub
// of navigator.credentials): invites, passkeys, sign-in and out, the list's numbers, erasure,
// the export, and axe in every state. It runs its own `npm start` on `localhost` (WebAuthn
// needs a host name) with a launch list of its own, so its numbers are its own.
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { dashboardCopy, ownerProblems } from "~/content/dashboard";
import { ownerPages } from "~/content/pages";
import { subscribeEndpoint } from "~/lib/signup-form";
import { expectNoAxeViolations } from "./a11y-axe";
import { everyDevice, expect, test } from "./fixtures";
import { ownSite } from "./own-site";
import { expectOnlyRefusals, ownerSession } from "./owner-session";

const site = ownSite({
  prefix: "bb-e2e-admin-",
  host: "localhost",
  env: (origin) => ({ OWNER_SIGN_IN_LIMIT: "0", PUBLIC_URL: origin }),
});

test.describe.configure({ mode: "serial" });

/** A fresh invite link from the command line: its last line. */
const inviteFromCommandLine = (name: string) =>
  site.signups("invite-owner", "--name", name).trim().split("\n").at(-1) ?? "";

const {
  inviteLink,
  addAuthenticator,
  credentialsOf,
  signInButton,
  dashboardHeading,
  joinWithInvite,
  signedIn,
  ageSteppedUp,
} = ownerSession(site);

test(
  "an owner joins from an invite, signs out, signs in, adds a passkey and revokes the first",
  { tag: everyDevice },
  async ({ page, consoleErrors }) => {
    await page.goto(`${site.origin()}${ownerPages.dashboard.path}`);
    const { cdp, authenticatorId } = await addAuthenticator(page);
    const name = `Ana ${test.info().project.name}`;
    await joinWithInvite(page, name, inviteFromCommandLine(name));
    await expect(
      page.getByText(dashboardCopy.account.signedInAs),
    ).toContainText(name);
    const [first] = await credentialsOf(cdp, authenticatorId);
    expect(first?.isResidentCredential).toBe(true);

    const cookies = await page.context().cookies(site.origin());
    expect(cookies).toEqual([
      expect.objectContaining({
        name: "bb-owner",
        httpOnly: true,
        secure: true,
        sameSite: "Strict",
        path: "/",
      }),
    ]);

    await page
      .getByRole("button", { name: dashboardCopy.account.signOut })
      .click();
    await expect(page.getByText(dashboardCopy.account.signedOut)).toBeVisible();
    await page.reload();
    await signInButton(page).click();
    await expect(dashboardHeading(page)).toBeVisible();

    // A second passkey on another device: this page's authenticator is swapped for a new one.
    await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId });
    const second = await addAuthenticator(page);
    await page
      .getByRole("button", { name: dashboardCopy.owners.addPasskey })
      .click();
    await expect(
      page.getByText(dashboardCopy.owners.passkeyAdded),
    ).toBeVisible();
    const passkeys = page.getByRole("region", {
      name: dashboardCopy.owners.heading,
    });
    const firstLabel = (first?.credentialId ?? "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .slice(0, 8);
    await expect(passkeys.getByRole("row")).toHaveCount(3);

    await page
      .getByRole("button", {
        name: new RegExp(`^${dashboardCopy.owners.revoke}: ${firstLabel}`),
      })
      .click();
    // Signed in with the revoked passkey: that session ends with it.
    await expect(signInButton(page)).toBeVisible();
    await signInButton(page).click();
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(passkeys.getByRole("row")).toHaveCount(2);
    const audit = page.getByRole("region", {
      name: dashboardCopy.audit.heading,
    });
    for (const action of [
      "joined as an owner",
      "signed out",
      "added a passkey",
      "revoked a passkey",
    ])
      await expect(audit.getByText(action).first()).toBeVisible();
    expect(
      await credentialsOf(second.cdp, second.authenticatorId),
    ).toHaveLength(1);
    expectOnlyRefusals(consoleErrors.messages);
  },
);

test("an invite used twice, or after 15 minutes, is refused", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${site.origin()}${ownerPages.dashboard.path}`);
  await addAuthenticator(page);
  const link = await inviteLink("Twice");
  await page.goto(link);
  await page.getByRole("button", { name: dashboardCopy.invite.button }).click();
  await expect(dashboardHeading(page)).toBeVisible();
  await page.goto(link);
  await expect(page.getByText(ownerProblems["invite-invalid"])).toBeVisible();

  await page.goto(
    await inviteLink("Late", new Date(Date.now() - 15 * 60_000 - 1000)),
  );
  await expect(page.getByText(ownerProblems["invite-invalid"])).toBeVisible();
  await expect(
    page.getByRole("button", { name: dashboardCopy.invite.button }),
  ).toHaveCount(0);
  // Chromium's log of each 410 can arrive after the page shows the refusal.
  await expect
    .poll(
      () =>
        consoleErrors.messages.filter((m) => /status of 410/.test(m)).length,
    )
    .toBe(2);
  expectOnlyRefusals(consoleErrors.messages);
});

test("a sign-in without user verification is refused", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${site.origin()}${ownerPages.dashboard.path}`);
  const { cdp, authenticatorId } = await addAuthenticator(page);
  await joinWithInvite(page, "Verified");
  await page
    .getByRole("button", { name: dashboardCopy.account.signOut })
    .click();
  await cdp.send("WebAuthn.setUserVerified", {
    authenticatorId,
    isUserVerified: false,
  });

  // As the browser is asked for it, the authenticator cannot verify the owner: no passkey comes back.
  await signInButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(
    ownerProblems["passkey-cancelled"],
  );

  // A page that asked for less gets an unverified answer, and the server refuses it.
  await page.route("**/api/admin/sign-in/options", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.options.userVerification = "discouraged";
    await route.fulfill({ response, json: body });
  });
  await signInButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(
    ownerProblems["passkey-failed"],
  );
  expect(await page.context().cookies(site.origin())).toEqual([]);
  expectOnlyRefusals(consoleErrors.messages);
});

/** Adds signups through the public API, as visitors would. */
async function subscribe(request: APIRequestContext, emails: string[]) {
  for (const [i, email] of emails.entries())
    await request.post(`${site.origin()}${subscribeEndpoint}`, {
      data: {
        email,
        source: i ? "news" : "home",
        utm_source: "ig",
        utm_campaign: "drop",
      },
    });
}

test("axe finds nothing on the dashboard signed out, and signed in to an empty list", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${site.origin()}${ownerPages.dashboard.path}`);
  await expect(signInButton(page)).toBeVisible();
  await expectNoAxeViolations(page, "signed out");
  await addAuthenticator(page);
  await joinWithInvite(page, "Empty");
  await expect(page.getByText(dashboardCopy.sources.empty)).toBeVisible();
  await expectNoAxeViolations(page, "signed in, empty list");
  expectOnlyRefusals(consoleErrors.messages);
});

test(
  "the signups per day table sums to the command line's count, beside the chart and the sources",
  { tag: everyDevice },
  async ({ page, consoleErrors, request }) => {
    await subscribe(
      request,
      ["one", "two", "three"].map(
        (n) => `${n}-${test.info().project.name}@mail.test`,
      ),
    );
    await signedIn(page, "Lists");
    const table = page.getByRole("table", {
      name: dashboardCopy.perDay.tableName,
    });
    const count = Number(site.signups("count").trim());
    expect(count).toBeGreaterThanOrEqual(3);
    // The table shows the list as last counted, a few seconds behind the signups just made:
    // the page is read again until the count has them.
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(table).toBeVisible();
          const cells = await table
            .locator("tbody tr td:nth-child(2)")
            .allTextContents();
          return cells.reduce((n, cell) => n + Number(cell), 0);
        },
        { timeout: 20_000 },
      )
      .toBe(count);
    await expect(
      page
        .getByRole("img", { name: dashboardCopy.perDay.chartLabel })
        .locator("canvas")
        .first(),
    ).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: dashboardCopy.sources.heading })
        .getByText("ig / drop")
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, "signed in, with a list");
    expectOnlyRefusals(consoleErrors.messages);
  },
);

test("an owner downloads the CSV, and erases one subscriber with the address typed again", async ({
  page,
  consoleErrors,
  request,
}) => {
  const target = "erase-me@mail.test";
  await subscribe(request, [target]);
  await signedIn(page, "Eraser");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: dashboardCopy.subscribers.export }).click(),
  ]);
  expect(readFileSync(await download.path(), "utf8")).toBe(
    site.signups("export"),
  );

  await page.getByLabel(dashboardCopy.subscribers.searchLabel).fill("ERASE-ME");
  await page
    .getByRole("button", { name: dashboardCopy.subscribers.search })
    .click();
  await page.getByRole("button", { name: target }).click();
  const record = page.getByRole("article", { name: target });
  const confirm = record.getByLabel(
    dashboardCopy.subscribers.erase.confirmLabel,
  );
  await confirm.fill("wrong@mail.test");
  await record
    .getByRole("button", { name: dashboardCopy.subscribers.erase.button })
    .click();
  await expect(record.getByRole("alert")).toHaveText(
    ownerProblems["confirm-mismatch"],
  );
  // What was typed stays, to be fixed rather than typed again.
  await expect(confirm).toHaveValue("wrong@mail.test");
  await confirm.fill(target);
  await record
    .getByRole("button", { name: dashboardCopy.subscribers.erase.button })
    .click();
  await expect(
    page.getByText(dashboardCopy.subscribers.erase.done),
  ).toBeVisible();
  expect(site.signups("export")).not.toContain(target);
  const audit = page.getByRole("region", { name: dashboardCopy.audit.heading });
  await expect(
    audit.getByText(dashboardCopy.audit.actions.erase).first(),
  ).toBeVisible();
  await expect(
    audit.getByText(dashboardCopy.audit.actions.export).first(),
  ).toBeVisible();
  expectOnlyRefusals(consoleErrors.messages);
});

test("the invite page and a signed-out dashboard pass axe", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(await inviteLink("Axe"));
  await expect(
    page.getByRole("button", { name: dashboardCopy.invite.button }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "invite");
  await page.goto(`${site.origin()}${ownerPages.invite.path}`);
  await expect(page.getByText(dashboardCopy.invite.missing)).toBeVisible();
  await expectNoAxeViolations(page, "invite link without its token");
  expectOnlyRefusals(consoleErrors.messages);
});

test("an owner signs in, picks the chart's range and signs out by keyboard alone", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${site.origin()}${ownerPages.dashboard.path}`);
  await addAuthenticator(page);
  await joinWithInvite(page, "Keys");
  await page
    .getByRole("button", { name: dashboardCopy.account.signOut })
    .focus();
  await page.keyboard.press("Enter");
  await expect(signInButton(page)).toBeVisible();

  /** Presses Tab (or Shift+Tab) until `target` has the focus, at most 20 times. */
  async function tabTo(target: ReturnType<Page["getByRole"]>, key = "Tab") {
    for (let i = 0; i < 20; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press(key);
    }
    await expect(target).toBeFocused();
  }
  await tabTo(signInButton(page));
  await page.keyboard.press("Enter");
  await expect(dashboardHeading(page)).toBeFocused();

  const [thirty, ninety] = dashboardCopy.perDay.ranges;
  const first = page.getByRole("radio", { name: thirty?.label });
  await tabTo(first);
  await expect(first).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: ninety?.label })).toBeChecked();
  await expect(page.getByRole("radio", { name: ninety?.label })).toBeFocused();

  await tabTo(
    page.getByRole("button", { name: dashboardCopy.account.signOut }),
    "Shift+Tab",
  );
  await page.keyboard.press("Enter");
  await expect(page.getByText(dashboardCopy.account.signedOut)).toBeVisible();
  expectOnlyRefusals(consoleErrors.messages);
});

test("an owner signed in over 5 minutes ago confirms with a passkey in place to invite, and ends their session on another device", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const name = `Steps ${test.info().project.name}`;
  const first = await signedIn(page, "Steps");
  const [own] = await credentialsOf(first.cdp, first.authenticatorId);

  // A second passkey, made here for the owner's other device, then this page's back.
  await first.cdp.send("WebAuthn.removeVirtualAuthenticator", {
    authenticatorId: first.authenticatorId,
  });
  const made = await addAuthenticator(page);
  await page
    .getByRole("button", { name: dashboardCopy.owners.addPasskey })
    .click();
  await expect(page.getByText(dashboardCopy.owners.passkeyAdded)).toBeVisible();
  const [theirs] = await credentialsOf(made.cdp, made.authenticatorId);
  await made.cdp.send("WebAuthn.removeVirtualAuthenticator", {
    authenticatorId: made.authenticatorId,
  });
  const { cdp, authenticatorId } = await addAuthenticator(page);
  await cdp.send("WebAuthn.addCredential", {
    authenticatorId,
    credential: own as never,
  });

  // The owner signs in on the other device with its own passkey.
  const device = await browser.newContext();
  try {
    const other = await device.newPage();
    await other.goto(`${site.origin()}${ownerPages.dashboard.path}`);
    const second = await addAuthenticator(other);
    await second.cdp.send("WebAuthn.addCredential", {
      authenticatorId: second.authenticatorId,
      credential: theirs as never,
    });
    await signInButton(other).click();
    await expect(dashboardHeading(other)).toBeVisible();

    // The first device's sign-in is now long ago: inviting asks for the passkey, in place.
    await ageSteppedUp(name);
    const owners = page.getByRole("region", {
      name: dashboardCopy.owners.heading,
    });
    await owners
      .getByRole("textbox", { name: dashboardCopy.owners.inviteName })
      .fill("Bea");
    await owners
      .getByRole("button", { name: dashboardCopy.owners.inviteButton })
      .click();
    await expect(
      owners.getByText(dashboardCopy.owners.inviteLink),
    ).toBeVisible();
    const audit = page.getByRole("region", {
      name: dashboardCopy.audit.heading,
    });
    await expect(
      audit.getByText(dashboardCopy.audit.actions["step-up"]).first(),
    ).toBeVisible();

    // An authenticator that cannot verify its owner gives no step-up: the message, and the
    // name kept.
    await ageSteppedUp(name);
    await cdp.send("WebAuthn.setUserVerified", {
      authenticatorId,
      isUserVerified: false,
    });
    const field = owners.getByRole("textbox", {
      name: dashboardCopy.owners.inviteName,
    });
    await field.fill("Cal");
    await owners
      .getByRole("button", { name: dashboardCopy.owners.inviteButton })
      .click();
    await expect(
      owners.getByText(ownerProblems["passkey-cancelled"]),
    ).toBeVisible();
    await expect(field).toHaveValue("Cal");

    // Both sessions listed; the other one ended from here.
    await page.reload();
    const sessions = page.getByRole("region", {
      name: dashboardCopy.sessions.heading,
    });
    await expect(sessions.getByRole("row")).toHaveCount(3);
    await expect(
      sessions.getByText(dashboardCopy.sessions.current),
    ).toBeVisible();
    await sessions
      .getByRole("button", { name: dashboardCopy.sessions.endOthers })
      .click();
    await expect(
      sessions.getByText(dashboardCopy.sessions.ended(1)),
    ).toBeVisible();
    await expect(sessions.getByRole("row")).toHaveCount(2);
    await other.reload();
    await expect(signInButton(other)).toBeVisible();
    await expect(
      audit.getByText(dashboardCopy.audit.actions["end-session"]).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, "sessions listed");
  } finally {
    await device.close();
  }
  expectOnlyRefusals(consoleErrors.messages);
});
