// The launch mail on the owners' dashboard, in Chromium, with its own `npm start` on
// `localhost` and a loopback SMTP sink: a draft refused at the start keeps its words, the
// launch mail from the content is written, previewed, tested on the owner, sent, and watched
// to the end; each action lands in the audit log; axe finds nothing.
import type { Page } from "@playwright/test";
import { broadcastRefusals, dashboardCopy } from "~/content/dashboard";
import { launchMail } from "~/content/launch-mail";
import { openStore } from "../../server/store/index";
import { startMailSink, type MailSink } from "../server/mail-sink";
import { expectNoAxeViolations } from "./a11y-axe";
import { expect, test } from "./fixtures";
import { ownSite } from "./own-site";
import { expectOnlyRefusals, ownerSession } from "./owner-session";

const copy = dashboardCopy.launchMail;
let sink: MailSink;
test.beforeAll(async () => {
  sink = await startMailSink();
});
const site = ownSite({
  prefix: "bb-e2e-launch-mail-",
  host: "localhost",
  env: (origin) => ({
    OWNER_SIGN_IN_LIMIT: "0",
    PUBLIC_URL: origin,
    SMTP_URL: sink.url,
    SIGNUP_SECRET: "e2e-launch-mail-secret-of-32-characters",
  }),
});
// After the site's own afterAll: the site stops first and closes its pooled connections.
test.afterAll(() => sink.stop());
const { signedIn } = ownerSession(site);

/** Confirmed subscribers, written straight into the site's list. */
async function confirmedFans(count: number) {
  const store = await openStore({ dataDir: site.dataDir() });
  try {
    const fans = Array.from(
      { length: count },
      (_, i) => `fan${i}-${test.info().project.name}@mail.test`,
    );
    for (const email of fans)
      await store.addSignup({
        email,
        createdAt: new Date().toISOString(),
        source: "home",
        consentVersion: "v1",
      });
    return fans;
  } finally {
    await store.close();
  }
}

const panel = (page: Page) => page.getByRole("region", { name: copy.heading });

test("an owner writes the launch mail, tests it on themselves, sends it and watches it to the end", async ({
  page,
  consoleErrors,
}) => {
  const fans = await confirmedFans(6);
  await signedIn(page, "Launcher");
  const launch = panel(page);
  await expect(launch.getByText(copy.empty)).toBeVisible();

  // A body without the unsubscribe link is saved, but refused at the start, in one line.
  await expect(
    launch.getByRole("textbox", { name: copy.compose.subject, exact: true }),
  ).toHaveValue(launchMail.subject);
  await launch
    .getByRole("textbox", { name: copy.compose.text, exact: true })
    .fill("The shop is open.");
  await launch
    .getByRole("textbox", { name: copy.compose.html, exact: true })
    .fill("");
  await launch.getByRole("button", { name: copy.compose.save }).click();
  const draft = launch.getByRole("article", { name: launchMail.subject });
  await expect(draft).toContainText(copy.states.draft);
  await draft.getByRole("button", { name: copy.start.send }).click();
  await expect(draft.getByRole("alert")).toHaveText(
    broadcastRefusals.noUnsubscribeLink("text"),
  );
  // A draft that went wrong is deleted, and the form to write one opens again.
  await draft.getByRole("button", { name: copy.delete }).click();
  await expect(draft).toHaveCount(0);
  await expect(launch.getByText(copy.empty)).toBeVisible();

  // The launch mail as the content has it.
  await launch
    .getByRole("textbox", { name: copy.compose.text, exact: true })
    .fill(launchMail.text);
  await launch
    .getByRole("textbox", { name: copy.compose.html, exact: true })
    .fill(launchMail.html);
  await launch.getByRole("button", { name: copy.compose.save }).click();
  const mail = launch.getByRole("article", { name: launchMail.subject });
  await expect(mail).toContainText(copy.states.draft);

  await mail.getByText(copy.preview).click();
  await expect(mail.locator("pre")).toContainText(launchMail.shopUrl);

  const me = `launcher-${test.info().project.name}@mail.test`;
  await mail.getByLabel(copy.test.label).fill(me);
  await mail.getByRole("button", { name: copy.test.button }).click();
  await expect(mail.getByRole("status")).toHaveText(copy.test.sent(me));
  expect(sink.to(me)[0]?.headers.get("subject")).toBe(
    `[Test] ${launchMail.subject}`,
  );

  await mail.getByLabel(copy.start.rate).fill("20");
  await mail.getByRole("button", { name: copy.start.send }).click();
  await expect(mail).toContainText(copy.states.done, { timeout: 15_000 });
  await expect(
    launch.getByRole("cell", { name: `${fans.length} / ${fans.length}` }),
  ).toBeVisible();
  for (const fan of fans) expect(sink.to(fan)).toHaveLength(1);

  const audit = page.getByRole("region", { name: dashboardCopy.audit.heading });
  for (const action of [
    "broadcast-create",
    "broadcast-test",
    "broadcast-start",
    "broadcast-delete",
  ] as const)
    await expect(
      audit.getByText(dashboardCopy.audit.actions[action]).first(),
    ).toBeVisible();
  await expectNoAxeViolations(page, "launch mail sent");
  expectOnlyRefusals(consoleErrors.messages);
});
