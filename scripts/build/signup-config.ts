import { writeFileSync } from "node:fs";
import { buildLayout } from "../../server/build-layout.mjs";
import { consent, launchListPaths } from "../../app/content/launch-list";
import { signupRefusals } from "../../app/content/newsletter-messages";
import { parseLaunchListMode } from "../../app/lib/launch-list-mode";

/** The prerendered error page's file, relative to build/client. */
export const signupErrorFile = `${launchListPaths.signupError.slice(1)}/index.html`;

/**
 * Writes what the signup API reads from the build (server/signup-api.mjs): the forms' mode,
 * the consent version stored with each signup, where a form post lands, the refusal texts.
 * The mode comes from the same variable Vite read for this build.
 */
export function writeSignupConfig(buildDir: string) {
  const config = {
    launchListMode: parseLaunchListMode(process.env.VITE_LAUNCH_LIST_MODE),
    consentVersion: consent.version,
    subscribedPath: launchListPaths.subscribed,
    errorPage: signupErrorFile,
    messages: signupRefusals,
  };
  writeFileSync(
    buildLayout(buildDir).signup,
    `${JSON.stringify(config, null, 2)}\n`,
  );
}
