import { writeFileSync } from "node:fs";
import { buildLayout } from "../../server/build-layout";
import { consent, launchListPaths } from "../../app/content/launch-list";
import { confirmedPage } from "../../app/content/confirmed-page";
import { confirmationMail, linkProblems } from "../../app/content/list-pages";
import { signupRefusals } from "../../app/content/newsletter-messages";
import { site } from "../../app/content/site";
import { parseLaunchListMode } from "../../app/lib/launch-list-mode";

/** A prerendered page's file, relative to build/client. */
const pageFile = (path: string) => `${path.slice(1)}/index.html`;

/** The prerendered error page's file, relative to build/client. */
export const signupErrorFile = pageFile(launchListPaths.signupError);

/**
 * Writes what the signup API reads from the build (server/site/build-output.ts): the forms' mode,
 * the consent version stored with each signup, where a form post lands, the refusal texts, the
 * pages it fills in and the confirmation mail's copy. The mode comes from the same variable
 * Vite read for this build.
 */
export function writeSignupConfig(buildDir: string) {
  const config = {
    launchListMode: parseLaunchListMode(process.env.VITE_LAUNCH_LIST_MODE),
    consentVersion: consent.version,
    subscribedPath: launchListPaths.subscribed,
    checkInboxPath: launchListPaths.checkInbox,
    unsubscribedPath: launchListPaths.unsubscribed,
    errorPage: signupErrorFile,
    confirmPage: pageFile(launchListPaths.confirm),
    confirmedPage: pageFile(launchListPaths.confirmed),
    unsubscribePage: pageFile(launchListPaths.unsubscribe),
    messages: signupRefusals,
    linkProblems,
    placeText: {
      place: confirmedPage.placeText,
      aged: confirmedPage.placeAgeText,
      agedAfterSeconds: confirmedPage.placeAgeAfterSeconds,
      counting: confirmedPage.placeCountingText,
    },
    mail: confirmationMail,
    brand: site.brand,
    baseUrl: site.baseUrl,
    sender: site.newsletterEmail,
  };
  writeFileSync(
    buildLayout(buildDir).signup,
    `${JSON.stringify(config, null, 2)}\n`,
  );
}
