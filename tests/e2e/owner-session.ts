// An owner in Chromium on a test file's own site: invites made straight in its list, a
// virtual platform authenticator per page (CDP WebAuthn, no stub of navigator.credentials),
// joining and signing in.
import type { CDPSession, Page } from "@playwright/test";
import { dashboardCopy } from "~/content/dashboard";
import { ownerPages } from "~/content/pages";
import { createInvite } from "../../server/owners/invites";
import { openStore } from "../../server/store/index";
import { ownersTable } from "../../server/store/owners";
import { expect, test } from "./fixtures";
import type { ownSite } from "./own-site";

/** Chromium logs each refused API answer; these tests expect some, and nothing else. */
export function expectOnlyRefusals(messages: string[]) {
  const others = messages.filter(
    (m) => !/status of (400|401|403|404|409|410|422)/.test(m),
  );
  messages.length = 0;
  expect(others).toEqual([]);
}

export function ownerSession(site: ReturnType<typeof ownSite>) {
  const sessions: { page: Page; cdp: CDPSession }[] = [];
  // The page outlives the test (playwright.config.ts reuses it), and so would its virtual
  // authenticators: Chromium allows one per page. Disabling WebAuthn removes them.
  test.afterEach(async () => {
    for (const { page, cdp } of sessions.splice(0))
      if (!page.isClosed()) {
        await cdp.send("WebAuthn.disable");
        await cdp.detach();
      }
  });

  /**
   * An invite link made straight in the list's database, as the command line makes it, at
   * `now`: quicker than a process per test, and able to make one that is already too old.
   */
  async function inviteLink(name: string, now = new Date()) {
    const store = await openStore({ dataDir: site.dataDir() });
    try {
      const { link } = await createInvite(ownersTable(store.db), {
        name,
        invitedBy: null,
        origin: site.origin(),
        now,
      });
      return link;
    } finally {
      await store.close();
    }
  }

  /** This page's own platform authenticator, unlocked by the owner (user verification) unless told. */
  async function addAuthenticator(page: Page, { verified = true } = {}) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    const { authenticatorId } = await cdp.send(
      "WebAuthn.addVirtualAuthenticator",
      {
        options: {
          protocol: "ctap2",
          transport: "internal",
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: verified,
          automaticPresenceSimulation: true,
        },
      },
    );
    sessions.push({ page, cdp });
    return { cdp, authenticatorId };
  }

  async function credentialsOf(cdp: CDPSession, authenticatorId: string) {
    return (await cdp.send("WebAuthn.getCredentials", { authenticatorId }))
      .credentials;
  }

  const signInButton = (page: Page) =>
    page.getByRole("button", { name: dashboardCopy.signIn.button });
  const dashboardHeading = (page: Page) =>
    page.getByRole("heading", { level: 1, name: dashboardCopy.heading });

  async function joinWithInvite(page: Page, name: string, link?: string) {
    await page.goto(link ?? (await inviteLink(name)));
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await page
      .getByRole("button", { name: dashboardCopy.invite.button })
      .click();
    await expect(dashboardHeading(page)).toBeFocused();
    await expect(page).toHaveURL(
      `${site.origin()}${ownerPages.dashboard.path}`,
    );
  }

  /** A signed-in owner on /admin, with a passkey of their own; its authenticator. */
  async function signedIn(page: Page, name: string) {
    await page.goto(`${site.origin()}${ownerPages.dashboard.path}`);
    const authenticator = await addAuthenticator(page);
    await joinWithInvite(page, `${name} ${test.info().project.name}`);
    return authenticator;
  }

  /**
   * Moves the last passkey assertion of every session of the owners named so back an hour,
   * as if they signed in long ago: their next change to access asks for a step-up.
   */
  async function ageSteppedUp(name: string) {
    const store = await openStore({ dataDir: site.dataDir() });
    try {
      await store.db.run(
        `UPDATE owner_sessions SET verified_at = ?
         WHERE owner_id IN (SELECT id FROM owners WHERE name = ?)`,
        [new Date(Date.now() - 3_600_000).toISOString(), name],
      );
    } finally {
      await store.close();
    }
  }

  return {
    inviteLink,
    addAuthenticator,
    credentialsOf,
    signInButton,
    dashboardHeading,
    joinWithInvite,
    signedIn,
    ageSteppedUp,
  };
}
